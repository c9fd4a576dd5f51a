// How the debate engine does on a set of challenges (docs/architecture.md section 5): the challenges go through the real engine
// and knowledge, ten to a call, as a visitor would put them, with a Socratic follow-up from the debate's Arsenal now
// and then; each typed, then as the recogniser heard it spoken. Used by `npm run eval:debate` and by the test that
// keeps a debate Coming Soon until its content passes.
import { challengePagesFor, getArenaConfig } from '../../src/debates';
import { runScript, type ScriptedTurn, type ScriptStep } from '../../server/debate/testing/debate-script';
import { BRIDGES, COUNTERS, FURTHER, RETURNS } from '../../server/debate/common-frames';
import { writtenForm } from '../../server/call/written-form';
import { issueOf } from '../../server/debate/history';
import { longestSharedRun, sentenceKey, templatePattern, wordsOf } from '../../server/debate/text';
import type { DebateMember, ReplyEngine } from '../../server/debate/types';
import { MAX_PARROTED_WORDS } from '../../server/debate/wording';
import type { CheckedKnowledge, DebateContent, Person } from '../../server/content';
import type { EvalChallenge } from './challenge-set';

/** Challenges in one call: about what a visitor asks in a debate's length. */
export const CALL_SIZE = 10;
/** After every this many challenges, a question from the Socratic Arsenal about what was just said. */
const SOCRATIC_EVERY = 3;

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

export interface Tally {
  asked: number;
  onTopic: number;
  typed: number;
  typedOnTopic: number;
  typedAddressed: number;
  typedAddressedRight: number;
  clarified: number;
  /** Challenges on the theme the chair brought back to it instead of a debater answering (item 1: none). */
  turnedAway: number;
  /** Challenges off the theme, and those the chair brought back to it (item 1: at least 90 %). */
  offTheme: number;
  offThemeTurnedAway: number;
  addressed: number;
  addressedRight: number;
  answered: number;
  rebutted: number;
  socratic: number;
  socraticRight: number;
  parroted: number;
  repeated: number;
  /** A point's gist said again in a later exchange of the call: the visitor hears the same words about it twice. */
  restated: number;
  sentencesPerTurn: number[];
  wordsPerTurn: number[];
  /** Words of each of the chair's summaries of an exchange. */
  summaryWords: number[];
  firstSentenceMs: number[];
  /** For each frame said again in a call (an opener, a rebuttal's or summary's template...), how many exchanges later. */
  frameRepeats: number[];
  misses: string[];
}

export const newTally = (): Tally => ({
  asked: 0,
  onTopic: 0,
  typed: 0,
  typedOnTopic: 0,
  typedAddressed: 0,
  typedAddressedRight: 0,
  clarified: 0,
  turnedAway: 0,
  offTheme: 0,
  offThemeTurnedAway: 0,
  addressed: 0,
  addressedRight: 0,
  answered: 0,
  rebutted: 0,
  socratic: 0,
  socraticRight: 0,
  parroted: 0,
  repeated: 0,
  restated: 0,
  sentencesPerTurn: [],
  wordsPerTurn: [],
  summaryWords: [],
  firstSentenceMs: [],
  frameRepeats: [],
  misses: [],
});

/**
 * The moves that answer a challenge on an issue: an answer, a report, and a definition, which says what the word asked
 * means and then the case it is used in ("whats a panopticon": Bentham's prison).
 */
const ANSWERS = new Set(['answer', 'report', 'define']);
const DEBATER_MOVES = new Set(['answer', 'rebut', 'concede', 'define', 'ground', 'imply', 'counter']);

export interface MeasureOptions {
  engine: ReplyEngine;
  /** The debate's members on the call, the moderator first. */
  members: readonly DebateMember[];
  /** How the recogniser heard each challenge spoken (challenges/heard.json): each is put a second time as heard. */
  heardByText?: ReadonlyMap<string, string>;
  /** The knowledge, to tell which of his frames each speaker used (openers, rebuttals, summaries...). */
  knowledge?: CheckedKnowledge;
  /** Called with the first call's steps and turns, to print a whole debate. */
  onFirstCall?: (steps: readonly ScriptStep[], byStep: readonly ScriptedTurn[][]) => void;
}

/** Puts one debate's challenges to the engine, ten to a call, typed and then as heard. */
export async function measureDebate(
  debateId: string,
  challenges: readonly EvalChallenge[],
  { engine, members, heardByText = new Map(), onFirstCall, knowledge }: MeasureOptions,
): Promise<Tally> {
  const frameOf = knowledge ? framesOf(knowledge, debateId, members) : () => undefined;
  const gists = knowledge ? gistsOf(knowledge, debateId) : [];
  const arsenal = arsenalOf(debateId);
  const keyAt = (speaker: number) => members[speaker]?.key;
  const tally = newTally();
  const names = members.map((member) => member.name);
  // The set as written, then as the recogniser heard it when spoken (npm run eval:hear).
  const variants = [
    ...challenges.map((c) => ({ ...c, via: 'typed' })),
    ...challenges.flatMap((c) => {
      // As the call writes what it heard (server/call/written-form.ts) before the engine reads it.
      const heard = heardByText.get(c.text);
      const text = heard && writtenForm(heard, names);
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
    if (start === 0) onFirstCall?.(steps, debate.byStep);

    const heardBefore = new Set<string>();
    for (const turns of debate.byStep) {
      const text = turns.map((turn) => turn.sentences.join(' ').toLowerCase()).join(' ');
      const said = gists.filter((gist) => text.includes(gist));
      tally.restated += said.filter((gist) => heardBefore.has(gist)).length;
      for (const gist of said) heardBefore.add(gist);
    }

    const lastUse = new Map<string, number>();
    debate.byStep.forEach((turns, exchange) => {
      for (const turn of turns) {
        for (const sentence of turn.sentences) {
          const frame = frameOf(turn.plan.speaker, sentence);
          if (!frame) continue;
          const before = lastUse.get(frame);
          if (before !== undefined) tally.frameRepeats.push(exchange - before);
          lastUse.set(frame, exchange);
        }
      }
    });
    const sentences = debate.turns.flatMap((t) => t.sentences.map(sentenceKey));
    tally.repeated += sentences.length - new Set(sentences).size;
    for (const turn of debate.turns) {
      if (turn.sentences.length > 0 && Number.isFinite(turn.firstSentenceMs))
        tally.firstSentenceMs.push(turn.firstSentenceMs);
      if (turn.move === 'summarise') tally.summaryWords.push(wordsOf(turn.sentences[0] ?? '').length);
      if (!DEBATER_MOVES.has(turn.move)) continue;
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
      // A question about his life that asks an issue is told, then answered with his stance on it (`backTo`).
      const answer = turns.find((t) => ANSWERS.has(t.move) || (t.move === 'life' && issueOf(t.plan)));
      const answeredIssue = answer && issueOf(answer.plan);
      const first = turns[0];
      const right =
        challenge.issue === null
          ? // Turned away: brought back to the theme, or answered by the chair and no debater (a line check, "Hi, is
            // this thing on?", gets "we hear you" and the question; "is this app free?", that its makers say).
            first?.move === 'redirect' || first?.move === 'chair'
          : answeredIssue !== undefined &&
            [challenge.issue, ...(challenge.also ?? [])].includes(answeredIssue);
      if (right) tally.onTopic += 1;
      if (challenge.issue === null) {
        tally.offTheme += 1;
        if (right) tally.offThemeTurnedAway += 1;
      } else if (first?.move === 'redirect') tally.turnedAway += 1;
      if (!right) tally.misses.push(`${challenge.via} ${challenge.issue}: "${text}" -> ${describe(turns)}`);
      if (challenge.via === 'typed') {
        tally.typed += 1;
        if (right) tally.typedOnTopic += 1;
      }
      if (first?.move === 'clarify') tally.clarified += 1;
      // A debater named in a challenge off the theme is not owed the answer: the chair brings it back to the theme.
      if (challenge.addresses && challenge.issue !== null) {
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
      if (answer?.plan.move === 'answer' && answer.plan.argument) {
        tally.answered += 1;
        const next = turns[turns.indexOf(answer) + 1];
        const named = members[answer.plan.speaker]?.name ?? '?';
        if (
          next &&
          (next.plan.move === 'rebut' || next.plan.move === 'concede') &&
          next.plan.target.argument === answer.plan.argument &&
          next.sentences[0]?.includes(named)
        ) {
          tally.rebutted += 1;
        } else tally.misses.push(`rebuttal: "${text}" -> ${describe(turns)}`);
      }
    });
  }
  return tally;
}

function describe(turns: readonly ScriptedTurn[]): string {
  return (
    turns
      .map((t) => {
        const issue = issueOf(t.plan);
        return `${t.speaker}:${t.move}${issue ? `(${issue})` : ''}`;
      })
      .join(' ') || 'nothing'
  );
}

/**
 * Which of a speaker's frames a sentence is: his openers, his rebuttal and concession templates, and as moderator his
 * summaries and invitations, each a pattern with its slots open ("{name} tells us that {gist}" -> "(.+) tells us...").
 */

function framesOf(
  knowledge: CheckedKnowledge,
  debateId: string,
  members: readonly DebateMember[],
): (speaker: number, sentence: string) => string | undefined {
  const patterns = members.map((member) => {
    const person = member.key ? knowledge.philosophers.get(member.key) : undefined;
    if (!person) return [];
    const seat = person.seats[debateId];
    const kinds: [string, readonly string[]][] = [
      ['opener', person.style.openers],
      ['rebuttal', person.style.rebuttals],
      ['concession', person.style.concessions],
      ['press', person.style.presses],
      ['bridge', BRIDGES],
      ['further', FURTHER],
      ['counter', COUNTERS],
      ['return', RETURNS],
      ...(seat?.role === 'moderator'
        ? ([
            ['summary', seat.summaries],
            ['invitation', seat.invitations],
          ] as [string, readonly string[]][])
        : []),
    ];
    return kinds.flatMap(([kind, templates]) =>
      templates.map((template, i) => ({
        id: `${person.key}:${kind}:${i}`,
        pattern: templatePattern(template),
      })),
    );
  });
  return (speaker, sentence) => patterns[speaker]?.find((p) => p.pattern.test(sentence))?.id;
}

/** Every argument's gist in this debate, lower case, as the wording puts it into a rebuttal or a summary. */
function gistsOf(knowledge: CheckedKnowledge, debateId: string): string[] {
  return [...knowledge.philosophers.values()].flatMap((person) => {
    const seat = person.seats[debateId];
    return seat?.role === 'debater' ? seat.arguments.map((argument) => argument.gist.toLowerCase()) : [];
  });
}

export function merge(into: Tally, from: Tally): void {
  for (const key of Object.keys(into) as (keyof Tally)[]) {
    const value = from[key];
    if (Array.isArray(value)) (into[key] as unknown[]).push(...value);
    else (into[key] as number) += value as number;
  }
}

/** The first list of challenges a set's module exports; undefined when there is no such file. */
export async function challengeSet(path: string): Promise<readonly EvalChallenge[] | undefined> {
  try {
    const module: Record<string, unknown> = await import(path);
    return Object.values(module).find(Array.isArray) as readonly EvalChallenge[] | undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/** A debate's members as a call has them: the moderator first, each by his name and with his first message. */
export function membersOf(content: DebateContent, people: readonly Person[]): DebateMember[] {
  return content.members.map((member) => {
    const person = people.find((p) => p.key === member.key);
    if (!person) throw new Error(`no person ${member.key}`);
    return { name: person.name, key: person.key, firstMessage: member.firstMessage };
  });
}
