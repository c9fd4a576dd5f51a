import type { Argument } from '../content';
import { memberOf, type Cast } from './cast';
import { lastPoint, takenFurther, usedArguments } from './history';
import { withoutBrief } from './challenge-kind';
import { withoutPreamble } from './floor-talk';
import type { DebateIndex, Hit } from './retrieval';
import { contentStems, splitSentences, withoutIntroductions } from './text';
import type { ChallengeKind, DebateEntry, TurnPlan } from './types';

/** What choosing an answer reads: the cast and the conversation so far. */
export interface Floor {
  cast: Cast;
  conversation: readonly DebateEntry[];
}

/** Two debaters within this share of the best score are equally good to answer: the one who spoke less goes. */
const CLOSE_SCORE = 0.85;

export interface AnswerRequest {
  /** The debater the visitor named, who answers whatever his knowledge holds. */
  addressed?: number;
  /** The arguments that match the challenge, best first, made ones included. */
  hits: readonly Hit[];
  /** The issue the challenge reads as. */
  issue?: string;
  kind: ChallengeKind;
  /** The challenge read weakly: the answer says it comes at it from `issue`. */
  bridged?: boolean;
}

/**
 * Who answers a question and with which argument: the debater addressed, else the owner of the best match (of two
 * close ones, the quieter). One who has made every argument he has on the issue asked gives way to one who has a
 * fresh one; one who must answer all the same takes a point he made further (what it rests on, what follows) rather
 * than answer another question than the one asked.
 */
export function planAnswer(
  floor: Floor,
  { addressed, hits, issue, kind, bridged = false }: AnswerRequest,
): TurnPlan | null {
  const onIssue = hits.filter((hit) => hit.argument.issue === issue);
  const chosen = addressed ?? chooseDebater(floor, onIssue.length > 0 ? onIssue : hits);
  if (chosen === undefined) return null;
  const used = usedArguments(floor.conversation);
  const freshOn = (speaker: number) =>
    issue !== undefined && argumentsOf(floor.cast, speaker).some((a) => a.issue === issue && !used.has(a.id));
  const speaker =
    addressed === undefined && !freshOn(chosen)
      ? (floor.cast.debaters.find((other) => other !== chosen && freshOn(other)) ?? chosen)
      : chosen;
  const argument = pickArgument(floor, speaker, hits, used, issue);
  if (issue !== undefined && argument?.issue !== issue) {
    const made = argumentsOf(floor.cast, speaker).filter((a) => a.issue === issue);
    const ranked = [...hits.map((hit) => hit.argument).filter((a) => made.includes(a)), ...made];
    const further = ranked.find((a) => !takenFurther(floor.conversation, a.id));
    if (further) return { speaker, move: 'answer', argument: further.id, issue, kind, again: true };
  }
  const plan = answerPlan(speaker, argument, kind);
  if (plan.move !== 'answer' || plan.issue === undefined || plan.issue !== issue) return plan;
  return bridged ? { ...plan, bridged: true } : plan;
}

export function answerPlan(speaker: number, argument: Argument | undefined, kind: ChallengeKind): TurnPlan {
  return argument
    ? { speaker, move: 'answer', argument: argument.id, issue: argument.issue, kind }
    : { speaker, move: 'answer', kind };
}

/**
 * The argument a debater answers with: his best fresh match on the issue asked, else his best fresh match, else a
 * fresh argument on the issue from his seat, else any fresh argument; made arguments are not made twice.
 */
export function pickArgument(
  floor: Floor,
  speaker: number,
  hits: readonly Hit[],
  used: ReadonlySet<string>,
  issue: string | undefined,
): Argument | undefined {
  const seat = floor.cast.seated[speaker];
  if (seat?.role !== 'debater') return undefined;
  const own = new Set(seat.seat.arguments.map((a) => a.id));
  const fresh = hits.filter((hit) => own.has(hit.argument.id) && !used.has(hit.argument.id));
  const onIssue = fresh.find((hit) => hit.argument.issue === issue);
  const unusedOnIssue = seat.seat.arguments.find((a) => a.issue === issue && !used.has(a.id));
  return (
    onIssue?.argument ??
    (issue ? unusedOnIssue : undefined) ??
    fresh[0]?.argument ??
    seat.seat.arguments.find((a) => !used.has(a.id)) ??
    hits.find((hit) => own.has(hit.argument.id))?.argument
  );
}

/**
 * Of the speaker's arguments, the one that uses the concept on the issue `text` reads as nearest ("Socrates,
 * can you define justice?": his case on justice, not the first of his arguments to name it), one not yet made first.
 */
export function argumentUsing(
  context: Floor & { index?: DebateIndex | undefined },
  speaker: number,
  concept: string,
  text: string,
): Argument | undefined {
  const seat = context.cast.seated[speaker];
  const owned = seat?.role === 'debater' ? seat.seat.arguments : [];
  const using = owned.filter((argument) => argument.concepts.includes(concept));
  if (using.length < 2) return using[0];
  const ranked = context.index?.find(text).issues.map(({ issue }) => issue) ?? [];
  const rank = (argument: Argument) => {
    const at = ranked.indexOf(argument.issue);
    return at < 0 ? ranked.length : at;
  };
  const nearest = (arguments_: readonly Argument[]) =>
    arguments_.reduce<Argument | undefined>(
      (best, a) => (best && rank(best) <= rank(a) ? best : a),
      undefined,
    );
  const used = usedArguments(context.conversation);
  return nearest(using.filter((argument) => !used.has(argument.id))) ?? nearest(using);
}

/** Who answers an unaddressed question: the owner of the best match; of two close matches, the quieter one. */
function chooseDebater(floor: Floor, hits: readonly Hit[]): number | undefined {
  const { cast, conversation } = floor;
  const used = usedArguments(conversation);
  const fresh = hits.filter((hit) => !used.has(hit.argument.id));
  const best = fresh[0] ?? hits[0];
  if (!best) return lastPoint(conversation)?.speaker ?? cast.debaters[0];
  const bestMember = memberOf(cast, best.owner);
  const rival = fresh.find((hit) => hit.owner !== best.owner && hit.score >= best.score * CLOSE_SCORE);
  const lastSpeaker = lastPoint(conversation)?.speaker;
  if (rival && bestMember === lastSpeaker) return memberOf(cast, rival.owner) ?? bestMember;
  return bestMember;
}

function argumentsOf(cast: Cast, speaker: number): readonly Argument[] {
  const seat = cast.seated[speaker];
  return seat?.role === 'debater' ? seat.seat.arguments : [];
}

/** Topic words a line may say besides the debate's own question for that question alone to be read. */
const MAX_WORDS_BESIDES_THE_QUESTION = 3;

/** A question that points back at what was said before it ("Is that still a free market?"): it asks about that. */
const POINTS_BACK = /\b(?:that|this|these|those|such|then|still|so)\b/;

/**
 * "So is goodness real? I don't get the difference between them yet.": the debate's own question, asked beside a few
 * words of no topic, is what the line asks ("Three companies own every brand. Is that still a free market?" is read
 * whole). Asked in words of its own, it is what the line asks beside any number of words ("Evening. Retired sergeant,
 * thirty years' service. Are our choices free or not?"). `read`: a sentence as the planner reads it. Undefined when
 * the line is not so made.
 */
export function theDebateQuestion(
  index: DebateIndex,
  text: string,
  read: (sentence: string) => string,
): string | undefined {
  const told = splitSentences(withoutIntroductions(text));
  const besides = told.filter((sentence) => !sentence.endsWith('?')).join(' ');
  const few = contentStems(read(besides)).length <= MAX_WORDS_BESIDES_THE_QUESTION;
  // "My listeners want a straight answer: is goodness real?": the question after a colon, as well as the whole.
  return told
    .filter((sentence) => sentence.endsWith('?'))
    .flatMap((sentence) =>
      sentence.includes(':') ? [sentence, sentence.slice(sentence.lastIndexOf(':') + 1)] : [sentence],
    )
    .map((sentence) => withoutPreamble(withoutBrief(read(sentence))))
    .find((sentence) => index.asksTheQuestion(sentence) && (few || !POINTS_BACK.test(sentence)));
}
