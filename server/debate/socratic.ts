import type { Seated } from './cast';
import { exampleAsked, planDefinition } from './defining';
import { rebuttalFor, rebuttalPlan, strongestObjection } from './exchange';
import { lastPoint, usedArguments } from './history';
import type { PlanContext } from './planner';
import { askedBefore } from './talking-to';
import type { ChallengeKind, TurnPlan } from './types';

/** A question about the opponents that asks what the speaker grants them, not where they are wrong. */
const AGREEMENT = /\b(agree|agreement|common ground|grant|learn(?:ed|t)? from|right about)\b/i;

/** "What do you mean by that?" and its kin: about the last point on the floor. */
export function planSocratic(
  context: PlanContext,
  kind: ChallengeKind,
  addressed: Seated | undefined,
  topicText: string,
): TurnPlan | null {
  const { cast, conversation } = context;
  const last = lastPoint(conversation);
  if (!last || !cast.debaters.includes(last.speaker)) return null;
  const speaker = addressed?.role === 'debater' ? addressed.index : last.speaker;
  const point = lastPoint(conversation, speaker) ?? last;
  const argument = context.index?.argument(point.argument)?.argument;
  if (!argument) return null;
  const opponent = cast.debaters.find((i) => i !== speaker);
  const base = { speaker, argument: argument.id, issue: argument.issue, kind };
  switch (kind) {
    case 'clarification': {
      if (!exampleAsked(topicText))
        return planDefinition(context, { speaker, argument }, addressed, topicText);
      // "Example pls" right after asking a debater is his to give (two listening sessions: 5 of 5 meant him).
      const asked = addressed === undefined ? askedBefore(context, 1) : undefined;
      const made = asked === undefined ? undefined : lastPoint(conversation, asked);
      const shown = made && context.index?.argument(made.argument)?.argument;
      if (asked !== undefined && shown) {
        return {
          speaker: asked,
          argument: shown.id,
          issue: shown.issue,
          kind,
          move: 'define',
          example: true,
        };
      }
      return { ...base, move: 'define', example: true };
    }
    case 'assumptions':
      return { ...base, move: 'ground' };
    case 'implications':
      return { ...base, move: 'imply' };
    case 'counter-argument': {
      const objection = strongestObjection(context, speaker, argument);
      if (!objection) return { ...base, move: 'ground' };
      const used = usedArguments(conversation);
      const reply = rebuttalFor(context, speaker, objection.argument, used);
      return {
        ...base,
        move: 'counter',
        argument: reply?.argument.id ?? argument.id,
        target: { speaker: objection.speaker, argument: objection.argument.id },
      };
    }
    case 'opponents': {
      // "Nietzsche, why is Socrates wrong?": the one named speaks, against the other's last point. Unnamed ("What
      // would your opponents say?"), the other side answers the last speaker.
      const other = addressed?.role === 'debater' ? cast.debaters.find((i) => i !== speaker) : undefined;
      const target = other === undefined ? undefined : lastPoint(conversation, other);
      // "Where do you actually agree?", "What have you learned from him?": a point he grants, where he has one.
      const asked = conversation.findLast((e) => e.role === 'user')?.content ?? '';
      const stance = AGREEMENT.test(asked) ? 'grant' : 'press';
      if (target) return rebuttalPlan(context, speaker, target, kind, stance);
      if (opponent === undefined) return { ...base, move: 'imply' };
      return rebuttalPlan(context, opponent, { speaker, argument: argument.id }, kind, stance);
    }
    case 'question':
      return null;
  }
}
