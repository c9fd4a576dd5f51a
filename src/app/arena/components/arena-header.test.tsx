// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArenaHeader, type ArenaHeaderProps } from './arena-header';

afterEach(cleanup);

function renderHeader(overrides: Partial<ArenaHeaderProps> = {}) {
  const props: ArenaHeaderProps = {
    onExit: vi.fn(),
    elapsedSeconds: 0,
    challenges: 0,
    status: 'connecting',
    title: 'The Morality Clash',
    topic: 'Is morality objective?',
    ...overrides,
  };
  render(<ArenaHeader {...props} />);
  return props;
}

describe('ArenaHeader', () => {
  it('shows the title as the page heading, the topic and the arena tag', () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'The Morality Clash' })).toBeDefined();
    expect(screen.getByText('Is morality objective?')).toBeDefined();
    expect(screen.getByText('PHILOSOPHICAL ARENA')).toBeDefined();
  });

  it('calls onExit from the Exit Arena button', async () => {
    const props = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Exit Arena' }));
    expect(props.onExit).toHaveBeenCalledTimes(1);
  });

  it('shows the elapsed time as m:ss', () => {
    renderHeader({ elapsedSeconds: 75 });
    const time = screen.getByText('1:15');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('PT75S');
  });

  it.each([
    [0, '0 challenges'],
    [1, '1 challenge'],
    [12, '12 challenges'],
  ])('counts %i challenges as %s', (challenges, text) => {
    renderHeader({ challenges });
    expect(screen.getByText(text, { exact: true })).toBeDefined();
  });

  it.each([
    ['connecting', 'CONNECTING'],
    ['live', 'LIVE'],
    ['error', 'ERROR'],
    ['ended', 'ENDED'],
  ] as const)('shows the %s status as %s', (status, text) => {
    renderHeader({ status });
    const badge = screen.getByText(text);
    expect(badge.className).toContain(`arena-header__status--${status}`);
    for (const other of ['CONNECTING', 'LIVE', 'ERROR', 'ENDED'].filter((t) => t !== text)) {
      expect(screen.queryByText(other)).toBeNull();
    }
  });

  it('takes the focus to the debate title when the arena appears, for keyboard and screen-reader users', () => {
    renderHeader();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The Morality Clash' }));
  });

  it('offers End debate apart from Exit Arena only when given, and shows Closing… once pressed', async () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: 'End debate' })).toBeNull();
    cleanup();
    const onEndDebate = vi.fn();
    const { onExit } = renderHeader({ status: 'live', onEndDebate });
    await userEvent.click(screen.getByRole('button', { name: 'End debate' }));
    expect(onEndDebate).toHaveBeenCalledOnce();
    expect(onExit).not.toHaveBeenCalled();
    cleanup();
    renderHeader({ status: 'live', onEndDebate, closing: true });
    // Still focusable, so that the focus stays on it while the verdict is spoken, but it does nothing.
    const closingButton = screen.getByRole('button', { name: 'Closing…' });
    expect(closingButton.getAttribute('aria-disabled')).toBe('true');
    closingButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(onEndDebate).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(closingButton);
  });
});
