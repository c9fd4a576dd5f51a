import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformState } from '../platform/platform';
import { openDatabase, type Database } from './database';
import { migrate, MIGRATIONS } from './migrations';

// The store suite, run on the embedded database and, where TEST_DATABASE_URL names a PostgreSQL server (CI starts
// Debian's), on a throwaway database there too.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: the store suite runs on PGlite only, not on a PostgreSQL server.',
  );
}

interface Backend {
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

function embedded(): Backend {
  let dir: string | undefined;
  return {
    open: async () => {
      dir ??= await mkdtemp(join(tmpdir(), 'dialectic-store-'));
      return openDatabase({ dataDir: dir });
    },
    dispose: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

function server(url: string): Backend {
  const name = `club_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let created = false;
  return {
    open: async () => {
      if (!created) await admin(`create database ${name}`);
      created = true;
      const target = new URL(url);
      target.pathname = `/${name}`;
      return openDatabase({ dataDir: '', url: target.toString() });
    },
    dispose: async () => {
      if (created) await admin(`drop database if exists ${name}`);
    },
  };
}

const backends: [string, () => Backend][] = [
  ['PGlite', embedded],
  ['PostgreSQL', () => server(serverUrl as string)],
];

describe.each(backends)('the store on %s', (name, make) => {
  const skip = name === 'PostgreSQL' && !serverUrl;
  const backend = make();
  let db: Database;

  beforeAll(async () => {
    if (!skip) db = await backend.open();
  }, 60_000);

  afterAll(async () => {
    if (skip) return;
    await db.close();
    await backend.dispose();
  });

  it.skipIf(skip)('migrates once: a second start applies nothing', async () => {
    const first = await migrate(db);
    expect(first).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it.skipIf(skip)('creates, lists newest first, reads, merges, replaces and deletes records', async () => {
    const state = await PlatformState.open(db);
    const a = await state.assistants.create({ name: 'First', firstMessage: 'Hello.' });
    const b = await state.assistants.create({ name: 'Second' });
    expect((await state.assistants.list(2)).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(await state.assistants.get(a.id)).toEqual(a);
    const merged = await state.assistants.update(a.id, { name: 'Renamed' });
    expect(merged).toMatchObject({
      id: a.id,
      name: 'Renamed',
      firstMessage: 'Hello.',
      createdAt: a.createdAt,
    });
    const replaced = await state.assistants.update(a.id, { name: 'Bare' }, 'replace');
    expect(replaced).not.toHaveProperty('firstMessage');
    expect(await state.assistants.delete(a.id)).toMatchObject({ id: a.id });
    expect(await state.assistants.get(a.id)).toBeUndefined();
    expect(await state.assistants.update(a.id, { name: 'Gone' })).toBeUndefined();
  });

  it.skipIf(skip)('keeps a seeded record under its id when it is seeded again', async () => {
    const state = await PlatformState.open(db);
    const first = await state.squads.seed('morality-debate', {
      name: 'Old',
      members: [{ assistantId: 'x' }],
    });
    const again = await state.squads.seed('morality-debate', {
      name: 'New',
      members: [{ assistantId: 'y' }],
    });
    expect(again.id).toBe(first.id);
    expect(again.createdAt).toBe(first.createdAt);
    expect(await state.squads.get(first.id)).toMatchObject({ name: 'New' });
  });

  it.skipIf(skip)('lands every one of many updates made at once', async () => {
    const state = await PlatformState.open(db);
    const record = await state.assistants.create({ name: 'Counter' });
    // Each update merges a field of its own: a read-modify-write without the row's lock would lose some.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => state.assistants.update(record.id, { [`f${i}`]: i })),
    );
    const final = (await state.assistants.get(record.id)) as Record<string, unknown>;
    for (let i = 0; i < 20; i++) expect(final[`f${i}`]).toBe(i);
  });

  it.skipIf(skip)('keeps one organisation id, and closes the calls a crash left unfinished', async () => {
    const state = await PlatformState.open(db);
    expect((await PlatformState.open(db)).orgId).toBe(state.orgId);
    const transport = { provider: 'vapi.websocket' as const, websocketCallUrl: '', audioFormat: {} as never };
    const call = (status: 'queued' | 'in-progress' | 'ended', owner: string) =>
      state.calls.create({ type: 'webCall', status, webCallUrl: '', transport }, randomUUID(), owner);
    const gone = await call('in-progress', 'a-process-that-crashed');
    const done = await call('ended', 'a-process-that-crashed');
    const mine = await call('queued', state.instanceId);
    const closed = await state.closeOrphanedCalls();
    expect(await state.calls.get(gone.id)).toMatchObject({ status: 'ended', endedReason: 'worker-shutdown' });
    expect((await state.calls.get(done.id))?.endedReason).toBeUndefined();
    if (db.shared) {
      // Another process on a shared database is alive: its calls are left alone.
      expect(closed).toBe(1);
      expect((await state.calls.get(mine.id))?.status).toBe('queued');
    } else {
      // The embedded database is this process's alone: whatever is unfinished at start was cut off.
      expect(closed).toBe(2);
    }
    await state.close();
  });

  it.skipIf(skip)('prunes the ended calls past the newest ones it keeps, never a live one', async () => {
    const state = await PlatformState.open(db);
    const transport = { provider: 'vapi.websocket' as const, websocketCallUrl: '', audioFormat: {} as never };
    const call = (status: 'queued' | 'ended') =>
      state.calls.create({ type: 'webCall', status, webCallUrl: '', transport });
    const oldLive = await call('queued');
    const old = [await call('ended'), await call('ended')];
    const recent = [await call('ended'), await call('ended'), await call('ended')];
    const before = (await state.calls.list(1000)).length;
    expect(await state.calls.prune(3)).toBeGreaterThanOrEqual(2);
    for (const record of old) expect(await state.calls.get(record.id)).toBeUndefined();
    for (const record of [oldLive, ...recent]) expect(await state.calls.get(record.id)).toBeDefined();
    expect((await state.calls.list(1000)).length).toBeLessThan(before);
    expect(await state.calls.prune(3)).toBe(0);
    await state.close();
  });

  it.skipIf(skip)('agrees on a seeded id when two processes seed at once', async () => {
    const [a, b] = await Promise.all([PlatformState.open(db), PlatformState.open(db)]);
    const members = [{ assistantId: 'x' }];
    const [first, second] = await Promise.all([
      a.squads.seed('free-will-debate', { name: 'A', members }),
      b.squads.seed('free-will-debate', { name: 'B', members }),
    ]);
    expect(second.id).toBe(first.id);
  });
});
