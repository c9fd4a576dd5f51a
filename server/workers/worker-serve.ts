import { parentPort, type TransferListItem } from 'node:worker_threads';
import type { WorkerCommand, WorkerReply } from './worker-messages';

export interface RequestHandler<Req, Res> {
  handle(request: Req): Res | Promise<Res>;
  /** Buffers of the result to move rather than copy to the owner thread. */
  transfer?(result: Res): TransferListItem[];
  /** Frees what the thread's end would not (native memory belongs to the whole process). */
  dispose?(): void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The worker side of worker-rpc.ts: runs `init` once (load the model, compile the wasm), reports ready,
 * then answers requests one at a time, in arrival order.
 */
export async function serveWorkerRequests<Req, Res>(
  init: () => RequestHandler<Req, Res> | Promise<RequestHandler<Req, Res>>,
): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveWorkerRequests must run in a worker thread');
  const reply = (message: WorkerReply<Res>, transfer: TransferListItem[] = []): void => {
    port.postMessage(message, transfer);
  };

  let handler: RequestHandler<Req, Res>;
  try {
    handler = await init();
  } catch (error) {
    reply({ type: 'init-failed', message: messageOf(error) });
    return;
  }

  let closing = false;
  let queue = Promise.resolve();
  port.on('message', (command: WorkerCommand<Req>) => {
    if (command.type === 'close') {
      closing = true;
      queue = queue.then(() => {
        handler.dispose?.();
        port.close();
      });
      return;
    }
    const { id, request } = command;
    queue = queue.then(async () => {
      if (closing) return;
      try {
        const result = await handler.handle(request);
        reply({ type: 'result', id, result }, handler.transfer?.(result));
      } catch (error) {
        reply({ type: 'error', id, message: messageOf(error) });
      }
    });
  });
  reply({ type: 'ready' });
}
