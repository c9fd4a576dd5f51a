/** Asides shown under a participant who is not speaking (spec section 2), re-picked every 3 to 5 seconds. */
export const expressions: readonly string[] = [
  '*raises one eyebrow to a dangerous height*',
  '*scribbles a rebuttal on a napkin*',
  '*squints at the fine print of reality*',
  '*polishes spectacles that do not exist*',
  '*mutters something in ancient Greek*',
  '*counts fallacies, runs out of fingers*',
  '*nods politely, disagrees violently inside*',
  '*sips tea, checks it is not hemlock*',
  '*stares into the abyss until it blinks*',
  '*checks whether the chair really exists*',
  '*rehearses a devastating comeback*',
  '*looks smug in three dead languages*',
  '*drafts a footnote longer than the argument*',
  '*pretends to take notes, doodles triangles*',
  '*sighs in perfect iambic pentameter*',
  '*searches every pocket for a missing premise*',
  '*is visibly composing a treatise*',
  '*waves away two thousand years of objections*',
  '*wonders whether the audience is a dream*',
  '*adjusts an imaginary toga*',
  '*quietly awards themselves the point*',
  '*frowns at a syllogism only they can see*',
  '*hums a tune that will recur eternally*',
  '*calculates the odds of being wrong: zero*',
];

export const EXPRESSION_REFRESH_MIN_MS = 3000;
export const EXPRESSION_REFRESH_MAX_MS = 5000;

/** An index in [0, length) from a random number in [0, 1); a generator that returns 1 still lands in range. */
function randomIndex(random: () => number, length: number): number {
  return Math.min(length - 1, Math.max(0, Math.floor(random() * length)));
}

/** One seat's share of the expressions: every `of`-th line from the `index`-th. */
export interface ExpressionShare {
  index: number;
  of: number;
}

/**
 * A random expression, never the same as `previous`, so a participant's line visibly changes; from the seat's own
 * share when given, so that two seats never show the same line at once.
 */
export function pickExpression(random: () => number, previous?: string, share?: ExpressionShare): string {
  const candidates = expressions.filter(
    (expression, i) => expression !== previous && (!share || i % share.of === share.index % share.of),
  );
  const picked = candidates[randomIndex(random, candidates.length)];
  if (picked === undefined) throw new Error('No expression to pick');
  return picked;
}

/** Milliseconds until the next re-pick, uniformly in [EXPRESSION_REFRESH_MIN_MS, EXPRESSION_REFRESH_MAX_MS]. */
export function nextExpressionDelay(random: () => number): number {
  const span = EXPRESSION_REFRESH_MAX_MS - EXPRESSION_REFRESH_MIN_MS + 1;
  return EXPRESSION_REFRESH_MIN_MS + randomIndex(random, span);
}
