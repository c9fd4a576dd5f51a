// The debate engine's quality, measured (debate-measure.ts), per debate on its tuned-on and held-out sets.
// Usage: npm run eval:debate [-- --transcript]   (--transcript prints the first call of each debate in full)
import { debateContents } from '../../server/content';
import { createReplyEngine } from '../../server/debate/engine';
import type { ScriptedTurn, ScriptStep } from '../../server/debate/testing/debate-script';
import type { DebateMember } from '../../server/debate/types';
import { contentWith, knowledgeOf } from '../knowledge/drafts';
import type { EvalChallenge } from './challenge-set';
import heard from './challenges/heard.json' with { type: 'json' };
import {
  CALL_SIZE,
  challengeSet,
  measureDebate,
  membersOf,
  merge,
  newTally,
  type Tally,
} from './debate-measure';

/** `--only <debate id>[,<debate id>...]`: measure those debates, drafts included (scripts/knowledge/drafts.ts). */
const only = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',').filter((id) => id !== '')
  : [];
const content = await contentWith(only);
const debateIds = only.length > 0 ? only : content.contents.map((c) => c.topic.debateId);
const knowledge = knowledgeOf(content, debateIds);

/**
 * Each debate's sets: the one the knowledge and the retrieval were refined on and learn from (the topic's `asked`),
 * and held-out ones (challenges/held-out/<id>.ts, and the second, fourth and theme sets beside it), written blind
 * and never used for tuning, which say how the engine does on challenges it has not seen. A debate without a set is
 * left out of that table, saying so.
 */
const sets: {
  debateId: string;
  tuned?: readonly EvalChallenge[];
  heldOut?: readonly EvalChallenge[];
  second?: readonly EvalChallenge[];
  fourth?: readonly EvalChallenge[];
  theme?: readonly EvalChallenge[];
}[] = [];
for (const debateId of debateIds) {
  // What visitors asked, labelled, in the debate's content (its `asked.ts`, and `asked-blind.ts`: blind sets spent on
  // tuning): the engine learns from it, so it is the tuned-on set.
  const asked = knowledge.topics.get(debateId)?.asked ?? [];
  const tuned = asked.length > 0 ? asked : undefined;
  // A draft's held-out set stays unread: whoever writes the knowledge must never see it (not even as misses or in a
  // transcript). It is measured once the debate is in, or with --held-out by whoever labels it.
  const isIn = debateContents.some((c) => c.topic.debateId === debateId);
  const heldOut =
    isIn || process.argv.includes('--held-out')
      ? await challengeSet(`./challenges/held-out/${debateId}.ts`)
      : undefined;
  // A second blind set (challenges/held-out/second/<id>.ts), written later and never read for tuning: its misses are
  // never printed, so that it stays held out.
  const second =
    isIn || process.argv.includes('--held-out')
      ? await challengeSet(`./challenges/held-out/second/${debateId}.ts`)
      : undefined;
  // A fourth blind set for the classics (challenges/held-out/fourth/<id>.ts), written after the engine learnt from
  // the spent sets: never read, its misses never printed.
  const fourth =
    isIn || process.argv.includes('--held-out')
      ? await challengeSet(`./challenges/held-out/fourth/${debateId}.ts`)
      : undefined;
  // A blind theme set (challenges/held-out/theme/<id>.ts): eight challenges on the theme in everyday words and eight
  // off it, three of those saying a theme word in its everyday sense ("a free app"). Typed only; misses unprinted.
  const theme =
    isIn || process.argv.includes('--held-out')
      ? await challengeSet(`./challenges/held-out/theme/${debateId}.ts`)
      : undefined;
  sets.push({
    debateId,
    ...(tuned && { tuned }),
    ...(heldOut && { heldOut }),
    ...(second && { second }),
    ...(fourth && { fourth }),
    ...(theme && { theme }),
  });
}
/** The tables of the later blind sets, whose misses stay unprinted. */
const SECOND = 'held out, second blind set';
const FOURTH = 'held out, fourth blind set';
const THEME = 'held out, theme set';
const UNREAD: readonly string[] = [SECOND, FOURTH, THEME];
const heardByText = new Map((heard as { text: string; heard: string }[]).map((h) => [h.text, h.heard]));

function membersOfDebate(debateId: string): DebateMember[] {
  const debate = content.contents.find((c) => c.topic.debateId === debateId);
  if (!debate) throw new Error(`no content for ${debateId}`);
  return membersOf(debate, content.people);
}

const engine = createReplyEngine({ knowledge });
const showTranscript = process.argv.includes('--transcript');

const tables: { name: string; rows: string[][]; total: Tally }[] = [];
for (const [name, pick] of [
  ['tuned on', (set: (typeof sets)[number]) => set.tuned],
  ['held out', (set: (typeof sets)[number]) => set.heldOut],
  [SECOND, (set: (typeof sets)[number]) => set.second],
  [FOURTH, (set: (typeof sets)[number]) => set.fourth],
  [THEME, (set: (typeof sets)[number]) => set.theme],
] as const) {
  const total = newTally();
  const rows: string[][] = [];
  for (const set of sets) {
    const challenges = pick(set);
    if (!challenges) {
      if (UNREAD.includes(name)) continue;
      console.log(`${set.debateId}: no ${name} set`);
      continue;
    }
    const members = membersOfDebate(set.debateId);
    const tally = await measureDebate(set.debateId, challenges, {
      engine,
      members,
      heardByText,
      knowledge,
      onFirstCall: (steps, byStep) => {
        if (showTranscript && name === 'tuned on') printTranscript(set.debateId, steps, byStep, members);
      },
    });
    if (process.argv.includes('--misses') && !UNREAD.includes(name))
      for (const miss of tally.misses) console.log(`  miss ${name} ${set.debateId} ${miss}`);
    rows.push(row(set.debateId, tally));
    merge(total, tally);
  }
  rows.push(row('all', total));
  if (total.asked > 0 || !UNREAD.includes(name)) tables.push({ name, rows, total });
}

const header = [
  'debate',
  'on-topic',
  'typed',
  'addressed',
  'typed',
  'rebuttal',
  'socratic',
  'clarified',
  'turned away',
  'off theme turned away',
  'parroted',
  'repeated',
  'restated',
  'sentences',
  'words',
  'summary words',
  'p95 first',
  'frames repeat after',
];
for (const table of tables) {
  console.log(
    `\n${table.name}: ${table.total.asked} challenges (typed and as heard by the recogniser) in calls of ${CALL_SIZE}, ` +
      `plus ${table.total.socratic} Socratic follow-ups`,
  );
  printTable([header, ...table.rows]);
}
console.log(
  `\ntargets: on-topic >= 90 %, addressed speaker 100 %, parroting 0, p95 plan + first sentence <= 30 ms, ` +
    `no frame repeated within 10 exchanges`,
);

function row(name: string, t: Tally): string[] {
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(0)} % (${a}/${b})`);
  const sorted = [...t.sentencesPerTurn].sort((a, b) => a - b);
  return [
    name,
    pct(t.onTopic, t.asked),
    pct(t.typedOnTopic, t.typed),
    pct(t.addressedRight, t.addressed),
    pct(t.typedAddressedRight, t.typedAddressed),
    pct(t.rebutted, t.answered),
    pct(t.socraticRight, t.socratic),
    String(t.clarified),
    `${t.turnedAway}/${t.asked - t.offTheme}`,
    pct(t.offThemeTurnedAway, t.offTheme),
    String(t.parroted),
    String(t.repeated),
    String(t.restated),
    `${sorted[0] ?? '-'}-${sorted.at(-1) ?? '-'} (median ${median(sorted)})`,
    `median ${median(t.wordsPerTurn)}`,
    `median ${median(t.summaryWords)}`,
    `${percentile(t.firstSentenceMs, 0.95).toFixed(2)} ms`,
    t.frameRepeats.length === 0 ? 'never' : `>= ${Math.min(...t.frameRepeats)} exchanges`,
  ];
}

function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

function printTable(table: string[][]): void {
  const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  for (const r of table) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

function printTranscript(
  debateId: string,
  steps: readonly ScriptStep[],
  byStep: readonly ScriptedTurn[][],
  members: readonly DebateMember[],
): void {
  console.log(`\n=== ${debateId} ===`);
  steps.forEach((step, i) => {
    if ('visitor' in step) console.log(`\nYou: ${step.visitor}`);
    for (const turn of byStep[i] ?? []) {
      console.log(`${members[turn.plan.speaker]?.name} [${turn.move}]: ${turn.sentences.join(' ')}`);
    }
  });
  console.log('');
}
