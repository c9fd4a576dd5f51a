// The visitor's voice through a call: what the client is sent while they speak and when they stop, how long the call
// waits for the rest of a sentence, and a challenge made in two breaths answered as one. The detector and the
// recogniser are stand-ins the test drives; the floor, the engine and the speech are real.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { loadKnowledge } from '../content';
import { createReplyEngine } from '../debate/engine';
import type { ReplyEngine } from '../debate/types';
import type { Heard, RecognitionStream, StreamOptions } from '../speech/recognition';
import { createSynthesizer, type Synthesizer } from '../speech/synthesis';
import {
  COMPLETE_END_SILENCE_MS,
  TRAILING_END_SILENCE_MS,
  type UtteranceDetectorOptions,
} from '../speech/voice-activity';
import { FakeClientSocket } from './testing/fake-client-socket';
import { MODERATOR_ONLY } from './testing/moderator-only';
import { CallSession } from './session';
import { CONTINUATION_MS, PARTIAL_INTERVAL_MS, SETTLE_LEAD_MS } from './visitor-hearing';

/** An utterance being heard, whose words so far and final the test gives. */
class HeardUtterance implements RecognitionStream {
  private settle: ((heard: Heard) => void) | undefined;
  private readonly final = new Promise<Heard>((resolve) => (this.settle = resolve));

  constructor(readonly options: StreamOptions) {}

  heardSoFar(words: string, endChance = 0.5): void {
    this.options.onPartial?.({ words, endChance });
  }

  finish(words: string): void {
    this.settle?.({ words, endChance: 0, mean: Float32Array.of(1, 2, 3) });
  }

  write(): void {}
  end(): Promise<Heard> {
    return this.final;
  }
  cancel(): void {}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let synthesizer: Synthesizer;
beforeAll(async () => {
  synthesizer = await createSynthesizer({ workers: 1 });
});
afterAll(() => synthesizer.close());

async function spokenCall() {
  const socket = new FakeClientSocket();
  const utterances: HeardUtterance[] = [];
  /** The challenges the engine was asked to answer. */
  const asked: string[] = [];
  const real = createReplyEngine({ knowledge: loadKnowledge() });
  const engine: ReplyEngine = {
    turn: (request) => {
      if (request.event.type === 'challenge') asked.push(request.event.text);
      return real.turn(request);
    },
  };
  let detector: UtteranceDetectorOptions | undefined;
  const session = new CallSession({
    socket: socket as unknown as WebSocket,
    members: MODERATOR_ONLY,
    speech: {
      synthesizer,
      recognizer: {
        expectSpeaker: () => () => undefined,
        stream: (options = {}) => {
          const utterance = new HeardUtterance(options);
          utterances.push(utterance);
          return utterance;
        },
        recognize: async () => '',
        close: async () => undefined,
      },
      createDetector: async (options) => {
        detector = options;
        return { push: () => undefined, reset: () => undefined, close: () => undefined };
      },
    },
    engine,
    timing: { playbackRate: 25 },
    onEnd: async () => undefined,
    log: () => undefined,
  });
  await session.open();
  const userMessages = () =>
    socket
      .messages()
      .filter((m) => m.role === 'user')
      .map((m) =>
        m.type === 'transcript'
          ? `${m.transcriptType as string} ${m.transcript as string}`
          : `${m.type as string} ${m.status as string}`,
      );
  /** Resolves once an assistant has started to speak. */
  const assistantSpoke = () =>
    vi.waitFor(() =>
      expect(socket.messages()).toContainEqual(
        expect.objectContaining({ type: 'speech-update', role: 'assistant', status: 'started' }),
      ),
    );
  return {
    session,
    detector: detector as UtteranceDetectorOptions,
    utterances,
    asked,
    userMessages,
    assistantSpoke,
  };
}

describe('a call hearing its visitor', () => {
  it('sends the words heard so far as partial transcripts, at most every 300 ms, then the final', async () => {
    const call = await spokenCall();
    call.detector.onSpeechStart(new Int16Array(160));
    const [utterance] = call.utterances;
    utterance?.heardSoFar('socrates');
    utterance?.heardSoFar('socrates what');
    await sleep(PARTIAL_INTERVAL_MS + 20);
    utterance?.heardSoFar('socrates what is');
    call.detector.onSpeechEnd();
    utterance?.finish('socrates what is justice');
    await sleep(20);
    expect(call.userMessages()).toEqual([
      'speech-update started',
      'partial socrates',
      'partial socrates what is',
      'speech-update stopped',
      'final Socrates what is justice?',
    ]);
    expect(call.asked).toEqual(['Socrates what is justice?']);
    await call.session.end('customer-ended-call');
  });

  it('takes back the words shown when the utterance came to nothing', async () => {
    const call = await spokenCall();
    call.detector.onSpeechStart(new Int16Array(160));
    call.utterances[0]?.heardSoFar('hm');
    call.detector.onSpeechEnd();
    call.utterances[0]?.finish('');
    await sleep(20);
    expect(call.userMessages()).toEqual([
      'speech-update started',
      'partial hm',
      'speech-update stopped',
      'partial ',
    ]);
    expect(call.asked).toEqual([]);
    await call.session.end('customer-ended-call');
  });

  it('waits longer for the rest of a sentence that trails off than for one that sounds finished', async () => {
    const call = await spokenCall();
    const endpoint = call.detector.endpoint as () => number;
    expect(endpoint()).toBe(TRAILING_END_SILENCE_MS);
    call.detector.onSpeechStart(new Int16Array(160));
    call.utterances[0]?.heardSoFar('is it better to', 0.001);
    expect(endpoint()).toBe(TRAILING_END_SILENCE_MS);
    call.utterances[0]?.heardSoFar('is it better to suffer injustice', 0.2);
    expect(endpoint()).toBe(COMPLETE_END_SILENCE_MS);
    await call.session.end('customer-ended-call');
  });

  it('answers a challenge made in two breaths as one, and one begun later on its own', async () => {
    const call = await spokenCall();
    const say = async (words: string) => {
      call.detector.onSpeechStart(new Int16Array(160));
      call.detector.onSpeechEnd();
      call.utterances.at(-1)?.finish(words);
      await sleep(20);
    };
    await say('is feeling sorry for people a good thing');
    await say('or does it just make everyone softer');
    expect(call.asked).toEqual([
      'Is feeling sorry for people a good thing?',
      'Is feeling sorry for people a good thing? Or does it just make everyone softer?',
    ]);
    await sleep(CONTINUATION_MS + 50);
    await say('what is justice');
    expect(call.asked.at(-1)).toBe('What is justice?');
    // The visitor's own lines stay as they were said, written as sentences.
    expect(call.userMessages().filter((m) => m.startsWith('final'))).toEqual([
      'final Is feeling sorry for people a good thing?',
      'final Or does it just make everyone softer?',
      'final What is justice?',
    ]);
    await call.session.end('customer-ended-call');
  });

  it('makes the answer ready once the words are heard, before the endpoint, and speaks it when the utterance ends', async () => {
    const call = await spokenCall();
    call.detector.onSpeechStart(new Int16Array(160));
    const frame = () => new Int16Array(480);
    for (let i = 0; i < 20; i++) call.detector.onSpeech(frame(), true);
    call.utterances[0]?.heardSoFar('what is justice');
    // The words sound finished: the utterance is settled after a short silence, its final decoded meanwhile.
    for (let ms = 0; ms < COMPLETE_END_SILENCE_MS - SETTLE_LEAD_MS; ms += 30)
      call.detector.onSpeech(frame(), false);
    call.utterances[0]?.finish('what is justice');
    await sleep(20);
    expect(call.asked).toEqual(['What is justice?']);
    expect(call.userMessages()).toEqual(['speech-update started', 'partial what is justice']);
    call.detector.onSpeechEnd();
    await call.assistantSpoke();
    expect(call.asked).toEqual(['What is justice?']);
    expect(call.userMessages().slice(2)).toEqual(['speech-update stopped', 'final What is justice?']);
    await call.session.end('customer-ended-call');
  });

  it("gives the visitor's voice, learnt from one utterance, to their next", async () => {
    const call = await spokenCall();
    call.detector.onSpeechStart(new Int16Array(160));
    call.detector.onSpeechEnd();
    call.utterances[0]?.finish('what is justice');
    await sleep(20);
    call.detector.onSpeechStart(new Int16Array(160));
    expect(call.utterances[0]?.options.mean).toBeUndefined();
    expect(Array.from(call.utterances[1]?.options.mean ?? [])).toEqual([1, 2, 3]);
    await call.session.end('customer-ended-call');
  });
});
