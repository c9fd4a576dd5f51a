// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatElapsed, TIMER_TICK_MS, useElapsedSeconds } from './elapsed-time';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [59, '0:59'],
    [60, '1:00'],
    [75, '1:15'],
    [599, '9:59'],
    [3600, '60:00'],
    [3661.9, '61:01'],
  ])('formats %s seconds as %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });

  it('never shows a negative time', () => {
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('useElapsedSeconds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks once a second', () => {
    expect(TIMER_TICK_MS).toBe(1000);
  });

  it('stays at 0 until running, then counts from the moment it started', () => {
    const view = renderHook(({ running }) => useElapsedSeconds(running), {
      initialProps: { running: false },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(view.result.current).toBe(0);

    view.rerender({ running: true });
    const seen: number[] = [view.result.current];
    for (let i = 0; i < 3; i += 1) {
      act(() => vi.advanceTimersByTime(TIMER_TICK_MS - 1));
      seen.push(view.result.current);
      act(() => vi.advanceTimersByTime(1));
      seen.push(view.result.current);
    }
    expect(seen).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('stands still while not running, and goes on from there when it runs again', () => {
    const view = renderHook(({ running }) => useElapsedSeconds(running), { initialProps: { running: true } });
    act(() => vi.advanceTimersByTime(5 * TIMER_TICK_MS));
    expect(view.result.current).toBe(5);

    view.rerender({ running: false });
    act(() => vi.advanceTimersByTime(5 * TIMER_TICK_MS));
    expect(view.result.current).toBe(5);

    view.rerender({ running: true });
    act(() => vi.advanceTimersByTime(TIMER_TICK_MS));
    expect(view.result.current).toBe(6);
  });

  it('stops its timer on unmount', () => {
    const view = renderHook(() => useElapsedSeconds(true));
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
