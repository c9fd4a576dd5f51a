/** The flite voices compiled into flite.wasm that we use; all four speak at 16 kHz. */
export const TIMBRES = ['rms', 'awb', 'slt', 'kal16'] as const;
export type Timbre = (typeof TIMBRES)[number];

/** A philosopher's voice: a flite timbre plus its mean pitch (Hz) and speaking rate (1 = normal, 2 = twice as fast). */
export interface LocalVoice {
  timbre: Timbre;
  pitchHz: number;
  rate: number;
}

/** Longer replies are cut at a word boundary; the debate engine keeps its turns well under this. */
export const MAX_SPEECH_CHARS = 600;
export const PITCH_RANGE_HZ = { min: 50, max: 300 } as const;
export const RATE_RANGE = { min: 0.5, max: 2 } as const;

// C0 and C1 control characters, DEL, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Text that is safe and sensible to hand to flite: no control characters, one-line, capped. */
export function sanitizeSpeechText(text: string): string {
  const clean = text.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_SPEECH_CHARS) return clean;
  const cut = clean.slice(0, MAX_SPEECH_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** Refuses what flite would silently ignore (an unknown voice falls back to another; a bad number is dropped). */
export function checkVoice(voice: LocalVoice): void {
  if (!TIMBRES.includes(voice.timbre)) throw new RangeError(`Unknown flite timbre "${String(voice.timbre)}"`);
  if (!Number.isFinite(voice.pitchHz)) throw new RangeError(`pitchHz must be a number, got ${voice.pitchHz}`);
  if (!Number.isFinite(voice.rate) || voice.rate <= 0) {
    throw new RangeError(`rate must be a positive number, got ${voice.rate}`);
  }
}

/** flite's command line (argv, program name first) to speak `text` into the WAV file `outPath`. */
export function fliteArgs(text: string, voice: LocalVoice, outPath: string): string[] {
  const pitch = Math.round(clamp(voice.pitchHz, PITCH_RANGE_HZ));
  // duration_stretch scales phone durations, so it is the inverse of a speaking rate.
  const stretch = (1 / clamp(voice.rate, RATE_RANGE)).toFixed(3);
  return [
    'flite',
    '-voice',
    voice.timbre,
    '--setf',
    `int_f0_target_mean=${pitch}`,
    '--setf',
    `duration_stretch=${stretch}`,
    '-t',
    text,
    '-o',
    outPath,
  ];
}
