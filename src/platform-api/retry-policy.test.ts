import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  isIdempotent,
  isRetryableStatus,
  parseRetryAfter,
  retryDelay,
} from './retry-policy';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('retry policy', () => {
  it('treats GET, HEAD, OPTIONS, PUT and DELETE as idempotent, never POST or PATCH', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'].every((m) => isIdempotent(m as 'GET'))).toBe(true);
    expect(isIdempotent('POST')).toBe(false);
    expect(isIdempotent('PATCH')).toBe(false);
  });

  it('retries 408, 429 and 5xx only', () => {
    expect([408, 429, 500, 502, 503, 504, 599].every(isRetryableStatus)).toBe(true);
    expect([200, 301, 400, 401, 403, 404, 409, 413, 422, 600].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the backoff from baseMs and caps it at maxMs', () => {
    const backoff = { ...DEFAULT_BACKOFF, baseMs: 100, maxMs: 500 };
    expect([0, 1, 2, 3, 4].map((retry) => backoffDelay(retry, backoff))).toEqual([100, 200, 400, 500, 500]);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('1', NOW)).toBe(1_000);
    expect(parseRetryAfter(' 2.5 ', NOW)).toBe(2_500);
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });

  it("prefers the platform's Retry-After, and gives up when it is beyond the cap", () => {
    const backoff = { baseMs: 100, maxMs: 1_000, retryAfterMaxMs: 5_000 };
    expect(retryDelay(1, null, backoff)).toBe(200);
    expect(retryDelay(1, '3', backoff)).toBe(3_000);
    expect(retryDelay(0, '6', backoff)).toBeUndefined();
  });
});
