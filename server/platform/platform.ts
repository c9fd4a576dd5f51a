import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, sendJson } from '../http/errors';
import { readJsonObject } from '../http/json-body';
import type { RouteContext, Router } from '../http/router';
import { authenticate, type KeyRole, type PlatformKeys } from './keys';
import { validateAssistant, validateSquad, type AssistantRecord, type SquadRecord } from './resources';
import { ResourceStore, type StoredResource } from './store';

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
export function addPlatformRoutes(router: Router, state: PlatformState, keys: PlatformKeys): void {
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

  router.add(
    'POST',
    '/call/web',
    guarded('public', async ({ req, res }) => {
      const body = await readJsonObject(req);
      sendJson(res, 201, createWebCall(state, body, transportOrigin(req)));
    }),
  );
  addCrud(router, 'call', state.calls, guarded, { create: false, replace: false });
  addCrud(router, 'assistant', state.assistants, guarded, {
    create: true,
    replace: true,
    validate: (body) => validateAssistant(body),
  });
  addCrud(router, 'squad', state.squads, guarded, {
    create: true,
    replace: false,
    validate: (body) => validateSquad(body, (id) => state.assistants.get(id) !== undefined),
  });
}

function addCrud<T extends StoredResource>(
  router: Router,
  name: string,
  store: ResourceStore<T>,
  guarded: (
    needs: KeyRole,
    handler: (ctx: RouteContext) => Promise<void> | void,
  ) => (ctx: RouteContext) => Promise<void> | void,
  options: { create: boolean; replace: boolean; validate?: (body: unknown) => Record<string, unknown> },
): void {
  const found = (id: string): T => {
    const record = store.get(id);
    if (!record) throw new HttpError(404, `No ${name} with id '${id}'.`);
    return record;
  };
  const validate = options.validate ?? ((body: unknown) => body as Record<string, unknown>);
  if (options.create) {
    router.add(
      'POST',
      `/${name}`,
      guarded('private', async ({ req, res }) => {
        const body = validate(await readJsonObject(req));
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
      const body = await readJsonObject(req);
      if (options.validate) validate(mode === 'merge' ? { ...found(id), ...body } : body);
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

function parseLimit(raw: string | null): number {
  if (raw === null) return 100;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new HttpError(400, 'limit must be an integer from 1 to 1000.');
  }
  return limit;
}

/** The ws:// origin a browser at this request's host reaches the transport on. */
function transportOrigin(req: IncomingMessage): string {
  const host = req.headers.host;
  if (!host || !/^[\w.:[\]-]+$/.test(host)) throw new HttpError(400, 'Missing or malformed Host header.');
  const forwardedProto = req.headers['x-forwarded-proto'];
  const secure = forwardedProto === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
  return `${secure ? 'wss' : 'ws'}://${host}`;
}

export function createWebCall(
  state: PlatformState,
  body: Record<string, unknown>,
  wsOrigin: string,
): CallRecord {
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
  if (assistantId !== undefined) {
    if (typeof assistantId !== 'string' || !state.assistants.get(assistantId)) {
      throw new HttpError(400, `assistantId '${String(assistantId)}' matches no assistant.`);
    }
  }
  if (squadId !== undefined) {
    if (typeof squadId !== 'string' || !state.squads.get(squadId)) {
      throw new HttpError(400, `squadId '${String(squadId)}' matches no squad.`);
    }
  }
  if (assistant !== undefined) validateAssistant(assistant, 'assistant.');
  if (squad !== undefined) validateSquad(squad, (id) => state.assistants.get(id) !== undefined, 'squad.');
  if (
    assistantOverrides !== undefined &&
    (typeof assistantOverrides !== 'object' || assistantOverrides === null)
  ) {
    throw new HttpError(400, 'assistantOverrides must be an object.');
  }

  const call = state.calls.create({
    type: 'webCall',
    status: 'queued',
    ...(assistantId !== undefined && { assistantId: assistantId as string }),
    ...(assistant !== undefined && { assistant: assistant as Record<string, unknown> }),
    ...(assistantOverrides !== undefined && {
      assistantOverrides: assistantOverrides as Record<string, unknown>,
    }),
    ...(squadId !== undefined && { squadId: squadId as string }),
    ...(squad !== undefined && { squad: squad as Record<string, unknown> }),
    webCallUrl: '',
    transport: { provider: 'vapi.websocket', websocketCallUrl: '', audioFormat: TRANSPORT_AUDIO_FORMAT },
  });
  const url = `${wsOrigin}/call/${call.id}/transport`;
  return state.calls.update(call.id, {
    webCallUrl: url,
    transport: { ...call.transport, websocketCallUrl: url },
  }) as CallRecord;
}
