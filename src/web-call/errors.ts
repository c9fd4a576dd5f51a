/**
 * What a web-call failure is about. The app branches on this, never on the shape of what caused it.
 * - Before a call exists: 'missing-target' (start() named nothing), 'start-failed' (the platform did not create
 *   the call: unreachable, refused or slow), 'join-failed' (the call was created, its audio never connected).
 * - Ending the call: 'call-failed' (the transport failed during the call).
 * - During a call, which goes on: the rest.
 */
export type WebCallErrorCode =
  | 'missing-target'
  | 'start-failed'
  | 'join-failed'
  | 'call-failed'
  | 'no-call'
  | 'malformed-message'
  | 'send'
  | 'microphone'
  | 'audio-blocked'
  | 'audio-output'
  | 'subscription'
  | 'noise-cancellation'
  | 'audio-processor-recovery'
  | 'audio-level-observer'
  | 'recording';

/** The codes after which there is no call: the app shows its error screen. */
const FATAL: ReadonlySet<WebCallErrorCode> = new Set([
  'missing-target',
  'start-failed',
  'join-failed',
  'call-failed',
]);

/** Every failure the web-call client emits or throws; `cause` holds what the browser, Daily or the API threw. */
export class WebCallError extends Error {
  override readonly name = 'WebCallError';
  /** No call is left after this error (or none was made). */
  readonly fatal: boolean;

  constructor(
    readonly code: WebCallErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.fatal = FATAL.has(code);
  }

  /**
   * An error with this code for whatever was thrown: a WebCallError keeps its own code; otherwise the message
   * is the cause's own (an Error's message, daily-js's errorMsg, a string), after `context` when one is given.
   */
  static from(code: WebCallErrorCode, cause: unknown, context?: string): WebCallError {
    if (cause instanceof WebCallError) return cause;
    const detail = describe(cause);
    const message = [context, detail].filter(Boolean).join(' ') || 'An error occurred';
    return new WebCallError(code, message, { cause });
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  if (typeof cause === 'object' && cause !== null && 'errorMsg' in cause) return String(cause.errorMsg);
  return '';
}

/** Who ended a call, as the transport saw it. */
export type CallEndedBy =
  /** This client left (stop(), end(), or the page going away). */
  | 'visitor'
  /** The platform ended the call and closed the connection cleanly. */
  | 'platform'
  /** The connection broke: the network or the platform went away without a goodbye. */
  | 'connection';

export interface CallLeft {
  by: CallEndedBy;
  /** The transport's own words about it, when it has any (a close code, Daily's error). */
  detail?: string;
}
