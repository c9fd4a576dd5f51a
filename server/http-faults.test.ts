import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, TEST_KEYS, type TestPlatform } from './testing/test-platform';

// The local platform's HTTP side probed as an attacker would, each on a platform of its own: the app's files, a
// client that leaves mid-request, and which origins' pages may use the API. The rest is in faults.test.ts.

describe("the app's files are sent whole, whatever Range asks", () => {
  let app: TestPlatform;
  let dir: string;
  const logged: string[] = [];
  const ASSET = '0123456789abcdef';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dialectic-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dir, 'assets', 'app.js'), ASSET);
    app = await startTestPlatform({}, { staticDir: dir, log: (line) => logged.push(line) });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['bytes=5-1', 'bytes=-5', 'bytes=abc', 'bytes=0-1,3-4', 'bytes=99-'])('%s', async (range) => {
    const response = await fetch(`${app.baseUrl}/assets/app.js`, { headers: { range } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(ASSET);
    expect(logged.filter((line) => line.includes('request failed'))).toEqual([]);
  });
});

describe('a client that leaves part-way through its body', () => {
  let own: TestPlatform;
  const logged: string[] = [];
  beforeAll(async () => {
    own = await startTestPlatform({}, { log: (line) => logged.push(line) });
  });
  afterAll(() => own.close());

  it('is not logged as a failure, and the server answers on', async () => {
    const { port: ownPort } = new URL(own.baseUrl);
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(ownPort), '127.0.0.1', () => {
          socket.write(
            `POST /assistant HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TEST_KEYS.privateKey}\r\n` +
              'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name": "half',
          );
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${own.baseUrl}/app-config.json`)).status).toBe(200);
    expect(logged.filter((line) => line.startsWith('request failed'))).toEqual([]);
  });
});

describe("CORS: a page of ALLOWED_ORIGINS may start a call, another origin's may not", () => {
  let dev: TestPlatform;
  const DEV = 'http://localhost:5173';
  beforeAll(async () => {
    dev = await startTestPlatform({}, { allowedOrigins: [DEV] });
  });
  afterAll(() => dev.close());

  const preflight = (origin: string) =>
    fetch(`${dev.baseUrl}/call/web`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers the preflight of an allowed origin, and its call has the header the browser reads', async () => {
    const answer = await preflight(DEV);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(DEV);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toContain('authorization');
    const call = await fetch(`${dev.baseUrl}/call/web`, {
      method: 'POST',
      headers: {
        origin: DEV,
        authorization: `Bearer ${TEST_KEYS.publicKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ squadId: dev.platform.seeded.squads['morality-debate'] }),
    });
    expect(call.status).toBe(201);
    expect(call.headers.get('access-control-allow-origin')).toBe(DEV);
  });

  it('gives another origin no CORS header: its browser keeps the answer from it', async () => {
    const answer = await preflight('http://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});
