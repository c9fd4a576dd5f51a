import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../pcm';
import { createFvad, VAD_FRAME_SAMPLES } from './fvad';

/** A loud 200 Hz tone with harmonics: voice-like enough for the detector. */
function buzz(): Int16Array {
  return Int16Array.from({ length: VAD_FRAME_SAMPLES }, (_, i) => {
    const t = i / SAMPLE_RATE;
    return Math.round(6000 * Math.sin(2 * Math.PI * 200 * t) + 3000 * Math.sin(2 * Math.PI * 600 * t));
  });
}

describe('createFvad', () => {
  it('tells a silent frame from a voiced one', async () => {
    const vad = await createFvad(2);
    expect(vad.isSpeech(new Int16Array(VAD_FRAME_SAMPLES))).toBe(false);
    const verdicts = Array.from({ length: 10 }, () => vad.isSpeech(buzz()));
    expect(verdicts).toContain(true);
    vad.free();
  });

  it('still works after reset, which restores libfvad defaults', async () => {
    const vad = await createFvad(3);
    vad.reset();
    expect(vad.isSpeech(new Int16Array(VAD_FRAME_SAMPLES))).toBe(false);
    vad.free();
  });

  it('refuses frames of the wrong length and use after free', async () => {
    const vad = await createFvad(2);
    expect(() => vad.isSpeech(new Int16Array(320))).toThrow(/480-sample frames/);
    vad.free();
    vad.free();
    expect(() => vad.isSpeech(new Int16Array(VAD_FRAME_SAMPLES))).toThrow(/freed/);
  });

  it('gives each detector its own state', async () => {
    const [a, b] = await Promise.all([createFvad(2), createFvad(2)]);
    a.free();
    expect(b.isSpeech(new Int16Array(VAD_FRAME_SAMPLES))).toBe(false);
    b.free();
  });
});
