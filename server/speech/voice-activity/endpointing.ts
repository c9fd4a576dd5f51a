// When has the visitor finished speaking? Endpointing that listens (docs/architecture.md section 5): a
// short silence ends an utterance whose words so far sound like a whole question or statement, a longer one an
// utterance that trails off mid-phrase ("is it better to ..."), so that a visitor who stops to think is not cut off.
import type { Heard } from '../recognition';

/** Silence that ends an utterance whose words sound finished. */
export const COMPLETE_END_SILENCE_MS = 350;
/** Silence that ends one that trails off, or of which no words have been heard yet. */
export const TRAILING_END_SILENCE_MS = 900;
/** From this chance of a sentence ending after the last two words on, the words sound finished. */
export const COMPLETE_END_CHANCE = 0.08;
/** Fewer words than this are a start ("Socrates", "is it"), not yet a challenge. */
export const MIN_COMPLETE_WORDS = 3;

/**
 * Words an English sentence does not end on, whatever the two before them: articles, conjunctions, possessives,
 * subject pronouns. Not "that" or "so" ("what do you mean by that", "I think so"), nor the prepositions and object
 * pronouns that end questions ("where does it come from", "prove it").
 */
const NEVER_LAST = new Set([
  ...['a', 'an', 'the', 'and', 'or', 'but', 'nor', 'because', 'if', 'than', 'whether', 'of', 'very'],
  ...['my', 'your', 'our', 'their', 'its', 'i', 'we', 'he', 'she', 'they'],
]);

/** Whether the words heard so far sound like a whole question or statement. */
export function soundsFinished(heard: Heard): boolean {
  const words = heard.words.split(' ').filter((word) => word !== '');
  const last = words.at(-1);
  return (
    last !== undefined &&
    words.length >= MIN_COMPLETE_WORDS &&
    !NEVER_LAST.has(last) &&
    heard.endChance >= COMPLETE_END_CHANCE
  );
}

/** The silence that ends the utterance now, given the words heard so far (none yet: undefined). */
export function endSilenceMs(heard: Heard | undefined): number {
  return heard && soundsFinished(heard) ? COMPLETE_END_SILENCE_MS : TRAILING_END_SILENCE_MS;
}
