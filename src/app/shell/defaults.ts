import { QueryClient } from '@tanstack/react-query';

// The library defaults of spec section 9, named in one place.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOASTS_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;
export const QUERY_CACHE_MS = 5 * 60_000;

/** Exponential backoff from 1 s, doubling, capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay: queryRetryDelay, gcTime: QUERY_CACHE_MS },
    },
  });
}
