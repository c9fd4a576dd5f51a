declare const cancelTokenBrand: unique symbol;

/**
 * An opaque key that groups requests so that they can be cancelled together: pass it as `cancelToken` to any
 * number of calls, then `abortRequest(token)` aborts every one of them still running. Like an AbortSignal, an
 * aborted token stays aborted: a request started with it later fails at once with PlatformAbortedError.
 */
export interface CancelToken {
  readonly label: string | undefined;
  readonly [cancelTokenBrand]: true;
}

interface TokenState {
  /** Set once aborted: the abort reason. */
  abortedWith?: { reason: unknown };
  /** One controller per running request. A set, not one shared signal: a shared signal would collect one
   * listener per request, and Node warns past ten. */
  running: Set<AbortController>;
}

// Held weakly: a token the caller drops takes its state with it.
const tokens = new WeakMap<CancelToken, TokenState>();

/** A new cancel token; `label` only helps debugging. */
export function createCancelToken(label?: string): CancelToken {
  const token = Object.freeze({ label }) as CancelToken;
  tokens.set(token, { running: new Set() });
  return token;
}

/** Aborts every request started with `token`, now and later. Unknown tokens are ignored. */
export function abortRequest(token: CancelToken, reason?: unknown): void {
  const state = tokens.get(token);
  if (!state || state.abortedWith) return;
  const controller = new AbortController();
  // abort(undefined) makes the standard AbortError DOMException: the same reason an AbortSignal would give.
  controller.abort(reason);
  state.abortedWith = { reason: controller.signal.reason };
  for (const running of state.running) running.abort(state.abortedWith.reason);
  state.running.clear();
}

/**
 * Ties `controller` to `token` for one request: aborted at once if the token already is, else when it is.
 * Returns the function that unties it when the request is over.
 */
export function bindToCancelToken(token: CancelToken, controller: AbortController): () => void {
  const state = tokens.get(token);
  if (!state) throw new TypeError('Not a cancel token: create one with createCancelToken().');
  if (state.abortedWith) {
    controller.abort(state.abortedWith.reason);
    return () => {};
  }
  state.running.add(controller);
  return () => state.running.delete(controller);
}
