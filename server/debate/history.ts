import type { DebateEntry, Point, TurnPlan } from './types';

/** The argument a turn made (the speaker's own, or a report's first side), whatever its move. */
export function argumentOf(plan: TurnPlan): string | undefined {
  switch (plan.move) {
    case 'answer':
    case 'define':
    case 'ground':
    case 'imply':
    case 'counter':
    case 'rebut':
    case 'concede':
    case 'report':
      return plan.argument;
    case 'open':
    case 'say':
    case 'care':
    case 'chair':
    case 'verdict':
    case 'summarise':
    case 'invite':
    case 'move-on':
    case 'hand-over':
    case 'clarify':
    case 'redirect':
    case 'life':
    case 'source':
    case 'quip':
      return undefined;
  }
}

/** The issue a turn was about, whatever its move. */
export function issueOf(plan: TurnPlan): string | undefined {
  switch (plan.move) {
    case 'answer':
    case 'define':
    case 'ground':
    case 'imply':
    case 'counter':
    case 'rebut':
    case 'concede':
    case 'summarise':
    case 'move-on':
    case 'hand-over':
    case 'report':
      return plan.issue;
    // "why didn't you escape from prison?": told, he comes back to his stance on the issue it asks (justice).
    case 'life':
      return plan.backTo;
    case 'open':
    case 'say':
    case 'care':
    case 'chair':
    case 'verdict':
    case 'invite':
    case 'clarify':
    case 'redirect':
    case 'source':
    case 'quip':
      return undefined;
  }
}

/** The issue the floor was last on, if any turn has been on one. */
export function lastIssue(conversation: readonly DebateEntry[]): string | undefined {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const plan = conversation[i]?.plan;
    const issue = plan && issueOf(plan);
    if (issue !== undefined) return issue;
  }
  return undefined;
}

/** The point a turn made of the speaker's own (answer, rebut, concede, counter): what "that" and "you" refer to. */
function pointOf(plan: TurnPlan): Point | undefined {
  switch (plan.move) {
    case 'answer':
    case 'counter':
    case 'rebut':
    case 'concede':
      return plan.argument ? { speaker: plan.speaker, argument: plan.argument } : undefined;
    default:
      return undefined;
  }
}

/** Every argument made in the call so far. */
export function usedArguments(conversation: readonly DebateEntry[]): Set<string> {
  const used = new Set<string>();
  for (const { plan } of conversation) {
    const argument = plan && argumentOf(plan);
    if (argument) used.add(argument);
  }
  return used;
}

/** The plans of the current exchange: everything said since the visitor's last challenge or a fresh framing. */
export function currentExchange(conversation: readonly DebateEntry[]): TurnPlan[] {
  return conversation.slice(exchangeStart(conversation)).flatMap((entry) => (entry.plan ? [entry.plan] : []));
}

/** The conversation before the current exchange. */
export function earlierExchanges(conversation: readonly DebateEntry[]): readonly DebateEntry[] {
  return conversation.slice(0, exchangeStart(conversation));
}

/** Where the current exchange starts: after the visitor's last challenge, or at a fresh framing. */
function exchangeStart(conversation: readonly DebateEntry[]): number {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const entry = conversation[i] as DebateEntry;
    if (entry.role === 'user') return i + 1;
    if (entry.plan?.move === 'move-on') return i;
  }
  return 0;
}

/** The last point a member made, of anyone's or of one speaker's: what "that" and "you" refer to. */
export function lastPoint(conversation: readonly DebateEntry[], speaker?: number): Point | undefined {
  for (let i = conversation.length - 1; i >= 0; i--) {
    const plan = conversation[i]?.plan;
    const point = plan && pointOf(plan);
    if (point && (speaker === undefined || point.speaker === speaker)) return point;
  }
  return undefined;
}

/** Whether a rebuttal, a concession, a counter or a summary has already put this argument into words (its gist). */
export function restated(conversation: readonly DebateEntry[], argument: string): boolean {
  return conversation.some(({ plan }) => {
    switch (plan?.move) {
      case 'rebut':
      case 'concede':
      case 'counter':
        return plan.target.argument === argument;
      case 'summarise':
        return plan.target.argument === argument || plan.other.argument === argument;
      default:
        return false;
    }
  });
}

/**
 * Whether a point's premise and consequence have been said: a Socratic question took it further ('ground',
 * 'imply', 'counter'), or its speaker did on being asked the same again.
 */
export function takenFurther(conversation: readonly DebateEntry[], argument: string): boolean {
  return conversation.some(({ plan }) => {
    switch (plan?.move) {
      case 'ground':
      case 'imply':
      case 'counter':
        return plan.argument === argument;
      case 'answer':
        return plan.again === true && plan.argument === argument;
      default:
        return false;
    }
  });
}

/** The issues the call has argued about. */
export function discussedIssues(conversation: readonly DebateEntry[]): Set<string> {
  const issues = new Set<string>();
  for (const entry of conversation) {
    const issue = entry.plan && issueOf(entry.plan);
    if (issue) issues.add(issue);
  }
  return issues;
}

/** What one speaker said within the last `exchanges` exchanges (an exchange begins at a visitor's challenge). */
export function saidRecently(
  conversation: readonly DebateEntry[],
  speaker: number,
  exchanges: number,
): string[] {
  const said: string[] = [];
  let seen = 0;
  for (let i = conversation.length - 1; i >= 0 && seen < exchanges; i--) {
    const entry = conversation[i] as DebateEntry;
    if (entry.role === 'user') seen += 1;
    else if (entry.plan?.speaker === speaker) said.push(entry.content);
  }
  return said;
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

/** Whether a point's speaker defined it or took it further since he made it, as a press says he did. */
export function elaborated(conversation: readonly DebateEntry[], argument: string): boolean {
  return (
    takenFurther(conversation, argument) ||
    conversation.some(({ plan }) => plan?.move === 'define' && plan.argument === argument)
  );
}
