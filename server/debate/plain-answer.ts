// A straight answer asked for: "yes or no?", "stop hedging", and the point of order put to the chair ("he didn't
// answer the question, rule on it").

import type { Seated } from './cast';
import { pickArgument, type Floor } from './answering';
import { lastIssue, usedArguments } from './history';
import type { AnswerPlan, DebateEntry, TurnPlan } from './types';

/** The moves that answer the visitor's question with a point of the speaker's own. */
const ANSWERING: ReadonlySet<TurnPlan['move']> = new Set(['answer', 'define', 'ground', 'imply', 'counter']);

/** The debater who last answered a question, and that question's issue: whom a "yes or no?" presses, and on what. */
function lastAnswer(conversation: readonly DebateEntry[]): { speaker: number; issue?: string } | undefined {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const plan = conversation[i]?.plan;
    if (plan && ANSWERING.has(plan.move) && 'issue' in plan)
      return { speaker: plan.speaker, issue: plan.issue };
  }
  return undefined;
}

/**
 * "Hume, yes or no?": the debater named (said to, else `pressed`, named besides), else the one who last answered, says
 * plainly where he stands on the question he was asked. A point of order ("Chair, he didn't answer the question";
 * `ruling`), unless it is said to the debater, goes through the chair, who rules for it and puts the question to him
 * again.
 */
export function planPlain(
  floor: Floor,
  addressed: Seated | undefined,
  ruling: boolean,
  pressed?: number,
): TurnPlan | undefined {
  const { cast, conversation } = floor;
  const last = lastAnswer(conversation);
  const speaker =
    addressed?.role === 'debater' ? addressed.index : (pressed ?? last?.speaker ?? cast.debaters[0]);
  const issue =
    (last && speaker === last.speaker ? last.issue : undefined) ??
    lastIssue(conversation) ??
    cast.topic?.issues[0]?.id;
  if (speaker === undefined || issue === undefined) return undefined;
  if (ruling && addressed?.role !== 'debater' && cast.moderator !== undefined)
    return { speaker: cast.moderator, move: 'hand-over', addressee: speaker, issue, plain: true };
  return plainAnswer(floor, speaker, issue);
}

/** His plain answer on the issue: his stance, then a fresh point on it if he has one (none from another issue). */
export function plainAnswer(floor: Floor, speaker: number, issue: string): AnswerPlan {
  const argument = pickArgument(floor, speaker, [], usedArguments(floor.conversation), issue);
  const onIssue = argument?.issue === issue ? argument : undefined;
  return {
    speaker,
    move: 'answer',
    kind: 'question',
    issue,
    plain: true,
    ...(onIssue && { argument: onIssue.id }),
  };
}

/**
 * "Could you each set out your view simply?": each debater's position asked for, in so many words; or help asked for
 * as a sentence of its own ("I have my exam tomorrow. Can you help me revise?"): the positions are where to start.
 */
const EACH_POSITION =
  /\b(?:each|both)(?: of you| of them)? (?:give|set out|state|explain|tell|say|summari[sz]e|lay out|put|outline)(?: (?:me|us|the class))? (?:your|their|his) (?:own )?(?:position|view|side|case|stance|take)s?\b|\b(?:each|both)(?: of you| of them)? (?:give|say)(?: (?:me|us))? (?:a|one) (?:short )?(?:quote|soundbite|slogan|one liner|line|motto)\b|^(?:can|could|will|would) (?:you|one of you|someone|anyone)(?: all| both| guys)? (?:please )?help(?: me| us)?(?: (?:revise|study|prepare|out|understand(?: (?:it|this))?|with (?:this|that|it|my (?:revision|exam|essay|homework|notes))))?(?: please)?$/;
/**
 * "One sentence each.", "the one line version from each of them": the positions, unless the line asks a question of
 * its own beside it, in any sentence.
 */
const EACH_BRIEFLY =
  /\b(?:(?:one|a|two|three|four|five|a few) (?:short )?(?:sentences?|lines?|words?) each|(?:the |a )?(?:one|single|two) (?:line|sentence)(?: version| answer| summary)? (?:from|of|by) (?:each|both)(?: of (?:them|you))?|(?:each|both)(?: of (?:them|you))? in (?:one|a single|a) (?:short )?(?:line|sentence))\b/;
/** "Leibniz, can you explain your side in easy words?": his own position asked for. */
const OWN_POSITION =
  /\b(?:give|gimme) (?:me |us )?(?:a|one) (?:short )?(?:quote|soundbite|slogan|one liner|motto|line (?:my|our|i|we|for))\b|\b(?:give|set out|state|explain|tell (?:me|us)|summari[sz]e|lay out|put|outline) (?:me |us )?your (?:own )?(?:position|view|side|case|stance)\b|^(?:(?:what is|what's|whats|give me|tell me) )?(?:your |his )?(?:best|strongest|main|single best) (?:argument|point|case)(?: (?:in )?(?:one|a single|two) (?:sentence|line)s?)?$/;

/**
 * Positions asked for: each debater states his plainly on the debate's question, the first (or the one named)
 * first; said to one debater ("Nietzsche's best argument, one sentence"), his alone. `sentences`: the line's, as
 * the planner reads them (names out); `asksAnother`, whether a sentence asks a question besides the debate's own.
 * Undefined when the line asks for no position.
 */
export function planPositions(
  floor: Floor,
  sentences: readonly string[],
  addressed: Seated | undefined,
  asksAnother: (sentence: string) => boolean = () => false,
): TurnPlan | undefined {
  // "One sentence each. How do you know the sun will rise tomorrow?": brevity for the question asked, not positions.
  const briefly = sentences.some((sentence) => EACH_BRIEFLY.test(sentence));
  const each =
    sentences.some((sentence) => EACH_POSITION.test(sentence)) ||
    (briefly && !sentences.some((sentence) => asksAnother(sentence.replace(EACH_BRIEFLY, ' ').trim())));
  const own =
    !each && addressed?.role === 'debater' && sentences.some((sentence) => OWN_POSITION.test(sentence));
  const question = floor.cast.topic?.issues[0]?.id;
  const speaker = addressed?.role === 'debater' ? addressed.index : floor.cast.debaters[0];
  if ((!each && !own) || speaker === undefined || question === undefined) return undefined;
  const plan = plainAnswer(floor, speaker, question);
  return each ? { ...plan, each: true } : plan;
}
