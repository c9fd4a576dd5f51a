import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './client';
import {
  PlatformAbortedError,
  PlatformApiError,
  PlatformTimeoutError,
  PlatformUnreachableError,
} from './errors';
import { platformRoutes } from './routes';
import { startRecordingServer, type RecordingServer } from './testing/recording-server';

/** Waits short enough for fast tests; the 429 test below uses the platform's own Retry-After. */
const FAST_BACKOFF = { baseMs: 5, maxMs: 20, retryAfterMaxMs: 2_000 };
const UNAVAILABLE = { status: 503, json: { message: 'busy' } } as const;

let server: RecordingServer;
let platform: PlatformClient;

function clientWith(options: Partial<PlatformClientOptions> = {}): PlatformClient {
  return createPlatformClient({ baseUrl: server.baseUrl, token: 'k', backoff: FAST_BACKOFF, ...options });
}

beforeAll(async () => {
  server = await startRecordingServer();
  platform = clientWith();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

describe('idempotent calls are retried', () => {
  it('retries a GET on 503, then returns the success', async () => {
    server.script(UNAVAILABLE);
    await expect(platform.assistant.get('a-1')).resolves.toEqual({ method: 'GET', path: '/assistant/a-1' });
    expect(server.requests.map((r) => r.path)).toEqual(['/assistant/a-1', '/assistant/a-1']);
  });

  it('retries 408, 429, 5xx and a dropped connection, and PUT and DELETE too', async () => {
    const ok = { json: { ok: true } };
    server.script({ status: 408 }, { status: 429 }, ok, { status: 500 }, 'destroy', ok, UNAVAILABLE, ok);
    await expect(platform.assistant.list()).resolves.toBeDefined();
    await expect(platform.assistant.replace('a-1', { name: 'Kant' })).resolves.toBeDefined();
    await expect(platform.squad.delete('s-1')).resolves.toBeDefined();
    expect(server.requests.map((r) => r.method)).toEqual([
      'GET',
      'GET',
      'GET',
      'PUT',
      'PUT',
      'PUT',
      'DELETE',
      'DELETE',
    ]);
  });

  it('waits as long as Retry-After says (seconds)', async () => {
    server.script({ status: 429, headers: { 'retry-after': '1' } });
    await platform.call.list();
    const [first, second] = server.requests;
    const waited = (second?.receivedAt ?? 0) - (first?.receivedAt ?? 0);
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(2_000);
  });

  it('gives up at once when Retry-After asks for longer than the cap', async () => {
    server.script({ status: 429, headers: { 'retry-after': '3600' }, json: { message: 'slow down' } });
    const error = await platform.call.list().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, message: 'slow down' });
    expect(server.requests).toHaveLength(1);
  });

  it('stops after maxRetries and throws the last answer', async () => {
    server.respondWith(() => UNAVAILABLE);
    const error = await platform.squad.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(3);
    server.reset();
    server.respondWith(() => 'destroy');
    await expect(clientWith({ maxRetries: 0 }).squad.list()).rejects.toBeInstanceOf(PlatformUnreachableError);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry other 4xx answers or a timeout', async () => {
    server.script({ status: 404, json: { message: 'gone' } });
    await expect(platform.assistant.get('a-1')).rejects.toMatchObject({ status: 404 });
    server.script('hang');
    await expect(clientWith({ timeoutMs: 50 }).assistant.get('a-1')).rejects.toBeInstanceOf(
      PlatformTimeoutError,
    );
    expect(server.requests).toHaveLength(2);
  });
});

describe('calls the platform cannot de-duplicate are never retried', () => {
  it('POST /call/web: once, on 503 and on a dropped connection', async () => {
    server.script(UNAVAILABLE, 'destroy');
    await expect(platform.call.createWeb({ squadId: 's-1' })).rejects.toMatchObject({ status: 503 });
    await expect(platform.call.createWeb({ squadId: 's-1' })).rejects.toBeInstanceOf(
      PlatformUnreachableError,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('POST /assistant: once, even with Retry-After', async () => {
    server.script({ status: 429, headers: { 'retry-after': '0' } });
    await expect(platform.assistant.create({ name: 'Plato' })).rejects.toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(1);
  });

  it('every POST and PATCH of the table: exactly one request on 503', async () => {
    server.respondWith(() => UNAVAILABLE);
    const once = platformRoutes.filter((route) => route.method === 'POST' || route.method === 'PATCH');
    for (const route of once) {
      const params = [...route.path.matchAll(/\{[^}]+\}/g)].map(() => 'x');
      const node = route.namespace
        .split('.')
        .reduce<Record<string, unknown>>((n, part) => n[part] as Record<string, unknown>, platform);
      const call = node[route.name] as (...args: unknown[]) => Promise<unknown>;
      await expect(call(...params, {})).rejects.toMatchObject({ status: 503 });
    }
    expect(server.requests).toHaveLength(once.length);
  });
});

describe('no retry after the caller aborted', () => {
  it('an abort during the backoff ends the call at once, without another request', async () => {
    server.script(UNAVAILABLE);
    const slow = clientWith({ backoff: { baseMs: 10_000, maxMs: 10_000 } });
    const controller = new AbortController();
    const pending = slow.assistant
      .get('a-1', undefined, { signal: controller.signal })
      .catch((e: unknown) => e);
    await server.waitForRequests(1);
    const started = performance.now();
    controller.abort();
    expect(await pending).toBeInstanceOf(PlatformAbortedError);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(server.requests).toHaveLength(1);
  });

  it('an abort during an attempt is not retried', async () => {
    server.script('hang');
    const controller = new AbortController();
    const pending = platform.assistant
      .get('a-1', undefined, { signal: controller.signal })
      .catch((e: unknown) => e);
    const [recorded] = await server.waitForRequests(1);
    controller.abort();
    expect(await pending).toBeInstanceOf(PlatformAbortedError);
    await recorded?.closedUnanswered;
    expect(server.requests).toHaveLength(1);
  });
});
