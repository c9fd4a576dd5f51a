import { parentPort, type TransferListItem } from 'node:worker_threads';
import type { WorkerCommand, WorkerReply } from './worker-messages';

export interface RequestHandler<Req, Res> {
  handle(request: Req): Res | Promise<Res>;
  /** Buffers of the result to move rather than copy to the owner thread. */
  transfer?(result: Res): TransferListItem[];
  /** Frees what the thread's end would not (native memory belongs to the whole process). */
  dispose?(): void;
  /**
   * One piece of work done ahead of need (a decoder opened before the utterance that will want it), run only while
   * no request waits: after init and after each request that leaves none waiting, again and again while it returns
   * true. A request that comes meanwhile waits for at most the piece under way. A piece that throws ends the round;
   * whatever needs it then meets the failure itself.
   */
  prepare?(): boolean;
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
  /** Requests received and not yet answered. */
  let waiting = 0;
  let preparing = false;
  // setImmediate: a request already sent is received before the next piece begins.
  const prepareWhileIdle = (): void => {
    const prepare = handler.prepare?.bind(handler);
    if (!prepare || preparing) return;
    preparing = true;
    setImmediate(() => {
      preparing = false;
      if (waiting > 0 || closing) return;
      let more: boolean;
      try {
        more = prepare();
      } catch {
        more = false;
      }
      if (more) prepareWhileIdle();
    });
  };

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
    waiting += 1;
    queue = queue.then(async () => {
      if (closing) return;
      try {
        const result = await handler.handle(request);
        reply({ type: 'result', id, result }, handler.transfer?.(result));
      } catch (error) {
        reply({ type: 'error', id, message: messageOf(error) });
      } finally {
        waiting -= 1;
        if (waiting === 0) prepareWhileIdle();
      }
    });
  });
  reply({ type: 'ready' });
  prepareWhileIdle();
}
