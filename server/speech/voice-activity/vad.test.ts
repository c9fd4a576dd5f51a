import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concatPcm, durationMs, FRAME_SAMPLES, rms, samplesForMs } from '../pcm';
import { createSynthesizer, type LocalVoice, type Synthesizer } from '../synthesis';
import { gatherUtterances } from './testing/gather-utterances';
import {
  createUtteranceDetector,
  DEFAULT_END_SILENCE_MS,
  UTTERANCE_TIMING,
  type UtteranceDetectorOptions,
} from './vad';

const VOICE: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };
/** flite pads its output with a little silence; its speech starts and ends where samples pass this. */
const SPEECH_THRESHOLD = 300;

type Event = 'speech-start' | { utteranceMs: number; pcm: Int16Array };

function silence(ms: number): Int16Array {
  return new Int16Array(samplesForMs(ms));
}

/** Seeded (mulberry32) white noise, so a failure replays exactly. */
function quietNoise(ms: number, amplitude: number, seed = 42): Int16Array {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Int16Array.from({ length: samplesForMs(ms) }, () => Math.round((next() * 2 - 1) * amplitude));
}

/** The duration between the first and the last loud sample. */
function spokenMs(pcm: Int16Array): number {
  const loud = (sample: number): boolean => Math.abs(sample) > SPEECH_THRESHOLD;
  const first = pcm.findIndex(loud);
  const last = pcm.findLastIndex(loud);
  return first < 0 ? 0 : durationMs(pcm.subarray(first, last + 1));
}

async function detect(
  audio: Int16Array,
  chunkSamples = FRAME_SAMPLES,
  options: Partial<UtteranceDetectorOptions> = {},
): Promise<Event[]> {
  const events: Event[] = [];
  const detector = await createUtteranceDetector({
    ...gatherUtterances((event) =>
      events.push(event === 'speech-start' ? event : { utteranceMs: durationMs(event), pcm: event }),
    ),
    ...options,
  });
  for (let offset = 0; offset < audio.length; offset += chunkSamples) {
    detector.push(audio.subarray(offset, offset + chunkSamples));
  }
  detector.close();
  return events;
}

describe('createUtteranceDetector', () => {
  let tts: Synthesizer;
  let question: Int16Array;
  let answer: Int16Array;

  beforeAll(async () => {
    tts = await createSynthesizer();
    question = await tts.synthesize('What is justice?', VOICE);
    answer = await tts.synthesize('Justice is giving each person what they are owed.', VOICE);
  });

  afterAll(async () => {
    await tts.close();
  });

  it('hears one utterance, as long as the speech plus its pre-roll and the silence that ended it', async () => {
    const events = await detect(concatPcm([silence(1000), answer, silence(1500)]));
    expect(events).toEqual(['speech-start', expect.objectContaining({ utteranceMs: expect.any(Number) })]);
    const { utteranceMs, pcm } = events[1] as Exclude<Event, 'speech-start'>;
    const spoken = spokenMs(answer);
    expect(spokenMs(pcm)).toBeCloseTo(spoken, -2);
    expect(utteranceMs).toBeGreaterThan(spoken + UTTERANCE_TIMING.preRollMs);
    expect(utteranceMs).toBeLessThan(spoken + UTTERANCE_TIMING.preRollMs + DEFAULT_END_SILENCE_MS + 300);
  });

  it('hears nothing in silence or in quiet noise', async () => {
    expect(await detect(silence(5000))).toEqual([]);
    expect(await detect(quietNoise(5000, 200))).toEqual([]);
  });

  it('cuts the same utterances whatever the size of the chunks', async () => {
    const audio = concatPcm([silence(700), question, silence(1200), answer, silence(1000)]);
    const byFrame = await detect(audio, FRAME_SAMPLES);
    expect(byFrame.filter((event) => event === 'speech-start')).toHaveLength(2);
    expect(await detect(audio, 777)).toEqual(byFrame);
    expect(await detect(audio, audio.length)).toEqual(byFrame);
  });

  it('keeps a short pause inside one utterance and honours endSilenceMs', async () => {
    const audio = concatPcm([silence(500), question, silence(400), answer, silence(1500)]);
    expect((await detect(audio)).filter((event) => event !== 'speech-start')).toHaveLength(1);
    const split = await detect(audio, FRAME_SAMPLES, { endSilenceMs: 300 });
    expect(split.filter((event) => event !== 'speech-start')).toHaveLength(2);
  });

  it('ends an utterance when its endpoint says, asked as the silence goes on', async () => {
    const audio = concatPcm([silence(500), question, silence(400), answer, silence(1500)]);
    const split = await detect(audio, FRAME_SAMPLES, { endpoint: () => 300 });
    expect(split.filter((event) => event !== 'speech-start')).toHaveLength(2);
    // The endpoint decides over the fixed silence once the utterance has started.
    const whole = await detect(audio, FRAME_SAMPLES, { endSilenceMs: 300, endpoint: () => 900 });
    expect(whole.filter((event) => event !== 'speech-start')).toHaveLength(1);
  });

  it('drops the speech in progress on reset and refuses audio once closed', async () => {
    const gathered = gatherUtterances();
    const detector = await createUtteranceDetector(gathered);
    detector.push(concatPcm([silence(300), answer]));
    detector.reset();
    detector.push(silence(2000));
    expect(gathered.utterances).toEqual([]);
    detector.close();
    expect(() => detector.push(silence(20))).toThrow(/closed/);
  });

  it('keeps the utterance audible', async () => {
    const [, utterance] = await detect(concatPcm([silence(600), question, silence(1000)]));
    expect(utterance).toBeTypeOf('object');
    expect(rms((utterance as Exclude<Event, 'speech-start'>).pcm)).toBeGreaterThan(rms(question) / 2);
  });
});
