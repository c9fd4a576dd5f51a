// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debates, type Philosopher } from '../../debates';
import { DebateCard, PhilosopherList } from './debate-card';

afterEach(cleanup);

const socrates: Philosopher = {
  name: 'Socrates',
  subtitle: 'The Gadfly',
  quote: 'Define it.',
  color: 'emerald',
};
const nietzsche: Philosopher = {
  name: 'Nietzsche',
  subtitle: 'The Hammer',
  quote: 'Smash it.',
  color: 'red',
};

describe('PhilosopherList', () => {
  it("puts 'VS' after the first of two", () => {
    render(<PhilosopherList philosophers={[socrates, nietzsche]} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('VS')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('VS')).toBeNull();
  });

  it("shows no 'VS' for a lone philosopher", () => {
    render(<PhilosopherList philosophers={[socrates]} />);
    expect(screen.getByRole('list', { name: 'Philosophers' }).textContent).toBe('SocratesThe Gadfly');
    expect(screen.queryByText('VS')).toBeNull();
  });
});

describe('DebateCard', () => {
  const debate = debates[3] ?? debates[0];
  if (!debate) throw new Error('the catalogue is empty');

  it('joins a playable debate with its id', async () => {
    const onJoin = vi.fn();
    render(<DebateCard debate={debate} playable onJoin={onJoin} />);
    expect(screen.queryByText('Coming Soon')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join Battle' }));
    expect(onJoin).toHaveBeenCalledExactlyOnceWith(debate.id);
  });

  it('covers a debate that cannot be joined with Coming Soon, and joining it does nothing', async () => {
    const onJoin = vi.fn();
    render(<DebateCard debate={debate} playable={false} onJoin={onJoin} />);
    expect(screen.getByText('Coming Soon')).toBeDefined();
    expect(screen.getByText('Squad configuration in progress')).toBeDefined();
    const join = screen.getByRole('button', { name: 'Join Battle' });
    expect(join.getAttribute('aria-disabled')).toBe('true');
    expect(join.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(join);
    expect(onJoin).not.toHaveBeenCalled();
  });
});
