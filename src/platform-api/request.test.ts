import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abortRequest, createCancelToken } from './cancel';
import {
  PlatformAbortedError,
  PlatformApiError,
  PlatformTimeoutError,
  PlatformUnreachableError,
} from './errors';
import { request, type RequestOptions } from './request';
import { startRecordingServer, type RecordingServer } from './testing/recording-server';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

function send(options: Partial<RequestOptions> = {}): Promise<unknown> {
  return request({
    baseUrl: server.baseUrl,
    token: 'key',
    method: 'GET',
    path: '/thing',
    maxRetries: 0,
    ...options,
  });
}

describe('body encodings', () => {
  it('sends JSON with its content type', async () => {
    await send({ method: 'POST', body: { a: [1, 'x'] } });
    expect(server.requests[0]?.contentType).toBe('application/json');
    expect(server.requests[0]?.body.toString()).toBe('{"a":[1,"x"]}');
  });

  it('builds form data from a plain object and lets fetch set the multipart boundary', async () => {
    const file = new File(['cogito'], 'meditations.txt', { type: 'text/plain' });
    await send({
      method: 'POST',
      bodyType: 'form-data',
      body: { file, purpose: 'kb', tags: ['a', 'b'], none: undefined },
    });
    const [recorded] = server.requests;
    const boundary = /boundary=(.+)$/.exec(recorded?.contentType ?? '')?.[1];
    expect(boundary).toBeTruthy();
    const text = recorded?.body.toString() ?? '';
    expect(text).toContain(`--${boundary}`);
    expect(text).toContain('name="file"; filename="meditations.txt"');
    expect(text).toContain('cogito');
    expect(text.match(/name="tags"/g)).toHaveLength(2);
    expect(text).not.toContain('name="none"');
  });

  it('sends url-encoded fields from an object or URLSearchParams', async () => {
    await send({ method: 'POST', bodyType: 'url-encoded', body: { a: 'x y', b: [1, 2] } });
    await send({ method: 'POST', bodyType: 'url-encoded', body: new URLSearchParams({ c: '&' }) });
    expect(server.requests.map((r) => [r.contentType, r.body.toString()])).toEqual([
      ['application/x-www-form-urlencoded;charset=UTF-8', 'a=x+y&b=1&b=2'],
      ['application/x-www-form-urlencoded;charset=UTF-8', 'c=%26'],
    ]);
  });

  it('sends plain text', async () => {
    await send({ method: 'POST', bodyType: 'text', body: 'I think, therefore I am.' });
    expect(server.requests[0]?.contentType).toBe('text/plain;charset=UTF-8');
    expect(server.requests[0]?.body.toString()).toBe('I think, therefore I am.');
  });
});

describe('query strings', () => {
  it('drops undefined and null, repeats arrays, encodes values and writes dates in ISO 8601', async () => {
    const query = {
      a: 'x&y=z',
      b: undefined,
      c: null,
      d: [1, 2],
      e: new Date('2025-01-02T03:04:05Z'),
      f: false,
    };
    await send({ query });
    expect(server.requests[0]?.query).toBe('a=x%26y%3Dz&d=1&d=2&e=2025-01-02T03%3A04%3A05.000Z&f=false');
  });
});

describe('responses', () => {
  it('reads JSON (also +json), text, and nothing for a 204', async () => {
    server.script(
      { json: { ok: 1 } },
      { text: '{"not":"json"}', headers: { 'content-type': 'application/problem+json' } },
      { text: 'plain words' },
      { status: 204 },
    );
    expect(await send()).toEqual({ ok: 1 });
    expect(await send()).toEqual({ not: 'json' });
    expect(await send()).toBe('plain words');
    expect(await send({ method: 'DELETE' })).toBeUndefined();
  });

  it('throws PlatformApiError with the status, the parsed body and the response', async () => {
    server.script({
      status: 404,
      json: { statusCode: 404, error: 'Not Found', message: 'No assistant a-1.' },
    });
    const error = await send().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformApiError);
    const apiError = error as PlatformApiError;
    expect(apiError).toMatchObject({ code: 'api-error', status: 404, message: 'No assistant a-1.' });
    expect(apiError.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No assistant a-1.' });
    expect(apiError.response.status).toBe(404);
    expect(apiError.response.headers.get('content-type')).toContain('application/json');
  });

  it('joins a list of messages, and names the status when the body has none', async () => {
    server.script(
      { status: 400, json: { message: ['name too long', 'model missing'] } },
      { status: 502, text: 'bad' },
    );
    await expect(send({ method: 'POST' })).rejects.toThrow('name too long; model missing');
    const error = (await send({ method: 'POST' }).catch((e: unknown) => e)) as PlatformApiError;
    expect([error.status, error.body, error.message]).toEqual([502, 'bad', 'The platform answered 502.']);
  });
});

describe('auth', () => {
  it('sends the bearer token unless the call is not secure, and lets extra headers through', async () => {
    await send({ headers: { 'x-request-id': 'r1' } });
    await send({ secure: false });
    expect(server.requests[0]?.headers).toMatchObject({ authorization: 'Bearer key', 'x-request-id': 'r1' });
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });
});

describe('failures without an answer', () => {
  it('throws PlatformUnreachableError naming the origin when nothing listens', async () => {
    const closed = await startRecordingServer();
    await closed.close();
    const error = await request({
      baseUrl: closed.baseUrl,
      token: 'k',
      method: 'POST',
      path: '/call/web',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformUnreachableError);
    expect((error as PlatformUnreachableError).message).toContain(closed.baseUrl);
  });

  it('times out with PlatformTimeoutError and closes the connection', async () => {
    server.script('hang');
    const started = performance.now();
    const error = await send({ timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformTimeoutError);
    expect(error).toMatchObject({ code: 'timeout', timeoutMs: 150 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await server.requests[0]?.closedUnanswered;
  });
});

describe('cancellation', () => {
  it('aborts by AbortSignal: PlatformAbortedError, and the server sees the connection close', async () => {
    server.script('hang');
    const controller = new AbortController();
    const pending = send({ signal: controller.signal }).catch((e: unknown) => e);
    const [recorded] = await server.waitForRequests(1);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(PlatformAbortedError);
    expect(error).toMatchObject({ code: 'aborted' });
    await recorded?.closedUnanswered;
  });

  it('does not send a request whose signal is already aborted', async () => {
    await expect(send({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(PlatformAbortedError);
    expect(server.requests).toHaveLength(0);
  });

  it('aborts every request started with a cancel token, and any started with it later', async () => {
    server.respondWith(() => 'hang');
    const token = createCancelToken('debate');
    const other = createCancelToken();
    const first = send({ cancelToken: token }).catch((e: unknown) => e);
    const second = send({ method: 'POST', cancelToken: token, signal: new AbortController().signal }).catch(
      (e: unknown) => e,
    );
    const untouched = send({ cancelToken: other, timeoutMs: 200 }).catch((e: unknown) => e);
    const recorded = await server.waitForRequests(3);
    abortRequest(token);
    expect(await first).toBeInstanceOf(PlatformAbortedError);
    expect(await second).toBeInstanceOf(PlatformAbortedError);
    await Promise.all(recorded.slice(0, 2).map((r) => r.closedUnanswered));
    await expect(send({ cancelToken: token })).rejects.toBeInstanceOf(PlatformAbortedError);
    expect(server.requests).toHaveLength(3);
    expect(await untouched).toBeInstanceOf(PlatformTimeoutError);
  });

  it('cancels many requests of one token together', async () => {
    server.respondWith(() => 'hang');
    const token = createCancelToken();
    const pending = Array.from({ length: 12 }, () => send({ cancelToken: token }).catch((e: unknown) => e));
    await server.waitForRequests(12);
    abortRequest(token, new Error('left the arena'));
    const errors = await Promise.all(pending);
    expect(
      errors.every(
        (e) => e instanceof PlatformAbortedError && (e.cause as Error).message === 'left the arena',
      ),
    ).toBe(true);
  });
});

describe('misuse', () => {
  it('refuses a body on GET instead of reporting the platform unreachable', async () => {
    await expect(send({ body: { a: 1 } })).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});
