import type { HttpMethod } from './routes';

/** How long one attempt may take, from sending the request to reading the whole response. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Retries after the first attempt, for the idempotent requests that may be retried at all. */
export const DEFAULT_MAX_RETRIES = 2;

export interface Backoff {
  /** The wait before the first retry; it doubles for each further retry. */
  baseMs: number;
  /** The longest wait the doubling reaches. */
  maxMs: number;
  /** The longest Retry-After we honour; a platform asking for more is not retried (the error is thrown). */
  retryAfterMaxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 500, maxMs: 8_000, retryAfterMaxMs: 60_000 };

/**
 * Methods that the platform may see twice without harm. POST never: POST /call or /call/web would start a
 * second call, and a create would make a second assistant; the platform has no idempotency key to de-duplicate
 * them. PATCH neither: RFC 5789 does not make it idempotent, and a partial update that lands twice after a
 * concurrent change from someone else would undo that change.
 */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function isIdempotent(method: HttpMethod): boolean {
  return IDEMPOTENT_METHODS.has(method);
}

/** 408 Request Timeout, 429 Too Many Requests and any 5xx may succeed when tried again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** The exponential wait before retry number `retry` (0 for the first), capped at `maxMs`. */
export function backoffDelay(retry: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** retry);
}

/**
 * Retry-After in milliseconds from now: delta-seconds ('120') or an HTTP date. Undefined when absent or
 * unparseable; a date in the past is 0.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry`: the platform's Retry-After when it sent one (it knows its load
 * better than our doubling does), else the backoff. Undefined means do not retry: Retry-After is beyond
 * `retryAfterMaxMs`, and coming back sooner than asked would only be refused again.
 */
export function retryDelay(retry: number, retryAfter: string | null, backoff: Backoff): number | undefined {
  const asked = parseRetryAfter(retryAfter);
  if (asked === undefined) return backoffDelay(retry, backoff);
  return asked > backoff.retryAfterMaxMs ? undefined : asked;
}
