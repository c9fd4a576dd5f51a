import type { DebateEntry, TurnPlan } from './types';

/** A point made on the floor: who made it, with which argument. */
export interface Point {
  speaker: number;
  argument: string;
}

/** Moves that make a point of the speaker's own (the argument is his). */
const POINT_MOVES = new Set<TurnPlan['move']>(['answer', 'rebut', 'concede', 'counter']);

/** Every argument made in the call so far. */
export function usedArguments(conversation: readonly DebateEntry[]): Set<string> {
  const used = new Set<string>();
  for (const entry of conversation) if (entry.plan?.argument) used.add(entry.plan.argument);
  return used;
}

/** The plans of the current exchange: everything said since the visitor's last challenge or a fresh framing. */
export function currentExchange(conversation: readonly DebateEntry[]): TurnPlan[] {
  const plans: TurnPlan[] = [];
  for (let i = conversation.length - 1; i >= 0; i--) {
    const entry = conversation[i] as DebateEntry;
    if (entry.role === 'user') break;
    if (!entry.plan) continue;
    plans.unshift(entry.plan);
    if (entry.plan.move === 'move-on') break;
  }
  return plans;
}

/** The last point a member made, of anyone's or of one speaker's: what "that" and "you" refer to. */
export function lastPoint(conversation: readonly DebateEntry[], speaker?: number): Point | undefined {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const plan = conversation[i]?.plan;
    if (!plan?.argument || !POINT_MOVES.has(plan.move)) continue;
    if (speaker === undefined || plan.speaker === speaker)
      return { speaker: plan.speaker, argument: plan.argument };
  }
  return undefined;
}

/** The issues the call has argued about. */
export function discussedIssues(conversation: readonly DebateEntry[]): Set<string> {
  const issues = new Set<string>();
  for (const entry of conversation) if (entry.plan?.issue) issues.add(entry.plan.issue);
  return issues;
}

/** How many turns each member has had. */
export function turnsBy(conversation: readonly DebateEntry[], speaker: number): number {
  return conversation.filter((entry) => entry.plan?.speaker === speaker).length;
}

/** How many earlier turns of this speaker made this move: the engine rotates its wording with it. */
export function priorMoves(
  conversation: readonly DebateEntry[],
  speaker: number,
  moves: readonly string[],
): number {
  return conversation.filter((e) => e.plan?.speaker === speaker && moves.includes(e.plan.move)).length;
}
