import type { Cast } from './cast';
import { lastIssue } from './history';
import type { DebateIndex } from './retrieval';
import { contentStems } from './text';
import type { DebateEntry } from './types';
import { argumentMap, standings } from './verdict';

// What a visitor says between questions, with no topic of its own: a turn to take ("Hume, what do you say to
// that?"), a nod ("ok"), or a question about the debate itself ("who's winning?", "what's the question again?",
// "how long do we have?"). None is off the theme; each gets the floor move a good chair would make.

/**
 * - 'prompt': a debater is asked for his reply ("Nietzsche, what do you say to that?", or his name alone);
 * - 'next': the visitor nods along or asks to move on ("ok", "I see", "next question");
 * - 'standing', 'question', 'time': who is ahead, what the debate asks, how long it has left.
 */
export type FloorTalk = 'prompt' | 'next' | 'standing' | 'question' | 'time';

/** Words said around a request that change nothing of it. */
const FILLER =
  /^(?:so|well|and|but|ok|okay|then|now|please|sir|sorry|again|hey|um+|uh+|er+|erm|hmm+|oh|right|alright|just|actually|really|quickly|honestly|excuse me|tell me)$/;

/** Questions about the debate itself: what they ask may be said around at most one topic word ("Aristotle, ..."). */
const ABOUT_THE_DEBATE: readonly (readonly ['standing' | 'question' | 'time', RegExp])[] = [
  [
    'standing',
    /\b(?:who (?:is |are )?(?:winning|ahead|leading|in the lead|right|correct|on top|convincing(?: you)?|making (?:the )?(?:more|most|better) sense|getting the better of (?:it|this)|has the (?:upper hand|edge))|who (?:makes|made|has|had|is making|gives|gave) (?:the )?(?:better|stronger|best|most convincing) (?:argument|case|point)s?|what (?:is )?the score|who won|who do you think (?:is winning|is right|won|is ahead)|how (?:is|are) (?:it|they|we|the debate|this) going)(?: (?:so far|right now|now|here|at the moment|tonight|today|in this debate|of the two|of them|of you|between them|you think|do you think))*\b/,
  ],
  [
    'question',
    /\b(?:what (?:is |was )?(?:the|our|this|tonight|today) (?:question|topic|debate|subject|motion|point)(?: of (?:this|the|our|tonight) debate)?(?: about| here| tonight| today)*|what (?:are|were) (?:we|you|they|you two|you both) (?:debating|arguing|discussing|talking)(?: about)?(?: here| tonight| today)?|what is (?:this|the) (?:debate )?about|what (?:this|the) debate about|remind me (?:of )?(?:the|what the|what we are) (?:question|topic|debating)(?: is)?|what are we doing here|i forgot the (?:question|topic))\b/,
  ],
  [
    'time',
    /\b(?:how (?:long|much (?:longer|time))(?: (?:do|have|did) we(?: got| have| left| got left)?| (?:is|are) (?:left|we going|this|the debate|this debate)| does (?:this|it|the debate) (?:last|go on|take|run)| (?:is )?left| remains?)?(?: for)?(?: this| the debate)?(?: left)?|how much time (?:is |do we have )?left|(?:time|minutes) left|when does (?:this|it|the debate) end|how many minutes(?: (?:are )?left| do we have(?: left)?)?|are we (?:running )?out of time)\b/,
  ],
];

/** A debater asked for his reply, said alone (besides filler words). */
const PROMPT =
  /^(?:and )?(?:what do(?:es)?(?: you| he| she)? (?:say|think)(?: (?:to|about|of) (?:that|this|it|him|her|what (?:he|she) said))?|your (?:turn|reply|response|answer|view|take|thoughts|go|move)|(?:can you |could you |would you |will you )?(?:respond|reply|answer)(?: to)?(?: (?:that|this|him|her))?|what is your (?:reply|response|answer|view|take)(?: (?:to|on) (?:that|this|it))?|what about you|and you|you|(?:any )?thoughts|over to you|go ahead|do you (?:agree|disagree)(?: with (?:that|this|him|her))?|same question(?: to you)?|(?:and )?what would you say(?: to that)?|your witness|(?:can you |could you )?(?:say|put|sum up|summari[sz]e) (?:that|it|this)(?: again| up)?|(?:can you |could you )?(?:sum up|summari[sz]e))$/;

/** A nod, or a wish to move on, said alone. */
const NEXT =
  /^(?:(?:ok|okay|yes|yeah|yep|yup|sure|right|hm+|mm+|uh huh|i see|got it|fair enough|interesting|cool|thanks|thank you|alright|all right|good|nice|true|makes sense|fine|understood|great|wow|oh|ah|aha|indeed|agreed|i agree|good point|fair point|exactly|absolutely|noted|i guess|maybe|perhaps)(?: |$))+$|^(?:let us |let's |can we |could we |please )?(?:move on|next(?: question| topic)?|change the (?:subject|topic)|something else|another (?:question|topic)|new (?:question|topic))(?: please| then| now)?$/;

/** How many filler words each end of a request may have. */
const MAX_FILLERS = 3;
/** Topic words a question about the debate may come with (a name not on the call, "so far"): more, and it has a topic. */
const MAX_STEMS_ABOUT_THE_DEBATE = 1;

/**
 * The floor talk a challenge is, read with the call's names taken out (`named`: someone was named, so an empty
 * rest is a name said alone); undefined for a challenge with a topic or a Socratic question.
 */
export function floorTalk(topicText: string, named: boolean): FloorTalk | undefined {
  const words = topicText.split(' ').filter((word) => word !== '');
  if (NEXT.test(words.join(' '))) return 'next';
  for (let i = 0; i < MAX_FILLERS && FILLER.test(words[0] ?? ''); i++) words.shift();
  for (let i = 0; i < MAX_FILLERS && FILLER.test(words.at(-1) ?? ''); i++) words.pop();
  const rest = words.join(' ');
  if (rest === '') return named ? 'prompt' : undefined;
  if (PROMPT.test(rest)) return 'prompt';
  for (const [talk, pattern] of ABOUT_THE_DEBATE) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const around = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
    if (contentStems(around).length <= MAX_STEMS_ABOUT_THE_DEBATE) return talk;
  }
  return undefined;
}

const MINUTE_MS = 60_000;

/** The chair's answer to a question about the debate itself: who is ahead, what is asked, how long is left. */
export function chairWords(
  talk: 'standing' | 'question' | 'time',
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
  timeLeftMs: number | undefined,
): string {
  switch (talk) {
    case 'standing':
      return standingWords(cast, index, conversation);
    case 'question': {
      const theme = cast.topic?.theme;
      const current = lastIssue(conversation);
      const clause = cast.topic?.issues.find((issue) => issue.id === current)?.clause;
      return [
        theme ? `Our question tonight is ${theme}.` : 'Our question is the one on the card you chose.',
        clause && clause !== theme ? `Just now we were on ${clause}.` : '',
        'Put your challenge to either of them, or say "next" and I will move us on.',
      ]
        .filter((sentence) => sentence !== '')
        .join(' ');
    }
    case 'time': {
      if (timeLeftMs === undefined) {
        return 'The clock at the top of the arena shows how long we have gone; when our time is up I will close with a verdict, and End debate brings it sooner.';
      }
      const minutes = Math.round(timeLeftMs / MINUTE_MS);
      if (minutes < 1) return 'Less than a minute is left before my verdict: make your last challenge count.';
      return `About ${minutes} ${minutes === 1 ? 'minute is' : 'minutes are'} left before I close with a verdict, and End debate brings it sooner if you wish.`;
    }
  }
}

function standingWords(
  cast: Cast,
  index: DebateIndex | undefined,
  conversation: readonly DebateEntry[],
): string {
  const map = argumentMap(conversation, cast, index);
  const [a, b] = standings(map);
  if (!a || !b || map.exchanges.length === 0) {
    return 'Nobody is ahead yet: no claim has been put to the test. Challenge either of them, and we will soon see who holds up.';
  }
  if (a.score === b.score) {
    return `So far it is even: ${a.name} and ${b.name} have each given as good as they got. Press the one you doubt, and the scales may tip.`;
  }
  const [winner, loser] = a.score > b.score ? [a, b] : [b, a];
  const granted = winner.granted[0];
  const unanswered = winner.unanswered[0];
  const why = granted
    ? `: even ${loser.name} granted that ${granted.point}.`
    : unanswered
      ? `: ${loser.name} has yet to answer the point that ${unanswered.point}.`
      : winner.landed[0]
        ? `, with a reply that went to the heart of ${loser.name}'s claim.`
        : '.';
  return `So far ${winner.name} has the better of it${why} Nothing is settled until my verdict, though: put your hardest question to ${winner.name} and see whether the lead holds.`;
}
