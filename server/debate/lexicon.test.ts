import { describe, expect, it } from 'vitest';
import { addressedMember, Lexicon, withoutNames } from './lexicon';

// Whom a line speaks to, by the names it says.

describe('a debater spoken of, not to', () => {
  const rivals = [
    { index: 0, callNames: ['leibniz'], role: 'moderator' },
    { index: 1, callNames: ['descartes'], role: 'debater' },
    { index: 2, callNames: ['spinoza'], role: 'debater' },
  ];
  it.each([
    ["but spinoza says that's exactly the illusion. how do u reply", 2, 1],
    ["Spinoza's point is that we're determined. Do you accept that?", 2, 1],
    ['According to Spinoza I am a stone that thinks. What do you say to that?', 2, 1],
    ['Descartes says you are a stone, Spinoza. Your reply?', 1, 2],
    ['Spinoza says the will is a fiction. Leibniz, what do you make of that?', 2, 0],
    // Guards: a debater spoken to, or asked of his own view, is still the one the line is put to.
    ['Spinoza, Descartes says you are wrong. What do you say?', 2, 2],
    ['Spinoza says you should see the chain. How?', 2, 2],
    ['Is Spinoza right that we are not free?', 2, 2],
    ["One lad told me 'Spinoza says no one is to blame.' What would you say to him, Spinoza?", 2, 2],
  ])('%s: spoken of, not to (%s), the line is put to %s', (text, _spoken, to) => {
    expect(addressedMember(text, rivals)).toBe(to);
  });
});

describe('a term with "who is" in it, however it is typed', () => {
  const lexicon = new Lexicon([{ id: 'testimony', terms: ['who is lying'] }]);
  const members = [{ index: 0, callNames: ['hume'], role: 'debater' as const }];
  it.each([
    'How do I know who is lying?',
    "how do i know who's lying",
    // As the names' reading leaves it: "who" without its "'s".
    withoutNames("Hume, how do I know who's lying?", members),
  ])('"%s" says it', (text) => {
    expect(lexicon.conceptsIn(text)).toEqual(['testimony']);
  });

  it('"who lies most" does not', () => {
    expect(lexicon.conceptsIn('who lies most')).toEqual([]);
  });
});

describe('a word that shares a term stem but not the term', () => {
  const lexicon = new Lexicon([
    { id: 'generosity', terms: ['generosity', 'generous'] },
    { id: 'choice', terms: ['choose'] },
    { id: 'freedom', terms: ['freedom'] },
  ]);
  it.each([
    ['Was it the ambition of a few generals?', []],
    ['Every generation thinks it is the last.', []],
    ['Is it generous to forgive?', ['generosity']],
    ['She chooses the eggs.', ['choice']],
    ['Are our freedoms real?', ['freedom']],
  ])('"%s" names %j', (text, concepts) => {
    expect(lexicon.conceptsIn(text)).toEqual(concepts);
  });
});

describe('the words of a line that name concepts', () => {
  const lexicon = new Lexicon([
    { id: 'feeling', terms: ['feeling', 'feelings'] },
    { id: 'passions', terms: ['passion', 'feelings'] },
    { id: 'freedom', terms: ['free will', 'free'] },
    { id: 'will', terms: ['will'] },
    { id: 'animals', terms: ['animal'] },
  ]);
  it.each([
    // One word naming two concepts is one word.
    ["Is it okay to lie to spare a friend's feelings?", 2, 1],
    // A phrase is one, and its words are not counted again.
    ['Is free will real?', 2, 1],
    ['Do animals have feelings?', 3, 2],
    ['Is it raining?', 0, 0],
  ])('"%s" names %s concepts in %s words', (text, concepts, words) => {
    expect(lexicon.conceptsIn(text)).toHaveLength(concepts);
    expect(lexicon.namingWordsIn(text)).toBe(words);
  });
});
