import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { platformRoutes } from '../src/platform-api/routes';
import { MAX_CONNECTIONS_PER_ADDRESS } from './app';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from './testing/test-platform';

// The local platform probed as an attacker would (issue 9): each finding in its own describe block. The limits and
// the call lifecycle on platforms of their own are in limits.test.ts, the HTTP side's in http-faults.test.ts, a squad
// losing an assistant in squad-deletion.test.ts.

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

  it.each(['/anything', `/call/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/transport`])(
    'a client that asks to upgrade %s and then resets the connection does not take the server down',
    async (target) => {
      // Node hands an upgrade's socket over without its error handler: a reset there was an uncaught error.
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
        ),
      );
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.resetAndDestroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
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

  it('refuses sockets past its share to one address, and answers others meanwhile', async () => {
    // Another address on the loopback: this machine's own requests (127.0.0.1) must still be answered.
    const open = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' }, () => {
          socket.write('GET /app-config.json HTTP/1.1\r\nHost: 127');
          resolve(socket);
        });
        socket.on('error', reject);
      });
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, open));
    try {
      const extra = await open();
      const closed = await new Promise<boolean>((resolve) => {
        extra.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 2000);
      });
      expect(closed).toBe(true);
      await stillAnswers();
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('answers a malformed percent-encoding with a 400 naming it', async () => {
    const { status, body } = await api(server.baseUrl, 'GET', '/assistant/%E0%A4%A');
    expect(status).toBe(400);
    expect(String(body.message)).toContain('percent-encoding');
  });
});

describe('bodies are validated before anything is stored', () => {
  it('a squad of more members than a debate could use is refused before any is looked up', async () => {
    const assistantId = server.platform.seeded.assistants.socrates;
    const members = Array.from({ length: 21 }, () => ({ assistantId }));
    const started = await webCall({ squad: { members } });
    expect(started.status).toBe(400);
    expect(String(started.body.message)).toContain('at most 20 members');
    const created = await api(server.baseUrl, 'POST', '/squad', { body: { members } });
    expect(created.status).toBe(400);
    expect((await webCall({ squad: { members: members.slice(0, 20) } })).status).toBe(201);
  });

  it.each([
    ['a NUL', '{"name":"a\\u0000b"}'],
    ['a lone surrogate half', '{"name":"a\\ud800b"}'],
    ['a NUL in a key', '{"metadata":{"a\\u0000":1}}'],
  ])('refuses %s in a string with a 400 saying so, and stores nothing', async (_what, rawBody) => {
    const before = (await api(server.baseUrl, 'GET', '/assistant')).body;
    const { status, body } = await api(server.baseUrl, 'POST', '/assistant', { rawBody });
    expect(status).toBe(400);
    expect(String(body.message)).toContain('NUL character or half of a surrogate pair');
    expect((await api(server.baseUrl, 'GET', '/assistant')).body).toEqual(before);
  });

  it.each(['/call/%00', '/assistant/a%00b'])('answers %s with a 400, not a database error', async (path) => {
    const { status } = await api(server.baseUrl, 'GET', path);
    expect(status).toBe(400);
  });

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

  it('does not let patches that each fit grow a record past the size of one body', async () => {
    const created = await api(server.baseUrl, 'POST', '/assistant', { body: { name: 'Growing' } });
    const path = `/assistant/${String(created.body.id)}`;
    const field = 'x'.repeat(150 * 1024);
    expect((await api(server.baseUrl, 'PATCH', path, { body: { metadata: { a: field } } })).status).toBe(200);
    const second = await api(server.baseUrl, 'PATCH', path, { body: { firstMessage: field } });
    expect(second.status).toBe(413);
    expect(String(second.body.message)).toContain('would grow past');
    expect((await api(server.baseUrl, 'GET', path)).body.firstMessage).toBeUndefined();
    await api(server.baseUrl, 'DELETE', path);
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
