import { describe, expect, it } from 'vitest';
import { createUtteranceSegmenter, type SegmenterTiming } from './utterance-segmenter';

const FRAME_MS = 10;
const TIMING: SegmenterTiming = {
  frameMs: FRAME_MS,
  endSilenceMs: 100,
  preRollMs: 30,
  minSpeechMs: 50,
  maxUtteranceMs: 400,
  trailingSilenceMs: 20,
};

type Event = 'start' | number[];

/**
 * Feeds a script of frames: 'x' voiced, '.' silent. Each frame is one sample holding its own index, so an
 * utterance shows exactly which frames it kept.
 */
function run(script: string, timing: Partial<SegmenterTiming> = {}): Event[] {
  const events: Event[] = [];
  const segmenter = createUtteranceSegmenter(
    { ...TIMING, ...timing },
    { onSpeechStart: () => events.push('start'), onUtterance: (pcm) => events.push(Array.from(pcm)) },
  );
  [...script.replaceAll(' ', '')].forEach((mark, i) => segmenter.pushFrame(Int16Array.of(i), mark === 'x'));
  return events;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('createUtteranceSegmenter', () => {
  it('emits speech-start, then the utterance with its pre-roll and a little trailing silence', () => {
    // frames 0-4 silent, 5-12 voiced, then silence: 10 silent frames end it.
    expect(run('..... xxxxxxxx ..........')).toEqual(['start', range(2, 14)]);
  });

  it('signals speech-start only once enough of it is voiced', () => {
    const events: string[] = [];
    const segmenter = createUtteranceSegmenter(TIMING, {
      onSpeechStart: () => events.push('start'),
      onUtterance: () => events.push('utterance'),
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
    expect(events).toEqual(['start', range(0, 21), 'start', range(27, 37)]);
  });

  it('counts voiced frames, not consecutive ones, towards the minimum', () => {
    expect(run('xx.xx.x ..........')).toEqual(['start', range(0, 8)]);
  });

  it('cuts endless speech at the maximum length and carries on without overlap', () => {
    const events = run('x'.repeat(100));
    expect(events).toEqual(['start', range(0, 39), 'start', range(40, 79), 'start']);
  });

  it('waits as long as endSilenceMs says', () => {
    expect(run('xxxxxx .... xxxxxx ....', { endSilenceMs: 40 })).toEqual([
      'start',
      range(0, 7),
      'start',
      range(7, 17),
    ]);
  });

  it('forgets a half-heard utterance on reset', () => {
    const events: Event[] = [];
    const segmenter = createUtteranceSegmenter(TIMING, {
      onUtterance: (pcm) => events.push(Array.from(pcm)),
    });
    for (let i = 0; i < 8; i++) segmenter.pushFrame(Int16Array.of(i), true);
    segmenter.reset();
    for (let i = 100; i < 115; i++) segmenter.pushFrame(Int16Array.of(i), false);
    expect(events).toEqual([]);
  });
});
