import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from './testing/test-platform';

// A squad whose assistant is deleted (a fault probe's finding): no call starts, or opens, with an anonymous voice in
// its seat.

let server: TestPlatform;
beforeAll(async () => {
  server = await startTestPlatform();
});
afterAll(() => server.close());

describe('a squad whose assistant was deleted', () => {
  it('refuses a call on a squad whose assistant was deleted since, naming the seat', async () => {
    const assistant = await api(server.baseUrl, 'POST', '/assistant', { body: { name: 'Soon gone' } });
    const squad = await api(server.baseUrl, 'POST', '/squad', {
      body: { members: [{ assistantId: String(assistant.body.id) }] },
    });
    expect(squad.status).toBe(201);
    await api(server.baseUrl, 'DELETE', `/assistant/${String(assistant.body.id)}`);
    const call = await api(server.baseUrl, 'POST', '/call/web', {
      key: TEST_KEYS.publicKey,
      body: { squadId: String(squad.body.id) },
    });
    expect(call.status).toBe(400);
    expect(call.body.message).toBe(
      `squad '${String(squad.body.id)}' members[0].assistantId '${String(assistant.body.id)}' matches no assistant.`,
    );
    await api(server.baseUrl, 'DELETE', `/squad/${String(squad.body.id)}`);
  });

  it('refuses to open a call whose squad lost an assistant after the call was made, and ends it', async () => {
    const assistant = await api(server.baseUrl, 'POST', '/assistant', {
      body: { name: 'Gone before the join' },
    });
    const squad = await api(server.baseUrl, 'POST', '/squad', {
      body: { members: [{ assistantId: String(assistant.body.id) }] },
    });
    const call = await api(server.baseUrl, 'POST', '/call/web', {
      key: TEST_KEYS.publicKey,
      body: { squadId: String(squad.body.id) },
    });
    expect(call.status).toBe(201);
    await api(server.baseUrl, 'DELETE', `/assistant/${String(assistant.body.id)}`);
    const socket = new WebSocket(String(call.body.webCallUrl));
    socket.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    socket.terminate();
    expect(status).toBe(410);
    await expect
      .poll(async () => (await api(server.baseUrl, 'GET', `/call/${String(call.body.id)}`)).body.endedReason)
      .toBe('pipeline-error-local-platform');
    await api(server.baseUrl, 'DELETE', `/squad/${String(squad.body.id)}`);
  });
});
