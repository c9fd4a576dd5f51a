import { getDebate } from '../../src/debates';
import type { PlanContext } from './planner';
import { aboutTheDebate } from './about-the-debate';
import { ASKING } from './floor-phrasings';
import { isReaction, planFloorTalk, withoutPreamble } from './floor-talk';
import { lastPoint } from './history';
import { planSilence } from './exchange';
import { planWelcome } from './welcome';
import { saidToHim } from './quip';
import type { SmallTalk } from './small-talk';
import { planSocratic } from './socratic';
import { CONSEQUENCE, echoes, REPLYING, restatedBy } from './talking-to';
import type { ChallengeKind, TurnPlan } from './types';

// A line read as off the debate's theme, or two ways, when a chair keeps the floor: a word about the debate in words of
// its own, a question for the chair himself, an echo of the last point, a jab at a debater, or the theme brought back.

/** The line as the planner has read it. */
export interface OffThemeLine {
  text: string;
  topicText: string;
  kind: ChallengeKind;
  /** The member named, and the debater it is put to (named, or implied by "so you admit ..."). */
  addressed?: number;
  addressedDebater?: number;
  offTopic: boolean;
  /** Read two ways, as two of the debate's issues at once. */
  weak: boolean;
  passing?: SmallTalk;
  /** Read as asked on another debate's theme: that debate's id. */
  elsewhere?: string;
  timeLeftMs?: number;
  brief: boolean;
}

/**
 * The chair's plan for a line off the theme (or, put to him, read two ways); null when the floor stays the visitor's,
 * undefined to argue it as any other.
 */
export function planOffTheme(context: PlanContext, line: OffThemeLine): TurnPlan | null | undefined {
  const { cast, conversation } = context;
  const moderator = cast.moderator;
  if (moderator === undefined) return undefined;
  const {
    text,
    topicText,
    kind,
    addressed,
    addressedDebater,
    offTopic,
    weak,
    passing,
    elsewhere,
    timeLeftMs,
    brief,
  } = line;
  const addressedSeat = addressed === undefined ? undefined : cast.seated[addressed];
  // Read as off the theme or two ways: a line about the debate in words of its own ("Thank you all, I shall tell my
  // book club about it"), or a question for the chair himself, who keeps his view and hands it on.
  // Named, a debater is asked something unless the line reads as nothing of the debate.
  const welcome = planWelcome(
    context,
    text,
    addressedDebater,
    offTopic || (weak && addressedDebater === undefined),
  );
  if (welcome) return welcome;
  if ((offTopic || weak) && addressedDebater === undefined) {
    const about = aboutTheDebate(withoutPreamble(topicText), true);
    // "harris tottle mate can i ask summat off topic do you lot have football": small talk, though put to the chair.
    const talk = about ?? (addressed === moderator && passing === undefined ? 'prompt' : undefined);
    const plan = talk && planFloorTalk(context, talk, addressedSeat, { timeLeftMs, brief });
    if (plan?.move === 'hand-over' && about === undefined) return { ...plan, aside: true, back: true };
    if (plan) return plan;
  }
  if (offTopic) {
    // "What do you mean by <a word no one defines>?" still asks about what was just said: its speaker defines it.
    const last = kind === 'clarification' ? lastPoint(conversation) : undefined;
    const made = last && context.index?.argument(last.argument)?.argument;
    if (last && made && cast.debaters.includes(last.speaker)) {
      return { speaker: last.speaker, move: 'define', argument: made.id, issue: made.issue, kind };
    }
    if (REPLYING.test(topicText) || echoes(context, addressedDebater, topicText)) {
      const to = addressedDebater ?? restatedBy(context, topicText);
      const said = CONSEQUENCE.test(topicText) ? 'implications' : 'assumptions';
      const followUp = to === undefined ? null : planSocratic(context, said, cast.seated[to], topicText);
      if (followUp) return followUp;
    }
    // "Rousseau, honestly you sound like my uncle Gary after three beers": a jab at the one named, asking nothing, is his
    // to answer back, however many words it takes.
    const jab =
      addressedSeat?.role === 'debater' &&
      saidToHim(text) &&
      !text.includes('?') &&
      !ASKING.test(withoutPreamble(topicText));
    // "anyone watching the football tonight": small talk gets the chair's word, however short.
    if ((!isReaction(text, topicText) || passing !== undefined) && !jab) {
      const remark = !text.includes('?') && !ASKING.test(withoutPreamble(topicText));
      // Another debate's question is told where it is argued, when the visitor can go there.
      const other = elsewhere === undefined || remark || passing ? undefined : getDebate(elsewhere);
      return {
        speaker: moderator,
        move: 'redirect',
        kind,
        ...(remark && { remark: true as const }),
        ...(passing && { passing }),
        ...(other?.isSquadEnabled && { elsewhere: other.title }),
      };
    }
    // "Nietzsche, ur kinda mean lol": a word for one debater is his cue to answer back; said to no one, we move on.
    return addressedSeat?.role === 'debater'
      ? (planFloorTalk(context, 'prompt', addressedSeat, { timeLeftMs, brief, taunted: true }) ??
          planSilence(context, 2))
      : planSilence(context, 2);
  }
  return undefined;
}
