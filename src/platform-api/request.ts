import { bindToCancelToken, type CancelToken } from './cancel';
import { buildUrl, encodeBody, readResponseBody, type Query } from './encoding';
import {
  PlatformAbortedError,
  PlatformApiError,
  PlatformTimeoutError,
  PlatformUnreachableError,
} from './errors';
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  isIdempotent,
  isRetryableStatus,
  retryDelay,
  type Backoff,
} from './retry-policy';
import type { BodyKind, HttpMethod } from './routes';

export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

export interface RequestOptions {
  baseUrl: string;
  /** The platform key, sent as `Authorization: Bearer <token>` unless `secure` is false. */
  token: string;
  method: HttpMethod;
  /** The path with its parameters already filled in (see fillPath). */
  path: string;
  query?: Query;
  /** Undefined sends no body. */
  body?: unknown;
  /** How `body` is encoded; JSON when not given. */
  bodyType?: BodyKind;
  /** False sends no Authorization header (the credential webhook). Default true. */
  secure?: boolean;
  /** Extra headers; they win over ours. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  cancelToken?: CancelToken;
  fetch?: typeof fetch;
  /** The limit for each attempt, from sending to reading the whole response; 0 or Infinity for none. */
  timeoutMs?: number;
  /** Retries after the first attempt, for idempotent methods only (retry-policy.ts). */
  maxRetries?: number;
  backoff?: Partial<Backoff>;
}

/**
 * The one HTTP path under every platform call. Resolves with the response as data (JSON, text, or undefined
 * for an empty body or 204). Throws PlatformApiError for a non-ok status, PlatformUnreachableError when no
 * answer came, PlatformTimeoutError after `timeoutMs`, PlatformAbortedError when the caller cancelled.
 * Idempotent methods are retried on 408, 429, 5xx and network failures (retry-policy.ts); POST and PATCH never.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  if ((options.method === 'GET' || options.method === 'HEAD') && options.body !== undefined) {
    throw new TypeError(`${options.method} ${options.path} cannot send a body; pass a query instead.`);
  }
  const url = buildUrl(options.baseUrl, options.path, options.query);
  const { body, contentType } = encodeBody(options.bodyType ?? 'json', options.body);
  const headers = new Headers();
  if (contentType) headers.set('content-type', contentType);
  if (options.secure !== false) headers.set('authorization', `Bearer ${options.token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const attempt: Attempt = {
    url,
    init: { method: options.method, headers, ...(body !== undefined && { body }) },
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const maxRetries = isIdempotent(options.method) ? (options.maxRetries ?? DEFAULT_MAX_RETRIES) : 0;
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const cancellation = linkCancellation(options.signal, options.cancelToken);
  try {
    for (let retry = 0; ; retry++) {
      try {
        return (await attemptOnce(attempt, cancellation.signal)) as T;
      } catch (error) {
        const delay = retry < maxRetries ? delayBeforeRetry(error, retry, backoff) : undefined;
        if (delay === undefined) throw error;
        await sleep(delay, cancellation.signal);
      }
    }
  } finally {
    cancellation.dispose();
  }
}

interface Attempt {
  url: URL;
  init: RequestInit;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Undefined when the failure is not worth a retry: a 4xx other than 408/429, a timeout, a cancellation. */
function delayBeforeRetry(error: unknown, retry: number, backoff: Backoff): number | undefined {
  if (error instanceof PlatformApiError && isRetryableStatus(error.status)) {
    return retryDelay(retry, error.response.headers.get('retry-after'), backoff);
  }
  // A timeout is not retried: a platform that hung once is likely to hang again, and the caller's wait would
  // grow to (maxRetries + 1) x timeoutMs.
  if (error instanceof PlatformUnreachableError) return backoffDelay(retry, backoff);
  return undefined;
}

/** One fetch with its own timer, aborted by the caller's cancellation too; the whole body is read inside. */
async function attemptOnce(attempt: Attempt, cancelled: AbortSignal): Promise<unknown> {
  if (cancelled.aborted) throw new PlatformAbortedError(cancelled.reason);
  const controller = new AbortController();
  let timedOut = false;
  const onCancel = () => controller.abort(cancelled.reason);
  cancelled.addEventListener('abort', onCancel, { once: true });
  const timer = startTimer(attempt.timeoutMs, () => {
    timedOut = true;
    controller.abort(new PlatformTimeoutError(attempt.url.origin, attempt.timeoutMs));
  });
  const failure = (cause: unknown) => {
    if (timedOut) return new PlatformTimeoutError(attempt.url.origin, attempt.timeoutMs);
    if (cancelled.aborted) return new PlatformAbortedError(cancelled.reason);
    // fetch says only 'Failed to fetch': say what could not be reached and what to do.
    return new PlatformUnreachableError(attempt.url.origin, cause);
  };
  try {
    let response: Response;
    let data: unknown;
    try {
      response = await attempt.fetch(attempt.url, { ...attempt.init, signal: controller.signal });
      data = await readResponseBody(response, attempt.init.method ?? 'GET');
    } catch (error) {
      throw failure(error);
    }
    // A fetch that ignores its signal may still settle after the abort: the abort wins.
    if (controller.signal.aborted) throw failure(controller.signal.reason);
    if (!response.ok) throw new PlatformApiError(response.status, data, response);
    return data;
  } finally {
    clearTimeout(timer);
    cancelled.removeEventListener('abort', onCancel);
  }
}

/** setTimeout fires at once for delays above 2^31 - 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `onTimeout` after `ms`; no timer for 0 or Infinity. */
function startTimer(ms: number, onTimeout: () => void): ReturnType<typeof setTimeout> | undefined {
  return Number.isFinite(ms) && ms > 0 ? setTimeout(onTimeout, Math.min(ms, MAX_TIMER_MS)) : undefined;
}

/** Waits `ms`, or rejects with PlatformAbortedError as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new PlatformAbortedError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new PlatformAbortedError(signal.reason));
    };
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.min(ms, MAX_TIMER_MS),
    );
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** One signal for the caller's AbortSignal and cancel token; `dispose` unties it from both. */
function linkCancellation(
  signal: AbortSignal | undefined,
  token: CancelToken | undefined,
): { signal: AbortSignal; dispose: () => void } {
  if (!token) return { signal: signal ?? new AbortController().signal, dispose: () => {} };
  const linked = new AbortController();
  const untie = bindToCancelToken(token, linked);
  const onAbort = () => linked.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: linked.signal,
    dispose: () => {
      untie();
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
