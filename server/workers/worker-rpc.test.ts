import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { EchoRequest } from './testing/echo-worker';
import { startWorkerRpc, type WorkerFailure, type WorkerRpc } from './worker-rpc';

const ECHO_WORKER = new URL('./testing/echo-worker.ts', import.meta.url);
const SLOW_MS = 80;

/** The echo worker's owner rejects with errors that say which failure they are, as speech's SpeechError does. */
class EchoError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The EchoError a promise rejects with; anything else (or a resolution) fails the test. */
async function echoRejection(promise: Promise<unknown>): Promise<EchoError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (error instanceof EchoError) return error;
  throw error;
}

const open: WorkerRpc<EchoRequest, string>[] = [];

async function startEcho(workerData: { failInit?: string; disposedMarker?: string } = {}) {
  const rpc = await startWorkerRpc<EchoRequest, string>(ECHO_WORKER, {
    name: 'echo',
    workerData,
    error: (failure, message, options) => new EchoError(failure, message, options),
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

  it('does the work it owes ahead of need only while no request waits', async () => {
    const rpc = await startEcho();
    // The echo arrives while the first request still waits: both are answered before any piece of work.
    await Promise.all([
      rpc.call({ op: 'owe', pieces: 2, ms: SLOW_MS }),
      rpc.call({ op: 'echo', value: 'a' }),
    ]);
    await expect.poll(() => rpc.call({ op: 'log' })).toBe('a,prepared,prepared');
    // Nothing owed: an idle worker does nothing more.
    await rpc.call({ op: 'echo', value: 'b' });
    expect(await rpc.call({ op: 'log' })).toBe('a,prepared,prepared,b');
  });

  it("rejects a failed request with its owner's error and keeps serving", async () => {
    const rpc = await startEcho();
    const error = await echoRejection(rpc.call({ op: 'fail', message: 'bad input' }));
    expect(error.failure).toBe('request-failed');
    expect(error.message).toBe('bad input');
    await expect(rpc.call({ op: 'echo', value: 'still here' })).resolves.toBe('still here');
  });

  it('rejects the start when the worker cannot initialise', async () => {
    const error = await echoRejection(startEcho({ failInit: 'model missing' }));
    expect(error.failure).toBe('worker-failed');
    expect(error.message).toBe('echo failed to start: model missing');
  });

  it('rejects pending and later requests when the worker dies', async () => {
    const rpc = await startEcho();
    const crashed = await echoRejection(rpc.call({ op: 'crash' }));
    expect(crashed.failure).toBe('worker-failed');
    expect(crashed.message).toMatch(/exited with code 3/);
    expect((await echoRejection(rpc.call({ op: 'echo', value: 'x' }))).failure).toBe('worker-failed');
  });

  it('close rejects what is pending and refuses new requests', async () => {
    const rpc = await startEcho();
    const pending = echoRejection(rpc.call({ op: 'slow', value: 'never', ms: SLOW_MS }));
    await rpc.close();
    expect((await pending).failure).toBe('closed');
    expect((await echoRejection(rpc.call({ op: 'echo', value: 'x' }))).failure).toBe('closed');
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
        name: 'echo', workerData: {}, error: (_failure, message) => new Error(message) });
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
