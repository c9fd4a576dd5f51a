import { describe, expect, it } from 'vitest';
import { samplesForMs } from '../pcm';
import { SpeechError } from '../speech-error';
import {
  createStreamingRecognizer,
  FEED_MS,
  FULL_SEARCH_STREAMS,
  MAX_WAITING_AUDIO_MS,
  REQUESTS_PER_WORKER,
  type RecognitionLane,
  type RecognitionStream,
} from './recognition-streams';
import type { Heard, SttRequest } from './stt-worker';

const FRAME = samplesForMs(20);
const frame = (): Int16Array => new Int16Array(FRAME);

/** What a worker was asked, in a form a test can compare. */
type Seen = `${'feed' | 'end' | 'cancel' | 'whole'} s${number} ${number}ms` | `cancel s${number}`;

/**
 * A recognition worker that answers each request when the test says so (or at once), in order, as the real
 * one does; a feed's answer is the words so far, here the milliseconds of audio it has had for that stream.
 */
class FakeWorker implements RecognitionLane {
  readonly seen: Seen[] = [];
  /** The speaker means given, by stream. */
  readonly means: string[] = [];
  /** The streams begun with the quick search. */
  readonly quick: number[] = [];
  /** The decoders it was told to expect, in order. */
  readonly expected: number[] = [];
  private readonly heardMs = new Map<number, number>();
  private readonly held: (() => void)[] = [];
  hold = false;
  failNext: Error | undefined;
  closed = false;

  call(request: SttRequest): Promise<Heard> {
    const ms = 'pcm' in request ? (request.pcm.length * 1000) / 16_000 : 0;
    if (request.type === 'expect') {
      this.expected.push(request.decoders);
      return Promise.resolve({ words: '', endChance: 0 });
    }
    if (request.type === 'cancel') this.seen.push(`cancel s${request.stream}`);
    else if (request.type === 'whole') this.seen.push(`whole s0 ${ms}ms`);
    else this.seen.push(`${request.end ? 'end' : 'feed'} s${request.stream} ${ms}ms`);
    if (request.type === 'feed' && request.mean)
      this.means.push(`s${request.stream} ${Array.from(request.mean).join(',')}`);
    if (request.type === 'feed' && request.quick) this.quick.push(request.stream);
    const failure = this.failNext;
    this.failNext = undefined;
    return new Promise((resolve, reject) => {
      const answer = (): void => {
        if (failure) return reject(failure);
        if (request.type !== 'feed') return resolve({ words: '', endChance: 0 });
        const total = (this.heardMs.get(request.stream) ?? 0) + ms;
        this.heardMs.set(request.stream, total);
        resolve({ words: request.end ? `final ${total}` : `heard ${total}`, endChance: total / 1000 });
      };
      if (this.hold) this.held.push(answer);
      else answer();
    });
  }

  /** Answers the oldest request held. */
  answerOne(): void {
    this.held.shift()?.();
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createStreamingRecognizer', () => {
  it('feeds an utterance to one worker as it is spoken, reports the words as they change, then the final', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker]);
    const partials: Heard[] = [];
    const utterance = recognizer.stream({ onPartial: (heard) => partials.push(heard) });
    // 260 ms spoken, 20 ms at a time: sent in FEED_MS pieces, the rest with the end.
    for (let i = 0; i < 13; i++) {
      utterance.write(frame());
      await settled();
    }
    expect((await utterance.end()).words).toBe('final 260');
    expect(worker.seen).toEqual(['feed s1 100ms', 'feed s1 100ms', 'end s1 60ms']);
    expect(partials).toEqual([
      { words: `heard ${FEED_MS}`, endChance: FEED_MS / 1000 },
      { words: `heard ${2 * FEED_MS}`, endChance: (2 * FEED_MS) / 1000 },
    ]);
  });

  it("begins a speaker's utterance with their own mean, given once with its first audio", async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker]);
    const utterance = recognizer.stream({ mean: Float32Array.of(41, -5) });
    for (let i = 0; i < 10; i++) utterance.write(frame());
    await utterance.end();
    const newcomer = recognizer.stream();
    newcomer.write(frame());
    await newcomer.end();
    expect(worker.means).toEqual(['s1 41,-5']);
  });

  it('sends what came while a piece was being decoded as one piece, and never two at once', async () => {
    const worker = new FakeWorker();
    worker.hold = true;
    const recognizer = createStreamingRecognizer([worker]);
    const utterance = recognizer.stream();
    for (let i = 0; i < 5; i++) utterance.write(frame());
    expect(worker.seen).toEqual(['feed s1 100ms']);
    for (let i = 0; i < 12; i++) utterance.write(frame());
    expect(worker.seen).toHaveLength(1);
    worker.answerOne();
    await settled();
    expect(worker.seen).toEqual(['feed s1 100ms', 'feed s1 240ms']);
    const final = utterance.end();
    worker.answerOne();
    await settled();
    worker.answerOne();
    expect((await final).words).toBe('final 340');
    expect(worker.seen.at(-1)).toBe('end s1 0ms');
  });

  it("sends a worker two requests at most, an ended utterance's first, then the audio that has waited longest", async () => {
    const worker = new FakeWorker();
    worker.hold = true;
    const recognizer = createStreamingRecognizer([worker]);
    const [a, b, c, d] = [recognizer.stream(), recognizer.stream(), recognizer.stream(), recognizer.stream()];
    for (const stream of [a, b, c, d]) for (let i = 0; i < 5; i++) stream.write(frame());
    expect(REQUESTS_PER_WORKER).toBe(2);
    expect(worker.seen).toEqual(['feed s1 100ms', 'feed s2 100ms']);
    const final = d.end();
    worker.answerOne();
    await settled();
    // a speaks on: its audio is newer than c's, which has waited since before d ended.
    for (let i = 0; i < 5; i++) a.write(frame());
    expect(worker.seen.slice(2)).toEqual(['end s4 100ms']);
    worker.answerOne();
    await settled();
    worker.answerOne();
    await settled();
    expect(worker.seen.slice(3)).toEqual(['feed s3 100ms', 'feed s1 100ms']);
    expect((await final).words).toBe('final 100');
    for (const stream of [a, b, c]) stream.cancel();
  });

  it('rejects the end of a stream still waiting for its turn when the recogniser closes', async () => {
    const worker = new FakeWorker();
    worker.hold = true;
    const recognizer = createStreamingRecognizer([worker]);
    const streams = [1, 2, 3].map(() => recognizer.stream());
    for (const stream of streams) for (let i = 0; i < 5; i++) stream.write(frame());
    expect(worker.seen).toHaveLength(2);
    const final = (streams[2] as RecognitionStream).end();
    await recognizer.close();
    await expect(final).rejects.toMatchObject({ code: 'closed' });
    expect(worker.seen).toHaveLength(2);
  });

  it('hears with the full search while its worker hears no more than FULL_SEARCH_STREAMS, with the quick one past them', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker]);
    const speak = (utterance: RecognitionStream): RecognitionStream => {
      for (let i = 0; i < 5; i++) utterance.write(frame());
      return utterance;
    };
    // Each begins while the ones before it are spoken: the last is one past them.
    const crowd = Array.from({ length: FULL_SEARCH_STREAMS + 1 }, () => speak(recognizer.stream()));
    expect(worker.quick).toEqual([FULL_SEARCH_STREAMS + 1]);
    // Once told, the worker keeps it for the utterance: only its first request says it.
    speak(crowd.at(-1) as RecognitionStream);
    await Promise.all(crowd.map((utterance) => utterance.end()));
    expect(worker.quick).toEqual([FULL_SEARCH_STREAMS + 1]);
    // The crowd gone, a visitor alone is heard with the full search again.
    await speak(recognizer.stream()).end();
    expect(worker.quick).toEqual([FULL_SEARCH_STREAMS + 1]);
  });

  it('tells each worker how many decoders its share of the visitors who may speak needs, up to its places', async () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const recognizer = createStreamingRecognizer([a, b], 2);
    const leaves = [1, 2, 3, 4, 5, 6].map(() => recognizer.expectSpeaker());
    // A worker holds one from the start: two visitors change nothing, a third asks two of each, and six no more
    // than each worker's two places.
    expect(a.expected).toEqual([2]);
    expect(b.expected).toEqual([2]);
    for (const leave of leaves.slice(0, 4)) leave();
    // A visitor who leaves twice is counted once: two left, one decoder each.
    leaves[0]?.();
    expect(a.expected).toEqual([2, 1]);
    expect(b.expected).toEqual([2, 1]);
    await recognizer.close();
    leaves[5]?.();
    expect(a.expected).toEqual([2, 1]);
  });

  it('spreads streams over the workers, and a stream past their places waits with its audio for the first one free', async () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const recognizer = createStreamingRecognizer([a, b], 1);
    const one = recognizer.stream();
    const two = recognizer.stream();
    const three = recognizer.stream();
    await settled();
    for (const utterance of [one, two, three]) for (let i = 0; i < 5; i++) utterance.write(frame());
    expect(a.seen).toEqual(['feed s1 100ms']);
    expect(b.seen).toEqual(['feed s2 100ms']);
    // The third keeps its audio while it waits, and takes the place of the first stream to end.
    for (let i = 0; i < 10; i++) three.write(frame());
    expect((await two.end()).words).toBe('final 100');
    await settled();
    expect(b.seen).toEqual(['feed s2 100ms', 'end s2 0ms', 'feed s3 300ms']);
    expect((await three.end()).words).toBe('final 300');
    expect((await one.end()).words).toBe('final 100');
  });

  it('gives decoders to waiting utterances first come, first decoded, and says that each waited', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker], 1);
    const waited: string[] = [];
    const onWaited = (name: string) => (_ms: number, ahead: number) => waited.push(`${name}, ${ahead} ahead`);
    const first = recognizer.stream({ onWaited: onWaited('first') });
    // A new visitor's first utterance (no mean) queues like any other: it is neither starved nor put in front.
    const second = recognizer.stream({ onWaited: onWaited('second'), mean: new Float32Array(13) });
    const third = recognizer.stream({ onWaited: onWaited('third') });
    for (const utterance of [first, second, third]) for (let i = 0; i < 5; i++) utterance.write(frame());
    await settled();
    expect(waited).toEqual([]);
    expect((await first.end()).words).toBe('final 100');
    await settled();
    expect(waited).toEqual(['second, 0 ahead']);
    expect((await second.end()).words).toBe('final 100');
    await settled();
    expect(waited).toEqual(['second, 0 ahead', 'third, 1 ahead']);
    expect((await third.end()).words).toBe('final 100');
    expect(worker.seen.filter((s) => s.startsWith('end'))).toEqual([
      'end s1 0ms',
      'end s2 0ms',
      'end s3 0ms',
    ]);
  });

  it('pins a stream to its worker for the whole utterance, in order, whatever the other streams do', async () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const recognizer = createStreamingRecognizer([a, b], 2);
    const streams = [recognizer.stream(), recognizer.stream(), recognizer.stream()];
    await settled();
    for (let round = 0; round < 3; round++) {
      for (const utterance of streams) for (let i = 0; i < 5; i++) utterance.write(frame());
      await settled();
    }
    expect((await Promise.all(streams.map((utterance) => utterance.end()))).map((h) => h.words)).toEqual([
      'final 300',
      'final 300',
      'final 300',
    ]);
    expect(a.seen).toEqual([
      ...['feed s1 100ms', 'feed s3 100ms', 'feed s1 100ms', 'feed s3 100ms', 'feed s1 100ms'],
      ...['feed s3 100ms', 'end s1 0ms', 'end s3 0ms'],
    ]);
    expect(b.seen).toEqual(['feed s2 100ms', 'feed s2 100ms', 'feed s2 100ms', 'end s2 0ms']);
  });

  it('gives the place back when a stream is cancelled: at once if nothing was sent, else after freeing its decoder', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker], 1);
    const silent = recognizer.stream();
    await settled();
    silent.cancel();
    const spoken = recognizer.stream();
    await settled();
    for (let i = 0; i < 5; i++) spoken.write(frame());
    await settled();
    spoken.cancel();
    spoken.write(frame());
    expect((await spoken.end()).words).toBe('');
    const next = recognizer.stream();
    await settled();
    next.write(new Int16Array(samplesForMs(FEED_MS)));
    expect((await next.end()).words).toBe('final 100');
    expect(worker.seen).toEqual(['feed s2 100ms', 'cancel s2', 'feed s3 100ms', 'end s3 0ms']);
  });

  it('frees the decoder of a stream cancelled while a piece of it is decoded, once that piece is back', async () => {
    const worker = new FakeWorker();
    worker.hold = true;
    const recognizer = createStreamingRecognizer([worker], 1);
    const utterance = recognizer.stream();
    await settled();
    for (let i = 0; i < 5; i++) utterance.write(frame());
    utterance.cancel();
    const waiting = recognizer.stream();
    expect(worker.seen).toEqual(['feed s1 100ms']);
    worker.answerOne();
    await settled();
    expect(worker.seen).toEqual(['feed s1 100ms', 'cancel s1']);
    worker.hold = false;
    worker.answerOne();
    await settled();
    waiting.write(new Int16Array(samplesForMs(FEED_MS)));
    expect((await waiting.end()).words).toBe('final 100');
  });

  it('decodes an utterance given whole to end() in one request, and writes after the end are ignored', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker]);
    const utterance = recognizer.stream();
    const final = utterance.end(new Int16Array(samplesForMs(1200)));
    utterance.write(frame());
    expect((await final).words).toBe('final 1200');
    expect(await recognizer.recognize(new Int16Array(samplesForMs(700)))).toBe('final 700');
    expect(worker.seen).toEqual(['end s1 1200ms', 'end s2 700ms']);
  });

  it('ends an utterance that had no audio with no words, without asking a worker', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker]);
    expect((await recognizer.stream().end()).words).toBe('');
    expect(await recognizer.recognize(new Int16Array(0))).toBe('');
    expect(worker.seen).toEqual([]);
  });

  it('rejects the end of a stream whose worker failed, and the place goes to the next', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker], 1);
    const failing = recognizer.stream();
    await settled();
    worker.failNext = new SpeechError('recognition-failed', 'pocketsphinx could not decode the audio');
    for (let i = 0; i < 5; i++) failing.write(frame());
    await expect(failing.end()).rejects.toThrow('could not decode');
    expect(await recognizer.recognize(new Int16Array(samplesForMs(300)))).toBe('final 300');
  });

  it('keeps no more than the longest utterance while a stream waits for a decoder', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker], 1);
    const first = recognizer.stream();
    const waiting = recognizer.stream();
    const second = samplesForMs(1000);
    for (let s = 0; s < MAX_WAITING_AUDIO_MS / 1000 + 5; s++) waiting.write(new Int16Array(second));
    await first.end();
    await settled();
    expect(worker.seen.at(-1)).toBe(`feed s2 ${MAX_WAITING_AUDIO_MS}ms`);
  });

  it('decodes a whole utterance the old way on request, and refuses work once closed', async () => {
    const worker = new FakeWorker();
    const recognizer = createStreamingRecognizer([worker], 1);
    expect(await recognizer.recognize(new Int16Array(samplesForMs(200)), { whole: true })).toBe('');
    expect(worker.seen).toEqual(['whole s0 200ms']);
    const holding = recognizer.stream();
    const waiting = recognizer.stream();
    await recognizer.close();
    expect(worker.closed).toBe(true);
    await expect(waiting.end()).rejects.toMatchObject({ code: 'closed' });
    await expect(recognizer.recognize(new Int16Array(FRAME))).rejects.toMatchObject({ code: 'closed' });
    holding.cancel();
  });
});
