// "say the billiard ball bit again": the bit of what was said that the visitor asks for again, as its maker made it
// (chair-words.ts says it; set 61's judge heard another argument instead).
import type { Argument } from '../content';
import { answerPlan } from './answering';
import { memberOf, type Cast, type Seated } from './cast';
import { addressedMember, escaped } from './lexicon';
import { usedArguments } from './history';
import type { DebateIndex } from './retrieval';
import { normalize, STUTTER } from './text';
import type { PlanContext } from './planner';
import type { DebateEntry, TurnPlan } from './types';

/** The bit of what was said that he asks for again: "say the billiard ball bit again", "the part about the marble". */
const BIT_ABOUT = /\b(?:bit|part) (?:again )?(?:about|on|with) ((?:[a-z'-]+ ){0,4}[a-z'-]+)/;
const BIT_NAMED = /\b(?:the|that) ((?:[a-z'-]+ ){0,3}[a-z'-]+) (?:bit|part)\b/;
/** Words that name no bit ("that last bit", "say that again slower the bit"). */
const NOT_A_BIT = /\b(?:last|first|end|other|same|whole|again|slower|slowly|louder|say|that|this|it|the)\b/;

/** The point made in this call that the bit he names is of, as its maker holds it; undefined when none is. */
export function bitAsked(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string | undefined {
  const words = bitNamed(conversation);
  if (!words || !index) return undefined;
  const made = usedArguments(conversation);
  // "say that last bit again the part about the schooling": the last bit, if it is of it at all.
  // "plato can you say that part again about ...": his bit, if he names one of them.
  const named = namedDebater(cast, conversation);
  const hits = index.find(words).hits;
  const hit = near(hits, lastBit(conversation)).find(
    (h) => made.has(h.argument.id) && (named === undefined || memberOf(cast, h.owner) === named),
  );
  const maker = hit && cast.sides.find((side) => side.key === hit.owner)?.name;
  return hit && maker ? `${maker} said that ${hit.argument.gist}.` : undefined;
}

/**
 * "mcluhen say the global village bit again i missed it", when no point made yet is of it: the argument of the debate
 * that is (the named debater's, if he has one), for its owner to make now. Undefined when a point made is of it, or
 * the bit reads as none of the debate's concepts.
 */
export function bitUnsaid(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
  named?: number,
): { speaker: number; argument: Argument } | undefined {
  const words = bitNamed(conversation);
  if (!words || !index || !saysATerm(cast, words)) return undefined;
  const search = index.find(words);
  const made = usedArguments(conversation);
  const pool = near(search.hits, lastBit(conversation));
  if (search.reading !== 'strong' || pool.some((h) => made.has(h.argument.id))) return undefined;
  const seatOf = (key: string) => {
    const member = memberOf(cast, key);
    return member !== undefined && cast.debaters.includes(member) ? member : undefined;
  };
  const hits = search.hits.filter((h) => seatOf(h.owner) !== undefined);
  const hit = hits.find((h) => named !== undefined && seatOf(h.owner) === named) ?? hits[0];
  const speaker = hit && seatOf(hit.owner);
  return hit && speaker !== undefined ? { speaker, argument: hit.argument } : undefined;
}

/**
 * "can you say that part again about the light behind us i missed it my neighbours dog started barking": the bit, said
 * again by the chair as its maker made it, or, not made yet, by its owner now; undefined when the line asks for no bit
 * again, or names none of the debate.
 */
export function planBitAgain(
  context: PlanContext,
  text: string,
  addressed: Seated | undefined,
): TurnPlan | undefined {
  const { cast, index, conversation } = context;
  if (!asksBitAgain(text)) return undefined;
  const bit = bitAsked(cast, index, conversation);
  if (bit !== undefined && cast.moderator !== undefined)
    return { speaker: cast.moderator, move: 'chair', text: `Of course. ${bit}` };
  const named = addressed?.role === 'debater' ? addressed.index : undefined;
  const unsaid = bitUnsaid(cast, index, conversation, named);
  return unsaid && answerPlan(unsaid.speaker, unsaid.argument, 'question');
}
const AGAIN = /\b(?:again|once more|repeat)\b/;

/** Whether the words say a term of the debate as it is ("global village"; "the chain" is not Spinoza's "chains"). */
function saysATerm(cast: Cast, words: string): boolean {
  return (cast.topic?.concepts ?? []).some((concept) =>
    [...concept.terms, ...(concept.art ?? [])].some((term) =>
      new RegExp(String.raw`\b${escaped(normalize(term))}\b`).test(words),
    ),
  );
}

/** The debater his last line names, if any. */
function namedDebater(cast: Cast, conversation: readonly DebateEntry[]): number | undefined {
  const said = conversation.findLast((entry) => entry.role === 'user')?.content ?? '';
  const named = addressedMember(said, cast.seated);
  return named !== undefined && cast.debaters.includes(named) ? named : undefined;
}

/** Whether his last line asks for the last bit ("say that last bit again ..."). */
function lastBit(conversation: readonly DebateEntry[]): boolean {
  const said = normalize(conversation.findLast((entry) => entry.role === 'user')?.content ?? '');
  return /\b(?:last|latest|final) (?:bit|part|point|thing)\b/.test(said);
}

/** Of the hits, those that score near the best: the bit is one of them, not a point a word of it brushes. */
function near<Hit extends { score: number }>(hits: readonly Hit[], last = false): Hit[] {
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best * (last ? NEAR_THE_LAST : NEAR_THE_BEST));
}
const NEAR_THE_BEST = 0.15;
/** Asked for "that last bit", a point made may score further below the best, and still be the bit. */
const NEAR_THE_LAST = 0.05;

/** The words of the bit he names, in his last line ("the billiard ball", "the light behind us"). */
function bitNamed(conversation: readonly DebateEntry[]): string | undefined {
  return bitIn(conversation.findLast((entry) => entry.role === 'user')?.content ?? '');
}

/** Whether a line asks for a bit again ("say the billiard ball bit again"): it tells no case of his. */
export function asksBitAgain(text: string): boolean {
  return AGAIN.test(normalize(text)) && bitIn(text) !== undefined;
}

function bitIn(said: string): string | undefined {
  const asked = normalize(said).replace(STUTTER, '$1');
  const about = BIT_ABOUT.exec(asked)?.[1];
  const named = BIT_NAMED.exec(asked)?.[1];
  return about ?? (named && !NOT_A_BIT.test(named) ? named : undefined);
}
