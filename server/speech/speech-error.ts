import type { WorkerRpcOptions } from '../workers/worker-rpc';

/** What went wrong, for callers that act differently per case (e.g. the server says "install X" once). */
export type SpeechErrorCode =
  'invalid-wav' | 'unavailable' | 'worker-failed' | 'closed' | 'synthesis-failed' | 'recognition-failed';

export class SpeechError extends Error {
  override readonly name = 'SpeechError';

  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The SpeechError of a speech worker's failure: a request the worker could not serve rejects with `requestFailed`
 * (what it was asked to do), a worker that failed or was closed with a code saying so.
 */
export function speechWorkerError(requestFailed: SpeechErrorCode): WorkerRpcOptions['error'] {
  return (failure, message, options) =>
    new SpeechError(failure === 'request-failed' ? requestFailed : failure, message, options);
}
