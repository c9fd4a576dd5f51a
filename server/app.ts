import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { firstWordsOf } from './call/assistant-speech';
import { resolveMembers, type CallMember } from './call/members';
import { CallTransport } from './call/transport';
import type { CallTiming, SpeechServices } from './call/session';
import { createReplyEngine } from './debate/engine';
import type { ReplyEngine } from './debate/types';
import { loadKnowledge } from './content';
import { limitConnections } from './http/connection-limits';
import { HttpError, sendError, sendJson } from './http/errors';
import { requestUrl } from './http/request-url';
import { Router } from './http/router';
import type { PlatformKeys } from './platform/keys';
import { Origins } from './platform/origins';
import { addPlatformRoutes, PlatformState } from './platform/platform';
import { seedDebates, type SeededDebates } from './platform/seed';
import { RateLimiter, type RateLimit } from './platform/rate-limit';
import { addUnimplementedRoutes } from './platform/unimplemented';
import type { Database } from './store/database';
import type { Synthesizer } from './speech/synthesis';
import { logLine } from './log-line';

export interface LocalPlatformOptions {
  keys: PlatformKeys;
  speech: SpeechServices;
  /** The built app (`dist/`); when absent the server still runs the platform and says how to build the app. */
  staticDir?: string;
  log?: (line: string) => void;
  /** Create the debate assistants and squads at start (default true). */
  seed?: boolean;
  /** The debate engine; the default words turns from the philosophers' written knowledge. */
  engine?: ReplyEngine;
  /** For tests: faster calls. */
  callTiming?: CallTiming;
  /** The server's public address (PUBLIC_URL), when it is not the one it listens on. */
  publicUrl?: string;
  /** Other origins whose pages may open calls (ALLOWED_ORIGINS), such as a development server's. */
  allowedOrigins?: readonly string[];
  /** The records' database; the platform closes it when it closes. */
  db: Database;
  /** Live calls at once (MAX_CALLS), and how fast one caller may start calls. */
  maxCalls?: number;
  maxCallsPerAddress?: number;
  callRate?: RateLimit;
  /** For tests: how long a call waits for its socket. */
  joinTimeoutMs?: number;
}

/** Open sockets at once, HTTP and call sockets together: far above MAX_CALLS' default of 64 live calls. */
const MAX_CONNECTIONS = 1024;
/** Of those, the most one address may hold, so that one client cannot take them all (64 live calls use about 130). */
export const MAX_CONNECTIONS_PER_ADDRESS = 256;

/** Web calls one key at one address may start: a burst of 120, then one a second. */
export const DEFAULT_CALL_RATE: RateLimit = { burst: 120, perSecond: 1 };

export interface LocalPlatform {
  server: Server;
  state: PlatformState;
  seeded: SeededDebates;
  transport: CallTransport;
  close(): Promise<void>;
}

/**
 * Builds the local platform (REST API, WebSocket transport, the built app) on its database, without listening:
 * tests pick the port. Calls a former process left unfinished are closed, and the debates seeded.
 */
export async function buildLocalPlatform(options: LocalPlatformOptions): Promise<LocalPlatform> {
  const log = options.log ?? logLine;
  const state = await PlatformState.open(options.db);
  const closed = await state.closeOrphanedCalls();
  if (closed > 0) log(`Closed ${closed} call(s) left unfinished when the server last stopped.`);
  state.startHeartbeat(log);
  const seeded = options.seed === false ? { squads: {}, assistants: {} } : await seedDebates(state);
  const origins = new Origins(options.publicUrl, options.allowedOrigins);
  const engine = options.engine ?? createReplyEngine({ knowledge: loadKnowledge(), log });
  const transport = new CallTransport(state, options.speech, engine, origins, log, options.callTiming, {
    ...(options.maxCalls !== undefined && { maxCalls: options.maxCalls }),
    ...(options.maxCallsPerAddress !== undefined && { maxCallsPerAddress: options.maxCallsPerAddress }),
    ...(options.joinTimeoutMs !== undefined && { joinTimeoutMs: options.joinTimeoutMs }),
  });
  const preparing = prepareDebates(
    Object.values(seeded.squads),
    state,
    engine,
    options.speech.synthesizer,
    log,
  );
  await preparing.ready;
  const router = new Router();
  addPlatformRoutes(router, {
    state,
    keys: options.keys,
    origins,
    live: transport,
    callLimiter: new RateLimiter(options.callRate ?? DEFAULT_CALL_RATE),
    log,
  });
  // The served app learns the public key and the seeded ids here; the private key never leaves the server.
  router.add('GET', '/app-config.json', ({ res }) =>
    sendJson(res, 200, {
      publicKey: options.keys.publicKey,
      squads: seeded.squads,
      assistants: seeded.assistants,
    }),
  );

  addUnimplementedRoutes(router);

  const staticDir = options.staticDir;
  const serveApp =
    staticDir && existsSync(join(staticDir, 'index.html'))
      ? sirv(staticDir, { single: true, etag: true, gzip: false })
      : undefined;

  // A client that trickles its headers or body is cut off, not waited for (looked at every 2 s).
  const limits = { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 };
  const server = createServer(limits, (req, res) => {
    // Everything a request carries is parsed inside the handler, so a malformed one gets its 400 and nothing else.
    const handle = async (): Promise<void> => {
      if (allowCrossOrigin(req, res, origins)) return;
      const url = requestUrl(req.url);
      const route = router.match(req.method ?? 'GET', url.pathname);
      if (route) return route.handler({ req, res, params: route.params, url });
      if (serveApp && (req.method === 'GET' || req.method === 'HEAD')) {
        // The app's files are small and sent whole: a Range header is ignored, as HTTP allows (sirv's handling of
        // one threw on "bytes=5-1", leaving the request unanswered, and misread "bytes=-5").
        delete req.headers.range;
        serveApp(req, res, () => sendError(res, new HttpError(404, `Nothing at ${url.pathname}.`), log));
        return;
      }
      if (!serveApp && req.method === 'GET' && url.pathname === '/') {
        throw new HttpError(
          404,
          'The app is not built yet: run `npm run build` (or `npm start`), then reload.',
        );
      }
      throw new HttpError(404, `No route ${req.method} ${url.pathname}.`);
    };
    handle().catch((error: unknown) => sendError(res, error, log));
  });
  server.on('listening', () => origins.listening(server.address()));
  // One socket too many from one address is refused; when the server is full, the one idle longest makes room.
  limitConnections(server, { max: MAX_CONNECTIONS, perAddress: MAX_CONNECTIONS_PER_ADDRESS }, log);
  server.on('upgrade', (req, socket, head) => transport.handleUpgrade(req, socket, head));

  return {
    server,
    state,
    seeded,
    transport,
    close: async () => {
      await preparing.stop();
      await transport.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await state.close();
      await options.db.close();
    },
  };
}

/**
 * Each seeded debate's index (and the issue classifier it learns) is built, and a challenge rehearsed on it
 * (`ReplyEngine.prepare`), so that no visitor's first call waits for either. The first debate is prepared before
 * the platform is up (`ready`): its rehearsal is the process's first plan, which takes about 250 ms while V8
 * compiles the planner, and would hold up a visitor joining at once. The others follow in the background, a debate a
 * turn of the event loop; then the debaters' openers are synthesized, one at a time and behind any call's speech, so
 * that an answer opening with one starts at once (a cg voice takes 20 to 40 ms for one). All of it stops before the
 * platform closes.
 */
function prepareDebates(
  squadIds: readonly string[],
  state: PlatformState,
  engine: ReplyEngine,
  synthesizer: Synthesizer,
  log: (line: string) => void,
): { ready: Promise<void>; stop(): Promise<void> } {
  const stopping = new AbortController();
  const { signal } = stopping;
  const prepared: CallMember[][] = [];
  const prepare = async (squadId: string): Promise<void> => {
    const members = await resolveMembers({ squadId }, state);
    if (!members || signal.aborted) return;
    engine.prepare?.(members);
    prepared.push(members);
  };
  const failed = (error: unknown): void => {
    if (!signal.aborted) log(`Could not prepare the debates ahead of their first call: ${String(error)}`);
  };
  const [first, ...rest] = squadIds;
  const ready = (first === undefined ? Promise.resolve() : prepare(first)).catch(failed);
  const done = ready
    .then(async () => {
      for (const squadId of rest) {
        await new Promise((resolve) => setImmediate(resolve));
        if (signal.aborted) return;
        await prepare(squadId);
      }
      for (const members of prepared) {
        for (const { speaker, text } of engine.openers?.(members) ?? []) {
          const member = members[speaker];
          if (signal.aborted) return;
          if (!member) continue;
          await synthesizer
            .synthesize(firstWordsOf(text), member.voice, { priority: OPENERS_PRIORITY, signal })
            .catch(() => undefined);
        }
      }
    })
    .catch(failed);
  return {
    ready,
    stop: async () => {
      stopping.abort();
      await done;
    },
  };
}

/** Behind any call's sentence (a turn's are 0, 1, 2, ...): an opener made ahead waits for every call's speech. */
const OPENERS_PRIORITY = 1_000_000;

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the pages of ALLOWED_ORIGINS (a development server's): a request from one of our origins gets its
 * Access-Control-Allow-Origin, and a preflight is answered here (true: nothing more to do). A page from any other
 * origin gets no such header, so its browser keeps it from the API; keys are still checked as ever.
 */
function allowCrossOrigin(req: IncomingMessage, res: ServerResponse, origins: Origins): boolean {
  const { origin } = req.headers;
  if (origin === undefined || !origins.accepts(origin)) return false;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) return false;
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
  });
  res.end();
  return true;
}
