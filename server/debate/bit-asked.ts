// "say the billiard ball bit again": the bit of what was said that the visitor asks for again, as its maker made it
// (chair-words.ts says it; set 61's judge heard another argument instead).
import type { Cast } from './cast';
import { usedArguments } from './history';
import type { DebateIndex } from './retrieval';
import { normalize, STUTTER } from './text';
import type { DebateEntry } from './types';

/** The bit of what was said that he asks for again: "say the billiard ball bit again", "the part about the marble". */
const BIT_ABOUT = /\b(?:bit|part) (?:about|on|with) ((?:[a-z'-]+ ){0,3}[a-z'-]+)/;
const BIT_NAMED = /\b(?:the|that) ((?:[a-z'-]+ ){0,3}[a-z'-]+) (?:bit|part)\b/;
/** Words that name no bit ("that last bit", "say that again slower the bit"). */
const NOT_A_BIT = /\b(?:last|first|end|other|same|whole|again|slower|slowly|louder|say|that|this|it|the)\b/;

/** The point made in this call that the bit he names is of, as its maker holds it; undefined when none is. */
export function bitAsked(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string | undefined {
  const said = conversation.findLast((entry) => entry.role === 'user')?.content ?? '';
  const asked = normalize(said).replace(STUTTER, '$1');
  const about = BIT_ABOUT.exec(asked)?.[1];
  const named = BIT_NAMED.exec(asked)?.[1];
  const words = about ?? (named && !NOT_A_BIT.test(named) ? named : undefined);
  if (!words || !index) return undefined;
  const made = usedArguments(conversation);
  const hit = index.find(words).hits.find((h) => made.has(h.argument.id));
  const maker = hit && cast.sides.find((side) => side.key === hit.owner)?.name;
  return hit && maker ? `${maker} said that ${hit.argument.gist}.` : undefined;
}
