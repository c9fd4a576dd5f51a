import { describe, expect, it } from 'vitest';
import {
  EXPRESSION_REFRESH_MAX_MS,
  EXPRESSION_REFRESH_MIN_MS,
  expressions,
  nextExpressionDelay,
  pickExpression,
} from './expressions';

/** A generator that replays fixed values, so each test names the numbers it feeds. */
function replay(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

/** Small seeded PRNG (mulberry32) for sweeping many values deterministically. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('expressions', () => {
  it('has 24 distinct short asides', () => {
    expect(expressions).toHaveLength(24);
    expect(new Set(expressions).size).toBe(24);
    for (const expression of expressions) {
      expect(expression).toMatch(/^\*[a-z][^*]+\*$/);
      expect(expression.length).toBeLessThanOrEqual(50);
    }
  });
});

describe('pickExpression', () => {
  it('maps the random number onto the list when there is no previous line', () => {
    expect(pickExpression(replay(0))).toBe(expressions[0]);
    expect(pickExpression(replay(0.5))).toBe(expressions[12]);
    expect(pickExpression(replay(0.999999))).toBe(expressions[23]);
  });

  it('never repeats the previous line, whatever the random number', () => {
    for (const previous of expressions) {
      for (const value of [0, 0.25, 0.5, 0.75, 0.999999, 1]) {
        const picked = pickExpression(replay(value), previous);
        expect(picked).not.toBe(previous);
        expect(expressions).toContain(picked);
      }
    }
  });

  it('gives each seat a share of its own, so that no two seats show the same line at once', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const lines = [0, 1, 2].map((index) => pickExpression(random, undefined, { index, of: 3 }));
      expect(new Set(lines).size).toBe(3);
    }
    const shares = [0, 1, 2].map(
      (index) =>
        new Set(Array.from({ length: 300 }, () => pickExpression(random, undefined, { index, of: 3 }))),
    );
    expect(shares.map((share) => share.size)).toEqual([8, 8, 8]);
  });

  it('skips the previous line when the random number lands on it', () => {
    const first = expressions[0] ?? '';
    expect(pickExpression(replay(0), first)).toBe(expressions[1]);
  });

  it('changes the line on every refresh of a long sequence, and reaches every line', () => {
    const random = seeded(42);
    const seen = new Set<string>();
    let current = pickExpression(random);
    for (let i = 0; i < 500; i++) {
      const next = pickExpression(random, current);
      expect(next).not.toBe(current);
      seen.add(next);
      current = next;
    }
    expect(seen.size).toBe(24);
  });

  it('stays in range when the generator misbehaves with 1 or a negative number', () => {
    expect(pickExpression(replay(1))).toBe(expressions[23]);
    expect(pickExpression(replay(-0.5))).toBe(expressions[0]);
  });
});

describe('nextExpressionDelay', () => {
  it('refreshes every 3 to 5 seconds', () => {
    expect(EXPRESSION_REFRESH_MIN_MS).toBe(3000);
    expect(EXPRESSION_REFRESH_MAX_MS).toBe(5000);
  });

  it('maps the random number onto [3000, 5000] ms, both ends included', () => {
    expect(nextExpressionDelay(replay(0))).toBe(3000);
    expect(nextExpressionDelay(replay(0.5))).toBe(4000);
    expect(nextExpressionDelay(replay(0.9999999))).toBe(5000);
    expect(nextExpressionDelay(replay(1))).toBe(5000);
  });

  it('returns whole milliseconds within bounds for many random numbers', () => {
    const random = seeded(7);
    for (let i = 0; i < 1000; i++) {
      const delay = nextExpressionDelay(random);
      expect(Number.isInteger(delay)).toBe(true);
      expect(delay).toBeGreaterThanOrEqual(3000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });
});
