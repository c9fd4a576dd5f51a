import koffi from 'koffi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../content';
import { debateLanguageModel } from '../../debate/spoken-corpus';
import { concatPcm, FRAME_SAMPLES, samplesForMs } from '../pcm';
import { createSynthesizer, type LocalVoice, type Synthesizer } from '../synthesis';
import { loadRecognitionModel, type PocketsphinxDecoder, type RecognitionModel } from './pocketsphinx';
import { recognizerFiles } from './stt';
import { dictionaryOf } from './vocabulary';

const files = recognizerFiles();
const VISITOR: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };

describe("the decoders' dictionary", () => {
  it("keeps every pronunciation of the vocabulary's words and nothing else", () => {
    const cmudict = [
      'hume HH Y UW M',
      'humerus HH Y UW M ER AH S',
      'the DH AH',
      'the(2) DH IY',
      'thee DH IY',
      'leibniz L AY B N IH T S',
      '',
    ].join('\n');
    expect(dictionaryOf(cmudict, new Set(['hume', 'the', 'leibniz', 'absent']))).toBe(
      'hume HH Y UW M\nthe DH AH\nthe(2) DH IY\nleibniz L AY B N IH T S\n',
    );
  });
});

describe.skipIf(!files)("the debates' own pronunciations", () => {
  it('gives a word the dictionary has, but the vocabulary leaves out, a second pronunciation', () => {
    const found = files as NonNullable<typeof files>;
    const domain = debateLanguageModel(loadKnowledge());
    // "wachowski" is in the dictionary (said otherwise), far from the generic model's likeliest words, and none of
    // the classics' corpus.
    const second = { word: 'wachowski(2)', phones: 'W AH CH AW S K IY' };
    const model = loadRecognitionModel(found.libPath, found.modelDir, {
      ...domain,
      pronunciations: [...domain.pronunciations, second],
    });
    try {
      expect(model.openDecoder()).toBeDefined();
    } finally {
      model.free();
    }
  }, 60_000);
});

// Sphinxbase has one log stream for the whole process. Redirected to a file, as it once was, each worker's thread
// closed the stream it replaced, and two closing one at once corrupted the heap (a server died at start in CI).
describe.skipIf(!files)("sphinxbase's log", () => {
  it('is off, not redirected, once a model and its decoders are loaded: no thread has a stream to close', () => {
    const found = files as NonNullable<typeof files>;
    const lib = koffi.load(found.libPath);
    const model = loadRecognitionModel(found.libPath, found.modelDir);
    try {
      model.openDecoder();
      expect(lib.func('void *err_get_logfp(void)')()).toBeNull();
    } finally {
      model.free();
      lib.unload();
    }
  }, 60_000);
});

// The decoder fed as the visitor speaks, 20 ms at a time, as the call's audio arrives: the ground for partial
// transcripts and for an end of utterance with only the last step of decoding left.
describe.skipIf(!files)('a pocketsphinx decoder fed piece by piece', () => {
  let model: RecognitionModel;
  let decoder: PocketsphinxDecoder;
  let tts: Synthesizer;
  const spoken = async (text: string) => {
    const padding = new Int16Array(samplesForMs(300));
    return concatPcm([padding, await tts.synthesize(text, VISITOR), padding]);
  };
  const feedAll = (pcm: Int16Array, to = decoder): string[] => {
    const partials: string[] = [];
    to.begin();
    for (let offset = 0; offset < pcm.length; offset += FRAME_SAMPLES) {
      partials.push(to.feed(pcm.subarray(offset, offset + FRAME_SAMPLES)));
    }
    return partials;
  };

  beforeAll(async () => {
    const found = files as NonNullable<typeof files>;
    model = loadRecognitionModel(found.libPath, found.modelDir, debateLanguageModel(loadKnowledge()));
    decoder = model.first;
    tts = await createSynthesizer({ workers: 1 });
  }, 60_000);

  afterAll(async () => {
    model?.free();
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

  it('decodes two utterances at once on two decoders that share the language model', async () => {
    const other = model.openDecoder();
    const [one, two] = await Promise.all([
      spoken('what is justice'),
      spoken('nietzsche where did our values come from'),
    ]);
    other.begin();
    decoder.begin();
    // Interleaved frame by frame, as two visitors speaking at once are fed on one worker's thread.
    for (let offset = 0; offset < Math.max(one.length, two.length); offset += FRAME_SAMPLES) {
      decoder.feed(one.subarray(offset, offset + FRAME_SAMPLES));
      other.feed(two.subarray(offset, offset + FRAME_SAMPLES));
    }
    expect(decoder.finish()).toBe('what is justice');
    expect(other.finish().split(' ')).toEqual(expect.arrayContaining(['nietzsche', 'values']));
    other.free();
    // Freed on its own, it leaves the model and its other decoders working.
    feedAll(one);
    expect(decoder.finish()).toBe('what is justice');
  }, 60_000);

  it('hears an utterance with its quick search, for a crowd, and the next with the full one again', async () => {
    const pcm = await spoken('socrates is it better to suffer injustice than to do it');
    decoder.begin({ quick: true });
    for (let offset = 0; offset < pcm.length; offset += FRAME_SAMPLES) {
      decoder.feed(pcm.subarray(offset, offset + FRAME_SAMPLES));
    }
    expect(decoder.finish().split(' ')).toEqual(expect.arrayContaining(['socrates', 'better', 'injustice']));
    feedAll(await spoken('what is justice'));
    expect(decoder.finish()).toBe('what is justice');
  }, 60_000);

  it('refuses out-of-order use: feed before begin, decode while fed, a second begin', async () => {
    expect(() => decoder.feed(new Int16Array(FRAME_SAMPLES))).toThrow('feed() needs begin() first');
    expect(() => decoder.finish()).toThrow('finish() needs begin() first');
    decoder.begin();
    expect(() => decoder.begin()).toThrow('already being decoded');
    expect(() => decoder.decode(new Int16Array(FRAME_SAMPLES))).toThrow('finish() it first');
    expect(decoder.finish()).toBe('');
  });

  it("reads a voice's cepstral mean off its audio as a decoder normalising over all of it does, without a search", async () => {
    const voices: LocalVoice[] = [VISITOR, { timbre: 'slt', pitchHz: 170, rate: 1 }];
    const means: Float32Array[] = [];
    for (const voice of voices) {
      const pcm = await tts.synthesize('does the mind exist apart from the body', voice);
      const read = model.voiceMean(pcm)?.mean;
      // A decoder of its own, normalising over the whole utterance: its mean is then that voice's.
      const whole = model.openDecoder();
      whole.decode(pcm);
      const decoded = whole.cepstralMean?.get();
      whole.free();
      expect(read).toHaveLength(13);
      expect(Array.from(read ?? [], (value, i) => value - (decoded?.[i] ?? NaN))).toEqual(
        Array.from({ length: 13 }, () => expect.closeTo(0, 3)),
      );
      means.push(read as Float32Array);
    }
    // It says how much speech it read: the silence before the words is not counted.
    const pcm = await tts.synthesize('what is justice', VISITOR);
    const alone = model.voiceMean(pcm)?.speechMs ?? 0;
    expect(alone).toBeGreaterThan(300);
    expect(alone).toBeLessThanOrEqual((pcm.length * 1000) / 16_000 + 20);
    const afterSilence = model.voiceMean(concatPcm([new Int16Array(samplesForMs(1000)), pcm]))?.speechMs ?? 0;
    expect(Math.abs(afterSilence - alone)).toBeLessThanOrEqual(50);
    // Two voices, two means: neither is the model's own starting one.
    expect(Math.abs((means[0]?.[1] ?? 0) - (means[1]?.[1] ?? 0))).toBeGreaterThan(1);
    expect(model.voiceMean(new Int16Array(0))).toBeUndefined();
    // Digital silence has no frame of speech energy to read a voice from.
    expect(model.voiceMean(new Int16Array(samplesForMs(500)))).toBeUndefined();
  });
});
