// Text -> flite -> pocketsphinx: what the local platform hears when a visitor says something, for the scripts that
// measure recognition (hear-names, eval:hear).
import { concatPcm, samplesForMs } from '../../server/speech/pcm';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/stt';
import { createSynthesizer, type LocalVoice } from '../../server/speech/tts';

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

export type Hear = (text: string, voice: LocalVoice) => Promise<string>;

/** Runs `use` with a hearing function; exits with the install command when pocketsphinx is missing. */
export async function withEars<T>(use: (hear: Hear) => Promise<T>): Promise<T> {
  const status = speechRecognitionStatus();
  if (!status.available) {
    console.error(`Speech recognition is unavailable: ${status.reason}. Install it with: ${status.install}`);
    process.exit(2);
  }
  const synthesizer = await createSynthesizer();
  const recognizer = await createRecognizer();
  try {
    return await use(async (text, voice) => {
      const silence = new Int16Array(samplesForMs(SILENCE_MS));
      const speech = await synthesizer.synthesize(text, voice);
      return recognizer.recognize(concatPcm([silence, speech, silence]));
    });
  } finally {
    await synthesizer.close();
    await recognizer.close();
  }
}
