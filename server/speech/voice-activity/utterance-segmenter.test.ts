import { describe, expect, it } from 'vitest';
import {
  createUtteranceSegmenter,
  type SegmenterCallbacks,
  type SegmenterTiming,
} from './utterance-segmenter';

const FRAME_MS = 10;
const TIMING: SegmenterTiming = {
  frameMs: FRAME_MS,
  endSilenceMs: 100,
  preRollMs: 30,
  minSpeechMs: 50,
  maxUtteranceMs: 400,
};

type Event = 'start' | number[];

/** Collects each utterance whole from the frames passed on as it is spoken. */
function collector(events: Event[], extra: Partial<SegmenterCallbacks> = {}): SegmenterCallbacks {
  let utterance: number[] = [];
  return {
    onSpeechStart: (audio) => {
      events.push('start');
      utterance = Array.from(audio);
    },
    onSpeech: (frame) => utterance.push(...frame),
    onSpeechEnd: () => events.push(utterance),
    ...extra,
  };
}

/**
 * Feeds a script of frames: 'x' voiced, '.' silent. Each frame is one sample holding its own index, so an
 * utterance shows exactly which frames it kept.
 */
function run(
  script: string,
  timing: Partial<SegmenterTiming> = {},
  extra: Partial<SegmenterCallbacks> = {},
): Event[] {
  const events: Event[] = [];
  const segmenter = createUtteranceSegmenter({ ...TIMING, ...timing }, collector(events, extra));
  [...script.replaceAll(' ', '')].forEach((mark, i) => segmenter.pushFrame(Int16Array.of(i), mark === 'x'));
  return events;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('createUtteranceSegmenter', () => {
  it('starts an utterance with its pre-roll and passes each frame on as it comes, the silence that ends it included', () => {
    // frames 0-4 silent, 5-12 voiced, then silence: 10 silent frames end it.
    expect(run('..... xxxxxxxx ..........')).toEqual(['start', range(2, 22)]);
    const seen: (string | number)[] = [];
    const segmenter = createUtteranceSegmenter(TIMING, {
      onSpeechStart: (audio) => seen.push(`start ${Array.from(audio).join(',')}`),
      // Each frame with whether it was voiced: a silent one is marked negative.
      onSpeech: (frame, voiced) => seen.push((frame[0] as number) * (voiced ? 1 : -1)),
      onSpeechEnd: () => seen.push('end'),
    });
    [...'...xxxxxxx..........'].forEach((mark, i) => segmenter.pushFrame(Int16Array.of(i), mark === 'x'));
    expect(seen).toEqual(['start 0,1,2,3,4,5,6,7', 8, 9, ...range(10, 19).map((i) => -i), 'end']);
  });

  it('signals speech-start only once enough of it is voiced', () => {
    const events: string[] = [];
    const segmenter = createUtteranceSegmenter(TIMING, {
      onSpeechStart: () => events.push('start'),
      onSpeech: () => undefined,
      onSpeechEnd: () => events.push('utterance'),
    });
    for (let i = 0; i < 4; i++) segmenter.pushFrame(Int16Array.of(i), true);
    expect(events).toEqual([]);
    segmenter.pushFrame(Int16Array.of(4), true);
    expect(events).toEqual(['start']);
  });

  it('ignores blips shorter than the minimum speech', () => {
    expect(run('... xxxx .......... xx .......... x.x.x ..........')).toEqual([]);
  });

  it('keeps short pauses inside one utterance and splits at long ones', () => {
    const events = run('xxxxxx ........ xxxxxx .......... xxxxxx ..........');
    // The second utterance's pre-roll is the end of the pause before it.
    expect(events).toEqual(['start', range(0, 29), 'start', range(27, 45)]);
  });

  it('counts voiced frames, not consecutive ones, towards the minimum', () => {
    expect(run('xx.xx.x ..........')).toEqual(['start', range(0, 16)]);
  });

  it('cuts endless speech at the maximum length and carries on without overlap', () => {
    const events = run('x'.repeat(100));
    expect(events).toEqual(['start', range(0, 39), 'start', range(40, 79), 'start']);
  });

  it('waits as long as endSilenceMs says', () => {
    expect(run('xxxxxx .... xxxxxx ....', { endSilenceMs: 40 })).toEqual([
      'start',
      range(0, 9),
      'start',
      range(7, 19),
    ]);
  });

  it('asks how much silence ends an utterance at each silent frame once it has started, and does as it says', () => {
    // The endpointer says 30 ms after the first utterance's speech and 80 ms after the second's.
    const asked: number[] = [];
    const ends: string[] = [];
    let endMs = 30;
    const segmenter = createUtteranceSegmenter(TIMING, {
      onSpeechStart: () => ends.push('start'),
      onSpeech: () => undefined,
      onSpeechEnd: () => {
        ends.push('end');
        endMs = 80;
      },
      endSilenceMs: () => {
        asked.push(endMs);
        return endMs;
      },
    });
    [...'xxxxxx...xxxxxx........'].forEach((mark, i) => segmenter.pushFrame(Int16Array.of(i), mark === 'x'));
    expect(ends).toEqual(['start', 'end', 'start', 'end']);
    expect(asked).toEqual([30, 30, 30, ...Array<number>(8).fill(80)]);
  });

  it('ends a blip that never started with the fixed silence, without asking', () => {
    let asked = 0;
    run('xx ..........', {}, { endSilenceMs: () => ++asked });
    expect(asked).toBe(0);
  });

  it('forgets a half-heard utterance on reset', () => {
    const events: Event[] = [];
    const segmenter = createUtteranceSegmenter(TIMING, collector(events));
    for (let i = 0; i < 8; i++) segmenter.pushFrame(Int16Array.of(i), true);
    segmenter.reset();
    for (let i = 100; i < 115; i++) segmenter.pushFrame(Int16Array.of(i), false);
    // Started, and never ended: the caller that reset it drops what it had.
    expect(events).toEqual(['start']);
  });
});
