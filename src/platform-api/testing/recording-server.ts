import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** The path as sent, still percent-encoded, without the query. */
  path: string;
  /** The raw query string without '?', '' when none. */
  query: string;
  headers: IncomingHttpHeaders;
  /** The raw body bytes. */
  body: Buffer;
  contentType: string | undefined;
  /** performance.now() when the whole request had arrived. */
  receivedAt: number;
  /** Resolves when the client closed the connection before it was answered (abort, timeout). */
  closedUnanswered: Promise<void>;
}

/**
 * How to answer: a status with a JSON or text body and headers; 'hang' never answers (the client must give
 * up); 'destroy' drops the connection without an answer (a network failure).
 */
export type Reply =
  { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'hang' | 'destroy';

export type Responder = (request: RecordedRequest) => Reply;

/** Default answer: 200 with the method and path, so a test can check that the response was read as JSON. */
const echo: Responder = (request) => ({ json: { method: request.method, path: request.path } });

export interface RecordingServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers the next requests with these replies, in order; after them, with the responder. */
  script(...replies: Reply[]): void;
  /** Sets the answer for requests no scripted reply is left for. */
  respondWith(responder: Responder): void;
  /** Forgets the requests and scripted replies and restores the echo answer. */
  reset(): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

/** A real HTTP server on a free port that records every request and answers as the test scripts it. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let scripted: Reply[] = [];
  let responder: Responder = echo;
  const waiters = new Set<() => void>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let answered = false;
    let onClosedUnanswered: () => void = () => {};
    const closedUnanswered = new Promise<void>((resolve) => (onClosedUnanswered = resolve));
    res.on('close', () => {
      if (!answered) onClosedUnanswered();
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://recording.test');
      const raw = req.url ?? '/';
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: raw.split('?')[0] ?? '',
        query: url.search.slice(1),
        headers: req.headers,
        body: Buffer.concat(chunks),
        contentType: req.headers['content-type'],
        receivedAt: performance.now(),
        closedUnanswered,
      };
      requests.push(recorded);
      for (const wake of waiters) wake();
      const reply = scripted.shift() ?? responder(recorded);
      if (reply === 'hang') return;
      answered = true;
      if (reply === 'destroy') {
        req.socket.destroy();
        return;
      }
      answer(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => scripted.push(...replies),
    respondWith: (next) => (responder = next),
    reset: () => {
      requests.length = 0;
      scripted = [];
      responder = echo;
    },
    waitForRequests: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (requests.length < count) return;
          waiters.delete(check);
          resolve(requests.slice(0, count));
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function answer(res: ServerResponse, reply: Exclude<Reply, 'hang' | 'destroy'>): void {
  const status = reply.status ?? 200;
  const headers: Record<string, string> = { ...reply.headers };
  let body = '';
  if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  } else if (reply.text !== undefined) {
    body = reply.text;
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  }
  res.writeHead(status, headers);
  res.end(status === 204 ? undefined : body);
}
