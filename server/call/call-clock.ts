import type { EndedReason } from '../../src/protocol';
import type { CallMember } from './members';

/** A call's length when its assistants set no `maxDurationSeconds`. */
export const DEFAULT_MAX_DURATION_MS = 30 * 60_000;
/** A call in which nobody has spoken or sent anything for this long ends. */
export const SILENCE_TIMEOUT_MS = 5 * 60_000;
/** How long the platform waits for the client's `playable` before it speaks anyway. */
export const PLAYABLE_WAIT_MS = 1500;
/** The time kept at the end of a call's maximum length for the moderator's verdict. */
export const CLOSING_MS = 45_000;

/** The ends a call's clock can bring. */
export type TimeUp = Extract<EndedReason, 'exceeded-max-duration' | 'silence-timed-out'>;

export interface CallClockOptions {
  maxDurationMs: number;
  silenceTimeoutMs: number;
  /** The debate is being spoken: a silent visitor then is listening, not gone. */
  isSpeaking: () => boolean;
  /** Time to welcome the visitor: called at most once. */
  onGreet: () => void;
  onTimeUp: (reason: TimeUp) => void;
  /** The call's maximum length is near: CLOSING_MS are left to close the debate (never called for a shorter call). */
  onClosing?: () => void;
}

/** The longest call its assistants allow (the shortest of their `maxDurationSeconds`), else `fallbackMs`. */
export function maxDurationOf(members: readonly CallMember[], fallbackMs = DEFAULT_MAX_DURATION_MS): number {
  const set = members.flatMap((m) => (m.maxDurationSeconds ? [m.maxDurationSeconds * 1000] : []));
  return set.length > 0 ? Math.min(...set) : fallbackMs;
}

/**
 * A call's timers: the welcome, owed once the client can play or after `PLAYABLE_WAIT_MS` and not at all once the
 * visitor has challenged; the call's maximum length, with time kept before it for the verdict; and the silence that
 * ends it, which starts again whenever the visitor is heard.
 */
export class CallClock {
  private state: 'waiting' | 'running' | 'stopped' = 'waiting';
  private greeted = false;
  private greetingTimer: NodeJS.Timeout | undefined;
  private durationTimer: NodeJS.Timeout | undefined;
  private closingTimer: NodeJS.Timeout | undefined;
  private silenceTimer: NodeJS.Timeout | undefined;
  private startedAt = 0;

  constructor(private readonly options: CallClockOptions) {}

  /** How long until the debate closes (its verdict, else its end), while the call runs. */
  untilClosingMs(): number | undefined {
    if (this.state !== 'running') return undefined;
    const { maxDurationMs } = this.options;
    const closesAt = this.closingTimer === undefined ? maxDurationMs : maxDurationMs - CLOSING_MS;
    return Math.max(0, closesAt - (performance.now() - this.startedAt));
  }

  /** The call is live: the welcome waits for the client, and the call's length and its silence count. */
  start(): void {
    if (this.state !== 'waiting') return;
    this.state = 'running';
    this.startedAt = performance.now();
    this.greetingTimer = setTimeout(() => this.greet(), PLAYABLE_WAIT_MS);
    this.durationTimer = setTimeout(
      () => this.options.onTimeUp('exceeded-max-duration'),
      this.options.maxDurationMs,
    );
    const { onClosing } = this.options;
    if (onClosing && this.options.maxDurationMs > 2 * CLOSING_MS)
      this.closingTimer = setTimeout(onClosing, this.options.maxDurationMs - CLOSING_MS);
    this.heard();
  }

  /** The client can play, or asks for the welcome: it is given now, unless it was already given or not owed. */
  greet(): void {
    if (this.greeted || this.state === 'stopped') return;
    this.skipGreeting();
    this.options.onGreet();
  }

  /** A challenge before the welcome has started takes the floor from it: the welcome is not owed. */
  skipGreeting(): void {
    this.greeted = true;
    clearTimeout(this.greetingTimer);
  }

  /** The visitor spoke or sent something: the silence that would end the call starts again. */
  heard(): void {
    if (this.state === 'stopped') return;
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      // A debate still being spoken is not silence: look again once it is quiet.
      if (this.options.isSpeaking()) this.heard();
      else this.options.onTimeUp('silence-timed-out');
    }, this.options.silenceTimeoutMs);
  }

  /** The call ended: every timer is cleared, and none is set again. */
  stop(): void {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearTimeout(this.greetingTimer);
    clearTimeout(this.durationTimer);
    clearTimeout(this.closingTimer);
    clearTimeout(this.silenceTimer);
  }
}
