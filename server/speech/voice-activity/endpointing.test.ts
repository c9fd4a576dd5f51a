import { describe, expect, it } from 'vitest';
import {
  COMPLETE_END_CHANCE,
  COMPLETE_END_SILENCE_MS,
  endSilenceMs,
  soundsFinished,
  TRAILING_END_SILENCE_MS,
} from './endpointing';

const likely = COMPLETE_END_CHANCE * 2;
const unlikely = COMPLETE_END_CHANCE / 2;

describe('endpointing', () => {
  it('ends a whole question after a short silence', () => {
    expect(endSilenceMs({ words: 'what is justice', endChance: likely })).toBe(COMPLETE_END_SILENCE_MS);
    expect(endSilenceMs({ words: 'what do you mean by that', endChance: likely })).toBe(
      COMPLETE_END_SILENCE_MS,
    );
  });

  it('waits longer for words that trail off, whatever the model says', () => {
    for (const words of [
      'is it better to suffer the',
      'socrates and',
      'what about your',
      'i think that we',
    ]) {
      expect(soundsFinished({ words, endChance: 1 })).toBe(false);
    }
    expect(endSilenceMs({ words: 'is it better to suffer the', endChance: 1 })).toBe(TRAILING_END_SILENCE_MS);
  });

  it('waits longer where a sentence seldom ends after the last two words', () => {
    expect(endSilenceMs({ words: 'is it better to', endChance: unlikely })).toBe(TRAILING_END_SILENCE_MS);
  });

  it('takes a name or two words for a start, not a challenge', () => {
    expect(soundsFinished({ words: 'socrates', endChance: likely })).toBe(false);
    expect(soundsFinished({ words: 'is it', endChance: likely })).toBe(false);
  });

  it('waits longer while nothing has been heard', () => {
    expect(endSilenceMs(undefined)).toBe(TRAILING_END_SILENCE_MS);
    expect(endSilenceMs({ words: '', endChance: 0 })).toBe(TRAILING_END_SILENCE_MS);
  });
});
