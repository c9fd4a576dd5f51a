import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CallClock,
  CLOSING_MS,
  DEFAULT_MAX_DURATION_MS,
  maxDurationOf,
  PLAYABLE_WAIT_MS,
  type CallClockOptions,
} from './call-clock';
import type { CallMember } from './members';
import { MODERATOR_ONLY } from './testing/moderator-only';

const MAX_DURATION_MS = 60_000;
const SILENCE_TIMEOUT_MS = 10_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A clock whose greetings and ends are listed in order; the debate is spoken while `speaking.now` is true. */
function clockWith(options: Partial<CallClockOptions> = {}) {
  const events: string[] = [];
  const speaking = { now: false };
  const clock = new CallClock({
    maxDurationMs: MAX_DURATION_MS,
    silenceTimeoutMs: SILENCE_TIMEOUT_MS,
    isSpeaking: () => speaking.now,
    onGreet: () => events.push('greet'),
    onTimeUp: (reason) => events.push(reason),
    ...options,
  });
  return { clock, events, speaking };
}

describe('the welcome', () => {
  it('is given once the client has waited long enough for its playable, and only once', () => {
    const { clock, events } = clockWith();
    clock.start();
    vi.advanceTimersByTime(PLAYABLE_WAIT_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    clock.greet();
    expect(events).toEqual(['greet']);
  });

  it('is given at once on playable, and the wait then gives it no second time', () => {
    const { clock, events } = clockWith();
    clock.start();
    clock.greet();
    clock.greet();
    vi.advanceTimersByTime(PLAYABLE_WAIT_MS);
    expect(events).toEqual(['greet']);
  });

  it('is not owed once a challenge has taken the floor', () => {
    const { clock, events } = clockWith();
    clock.start();
    clock.skipGreeting();
    vi.advanceTimersByTime(PLAYABLE_WAIT_MS);
    clock.greet();
    expect(events).toEqual([]);
  });
});

describe('the end of a call', () => {
  it('comes at its maximum length, however much the visitor says', () => {
    const { clock, events } = clockWith({ silenceTimeoutMs: MAX_DURATION_MS * 2 });
    clock.start();
    clock.greet();
    vi.advanceTimersByTime(MAX_DURATION_MS / 2);
    clock.heard();
    vi.advanceTimersByTime(MAX_DURATION_MS / 2);
    expect(events).toEqual(['greet', 'exceeded-max-duration']);
  });

  it('keeps CLOSING_MS before its maximum length for the verdict, in a call long enough to spare them', () => {
    const long = 10 * CLOSING_MS;
    const { clock, events } = clockWith({
      maxDurationMs: long,
      silenceTimeoutMs: long * 2,
      onClosing: () => events.push('closing'),
    });
    clock.start();
    vi.advanceTimersByTime(long - CLOSING_MS - 1);
    expect(events).toEqual(['greet']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['greet', 'closing']);
    vi.advanceTimersByTime(CLOSING_MS);
    expect(events).toEqual(['greet', 'closing', 'exceeded-max-duration']);

    // A call too short to spare the time gets no closing.
    const short = clockWith({ silenceTimeoutMs: MAX_DURATION_MS * 2, onClosing: () => events.push('short') });
    short.clock.start();
    vi.advanceTimersByTime(MAX_DURATION_MS);
    expect(short.events).toEqual(['greet', 'exceeded-max-duration']);
    expect(events).not.toContain('short');
  });

  it('comes after a silence, which starts again whenever the visitor is heard', () => {
    const { clock, events } = clockWith();
    clock.start();
    clock.greet();
    vi.advanceTimersByTime(SILENCE_TIMEOUT_MS - 1);
    clock.heard();
    vi.advanceTimersByTime(SILENCE_TIMEOUT_MS - 1);
    expect(events).toEqual(['greet']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['greet', 'silence-timed-out']);
  });

  it('does not come by silence while the debate is being spoken, only once it is quiet', () => {
    const { clock, events, speaking } = clockWith();
    clock.start();
    speaking.now = true;
    vi.advanceTimersByTime(SILENCE_TIMEOUT_MS * 2);
    expect(events).toEqual(['greet']);
    speaking.now = false;
    vi.advanceTimersByTime(SILENCE_TIMEOUT_MS);
    expect(events).toEqual(['greet', 'silence-timed-out']);
  });

  it('lasts as long as the shortest maxDurationSeconds its members set, else the fallback', () => {
    const moderator = MODERATOR_ONLY[0] as CallMember;
    expect(maxDurationOf(MODERATOR_ONLY)).toBe(DEFAULT_MAX_DURATION_MS);
    expect(maxDurationOf(MODERATOR_ONLY, 1500)).toBe(1500);
    const members = [
      { ...moderator, maxDurationSeconds: 600 },
      { ...moderator, maxDurationSeconds: 300 },
      { ...moderator },
    ];
    expect(maxDurationOf(members, 1500)).toBe(300_000);
  });
});

describe('a stopped clock', () => {
  it('clears every timer, and nothing it is told afterwards sets one again', () => {
    const { clock, events } = clockWith();
    clock.start();
    expect(vi.getTimerCount()).toBe(3);
    clock.stop();
    expect(vi.getTimerCount()).toBe(0);
    clock.stop();
    clock.heard();
    clock.greet();
    clock.start();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(MAX_DURATION_MS * 2);
    expect(events).toEqual([]);
  });

  it('refuses a second start: the timers are set once', () => {
    const { clock } = clockWith();
    clock.start();
    clock.start();
    expect(vi.getTimerCount()).toBe(3);
    clock.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the time left', () => {
  it('counts down to the verdict, or to the end of a call too short to spare the time, and only while it runs', () => {
    const long = 10 * CLOSING_MS;
    const { clock } = clockWith({
      maxDurationMs: long,
      silenceTimeoutMs: long * 2,
      onClosing: () => undefined,
    });
    expect(clock.untilClosingMs()).toBeUndefined();
    clock.start();
    vi.advanceTimersByTime(60_000);
    expect(clock.untilClosingMs()).toBe(long - CLOSING_MS - 60_000);
    const short = clockWith({ silenceTimeoutMs: MAX_DURATION_MS * 2, onClosing: () => undefined });
    short.clock.start();
    vi.advanceTimersByTime(10_000);
    expect(short.clock.untilClosingMs()).toBe(MAX_DURATION_MS - 10_000);
    clock.stop();
    expect(clock.untilClosingMs()).toBeUndefined();
  });
});
