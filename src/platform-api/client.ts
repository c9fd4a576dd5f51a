import type { CancelToken } from './cancel';
import { fillPath, pathParamNames, type Query } from './encoding';
import { DEFAULT_BASE_URL, request } from './request';
import type { Backoff } from './retry-policy';
import { platformRoutes, type PlatformRouteRow } from './routes';
import type {
  Assistant,
  Call,
  CallListQuery,
  CreateAssistantDTO,
  CreateSquadDTO,
  CreateWebCallDTO,
  ListQuery,
  Squad,
  UpdateAssistantDTO,
  UpdateSquadDTO,
  WebCallResponse,
} from './types';

export interface PlatformClientOptions {
  /** Default DEFAULT_BASE_URL, the hosted platform. */
  baseUrl?: string;
  /** The platform key: private for everything, public for POST /call/web only. */
  token: string;
  fetch?: typeof fetch;
  /** Per attempt; default 30 000 ms; 0 or Infinity for none. */
  timeoutMs?: number;
  /** Retries of idempotent calls (GET, PUT, DELETE) on 408, 429, 5xx and network failures; default 2. */
  maxRetries?: number;
  /** The waits between retries (retry-policy.ts DEFAULT_BACKOFF). */
  backoff?: Partial<Backoff>;
}

/** The last, optional argument of every call. */
export interface CallOptions {
  /** The query of a call that sends a body; a body-less call takes its query as an argument of its own. */
  query?: Query;
  signal?: AbortSignal;
  cancelToken?: CancelToken;
  /** Extra headers; they win over ours. */
  headers?: Readonly<Record<string, string>>;
}

/** Request and response types of the calls the debate makes; every other call sends and returns plain JSON. */
export interface TypedCalls {
  'assistant.create': { body: CreateAssistantDTO; response: Assistant };
  'assistant.list': { query: ListQuery; response: Assistant[] };
  'assistant.get': { response: Assistant };
  'assistant.update': { body: UpdateAssistantDTO; response: Assistant };
  'squad.create': { body: CreateSquadDTO; response: Squad };
  'squad.list': { query: ListQuery; response: Squad[] };
  'squad.get': { response: Squad };
  'squad.update': { body: UpdateSquadDTO; response: Squad };
  'call.createWeb': { body: CreateWebCallDTO; response: WebCallResponse };
  'call.list': { query: CallListQuery; response: Call[] };
  'call.get': { response: Call };
}

type Row = PlatformRouteRow;
type KeyOf<R extends Row> = `${R['namespace']}.${R['name']}`;
type TypesOf<R extends Row> = KeyOf<R> extends keyof TypedCalls ? TypedCalls[KeyOf<R>] : object;
type QueryOf<R extends Row> = TypesOf<R> extends { query: infer Q } ? Q : Query;
type ResponseOf<R extends Row> = TypesOf<R> extends { response: infer T } ? T : unknown;

/** One string argument per `{param}` placeholder of the path, in order. */
type PathArgs<P extends string> = P extends `${string}{${string}}${infer Rest}`
  ? [param: string, ...PathArgs<Rest>]
  : [];

/**
 * The function for one route: path parameters first, then the payload, then CallOptions.
 * - A call without a body takes its query as the payload: `client.assistant.list({ limit: 10 })`.
 * - A call with a body takes the body: `client.assistant.update(id, { name })`; typed calls require it,
 *   the others accept it optionally (`client.voiceLibrary.sync()`).
 */
export type RouteCall<R extends Row> = R['body'] extends 'none'
  ? (...args: [...PathArgs<R['path']>, query?: QueryOf<R>, options?: CallOptions]) => Promise<ResponseOf<R>>
  : TypesOf<R> extends { body: infer B }
    ? (...args: [...PathArgs<R['path']>, body: B, options?: CallOptions]) => Promise<ResponseOf<R>>
    : (...args: [...PathArgs<R['path']>, body?: unknown, options?: CallOptions]) => Promise<unknown>;

/** The calls of one namespace, by name. */
type Methods<NS extends string> = {
  [R in Row as R['namespace'] extends NS ? R['name'] : never]: RouteCall<R>;
};

type TopOf<N extends string> = N extends `${infer Top}.${string}` ? Top : N;
type ChildOf<N extends string, Top extends string> = N extends `${Top}.${infer Child}` ? Child : never;

/** One property per namespace of the routes table; `testSuite.runs` is `client.testSuite.runs`. */
export type PlatformClient = {
  [Top in TopOf<Row['namespace']>]: Methods<Top> & {
    [Child in ChildOf<Row['namespace'], Top>]: Methods<`${Top}.${Child}`>;
  };
};

/**
 * A client for every call of the routes table, built from the table:
 *
 *   const platform = createPlatformClient({ token: privateKey });
 *   const assistant = await platform.assistant.create({ name: 'Socrates', firstMessage: '...' });
 *   await platform.assistant.list({ limit: 10 }, { signal });
 *   await platform.testSuite.runs.get(suiteId, runId);
 *
 * Path parameters are percent-encoded; an empty one is refused with a TypeError before anything is sent.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const client: Record<string, unknown> = {};
  for (const route of platformRoutes) {
    let node = client;
    for (const part of route.namespace.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    node[route.name] = bindRoute(route, options);
  }
  return client as unknown as PlatformClient;
}

function bindRoute(route: Row, settings: PlatformClientOptions): (...args: unknown[]) => Promise<unknown> {
  const paramCount = pathParamNames(route.path).length;
  return async (...args) => {
    if (args.length > paramCount + 2) {
      throw new TypeError(`${route.method} ${route.path} takes at most ${paramCount + 2} arguments.`);
    }
    const path = fillPath(route.path, args.slice(0, paramCount));
    const payload = args[paramCount];
    const options = (args[paramCount + 1] ?? {}) as CallOptions;
    const bodyless = route.body === 'none';
    return request({
      baseUrl: settings.baseUrl ?? DEFAULT_BASE_URL,
      token: settings.token,
      method: route.method,
      path,
      query: bodyless && payload !== undefined ? { ...options.query, ...(payload as Query) } : options.query,
      body: bodyless ? undefined : payload,
      bodyType: route.body,
      secure: route.secure,
      headers: options.headers,
      signal: options.signal,
      cancelToken: options.cancelToken,
      fetch: settings.fetch,
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      backoff: settings.backoff,
    });
  };
}
