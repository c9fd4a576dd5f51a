import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { concatPcm, samplesForMs } from '../pcm';
import { createSynthesizer, type LocalVoice, type Synthesizer } from '../synthesis';
import { speechRejection } from '../testing/speech-rejection';
import { createRecognizer, POCKETSPHINX_INSTALL, speechRecognitionStatus, type Recognizer } from './stt';

const status = speechRecognitionStatus();
if (!status.available) {
  console.warn(`Skipping speech recognition tests: ${status.reason}. Install: ${status.install}`);
}

/** The voice the recogniser understands best (docs/architecture.md section 5). */
const VISITOR: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };
/** Silence on each side, as the utterance detector leaves it. */
const PADDING_MS = 300;
const MIN_WORD_RECALL = 0.75;

// Phrases that recognise reliably, each with the words that must come through.
const PHRASES = [
  { text: 'what is justice', keyWords: ['what', 'justice'] },
  { text: 'is free will an illusion', keyWords: ['free', 'will', 'illusion'] },
  { text: 'does the mind exist apart from the body', keyWords: ['mind', 'exist', 'body'] },
];

function wordRecall(reference: string, hypothesis: string): number {
  const heard = new Set(hypothesis.split(/\s+/));
  const words = reference.split(/\s+/);
  return words.filter((word) => heard.has(word)).length / words.length;
}

describe('speechRecognitionStatus', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('names a missing library override and the install command', () => {
    vi.stubEnv('POCKETSPHINX_LIB', '/nowhere/libpocketsphinx.so.3');
    expect(speechRecognitionStatus()).toEqual({
      available: false,
      reason: 'POCKETSPHINX_LIB=/nowhere/libpocketsphinx.so.3 does not exist',
      install: POCKETSPHINX_INSTALL,
    });
    vi.unstubAllEnvs();
  });

  it.skipIf(!status.available)(
    'names the model files that are missing, from the option or the env',
    async () => {
      const empty = await mkdtemp(join(tmpdir(), 'no-model-'));
      const fromOption = speechRecognitionStatus({ modelDir: empty });
      expect(fromOption.available).toBe(false);
      expect(!fromOption.available && fromOption.reason).toMatch(/en-us\.lm\.bin.*cmudict-en-us\.dict/);
      vi.stubEnv('POCKETSPHINX_MODEL_DIR', empty);
      expect(speechRecognitionStatus().available).toBe(false);
      vi.unstubAllEnvs();
      await rm(empty, { recursive: true });
    },
  );

  it('makes createRecognizer reject with an unavailable error that says how to install', async () => {
    vi.stubEnv('POCKETSPHINX_LIB', '/nowhere/libpocketsphinx.so.3');
    const error = await speechRejection(createRecognizer());
    vi.unstubAllEnvs();
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain(POCKETSPHINX_INSTALL);
  });
});

describe.skipIf(!status.available)('createRecognizer (pocketsphinx)', () => {
  let stt: Recognizer;
  let tts: Synthesizer;

  async function utterance(text: string): Promise<Int16Array> {
    const padding = new Int16Array(samplesForMs(PADDING_MS));
    return concatPcm([padding, await tts.synthesize(text, VISITOR), padding]);
  }

  beforeAll(async () => {
    [stt, tts] = await Promise.all([createRecognizer(), createSynthesizer()]);
  });

  afterAll(async () => {
    await Promise.all([stt.close(), tts.close()]);
  });

  it.each(PHRASES)('hears $text', async ({ text, keyWords }) => {
    const hypothesis = await stt.recognize(await utterance(text));
    expect(hypothesis.split(' ')).toEqual(expect.arrayContaining(keyWords));
    expect(wordRecall(text, hypothesis)).toBeGreaterThanOrEqual(MIN_WORD_RECALL);
  });

  it('answers concurrent utterances in order, each with its own words', async () => {
    const audio = await Promise.all(PHRASES.map(({ text }) => utterance(text)));
    const hypotheses = await Promise.all(audio.map((pcm) => stt.recognize(pcm)));
    hypotheses.forEach((hypothesis, i) => {
      expect(hypothesis.split(' ')).toEqual(expect.arrayContaining(PHRASES[i]?.keyWords ?? ['?']));
    });
  });

  it("hears a new voice as it speaks, learns it, and hears that voice's next utterance live with what it learnt", async () => {
    // Over VOICE_LEARNT_MS long: the voice is learnt mid-utterance, and the rest is heard live.
    const audio = await utterance('does the mind exist apart from the body');
    const partials: string[] = [];
    const first = stt.stream({ onPartial: (heard) => partials.push(heard.words) });
    const piece = samplesForMs(100);
    // At the pace a visitor speaks: partial words come every 300 ms of it (faster, one partial may be all there is).
    for (let offset = 0; offset < audio.length; offset += piece) {
      first.write(audio.subarray(offset, offset + piece));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const heard = await first.end();
    expect(partials.filter((words) => words !== '').length).toBeGreaterThan(1);
    expect(heard.words.split(' ')).toEqual(expect.arrayContaining(['mind', 'exist', 'body']));
    expect(heard.mean).toHaveLength(13);
    const next = stt.stream(heard.mean ? { mean: heard.mean } : {});
    next.write(await utterance('what is justice'));
    expect((await next.end()).words).toBe('what is justice');
  });

  it('hears nothing in silence or in no audio at all', async () => {
    expect(await stt.recognize(new Int16Array(samplesForMs(1000)))).toBe('');
    expect(await stt.recognize(new Int16Array(0))).toBe('');
  });

  it('refuses work once closed', async () => {
    const own = await createRecognizer();
    await own.close();
    expect((await speechRejection(own.recognize(await utterance('what is justice')))).code).toBe('closed');
  });
});
