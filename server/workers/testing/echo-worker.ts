// A worker for worker-rpc.test.ts: echoes, fails, crashes or waits, as asked, and does the work it is told it owes
// while idle, keeping a log of what it did in which order.
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { workerData } from 'node:worker_threads';
import { serveWorkerRequests } from '../worker-serve';

export type EchoRequest =
  | { op: 'echo'; value: string }
  | { op: 'slow'; value: string; ms: number }
  | { op: 'fail'; message: string }
  | { op: 'crash' }
  /** Owes `pieces` of work to do ahead of need, after waiting `ms`. */
  | { op: 'owe'; pieces: number; ms: number }
  /** What it did so far, in order: each echo's value and each piece of work ahead ('prepared'), comma-separated. */
  | { op: 'log' };

const { failInit, disposedMarker } = workerData as { failInit?: string; disposedMarker?: string };

await serveWorkerRequests<EchoRequest, string>(() => {
  if (failInit) throw new Error(failInit);
  const log: string[] = [];
  let owed = 0;
  return {
    prepare() {
      if (owed === 0) return false;
      owed -= 1;
      log.push('prepared');
      return true;
    },
    dispose() {
      if (disposedMarker) writeFileSync(disposedMarker, 'disposed');
    },
    async handle(request) {
      switch (request.op) {
        case 'echo':
          log.push(request.value);
          return request.value;
        case 'owe':
          await sleep(request.ms);
          owed += request.pieces;
          return 'owed';
        case 'log':
          return log.join(',');
        case 'slow':
          await sleep(request.ms);
          return request.value;
        case 'fail':
          throw new Error(request.message);
        case 'crash':
          process.exit(3);
      }
    },
  };
});
