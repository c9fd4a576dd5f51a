/**
 * What went wrong, as a caller acts on it:
 * - `api-error`: the platform answered with a non-ok status; read `status` and `body`.
 * - `unreachable`: no HTTP answer at all (offline, refused, DNS, CORS); check the connection.
 * - `timeout`: the platform took longer than the client's `timeoutMs`; try again later.
 * - `aborted`: the caller cancelled (AbortSignal or cancel token); nothing to report.
 */
export type PlatformErrorCode = 'api-error' | 'unreachable' | 'timeout' | 'aborted';

/** The base of every error the platform API client throws: branch on `code` (or `instanceof` a subclass). */
export abstract class PlatformError extends Error {
  abstract readonly code: PlatformErrorCode;
}

/** A non-ok response from the platform: the status, the parsed body and the response itself. */
export class PlatformApiError extends PlatformError {
  readonly code = 'api-error';

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly response: Response,
  ) {
    super(describe(status, body));
    this.name = 'PlatformApiError';
  }
}

function describe(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('; ');
  }
  return `The platform answered ${status}.`;
}

/** The platform could not be reached at all: no HTTP response (offline, refused, DNS, CORS). */
export class PlatformUnreachableError extends PlatformError {
  readonly code = 'unreachable';

  constructor(
    readonly origin: string,
    cause: unknown,
  ) {
    super(`Could not reach the voice platform at ${origin}. Check your connection and try again.`, { cause });
    this.name = 'PlatformUnreachableError';
  }
}

/** The platform did not answer within `timeoutMs`: the request was aborted, its connection closed. */
export class PlatformTimeoutError extends PlatformError {
  readonly code = 'timeout';

  constructor(
    readonly origin: string,
    readonly timeoutMs: number,
  ) {
    super(`The voice platform at ${origin} did not answer within ${timeoutMs} ms. Try again later.`);
    this.name = 'PlatformTimeoutError';
  }
}

/** The caller cancelled the request, by its AbortSignal or its cancel token; `cause` is the abort reason. */
export class PlatformAbortedError extends PlatformError {
  readonly code = 'aborted';

  constructor(cause: unknown) {
    super('The request to the voice platform was cancelled.', { cause });
    this.name = 'PlatformAbortedError';
  }
}
