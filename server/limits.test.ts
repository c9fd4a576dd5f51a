import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSchema, openApiAvailable } from '../tests/support/openapi';
import { joinCall } from './testing/recording-call';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from './testing/test-platform';

// The local platform's limits and call lifecycle, probed as an attacker would (issue 9): each describe block runs a
// platform of its own with the limit it probes. The request-level faults are in faults.test.ts.

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

describe('one address cannot hold every live call', () => {
  const target = platformWith({ maxCallsPerAddress: 2 });

  it('answers 429 past MAX_CALLS_PER_ADDRESS from one address, and takes calls again once one ends', async () => {
    const [first, second] = [await startCall(target()), await startCall(target())];
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await startCall(target());
    expect(third.status).toBe(429);
    expect(String(third.body.message)).toBe(
      '2 debates are already open from your address: end one, then try again.',
    );
    expect(target().platform.transport.liveCalls).toBe(2);
    expect((await api(target().baseUrl, 'DELETE', `/call/${String(first.body.id)}`)).status).toBe(200);
    expect((await startCall(target())).status).toBe(201);
  });
});

describe('requests sent at once cannot pass the caps before any call is created', () => {
  const perAddress = platformWith({ maxCallsPerAddress: 2 });
  const total = platformWith({ maxCalls: 3 });

  /** A call started with its headers now and its body `delayMs` later, as a racing client sends it. */
  const slowStart = (target: TestPlatform, delayMs: number) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ squadId: target.platform.seeded.squads['morality-debate'] });
      const req = request(`${target.baseUrl}/call/web`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${TEST_KEYS.publicKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.flushHeaders();
      setTimeout(() => req.end(body), delayMs);
    });

  it.each([
    ['per address', perAddress, 2],
    ['in all', total, 3],
  ])('%s', async (_, target, cap) => {
    const statuses = await Promise.all(Array.from({ length: 8 }, () => slowStart(target(), 300)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(cap);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - cap);
    // The places held while the bodies came are given back: only the created calls count.
    expect(target().platform.transport.liveCalls).toBe(cap);
  });

  it('gives the place back when the request fails', async () => {
    const bad = await api(perAddress().baseUrl, 'POST', '/call/web', {
      key: TEST_KEYS.publicKey,
      body: { squadId: 'no-such-squad' },
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(perAddress().platform.transport.liveCalls).toBe(2);
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

  it('drops a flood of 10,000 messages past the limit, cuts the client off, and conversation-update stays bounded', async () => {
    const call = await startCall(target());
    const joined = await joinCall(String(call.body.webCallUrl));
    const closing = new Promise<number>((resolve) => joined.socket.once('close', (code) => resolve(code)));
    for (let i = 0; i < 10_000; i++) {
      joined.socket.send(
        JSON.stringify({ type: 'add-message', message: { role: 'user', content: `Question ${i}?` } }),
      );
    }
    expect(await closing).toBe(1008);
    await stillAnswersAt(target());
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
