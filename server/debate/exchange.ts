import type { Argument } from '../content';
import { keyOf, memberOf, type Seated } from './cast';
import { asksShorter } from './challenge-kind';
import {
  argumentOf,
  currentExchange,
  discussedIssues,
  earlierExchanges,
  issueOf,
  lastPoint,
  restated,
  turnsBy,
  usedArguments,
} from './history';
import type { PlanContext } from './planner';
import type { Hit } from './retrieval';
import { REQUEST_TO_THE_CHAIR, VIEW_ASKED } from './common-frames';
import { saidAway, saidGoodbye } from './chair-words';
import { ASKING } from './floor-phrasings';
import { withoutPreamble } from './floor-talk';
import { planWordAsked } from './defining';
import { planBitAgain } from './bit-asked';
import { planDoctrineAsked } from './doctrine-asked';
import { addressedMember, Lexicon, withoutNames } from './lexicon';
import { planPositions } from './plain-answer';
import { expandShorthand, normalize, splitSentences } from './text';
import type { ChallengeKind, DebateEntry, HandOverPlan, Point, TurnPlan } from './types';

// How an exchange goes on once a point is made: the other side's rebuttal (or concession), then the chair's summary;
// how a quiet floor is moved on (and a greeting welcomed, shorter turns granted, on the way); and the chair's answers
// of his own: a lone moderator's report, and the two issues a vague challenge may mean.

/** The moderator closes the exchange: the first point and the other side's last point, fairly, in one sentence. */
export function summaryPlan(context: PlanContext): TurnPlan | null {
  const { cast, conversation } = context;
  if (cast.moderator === undefined) return null;
  const points = currentExchange(conversation).flatMap((p) => {
    const argument = argumentOf(p);
    return argument && cast.debaters.includes(p.speaker) && p.move !== 'define'
      ? [{ speaker: p.speaker, argument, issue: issueOf(p) }]
      : [];
  });
  // Summed up once already (the debate carried on while the visitor was quiet): the newest point, and the other's.
  const summed = currentExchange(conversation).some((p) => p.move === 'summarise');
  // Carried on while he is quiet, perhaps away: the chair sums up without pressing him, or says nothing.
  const last = conversation.at(-1)?.plan;
  const carried = (last?.move === 'rebut' || last?.move === 'concede') && last.carried === true;
  const first = summed ? points.at(-1) : points[0];
  const second = [...points].reverse().find((p) => p.speaker !== first?.speaker);
  // A point an earlier turn restated (the one a Socratic question took further) is not summed up a second time.
  const before = earlierExchanges(conversation);
  if (!first || !second || restated(before, first.argument) || restated(before, second.argument))
    return carried ? null : { speaker: cast.moderator, move: 'invite' };
  return {
    speaker: cast.moderator,
    move: 'summarise',
    ...(first.issue && { issue: first.issue }),
    target: { speaker: first.speaker, argument: first.argument },
    other: { speaker: second.speaker, argument: second.argument },
    ...((summed || carried) && { quiet: true as const }),
  };
}

/**
 * What the visitor asked a debater to do with the other's point: say what he grants of it ("Where do you agree?"),
 * or where it is wrong ("Why is he wrong?"); unasked, he concedes a point he grants and has nothing against.
 */
type Stance = 'grant' | 'press';

/** The opponent answers a point: with an argument that attacks it, or concedes it, or meets it on its issue. */
export function rebuttalPlan(
  context: PlanContext,
  speaker: number,
  point: Point,
  kind?: ChallengeKind,
  stance?: Stance,
): TurnPlan | null {
  const target = context.index?.argument(point.argument)?.argument;
  if (!target) return summaryPlan(context);
  const used = usedArguments(context.conversation);
  const reply = rebuttalFor(context, speaker, target, used, stance);
  if (!reply) return summaryPlan(context);
  if (stance === 'grant' && !reply.concedes) {
    // Asked what he grants, and he grants nothing of that point: a point of the other's that he does grant.
    const granted = grantedPoint(context, speaker, point.speaker, used);
    if (granted) return rebuttalPlan(context, speaker, granted, kind, 'grant');
  }
  return {
    speaker,
    move: reply.concedes ? 'concede' : 'rebut',
    argument: reply.argument.id,
    issue: target.issue,
    target: point,
    ...(kind && { kind }),
    ...(restated(context.conversation, target.id) && { pressed: true as const }),
  };
}

/** A point of `other`'s that the speaker's knowledge grants, with a fresh argument of his to grant it with. */
function grantedPoint(
  context: PlanContext,
  speaker: number,
  other: number,
  used: ReadonlySet<string>,
): Point | undefined {
  const seat = context.cast.seated[speaker];
  if (seat?.role !== 'debater') return undefined;
  const conceded = seat.seat.arguments
    .filter((a) => !used.has(a.id))
    .flatMap((a) => a.concedes)
    .find((id) => context.index?.argument(id));
  return conceded === undefined ? undefined : { speaker: other, argument: conceded };
}

export function rebuttalFor(
  context: PlanContext,
  speaker: number,
  target: Argument,
  used: ReadonlySet<string>,
  stance?: Stance,
): { argument: Argument; concedes: boolean } | undefined {
  const seat = context.cast.seated[speaker];
  if (seat?.role !== 'debater') return undefined;
  const fresh = seat.seat.arguments.filter((a) => !used.has(a.id));
  const attack = fresh.find((a) => a.attacks.includes(target.id));
  // Asked what he grants, a concession first, where he has one; asked why the other is wrong, never one.
  const grant = stance === 'press' ? undefined : fresh.find((a) => a.concedes.includes(target.id));
  if (grant && (stance === 'grant' || !attack)) return { argument: grant, concedes: true };
  if (attack) return { argument: attack, concedes: false };
  const sameIssue = fresh.find((a) => a.issue === target.issue);
  if (sameIssue) return { argument: sameIssue, concedes: false };
  const owner = keyOf(context.cast, speaker);
  const hits = context.index?.find(`${target.claim} ${target.gist}`, {
    owners: new Set([owner]),
    exclude: used,
  }).hits;
  const best = hits?.[0]?.argument ?? fresh[0];
  return best && { argument: best, concedes: false };
}

/** After the welcome or a summary, how many times a quiet debate is moved on before the floor waits. */
export const MAX_MOVE_ONS = 2;

/**
 * A quiet floor: the debaters carry on, the one whose point was answered last replying to it (the visitor was asked a
 * question already, and thinks); then the chair moves the debate on to a fresh issue, a bounded number of times.
 */
export function planSilence(context: PlanContext, count: number): TurnPlan | null {
  const { cast, conversation } = context;
  const moderator = cast.moderator;
  if (moderator === undefined || count < 1) return null;
  const discussed = discussedIssues(conversation);
  // An invitation asks about what was argued ("which word in that exchange ..."): before anything has been, the chair
  // starts the debaters off instead.
  if (count === 1 && discussed.size > 0) return carryOn(context) ?? { speaker: moderator, move: 'invite' };
  if (count > 1 + MAX_MOVE_ONS || cast.debaters.length === 0 || !cast.topic) return null;
  const issue =
    cast.topic.issues.find((i) => !discussed.has(i.id)) ??
    cast.topic.issues[count % cast.topic.issues.length];
  // The debater who has spoken less gets the fresh question.
  const addressee = [...cast.debaters].sort((a, b) => turnsBy(conversation, a) - turnsBy(conversation, b))[0];
  if (!issue || addressee === undefined) return null;
  return { speaker: moderator, move: 'move-on', addressee, issue: issue.id };
}

/** The debate carries on without the visitor: the other debater answers the last point made, if he has a reply. */
function carryOn(context: PlanContext): TurnPlan | undefined {
  const point = lastPoint(context.conversation);
  const speaker = context.cast.debaters.find((i) => i !== point?.speaker);
  if (!point || speaker === undefined) return undefined;
  // He presses his case rather than grant the point: a concession would leave the chair nothing new to sum up. With
  // no reply to make, the plan is the chair's summary, and the chair invites the visitor instead.
  const plan = rebuttalPlan(context, speaker, point, undefined, 'press');
  return plan?.move === 'rebut' || plan?.move === 'concede' ? { ...plan, carried: true } : undefined;
}

/** Whether the chair's words since the visitor's last line were to him stepping away ("back in a sec"). */
export function steppedAway(conversation: readonly DebateEntry[]): boolean {
  const since = conversation.slice(conversation.findLastIndex((entry) => entry.role === 'user') + 1);
  return since.some(({ plan }) => plan?.move === 'chair' && saidAway(plan.text));
}

/** Whether the chair's last words since the visitor's last line were his thanks for taking leave. */
export function tookLeave(conversation: readonly DebateEntry[]): boolean {
  const since = conversation.slice(conversation.findLastIndex((entry) => entry.role === 'user') + 1);
  return since.some(({ plan }) => plan?.move === 'chair' && saidGoodbye(plan.text));
}

/**
 * "You keep letting these two run long", asking nothing else (no other question, not put to a debater): the chair
 * grants shorter turns and moves the debate on (the engine keeps every argued turn after it short).
 */
export function planShorter(
  context: PlanContext,
  text: string,
  addressed: Seated | undefined,
): TurnPlan | undefined {
  // "keep it short, I got like three minutes. is there any real choice at all or not": the question, briefly.
  const others = splitSentences(text).filter(
    (sentence) =>
      !asksShorter(sentence) && (sentence.endsWith('?') || ASKING.test(withoutPreamble(normalize(sentence)))),
  );
  // "Moderator, Leibniz is running long. Hold him to a minute.": said to the chair, whoever it names.
  const toTheDebater = addressed?.role === 'debater' && !TO_THE_CHAIR.test(normalize(text));
  if (!asksShorter(text) || toTheDebater || others.length > 0) return undefined;
  const on = planSilence(context, 2);
  return on?.move === 'move-on' ? { ...on, shorter: true } : undefined;
}

/**
 * What a line asks of the floor in so many words, before any question it asks: each debater's position ("could you
 * each set out your view as simply as you can?"), shorter turns ("keep it short"), or the meaning of a word ("what's a
 * determinist?": the one who has a meaning of it says it). `sentences`: the line's, as the planner reads them.
 */
export function planRequest(
  context: PlanContext,
  text: string,
  sentences: readonly string[],
  addressed: Seated | undefined,
): TurnPlan | undefined {
  const { debaters } = context.cast;
  // "Can you make it shorter? Just the one line version from each of them.": the positions, briefly.
  return (
    (debaters.length > 1 ? planPositions(context, sentences, addressed, asksAnother(context)) : undefined) ??
    planShorter(context, text, addressed) ??
    (debaters.length > 0 ? planDoctrineAsked(context, text, addressed) : undefined) ??
    (debaters.length > 0 ? planWordAsked(context, text, sentences, addressed) : undefined) ??
    planBitAgain(context, text, addressed)
  );
}

/** A line that opens by addressing the chair by his office. */
const TO_THE_CHAIR = /^(?:mr |mister )?(?:moderator|chair|chairman|ref|referee)\b/;

/** Whether a sentence (as the planner reads it) asks a question of the debate besides its own first question. */
function asksAnother({ index }: PlanContext): (sentence: string) => boolean {
  return (sentence) =>
    index !== undefined &&
    ASKING.test(sentence) &&
    !index.asksTheQuestion(sentence) &&
    index.find(sentence).reading === 'strong';
}

/** Words that speak to someone. */
const SAID_TO_YOU = /\b(?:you|your|u|ur|sir)\b/;

/**
 * "And where do you stand yourself?", or his own teaching put to him ("best of all possible worlds this one with the
 * power cut every evening you are joking sir"), naming no one, just after a line to the chair: still his to answer.
 */
export function chairAskedAgain(context: PlanContext, text: string): number | undefined {
  const { cast, conversation } = context;
  const chair = cast.moderator === undefined ? undefined : cast.seated[cast.moderator];
  if (chair?.role !== 'moderator') return undefined;
  const said = normalize(text);
  const teaching =
    SAID_TO_YOU.test(said) &&
    new Lexicon((chair.seat.doctrines ?? []).map((d, i) => ({ id: String(i), terms: d.art }))).conceptsIn(
      text,
    ).length > 0;
  if (!VIEW_ASKED.test(said) && !teaching) return undefined;
  const before = conversation.filter((entry) => entry.role === 'user').at(-2)?.content;
  return before !== undefined && addressedMember(before, cast.seated) === cast.moderator
    ? cast.moderator
    : undefined;
}

/**
 * A hand-over with the chair's own view, where he has one and has not given it in this call: asked where he stands
 * ("where do you land?"), or put a question of the debate by name; not a point of order, a request ("could you press
 * them?"), or a line that asks nothing of the debate.
 */
export function withChairView(context: PlanContext, plan: HandOverPlan, text: string): HandOverPlan {
  const chair = context.cast.seated[plan.speaker];
  // "aristotle ud say theres a mean here wouldnt u": his own teaching, named to him, is his to say, once.
  const doctrines = chair?.role === 'moderator' ? (chair.seat.doctrines ?? []) : [];
  const toHim =
    addressedMember(text, context.cast.seated) === plan.speaker ||
    TO_THE_CHAIR.test(normalize(text)) ||
    chairAskedAgain(context, text) === plan.speaker;
  const said = new Set(
    context.conversation.map(({ plan: made }) => made?.move === 'hand-over' && made.doctrine),
  );
  const named = toHim
    ? new Lexicon(doctrines.map((d, i) => ({ id: String(i), terms: d.art })))
        .conceptsIn(text)
        .map(Number)
        .find((i) => !said.has(i))
    : undefined;
  const doctrine = named === undefined ? undefined : doctrines[named];
  // His teaching named is the issue he hands on: the visitor raised it.
  if (named !== undefined && doctrine) {
    const { back: _back, ...on } = plan;
    return { ...on, issue: doctrine.issue, doctrine: named };
  }
  const given = context.conversation.some(({ plan: made }) => made?.move === 'hand-over' && made.view);
  // "leibniz ur the ref. does the horse decide or do i": a question of the debate's, put to him by name, is his to
  // answer, once ("Aristotle, which one of you is paying for the drinks?" is not).
  const put =
    toHim &&
    !REQUEST_TO_THE_CHAIR.test(text) &&
    (context.index?.lexicon.conceptsIn(text).length ?? 0) > 0 &&
    questionIn(text, context.cast.seated);
  const asked = VIEW_ASKED.test(normalize(text)) || (!plan.aside && !REQUEST_TO_THE_CHAIR.test(text)) || put;
  const view = chair?.role === 'moderator' && chair.seat.view !== undefined && !plan.plain && asked && !given;
  // "is there any point me going every sunday if she dont know me": asked of him in a hardship and nothing of the
  // debate, it is no question of where he stands (set 57's judge heard a lecture on free will); the floor is his again.
  const personal = plan.hardship && (context.index?.lexicon.conceptsIn(text).length ?? 0) === 0;
  if (personal && toHim) return { ...plan, back: true };
  return view ? { ...plan, view: true } : plan;
}

/** Whether a line asks something in one of its sentences ("back. sauna. is starving urself good or bad"). */
export function questionIn(text: string, seated: readonly Seated[]): boolean {
  const read = (sentence: string) => withoutPreamble(expandShorthand(withoutNames(sentence, seated)));
  return text.includes('?') || splitSentences(text).some((sentence) => ASKING.test(read(sentence)));
}

/** A lone moderator (the single-assistant demo) answers by reporting each side's best argument. */
export function planReport(
  context: PlanContext,
  hits: readonly Hit[],
  used: ReadonlySet<string>,
): TurnPlan | null {
  const { cast } = context;
  if (cast.moderator === undefined) return null;
  const fresh = hits.filter((hit) => !used.has(hit.argument.id));
  const first = fresh[0] ?? hits[0];
  if (!first) return { speaker: cast.moderator, move: 'invite' };
  const second =
    fresh.find((hit) => hit.owner !== first.owner && hit.argument.issue === first.argument.issue) ??
    fresh.find((hit) => hit.owner !== first.owner);
  const side = (hit: Hit) => ({ speaker: -1, argument: hit.argument.id });
  return {
    speaker: cast.moderator,
    move: 'report',
    issue: first.argument.issue,
    argument: first.argument.id,
    ...(second && { other: side(second) }),
  };
}

/** The two issues a weak challenge most likely meant, for the moderator's question back. */
export function twoIssues(context: PlanContext, matched: readonly { issue: string }[]): [string, string] {
  const issues = context.cast.topic?.issues ?? [];
  const ranked = matched.map((m) => m.issue).slice(0, 2);
  for (const issue of issues) if (ranked.length < 2 && !ranked.includes(issue.id)) ranked.push(issue.id);
  return [ranked[0] as string, ranked[1] as string];
}

/** The other side's best objection: one that attacks the argument, else one on its issue; one not heard yet first. */
export function strongestObjection(
  context: PlanContext,
  speaker: number,
  argument: Argument,
): { speaker: number; argument: Argument } | undefined {
  const { cast } = context;
  const own = keyOf(cast, speaker);
  const side = cast.sides.find((s) => s.key !== own);
  if (!side) return undefined;
  // One the visitor has not heard yet, if the other side has one: the strongest case is news, not a recap.
  const used = usedArguments(context.conversation);
  const attacks = side.seat.arguments.filter((a) => a.attacks.includes(argument.id));
  const onIssue = side.seat.arguments.filter((a) => a.issue === argument.issue);
  const objection =
    attacks.find((a) => !used.has(a.id)) ?? onIssue.find((a) => !used.has(a.id)) ?? attacks[0] ?? onIssue[0];
  if (!objection) return undefined;
  return { speaker: memberOf(cast, side.key) ?? -1, argument: objection };
}
