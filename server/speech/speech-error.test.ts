import { describe, expect, it } from 'vitest';
import { SpeechError, speechWorkerError } from './speech-error';

describe('speechWorkerError', () => {
  const error = speechWorkerError('recognition-failed');

  it('rejects a request the worker could not serve with the code of what it was asked', () => {
    const refused = error('request-failed', 'bad input');
    expect(refused).toBeInstanceOf(SpeechError);
    expect(refused).toMatchObject({ code: 'recognition-failed', message: 'bad input' });
  });

  it('says when the worker failed or was closed, with what caused it', () => {
    const cause = new Error('out of memory');
    expect(error('worker-failed', 'stt worker crashed', { cause })).toMatchObject({
      code: 'worker-failed',
      cause,
    });
    expect(error('closed', 'stt is closed')).toMatchObject({ code: 'closed' });
  });
});
