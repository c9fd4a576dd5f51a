// A trigram language model built from our own text, written as an ARPA file for pocketsphinx (docs/architecture.md section 5,
// "Recognition facts"). Smoothing is interpolated Kneser-Ney with one absolute discount per order: each order's
// probability is its discounted count plus the mass it held back spread by the order below, and the lower orders
// count how many different words precede a word rather than how often it occurs. Stored in ARPA's backoff form: a
// seen n-gram's probability already holds the lower order's share, and the history's backoff weight is the held-back
// mass, so that P(w | h) sums to one over the vocabulary for every history.

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';
export const UNKNOWN_WORD = '<unk>';
/** ARPA's log10 of zero, for <s>, which is never predicted. */
const LOG_ZERO = -99;

/** A sentence as the recogniser writes it: lower-case words, no punctuation. */
export type WordSequence = readonly string[];

/**
 * Splits written text into the word sequences a recogniser would hear: one per sentence, lower case, punctuation
 * gone (a comma is not spoken), hyphenated words apart, and tokens with digits or other symbols dropped.
 */
export function spokenSentences(text: string): WordSequence[] {
  return text
    .split(/[.!?;:]+(?:\s|$)|\n+/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[‘’]/g, "'")
        .split(/[\s,"()—–-]+/)
        .map((word) => word.replace(/^'+|'+$/g, ''))
        .filter((word) => /^[a-z]+(?:'[a-z]+)*$/.test(word)),
    )
    .filter((words) => words.length > 0);
}

type Key = string;
const SEP = ' ';
const keyOf = (words: readonly string[]): Key => words.join(SEP);

interface OrderCounts {
  /** n-gram -> count (raw for the top order and for n-grams that start a sentence, continuation otherwise). */
  counts: Map<Key, number>;
}

/** How many distinct words follow each history, and the total count after it, for one order. */
interface HistoryStats {
  total: number;
  distinct: number;
}

/** The discount of one order from its counts of counts (Ney's estimate), kept inside (0, 1). */
function discountOf(counts: Map<Key, number>): number {
  let once = 0;
  let twice = 0;
  for (const count of counts.values()) {
    if (count === 1) once += 1;
    else if (count === 2) twice += 1;
  }
  const estimate = once + 2 * twice === 0 ? 0.5 : once / (once + 2 * twice);
  return Math.min(0.95, Math.max(0.05, estimate));
}

function historyStats(counts: Map<Key, number>): Map<Key, HistoryStats> {
  const stats = new Map<Key, HistoryStats>();
  for (const [key, count] of counts) {
    const history = key.slice(0, Math.max(0, key.lastIndexOf(SEP)));
    const entry = stats.get(history) ?? { total: 0, distinct: 0 };
    entry.total += count;
    entry.distinct += 1;
    stats.set(history, entry);
  }
  return stats;
}

function countNgrams(sentences: readonly WordSequence[]): OrderCounts[] {
  const raw = [new Map<Key, number>(), new Map<Key, number>(), new Map<Key, number>()];
  for (const sentence of sentences) {
    const words = [SENTENCE_START, ...sentence, SENTENCE_END];
    for (let end = 1; end <= words.length; end += 1) {
      for (let order = 1; order <= 3 && end - order >= 0; order += 1) {
        const gram = words.slice(end - order, end);
        if (order === 1 && gram[0] === SENTENCE_START) continue;
        const map = raw[order - 1] as Map<Key, number>;
        map.set(keyOf(gram), (map.get(keyOf(gram)) ?? 0) + 1);
      }
    }
  }
  // Lower orders count the distinct words that precede an n-gram (Kneser-Ney), except where nothing can precede
  // it: an n-gram that starts with <s> keeps its raw count.
  const lower = (order: number): Map<Key, number> => {
    const continuation = new Map<Key, number>();
    for (const key of (raw[order] as Map<Key, number>).keys()) {
      const suffix = key.slice(key.indexOf(SEP) + 1);
      continuation.set(suffix, (continuation.get(suffix) ?? 0) + 1);
    }
    for (const [key, count] of raw[order - 1] as Map<Key, number>) {
      if (key.startsWith(SENTENCE_START + SEP)) continuation.set(key, count);
    }
    return continuation;
  };
  return [{ counts: lower(1) }, { counts: lower(2) }, { counts: raw[2] as Map<Key, number> }];
}

export interface NgramModel {
  /** log10 P(word | history) for a history of up to two words; unknown words are <unk>. */
  logProb(history: readonly string[], word: string): number;
  /** Every word the model predicts, <unk> and </s> included. */
  vocabulary(): readonly string[];
  /** The model as an ARPA text file. */
  toArpa(): string;
}

interface Entry {
  log10: number;
  backoff?: number;
}

/** Builds an interpolated Kneser-Ney trigram model of the sentences. */
export function buildTrigramModel(sentences: readonly WordSequence[]): NgramModel {
  if (!sentences.some((sentence) => sentence.length > 0)) throw new Error('A language model needs some text');
  const orders = countNgrams(sentences);
  const tables: Map<Key, Entry>[] = [new Map(), new Map(), new Map()];

  // Unigrams: discounted continuation counts, the held-back mass spread evenly over the vocabulary and <unk>.
  const unigrams = (orders[0] as OrderCounts).counts;
  const unigramDiscount = discountOf(unigrams);
  let unigramTotal = 0;
  for (const count of unigrams.values()) unigramTotal += count;
  const vocabularySize = unigrams.size + 1;
  const uniform = (unigramDiscount * unigrams.size) / unigramTotal / vocabularySize;
  const unigramProb = new Map<Key, number>();
  for (const [word, count] of unigrams)
    unigramProb.set(word, (count - unigramDiscount) / unigramTotal + uniform);
  unigramProb.set(UNKNOWN_WORD, uniform);
  for (const [word, p] of unigramProb) (tables[0] as Map<Key, Entry>).set(word, { log10: Math.log10(p) });
  (tables[0] as Map<Key, Entry>).set(SENTENCE_START, { log10: LOG_ZERO });

  const probOf = (order: number, gram: readonly string[]): number => {
    if (order === 1) return unigramProb.get(gram[0] as string) ?? uniform;
    const entry = (tables[order - 1] as Map<Key, Entry>).get(keyOf(gram));
    if (entry) return 10 ** entry.log10;
    const history = (tables[order - 2] as Map<Key, Entry>).get(keyOf(gram.slice(0, -1)));
    return 10 ** (history?.backoff ?? 0) * probOf(order - 1, gram.slice(1));
  };

  for (const order of [2, 3]) {
    const counts = (orders[order - 1] as OrderCounts).counts;
    const discount = discountOf(counts);
    const stats = historyStats(counts);
    for (const [key, count] of counts) {
      const words = key.split(SEP);
      const history = stats.get(keyOf(words.slice(0, -1))) as HistoryStats;
      const held = (discount * history.distinct) / history.total;
      const p = (count - discount) / history.total + held * probOf(order - 1, words.slice(1));
      (tables[order - 1] as Map<Key, Entry>).set(key, { log10: Math.log10(p) });
    }
    for (const [history, { total, distinct }] of stats) {
      const lowerEntry = (tables[order - 2] as Map<Key, Entry>).get(history);
      if (lowerEntry) lowerEntry.backoff = Math.log10((discount * distinct) / total);
    }
  }

  const logProb = (history: readonly string[], word: string): number => {
    const known = (w: string): string => ((tables[0] as Map<Key, Entry>).has(w) ? w : UNKNOWN_WORD);
    const context = history.slice(-2).map(known);
    return Math.log10(probOf(context.length + 1, [...context, known(word)]));
  };

  return {
    logProb,
    vocabulary: () => [...unigramProb.keys()],
    toArpa: () => writeArpa(tables),
  };
}

function writeArpa(tables: readonly Map<Key, Entry>[]): string {
  const lines = ['\\data\\', ...tables.map((table, i) => `ngram ${i + 1}=${table.size}`), ''];
  tables.forEach((table, i) => {
    lines.push(`\\${i + 1}-grams:`);
    for (const key of [...table.keys()].sort()) {
      const { log10, backoff } = table.get(key) as Entry;
      const tail = backoff === undefined || i === tables.length - 1 ? '' : `\t${backoff.toFixed(6)}`;
      lines.push(`${log10.toFixed(6)}\t${key}${tail}`);
    }
    lines.push('');
  });
  lines.push('\\end\\', '');
  return lines.join('\n');
}
