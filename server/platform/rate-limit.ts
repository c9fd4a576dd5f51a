export interface RateLimit {
  /** Requests allowed at once. */
  burst: number;
  /** Requests allowed per second after the burst. */
  perSecond: number;
}

/** What taking from a bucket gave: the tokens, or how long until they are there. */
export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The most distinct callers tracked at once; beyond it the longest-full buckets are forgotten (they are full). */
const MAX_TRACKED = 10_000;

/**
 * A token bucket per caller (key and address): `burst` requests at once, then `perSecond`. Memory stays bounded:
 * a bucket that has filled up again is the same as none and is dropped.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes `cost` tokens (one request's, by default) for `caller`, or says how many seconds until they are there. */
  take(caller: string, cost = 1): Taken {
    const now = this.now();
    const bucket = this.buckets.get(caller) ?? { tokens: this.limit.burst, at: now };
    bucket.tokens = Math.min(
      this.limit.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond,
    );
    bucket.at = now;
    if (bucket.tokens < cost) {
      this.buckets.set(caller, bucket);
      return { ok: false, retryAfterSeconds: Math.ceil((cost - bucket.tokens) / this.limit.perSecond) };
    }
    bucket.tokens -= cost;
    // Re-inserted, so the map's order is the order of last use.
    this.buckets.delete(caller);
    this.buckets.set(caller, bucket);
    this.forgetFull(now);
    return { ok: true };
  }

  /** Callers with a bucket in memory. */
  get tracked(): number {
    return this.buckets.size;
  }

  private forgetFull(now: number): void {
    for (const [caller, bucket] of this.buckets) {
      const full = bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond >= this.limit.burst;
      if (!full && this.buckets.size <= MAX_TRACKED) break;
      this.buckets.delete(caller);
    }
  }
}
