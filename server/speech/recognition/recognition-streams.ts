import { concatPcm, samplesForMs } from '../pcm';
import { SpeechError } from '../speech-error';
import type { Heard, SttRequest } from './stt-worker';

/** One recognition worker as the streams see it: requests answered in the order they were made. */
export interface RecognitionLane {
  call(request: SttRequest, transfer?: readonly ArrayBuffer[]): Promise<Heard>;
  close(): Promise<void>;
}

/** An utterance heard as it is spoken. */
export interface RecognitionStream {
  /** The next audio of the utterance (16 kHz mono PCM16); kept until a decoder takes it. */
  write(pcm: Int16Array): void;
  /**
   * The utterance is over, `last` its last audio if any: resolves with its final words ('' for none) and its
   * speaker's mean for the next. An utterance given whole to end() is decoded in one request.
   */
  end(last?: Int16Array): Promise<Heard>;
  /** Drops the utterance: nothing more is heard of it, and its decoder goes to the next one waiting. */
  cancel(): void;
}

export interface StreamOptions {
  /** The words heard so far, each time they change while the utterance is spoken. */
  onPartial?: (heard: Heard) => void;
  /** The speaker's cepstral mean from the final of their last utterance; none for a new speaker. */
  mean?: Float32Array;
  /**
   * Every decoder was busy when the utterance began: it waited this long for one, with this many utterances
   * ahead of it (first come, first decoded). Not called for an utterance that had a decoder at once.
   */
  onWaited?: (waitedMs: number, ahead: number) => void;
}

export interface StreamingRecognizer {
  stream(options?: StreamOptions): RecognitionStream;
  /**
   * A visitor who may speak (their microphone is on): the workers open a decoder for them ahead, while idle, so that
   * a crowd that starts speaking at once does not wait for decoders to open (stt-worker.ts, prepare). Call the
   * function returned when they leave (decoders already open are kept for the next).
   */
  expectSpeaker(): () => void;
  /** One whole utterance: `whole` decodes it normalised over all of it, the way it was done before streaming. */
  recognize(pcm: Int16Array, options?: { whole?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Utterances one worker decodes at once, each on a decoder of its own (22 to 34 MB, opened ahead for the visitors
 * who may speak, see expectSpeaker, or else when first needed); the rest wait, first come, first decoded. A stream
 * costs its worker about 10 % of a core while its visitor speaks (eval:hear's recognition time over audio time,
 * flite's voices and the held-out ones; 10 to 25 % before the search was narrowed, pocketsphinx.ts), so a worker
 * keeps up with six at once and more. Sized with
 * `npm run bench:load -- --spoken` on 2 cores: with three, eight speaking visitors left utterances waiting for a
 * decoder with the CPU at 60 % (reply median 1260 ms); with six, none waited (873 ms; both timed from the end of
 * the synthesised audio, as the benchmark did before 9d9ccee, which is 90 to 500 ms after the last word).
 */
export const STREAMS_PER_WORKER = 6;
/**
 * Utterances a worker hears at once with its decoders' full search: an utterance begun while its worker hears more
 * is heard with their quick search (pocketsphinx.ts: 20 to 30 % less CPU, a few tenths of a point more word error).
 * A visitor alone, or one a worker (two on 2 cores), is heard as well as the recogniser can; a crowd is heard in
 * time. `npm run bench:load -- --spoken 12 30` on 2 cores, two runs each, alternated: twelve visitors speaking at
 * once were answered in a median of 646 and 723 ms (their finals 381 and 423 ms after the end of speech, CPU 61 to
 * 65 %) against 786 and 775 ms (617 and 535 ms, 68 to 69 %) with the full search for all. The quick search for all
 * did a little better still in an earlier round (602 to 609 ms), but a visitor alone would then be heard worse.
 * (Timed from the end of the synthesised audio, as the benchmark did then.)
 */
export const FULL_SEARCH_STREAMS = 1;
/** Audio a stream sends a decoder at a time while it keeps up: each feed answers with the words so far. */
export const FEED_MS = 100;
/** The most audio a stream keeps while it waits for a decoder (past the longest utterance, 15 s); the rest is dropped. */
export const MAX_WAITING_AUDIO_MS = 16_000;

const FEED_SAMPLES = samplesForMs(FEED_MS);
const NOTHING: Heard = { words: '', endChance: 0 };
const MAX_WAITING_SAMPLES = samplesForMs(MAX_WAITING_AUDIO_MS);
const closedError = (): SpeechError => new SpeechError('closed', 'speech recognition is closed');

/**
 * Requests a worker has at once: the one it decodes and the next, so that it never waits for the main thread. The
 * rest wait on this side, where the next one sent can be chosen (see dispatch below).
 */
export const REQUESTS_PER_WORKER = 2;

interface Lane {
  worker: RecognitionLane;
  streams: number;
  /** Requests sent to the worker and not yet answered. */
  sent: number;
  /** The streams with audio or an end to send, by id. */
  ready: Map<number, Ready>;
}

/** A stream waiting to send its next request. */
interface Ready {
  ending(): boolean;
  /** When its oldest audio not yet sent arrived. */
  since: number;
  /** Sends everything it has; resolves (never rejects) when the worker has answered. */
  send(): Promise<unknown>;
  /** The recogniser closed before it was sent. */
  drop(): void;
}

/** Which ready stream goes first: an ended utterance (someone waits for its reply), then the oldest audio. */
const goesBefore = (a: Ready, b: Ready): boolean =>
  a.ending() !== b.ending() ? a.ending() : a.since < b.since;

/** Sends the lane's ready streams' requests while the worker has room, the first by goesBefore first. */
function dispatch(lane: Lane): void {
  while (lane.sent < REQUESTS_PER_WORKER && lane.ready.size > 0) {
    let next: [number, Ready] | undefined;
    for (const entry of lane.ready) if (!next || goesBefore(entry[1], next[1])) next = entry;
    const [id, ready] = next as [number, Ready];
    lane.ready.delete(id);
    lane.sent += 1;
    void ready.send().finally(() => {
      lane.sent -= 1;
      dispatch(lane);
    });
  }
}

type StreamState = 'speaking' | 'ending' | 'done';

/**
 * Streams utterances to recognition workers while they are spoken. Each stream is pinned to one worker for its
 * whole utterance (the decoder there holds its search); a stream goes to the worker with the fewest, and when
 * every worker has STREAMS_PER_WORKER it waits for the first one free, keeping its audio, which is then decoded
 * at several times real time. At the end only the last step of decoding is left.
 */
export function createStreamingRecognizer(
  workers: readonly RecognitionLane[],
  capacity = STREAMS_PER_WORKER,
): StreamingRecognizer {
  const lanes: Lane[] = workers.map((worker) => ({ worker, streams: 0, sent: 0, ready: new Map() }));
  const waiting: ((lane: Lane | null) => void)[] = [];
  let nextStream = 1;
  let closed = false;
  let speakers = 0;
  /** The decoders each worker was last told to expect: it holds one from the start. */
  let expectedEach = 1;

  /** Tells each worker how many decoders its share of the visitors who may speak will need (at least one). */
  const expectDecoders = (): void => {
    const each = Math.max(1, Math.min(capacity, Math.ceil(speakers / lanes.length)));
    if (closed || each === expectedEach) return;
    expectedEach = each;
    for (const lane of lanes)
      void lane.worker.call({ type: 'expect', decoders: each }).catch(() => undefined);
  };

  /** Gives the stream a place on the least busy worker, at once if there is one, else when one is free. */
  const acquire = (give: (lane: Lane | null) => void): void => {
    if (closed) return give(null);
    let best: Lane | undefined;
    for (const lane of lanes) {
      if (lane.streams < capacity && (!best || lane.streams < best.streams)) best = lane;
    }
    if (!best) {
      waiting.push(give);
      return;
    }
    best.streams += 1;
    give(best);
  };
  // A worker answers in order, so the next stream's first audio is decoded after this one's last request: the
  // place is free as soon as that request is sent.
  const release = (lane: Lane): void => {
    const next = waiting.shift();
    if (next) next(lane);
    else lane.streams -= 1;
  };

  const stream = (options: StreamOptions = {}): RecognitionStream => {
    const id = nextStream++;
    let lane: Lane | undefined;
    let chunks: Int16Array[] = [];
    let samples = 0;
    let started = false;
    let inFlight = false;
    /** Waiting in its lane's ready streams. */
    let queued = false;
    /** When the oldest audio kept arrived. */
    let keptSince = 0;
    let state: StreamState = 'speaking';
    let lastWords = '';
    let settle: { resolve(heard: Heard): void; reject(error: unknown): void } | undefined;
    const final = new Promise<Heard>((resolve, reject) => (settle = { resolve, reject }));
    // A stream dropped before anyone asked for its end must not leave an unhandled rejection behind.
    final.catch(() => undefined);

    const finishWith = (outcome: { heard: Heard } | { error: unknown }): void => {
      state = 'done';
      chunks = [];
      if ('heard' in outcome) settle?.resolve(outcome.heard);
      else settle?.reject(outcome.error);
    };

    /** Sends the audio kept (and the end, if it came): the worker's turn for this stream, given by dispatch. */
    const send = (): Promise<unknown> => {
      queued = false;
      const taken = lane as Lane;
      const ending = state === 'ending';
      const pcm = concatPcm(chunks);
      chunks = [];
      samples = 0;
      const request: SttRequest = {
        type: 'feed',
        stream: id,
        pcm,
        end: ending,
        ...(!started && options.mean && { mean: options.mean }),
        ...(!started && taken.streams > FULL_SEARCH_STREAMS && { quick: true }),
      };
      started = true;
      inFlight = true;
      const answer = taken.worker.call(request, [pcm.buffer]);
      if (ending) release(taken);
      return answer.then(
        (heard) => {
          inFlight = false;
          if (ending) {
            finishWith({ heard });
            return;
          }
          if (state === 'done') {
            // Cancelled while this was decoded: the worker's decoder is freed now.
            void taken.worker.call({ type: 'cancel', stream: id }).catch(() => undefined);
            release(taken);
            return;
          }
          if (heard.words !== lastWords) {
            lastWords = heard.words;
            options.onPartial?.(heard);
          }
          pump();
        },
        (error: unknown) => {
          inFlight = false;
          if (!ending) release(taken);
          finishWith({ error });
        },
      );
    };

    /** Queues the stream's next request on its worker once it has a feed's worth of audio, or its end. */
    const pump = (): void => {
      if (!lane || inFlight || queued || state === 'done') return;
      const ending = state === 'ending';
      if (!ending && samples < FEED_SAMPLES) return;
      if (ending && !started && samples === 0) {
        release(lane);
        finishWith({ heard: NOTHING });
        return;
      }
      queued = true;
      lane.ready.set(id, {
        ending: () => state === 'ending',
        since: keptSince,
        send,
        drop: () => finishWith({ error: closedError() }),
      });
      dispatch(lane);
    };

    const queuedAt = performance.now();
    const ahead = waiting.length;
    let atOnce = true;
    acquire((given) => {
      if (given && !atOnce) options.onWaited?.(performance.now() - queuedAt, ahead);
      if (!given) {
        finishWith({ error: closedError() });
        return;
      }
      if (state === 'done') {
        release(given);
        return;
      }
      lane = given;
      pump();
    });
    atOnce = false;

    const keep = (pcm: Int16Array): void => {
      if (state !== 'speaking' || pcm.length === 0) return;
      // Waiting for a decoder, a stream keeps no more than the longest utterance.
      if (!lane && samples + pcm.length > MAX_WAITING_SAMPLES) return;
      if (chunks.length === 0) keptSince = performance.now();
      chunks.push(pcm.slice());
      samples += pcm.length;
    };

    return {
      write(pcm) {
        keep(pcm);
        pump();
      },
      end(last) {
        if (state === 'speaking') {
          if (last) keep(last);
          state = 'ending';
          pump();
        }
        return final;
      },
      cancel() {
        if (state === 'done') return;
        const wasStarted = started;
        finishWith({ heard: NOTHING });
        if (queued) {
          queued = false;
          lane?.ready.delete(id);
        }
        if (!lane || inFlight) return;
        // Not yet sent anything: the place is simply given back. Else the worker frees its decoder first.
        if (wasStarted) void lane.worker.call({ type: 'cancel', stream: id }).catch(() => undefined);
        release(lane);
      },
    };
  };

  return {
    stream,
    expectSpeaker() {
      speakers += 1;
      expectDecoders();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        speakers -= 1;
        expectDecoders();
      };
    },
    async recognize(pcm, { whole = false } = {}) {
      if (pcm.length === 0) return '';
      if (!whole) return (await stream().end(pcm)).words;
      const lane = await new Promise<Lane | null>(acquire);
      if (!lane) throw closedError();
      const answer = lane.worker.call({ type: 'whole', pcm });
      release(lane);
      return (await answer).words;
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve(null);
      for (const lane of lanes) {
        for (const ready of lane.ready.values()) ready.drop();
        lane.ready.clear();
      }
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
