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
import { ResourceStore, type StoredResource } from './store';

/** The largest body an assistant, a squad or a web call (with its inline assistant or squad) may have. */
export const MAX_RESOURCE_BYTES = 256 * 1024;

export const TRANSPORT_AUDIO_FORMAT = { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 } as const;

export type CallStatus = 'queued' | 'in-progress' | 'ended';

export interface CallRecord extends StoredResource {
  type: 'webCall';
  status: CallStatus;
  endedReason?: string;
  startedAt?: string;
  endedAt?: string;
  assistantId?: string;
  assistant?: Record<string, unknown>;
  assistantOverrides?: Record<string, unknown>;
  squadId?: string;
  squad?: Record<string, unknown>;
  name?: string;
  webCallUrl: string;
  transport: {
    provider: 'vapi.websocket';
    websocketCallUrl: string;
    audioFormat: typeof TRANSPORT_AUDIO_FORMAT;
  };
}

/** The local platform's records: assistants, squads and calls of one organisation, kept in memory. */
export class PlatformState {
  readonly orgId = randomUUID();
  readonly assistants = new ResourceStore<AssistantRecord>(this.orgId);
  readonly squads = new ResourceStore<SquadRecord>(this.orgId);
  readonly calls = new ResourceStore<CallRecord>(this.orgId);
}

const START_FIELDS_MISSING = 'Assistant or Squad or Workflow must be provided.';

/** Builds the REST API of DESIGN.md section 4 on the router. */
export function addPlatformRoutes(
  router: Router,
  state: PlatformState,
  keys: PlatformKeys,
  origins: Origins,
): void {
  const guarded =
    (needs: KeyRole, handler: (ctx: RouteContext) => Promise<void> | void) =>
    (ctx: RouteContext): Promise<void> | void => {
      const role = authenticate(ctx.req, keys);
      if (needs === 'private' && role !== 'private') {
        throw new HttpError(
          403,
          'The public key may only start web calls (POST /call/web); use the private key.',
        );
      }
      return handler(ctx);
    };
  const assistantExists = (id: string) => state.assistants.get(id) !== undefined;

  router.add(
    'POST',
    '/call/web',
    guarded('public', async ({ req, res }) => {
      const body = parseBody(webCallSchema, await readJsonObject(req, MAX_RESOURCE_BYTES));
      sendJson(res, 201, createWebCall(state, body, origins.socketOrigin(req)));
    }),
  );
  addCrud(router, 'call', state.calls, guarded, { create: false, replace: false, schema: callPatchSchema });
  addCrud(router, 'assistant', state.assistants, guarded, {
    create: true,
    replace: true,
    schema: assistantSchema,
  });
  addCrud(router, 'squad', state.squads, guarded, {
    create: true,
    replace: false,
    schema: squadSchema,
    check: (body) => checkSquadMembers(body as SquadBody, assistantExists),
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
    check?: (body: Record<string, unknown>) => void;
  },
): void {
  const found = (id: string): T => {
    const record = store.get(id);
    if (!record) throw new HttpError(404, `No ${name} with id '${id}'.`);
    return record;
  };
  const validate = (body: unknown): Record<string, unknown> => {
    const parsed = parseBody(options.schema, body);
    options.check?.(parsed);
    return parsed;
  };
  if (options.create) {
    router.add(
      'POST',
      `/${name}`,
      guarded('private', async ({ req, res }) => {
        const body = validate(await readJsonObject(req, MAX_RESOURCE_BYTES));
        sendJson(res, 201, store.create(body as Omit<T, keyof StoredResource>));
      }),
    );
  }
  router.add(
    'GET',
    `/${name}`,
    guarded('private', ({ res, url }) => {
      const limit = parseLimit(url.searchParams.get('limit'));
      sendJson(res, 200, store.list(limit));
    }),
  );
  router.add(
    'GET',
    `/${name}/:id`,
    guarded('private', ({ res, params }) => sendJson(res, 200, found(params.id as string))),
  );
  const update = (mode: 'merge' | 'replace') =>
    guarded('private', async ({ req, res, params }) => {
      const id = params.id as string;
      found(id);
      const body = validate(await readJsonObject(req, MAX_RESOURCE_BYTES));
      // A merge must leave a valid record too: a squad patched to members it cannot have is refused.
      if (mode === 'merge' && options.check) options.check({ ...found(id), ...body });
      sendJson(res, 200, store.update(id, body as Partial<T>, mode));
    });
  router.add('PATCH', `/${name}/:id`, update('merge'));
  if (options.replace) router.add('PUT', `/${name}/:id`, update('replace'));
  router.add(
    'DELETE',
    `/${name}/:id`,
    guarded('private', ({ res, params }) => {
      found(params.id as string);
      sendJson(res, 200, store.delete(params.id as string));
    }),
  );
}

function checkSquadMembers(squad: SquadBody, assistantExists: (id: string) => boolean, path = ''): void {
  squad.members.forEach((member, i) => {
    if (member.assistantId !== undefined && !assistantExists(member.assistantId)) {
      throw new HttpError(
        400,
        `${path}members[${i}].assistantId '${member.assistantId}' matches no assistant.`,
      );
    }
  });
}

function parseLimit(raw: string | null): number {
  if (raw === null) return 100;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new HttpError(400, 'limit must be an integer from 1 to 1000.');
  }
  return limit;
}

export function createWebCall(state: PlatformState, body: WebCallBody, wsOrigin: string): CallRecord {
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
  if (assistantId !== undefined && !state.assistants.get(assistantId)) {
    throw new HttpError(400, `assistantId '${assistantId}' matches no assistant.`);
  }
  if (squadId !== undefined && !state.squads.get(squadId)) {
    throw new HttpError(400, `squadId '${squadId}' matches no squad.`);
  }
  if (squad !== undefined) checkSquadMembers(squad, (id) => state.assistants.get(id) !== undefined, 'squad.');

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
  );
}
