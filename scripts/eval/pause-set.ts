// Spoken challenges with a pause in the middle, as a visitor who stops to think says them: the test set of
// `npm run eval:endpoint`. Each challenge of an evaluation set is said once whole and once with a pause, either at
// its first comma (after an address or a clause: "Socrates, | is it ...") or, where it has none, after a small word
// in its middle, where speakers hesitate before the word that carries the meaning ("is it better to | suffer ...").

export type PauseKind =
  /** Said whole: how soon its end is heard. */
  | 'none'
  /** A pause at a comma: after the address or a clause that may itself sound finished. */
  | 'clause'
  /** A pause after a small word mid-phrase: the speaker looks for the next one. */
  | 'hesitation';

export interface PausedChallenge {
  text: string;
  kind: PauseKind;
  /** What is said before the pause, and after it ('' and the whole text when there is none). */
  before: string;
  after: string;
  pauseMs: number;
  /** Which of the hearing voices says it. */
  voice: number;
}

/** Pauses a listener still hears as one turn; the lengths cycle through the set. */
export const PAUSES_MS = [400, 600, 800] as const;

/** The small words after which a hesitation is placed. */
const SMALL_WORDS = new Set([
  ...['the', 'a', 'an', 'of', 'to', 'and', 'or', 'is', 'are', 'was', 'be', 'about', 'for', 'with', 'in'],
  ...['on', 'that', 'my', 'your', 'our', 'what', 'if', 'than', 'really', 'just', 'ever', 'actually'],
]);

/** Where a hesitation goes: after the first small word past the first third of the words, leaving two after it. */
function hesitationAt(words: readonly string[]): number | undefined {
  const bare = words.map((word) => word.toLowerCase().replace(/[^a-z']/g, ''));
  for (let i = Math.ceil(words.length / 3) - 1; i < words.length - 2; i++) {
    if (i >= 0 && SMALL_WORDS.has(bare[i] as string)) return i + 1;
  }
  return undefined;
}

/** Where a clause pause goes: after the first comma with at least two words after it. */
function commaAt(words: readonly string[]): number | undefined {
  const at = words.findIndex((word, i) => word.endsWith(',') && i < words.length - 2);
  return at >= 0 ? at + 1 : undefined;
}

/** Each challenge whole, then with one pause; the pause lengths and the voices cycle. */
export function pauseSet(texts: readonly string[], voices: number): PausedChallenge[] {
  const set: PausedChallenge[] = [];
  texts.forEach((text, i) => {
    const voice = i % voices;
    set.push({ text, kind: 'none', before: '', after: text, pauseMs: 0, voice });
    const words = text.split(/\s+/).filter((word) => word !== '');
    const comma = commaAt(words);
    const split = comma ?? hesitationAt(words);
    if (split === undefined) return;
    set.push({
      text,
      kind: comma === undefined ? 'hesitation' : 'clause',
      before: words.slice(0, split).join(' '),
      after: words.slice(split).join(' '),
      pauseMs: PAUSES_MS[i % PAUSES_MS.length] as number,
      voice,
    });
  });
  return set;
}
