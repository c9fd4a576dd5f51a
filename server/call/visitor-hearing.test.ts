import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplesForMs } from '../speech';
import type { Heard, Recognizer, RecognitionStream, StreamOptions } from '../speech/recognition';
import { COMPLETE_END_SILENCE_MS, TRAILING_END_SILENCE_MS } from '../speech/voice-activity';
import {
  MAX_PARTS,
  MIN_SETTLE_SILENCE_MS,
  PARTIAL_INTERVAL_MS,
  SETTLE_LEAD_MS,
  VisitorHearing,
} from './visitor-hearing';

/**
 * A recogniser whose decoders are all busy: each utterance is given one after `waitedMs`, with `ahead` utterances
 * before it, as the real one reports it (recognition-streams.ts), then heard as `words`.
 */
function busyRecognizer(waitedMs: number, ahead: number, words: string): Recognizer {
  return {
    expectSpeaker: () => () => undefined,
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
  it("has a decoder made ready for its visitor from their microphone's first audio until the call ends", () => {
    let speakers = 0;
    const recognizer: Recognizer = {
      ...busyRecognizer(0, 0, ''),
      expectSpeaker: () => {
        speakers += 1;
        return () => (speakers -= 1);
      },
    };
    const hearing = new VisitorHearing({ recognizer, sendJson: () => undefined, log: () => undefined });
    // A visitor who only types asks for none.
    expect(speakers).toBe(0);
    hearing.microphoneOn();
    hearing.microphoneOn();
    expect(speakers).toBe(1);
    hearing.close();
    hearing.close();
    expect(speakers).toBe(0);
  });

  it('says in the log when an utterance had to wait for a decoder, and how many were ahead of it', async () => {
    const log: string[] = [];
    const hearing = new VisitorHearing({
      recognizer: busyRecognizer(1234.4, 2, 'what is justice'),
      sendJson: () => undefined,
      log: (line) => log.push(line),
    });
    hearing.start(new Int16Array(1600));
    expect((await hearing.end())?.said).toBe('What is justice?');
    expect(log).toEqual(['an utterance waited 1234 ms for a decoder, 2 utterance(s) ahead of it']);
  });
});

/** A recogniser that records each stream it opens and hears each as `heard` says (its partials, then its final). */
function scriptedRecognizer(heard: (index: number) => { partial?: Heard; final: Heard }) {
  const streams: { options: StreamOptions; samples: number; ended: boolean; settle: () => void }[] = [];
  const recognizer: Recognizer = {
    expectSpeaker: () => () => undefined,
    stream(options: StreamOptions = {}): RecognitionStream {
      const index = streams.length;
      const script = heard(index);
      let settle = (): void => undefined;
      const final = new Promise<Heard>((resolve) => (settle = () => resolve(script.final)));
      const stream = { options, samples: 0, ended: false, settle };
      streams.push(stream);
      return {
        write: (pcm) => {
          stream.samples += pcm.length;
          if (script.partial) options.onPartial?.(script.partial);
        },
        end: () => {
          stream.ended = true;
          return final;
        },
        cancel: () => undefined,
      };
    },
    recognize: async () => '',
    close: async () => undefined,
  };
  return { recognizer, streams };
}

const FRAME = samplesForMs(30);
const frames = (ms: number): Int16Array[] =>
  Array.from({ length: Math.ceil(ms / 30) }, () => new Int16Array(FRAME));
const FINISHED = 0.5;
/** A part heard as `words` all along: its partials and its final. */
const heardAs = (words: string, endChance: number) => ({
  partial: { words, endChance },
  final: { words, endChance },
});

/** A call's ears that keep what they foresee of each utterance. */
function foreseeingHearing(recognizer: Recognizer) {
  const foreseen: unknown[] = [];
  const hearing = new VisitorHearing({
    recognizer,
    sendJson: () => undefined,
    log: () => undefined,
    foresee: (spoken) => foreseen.push(spoken),
  });
  return { hearing, foreseen };
}

describe('VisitorHearing settles an utterance while the endpoint waits', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('ends the stream after a short silence once its words sound finished, so its final is decoded before the utterance ends', async () => {
    const { recognizer, streams } = scriptedRecognizer(() => heardAs('what is justice', FINISHED));
    const hearing = new VisitorHearing({ recognizer, sendJson: () => undefined, log: () => undefined });
    hearing.start(new Int16Array(samplesForMs(300)));
    for (const frame of frames(600)) hearing.write(frame, true);
    expect(hearing.endSilenceMs()).toBe(COMPLETE_END_SILENCE_MS);
    for (const frame of frames(120)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(false);
    for (const frame of frames(60)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(true);
    // Silence after the part was settled is not decoded.
    const decoded = streams[0]?.samples;
    for (const frame of frames(120)) hearing.write(frame, false);
    expect(streams[0]?.samples).toBe(decoded);
    streams[0]?.settle();
    expect(await hearing.end()).toEqual({ said: 'What is justice?', challenge: 'What is justice?' });
    expect(streams).toHaveLength(1);
  });

  it('waits longer to settle an utterance that trails off', () => {
    const { recognizer, streams } = scriptedRecognizer(() => heardAs('is it better to', 0.001));
    const hearing = new VisitorHearing({ recognizer, sendJson: () => undefined, log: () => undefined });
    hearing.start(new Int16Array(samplesForMs(300)));
    for (const frame of frames(600)) hearing.write(frame, true);
    for (const frame of frames(TRAILING_END_SILENCE_MS - SETTLE_LEAD_MS - 60)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(false);
    for (const frame of frames(60)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(true);
  });

  it('hears speech after a settled pause in a new stream, in the voice the first part taught, and answers both parts as one', async () => {
    const mean = Float32Array.from({ length: 13 }, (_, i) => i);
    const { recognizer, streams } = scriptedRecognizer((index) =>
      index === 0
        ? {
            partial: { words: 'what is justice', endChance: FINISHED },
            final: { words: 'what is justice', endChance: FINISHED, mean },
          }
        : { partial: { words: 'socrates', endChance: 0.01 }, final: { words: 'socrates', endChance: 0.01 } },
    );
    // A clock that moves on at each look, so that partial transcripts are not held back for being too close.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += PARTIAL_INTERVAL_MS));
    const partials: string[] = [];
    const hearing = new VisitorHearing({
      recognizer,
      sendJson: (message) => {
        if (message.type === 'transcript') partials.push(message.transcript);
      },
      log: () => undefined,
    });
    hearing.start(new Int16Array(samplesForMs(300)));
    for (const frame of frames(600)) hearing.write(frame, true);
    for (const frame of frames(MIN_SETTLE_SILENCE_MS)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(true);
    streams[0]?.settle();
    await Promise.resolve();
    // "..., Socrates?": the visitor goes on before the endpoint.
    for (const frame of frames(150)) hearing.write(frame, false);
    for (const frame of frames(330)) hearing.write(frame, true);
    expect(streams).toHaveLength(2);
    // Its lead-in is the last 150 ms of the pause (five 30 ms frames), then the voiced frames.
    expect(streams[1]?.samples).toBe(FRAME * 5 + FRAME * 11);
    expect(streams[1]?.options.mean).toEqual(mean);
    // A name alone does not end a sentence: the endpoint waits its longer silence for the whole utterance.
    expect(hearing.endSilenceMs()).toBe(TRAILING_END_SILENCE_MS);
    expect(partials.at(-1)).toBe('what is justice socrates');
    streams[1]?.settle();
    expect(await hearing.end()).toEqual({
      said: 'What is justice socrates?',
      challenge: 'What is justice socrates?',
    });
  });

  it("hears a new voice's first words as soon as they are settled: the endpoint then ends a finished question sooner", async () => {
    // A new voice's first second is kept unheard while its voice is read: no partial words come.
    const { recognizer, streams } = scriptedRecognizer(() => ({
      final: { words: 'is pity a weakness', endChance: FINISHED },
    }));
    const hearing = new VisitorHearing({ recognizer, sendJson: () => undefined, log: () => undefined });
    hearing.start(new Int16Array(samplesForMs(300)));
    for (const frame of frames(600)) hearing.write(frame, true);
    expect(hearing.endSilenceMs()).toBe(TRAILING_END_SILENCE_MS);
    for (const frame of frames(MIN_SETTLE_SILENCE_MS)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(true);
    streams[0]?.settle();
    await Promise.resolve();
    expect(hearing.endSilenceMs()).toBe(COMPLETE_END_SILENCE_MS);
    expect((await hearing.end())?.said).toBe('Is pity a weakness?');
  });

  it('foresees what the utterance comes to once all its words are heard in silence, and takes it back if the visitor goes on', async () => {
    const { recognizer, streams } = scriptedRecognizer((index) =>
      index === 0 ? heardAs('what is justice', FINISHED) : heardAs('socrates', 0.01),
    );
    const { hearing, foreseen } = foreseeingHearing(recognizer);
    hearing.start(new Int16Array(samplesForMs(300)));
    for (const frame of frames(600)) hearing.write(frame, true);
    for (const frame of frames(COMPLETE_END_SILENCE_MS - SETTLE_LEAD_MS)) hearing.write(frame, false);
    expect(streams[0]?.ended).toBe(true);
    // Settled, but its final words are still being decoded: nothing is foreseen on partial words.
    expect(foreseen).toEqual([]);
    streams[0]?.settle();
    await Promise.resolve();
    expect(foreseen).toEqual([{ said: 'What is justice?', challenge: 'What is justice?' }]);
    for (const frame of frames(300)) hearing.write(frame, true);
    expect(foreseen.at(-1)).toBeUndefined();
    for (const frame of frames(TRAILING_END_SILENCE_MS - SETTLE_LEAD_MS)) hearing.write(frame, false);
    streams[1]?.settle();
    await Promise.resolve();
    const whole = { said: 'What is justice socrates?', challenge: 'What is justice socrates?' };
    expect(foreseen).toEqual([foreseen[0], undefined, whole]);
    expect(await hearing.end()).toEqual(whole);
  });

  it('foresees nothing of an utterance whose endpoint came before its words were heard', async () => {
    const { recognizer, streams } = scriptedRecognizer(() => heardAs('what is justice', FINISHED));
    const { hearing, foreseen } = foreseeingHearing(recognizer);
    hearing.start(new Int16Array(samplesForMs(300)));
    for (const frame of frames(600)) hearing.write(frame, true);
    const ended = hearing.end();
    streams[0]?.settle();
    expect((await ended)?.said).toBe('What is justice?');
    expect(foreseen).toEqual([]);
  });

  it('hears a visitor who keeps pausing in at most MAX_PARTS streams', async () => {
    const { recognizer, streams } = scriptedRecognizer(() => heardAs('what is justice', FINISHED));
    const hearing = new VisitorHearing({ recognizer, sendJson: () => undefined, log: () => undefined });
    hearing.start(new Int16Array(samplesForMs(300)));
    for (let pause = 0; pause < 3 * MAX_PARTS; pause++) {
      for (const frame of frames(300)) hearing.write(frame, true);
      for (const frame of frames(MIN_SETTLE_SILENCE_MS + 30)) hearing.write(frame, false);
      for (const stream of streams) stream.settle();
    }
    expect(streams).toHaveLength(MAX_PARTS);
    expect(streams.at(-1)?.ended).toBe(false);
    expect((await hearing.end())?.said.split(' ')).toHaveLength(3 * MAX_PARTS);
  });
});
