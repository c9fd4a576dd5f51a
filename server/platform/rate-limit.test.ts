import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

function limiter(burst: number, perSecond: number) {
  const clock = { now: 0 };
  return { clock, limit: new RateLimiter({ burst, perSecond }, () => clock.now) };
}

describe('the rate limiter', () => {
  it('lets a burst through, then one request per token earned, saying how long to wait', () => {
    const { clock, limit } = limiter(3, 1);
    for (let i = 0; i < 3; i++) expect(limit.take('a')).toEqual({ ok: true });
    expect(limit.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    clock.now = 1000;
    expect(limit.take('a').ok).toBe(true);
    // Another caller has a bucket of its own.
    expect(limit.take('b').ok).toBe(true);
  });

  it('takes a cost in tokens, for limits counted in bytes', () => {
    const { limit } = limiter(64, 48);
    expect(limit.take('mic', 60).ok).toBe(true);
    expect(limit.take('mic', 10)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('forgets the callers whose bucket has filled up again, so memory stays bounded', () => {
    const { clock, limit } = limiter(2, 1);
    for (let i = 0; i < 1000; i++) limit.take(`caller-${i}`);
    expect(limit.tracked).toBe(1000);
    clock.now = 5000;
    limit.take('late');
    expect(limit.tracked).toBe(1);
  });
});
