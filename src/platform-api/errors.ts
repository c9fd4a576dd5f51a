/** A non-ok response from the platform: the status, the parsed body and the response itself. */
export class PlatformApiError extends Error {
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
export class PlatformUnreachableError extends Error {
  constructor(
    readonly origin: string,
    cause: unknown,
  ) {
    super(`Could not reach the voice platform at ${origin}. Check your connection and try again.`, { cause });
    this.name = 'PlatformUnreachableError';
  }
}
