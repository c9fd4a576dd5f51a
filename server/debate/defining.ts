import type { Argument } from '../content';
import { answerPlan } from './answering';
import { memberOf, type Seated } from './cast';
import { lastPoint, takenFurther, usedArguments } from './history';
import type { PlanContext } from './planner';
import type { TurnPlan } from './types';

// "What do you mean by ...?": the word asked, and who says what he means by it.

/** "What do you mean by X?", "define X": the words X. */
const DEFINE_WHAT =
  /\b(?:mean(?:s|t)? by|define|definition of|meaning of)(?: the word| the term| a| an| the)? (.+)$/;
/** An X that points back at the last claim ("that", "that word") rather than naming a word. */
const POINTING =
  /^(?:that|this|it|these|those|the word|your word|that word|this word|that term|the term)(?: |$)/;

/**
 * The concept a "what do you mean by ..." names, when the speaker has a meaning of it; undefined when it names none
 * (it asks about the last claim), null when it names one he has no meaning for.
 */
export function termAsked(
  context: PlanContext,
  speaker: number,
  topicText: string,
): string | null | undefined {
  const phrase = DEFINE_WHAT.exec(topicText)?.[1];
  if (phrase === undefined || POINTING.test(phrase)) return undefined;
  const named = context.index?.find(phrase).concepts ?? [];
  const seat = context.cast.seated[speaker];
  const terms = seat?.role === 'debater' ? seat.seat.terms : [];
  return terms.find((term) => named.includes(term.concept))?.concept ?? null;
}

/**
 * "What do you mean by that?" after `last` (its speaker and argument): the word asked, by the one who has a meaning of
 * it (the speaker, else, unaddressed, the other debater whose word it is); a word no one has a meaning of is explained
 * from the argument that used it, by its maker, and that argument made already, he says what it rests on. Null: the
 * challenge is answered as any other question.
 */
export function planDefinition(
  context: PlanContext,
  last: { speaker: number; argument: Argument },
  addressed: Seated | undefined,
  topicText: string,
): TurnPlan | null {
  const { cast, conversation } = context;
  const { speaker, argument } = last;
  const kind = 'clarification';
  const term = termAsked(context, speaker, topicText);
  if (term !== null) {
    return {
      speaker,
      move: 'define',
      argument: argument.id,
      issue: argument.issue,
      kind,
      ...(term && { term }),
    };
  }
  if (addressed?.role === 'debater') return null;
  for (const owner of cast.debaters) {
    const owned = owner === speaker ? undefined : termAsked(context, owner, topicText);
    const point = owned ? lastPoint(conversation, owner) : undefined;
    const made = point && context.index?.argument(point.argument)?.argument;
    if (owned && made) {
      return { speaker: owner, move: 'define', argument: made.id, issue: made.issue, kind, term: owned };
    }
  }
  const phrase = DEFINE_WHAT.exec(topicText)?.[1] ?? '';
  const search = context.index?.find(phrase);
  const used = usedArguments(conversation);
  const uses = (search?.hits ?? []).filter((h) =>
    h.argument.concepts.some((c) => search?.concepts.includes(c)),
  );
  const hit =
    uses.find((h) => !used.has(h.argument.id)) ??
    uses.find((h) => !takenFurther(conversation, h.argument.id));
  const owner = hit && memberOf(cast, hit.owner);
  if (!hit || owner === undefined || !cast.debaters.includes(owner)) return null;
  const { id, issue } = hit.argument;
  if (used.has(id)) return { speaker: owner, move: 'ground', argument: id, issue, kind };
  return answerPlan(owner, hit.argument, kind);
}
