import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../src/debates/knowledge';
import { debateLanguageModel } from '../debate/spoken-corpus';
import { concatPcm, FRAME_SAMPLES, samplesForMs } from './pcm';
import { openDecoder, type PocketsphinxDecoder } from './pocketsphinx';
import { recognizerFiles } from './stt';
import { createSynthesizer, type LocalVoice, type Synthesizer } from './tts';

const files = recognizerFiles();
const VISITOR: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };

// The decoder fed as the visitor speaks, 20 ms at a time, as the call's audio arrives: the ground for partial
// transcripts and for an end of utterance with only the last step of decoding left.
describe.skipIf(!files)('a pocketsphinx decoder fed piece by piece', () => {
  let decoder: PocketsphinxDecoder;
  let tts: Synthesizer;
  const spoken = async (text: string) => {
    const padding = new Int16Array(samplesForMs(300));
    return concatPcm([padding, await tts.synthesize(text, VISITOR), padding]);
  };
  const feedAll = (pcm: Int16Array): string[] => {
    const partials: string[] = [];
    decoder.begin();
    for (let offset = 0; offset < pcm.length; offset += FRAME_SAMPLES) {
      partials.push(decoder.feed(pcm.subarray(offset, offset + FRAME_SAMPLES)));
    }
    return partials;
  };

  beforeAll(async () => {
    const found = files as NonNullable<typeof files>;
    decoder = openDecoder(found.libPath, found.modelDir, debateLanguageModel(loadKnowledge()));
    tts = await createSynthesizer({ workers: 1 });
  }, 60_000);

  afterAll(async () => {
    decoder?.free();
    await tts?.close();
  });

  it("hears the words as they come, and ends with the utterance's words", async () => {
    // Live normalisation learns the voice over the first utterances, as it does over a call.
    for (const text of ['what is justice', 'is pity a weakness']) {
      feedAll(await spoken(text));
      decoder.finish();
    }
    const pcm = await spoken('socrates is it better to suffer injustice than to do it');
    const partials = feedAll(pcm);
    const half = partials[Math.floor(partials.length / 2)] ?? '';
    const final = decoder.finish();
    expect(half.split(' ').length).toBeGreaterThan(1);
    expect(final.startsWith(half.split(' ')[0] ?? '?')).toBe(true);
    expect(final.split(' ')).toEqual(expect.arrayContaining(['socrates', 'better', 'injustice']));
    // Whole-utterance decoding of the same audio agrees on the key words.
    expect(decoder.decode(pcm).split(' ')).toEqual(expect.arrayContaining(['socrates', 'injustice']));
  }, 60_000);

  it('refuses out-of-order use: feed before begin, decode while fed, a second begin', async () => {
    expect(() => decoder.feed(new Int16Array(FRAME_SAMPLES))).toThrow('feed() needs begin() first');
    expect(() => decoder.finish()).toThrow('finish() needs begin() first');
    decoder.begin();
    expect(() => decoder.begin()).toThrow('already being decoded');
    expect(() => decoder.decode(new Int16Array(FRAME_SAMPLES))).toThrow('finish() it first');
    expect(decoder.finish()).toBe('');
  });
});
