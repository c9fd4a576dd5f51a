// A worker for worker-rpc.test.ts: echoes, fails, crashes or waits, as asked.
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { workerData } from 'node:worker_threads';
import { serveWorkerRequests } from '../worker-serve';

export type EchoRequest =
  | { op: 'echo'; value: string }
  | { op: 'slow'; value: string; ms: number }
  | { op: 'fail'; message: string }
  | { op: 'crash' };

const { failInit, disposedMarker } = workerData as { failInit?: string; disposedMarker?: string };

await serveWorkerRequests<EchoRequest, string>(() => {
  if (failInit) throw new Error(failInit);
  return {
    dispose() {
      if (disposedMarker) writeFileSync(disposedMarker, 'disposed');
    },
    async handle(request) {
      switch (request.op) {
        case 'echo':
          return request.value;
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
