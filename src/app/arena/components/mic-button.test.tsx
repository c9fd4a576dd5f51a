// @vitest-environment jsdom
import * as Tooltip from '@radix-ui/react-tooltip';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeResizeObserver } from './testing/fake-resize-observer';
import { MIC_HINT_MUTED, MicButton, type MicButtonProps } from './mic-button';

beforeAll(installFakeResizeObserver);
afterEach(cleanup);

function renderMic(props: MicButtonProps) {
  return render(
    <Tooltip.Provider delayDuration={0}>
      <MicButton {...props} />
    </Tooltip.Provider>,
  );
}

describe('MicButton', () => {
  it('reads Join Debate, not pressed, while muted', () => {
    renderMic({ muted: true, disabled: false, onToggle: vi.fn() });
    const button = screen.getByRole('button', { name: 'Join Debate' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Join Debate');
  });

  it('shows Speaking Live, named with the words it shows after the same start, and is pressed while unmuted', () => {
    renderMic({ muted: false, disabled: false, onToggle: vi.fn() });
    const button = screen.getByRole('button', { name: 'Join Debate: Speaking Live', pressed: true });
    expect(button.textContent).toBe('Speaking Live');
  });

  it('toggles on click and from the keyboard', async () => {
    const onToggle = vi.fn();
    renderMic({ muted: true, disabled: false, onToggle });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join Debate' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(3);
  });

  it('is really disabled while the debate is not connected', async () => {
    const onToggle = vi.fn();
    renderMic({ muted: true, disabled: true, onToggle });
    const button = screen.getByRole('button', { name: 'Join Debate' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('explains itself in a tooltip on keyboard focus', async () => {
    renderMic({ muted: true, disabled: false, onToggle: vi.fn() });
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', MIC_HINT_MUTED);
  });
});
