// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXPRESSION_REFRESH_MAX_MS,
  EXPRESSION_REFRESH_MIN_MS,
  expressions,
  type ArenaParticipant,
} from '../../../debates';
import { ParticipantCard } from './participant-card';

const socrates: ArenaParticipant = { name: 'Socrates', subtitle: 'The Gadfly', color: 'emerald' };

/** A random source that plays back the given numbers and fails loudly when the card asks for more. */
function scriptedRandom(values: number[]) {
  const queue = [...values];
  return vi.fn(() => {
    const next = queue.shift();
    if (next === undefined) throw new Error('The scripted random numbers ran out');
    return next;
  });
}

function shownExpression(): string | undefined {
  return expressions.find((line) => screen.queryByText(line) !== null);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ParticipantCard', () => {
  it('shows the name, subtitle and colour icon', () => {
    const { container } = render(<ParticipantCard participant={socrates} speaking={false} />);
    const card = screen.getByRole('article', { name: 'Socrates' });
    expect(card.textContent).toContain('Socrates');
    expect(screen.getByText('The Gadfly')).toBeDefined();
    const icon = container.querySelector('svg.participant-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('class')).toContain('color-emerald');
    expect(icon?.getAttribute('class')).toContain('lucide-message-circle');
  });

  it('re-draws the expression after each scripted delay and re-arms with a fresh delay', () => {
    // Calls in order: first pick, delay, pick, delay, pick, delay.
    const random = scriptedRandom([0, 0, 0, 0.9999, 0, 0.5]);
    render(<ParticipantCard participant={socrates} speaking={false} random={random} />);
    expect(shownExpression()).toBe(expressions[0]);

    act(() => vi.advanceTimersByTime(2999));
    expect(shownExpression()).toBe(expressions[0]);
    act(() => vi.advanceTimersByTime(1)); // 3000 ms: random 0 -> the shortest delay
    expect(shownExpression()).toBe(expressions[1]);

    act(() => vi.advanceTimersByTime(4999));
    expect(shownExpression()).toBe(expressions[1]);
    act(() => vi.advanceTimersByTime(1)); // 5000 ms: random 0.9999 -> the longest delay
    expect(shownExpression()).toBe(expressions[0]);

    act(() => vi.advanceTimersByTime(3999));
    expect(shownExpression()).toBe(expressions[0]);
    expect(random).toHaveBeenCalledTimes(6);
  });

  it('waits between 3 and 5 seconds before every re-draw, and the line always changes', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    render(<ParticipantCard participant={socrates} speaking={false} random={random} />);
    const seen = [shownExpression()];
    for (let i = 0; i < 20; i += 1) {
      act(() => vi.advanceTimersToNextTimer());
      seen.push(shownExpression());
    }
    const delays = setTimeoutSpy.mock.calls.map(([, delay]) => delay ?? 0);
    expect(delays.length).toBeGreaterThanOrEqual(20);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(EXPRESSION_REFRESH_MIN_MS);
      expect(delay).toBeLessThanOrEqual(EXPRESSION_REFRESH_MAX_MS);
    }
    expect(new Set(delays).size).toBeGreaterThan(1);
    seen.forEach((line, index) => {
      expect(line).toBeDefined();
      if (index > 0) expect(line).not.toBe(seen[index - 1]);
    });
  });

  it('shows a SPEAKING badge instead of an expression, with no timer, while speaking', () => {
    const view = render(<ParticipantCard participant={socrates} speaking random={() => 0} />);
    expect(screen.getByText('SPEAKING')).toBeDefined();
    expect(shownExpression()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);

    view.rerender(<ParticipantCard participant={socrates} speaking={false} random={() => 0} />);
    expect(screen.queryByText('SPEAKING')).toBeNull();
    expect(shownExpression()).toBe(expressions[0]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clears its timer on unmount', () => {
    const view = render(<ParticipantCard participant={socrates} speaking={false} />);
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
