// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioBlockedNotice, useAudioGesture } from './audio-blocked-notice';

afterEach(cleanup);

/** A page whose sound is held back until a gesture, with the notice above a button the visitor presses. */
function Page({ onPress }: { onPress: () => void }) {
  const [blocked, setBlocked] = useState(true);
  const enable = () => setBlocked(false);
  const audio = useAudioGesture(blocked, enable);
  return (
    <main {...audio.handlers}>
      {audio.noticeShown && <AudioBlockedNotice onEnable={enable} />}
      <button type="button" onClick={onPress}>
        Join Debate
      </button>
    </main>
  );
}

describe('the sound held back by the browser', () => {
  it('is started by the first press anywhere, and its notice stays until the press is released', async () => {
    vi.useFakeTimers();
    try {
      const onPress = vi.fn();
      render(<Page onPress={onPress} />);
      const join = screen.getByRole('button', { name: 'Join Debate' });
      fireEvent.pointerDown(join);
      // The sound is started, but the button must not move while it is held: the notice above it stays.
      expect(screen.queryByRole('alert')).not.toBeNull();
      fireEvent.pointerUp(join);
      fireEvent.click(join);
      expect(onPress).toHaveBeenCalledOnce();
      await act(() => vi.runAllTimersAsync());
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is started by a key too', () => {
    render(<Page onPress={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Join Debate' }), { key: 'Tab' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
