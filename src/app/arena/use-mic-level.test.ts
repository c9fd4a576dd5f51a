// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MIC_FULL_RMS,
  MIC_LEVEL_SAMPLE_MS,
  MIC_SILENT_HINT_MS,
  useMicLevel,
  type MicLevelSource,
} from './use-mic-level';

/** A microphone whose level the test sets, counting how often it is opened and closed. */
function fakeMic() {
  const mic = { rms: 0, opened: 0, closed: 0 };
  const source: MicLevelSource = {
    open: () => {
      mic.opened += 1;
      return Promise.resolve({ read: () => mic.rms, close: () => void (mic.closed += 1) });
    },
  };
  return { mic, source };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useMicLevel', () => {
  it('shows the level while listening, and says the visitor is silent after 10 s with nothing heard', async () => {
    const { mic, source } = fakeMic();
    const { result } = renderHook(() => useMicLevel(true, undefined, source));
    mic.rms = MIC_FULL_RMS / 2;
    await advance(MIC_LEVEL_SAMPLE_MS);
    expect(result.current).toEqual({ level: 0.5, silent: false });
    mic.rms = 0;
    await advance(MIC_SILENT_HINT_MS - 2 * MIC_LEVEL_SAMPLE_MS);
    expect(result.current.silent).toBe(false);
    await advance(3 * MIC_LEVEL_SAMPLE_MS);
    expect(result.current).toEqual({ level: 0, silent: true });
    // A word clears the hint at once.
    mic.rms = MIC_FULL_RMS * 2;
    await advance(MIC_LEVEL_SAMPLE_MS);
    expect(result.current).toEqual({ level: 1, silent: false });
  });

  it('releases the microphone when the visitor mutes, and shows nothing while muted', async () => {
    const { mic, source } = fakeMic();
    const { result, rerender } = renderHook(({ on }) => useMicLevel(on, undefined, source), {
      initialProps: { on: true },
    });
    mic.rms = MIC_FULL_RMS;
    await advance(MIC_LEVEL_SAMPLE_MS);
    rerender({ on: false });
    expect(mic.closed).toBe(1);
    expect(result.current).toEqual({ level: 0, silent: false });
    await advance(MIC_SILENT_HINT_MS * 2);
    expect(result.current).toEqual({ level: 0, silent: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closes a microphone that opens after the visitor already left', async () => {
    const { mic, source } = fakeMic();
    const { unmount } = renderHook(() => useMicLevel(true, undefined, source));
    unmount();
    await advance(0);
    expect([mic.opened, mic.closed]).toEqual([1, 1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
