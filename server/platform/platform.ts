import type { EndedReason } from '../../src/protocol';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { HttpError, sendJson } from '../http/errors';
import { readJsonObject } from '../http/json-body';
import type { RouteContext, Router } from '../http/router';
import { authenticate, type KeyRole, type PlatformKeys } from './keys';
import type { Origins } from './origins';
import type { AssistantRecord, SquadRecord } from './resources';
import {
  assistantSchema,
  callPatchSchema,
  parseBody,
  squadSchema,
  webCallSchema,
  type SquadBody,
  type WebCallBody,
} from './schemas';
import type { Database } from '../store/database';
import { forgetInstance, instancesAliveWithin, markInstanceAlive } from '../store/instances';
import { parseLimit, parseListFilters } from './list-query';
import { migrate } from '../store/migrations';
import { ResourceStore, type StoredResource } from '../store/resources';
import { readOrgId } from '../store/settings';
import type { RateLimiter } from './rate-limit';

/** Ended calls kept in the records, newest first; older ones are deleted as new calls start. */
export const MAX_STORED_CALLS = 5000;
/** The largest body an assistant, a squad or a web call (with its inline assistant or squad) may have. */
export const MAX_RESOURCE_BYTES = 256 * 1024;
/** Assistants, and squads, the platform keeps: far more than the debates seed, and at most 128 MB of each. */
export const MAX_STORED_RESOURCES = 500;
/** JSON a list answers with, past its first record: a list of large records stops short of its limit here. */
export const MAX_LIST_BYTES = 8 * 1024 * 1024;

export const TRANSPORT_AUDIO_FORMAT = { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 } as const;

export type CallStatus = 'queued' | 'in-progress' | 'ended';

export interface CallRecord extends StoredResource {
  type: 'webCall';
  status: CallStatus;
  endedReason?: EndedReason;
  startedAt?: string;
  endedAt?: string;
  assistantId?: string;
  assistant?: Record<string, unknown>;
  assistantOverrides?: Record<string, unknown>;
  squadId?: string;
  squad?: Record<string, unknown>;
  name?: string;
  /** The conversation, once the call has ended (the platform's Call.artifact). */
  artifact?: {
    messages: Record<string, unknown>[];
    messagesOpenAIFormatted: Record<string, unknown>[];
    transcript: string;
  };
  /** What the platform concluded from a debate (the platform's Call.analysis): its verdict and argument map. */
  analysis?: {
    summary?: string;
    structuredData: Record<string, unknown>;
  };
  webCallUrl: string;
  transport: {
    provider: 'vapi.websocket';
    websocketCallUrl: string;
    audioFormat: typeof TRANSPORT_AUDIO_FORMAT;
  };
}

/** How often a server process on a shared database says it is alive, and after what silence it counts as gone. */
const HEARTBEAT_MS = 10_000;
const GONE_AFTER_SECONDS = 30;

/** The local platform's records: assistants, squads and calls of one organisation, kept in its database. */
export class PlatformState {
  readonly assistants: ResourceStore<AssistantRecord>;
  readonly squads: ResourceStore<SquadRecord>;
  readonly calls: ResourceStore<CallRecord>;
  /** This server process, owner of the calls it runs. */
  readonly instanceId = randomUUID();
  private heartbeat: NodeJS.Timeout | undefined;

  private constructor(
    readonly db: Database,
    readonly orgId: string,
  ) {
    this.assistants = new ResourceStore(db, 'assistant', orgId);
    this.squads = new ResourceStore(db, 'squad', orgId);
    this.calls = new ResourceStore(db, 'call', orgId);
  }

  /** Brings the database's schema up to date and reads (or makes, once) the organisation's id. */
  static async open(db: Database): Promise<PlatformState> {
    await migrate(db);
    return new PlatformState(db, await readOrgId(db));
  }

  /**
   * Ends the calls whose server process is gone (it crashed, or was killed): their sockets went with it. On the
   * embedded database this process is the only one, so every unfinished call is such a call; on a shared one, a
   * call is orphaned once its process has not said it is alive for a while, and the survivors keep looking.
   */
  async closeOrphanedCalls(): Promise<number> {
    let alive: string[] | undefined;
    if (this.db.shared) {
      await markInstanceAlive(this.db, this.instanceId);
      alive = await instancesAliveWithin(this.db, GONE_AFTER_SECONDS);
    }
    const orphaned = await this.calls.orphaned(alive);
    const endedAt = new Date().toISOString();
    for (const call of orphaned) {
      await this.calls.update(call.id, { status: 'ended', endedReason: 'worker-shutdown', endedAt });
    }
    return orphaned.length;
  }

  /** On a shared database: says this process is alive, and closes the calls of those that are not, every 10 s. */
  startHeartbeat(log: (line: string) => void): void {
    if (!this.db.shared) return;
    this.heartbeat = setInterval(() => {
      this.closeOrphanedCalls().then(
        (closed) => closed > 0 && log(`Closed ${closed} call(s) of a server process that stopped.`),
        (error: unknown) => log(`the heartbeat failed: ${(error as Error).message}`),
      );
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    if (this.db.shared) await forgetInstance(this.db, this.instanceId);
  }
}

const START_FIELDS_MISSING = 'Assistant or Squad or Workflow must be provided.';

/** What the REST API asks of the live calls (the WebSocket transport). */
export interface LiveCalls {
  /**
   * Holds a place for a call from this address, or throws 429 when no more may start now, in all or from it. Call
   * the function returned once the call is created (or was not): until then the place counts as taken.
   */
  admit(address: string): () => void;
  /** A call was created from this address: it waits for its socket, for a while. */
  created(call: CallRecord, address: string): void;
  /** Hangs up a live call; false when it is not live. */
  hangUp(callId: string, reason: EndedReason): Promise<boolean>;
}

export interface PlatformRoutesOptions {
  state: PlatformState;
  keys: PlatformKeys;
  origins: Origins;
  live: LiveCalls;
  /** Web calls per key and address: a burst, then a steady rate. */
  callLimiter: RateLimiter;
  log: (line: string) => void;
}

/** Builds the REST API of docs/architecture.md section 4 on the router. */
export function addPlatformRoutes(router: Router, options: PlatformRoutesOptions): void {
  const { state, keys, origins, live, callLimiter, log } = options;
  const guarded: Guard = (needs, handler) => (ctx) => {
    const role = authenticate(ctx.req, keys);
    if (needs === 'private' && role !== 'private') {
      throw new HttpError(
        403,
        'The public key may only start web calls (POST /call/web); use the private key.',
      );
    }
    return handler(ctx);
  };

  router.add(
    'POST',
    '/call/web',
    guarded('public', async ({ req, res }) => {
      const key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const address = req.socket.remoteAddress ?? '';
      const taken = callLimiter.take(`${key}|${address}`);
      if (!taken.ok) {
        const wait = String(taken.retryAfterSeconds);
        throw new HttpError(429, `Too many calls started: try again in ${wait} s.`, { 'retry-after': wait });
      }
      const release = live.admit(address);
      let call: CallRecord;
      try {
        const body = parseBody(webCallSchema, await readJsonObject(req, MAX_RESOURCE_BYTES));
        call = await createWebCall(state, body, origins.socketOrigin(req));
        live.created(call, address);
      } finally {
        release();
      }
      sendJson(res, 201, call);
      // The records keep the newest calls only: no caller, however patient, fills the disk.
      await state.calls.prune(MAX_STORED_CALLS).catch((error: unknown) => {
        log(`could not prune the stored calls: ${(error as Error).message}`);
      });
    }),
  );
  addCrud(router, 'call', state.calls, guarded, {
    create: false,
    replace: false,
    schema: callPatchSchema,
    // Deleting a live call hangs it up first: its audio stops, then its record goes.
    beforeDelete: (id) => live.hangUp(id, 'call-deleted').then(() => undefined),
  });
  addCrud(router, 'assistant', state.assistants, guarded, {
    create: true,
    replace: true,
    schema: assistantSchema,
  });
  addCrud(router, 'squad', state.squads, guarded, {
    create: true,
    replace: false,
    schema: squadSchema,
    check: (body) => checkSquadMembers(body as SquadBody, state),
  });
}

type Guard = (
  needs: KeyRole,
  handler: (ctx: RouteContext) => Promise<void> | void,
) => (ctx: RouteContext) => Promise<void> | void;

function addCrud<T extends StoredResource>(
  router: Router,
  name: string,
  store: ResourceStore<T>,
  guarded: Guard,
  options: {
    create: boolean;
    replace: boolean;
    /** The contract of the editable fields: a create or an update is checked whole, as it will be stored. */
    schema: z.ZodType<Record<string, unknown>>;
    /** What the schema cannot know, such as whether a member's assistantId names an assistant. */
    check?: (body: Record<string, unknown>) => Promise<void>;
    beforeDelete?: (id: string) => Promise<void>;
  },
): void {
  const found = async (id: string): Promise<T> => {
    const record = await store.get(id);
    if (!record) throw new HttpError(404, `No ${name} with id '${id}'.`);
    return record;
  };
  const validate = async (body: unknown): Promise<Record<string, unknown>> => {
    const parsed = parseBody(options.schema, body);
    await options.check?.(parsed);
    return parsed;
  };
  if (options.create) {
    router.add(
      'POST',
      `/${name}`,
      guarded('private', async ({ req, res }) => {
        const body = await validate(await readJsonObject(req, MAX_RESOURCE_BYTES));
        if ((await store.count()) >= MAX_STORED_RESOURCES) {
          throw new HttpError(
            409,
            `This platform keeps at most ${MAX_STORED_RESOURCES} ${name}s: delete one you no longer use (DELETE /${name}/{id}) before creating another.`,
          );
        }
        sendJson(res, 201, await store.create(body as Omit<T, keyof StoredResource>));
      }),
    );
  }
  router.add(
    'GET',
    `/${name}`,
    guarded('private', async ({ res, url }) => {
      const limit = parseLimit(url.searchParams.get('limit'));
      sendJson(res, 200, await store.list(limit, parseListFilters(name, url.searchParams), MAX_LIST_BYTES));
    }),
  );
  router.add(
    'GET',
    `/${name}/:id`,
    guarded('private', async ({ res, params }) => sendJson(res, 200, await found(params.id as string))),
  );
  const update = (mode: 'merge' | 'replace') =>
    guarded('private', async ({ req, res, params }) => {
      const id = params.id as string;
      const current = await found(id);
      const body = await validate(await readJsonObject(req, MAX_RESOURCE_BYTES));
      // A merge must leave a valid record too: a squad patched to members it cannot have is refused, and patches
      // that each fit must not grow a record past what one body may hold.
      if (mode === 'merge' && options.check) await options.check({ ...current, ...body });
      if (
        mode === 'merge' &&
        Buffer.byteLength(JSON.stringify({ ...current, ...body })) > MAX_RESOURCE_BYTES
      ) {
        throw new HttpError(
          413,
          `The ${name} would grow past ${MAX_RESOURCE_BYTES} bytes with this change: remove or shorten fields first.`,
        );
      }
      const updated = await store.update(id, body as Partial<T>, mode);
      if (!updated) throw new HttpError(404, `No ${name} with id '${id}'.`);
      sendJson(res, 200, updated);
    });
  router.add('PATCH', `/${name}/:id`, update('merge'));
  if (options.replace) router.add('PUT', `/${name}/:id`, update('replace'));
  router.add(
    'DELETE',
    `/${name}/:id`,
    guarded('private', async ({ res, params }) => {
      const id = params.id as string;
      await found(id);
      await options.beforeDelete?.(id);
      const deleted = await store.delete(id);
      if (!deleted) throw new HttpError(404, `No ${name} with id '${id}'.`);
      sendJson(res, 200, deleted);
    }),
  );
}

async function checkSquadMembers(squad: SquadBody, state: PlatformState, path = ''): Promise<void> {
  const found = new Map<string, boolean>();
  for (const [i, member] of squad.members.entries()) {
    const id = member.assistantId;
    if (id !== undefined && !found.has(id)) found.set(id, (await state.assistants.get(id)) !== undefined);
    if (id !== undefined && !found.get(id)) {
      throw new HttpError(
        400,
        `${path}members[${i}].assistantId '${member.assistantId}' matches no assistant.`,
      );
    }
  }
}

export async function createWebCall(
  state: PlatformState,
  body: WebCallBody,
  wsOrigin: string,
): Promise<CallRecord> {
  const { assistantId, assistant, assistantOverrides, squadId, squad, workflowId, workflow } = body;
  if (workflowId !== undefined || workflow !== undefined) {
    throw new HttpError(
      400,
      'The local platform does not run workflows: start the call with an assistant or a squad.',
    );
  }
  const given = [assistantId, assistant, squadId, squad].filter((v) => v !== undefined).length;
  if (given === 0) throw new HttpError(400, START_FIELDS_MISSING);
  if (given > 1) throw new HttpError(400, 'Give only one of assistantId, assistant, squadId or squad.');
  if (assistantId !== undefined && !(await state.assistants.get(assistantId))) {
    throw new HttpError(400, `assistantId '${assistantId}' matches no assistant.`);
  }
  if (squadId !== undefined) {
    const stored = await state.squads.get(squadId);
    if (!stored) throw new HttpError(400, `squadId '${squadId}' matches no squad.`);
    // An assistant deleted since would take its seat as an anonymous voice with nothing to say.
    await checkSquadMembers(stored as SquadBody, state, `squad '${squadId}' `);
  }
  if (squad !== undefined) await checkSquadMembers(squad, state, 'squad.');

  const id = randomUUID();
  const url = `${wsOrigin}/call/${id}/transport`;
  return state.calls.create(
    {
      type: 'webCall',
      status: 'queued',
      ...(assistantId !== undefined && { assistantId }),
      ...(assistant !== undefined && { assistant }),
      ...(assistantOverrides !== undefined && { assistantOverrides }),
      ...(squadId !== undefined && { squadId }),
      ...(squad !== undefined && { squad }),
      webCallUrl: url,
      transport: { provider: 'vapi.websocket', websocketCallUrl: url, audioFormat: TRANSPORT_AUDIO_FORMAT },
    },
    id,
    state.instanceId,
  );
}
