import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createPlatformClient, type PlatformClient } from './client';
import { platformRoutes, type PlatformRouteRow } from './routes';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './testing/recording-server';
import { SPEC_CALLS, SPEC_UNAUTHENTICATED_CALLS } from './testing/spec-calls';
import type { Assistant, Call, CallListQuery, CreateAssistantDTO, Squad, WebCallResponse } from './types';

const TOKEN = 'private-key';
let server: RecordingServer;
let platform: PlatformClient;

beforeAll(async () => {
  server = await startRecordingServer();
  platform = createPlatformClient({ baseUrl: server.baseUrl, token: TOKEN, maxRetries: 0 });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The client's function for a route, found by its namespace path (`testSuite.runs`) and name. */
function callFor(route: PlatformRouteRow): AnyCall {
  const namespace = route.namespace
    .split('.')
    .reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, platform);
  return namespace[route.name] as AnyCall;
}

const QUERY = { limit: 2, tag: ['a', 'b'], skipped: undefined };
const JSON_BODY = { name: 'Socrates', count: 1 };

function bodyFor(route: PlatformRouteRow): unknown {
  if (route.body === 'form-data') {
    const form = new FormData();
    form.append('name', 'debate.txt');
    form.append('file', new Blob(['know thyself'], { type: 'text/plain' }), 'debate.txt');
    return form;
  }
  return JSON_BODY;
}

describe('every call of the spec table, through the client against a real server', () => {
  it.each(SPEC_CALLS)('%s', async (call) => {
    const route = platformRoutes.find((candidate) => `${candidate.method} ${candidate.path}` === call);
    if (!route) throw new Error(`No route for ${call}`);
    const params = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => `${match[1]}-1`);

    const result = await callFor(route)(...params, route.body === 'none' ? QUERY : bodyFor(route));

    const [recorded] = server.requests as [RecordedRequest];
    expect(server.requests).toHaveLength(1);
    expect(recorded.method).toBe(route.method);
    expect(recorded.path).toBe(route.path.replace(/\{([^}]+)\}/g, (_, name: string) => `${name}-1`));
    expect(result).toEqual({ method: route.method, path: recorded.path });
    if (SPEC_UNAUTHENTICATED_CALLS.includes(call)) expect(recorded.headers.authorization).toBeUndefined();
    else expect(recorded.headers.authorization).toBe(`Bearer ${TOKEN}`);

    const text = recorded.body.toString('utf8');
    switch (route.body) {
      case 'none':
        expect(recorded.query).toBe('limit=2&tag=a&tag=b');
        expect(recorded.body).toHaveLength(0);
        expect(recorded.contentType).toBeUndefined();
        break;
      case 'json':
        expect(recorded.query).toBe('');
        expect(recorded.contentType).toBe('application/json');
        expect(JSON.parse(text)).toEqual(JSON_BODY);
        break;
      case 'form-data':
        expect(recorded.contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect(text).toContain('name="file"; filename="debate.txt"');
        expect(text).toContain('know thyself');
        break;
      default:
        throw new Error(`No case for the body of ${call}`);
    }
  });
});

describe('arguments', () => {
  it('percent-encodes path parameters in placeholder order', async () => {
    await platform.testSuite.runs.get('suite 1/a', 'run?2');
    expect(server.requests[0]?.path).toBe('/test-suite/suite%201%2Fa/run/run%3F2');
  });

  it('refuses an empty or dot path parameter before sending anything', async () => {
    await expect(platform.assistant.delete('')).rejects.toThrow(TypeError);
    await expect(platform.assistant.get('..')).rejects.toThrow(TypeError);
    await expect((platform.assistant.get as AnyCall)()).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('takes the query of a call with a body from its options, and merges options.query into a list query', async () => {
    await platform.assistant.update('a-1', { name: 'Hume' }, { query: { dryRun: true } });
    await platform.call.list({ assistantId: 'a 1' }, { query: { limit: 5 } });
    expect(server.requests.map((request) => request.query)).toEqual([
      'dryRun=true',
      'limit=5&assistantId=a%201',
    ]);
  });

  it('sends extra headers from the options', async () => {
    await platform.squad.get('s-1', undefined, { headers: { 'x-trace': 'abc' } });
    expect(server.requests[0]?.headers['x-trace']).toBe('abc');
  });

  it('keeps a base path of the base URL', async () => {
    const prefixed = createPlatformClient({ baseUrl: `${server.baseUrl}/api/`, token: TOKEN });
    await prefixed.assistant.list();
    expect(server.requests[0]?.path).toBe('/api/assistant');
  });

  it('sends no body when an untyped call is given none', async () => {
    await platform.voiceLibrary.sync();
    expect(server.requests[0]?.body).toHaveLength(0);
    expect(server.requests[0]?.contentType).toBeUndefined();
  });
});

describe('types', () => {
  it('types the calls the debate makes and leaves the others as plain JSON', () => {
    expectTypeOf(platform.assistant.create).returns.resolves.toEqualTypeOf<Assistant>();
    expectTypeOf(platform.assistant.list).returns.resolves.toEqualTypeOf<Assistant[]>();
    expectTypeOf(platform.squad.update).returns.resolves.toEqualTypeOf<Squad>();
    expectTypeOf(platform.call.createWeb).returns.resolves.toEqualTypeOf<WebCallResponse>();
    expectTypeOf(platform.call.get).returns.resolves.toEqualTypeOf<Call>();
    expectTypeOf(platform.tool.create).returns.resolves.toBeUnknown();
    expectTypeOf(platform.testSuite.runs.get).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(platform.testSuite.runs.get).parameter(1).toEqualTypeOf<string>();
    expectTypeOf(platform.call.list).parameter(0).toEqualTypeOf<CallListQuery | undefined>();
    expectTypeOf(platform.assistant.create).parameter(0).toEqualTypeOf<CreateAssistantDTO>();
    // @ts-expect-error: a squad needs members.
    void (() => platform.squad.create({ name: 'No members' }));
    // @ts-expect-error: GET /assistant/{id} needs its id.
    void (() => platform.assistant.get());
  });
});
