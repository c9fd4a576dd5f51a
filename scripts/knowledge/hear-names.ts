// What the local platform's recogniser makes of each philosopher's name: each name is spoken by flite in several
// voices and carrier phrases, then recognised by pocketsphinx, as a visitor's challenge would be. The knowledge's
// `aliases` come from this. Usage: npx tsx scripts/knowledge/hear-names.ts [name ...]
import { concatPcm, samplesForMs } from '../../server/speech/pcm';
import { createRecognizer, speechRecognitionStatus } from '../../server/speech/stt';
import { createSynthesizer, type LocalVoice } from '../../server/speech/tts';
import { debateAssistants } from '../../src/debates/platform';

const CARRIERS = ['{name}, what do you think?', 'What would {name} say about that?', 'I have a question for {name}.'];
const VOICES: LocalVoice[] = [
  { timbre: 'rms', pitchHz: 100, rate: 1 },
  { timbre: 'rms', pitchHz: 100, rate: 0.9 },
  { timbre: 'slt', pitchHz: 170, rate: 1 },
  { timbre: 'awb', pitchHz: 110, rate: 1 },
  { timbre: 'kal16', pitchHz: 120, rate: 1.1 },
];

const status = speechRecognitionStatus();
if (!status.available) {
  console.error(`Speech recognition is unavailable: ${status.reason}. Install it with: ${status.install}`);
  process.exit(2);
}
const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : debateAssistants.map((a) => a.name);
const synthesizer = await createSynthesizer();
const recognizer = await createRecognizer();
try {
  for (const name of names) {
    let heardName = 0;
    const heard = new Map<string, number>();
    let total = 0;
    for (const carrier of CARRIERS) {
      for (const voice of VOICES) {
        const speech = await synthesizer.synthesize(carrier.replace('{name}', name), voice);
        const pcm = concatPcm([new Int16Array(samplesForMs(300)), speech, new Int16Array(samplesForMs(300))]);
        const text = await recognizer.recognize(pcm);
        total += 1;
        if (new RegExp(`\\b${name.toLowerCase()}\\b`).test(text)) heardName += 1;
        heard.set(text, (heard.get(text) ?? 0) + 1);
      }
    }
    console.log(`${name}: heard as itself in ${heardName} of ${total}`);
    for (const [text, count] of [...heard].sort((a, b) => b[1] - a[1])) console.log(`  ${count} x "${text}"`);
  }
} finally {
  await synthesizer.close();
  await recognizer.close();
}
