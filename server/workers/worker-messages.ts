/** The messages between a worker and its owner (see worker-rpc.ts and worker-serve.ts). */
export type WorkerCommand<Req> =
  | { type: 'request'; id: number; request: Req }
  /** Skip what is queued, release native resources, and let the thread end. */
  | { type: 'close' };

export type WorkerReply<Res> =
  | { type: 'ready' }
  | { type: 'init-failed'; message: string }
  | { type: 'result'; id: number; result: Res }
  | { type: 'error'; id: number; message: string };
