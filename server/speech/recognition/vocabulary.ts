// The words pocketsphinx's decoders search among (docs/architecture.md section 5): not the whole dictionary, but the
// words a visitor is likely to say. Used only by language-model.ts and pocketsphinx.ts.
import koffi from 'koffi';
import type { Bindings } from './pocketsphinx-bindings';

/**
 * The decoders search among the generic model's this many likeliest words and all of the domain model's, not the
 * whole dictionary's 134,000 (the generic model has 72,500): a smaller search tree. Measured on 60 of the tuned-on
 * challenges as a call hears them: flite's voices 13.2 % word error against 14.2 % for the whole dictionary, in 58 %
 * of its recognition time; the held-out voices (espeak-ng, Festival, room noise) 50.0 % against 52.2 %, in 59 %.
 * 10,000 words heard flite's worse (14.9 %); 30,000 no better than 20,000 and slower.
 */
export const VOCABULARY_SIZE = 20_000;

/** A language model's `count` words likeliest on their own (all of them for Infinity), likeliest first. */
export function likeliestWords(ps: Bindings, model: unknown, count: number): string[] {
  const unigrams = (koffi.decode(ps.ngramCounts(model), 'uint32_t', 1) as number[])[0] ?? 0;
  const words: { word: string; logProb: number }[] = [];
  for (let wid = 0; wid < unigrams; wid++) {
    const word = ps.ngramWord(model, wid) as string | null;
    if (word) words.push({ word, logProb: ps.ngramNgProb(model, wid, null, 0, [0]) as number });
  }
  if (count >= words.length) return words.map((w) => w.word);
  return words
    .sort((a, b) => b.logProb - a.logProb)
    .slice(0, count)
    .map((w) => w.word);
}

/** The pronunciation dictionary's entries (alternatives included, "word(2) ...") for these words only. */
export function dictionaryOf(dictionary: string, words: ReadonlySet<string>): string {
  const kept = dictionary.split('\n').filter((line) => {
    const word = line.slice(0, line.indexOf(' '));
    return word !== '' && words.has(word.replace(/\(\d+\)$/, ''));
  });
  return `${kept.join('\n')}\n`;
}
