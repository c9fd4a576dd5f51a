import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSet } from '../../scripts/eval/debate-measure';
import { NAME_CARRIERS } from '../../scripts/knowledge/name-carriers';
import { debateContents, loadKnowledge } from '../content';
import { concatPcm, samplesForMs } from '../speech';
import { speechRejection } from '../speech/testing/speech-rejection';
import {
  createRecognizer,
  DEFAULT_MODEL_DIR,
  speechRecognitionStatus,
  spokenSentences,
  type Recognizer,
} from '../speech/recognition';
import { createSynthesizer, type Synthesizer } from '../speech/synthesis';
import { debatePronunciations } from '../content/pronunciations';
import { debateLanguageModel, debateSpokenCorpus } from './spoken-corpus';

/** The recogniser's dictionary, where the model is installed. */
const DICTIONARY = join(process.env.POCKETSPHINX_MODEL_DIR ?? DEFAULT_MODEL_DIR, 'cmudict-en-us.dict');

const knowledge = loadKnowledge();
const corpus = debateSpokenCorpus(knowledge);
/** The 39 phones of the CMU dictionary, which the en-us acoustic model knows. */
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);

describe('the debate corpus', () => {
  it('opens sentences with every philosopher of every debate, and with their epithets', () => {
    for (const person of knowledge.philosophers.values()) {
      const name = spokenSentences(person.name)[0] ?? [];
      const opens = corpus.some((sentence) => name.every((word, i) => sentence[i] === word));
      expect(opens, person.name).toBe(true);
    }
    const text = corpus.map((sentence) => sentence.join(' ')).join('\n');
    expect(text).toMatch(/^the skeptic /m);
  });

  it('closes sentences with every debater of every debate, where a name is hardest to hear', () => {
    const last = new Set(corpus.map((sentence) => sentence.at(-1)));
    for (const person of knowledge.philosophers.values()) {
      const isDebater = Object.values(person.seats).some((seat) => seat.role === 'debater');
      if (isDebater) expect(last.has(spokenSentences(person.name)[0]?.at(-1)), person.name).toBe(true);
    }
  });

  it("holds none of hear-names' carrier phrases, so that the names it counts heard are not learnt by heart", () => {
    const text = `\n${corpus.map((sentence) => sentence.join(' ')).join('\n')}\n`;
    for (const person of knowledge.philosophers.values()) {
      for (const carrier of NAME_CARRIERS) {
        const said = spokenSentences(carrier.replace('{name}', person.name))[0]?.join(' ') ?? '?';
        expect(text.includes(said), said).toBe(false);
      }
    }
  });

  it('holds no challenge of the evaluation sets, so that what eval:hear measures is not learnt by heart', async () => {
    const sentences = new Set(corpus.map((sentence) => sentence.join(' ')));
    const evaluation = [];
    for (const { topic } of debateContents) {
      evaluation.push(...(topic.asked ?? []));
      evaluation.push(...((await challengeSet(`./challenges/held-out/${topic.debateId}.ts`)) ?? []));
    }
    expect(evaluation.length).toBeGreaterThan(60 * debateContents.length);
    const learnt = evaluation.flatMap((c) =>
      spokenSentences(c.text)
        .map((words) => words.join(' '))
        .filter((s) => s.split(' ').length >= 6 && sentences.has(s)),
    );
    expect(learnt).toEqual([]);
  });

  it('writes pronunciations in the phones the acoustic model knows, one entry per word', () => {
    for (const { word, phones } of debatePronunciations) {
      expect(word).toMatch(/^[a-z']+(?:\(\d\))?$/);
      for (const phone of phones.split(' ')) expect(CMU_PHONES, `${word}: ${phone}`).toContain(phone);
    }
    expect(new Set(debatePronunciations.map((p) => p.word)).size).toBe(debatePronunciations.length);
  });

  it.skipIf(!existsSync(DICTIONARY))(
    'adds only words the dictionary lacks: pocketsphinx refuses one it has, and the server would not start',
    () => {
      const known = new Set(
        readFileSync(DICTIONARY, 'utf8')
          .split('\n')
          .map((line) => line.split(' ')[0]),
      );
      expect(debatePronunciations.filter((p) => known.has(p.word)).map((p) => p.word)).toEqual([]);
    },
  );
});

const status = speechRecognitionStatus();
describe.skipIf(!status.available)('the recogniser with the debate model (pocketsphinx)', () => {
  let tts: Synthesizer;
  let generic: Recognizer;
  let debate: Recognizer;
  // Carriers that are not in the corpus; each name said as a visitor would open a challenge.
  const said = ['Leibniz, tell me plainly.', 'So, Spinoza, are you sure?', 'Hume, tell me plainly.'];

  async function spoken(text: string): Promise<Int16Array> {
    const padding = new Int16Array(samplesForMs(300));
    return concatPcm([
      padding,
      await tts.synthesize(text, { timbre: 'rms', pitchHz: 100, rate: 1 }),
      padding,
    ]);
  }

  beforeAll(async () => {
    [tts, generic, debate] = await Promise.all([
      createSynthesizer(),
      createRecognizer(),
      createRecognizer({ domain: debateLanguageModel(knowledge) }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([tts.close(), generic.close(), debate.close()]);
  });

  it('hears the names the generic model loses', async () => {
    const audio = await Promise.all(said.map(spoken));
    const byGeneric = await Promise.all(audio.map((pcm) => generic.recognize(pcm)));
    const byDebate = await Promise.all(audio.map((pcm) => debate.recognize(pcm)));
    said.forEach((text, i) => {
      const name = (text.match(/Leibniz|Spinoza|Hume/)?.[0] ?? '?').toLowerCase();
      expect(byDebate[i]?.split(' '), text).toContain(name);
    });
    // The generic model alone misses at least one of them: what the debate model is for.
    expect(
      byGeneric.filter((h, i) =>
        h.includes((said[i]?.match(/Leibniz|Spinoza|Hume/)?.[0] ?? '?').toLowerCase()),
      ).length,
    ).toBeLessThan(said.length);
  });

  it('still hears everyday words outside the debates', async () => {
    const hypothesis = await debate.recognize(await spoken('what time does the train leave'));
    expect(hypothesis.split(' ')).toEqual(expect.arrayContaining(['time', 'train']));
  });

  it('refuses a pronunciation in phones the model does not know, and a weight outside (0, 1), saying which', async () => {
    const model = debateLanguageModel(knowledge);
    const badWord = await speechRejection(
      createRecognizer({ domain: { ...model, pronunciations: [{ word: 'zarathustra', phones: 'Z Q9 R' }] } }),
    );
    expect(badWord.message).toContain('zarathustra');
    const badWeight = await speechRejection(createRecognizer({ domain: { ...model, weight: 1 } }));
    expect(badWeight.message).toMatch(/weight/);
  });
});
