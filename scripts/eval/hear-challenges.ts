// The evaluation set as the local platform hears it: every challenge is spoken by flite, in several voices and
// speeds in turn, and recognised by pocketsphinx as the server sets it up, as a visitor's spoken challenge would be.
// Prints the word error rate and the names heard, for the set the knowledge was tuned on and the held-out one, and
// the time the recogniser took. Writes scripts/eval/challenges/heard.json, which `npm run eval:debate` reads.
// Usage: npm run eval:hear [-- --generic] [-- --whole] [-- --new-voices] [-- --weight W] [-- --out FILE]
//   --generic   the generic language model alone, as before the recogniser knew our debates (the "before" figures)
//   --whole     each utterance decoded whole after it ends, as before the recogniser heard speech as it came
//   --new-voices  every utterance a new visitor's first (their voice read off it), not each voice one visitor
//   --weight W  the debate model's share, to tune it (on the tuned-on set, never the held-out one)
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { debateAssistants } from '../../server/content/platform';
import { earsOptionsFromArgs, HEARING_VOICES, withEars } from '../knowledge/ears';
import type { EvalChallenge } from './challenge-set';
import { freeWillChallenges } from '../../server/content/debates/free-will-debate/asked';
import { freeWillHeldOut } from './challenges/held-out/free-will-debate';
import { knowledgeHeldOut } from './challenges/held-out/knowledge-debate';
import { moralityHeldOut } from './challenges/held-out/morality-debate';
import { knowledgeChallenges } from '../../server/content/debates/knowledge-debate/asked';
import { moralityChallenges } from '../../server/content/debates/morality-debate/asked';
import { scoreHearing, wordsForScoring } from './word-errors';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const OUT =
  outAt >= 0
    ? (args[outAt + 1] as string)
    : fileURLToPath(new URL('./challenges/heard.json', import.meta.url));
const NAMES = debateAssistants.map((a) => a.name.toLowerCase());

const sets: { name: string; challenges: readonly EvalChallenge[] }[] = [
  { name: 'tuned on', challenges: [...moralityChallenges, ...freeWillChallenges, ...knowledgeChallenges] },
  { name: 'held out', challenges: [...moralityHeldOut, ...freeWillHeldOut, ...knowledgeHeldOut] },
];

interface Heard {
  text: string;
  heard: string;
  voice: string;
  set: string;
  /** Recognition time over audio length. */
  realTime: number;
}

const heard = await withEars(async (hear) => {
  const out: Heard[] = [];
  let i = 0;
  for (const set of sets) {
    for (const challenge of set.challenges) {
      const voice = HEARING_VOICES[i % HEARING_VOICES.length] as (typeof HEARING_VOICES)[number];
      i += 1;
      const hearing = await hear(challenge.text, voice);
      out.push({
        text: challenge.text,
        heard: hearing.text,
        voice: `${voice.timbre} x${voice.rate}`,
        set: set.name,
        realTime: hearing.recognitionMs / hearing.audioMs,
      });
    }
  }
  return out;
}, earsOptionsFromArgs(args));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const percent = (part: number, whole: number): string =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
console.log(
  `| set | challenges | words | word error rate | names heard | recognition time / audio time (median) |`,
);
console.log(`|---|---|---|---|---|---|`);
for (const set of sets) {
  const rows = heard.filter((h) => h.set === set.name);
  const score = scoreHearing(rows, NAMES);
  console.log(
    `| ${set.name} | ${score.utterances} | ${score.referenceWords} | ${percent(score.errors, score.referenceWords)} | ` +
      `${score.namesHeard}/${score.namesSaid} (${percent(score.namesHeard, score.namesSaid)}) | ${median(rows.map((r) => r.realTime)).toFixed(3)} |`,
  );
}
const empty = heard.filter((h) => wordsForScoring(h.heard).length === 0).length;
if (empty > 0) console.log(`${empty} challenges were heard as nothing at all`);
await writeFile(
  OUT,
  `${JSON.stringify(
    heard.map(({ text, heard: h, voice }) => ({ text, heard: h, voice })),
    null,
    2,
  )}\n`,
);
console.log(`wrote ${heard.length} heard challenges to ${OUT}`);
