import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_BYTES, MAX_RESOURCE_BYTES, MAX_STORED_RESOURCES } from './platform/platform';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from './testing/test-platform';

// What the private key can store and ask for is bounded too (a fault probe's finding: a thousand assistants of
// 250 KB made a 246 MB list that held the event loop for seconds).

let server: TestPlatform;
beforeAll(async () => {
  server = await startTestPlatform();
});
afterAll(() => server.close());

describe('records the private key can make', () => {
  it('keeps at most MAX_STORED_RESOURCES assistants, and says how to make room', async () => {
    const { assistants } = server.platform.state;
    const made: string[] = [];
    for (let n = await assistants.count(); n < MAX_STORED_RESOURCES; n++) {
      made.push((await assistants.create({ name: `Filler ${n}` })).id);
    }
    const refused = await api(server.baseUrl, 'POST', '/assistant', { body: { name: 'One too many' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This platform keeps at most ${MAX_STORED_RESOURCES} assistants: delete one you no longer use (DELETE /assistant/{id}) before creating another.`,
    );
    await api(server.baseUrl, 'DELETE', `/assistant/${made.pop() as string}`);
    const room = await api(server.baseUrl, 'POST', '/assistant', { body: { name: 'Room now' } });
    expect(room.status).toBe(201);
    made.push(String(room.body.id));
    for (const id of made) await assistants.delete(id);
  }, 60_000);

  it('answers a list of large records with the newest that fit in MAX_LIST_BYTES', async () => {
    const { squads } = server.platform.state;
    const large = 'x'.repeat(MAX_RESOURCE_BYTES - 1024);
    const count = Math.ceil((MAX_LIST_BYTES * 1.5) / large.length);
    const made: string[] = [];
    for (let n = 0; n < count; n++) {
      made.push((await squads.create({ name: `Large ${n}`, members: [], note: large } as never)).id);
    }
    const response = await fetch(`${server.baseUrl}/squad?limit=1000`, {
      headers: { authorization: `Bearer ${TEST_KEYS.privateKey}` },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text.length).toBeLessThanOrEqual(MAX_LIST_BYTES);
    const listed = (JSON.parse(text) as { id: string }[]).map((squad) => squad.id);
    expect(listed.length).toBeGreaterThan(count / 2);
    expect(listed.length).toBeLessThan(count);
    // The newest first, and none skipped: an older page starts where this one stopped.
    expect(listed).toEqual(made.toReversed().slice(0, listed.length));
    // A record larger than the budget alone is still listed: the first always is.
    const one = await api(server.baseUrl, 'GET', '/squad?limit=1');
    expect((one.body as unknown as unknown[]).length).toBe(1);
    for (const id of made) await squads.delete(id);
  }, 60_000);
});
