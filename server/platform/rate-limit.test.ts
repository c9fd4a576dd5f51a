import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { RateLimiter } from './rate-limit';

function limiter(burst: number, perSecond: number) {
  const clock = { now: 0 };
  return { clock, limit: new RateLimiter({ burst, perSecond }, () => clock.now) };
}

describe('the rate limiter', () => {
  it('lets a burst through, then one request per token earned, with the wait in Retry-After', () => {
    const { clock, limit } = limiter(3, 1);
    for (let i = 0; i < 3; i++) limit.take('a');
    const refused = (() => {
      try {
        limit.take('a');
      } catch (error) {
        return error as HttpError;
      }
    })();
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['retry-after']).toBe('1');
    clock.now = 1000;
    expect(() => limit.take('a')).not.toThrow();
    // Another caller has a bucket of its own.
    expect(() => limit.take('b')).not.toThrow();
  });

  it('takes a cost in tokens, for limits counted in bytes', () => {
    const { limit } = limiter(64, 48);
    limit.take('mic', 60);
    expect(() => limit.take('mic', 10)).toThrow(HttpError);
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
