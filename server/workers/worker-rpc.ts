import type { TransferListItem, Worker } from 'node:worker_threads';
import { spawnWorker } from './spawn-worker';
import type { WorkerCommand, WorkerReply } from './worker-messages';

/** Requests to one long-lived worker, answered in the order they were made. */
export interface WorkerRpc<Req, Res> {
  call(request: Req, transfer?: readonly TransferListItem[]): Promise<Res>;
  /** Rejects what is still pending and terminates the worker. */
  close(): Promise<void>;
}

/** What failed: the worker (it did not start, crashed or exited), a request made after close, or the request itself. */
export type WorkerFailure = 'worker-failed' | 'closed' | 'request-failed';

export interface WorkerRpcOptions {
  /** Used in error messages: "<name> worker exited with code 1". */
  name: string;
  workerData?: unknown;
  /** Makes the error a failure rejects with, in the owner's terms (speech rejects with a SpeechError). */
  error(failure: WorkerFailure, message: string, options?: { cause?: unknown }): Error;
}

const CLOSE_GRACE_MS = 2000;

type RpcState = 'starting' | 'ready' | 'failed' | 'closed';

interface Pending<Res> {
  resolve(result: Res): void;
  reject(error: Error): void;
}

/** Spawns the worker and resolves once it has loaded what it needs (its model, its wasm). */
export function startWorkerRpc<Req, Res>(url: URL, options: WorkerRpcOptions): Promise<WorkerRpc<Req, Res>> {
  const { name, error: failed } = options;
  const worker: Worker = spawnWorker(url, options.workerData);
  const pending = new Map<number, Pending<Res>>();
  let state: RpcState = 'starting';
  let failure: Error | undefined;
  let nextId = 1;

  // An idle worker must not keep the process alive; a busy one must, or a pending promise could be dropped.
  const settle = (id: number): Pending<Res> | undefined => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };

  const rejectAll = (error: Error): void => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  // Lets the worker free its native memory (a model, a decoder) before the thread goes; a worker stuck in a
  // long call is terminated after a grace period.
  const closeGracefully = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, CLOSE_GRACE_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      const message: WorkerCommand<Req> = { type: 'close' };
      worker.postMessage(message);
    });

  const rpc: WorkerRpc<Req, Res> = {
    call(request, transfer = []) {
      if (state === 'closed') return Promise.reject(failed('closed', `${name} is closed`));
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      return new Promise<Res>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const message: WorkerCommand<Req> = { type: 'request', id, request };
        worker.postMessage(message, transfer);
      });
    },
    async close() {
      if (state === 'closed') return;
      const wasFailed = state === 'failed';
      state = 'closed';
      rejectAll(failed('closed', `${name} was closed with a request pending`));
      if (!wasFailed) await closeGracefully();
      await worker.terminate();
    },
  };

  return new Promise((resolveStart, rejectStart) => {
    const fail = (error: Error): void => {
      if (state === 'closed' || state === 'failed') return;
      const wasStarting = state === 'starting';
      state = 'failed';
      failure = error;
      rejectAll(error);
      void worker.terminate();
      if (wasStarting) rejectStart(error);
    };

    worker.on('message', (reply: WorkerReply<Res>) => {
      switch (reply.type) {
        case 'ready':
          state = 'ready';
          worker.unref();
          resolveStart(rpc);
          return;
        case 'init-failed':
          fail(failed('worker-failed', `${name} failed to start: ${reply.message}`));
          return;
        case 'result':
          settle(reply.id)?.resolve(reply.result);
          return;
        case 'error':
          settle(reply.id)?.reject(failed('request-failed', reply.message));
          return;
      }
    });
    worker.on('error', (error) => {
      fail(failed('worker-failed', `${name} worker crashed: ${error.message}`, { cause: error }));
    });
    worker.on('exit', (code) => {
      fail(failed('worker-failed', `${name} worker exited with code ${code}`));
    });
  });
}
