import { describe, expect, it } from 'vitest';
import type { Recognizer, RecognitionStream, StreamOptions } from '../speech/recognition';
import { VisitorHearing } from './visitor-hearing';

/**
 * A recogniser whose decoders are all busy: each utterance is given one after `waitedMs`, with `ahead` utterances
 * before it, as the real one reports it (recognition-streams.ts), then heard as `words`.
 */
function busyRecognizer(waitedMs: number, ahead: number, words: string): Recognizer {
  return {
    stream(options: StreamOptions = {}): RecognitionStream {
      const given = Promise.resolve().then(() => options.onWaited?.(waitedMs, ahead));
      return {
        write: () => undefined,
        end: async () => {
          await given;
          return { words, endChance: 0 };
        },
        cancel: () => undefined,
      };
    },
    recognize: async () => words,
    close: async () => undefined,
  };
}

describe('VisitorHearing', () => {
  it('says in the log when an utterance had to wait for a decoder, and how many were ahead of it', async () => {
    const log: string[] = [];
    const hearing = new VisitorHearing({
      recognizer: busyRecognizer(1234.4, 2, 'what is justice'),
      sendJson: () => undefined,
      log: (line) => log.push(line),
    });
    hearing.start(new Int16Array(1600));
    expect((await hearing.end())?.said).toBe('what is justice');
    expect(log).toEqual(['an utterance waited 1234 ms for a decoder, 2 utterance(s) ahead of it']);
  });
});
