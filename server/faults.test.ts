import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { platformRoutes } from '../src/platform-api/routes';
import { expectSchema, openApiAvailable } from '../tests/support/openapi';
import { api, joinCall, startTestPlatform, TEST_KEYS, type TestPlatform } from './test-support';

// The local platform probed as an attacker would (issue 9): each finding in its own describe block.

let server: TestPlatform;
let port: number;

beforeAll(async () => {
  server = await startTestPlatform();
  port = Number(new URL(server.baseUrl).port);
});

afterAll(() => server.close());

/** Sends bytes as they are, over TCP, and returns the status line of the answer ('' if the socket just closed). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request)}`)));
  });
}

async function stillAnswers(): Promise<void> {
  const response = await fetch(`${server.baseUrl}/app-config.json`);
  expect(response.status).toBe(200);
}

const webCall = (body: unknown, key = TEST_KEYS.publicKey) =>
  api(server.baseUrl, 'POST', '/call/web', { key, body });
const squadId = (): string => server.platform.seeded.squads['morality-debate'] as string;

describe('no request crashes the process', () => {
  it.each([
    ['GET //[ HTTP/1.1', '404'],
    ['GET http://[ HTTP/1.1', '404'],
    ['GET //%zz HTTP/1.1', '404'],
    ['GET /assistant/%E0%A4%A HTTP/1.1', '400'],
    ['GET /call/%zz HTTP/1.1', '400'],
  ])('%s gets a %s and the server answers on', async (line, status) => {
    const answer = await raw(
      `${line}\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TEST_KEYS.privateKey}\r\n\r\n`,
    );
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    await stillAnswers();
  });

  it.each(['//[', 'http://[', '/call/%zz/transport'])(
    'a WebSocket upgrade to %s is refused and the server answers on',
    async (target) => {
      const answer = await raw(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect(answer).toMatch(/^HTTP\/1.1 (400|404) /);
      await stillAnswers();
    },
  );

  it('cuts off a client that trickles its headers, and answers others meanwhile', async () => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /app-config.json HTTP/1.1\r\nHost: 127'),
    );
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    await stillAnswers();
    await closed;
    expect(answer).toMatch(/^HTTP\/1.1 408 /);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('answers a malformed percent-encoding with a 400 naming it', async () => {
    const { status, body } = await api(server.baseUrl, 'GET', '/assistant/%E0%A4%A');
    expect(status).toBe(400);
    expect(String(body.message)).toContain('percent-encoding');
  });
});

describe('bodies are validated before anything is stored', () => {
  it('refuses JSON nested 10,000 deep, and every list still answers', async () => {
    const deep = `{"name":"deep","metadata":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const { status, body } = await api(server.baseUrl, 'POST', '/assistant', { rawBody: deep });
    expect(status).toBe(400);
    expect(String(body.message)).toContain('nested deeper than');
    expect((await api(server.baseUrl, 'GET', '/assistant')).status).toBe(200);
  });

  it.each([
    ['voice', { voice: 'loud' }],
    ['voice.provider', { voice: { provider: 'nobody', voiceId: 'x' } }],
    ['model', { model: 42 }],
    ['model.model', { model: { provider: 'openai' } }],
    ['transcriber', { transcriber: [] }],
    ['firstMessageMode', { firstMessageMode: 'shout-first' }],
    ['maxDurationSeconds', { maxDurationSeconds: '600' }],
    ['maxDurationSeconds', { maxDurationSeconds: 5 }],
    ['name', { name: 'n'.repeat(41) }],
  ])('answers 400 naming %s, and stores nothing', async (field, fields) => {
    const before = (await api(server.baseUrl, 'GET', '/assistant?limit=1000')).body as unknown as unknown[];
    const { status, body } = await api(server.baseUrl, 'POST', '/assistant', {
      body: { name: 'Probe', ...fields },
    });
    expect(status).toBe(400);
    expect(String(body.message)).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    const after = (await api(server.baseUrl, 'GET', '/assistant?limit=1000')).body as unknown as unknown[];
    expect(after.length).toBe(before.length);
  });

  it('checks an inline assistant of a web call the same way, naming its path', async () => {
    const { status, body } = await webCall({ assistant: { firstMessageMode: 'whenever' } });
    expect(status).toBe(400);
    expect(String(body.message)).toMatch(/^assistant\.firstMessageMode: /);
    const squad = await webCall({ squad: { members: [{ assistant: { voice: { provider: 3 } } }] } });
    expect(squad.status).toBe(400);
    expect(String(squad.body.message)).toMatch(/^squad\.members\[0\]\.assistant\.voice\.provider: /);
  });

  it('answers 415 to a body that is not sent as JSON', async () => {
    const response = await fetch(`${server.baseUrl}/assistant`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_KEYS.privateKey}`, 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Plain' }),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toContain('application/json');
  });

  it('keeps a patched squad valid', async () => {
    const squad = await api(server.baseUrl, 'GET', `/squad/${squadId()}`);
    const patched = await api(server.baseUrl, 'PATCH', `/squad/${squadId()}`, {
      body: { members: [{ assistantId: 'no-such-assistant' }] },
    });
    expect(patched.status).toBe(400);
    expect(String(patched.body.message)).toContain(
      "members[0].assistantId 'no-such-assistant' matches no assistant",
    );
    expect((await api(server.baseUrl, 'GET', `/squad/${squadId()}`)).body).toEqual(squad.body);
  });
});

describe('the call lifecycle tells the truth', () => {
  it('lets PATCH change only the editable fields of a call', async () => {
    const call = await webCall({ squadId: squadId() });
    const id = String(call.body.id);
    for (const field of [{ status: 'ended' }, { webCallUrl: 'ws://evil.example/' }]) {
      const { status, body } = await api(server.baseUrl, 'PATCH', `/call/${id}`, { body: field });
      expect(status).toBe(400);
      expect(String(body.message)).toContain(Object.keys(field)[0]);
    }
    const renamed = await api(server.baseUrl, 'PATCH', `/call/${id}`, { body: { name: 'My debate' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'My debate',
      status: 'queued',
      webCallUrl: call.body.webCallUrl,
    });
  });

  it('keeps a call queued until its socket is open', async () => {
    const call = await webCall({ squadId: squadId() });
    // A handshake that never completes (no Sec-WebSocket-Key) must not start the call.
    const answer = await raw(
      `GET /call/${String(call.body.id)}/transport HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n` +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect((await api(server.baseUrl, 'GET', `/call/${String(call.body.id)}`)).body.status).toBe('queued');
  });
});

describe('origin, host and keys', () => {
  it('refuses a call socket opened from another origin, accepts one from its own', async () => {
    const call = await webCall({ squadId: squadId() });
    const url = String(call.body.webCallUrl);
    const refused = new WebSocket(url, { origin: 'https://evil.example' });
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
    const own = new WebSocket(url, { origin: server.baseUrl.replace('127.0.0.1', 'localhost') });
    await new Promise<void>((resolve, reject) => {
      own.on('open', () => resolve());
      own.on('error', reject);
    });
    own.close();
  });

  it('never builds webCallUrl from an untrusted Host', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ squadId: squadId() });
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `POST /call/web HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer ${TEST_KEYS.publicKey}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 201 /);
    expect(answer).not.toContain('evil.example');
    expect(answer).toContain(`"webCallUrl":"ws://127.0.0.1:${port}/call/`);
  });

  it('tells a wrong key from a right one whatever its length', async () => {
    for (const key of ['x', TEST_KEYS.privateKey.slice(0, -1), `${TEST_KEYS.privateKey}x`]) {
      expect((await api(server.baseUrl, 'GET', '/assistant', { key })).status).toBe(401);
    }
    expect((await api(server.baseUrl, 'GET', '/assistant')).status).toBe(200);
  });
});

describe('clear refusals', () => {
  const LOCAL = new Set([
    'POST /call/web',
    'GET /call',
    'GET /call/{id}',
    'PATCH /call/{id}',
    'DELETE /call/{id}',
    'POST /assistant',
    'GET /assistant',
    'GET /assistant/{id}',
    'PATCH /assistant/{id}',
    'PUT /assistant/{id}',
    'DELETE /assistant/{id}',
    'POST /squad',
    'GET /squad',
    'GET /squad/{id}',
    'PATCH /squad/{id}',
    'DELETE /squad/{id}',
  ]);

  it('answers 501 to every call of the spec the local platform does not run', async () => {
    const refused: string[] = [];
    for (const { method, path } of platformRoutes) {
      const call = `${method} ${path}`;
      if (LOCAL.has(call)) continue;
      const concrete = path.replace(/\{\w+\}/g, 'x1');
      const { status } = await api(
        server.baseUrl,
        method,
        concrete,
        method === 'GET' || method === 'DELETE' ? {} : { body: {} },
      );
      if (status !== 501) refused.push(`${call} -> ${status}`);
    }
    expect(refused).toEqual([]);
  });

  it.each([
    ['POST', '/chat', 'POST /chat'],
    ['GET', '/assistant/abc/version', 'GET /assistant/{id}/version'],
    ['GET', '/11labs/voices/search', 'GET /{provider}/voices/search'],
    ['POST', '/call/phone', 'POST /call/phone'],
  ])('%s %s answers 501 naming the route', async (method, path, named) => {
    const { status, body } = await api(server.baseUrl, method, path, method === 'GET' ? {} : { body: {} });
    expect(status).toBe(501);
    expect(body).toMatchObject({ statusCode: 501, error: 'Not Implemented' });
    expect(String(body.message)).toContain(named);
  });
});

/** A platform of its own for a describe block, with the limits it probes. */
function platformWith(options: Parameters<typeof startTestPlatform>[1]): () => TestPlatform {
  let own: TestPlatform | undefined;
  beforeAll(async () => {
    own = await startTestPlatform({}, options);
  });
  afterAll(() => own?.close());
  return () => own as TestPlatform;
}

const startCall = (
  target: TestPlatform,
  body: unknown = { squadId: target.platform.seeded.squads['morality-debate'] },
) => api(target.baseUrl, 'POST', '/call/web', { key: TEST_KEYS.publicKey, body });

const callRecord = async (target: TestPlatform, id: unknown) =>
  (await api(target.baseUrl, 'GET', `/call/${String(id)}`)).body;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('live calls are capped', () => {
  const target = platformWith({ maxCalls: 2 });

  it('answers 429 "All philosophers are busy" past MAX_CALLS, and takes calls again once one ends', async () => {
    const [first, second] = [await startCall(target()), await startCall(target())];
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await startCall(target());
    expect(third.status).toBe(429);
    expect(String(third.body.message)).toMatch(/^All philosophers are busy/);
    expect((await api(target().baseUrl, 'DELETE', `/call/${String(first.body.id)}`)).status).toBe(200);
    expect((await startCall(target())).status).toBe(201);
  });
});

describe('web calls are rate-limited per key and address', () => {
  const target = platformWith({ callRate: { burst: 3, perSecond: 1 } });

  it('lets a burst through, then answers 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await startCall(target())).status);
    expect(statuses).toEqual([201, 201, 201]);
    const response = await fetch(`${target().baseUrl}/call/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_KEYS.publicKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ squadId: target().platform.seeded.squads['morality-debate'] }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('a call nobody joins', () => {
  const target = platformWith({ joinTimeoutMs: 300 });

  it('ends, leaves memory and stays in the database', async () => {
    const call = await startCall(target());
    expect(target().platform.transport.liveCalls).toBe(1);
    const ended = await until(
      () => callRecord(target(), call.body.id),
      (record) => record.status === 'ended',
    );
    expect(ended).toMatchObject({ status: 'ended', endedReason: 'customer-did-not-answer' });
    expect(target().platform.transport.liveCalls).toBe(0);
  });
});

describe('calls end at their maximum length and after a silence', () => {
  const long = platformWith({ callTiming: { playbackRate: 25, maxDurationMs: 1500 } });
  const silent = platformWith({ callTiming: { playbackRate: 25, silenceTimeoutMs: 1000 } });

  it('ends a call that reaches its maximum length', async () => {
    const call = await startCall(long());
    const joined = await joinCall(String(call.body.webCallUrl));
    const ended = await joined.waitFor((m) => m.type === 'status-update' && m.status === 'ended', 10_000);
    expect(ended.endedReason).toBe('exceeded-max-duration');
    await joined.closed;
    const record = await until(
      () => callRecord(long(), call.body.id),
      (r) => r.status === 'ended',
    );
    expect(record).toMatchObject({ endedReason: 'exceeded-max-duration' });
    expect(record.startedAt).toEqual(expect.any(String));
    expect(record.endedAt).toEqual(expect.any(String));
  });

  it('ends a call in which the visitor says nothing, once the debate is quiet', async () => {
    const call = await startCall(silent());
    const joined = await joinCall(String(call.body.webCallUrl));
    const ended = await joined.waitFor((m) => m.type === 'status-update' && m.status === 'ended', 20_000);
    expect(ended.endedReason).toBe('silence-timed-out');
  });
});

describe('the call lifecycle after the socket opens', () => {
  const target = platformWith({ callTiming: { playbackRate: 25 } });

  it('keeps the ended call with its conversation as the artifact', async () => {
    const call = await startCall(target());
    const joined = await joinCall(String(call.body.webCallUrl));
    joined.socket.send(
      JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'What is justice?' } }),
    );
    await joined.waitFor(
      (m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final',
    );
    joined.socket.send(JSON.stringify({ type: 'end-call' }));
    await joined.closed;
    const record = await until(
      () => callRecord(target(), call.body.id),
      (r) => r.status === 'ended',
    );
    expect(record).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
    const artifact = record.artifact as { transcript: string; messages: { role: string; message: string }[] };
    expect(artifact.transcript).toContain('User: What is justice?');
    expect(artifact.messages.some((m) => m.role === 'bot')).toBe(true);
    if (openApiAvailable) expectSchema('Call', record);
    expect(target().platform.transport.liveCalls).toBe(0);
  });

  it('hangs up a live call on DELETE: its socket closes and its record goes', async () => {
    const call = await startCall(target());
    const joined = await joinCall(String(call.body.webCallUrl));
    await joined.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress');
    expect((await callRecord(target(), call.body.id)).status).toBe('in-progress');
    expect((await api(target().baseUrl, 'DELETE', `/call/${String(call.body.id)}`)).status).toBe(200);
    await joined.closed;
    const audioAtClose = joined.audioBytes;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(joined.audioBytes).toBe(audioAtClose);
    expect((await api(target().baseUrl, 'GET', `/call/${String(call.body.id)}`)).status).toBe(404);
  });
});

describe('incoming messages and the conversation are bounded', () => {
  const target = platformWith({ callTiming: { playbackRate: 25 } });

  it('drops a flood of 10,000 messages past the limit, and conversation-update stays bounded', async () => {
    const call = await startCall(target());
    const joined = await joinCall(String(call.body.webCallUrl));
    for (let i = 0; i < 10_000; i++) {
      joined.socket.send(
        JSON.stringify({ type: 'add-message', message: { role: 'user', content: `Question ${i}?` } }),
      );
    }
    await joined.waitFor((m) => m.type === 'conversation-update');
    await stillAnswersAt(target());
    joined.socket.send(JSON.stringify({ type: 'end-call' }));
    await joined.closed;
    const updates = joined.messages.filter((m) => m.type === 'conversation-update');
    for (const update of updates) expect((update.messages as unknown[]).length).toBeLessThanOrEqual(100);
    const record = await until(
      () => callRecord(target(), call.body.id),
      (r) => r.status === 'ended',
    );
    const asked = (record.artifact as { messages: { role: string }[] }).messages.filter(
      (m) => m.role === 'user',
    );
    // The limit's burst, and what its steady rate let through while the flood lasted.
    expect(asked.length).toBeLessThan(100);
  });
});

async function stillAnswersAt(target: TestPlatform): Promise<void> {
  expect((await fetch(`${target.baseUrl}/app-config.json`)).status).toBe(200);
}
