// "wats the golden mean thing. say again": a teaching of the chair's own, asked about without naming him, is his to
// say (as when it is named to him, exchange.ts `withChairView`), once a call, before he hands its issue on.
import type { Seated } from './cast';
import { turnsBy } from './history';
import type { PlanContext } from './planner';
import { normalize } from './text';
import type { HandOverPlan } from './types';

/** Words that ask what something is, or to hear it again. */
const ASKED_WHAT =
  /\b(?:what(?:'s| is| was)?|wat|wats|whats|explain|mean|means|again|tell (?:me|us) (?:about|more))\b/;

/**
 * The chair's hand-over with his teaching, when the line asks what one of its names of two words or more is ("the
 * golden mean", "the mill"); undefined when it asks of a debater, names none, or he has said it in this call.
 */
export function planDoctrineAsked(
  context: PlanContext,
  text: string,
  addressed: Seated | undefined,
): HandOverPlan | undefined {
  const { cast, conversation } = context;
  const chair = cast.moderator === undefined ? undefined : cast.seated[cast.moderator];
  if (chair?.role !== 'moderator' || addressed?.role === 'debater') return undefined;
  const said = normalize(text);
  if (!ASKED_WHAT.test(said)) return undefined;
  const told = new Set(conversation.map(({ plan }) => plan?.move === 'hand-over' && plan.doctrine));
  const doctrine = (chair.seat.doctrines ?? []).findIndex(
    (d, i) =>
      !told.has(i) &&
      d.art.some((term) => term.includes(' ') && new RegExp(String.raw`\b${term}\b`).test(said)),
  );
  const teaching = chair.seat.doctrines?.[doctrine];
  const addressee = [...cast.debaters].sort((a, b) => turnsBy(conversation, a) - turnsBy(conversation, b))[0];
  if (!teaching || addressee === undefined) return undefined;
  return { speaker: chair.index, move: 'hand-over', addressee, issue: teaching.issue, doctrine };
}
