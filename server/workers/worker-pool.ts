import { availableParallelism } from 'node:os';
import type { WorkerRpc } from './worker-rpc';

/** The most workers of one kind, whatever the machine: each holds its own model or compiled wasm. */
const MAX_WORKERS_OF_A_KIND = 4;

/** One worker of each kind per core the process may use, at most MAX_WORKERS_OF_A_KIND. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(MAX_WORKERS_OF_A_KIND, availableParallelism()));
}

/** Starts `size` workers at once; if one fails to start, closes the others and rejects with its failure. */
export async function startWorkers<W extends { close(): Promise<void> }>(
  size: number,
  start: () => Promise<W>,
): Promise<W[]> {
  const started = await Promise.allSettled(Array.from({ length: size }, () => start()));
  const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(workers.map((worker) => worker.close()));
    throw failed.reason;
  }
  return workers;
}

/** A pool's request: how urgent it is (lower first; by default 0) besides what it asks. */
export interface PoolOptions {
  /** Lower is served first; equal ones in the order they came. A turn's first sentence is 0, its next 1... */
  priority?: number;
  /** Aborted while it still waits, the request leaves the queue and rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface WorkerPool<Req, Res> {
  call(request: Req, options?: PoolOptions): Promise<Res>;
  close(): Promise<void>;
}

interface Queued<Req, Res> {
  request: Req;
  priority: number;
  order: number;
  resolve: (result: Res) => void;
  reject: (error: unknown) => void;
}

/**
 * Several workers of one kind behind one `call`. A worker is given one request at a time, and when one is free
 * it takes the most urgent request waiting (the lowest priority, then the oldest): every call's first sentence
 * is synthesized before anyone's third, and no request waits behind another's long one while a worker is free.
 * Each request's own promise settles with its own result, so a caller that awaits in order gets them in order.
 */
export async function startWorkerPool<Req, Res>(
  size: number,
  start: () => Promise<WorkerRpc<Req, Res>>,
): Promise<WorkerPool<Req, Res>> {
  const workers = await startWorkers(size, start);
  const idle = [...workers];
  const waiting: Queued<Req, Res>[] = [];
  let order = 0;

  const dispatch = (): void => {
    while (idle.length > 0 && waiting.length > 0) {
      let best = 0;
      for (let i = 1; i < waiting.length; i++) {
        const a = waiting[i] as Queued<Req, Res>;
        const b = waiting[best] as Queued<Req, Res>;
        if (a.priority < b.priority || (a.priority === b.priority && a.order < b.order)) best = i;
      }
      const job = waiting.splice(best, 1)[0] as Queued<Req, Res>;
      const worker = idle.shift() as WorkerRpc<Req, Res>;
      worker
        .call(job.request)
        .then(job.resolve, job.reject)
        .finally(() => {
          idle.push(worker);
          dispatch();
        });
    }
  };

  return {
    call(request, { priority = 0, signal } = {}) {
      return new Promise<Res>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        // Work nobody will hear is not done: a request given up while it waits leaves the queue. One already on a
        // worker runs to its end (a sentence takes tens of milliseconds).
        const abandon = () => {
          const at = waiting.indexOf(job);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(signal?.reason);
        };
        const job: Queued<Req, Res> = {
          request,
          priority,
          order: order++,
          resolve: (result) => {
            signal?.removeEventListener('abort', abandon);
            resolve(result);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', abandon);
            reject(error);
          },
        };
        signal?.addEventListener('abort', abandon, { once: true });
        waiting.push(job);
        dispatch();
      });
    },
    async close() {
      for (const job of waiting.splice(0)) job.reject(new Error('the workers were closed'));
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
