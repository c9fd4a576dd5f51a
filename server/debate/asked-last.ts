// Who is ahead, asked last in a run-on line ("day cart youre just sitting there in the middle hiding in your room so who
// is winning this one"): the question from its own first word to the end, without what he adds of why and how he asks.

/** A question's own first word ("who is winning", "which of them is ahead", "is descartes winning"). */
const ASKED_FROM = /^(?:who|whose|which|where|how|what|is|are)\b/;
/** Said after who is ahead, a topic it is asked on ("who is right about certainty", "who is right in my house"). */
const ON_A_TOPIC =
  /\b(?:about|regarding|on the question|when it comes to|between (?:us|me|my)|in (?:my|our|this) (?:house|home|family|case))\b/;
/** After who is ahead: why it is asked, the chair's role said to him, or a plain answer asked for. */
const ASKED_HOW_OR_WHY =
  /\b(?:because|cause|cos|coz|since) .*$|\b(?:you(?:'re| are)? )?the (?:ref|referee|judge|moderator|mod|chair|umpire)(?: (?:right|here|innit|yeah))?\b|\b(?:honestly |seriously )?(?:i (?:want|need)|i(?:'d| would) like|give (?:me|us)) (?:an? |the )?(?:straight|real|honest|proper|clear) answer\b.*$|\bi want (?:a |the |your )?verdict\b.*$|\bgive (?:me|us) the score\b|\bhonestly\b|\b(?:not gonna lie|ngl|tbh|i(?:'m| am) (?:kinda |kind of |a bit )?torn)\b/g;
/** A clause that only supposes ("why be good if nobody upstairs is keeping score"): nothing is asked in it. */
const SUPPOSED = /\b(?:if|when|whether|because|cause|unless|that|nobody|no one)$/;

/** A question about the debate asked last in a line, from its first word to the end: undefined if it is not. */
export function askedLast(rest: string, pattern: RegExp): string | undefined {
  const last = [...rest.matchAll(new RegExp(pattern.source, 'g'))].at(-1);
  if (last === undefined || !ASKED_FROM.test(last[0].trim())) return undefined;
  const before = rest.slice(0, last.index).trim();
  // "who is right about certainty?" asks about a topic of the debate.
  const after = rest.slice(last.index + last[0].length);
  if (SUPPOSED.test(before) || ON_A_TOPIC.test(after)) return undefined;
  // "... who is ahead because honest to god they both sound right to me", "... you the ref i want a real answer": why
  // he asks, and how he wants it answered, are no topic.
  return (last[0] + after.replace(ASKED_HOW_OR_WHY, ' ')).trim();
}
