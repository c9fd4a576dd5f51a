import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { speechRejection } from './speech-error.testing';
import type { EchoRequest } from './worker-rpc-echo.fixture';
import { startWorkerRpc, type WorkerRpc } from './worker-rpc';

const ECHO_WORKER = new URL('./worker-rpc-echo.fixture.ts', import.meta.url);
const SLOW_MS = 80;

const open: WorkerRpc<EchoRequest, string>[] = [];

async function startEcho(workerData: { failInit?: string; disposedMarker?: string } = {}) {
  const rpc = await startWorkerRpc<EchoRequest, string>(ECHO_WORKER, {
    name: 'echo',
    workerData,
    requestErrorCode: 'recognition-failed',
  });
  open.push(rpc);
  return rpc;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((rpc) => rpc.close()));
});

describe('startWorkerRpc', () => {
  it('answers requests in the order they were made, even when the first is slow', async () => {
    const rpc = await startEcho();
    const settled: string[] = [];
    await Promise.all([
      rpc.call({ op: 'slow', value: 'first', ms: SLOW_MS }).then((v) => settled.push(v)),
      rpc.call({ op: 'echo', value: 'second' }).then((v) => settled.push(v)),
      rpc.call({ op: 'echo', value: 'third' }).then((v) => settled.push(v)),
    ]);
    expect(settled).toEqual(['first', 'second', 'third']);
  });

  it('rejects a failed request with the configured code and keeps serving', async () => {
    const rpc = await startEcho();
    const error = await speechRejection(rpc.call({ op: 'fail', message: 'bad input' }));
    expect(error.code).toBe('recognition-failed');
    expect(error.message).toBe('bad input');
    await expect(rpc.call({ op: 'echo', value: 'still here' })).resolves.toBe('still here');
  });

  it('rejects the start when the worker cannot initialise', async () => {
    const error = await speechRejection(startEcho({ failInit: 'model missing' }));
    expect(error.code).toBe('worker-failed');
    expect(error.message).toBe('echo failed to start: model missing');
  });

  it('rejects pending and later requests when the worker dies', async () => {
    const rpc = await startEcho();
    const crashed = await speechRejection(rpc.call({ op: 'crash' }));
    expect(crashed.code).toBe('worker-failed');
    expect(crashed.message).toMatch(/exited with code 3/);
    expect((await speechRejection(rpc.call({ op: 'echo', value: 'x' }))).code).toBe('worker-failed');
  });

  it('close rejects what is pending and refuses new requests', async () => {
    const rpc = await startEcho();
    const pending = speechRejection(rpc.call({ op: 'slow', value: 'never', ms: SLOW_MS }));
    await rpc.close();
    expect((await pending).code).toBe('closed');
    expect((await speechRejection(rpc.call({ op: 'echo', value: 'x' }))).code).toBe('closed');
    await rpc.close();
  });

  it('lets the worker release its resources before the thread ends', async () => {
    const disposedMarker = join(await mkdtemp(join(tmpdir(), 'worker-rpc-')), 'disposed');
    const rpc = await startEcho({ disposedMarker });
    await rpc.close();
    expect(readFileSync(disposedMarker, 'utf8')).toBe('disposed');
    await rm(dirname(disposedMarker), { recursive: true });
  });

  // The server runs as `tsx server/main.ts`, the browser tests as `node --import tsx`: neither is Vitest.
  const TSX_LAUNCHERS = [
    ['the tsx CLI', [fileURLToPath(import.meta.resolve('tsx/cli'))]],
    ['node --import tsx', ['--import', import.meta.resolve('tsx')]],
  ] as const;

  it.each(TSX_LAUNCHERS)('starts a .ts worker under %s too', async (_name, launcher) => {
    const script = `(async () => {
      const { startWorkerRpc } = await import(${JSON.stringify(import.meta.resolve('./worker-rpc.ts'))});
      const rpc = await startWorkerRpc(new URL(${JSON.stringify(ECHO_WORKER.href)}), {
        name: 'echo', workerData: {}, requestErrorCode: 'closed' });
      console.log(await rpc.call({ op: 'echo', value: 'outside vitest' }));
      await rpc.close();
    })();`;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...launcher, '--eval', script], {
      cwd: tmpdir(),
    });
    expect(stderr).toBe('');
    expect(stdout.trim()).toBe('outside vitest');
  });
});
