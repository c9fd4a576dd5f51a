import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import type { WorkerRpc } from './worker-rpc';

/** The most speech workers of one kind, whatever the machine: each holds its own model or compiled wasm. */
const MAX_SPEECH_WORKERS = 4;

/**
 * How many workers of each kind the speech services run: SPEECH_WORKERS if set, else one per core the process
 * may use, at most MAX_SPEECH_WORKERS. A bad SPEECH_WORKERS fails the start with what to write instead.
 */
export function speechWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.SPEECH_WORKERS;
  if (configured === undefined || configured === '') {
    return Math.max(1, Math.min(MAX_SPEECH_WORKERS, availableParallelism()));
  }
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(`SPEECH_WORKERS must be a whole number from 1 to 16, not '${configured}'.`);
  }
  return count;
}

/**
 * Several workers of one kind behind one `call`: each request goes to the worker with the fewest requests in
 * flight, so that no request waits behind another's long one while a worker is free. Each request's own promise
 * settles with its own result, so a caller that awaits its requests in order gets them in order.
 */
export async function startWorkerPool<Req, Res>(
  size: number,
  start: () => Promise<WorkerRpc<Req, Res>>,
): Promise<WorkerRpc<Req, Res>> {
  const started = await Promise.allSettled(Array.from({ length: size }, () => start()));
  const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(workers.map((worker) => worker.close()));
    throw failed.reason;
  }
  const inFlight = workers.map(() => 0);

  return {
    call(request: Req, transfer?: readonly TransferListItem[]): Promise<Res> {
      let chosen = 0;
      for (let i = 1; i < workers.length; i++) {
        if ((inFlight[i] as number) < (inFlight[chosen] as number)) chosen = i;
      }
      inFlight[chosen] = (inFlight[chosen] as number) + 1;
      const done = () => (inFlight[chosen] = (inFlight[chosen] as number) - 1);
      const result = (workers[chosen] as WorkerRpc<Req, Res>).call(request, transfer);
      result.then(done, done);
      return result;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
