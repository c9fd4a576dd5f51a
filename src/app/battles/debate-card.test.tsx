// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Philosopher } from '../../debates';
import { PhilosopherList } from './debate-card';

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
