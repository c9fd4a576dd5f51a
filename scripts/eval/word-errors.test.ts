import { describe, expect, it } from 'vitest';
import { namesSaid, scoreHearing, wordErrors, wordsForScoring } from './word-errors';

describe('word errors', () => {
  it('counts substitutions, deletions and insertions', () => {
    const ref = wordsForScoring('Hume, how do you know?');
    expect(wordErrors(ref, ref)).toBe(0);
    expect(wordErrors(ref, ['q', 'how', 'do', 'you', 'know'])).toBe(1);
    expect(wordErrors(ref, ['how', 'do', 'you', 'know'])).toBe(1);
    expect(wordErrors(ref, ['hume', 'how', 'do', 'you', 'you', 'know'])).toBe(1);
    expect(wordErrors(ref, [])).toBe(5);
    expect(wordErrors([], ['a', 'b'])).toBe(2);
  });

  it('finds the names said, possessives included', () => {
    expect(namesSaid("Hume's custom, or Leibniz? Ask Hume.", ['hume', 'leibniz'])).toEqual([
      'hume',
      'leibniz',
      'hume',
    ]);
  });

  it('scores a set: rate of words wrong, and names heard as often as they were said', () => {
    const score = scoreHearing(
      [
        { text: 'Hume, what is custom?', heard: 'q what is custom' },
        { text: 'Leibniz and Hume agree?', heard: 'leibniz and hume agree' },
      ],
      ['hume', 'leibniz'],
    );
    expect(score).toEqual({ utterances: 2, referenceWords: 8, errors: 1, namesSaid: 3, namesHeard: 2 });
  });
});
