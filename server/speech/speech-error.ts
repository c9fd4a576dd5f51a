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
