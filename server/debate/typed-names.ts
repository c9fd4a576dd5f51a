import neighbours from '../content/name-neighbours.json' with { type: 'json' };
import type { Seated } from './cast';

// A debater's surname typed a letter or two wrong ("heidegar", "desscartes", "mcluhen", "wollstonecroft") is his name:
// visitors type names as they remember them, and no list of misspellings foresees them all.

/**
 * Surnames and words shorter than this are left as typed: one letter off "hume", "marx" or "mill" is another word;
 * "bakon" and "debor" are not ("Hey Bakon, would your New Atlantis have had wind farms?").
 */
const SHORTEST_NAME = 5;
/** Surnames this long or longer may be typed two letters wrong ("heidegar"); shorter ones, one. */
const TWO_SLIPS_FROM = 8;
/** And this long, three ("wolstencraft"): the most slips any surname is allowed. */
const THREE_SLIPS_FROM = 12;
const MOST_SLIPS = 3;
/**
 * Words of the language a slip or two from a surname ("touring", "marcus", "turin"), from the recogniser's dictionary
 * (`npm run content:names`): never read as the name, whether or not the meaning table knows them.
 */
const NEIGHBOURS: ReadonlySet<string> = new Set(Object.values(neighbours as Record<string, string[]>).flat());

/**
 * Reads a line with each word that is no word the engine knows but lies a slip or two from a debater's surname written
 * as that surname. `knows` tells a word of the language ("turning" and "during" stay themselves, a slip from "turing").
 */
export function typedNamesReader(
  seated: readonly Seated[],
  knows: (word: string) => boolean,
): (text: string) => string {
  const surnames = [
    ...new Set(
      seated.flatMap((member) => {
        const surname = member.role === 'debater' ? surnameOf(member.name) : undefined;
        return surname === undefined ? [] : [surname];
      }),
    ),
  ];
  if (surnames.length === 0) return (text) => text;
  return (text) =>
    text.replace(/[A-Za-z]+/g, (word) => {
      const typed = word.toLowerCase();
      if (typed.length < SHORTEST_NAME || surnames.includes(typed) || knows(typed) || NEIGHBOURS.has(typed))
        return word;
      let best: { name: string; slips: number } | undefined;
      for (const name of surnames) {
        const slips = slipsBetween(typed, name);
        if (slips <= slipsAllowed(name) && (best === undefined || slips < best.slips)) best = { name, slips };
      }
      // "thorow" is typed as "Thoreau" sounds: spelt from the ear, it is the name whose sound it spells.
      const heard = best ? undefined : surnames.find((name) => soundOf(typed) === soundOf(name));
      if (heard !== undefined) best = { name: heard, slips: MOST_SLIPS };
      if (!best) return word;
      // "Heidegar" is written "Heidegger", as the visitor began it.
      return word[0] === typed[0] ? best.name : `${best.name[0]?.toUpperCase() ?? ''}${best.name.slice(1)}`;
    });
}

/**
 * Roughly how a word is said, from its spelling: the spellings of one sound made one ("eau", "ault" and a last "ow" are
 * "o"; "ph" is "f"; a hard "c" is "k"; "oo" and "ou" are "u"), and letters doubled said once. "thoreau" and "thorow"
 * are both "thoro".
 */
function soundOf(word: string): string {
  return word
    .replace(/eau|ault$|ough$|ow$/g, 'o')
    .replace(/ph/g, 'f')
    .replace(/ck|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/oo|ou/g, 'u')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/** A name's surname in lower case, when it is long enough to be read through a slip. */
export function surnameOf(name: string): string | undefined {
  const surname =
    name
      .toLowerCase()
      .split(/[\s-]+/)
      .at(-1) ?? '';
  return surname.length >= SHORTEST_NAME && /^[a-z]+$/.test(surname) ? surname : undefined;
}

/** How many slips a surname may be typed with and still be read as itself. */
export const slipsAllowed = (surname: string): number =>
  surname.length >= THREE_SLIPS_FROM ? MOST_SLIPS : surname.length >= TWO_SLIPS_FROM ? 2 : 1;

/**
 * How many slips of the finger turn one word into the other: a letter left out, added, changed, or two side by side
 * swapped (the optimal string alignment distance). Words more letters apart in length than any name's slips allowed
 * count one more than that.
 */
export function slipsBetween(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > MOST_SLIPS) return MOST_SLIPS + 1;
  // Three rows of the table at a time: the one two back (for a swap), the last and this one.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      let slips = Math.min(
        (last[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (last[j - 1] as number) + changed,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        slips = Math.min(slips, (before[j - 2] as number) + 1);
      row.push(slips);
    }
    before = last;
    last = row;
  }
  return last[b.length] as number;
}
