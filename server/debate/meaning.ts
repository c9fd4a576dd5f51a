// What a line means, as a vector, so that two lines that mean alike lie near each other whatever words they use.
// Retrieval compares a challenge with the lines labelled with each issue (labelled-meaning.ts) beside its lexical
// reading (docs/architecture.md section 6).
//
// The vectors are the Universal Sentence Encoder's, distilled: each word and word pair has a vector, fitted offline
// (`npm run content:meaning`, scripts/knowledge/meaning-table.ts) so that the mean of a line's vectors lies where the
// encoder puts the line, over WordNet's glosses and the debates' labelled lines. Reading a line is a lookup,
// some microseconds, where the encoder took 20 ms and a second core. The vectors live in the encoder's principal
// directions, with one more coordinate for the part of its mean that they miss.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitSentences } from './text';

export const MEANING_TABLE = fileURLToPath(new URL('../content/meaning/table.bin', import.meta.url));

/** The file's first bytes, and the version of its layout. */
const MAGIC = 'DCMEANING1';

/** What the table's header says of it. */
export interface TableHeader {
  /** Coordinates a feature's row holds. */
  dimensions: number;
  /** The last coordinate of every line's vector, the same for all. */
  constant: number;
  /** The features (a word, or two words with a space), in the order of their rows. */
  features: string[];
}

/** A line's words as the table knows them: lower case, letters, digits and apostrophes. */
function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[a-z0-9']+/g) ?? []
  );
}

/** A line's features: each word, and each pair of words side by side, once. */
export function featuresOf(text: string): Set<string> {
  const words = wordsOf(text);
  const features = new Set(words);
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]} ${words[i]}`);
  return features;
}

/** Writes a table: the magic, the header's length and JSON, then each row's scale and its values as signed bytes. */
export function encodeTable(header: TableHeader, rows: Float32Array): Buffer {
  const { dimensions, features } = header;
  if (rows.length !== dimensions * features.length)
    throw new Error(
      `a table of ${features.length} rows of ${dimensions} needs ${dimensions * features.length} values`,
    );
  const json = Buffer.from(JSON.stringify(header));
  // Scales start on a multiple of 4, so that they can be read in place.
  const start = MAGIC.length + 4 + json.length;
  const padding = (4 - (start % 4)) % 4;
  const out = Buffer.alloc(start + padding + features.length * (4 + dimensions));
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length + padding, MAGIC.length);
  json.copy(out, MAGIC.length + 4);
  out.fill(0x20, start, start + padding);
  const scalesAt = start + padding;
  const valuesAt = scalesAt + features.length * 4;
  for (let row = 0; row < features.length; row++) {
    let largest = 0;
    for (let i = 0; i < dimensions; i++)
      largest = Math.max(largest, Math.abs(rows[row * dimensions + i] as number));
    const scale = largest / 127 || 1;
    out.writeFloatLE(scale, scalesAt + row * 4);
    for (let i = 0; i < dimensions; i++)
      out.writeInt8(
        Math.round((rows[row * dimensions + i] as number) / scale),
        valuesAt + row * dimensions + i,
      );
  }
  return out;
}

const REMAKE = 'run npm run content:meaning to make it again';

/** Reads what a line means from the table's words. */
export class MeaningTable {
  private readonly dimensions: number;
  private readonly constant: number;
  private readonly rows: Map<string, number>;
  private readonly scales: Float32Array;
  private readonly values: Int8Array;

  constructor(bytes: Buffer) {
    if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC)
      throw new Error(`the meaning table is not one this version reads: ${REMAKE}`);
    const headerLength = bytes.readUInt32LE(MAGIC.length);
    const start = MAGIC.length + 4;
    let header: TableHeader;
    try {
      header = JSON.parse(bytes.toString('utf8', start, start + headerLength)) as TableHeader;
    } catch {
      throw new Error(`the meaning table's header is not whole: ${REMAKE}`);
    }
    const { dimensions, constant, features } = header;
    if (
      !Number.isInteger(dimensions) ||
      dimensions < 1 ||
      typeof constant !== 'number' ||
      !Array.isArray(features) ||
      features.some((feature) => typeof feature !== 'string')
    )
      throw new Error(`the meaning table's header does not say its rows: ${REMAKE}`);
    const scalesAt = start + headerLength;
    const valuesAt = scalesAt + features.length * 4;
    if (bytes.length !== valuesAt + features.length * dimensions)
      throw new Error(
        `the meaning table holds ${bytes.length} bytes where its header promises ${valuesAt + features.length * dimensions}: ${REMAKE}`,
      );
    this.dimensions = dimensions;
    this.constant = constant;
    this.rows = new Map(features.map((feature, row) => [feature, row]));
    // Copied, so that both views are aligned whatever buffer the bytes came in.
    this.scales = new Float32Array(Uint8Array.from(bytes.subarray(scalesAt, valuesAt)).buffer);
    this.values = new Int8Array(Uint8Array.from(bytes.subarray(valuesAt)).buffer);
  }

  /** Whether the table has a row for a word (lower case): whether it is a word of the language it was fitted on. */
  knows(word: string): boolean {
    return this.rows.has(word);
  }

  /** How many features the table knows. */
  get size(): number {
    return this.rows.size;
  }

  /** A line's vector, of length 1: the mean of its known features' rows; undefined when it has none. */
  read(text: string): Float32Array | undefined {
    const { dimensions } = this;
    const sum = new Float32Array(dimensions + 1);
    let known = 0;
    for (const feature of featuresOf(text)) {
      const row = this.rows.get(feature);
      if (row === undefined) continue;
      known++;
      const scale = this.scales[row] as number;
      const at = row * dimensions;
      for (let i = 0; i < dimensions; i++)
        sum[i] = (sum[i] as number) + (this.values[at + i] as number) * scale;
    }
    if (known === 0) return undefined;
    let norm = this.constant ** 2;
    for (let i = 0; i < dimensions; i++) {
      sum[i] = (sum[i] as number) / known;
      norm += (sum[i] as number) ** 2;
    }
    sum[dimensions] = this.constant;
    norm = Math.sqrt(norm);
    for (let i = 0; i <= dimensions; i++) sum[i] = (sum[i] as number) / norm;
    return sum;
  }
}

/** How alike two unit vectors mean: their cosine, 1 for the same. */
export function likeness(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/**
 * A challenge as read: the whole line, and the sentence that asks (its last question, else its last sentence, or the
 * one named as `askingSaid`), which an aside before it ("keep it short, I got like three minutes.") does not drown.
 */
export interface ChallengeMeaning {
  line: Float32Array;
  question: Float32Array;
}

export function readChallenge(
  table: MeaningTable,
  text: string,
  askingSaid?: string,
): ChallengeMeaning | undefined {
  const line = table.read(text);
  if (!line) return undefined;
  // The planner reads a line without its punctuation, and says which sentence asks.
  if (askingSaid !== undefined) return { line, question: table.read(askingSaid) || line };
  const sentences = splitSentences(text);
  if (sentences.length < 2) return { line, question: line };
  const asking = [...sentences].reverse().find((sentence) => sentence.endsWith('?')) ?? sentences.at(-1);
  return { line, question: (asking !== undefined && table.read(asking)) || line };
}

/** The project's table, read once, when first wanted (the engine reads it as it is made, at start-up). */
let table: MeaningTable | undefined;
export function meaningTable(): MeaningTable {
  if (!table) {
    if (!existsSync(MEANING_TABLE)) throw new Error(`${MEANING_TABLE} is missing: ${REMAKE}`);
    table = new MeaningTable(readFileSync(MEANING_TABLE));
  }
  return table;
}
