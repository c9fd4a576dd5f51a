// The evaluation set as the local platform hears it: every challenge is spoken by flite, in several voices and
// speeds, and recognised by pocketsphinx, as a visitor's spoken challenge would be. Writes
// scripts/eval/challenges/heard.json, which `npm run eval:debate` reads. Usage: npm run eval:hear
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { concatPcm, samplesForMs } from '../../server/speech/pcm';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/stt';
import { createSynthesizer, type LocalVoice } from '../../server/speech/tts';
import { freeWillChallenges } from './challenges/free-will-debate';
import { knowledgeChallenges } from './challenges/knowledge-debate';
import { moralityChallenges } from './challenges/morality-debate';

/** Several timbres and speeds, in turn; rms is the voice the recogniser knows best. */
const VOICES: LocalVoice[] = [
  { timbre: 'rms', pitchHz: 100, rate: 1 },
  { timbre: 'slt', pitchHz: 170, rate: 1 },
  { timbre: 'awb', pitchHz: 110, rate: 0.9 },
  { timbre: 'kal16', pitchHz: 120, rate: 1.1 },
  { timbre: 'rms', pitchHz: 100, rate: 1.15 },
];
const SILENCE_MS = 300;
const OUT = fileURLToPath(new URL('./challenges/heard.json', import.meta.url));

const status = speechRecognitionStatus();
if (!status.available) {
  console.error(`Speech recognition is unavailable: ${status.reason}. Install it with: ${status.install}`);
  process.exit(2);
}
const synthesizer = await createSynthesizer();
const recognizer = await createRecognizer();
const heard: { text: string; heard: string; voice: string }[] = [];
try {
  const all = [...moralityChallenges, ...freeWillChallenges, ...knowledgeChallenges];
  for (const [i, challenge] of all.entries()) {
    const voice = VOICES[i % VOICES.length] as LocalVoice;
    const speech = await synthesizer.synthesize(challenge.text, voice);
    const silence = new Int16Array(samplesForMs(SILENCE_MS));
    const text = await recognizer.recognize(concatPcm([silence, speech, silence]));
    heard.push({ text: challenge.text, heard: text, voice: `${voice.timbre} x${voice.rate}` });
  }
} finally {
  await synthesizer.close();
  await recognizer.close();
}
await writeFile(OUT, `${JSON.stringify(heard, null, 2)}\n`);
console.log(`wrote ${heard.length} heard challenges to ${OUT}`);
