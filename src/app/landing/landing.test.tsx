// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_SPEED_PX_PER_FRAME, startBanner } from './banner';
import { Landing, SLOGAN } from './landing';

describe('Landing', () => {
  it("shows the spec's texts, one ENTER, and the slogan banner", () => {
    const onEnter = vi.fn();
    render(<Landing onEnter={onEnter} />);
    expect(screen.getByText('Challenge Great Minds with Your Voice')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Become the Voice of Inquiry' })).toBeTruthy();
    expect(
      screen.getByText(
        'Engage in live voice debates with AI philosophers. Speak your challenges and hear them respond to your questions in real-time.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Real-time voice interaction with AI philosophers')).toBeTruthy();
    expect(SLOGAN).toBe('The first rule of Dialectic Club is: you MUST talk about Dialectic Club');
    expect(screen.getByRole('marquee', { name: SLOGAN })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ENTER' }));
    expect(onEnter).toHaveBeenCalledOnce();
  });
});

describe('startBanner', () => {
  it('scrolls half the track at 2 px a frame (120 px/s)', () => {
    const banner = document.createElement('div');
    const track = document.createElement('div');
    track.className = 'banner-track';
    banner.append(track);
    Object.defineProperty(track, 'scrollWidth', { value: 2400 });
    const stop = startBanner(banner);
    expect(BANNER_SPEED_PX_PER_FRAME).toBe(2);
    expect(track.style.getPropertyValue('--banner-duration')).toBe('10.00s');
    stop();
  });
});
