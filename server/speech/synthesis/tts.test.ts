import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationMs, rms, SAMPLE_RATE } from '../pcm';
import { SpeechError } from '../speech-error';
import { TIMBRES, type LocalVoice } from './flite-args';
import { createSynthesizer, type Synthesizer } from './tts';

const TWENTY_WORDS =
  'The unexamined life is not worth living, said Socrates, so let us examine justice together before the sun sets today.';
const SOCRATES: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };
/** Synthesized speech is loud; silence is 0. Anything below this would be inaudible. */
const AUDIBLE_RMS = 500;
/** Under Node 20's node:wasi, flite crashed the process within about 80 utterances. */
const MANY_UTTERANCES = 150;

/** Median fundamental frequency of the loud 40 ms frames, by autocorrelation over 60-400 Hz. */
function medianPitchHz(pcm: Int16Array): number {
  const frame = (SAMPLE_RATE * 40) / 1000;
  const minLag = Math.floor(SAMPLE_RATE / 400);
  const maxLag = Math.ceil(SAMPLE_RATE / 60);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < pcm.length; start += frame) {
    const window = pcm.subarray(start, start + frame + maxLag);
    if (rms(window) < AUDIBLE_RMS * 2) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += (window[i] ?? 0) * (window[i + lag] ?? 0);
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag > 0) pitches.push(SAMPLE_RATE / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

function sameAudio(a: Int16Array, b: Int16Array): boolean {
  return a.length === b.length && a.every((sample, i) => sample === b[i]);
}

describe('createSynthesizer', () => {
  let tts: Synthesizer;

  beforeAll(async () => {
    tts = await createSynthesizer();
  });

  afterAll(async () => {
    await tts.close();
  });

  it('speaks 20 words as audible 16 kHz audio of a plausible length', async () => {
    expect(TWENTY_WORDS.split(' ')).toHaveLength(20);
    const pcm = await tts.synthesize(TWENTY_WORDS, SOCRATES);
    expect(durationMs(pcm)).toBeGreaterThan(3000);
    expect(durationMs(pcm)).toBeLessThan(12000);
    expect(rms(pcm)).toBeGreaterThan(AUDIBLE_RMS);
  });

  it('gives each timbre its own audio', async () => {
    const voices = await Promise.all(
      TIMBRES.map((timbre) => tts.synthesize('What is justice?', { ...SOCRATES, timbre })),
    );
    for (const [i, a] of voices.entries()) {
      expect(rms(a)).toBeGreaterThan(AUDIBLE_RMS);
      for (const b of voices.slice(i + 1)) expect(sameAudio(a, b)).toBe(false);
    }
  });

  // rms is a unit-selection voice with its recorded pitch (~100 Hz); awb, slt and kal16 follow pitchHz.
  it('follows the requested pitch and speaking rate', async () => {
    const line = 'Virtue is knowledge, and nobody does wrong willingly.';
    const [low, high, slow, fast] = await Promise.all([
      tts.synthesize(line, { timbre: 'awb', pitchHz: 90, rate: 1 }),
      tts.synthesize(line, { timbre: 'awb', pitchHz: 180, rate: 1 }),
      tts.synthesize(line, { ...SOCRATES, rate: 0.75 }),
      tts.synthesize(line, { ...SOCRATES, rate: 1.5 }),
    ]);
    expect(medianPitchHz(high)).toBeGreaterThan(medianPitchHz(low) * 1.4);
    expect(durationMs(fast)).toBeLessThan(durationMs(slow) * 0.7);
  });

  it('speaks text full of control characters and returns nothing for blank text', async () => {
    expect(rms(await tts.synthesize('Know\u0000 thyself\u0007.', SOCRATES))).toBeGreaterThan(AUDIBLE_RMS);
    expect((await tts.synthesize(' \n\t ', SOCRATES)).length).toBe(0);
  });

  it('refuses an unknown timbre instead of letting flite pick another', async () => {
    const voice = { ...SOCRATES, timbre: 'kal' } as unknown as LocalVoice;
    await expect(tts.synthesize('hello', voice)).rejects.toThrow(/Unknown flite timbre/);
  });

  it('survives many utterances in a row (node:wasi aborted the process here)', async () => {
    for (let i = 0; i < MANY_UTTERANCES; i++) {
      const pcm = await tts.synthesize(`Question ${i}.`, { timbre: 'kal16', pitchHz: 100, rate: 1 });
      expect(pcm.length).toBeGreaterThan(0);
    }
  });

  it('keeps the event loop free while it speaks', async () => {
    let turns = 0;
    let speaking = true;
    const spin = (): void => {
      turns++;
      if (speaking) setImmediate(spin);
    };
    setImmediate(spin);
    await tts.synthesize(TWENTY_WORDS.repeat(4), SOCRATES);
    speaking = false;
    expect(turns).toBeGreaterThan(10);
  });
});

it('rejects with a closed error once closed', async () => {
  const tts = await createSynthesizer();
  await tts.close();
  const error: unknown = await tts.synthesize('hello', SOCRATES).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SpeechError);
  expect((error as SpeechError).code).toBe('closed');
});

describe('the speech cache', () => {
  const voice: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };

  it('synthesizes a sentence once for the calls that ask for it, within its byte budget', async () => {
    // About 2.5 s of speech a sentence (80 KB): a budget of 200 KB holds two.
    const synthesizer = await createSynthesizer({ workers: 1, cacheBytes: 200_000 });
    try {
      const [a, b] = await Promise.all([
        synthesizer.synthesize('Welcome to the Morality Clash.', voice),
        synthesizer.synthesize('Welcome to the Morality Clash.', voice),
      ]);
      expect(a).toBe(b);
      expect(
        await synthesizer.synthesize('Welcome to the Morality Clash.', { ...voice, pitchHz: 140 }),
      ).not.toBe(a);
      for (const text of [
        'Is virtue knowledge, Socrates?',
        'What is a value worth, Nietzsche?',
        'Is pity weak?',
      ]) {
        await synthesizer.synthesize(text, voice);
      }
      const again = await synthesizer.synthesize('Welcome to the Morality Clash.', voice);
      expect(again).not.toBe(a);
      expect(sameAudio(again, a)).toBe(true);
    } finally {
      await synthesizer.close();
    }
  });

  it('drops a sentence every call has given up on, and still gives it to a call that waits for it', async () => {
    const synthesizer = await createSynthesizer({ workers: 1, cacheBytes: 200_000 });
    try {
      // The one worker is busy, so what follows waits in the queue.
      const busy = synthesizer.synthesize(TWENTY_WORDS, voice);
      const gaveUp = new AbortController();
      const given = synthesizer.synthesize('Is pity weak?', voice, { signal: gaveUp.signal });
      const shared = synthesizer.synthesize('Is pity weak?', voice);
      const alone = new AbortController();
      const dropped = synthesizer.synthesize('What is a value worth?', voice, { signal: alone.signal });
      gaveUp.abort(new Error('interrupted'));
      alone.abort(new Error('interrupted'));
      await expect(given).rejects.toThrow('interrupted');
      await expect(dropped).rejects.toThrow('interrupted');
      expect((await shared).length).toBeGreaterThan(16_000);
      await busy;
      // Nothing of the dropped sentence was kept: asked again, it is made afresh.
      expect((await synthesizer.synthesize('What is a value worth?', voice)).length).toBeGreaterThan(16_000);
      await expect(
        synthesizer.synthesize('Too late.', voice, { signal: AbortSignal.abort(new Error('gone')) }),
      ).rejects.toThrow('gone');
    } finally {
      await synthesizer.close();
    }
  });

  it('can be turned off', async () => {
    const synthesizer = await createSynthesizer({ workers: 1, cacheBytes: 0 });
    try {
      const a = await synthesizer.synthesize('Welcome.', voice);
      expect(await synthesizer.synthesize('Welcome.', voice)).not.toBe(a);
    } finally {
      await synthesizer.close();
    }
  });
});

// The pool serves the most urgent request on the first free worker (server/workers/worker-pool.ts): real
// flite workers show that it holds for synthesis.
describe("the synthesizer's workers", () => {
  it("with two real flite workers, one call's short sentence is not held up by another call's long one", async () => {
    const voice: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };
    const long = 'Justice, said Socrates, is '.concat(
      'the art of giving each what is owed to him, '.repeat(12),
    );
    const finishOrder = async (workers: number) => {
      const synthesizer = await createSynthesizer({ workers });
      try {
        const order: string[] = [];
        const speech = await Promise.all([
          synthesizer.synthesize(long, voice).then((pcm) => (order.push('long'), pcm)),
          synthesizer.synthesize('Yes.', voice).then((pcm) => (order.push('short'), pcm)),
        ]);
        expect(durationMs(speech[0])).toBeGreaterThan(20_000);
        return order;
      } finally {
        await synthesizer.close();
      }
    };
    expect(await finishOrder(1)).toEqual(['long', 'short']);
    expect(await finishOrder(2)).toEqual(['short', 'long']);
  }, 60_000);
});
