// The debate engine's quality, measured (DESIGN.md section 5): the evaluation set's challenges go through the real
// engine and knowledge, ten to a call, as a visitor would put them, with a Socratic follow-up now and then.
// Usage: npm run eval:debate [-- --transcript]   (--transcript prints the first call of each debate in full)
import { challengePagesFor, getArenaConfig } from '../../src/debates';
import { createReplyEngine } from '../../server/debate/engine';
import { runScript, type ScriptedTurn, type ScriptStep } from '../../server/debate/testing/debate-script';
import { longestSharedRun, sentenceKey, wordsOf } from '../../server/debate/text';
import type { DebateMember } from '../../server/debate/types';
import { MAX_PARROTED_WORDS } from '../../server/debate/wording';
import { contentWith, knowledgeOf } from '../knowledge/drafts';
import type { EvalChallenge } from './challenge-set';
import heard from './challenges/heard.json' with { type: 'json' };

/** Challenges in one call: about what a visitor asks in a debate's length. */
const CALL_SIZE = 10;
/** After every this many challenges, a question from the Socratic Arsenal about what was just said. */
const SOCRATIC_EVERY = 3;

/** `--only <debate id>[,<debate id>...]`: measure those debates, drafts included (scripts/knowledge/drafts.ts). */
const only = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',').filter((id) => id !== '')
  : [];
const content = await contentWith(only);
const debateIds = only.length > 0 ? only : content.contents.map((c) => c.topic.debateId);
const knowledge = knowledgeOf(content, debateIds);

/** The first list of challenges a set's module exports. */
async function challengeSet(path: string): Promise<readonly EvalChallenge[] | undefined> {
  try {
    const module: Record<string, unknown> = await import(path);
    return Object.values(module).find(Array.isArray) as readonly EvalChallenge[] | undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Each debate's two sets (challenges/<id>.ts and challenges/held-out/<id>.ts): the one the knowledge and the
 * retrieval's tuning were refined on, and a held-out one, written blind and never used for tuning, which says how
 * the engine does on challenges it has not seen. A debate without a set is left out of that table, saying so.
 */
const sets: { debateId: string; tuned?: readonly EvalChallenge[]; heldOut?: readonly EvalChallenge[] }[] = [];
for (const debateId of debateIds) {
  const tuned = await challengeSet(`./challenges/${debateId}.ts`);
  const heldOut = await challengeSet(`./challenges/held-out/${debateId}.ts`);
  sets.push({ debateId, ...(tuned && { tuned }), ...(heldOut && { heldOut }) });
}
const heardByText = new Map((heard as { text: string; heard: string }[]).map((h) => [h.text, h.heard]));

/** The move each Arsenal page asks for, and who should make it. */
const SOCRATIC_MOVES: Record<string, string[]> = {
  clarification: ['define'],
  assumptions: ['ground'],
  implications: ['imply'],
  'counter-argument': ['counter'],
  opponents: ['rebut', 'concede'],
};
/** The debate's Socratic Arsenal, its questions naming its two philosophers, as the arena shows them. */
const arsenalOf = (debateId: string) =>
  challengePagesFor(getArenaConfig(debateId)).flatMap((page) =>
    page.questions.map((q) => ({ text: q, theme: page.theme })),
  );

function membersOf(debateId: string): DebateMember[] {
  const debate = content.contents.find((c) => c.topic.debateId === debateId);
  if (!debate) throw new Error(`no content for ${debateId}`);
  return debate.members.map((member) => {
    const person = content.people.find((p) => p.key === member.key);
    if (!person) throw new Error(`no person ${member.key}`);
    return { name: person.name, key: person.key, firstMessage: member.firstMessage };
  });
}

interface Tally {
  asked: number;
  onTopic: number;
  typed: number;
  typedOnTopic: number;
  typedAddressed: number;
  typedAddressedRight: number;
  clarified: number;
  addressed: number;
  addressedRight: number;
  answered: number;
  rebutted: number;
  socratic: number;
  socraticRight: number;
  parroted: number;
  repeated: number;
  sentencesPerTurn: number[];
  wordsPerTurn: number[];
  firstSentenceMs: number[];
  misses: string[];
}

const newTally = (): Tally => ({
  asked: 0,
  onTopic: 0,
  typed: 0,
  typedOnTopic: 0,
  typedAddressed: 0,
  typedAddressedRight: 0,
  clarified: 0,
  addressed: 0,
  addressedRight: 0,
  answered: 0,
  rebutted: 0,
  socratic: 0,
  socraticRight: 0,
  parroted: 0,
  repeated: 0,
  sentencesPerTurn: [],
  wordsPerTurn: [],
  firstSentenceMs: [],
  misses: [],
});

const ANSWERS = new Set(['answer', 'report']);
const DEBATER_MOVES = new Set(['answer', 'rebut', 'concede', 'define', 'ground', 'imply', 'counter']);

const engine = createReplyEngine({ knowledge });
const showTranscript = process.argv.includes('--transcript');

/** Puts one debate's challenges to the engine, ten to a call, typed and then as heard. */
async function measure(
  debateId: string,
  challenges: readonly EvalChallenge[],
  setName: string,
): Promise<Tally> {
  const members = membersOf(debateId);
  const arsenal = arsenalOf(debateId);
  const keyAt = (speaker: number) => members[speaker]?.key;
  const tally = newTally();
  // The set as written, then as the recogniser heard it when spoken (npm run eval:hear).
  const variants = [
    ...challenges.map((c) => ({ ...c, via: 'typed' })),
    ...challenges.flatMap((c) => {
      const text = heardByText.get(c.text);
      return text ? [{ ...c, text, via: 'heard' }] : [];
    }),
  ];
  for (let start = 0; start < variants.length; start += CALL_SIZE) {
    const batch = variants.slice(start, start + CALL_SIZE);
    const steps: ScriptStep[] = [];
    const labels: (
      { kind: 'challenge'; challenge: (typeof batch)[number] } | { kind: 'socratic'; theme: string }
    )[] = [];
    batch.forEach((challenge, i) => {
      steps.push({ visitor: challenge.text });
      labels.push({ kind: 'challenge', challenge });
      if ((i + 1) % SOCRATIC_EVERY === 0) {
        const question = arsenal[(start + i) % arsenal.length] as (typeof arsenal)[number];
        steps.push({ visitor: question.text });
        labels.push({ kind: 'socratic', theme: question.theme });
      }
    });
    const debate = await runScript(engine, members, steps);
    if (showTranscript && start === 0) printTranscript(debateId, steps, debate.byStep, members);

    const sentences = debate.turns.flatMap((t) => t.sentences.map(sentenceKey));
    tally.repeated += sentences.length - new Set(sentences).size;
    for (const turn of debate.turns) {
      if (turn.sentences.length > 0 && Number.isFinite(turn.firstSentenceMs))
        tally.firstSentenceMs.push(turn.firstSentenceMs);
      if (!DEBATER_MOVES.has(turn.move)) continue;
      if (process.argv.includes('--short') && turn.sentences.length < 2) {
        console.log(
          `  short ${turn.speaker}:${turn.move} ${turn.plan.argument}: ${turn.sentences.join(' ')}`,
        );
      }
      tally.sentencesPerTurn.push(turn.sentences.length);
      tally.wordsPerTurn.push(wordsOf(turn.sentences.join(' ')).length);
    }
    labels.forEach((label, i) => {
      const turns = debate.byStep[i] ?? [];
      const text = steps[i] && 'visitor' in steps[i] ? steps[i].visitor : '';
      for (const turn of turns) {
        if (longestSharedRun(text, turn.sentences.join(' ')) > MAX_PARROTED_WORDS) tally.parroted += 1;
      }
      if (label.kind === 'socratic') {
        tally.socratic += 1;
        const first = turns[0];
        if (first && SOCRATIC_MOVES[label.theme]?.includes(first.move)) tally.socraticRight += 1;
        else tally.misses.push(`socratic ${label.theme}: "${text}" -> ${first?.speaker}:${first?.move}`);
        return;
      }
      const { challenge } = label;
      tally.asked += 1;
      const answer = turns.find((t) => ANSWERS.has(t.move));
      const first = turns[0];
      const right =
        challenge.issue === null
          ? first?.move === 'redirect'
          : answer?.plan.issue !== undefined &&
            [challenge.issue, ...(challenge.also ?? [])].includes(answer.plan.issue);
      if (right) tally.onTopic += 1;
      else tally.misses.push(`${challenge.via} ${challenge.issue}: "${text}" -> ${describe(turns)}`);
      if (challenge.via === 'typed') {
        tally.typed += 1;
        if (right) tally.typedOnTopic += 1;
      }
      if (first?.move === 'clarify') tally.clarified += 1;
      if (challenge.addresses) {
        const addressedRight = first !== undefined && keyAt(first.plan.speaker) === challenge.addresses;
        tally.addressed += 1;
        if (challenge.via === 'typed') {
          tally.typedAddressed += 1;
          if (addressedRight) tally.typedAddressedRight += 1;
        }
        if (addressedRight) tally.addressedRight += 1;
        else
          tally.misses.push(
            `addressed ${challenge.addresses}: "${text}" -> ${first?.speaker}:${first?.move}`,
          );
      }
      if (answer?.move === 'answer' && answer.plan.argument) {
        tally.answered += 1;
        const next = turns[turns.indexOf(answer) + 1];
        const named = members[answer.plan.speaker]?.name ?? '?';
        if (
          next &&
          (next.move === 'rebut' || next.move === 'concede') &&
          next.plan.target?.argument === answer.plan.argument &&
          next.sentences[0]?.includes(named)
        ) {
          tally.rebutted += 1;
        }
      }
    });
  }
  if (process.argv.includes('--misses'))
    for (const miss of tally.misses) console.log(`  miss ${setName} ${debateId} ${miss}`);
  return tally;
}

const tables: { name: string; rows: string[][]; total: Tally }[] = [];
for (const [name, pick] of [
  ['tuned on', (set: (typeof sets)[number]) => set.tuned],
  ['held out', (set: (typeof sets)[number]) => set.heldOut],
] as const) {
  const total = newTally();
  const rows: string[][] = [];
  for (const set of sets) {
    const challenges = pick(set);
    if (!challenges) {
      console.log(`${set.debateId}: no ${name} set`);
      continue;
    }
    const tally = await measure(set.debateId, challenges, name);
    rows.push(row(set.debateId, tally));
    merge(total, tally);
  }
  rows.push(row('all', total));
  tables.push({ name, rows, total });
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
  'parroted',
  'repeated',
  'sentences',
  'words',
  'p95 first',
];
for (const table of tables) {
  console.log(
    `\n${table.name}: ${table.total.asked} challenges (typed and as heard by the recogniser) in calls of ${CALL_SIZE}, ` +
      `plus ${table.total.socratic} Socratic follow-ups`,
  );
  printTable([header, ...table.rows]);
}
console.log(
  `\ntargets: on-topic >= 90 %, addressed speaker 100 %, parroting 0, p95 plan + first sentence <= 30 ms`,
);

function describe(turns: readonly ScriptedTurn[]): string {
  return (
    turns.map((t) => `${t.speaker}:${t.move}${t.plan.issue ? `(${t.plan.issue})` : ''}`).join(' ') ||
    'nothing'
  );
}

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
    String(t.parroted),
    String(t.repeated),
    `${sorted[0] ?? '-'}-${sorted.at(-1) ?? '-'} (median ${median(sorted)})`,
    `median ${median(t.wordsPerTurn)}`,
    `${percentile(t.firstSentenceMs, 0.95).toFixed(2)} ms`,
  ];
}

function merge(into: Tally, from: Tally): void {
  for (const key of Object.keys(into) as (keyof Tally)[]) {
    const value = from[key];
    if (Array.isArray(value)) (into[key] as unknown[]).push(...value);
    else (into[key] as number) += value as number;
  }
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
