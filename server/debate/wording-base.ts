// What every move's wording shares (wording.ts): the turn's plan and context, what the call has already heard, and
// the choice of fresh sentences and frames.
import type { Argument, DebaterSeat, Issue } from '../content';
import type { Cast, Seated } from './cast';
import { GUEST_LINES } from './common-frames';
import { priorMoves, saidRecently } from './history';
import type { DebateIndex } from './retrieval';
import { fill, normalize, sentenceKey, splitSentences, templatePattern } from './text';
import type { DebateEntry, DebateMember, TurnPlan } from './types';

/** A frame of the common ones (common-frames.ts) is not said again by the same speaker within this many exchanges. */
const FRAME_FRESH_EXCHANGES = 10;

export interface WordingContext {
  cast: Cast;
  index?: DebateIndex;
  members: readonly DebateMember[];
  conversation: readonly DebateEntry[];
}

export abstract class WordingBase {
  protected readonly said: Set<string>;
  protected readonly seat: Seated | undefined;
  protected readonly challenge: string;
  /**
   * Where this call starts each rotation of its speakers' openers and the chair's summaries and invitations: drawn
   * from the visitor's first words, so that two calls do not open their answers in the same words, and one call's
   * rotation stays as it was (its frames ten exchanges apart).
   */
  protected readonly callOffset: number;

  constructor(
    protected readonly plan: TurnPlan,
    protected readonly context: WordingContext,
  ) {
    this.said = new Set(
      context.conversation
        .filter((entry) => entry.role === 'assistant')
        .flatMap((entry) => splitSentences(entry.content))
        .map(sentenceKey),
    );
    this.seat = context.cast.seated[plan.speaker];
    this.challenge = [...context.conversation].reverse().find((e) => e.role === 'user')?.content ?? '';
    const first = context.conversation.find((e) => e.role === 'user')?.content ?? '';
    this.callOffset = [...first].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9973, 0);
  }

  protected guest(): string[] {
    return this.freshOf(GUEST_LINES);
  }

  /** The first sentence of the list, from the n-th on and round again, that the call has not heard. */
  protected pickFresh(list: readonly string[], n: number): string[] {
    for (let i = 0; i < list.length; i++) {
      const candidate = list[(n + i) % list.length] as string;
      if (!this.said.has(sentenceKey(candidate))) return [candidate];
    }
    return [];
  }

  /**
   * One of these frames filled, in rotation from the n-th: the first the speaker has not used in the last
   * FRAME_FRESH_EXCHANGES exchanges and whose sentence is new to the call; none when every one has been.
   */
  protected pickFreshFrame(
    templates: readonly string[],
    values: Record<string, string>,
    n: number,
  ): string[] {
    const recent = saidRecently(this.context.conversation, this.plan.speaker, FRAME_FRESH_EXCHANGES);
    const fresh = templates.filter((template) => {
      const pattern = templatePattern(template);
      return !recent.some((turn) => splitSentences(turn).some((sentence) => pattern.test(sentence)));
    });
    return this.pickFresh(
      fresh.map((template) => fill(template, values)),
      n,
    );
  }

  /** Whether this question was put already in the call, to anyone ("Hume, what would ...?"). */
  protected askedBefore(question: string): boolean {
    const words = normalize(question);
    return this.context.conversation.some((entry) => normalize(entry.content).includes(words));
  }

  protected freshOf(list: readonly (string | undefined)[]): string[] {
    return list.filter((s): s is string => s !== undefined && !this.said.has(sentenceKey(s)));
  }

  /** How many turns of this speaker made one of these moves before: the rotation of his wording. */
  protected count(moves: readonly string[]): number {
    return priorMoves(this.context.conversation, this.plan.speaker, moves);
  }

  protected argument(id: string | undefined): Argument | undefined {
    return id ? this.context.index?.argument(id)?.argument : undefined;
  }

  protected issue(id: string | undefined): Issue | undefined {
    return this.context.cast.topic?.issues.find((issue) => issue.id === id);
  }

  protected debaterSeat(): DebaterSeat | undefined {
    return this.seat?.role === 'debater' ? this.seat.seat : undefined;
  }

  protected moderator() {
    const seat = this.seat;
    return seat?.role === 'moderator' ? seat.seat : undefined;
  }

  /** The name of whoever made an argument: the member on the call, else the philosopher the knowledge names. */
  protected nameOf(speaker: number | undefined, argumentId: string | undefined): string {
    const member = speaker !== undefined && speaker >= 0 ? this.context.cast.seated[speaker] : undefined;
    if (member) return member.name;
    const owner = argumentId ? this.context.index?.argument(argumentId)?.owner : undefined;
    return this.context.cast.sides.find((side) => side.key === owner)?.name ?? 'my opponent';
  }
}
