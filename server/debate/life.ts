// A member asked about his own life ("Socrates, what did you do for a living?", "Nietzsche, were you ever happy?",
// "Hume, what's Edinburgh like?") tells the fact of it, in a sentence or two, then brings the visitor back to the
// question, instead of answering a personal question with an argument.

import type { LifeFact } from '../content';
import type { Cast } from './cast';
import { contentStems, normalize, sentenceKey, splitSentences, stem, wordsOf } from './text';
import type { DebateEntry, TurnPlan } from './types';

/** The visitor asks about the person, not his view ("were you ...", "your wife", "is it true you ..."). */
const PERSONAL =
  /\b(?:were you|did you|have you (?:ever|always)|had you|do you (?:still )?(?:miss|like|enjoy|eat|drink|walk|sleep|have)|your (?:life|wife|husband|family|children|kids|sons?|daughters?|job|work|day|days|childhood|parents|father|mother|health|friends?|home|house|hometown|city|country|hobby|hobbies|diet|routine|food|looks|face)|you (?:were|grew up|lived|worked|married|travel(?:l?ed)?)|what(?: was| is|'s)? (?:\w+ ){1,2}like|is it true (?:that )?you|for a living|about yourself|(?:how|where|when) did you)\b/;
/** Cues of a fact that a line put to him with no mark of asking about the person must say to be about it. */
const MIN_UNMARKED_CUES = 2;
/** Topic words a line about his life may say besides the words of his life ("stayed" in bed till noon). */
const MAX_OTHER_WORDS = 1;

/** How many of a fact's cues a line says: a phrase word for word, a single word by its stem. */
function cuesHeard(fact: LifeFact, normal: string, stems: ReadonlySet<string>): number {
  return fact.cues.filter((cue) =>
    cue.includes(' ') ? new RegExp(`\\b${cue}\\b`).test(normal) : stems.has(stem(cue)),
  ).length;
}

/** Whether the call has heard the fact told. */
function told(fact: LifeFact, conversation: readonly DebateEntry[]): boolean {
  const first = sentenceKey(splitSentences(fact.said)[0] ?? fact.said);
  return conversation.some(
    (entry) =>
      entry.role === 'assistant' && splitSentences(entry.content).some((s) => sentenceKey(s) === first),
  );
}

/**
 * The member a line asks about his own life, and which fact: the member named (debater or chair), else the one whose
 * life alone the line's words fit. The line must ask about the person ("were you ...", "your ...", "is it true you
 * ...") or, put to him, say two cues of one fact, and say little besides: "your sister nursed you when you were ill:
 * wasn't that the compassion you mocked?" is argued. Undefined when no untold fact of his fits.
 */
export function planLife(
  cast: Cast,
  conversation: readonly DebateEntry[],
  addressed: number | undefined,
  text: string,
): TurnPlan | undefined {
  const normal = normalize(text);
  const stems = new Set(wordsOf(normal).map(stem));
  const personal = PERSONAL.test(normal);
  const asked = contentStems(normal.replace(new RegExp(PERSONAL.source, 'g'), ' '));
  const candidates = cast.seated.flatMap((seat, speaker) => {
    if (seat.role === 'guest' || (addressed !== undefined && speaker !== addressed)) return [];
    const life = seat.person?.life ?? [];
    const cueStems = new Set(life.flatMap((fact) => fact.cues.flatMap((cue) => contentStems(cue))));
    const besides = asked.filter((word) => !cueStems.has(word)).length;
    return life.map((fact, index) => ({
      speaker,
      index,
      heard: cuesHeard(fact, normal, stems),
      told: told(fact, conversation),
      besides,
    }));
  });
  const heard = candidates.filter(
    (c) =>
      c.heard > 0 &&
      c.besides <= MAX_OTHER_WORDS &&
      (personal || (addressed !== undefined && c.heard >= MIN_UNMARKED_CUES)),
  );
  // Unnamed, the line must fit one member's life alone.
  if (addressed === undefined && new Set(heard.map((c) => c.speaker)).size !== 1) return undefined;
  const best = heard.filter((c) => !c.told).sort((a, b) => b.heard - a.heard)[0];
  return best && { speaker: best.speaker, move: 'life', fact: best.index };
}
