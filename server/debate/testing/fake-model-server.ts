import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake endpoint behaves for one request. */
export type ModelBehaviour =
  /** Streams these text pieces as chat-completion chunks, `pauseMs` apart, then `[DONE]`. */
  | { kind: 'stream'; pieces: string[]; pauseMs?: number; firstPauseMs?: number }
  /** Answers with an HTTP error. */
  | { kind: 'status'; status: number }
  /** Streams these pieces, then drops the connection without `[DONE]`. */
  | { kind: 'cut'; pieces: string[] }
  /** Streams an event that is not JSON. */
  | { kind: 'garbage' };

export interface FakeModelServer {
  baseUrl: string;
  /** The JSON bodies received, in order. */
  requests: Record<string, unknown>[];
  /** Resolves when a request's connection closes before its response finished (the client aborted it). */
  aborted: Promise<void>;
  behave(behaviour: ModelBehaviour): void;
  close(): Promise<void>;
}

/**
 * A real local HTTP server that speaks the OpenAI chat-completions streaming protocol (server-sent events), for
 * testing the model wording against slow, broken and failing endpoints.
 */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  let behaviour: ModelBehaviour = { kind: 'stream', pieces: ['Hello.'] };
  const requests: Record<string, unknown>[] = [];
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<void>((resolve) => (onAbort = resolve));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(body) as Record<string, unknown>);
      void respond(behaviour, res);
    });
    res.on('close', () => {
      if (!res.writableFinished) onAbort();
    });
  });

  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

  async function respond(b: ModelBehaviour, res: ServerResponse): Promise<void> {
    if (b.kind === 'status') {
      res.writeHead(b.status, { 'content-type': 'application/json' }).end('{"error":{"message":"nope"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (b.kind === 'garbage') {
      res.end('data: this is not json\n\n');
      return;
    }
    for (const [i, piece] of b.pieces.entries()) {
      const pause =
        i === 0 && b.kind === 'stream'
          ? (b.firstPauseMs ?? b.pauseMs ?? 0)
          : b.kind === 'stream'
            ? (b.pauseMs ?? 0)
            : 0;
      if (pause > 0) await sleep(pause);
      if (res.destroyed) return;
      res.write(chunk(piece));
    }
    if (b.kind === 'cut') {
      // Let what was written reach the client first: the failure comes mid-stream, not before it.
      await sleep(50);
      res.socket?.destroy();
      return;
    }
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    aborted,
    behave: (next) => {
      behaviour = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
