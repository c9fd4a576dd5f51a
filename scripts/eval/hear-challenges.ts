// The evaluation set as the local platform hears it: every challenge is spoken by flite, in several voices and
// speeds in turn, and recognised by pocketsphinx, as a visitor's spoken challenge would be. Writes
// scripts/eval/challenges/heard.json (both sets, the held-out one included), which `npm run eval:debate` reads. Usage: npm run eval:hear
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { HEARING_VOICES, withEars } from '../knowledge/ears';
import { freeWillChallenges } from './challenges/free-will-debate';
import { freeWillHeldOut } from './challenges/held-out/free-will-debate';
import { knowledgeHeldOut } from './challenges/held-out/knowledge-debate';
import { moralityHeldOut } from './challenges/held-out/morality-debate';
import { knowledgeChallenges } from './challenges/knowledge-debate';
import { moralityChallenges } from './challenges/morality-debate';

const OUT = fileURLToPath(new URL('./challenges/heard.json', import.meta.url));

const heard = await withEars(async (hear) => {
  const all = [
    ...moralityChallenges,
    ...freeWillChallenges,
    ...knowledgeChallenges,
    ...moralityHeldOut,
    ...freeWillHeldOut,
    ...knowledgeHeldOut,
  ];
  const out: { text: string; heard: string; voice: string }[] = [];
  for (const [i, challenge] of all.entries()) {
    const voice = HEARING_VOICES[i % HEARING_VOICES.length] as (typeof HEARING_VOICES)[number];
    out.push({
      text: challenge.text,
      heard: await hear(challenge.text, voice),
      voice: `${voice.timbre} x${voice.rate}`,
    });
  }
  return out;
});
await writeFile(OUT, `${JSON.stringify(heard, null, 2)}\n`);
console.log(`wrote ${heard.length} heard challenges to ${OUT}`);
