// A word of the debate asked about in passing, in a run-on line ("what do you mean by being towards death what is that
// i didnt catch it", "a automaton what does that mean"): which concept's term it is (defining.ts defines it).
import type { PlanContext } from './planner';
import { compiled, normalize } from './text';

/**
 * Where a word is asked about in a run-on line: "what do you mean (by) ...", "what does that mean ...", "what is this
 * ...", "what was that word um ...", "could you explain ...", "she's asking what a ... is", "define ...", each with
 * fillers after it ("if nobody could even define justice, ..." asks for no definition).
 */
const ASKED_HERE =
  /\b(?:what (?:do|did) you mean(?: by)?|what does (?:that|this|it) mean|what(?: was|'s| is|s) (?:that|the|this)(?: word)?|(?:can|could|would) you (?:please )?explain|explain (?:to me )?what|(?:asking|asked|wondering|wonders|know|knows) what(?: an?| the)?|(?<!\b(?:can|could|can't|cannot|couldn't)(?: even| ever)? )define|meaning of)(?: (?:um|uh|er|erm|like|the|a|an|so|again|you know|the word|the term|the bit about|the thing about|this|that|though|tho))* /g;
/** A word asked about in someone's words ("she's asking what ...", "i was wondering what ..."), not said outright. */
const REPORTED = /^(?:asking|asked|wondering|wonders|know|knows) /;
/** What a reported asking says of the word after it: "... what a monad is", "... what free will really means". */
const TOLD_WHAT_IT_IS = '(?:(?:actually|really|even|exactly) )?(?:is|are|was|were|means?|meant)\\b';

/**
 * "... whats a spectacle when its at home": a term of art asked about, in a run-on line, and nothing said of it after
 * ("can a computer crack what a mind is" asks no word).
 */
const ASKED_WHAT_A = /\bwhat(?:'s| is|s)? an? /g;
const ENDS_ASKING =
  '(?:$| (?:when|though|tho|again|exactly|even|anyway|please|pls|then|thing|bit|mean|means|i keep|you keep|like|is that|was that|eh|lol)\\b)';

/**
 * Where a word just said is asked about: "... a automaton what does that mean", "the pineal gland what is that", "the
 * medium is the message i am not understanding that".
 */
const ASKED_AFTER =
  /\b(?:what (?:does|do) (?:that|it|this) (?:even |actually )?mean|what(?:'s| is|s) (?:that|this)|i(?:'m| am) not (?:understanding|getting|following)|i (?:don't|dont|do not) (?:understand|get|follow))\b/g;

/**
 * The concept of the debate whose term is said, as it is, just where a word is asked about in a run-on line, or just
 * before its asking; undefined when none is.
 */
export function askedInPassing({ cast, index }: PlanContext, sentence: string): string | undefined {
  const terms = (cast.topic?.concepts ?? [])
    .flatMap(({ id, terms, art }) =>
      [...terms, ...(art ?? [])].map((term) => ({ id, term: normalize(term) })),
    )
    .filter(({ term }) => term !== '')
    .sort((a, b) => b.term.length - a.term.length);
  for (const match of sentence.matchAll(ASKED_HERE)) {
    const rest = sentence.slice((match.index ?? 0) + match[0].length);
    // "she's asking what a monad is" asks a word; "before we'd know what nature actually decided" says one.
    const ends = REPORTED.test(match[0])
      ? String.raw`(?: ${TOLD_WHAT_IT_IS}|${ENDS_ASKING})`
      : String.raw`\b`;
    const said = terms.find(({ term }) => compiled(String.raw`^${term}${ends}`).test(rest));
    if (said) return said.id;
  }
  // Asked as "what's a ...", a term of art, or a word a debater has a meaning of that is none of the debate's own
  // question ("what's a free choice" asks that question).
  const themed = new Set(index?.lexicon.conceptsIn(index.topic.theme));
  const defined = new Set(
    cast.debaters.flatMap((i) => {
      const seat = cast.seated[i];
      return seat?.role === 'debater' ? seat.seat.terms.map((t) => t.concept) : [];
    }),
  );
  const art = terms.filter(
    ({ id, term }) =>
      (cast.topic?.concepts.find((c) => c.id === id)?.art ?? []).some((a) => normalize(a) === term) ||
      (defined.has(id) && !themed.has(id)),
  );
  for (const match of sentence.matchAll(ASKED_WHAT_A)) {
    const rest = sentence.slice((match.index ?? 0) + match[0].length);
    const said = art.find(({ term }) => compiled(String.raw`^${term}${ENDS_ASKING}`).test(rest));
    if (said) return said.id;
  }
  for (const match of sentence.matchAll(ASKED_AFTER)) {
    const before = sentence.slice(0, match.index).trim();
    const said = terms.find(({ term }) => compiled(String.raw`\b${term}$`).test(before));
    if (said) return said.id;
  }
  return undefined;
}
