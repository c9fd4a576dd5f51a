import { loadKnowledge } from '../../content';
import { debateAssistants, getSquad } from '../../content/platform';
import { createReplyEngine } from '../engine';
import type { DebateMember } from '../types';
import { runScript, type ScriptedTurn } from './debate-script';

/** The engine with the real knowledge, for scenario tests of what the small fixture cannot show. */
export const engine = createReplyEngine({ knowledge: loadKnowledge() });

/** A debate's members as its squad seats them, for `runScript`. */
export function membersOf(debateId: string): DebateMember[] {
  return (getSquad(debateId)?.members ?? []).map((member) => {
    const assistant = debateAssistants.find((a) => a.key === member.assistantKey);
    return { name: assistant?.name ?? '?', key: member.assistantKey, firstMessage: '' };
  });
}

/** The turns that answer `line`, said after `opening` in a debate seated as its squad. */
export async function answerTo(debateId: string, opening: string, line: string): Promise<ScriptedTurn[]> {
  const debate = await runScript(engine, membersOf(debateId), [{ visitor: opening }, { visitor: line }]);
  return debate.byStep[1] ?? [];
}

/** The suggested first challenges of the free will and morality debates, as scenario tests open with them. */
export const FREE_WILL = 'Spinoza, if every choice has a cause, can anyone be blamed?';
export const MORALITY = 'Socrates, is goodness real?';

/** The knowledge debate's opening challenge, as the listening sets' scenario tests put it. */
export const KNOWLEDGE = 'Can we know anything for certain?';
/** Each classic's first challenge in scenario tests. */
const OPENINGS: Record<string, string> = {
  'free-will-debate': FREE_WILL,
  'knowledge-debate': KNOWLEDGE,
  'morality-debate': MORALITY,
};

/** The floor's answer to a line said after the free will debate's suggested challenge, or the morality debate's. */
export const afterFreeWill = (line: string) => answerTo('free-will-debate', FREE_WILL, line);
export const afterMorality = (line: string) => answerTo('morality-debate', MORALITY, line);
/** The floor's answer to a line said after a classic's first challenge. */
export const afterOpening = (debateId: string, line: string) =>
  answerTo(debateId, OPENINGS[debateId] ?? '', line);
export const afterKnowledge = (line: string) => afterOpening('knowledge-debate', line);

/** The turns that answer `line` said as the visitor's seventh line of the knowledge debate: late in a debate. */
export async function lateInKnowledge(line: string): Promise<ScriptedTurn[]> {
  const lead = [
    KNOWLEDGE,
    'Why?',
    'But what about maths?',
    'Is memory reliable?',
    'What about science?',
    'ok',
  ];
  const debate = await runScript(
    engine,
    membersOf('knowledge-debate'),
    [...lead, line].map((visitor) => ({ visitor })),
  );
  return debate.byStep.at(-1) ?? [];
}

/** What the floor says to a visitor's first line. */
export async function firstAnswer(debateId: string, line: string): Promise<ScriptedTurn[]> {
  const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
  return debate.byStep[0] ?? [];
}

/** The turns that answer each line, said one after the other in a classic (a line per step). */
export async function inSequence(debateId: string, lines: readonly string[]): Promise<ScriptedTurn[][]> {
  const debate = await runScript(
    engine,
    membersOf(debateId),
    lines.map((visitor) => ({ visitor })),
  );
  return debate.byStep;
}

/** The moves of a step's turns, in order. */
export const movesOf = (turns: readonly ScriptedTurn[]): string[] => turns.map((turn) => turn.plan.move);
