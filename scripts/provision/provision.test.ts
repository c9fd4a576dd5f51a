import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestPlatform, TEST_KEYS, type TestPlatform } from '../../server/testing/test-platform';
import { debateAssistants, debateSquads } from '../../server/content/platform';
import { createPlatformClient } from '../../src/platform-api';
import { assistantVariable, mergeEnvFile, squadVariable } from './env-file';
import { provisionDebates } from './provision';

const run = promisify(execFile);

describe('mergeEnvFile', () => {
  it('replaces our variables in place, appends new ones and keeps every other line', () => {
    const before = '# mine\nVITE_VAPI_PUBLIC_KEY=pk\nVITE_SQUAD_ID_MORALITY=old\n';
    expect(mergeEnvFile(before, { VITE_SQUAD_ID_MORALITY: 'new', VITE_SQUAD_ID_KNOWLEDGE: 'k' })).toBe(
      '# mine\nVITE_VAPI_PUBLIC_KEY=pk\nVITE_SQUAD_ID_MORALITY=new\nVITE_SQUAD_ID_KNOWLEDGE=k\n',
    );
    expect(mergeEnvFile('', { A: '1' })).toBe('A=1\n');
  });

  it('names the variables the app reads', () => {
    expect(squadVariable('free-will-debate')).toBe('VITE_SQUAD_ID_FREE_WILL');
    expect(assistantVariable('aristotle')).toBe('VITE_ASSISTANT_ID_ARISTOTLE');
  });
});

describe('provisioning against the local platform', () => {
  let server: TestPlatform;
  beforeAll(async () => {
    server = await startTestPlatform({}, { seed: false });
  });
  afterAll(() => server.close());

  it('creates every assistant and squad, then updates them and creates nothing on a second run', async () => {
    const client = createPlatformClient({ baseUrl: server.baseUrl, token: TEST_KEYS.privateKey });
    const first = await provisionDebates(client);
    expect(Object.values(first.assistants).map((a) => a.action)).toEqual(
      debateAssistants.map(() => 'created'),
    );
    expect(Object.values(first.squads).map((s) => s.action)).toEqual(debateSquads.map(() => 'created'));

    const second = await provisionDebates(client);
    expect(Object.values(second.assistants).every((a) => a.action === 'updated')).toBe(true);
    expect(Object.values(second.squads).every((s) => s.action === 'updated')).toBe(true);
    expect(second.squads).toEqual(
      Object.fromEntries(Object.entries(first.squads).map(([k, v]) => [k, { ...v, action: 'updated' }])),
    );
    expect((await api(server.baseUrl, 'GET', '/assistant')).body).toHaveLength(debateAssistants.length);
    expect((await api(server.baseUrl, 'GET', '/squad')).body).toHaveLength(debateSquads.length);

    // The squads name the provisioned assistants, and a visitor's public key can start a debate with one.
    const morality = await api(server.baseUrl, 'GET', `/squad/${first.squads['morality-debate']?.id}`);
    const memberIds = (morality.body.members as { assistantId: string }[]).map((m) => m.assistantId);
    expect(memberIds).toEqual(['aristotle', 'socrates', 'nietzsche'].map((key) => first.assistants[key]?.id));
    const call = await api(server.baseUrl, 'POST', '/call/web', {
      key: TEST_KEYS.publicKey,
      body: { squadId: first.squads['morality-debate']?.id },
    });
    expect(call.status).toBe(201);
  });

  it('runs as npm run provision: writes .env.local, keeps the public key line, and prints the ids', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'provision-'));
    const envFile = join(dir, '.env.local');
    await writeFile(envFile, 'VITE_VAPI_PUBLIC_KEY=my-public-key\n');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', resolve('scripts/provision.ts')], {
      env: {
        ...process.env,
        VAPI_API_URL: server.baseUrl,
        VAPI_PRIVATE_KEY: TEST_KEYS.privateKey,
        PROVISION_ENV_FILE: envFile,
      },
    });
    const written = await readFile(envFile, 'utf8');
    expect(written.startsWith('VITE_VAPI_PUBLIC_KEY=my-public-key\n')).toBe(true);
    expect(written).toContain(`VITE_VAPI_API_URL=${server.baseUrl}\n`);
    for (const squad of debateSquads)
      expect(written).toMatch(new RegExp(`^${squadVariable(squad.debateId)}=\\S+$`, 'm'));
    for (const assistant of debateAssistants) {
      expect(written).toMatch(new RegExp(`^${assistantVariable(assistant.key)}=\\S+$`, 'm'));
    }
    expect(stdout).toContain('squad morality-debate: ');
    expect(stdout).toContain(`Wrote ${1 + debateAssistants.length + debateSquads.length} ids to ${envFile}.`);
  });

  it('refuses to run without a private key, saying what to set', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', resolve('scripts/provision.ts')], {
      env: { ...process.env, VAPI_PRIVATE_KEY: '', VAPI_API_URL: server.baseUrl },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('VAPI_PRIVATE_KEY is not set');
  });
});
