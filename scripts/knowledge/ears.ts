// Text -> flite -> pocketsphinx: what the local platform hears when a visitor says something, for the scripts that
// measure recognition (hear-names, eval:hear).
import { loadKnowledge } from '../../server/content';
import { debateLanguageModel } from '../../server/debate/spoken-corpus';
import { concatPcm, durationMs, samplesForMs } from '../../server/speech';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/recognition';
import { createSynthesizer, type LocalVoice } from '../../server/speech/synthesis';

/** Several timbres and speeds; rms at normal speed is the voice the recogniser knows best. */
export const HEARING_VOICES: readonly LocalVoice[] = [
  { timbre: 'rms', pitchHz: 100, rate: 1 },
  { timbre: 'slt', pitchHz: 170, rate: 1 },
  { timbre: 'awb', pitchHz: 110, rate: 0.9 },
  { timbre: 'kal16', pitchHz: 120, rate: 1.1 },
  { timbre: 'rms', pitchHz: 100, rate: 1.15 },
];

/** Silence around each utterance, as the utterance detector cuts it. */
const SILENCE_MS = 300;

export interface Hearing {
  /** What the recogniser wrote. */
  text: string;
  /** How long the recogniser took, and how long the audio was. */
  recognitionMs: number;
  audioMs: number;
}

export type Hear = (text: string, voice: LocalVoice) => Promise<Hearing>;

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
}

/** The options every hearing script takes from its command line. */
export function earsOptionsFromArgs(argv: readonly string[]): EarsOptions {
  const at = argv.indexOf('--weight');
  return {
    generic: argv.includes('--generic'),
    whole: argv.includes('--whole'),
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
  // Each voice is one visitor: their first challenge is decoded whole, the next ones live with their own mean.
  const means = new Map<LocalVoice, Float32Array>();
  const recognize = async (audio: Int16Array, voice: LocalVoice): Promise<string> => {
    if (options.whole) return recognizer.recognize(audio, { whole: true });
    const mean = means.get(voice);
    const heard = await recognizer.stream(mean ? { mean } : {}).end(audio);
    if (heard.mean) means.set(voice, heard.mean);
    return heard.words;
  };
  try {
    return await use(async (text, voice) => {
      const silence = new Int16Array(samplesForMs(SILENCE_MS));
      const audio = concatPcm([silence, await synthesizer.synthesize(text, voice), silence]);
      const started = performance.now();
      const heard = await recognize(audio, voice);
      return { text: heard, recognitionMs: performance.now() - started, audioMs: durationMs(audio) };
    });
  } finally {
    await synthesizer.close();
    await recognizer.close();
  }
}
