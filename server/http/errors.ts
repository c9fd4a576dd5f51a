import type { ServerResponse } from 'node:http';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

/** An error whose message is safe to show to the API caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(statusCode, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

/** The one error shape on the wire: real message for 4xx, generic for 5xx (full detail goes to the log). */
export function sendError(res: ServerResponse, error: unknown, log: (line: string) => void): void {
  // A client that left part-way through its request (its body cut off) has no one to answer, and is not a failure of
  // ours to log with a stack: a client doing it on purpose must not fill the log.
  if (res.req.destroyed && !(error instanceof HttpError)) {
    res.destroy();
    return;
  }
  const statusCode = error instanceof HttpError ? error.statusCode : 500;
  const message =
    error instanceof HttpError ? error.message : 'The local platform failed to handle this request.';
  // An unexpected failure is logged in full; a refusal the server meant (4xx, 501) is the caller's to read.
  if (!(error instanceof HttpError) || statusCode === 500)
    log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const headers = error instanceof HttpError ? error.headers : {};
  sendJson(res, statusCode, { statusCode, error: REASONS[statusCode] ?? 'Error', message }, headers);
}
