// Text -> flite -> pocketsphinx: what the local platform hears when a visitor says something, for the scripts that
// measure recognition (hear-names, eval:hear).
import { loadKnowledge } from '../../server/content';
import { debateLanguageModel } from '../../server/debate/spoken-corpus';
import { concatPcm, durationMs, samplesForMs } from '../../server/speech';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/recognition';
import { createSynthesizer, type LocalVoice } from '../../server/speech/synthesis';
import { speakHeldOut, withRoomNoise, type HeldOutVoice } from './held-out-voices';

/** Several timbres and speeds; rms at normal speed is the voice the recogniser knows best. */
export const HEARING_VOICES: readonly LocalVoice[] = [
  { timbre: 'rms', pitchHz: 100, rate: 1 },
  { timbre: 'slt', pitchHz: 170, rate: 1 },
  { timbre: 'awb', pitchHz: 110, rate: 0.9 },
  { timbre: 'kal16', pitchHz: 120, rate: 1.1 },
  { timbre: 'rms', pitchHz: 100, rate: 1.15 },
];

/** A call's audio reaches the recogniser in pieces this long. */
const PIECE_SAMPLES = samplesForMs(100);

/** Silence around each utterance, as the utterance detector cuts it. */
const SILENCE_MS = 300;

export interface Hearing {
  /** What the recogniser wrote. */
  text: string;
  /** How long the recogniser took, and how long the audio was. */
  recognitionMs: number;
  audioMs: number;
}

/** A voice of flite's (the project's own), or one held out of all tuning (espeak-ng's, Festival's). */
export type HearingVoice = LocalVoice | HeldOutVoice;

export type Hear = (text: string, voice: HearingVoice) => Promise<Hearing>;

/** The voice as the reports name it. */
export function voiceName(voice: HearingVoice): string {
  return 'family' in voice ? voice.name : `flite ${voice.timbre} x${voice.rate}`;
}

export interface EarsOptions {
  /** The generic language model alone, as the recogniser was before it knew our debates (`--generic`). */
  generic?: boolean;
  /** The debate model's share against the generic one, instead of the server's (`--weight 0.4`). */
  weight?: number;
  /**
   * Each utterance decoded whole, normalised over all of it, as before the recogniser heard speech as it came
   * (`--whole`); by default each voice is heard as a call hears its visitor.
   */
  whole?: boolean;
  /** Every utterance a new visitor's first, their voice not heard before (`--new-voices`). */
  newVoices?: boolean;
}

/** The options every hearing script takes from its command line. */
export function earsOptionsFromArgs(argv: readonly string[]): EarsOptions {
  const at = argv.indexOf('--weight');
  return {
    generic: argv.includes('--generic'),
    whole: argv.includes('--whole'),
    newVoices: argv.includes('--new-voices'),
    ...(at >= 0 && { weight: Number(argv[at + 1]) }),
  };
}

/**
 * Runs `use` with a hearing function, the recogniser set up as the server sets it up (our debates' language model
 * mixed in) unless `generic`; exits with the install command when pocketsphinx is missing.
 */
export async function withEars<T>(use: (hear: Hear) => Promise<T>, options: EarsOptions = {}): Promise<T> {
  const status = speechRecognitionStatus();
  if (!status.available) {
    console.error(`Speech recognition is unavailable: ${status.reason}. Install it with: ${status.install}`);
    process.exit(2);
  }
  const synthesizer = await createSynthesizer();
  const recognizer = await createRecognizer(
    options.generic ? {} : { domain: debateLanguageModel(loadKnowledge(), options.weight) },
  );
  // Each voice is one visitor (with newVoices, each utterance a new one): their first challenge is heard with their
  // voice read off its first words, the next ones live with the mean their last one left.
  const means = new Map<HearingVoice, Float32Array>();
  const recognize = async (audio: Int16Array, voice: HearingVoice): Promise<string> => {
    if (options.whole) return recognizer.recognize(audio, { whole: true });
    const mean = options.newVoices ? undefined : means.get(voice);
    // Written as a call writes it, a piece at a time (faster than it was spoken), so that the recogniser hears it
    // as it hears a call's visitor.
    const stream = recognizer.stream(mean ? { mean } : {});
    for (let at = 0; at < audio.length; at += PIECE_SAMPLES)
      stream.write(audio.subarray(at, at + PIECE_SAMPLES));
    const heard = await stream.end();
    if (heard.mean) means.set(voice, heard.mean);
    return heard.words;
  };
  try {
    return await use(async (text, voice) => {
      const silence = new Int16Array(samplesForMs(SILENCE_MS));
      const speech =
        'family' in voice ? await speakHeldOut(text, voice) : await synthesizer.synthesize(text, voice);
      const padded = concatPcm([silence, speech, silence]);
      // A held-out voice is heard over a quiet room, the same noise for the same words every run.
      const audio = 'family' in voice ? withRoomNoise(padded, seedOf(text)) : padded;
      const started = performance.now();
      const heard = await recognize(audio, voice);
      return { text: heard, recognitionMs: performance.now() - started, audioMs: durationMs(audio) };
    });
  } finally {
    await synthesizer.close();
    await recognizer.close();
  }
}

/** A seed from the words: the same utterance gets the same room noise in every run. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
