import { describe, expect, it } from 'vitest';
import { buildTrigramModel, SENTENCE_END, spokenSentences, UNKNOWN_WORD } from './ngram-model';

const corpus = spokenSentences(`
  Hume, how do you know the sun will rise tomorrow?
  Leibniz, is this the best of all possible worlds?
  How do you know that? What do you mean by custom?
  Hume, what do you mean by custom? Is custom a guide?
  Do you know the sun will rise? Leibniz, how do you know?
`);

function totalProbability(model: ReturnType<typeof buildTrigramModel>, history: string[]): number {
  return model
    .vocabulary()
    .filter((word) => word !== '<s>')
    .reduce((sum, word) => sum + 10 ** model.logProb(history, word), 0);
}

describe('spokenSentences', () => {
  it('gives lower-case words per sentence, without the punctuation a speaker does not say', () => {
    expect(spokenSentences("Hume, what's custom? It's habit — self-taught. We have 2 eyes.")).toEqual([
      ['hume', "what's", 'custom'],
      ["it's", 'habit', 'self', 'taught'],
      ['we', 'have', 'eyes'],
    ]);
  });
});

describe('buildTrigramModel', () => {
  const model = buildTrigramModel(corpus);

  it('is a distribution over the vocabulary for every history, seen or not', () => {
    for (const history of [
      [],
      ['<s>'],
      ['<s>', 'hume'],
      ['do', 'you'],
      ['you', 'know'],
      ['sun', 'custom'],
      ['zebra'],
    ]) {
      expect(totalProbability(model, history)).toBeCloseTo(1, 6);
    }
  });

  it('prefers what the text says to what it never says', () => {
    expect(model.logProb(['do', 'you'], 'know')).toBeGreaterThan(model.logProb(['do', 'you'], 'sun'));
    expect(model.logProb(['<s>'], 'hume')).toBeGreaterThan(model.logProb(['<s>'], 'custom'));
    expect(model.logProb(['the', 'sun'], 'will')).toBeGreaterThan(model.logProb(['the', 'sun'], 'rise'));
  });

  it('gives an unknown word the probability of <unk>, which is small but not zero', () => {
    const unknown = model.logProb(['do', 'you'], 'zebra');
    expect(unknown).toBe(model.logProb(['do', 'you'], UNKNOWN_WORD));
    expect(unknown).toBeLessThan(model.logProb(['do', 'you'], 'know'));
    expect(Number.isFinite(unknown)).toBe(true);
  });

  it('writes an ARPA file whose counts, entries and probabilities agree with the model', () => {
    const arpa = model.toArpa();
    const sections = arpa.split(/\\\d-grams:\n/).slice(1);
    const counts = [...arpa.matchAll(/^ngram (\d)=(\d+)$/gm)].map((m) => Number(m[2]));
    expect(sections).toHaveLength(3);
    sections.forEach((section, i) => {
      const lines = section.split('\n\n')[0]?.split('\n') ?? [];
      expect(lines).toHaveLength(counts[i] as number);
      for (const line of lines) expect(line.split('\t')[1]?.split(' ')).toHaveLength(i + 1);
    });
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
    const trigram = /^(-?\d+\.\d+)\thume what do$/m.exec(arpa);
    expect(Number(trigram?.[1])).toBeCloseTo(model.logProb(['hume', 'what'], 'do'), 5);
    const sentenceEnd = new RegExp(`^(-?\\d+\\.\\d+)\\t${SENTENCE_END}$`, 'm').exec(arpa);
    expect(Number(sentenceEnd?.[1])).toBeCloseTo(model.logProb([], SENTENCE_END), 5);
  });

  it('every n-gram it lists has its history listed one order down, as a backoff model requires', () => {
    const arpa = model.toArpa();
    const grams = new Set([...arpa.matchAll(/^-?\d+\.\d+\t([^\t\n]+)/gm)].map((m) => m[1]));
    for (const gram of grams) {
      const words = (gram as string).split(' ');
      if (words.length > 1) expect(grams.has(words.slice(0, -1).join(' '))).toBe(true);
    }
  });

  it('refuses to build from no text', () => {
    expect(() => buildTrigramModel([])).toThrow(/needs some text/);
  });
});
