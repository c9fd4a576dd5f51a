import { useEffect, useRef, useState } from 'react';

/** The arena timer ticks once a second (spec section 9). */
export const TIMER_TICK_MS = 1000;

/** Whole seconds as m:ss; minutes are not wrapped into hours (3600 -> '60:00'). */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * Seconds `running` has been true. It counts from the clock rather than from the ticks, so a throttled background
 * tab still shows the right time; it stands still while `running` is false (a connection lost, then retried) and
 * goes on from there when it runs again: the time down is not the debate's.
 */
export function useElapsedSeconds(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  /** Milliseconds counted by the runs before this one. */
  const counted = useRef(0);

  useEffect(() => {
    if (!running) return;
    const start = Date.now() - counted.current;
    const timer = setInterval(() => {
      setElapsed(Math.floor((Date.now() - start) / TIMER_TICK_MS));
    }, TIMER_TICK_MS);
    return () => {
      clearInterval(timer);
      counted.current = Date.now() - start;
    };
  }, [running]);

  return elapsed;
}
