import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../tests/e2e/server-process';
import { api } from './testing/test-platform';

// The records survive the server process being killed (kill -9) once a write is acknowledged, and a restart keeps
// the seeded debates' ids, so an open page or `npm run provision`'s ids never go stale.

const KEYS = { LOCAL_PUBLIC_KEY: 'restart-public-key-0001', LOCAL_PRIVATE_KEY: 'restart-private-key-0001' };
const key = KEYS.LOCAL_PRIVATE_KEY;

let dataDir: string | undefined;
let running: RunningServer | undefined;

afterAll(async () => {
  await running?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function appConfig(url: string): Promise<{ squads: Record<string, string> }> {
  return (await fetch(`${url}/app-config.json`)).json() as Promise<{ squads: Record<string, string> }>;
}

describe('the generated private key', () => {
  it('is printed in full once, when it is made, and masked at every later start', async () => {
    const keysDir = await mkdtemp(join(tmpdir(), 'dialectic-keys-'));
    try {
      const first = await startServer({ DATA_DIR: keysDir });
      await first.stop();
      const privateKey = /private (\S+)/.exec(first.output())?.[1] ?? '';
      expect(privateKey.length).toBeGreaterThanOrEqual(16);
      expect(first.output()).toContain('shown this once');
      const second = await startServer({ DATA_DIR: keysDir });
      await second.stop();
      expect(second.output()).toMatch(/private \S+…/);
      expect(second.output()).not.toContain(privateKey);
    } finally {
      await rm(keysDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a restart after kill -9', () => {
  it('keeps every acknowledged record and the seeded ids, and closes the calls it cut off', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dialectic-restart-'));
    const env = { ...KEYS, DATA_DIR: dataDir };
    running = await startServer(env);
    const first = running.url;
    const seeded = await appConfig(first);
    const created = await api(first, 'POST', '/assistant', {
      key,
      body: { name: 'Survivor', firstMessage: 'Hi.' },
    });
    expect(created.status).toBe(201);
    const patched = await api(first, 'PATCH', `/assistant/${String(created.body.id)}`, {
      key,
      body: { firstMessage: 'Still here.' },
    });
    expect(patched.status).toBe(200);
    const call = await api(first, 'POST', '/call/web', {
      key: KEYS.LOCAL_PUBLIC_KEY,
      body: { squadId: seeded.squads['knowledge-debate'] },
    });
    expect(call.status).toBe(201);

    // No shutdown, no flush: the process is killed outright.
    const pid = running.process.pid as number;
    const exited = new Promise((resolve) => running?.process.once('exit', resolve));
    process.kill(-pid, 'SIGKILL');
    await exited;

    running = await startServer(env);
    const second = running.url;
    expect((await appConfig(second)).squads).toEqual(seeded.squads);
    const kept = await api(second, 'GET', `/assistant/${String(created.body.id)}`, { key });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Survivor', firstMessage: 'Still here.' });
    const cutOff = await api(second, 'GET', `/call/${String(call.body.id)}`, { key });
    expect(cutOff.body).toMatchObject({ status: 'ended', endedReason: 'worker-shutdown' });
  }, 120_000);
});
