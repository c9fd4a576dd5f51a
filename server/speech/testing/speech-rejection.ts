import { SpeechError } from '../speech-error';

/** Test helper: the SpeechError a promise rejects with; anything else (or a resolution) fails the test. */
export async function speechRejection(promise: Promise<unknown>): Promise<SpeechError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (error instanceof SpeechError) return error;
  throw error;
}
