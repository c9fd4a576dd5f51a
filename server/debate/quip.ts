import type { Seated } from './cast';
import { READ_BACK } from './floor-phrasings';
import { withoutPreamble } from './floor-talk';
import { lastPoint } from './history';
import type { PlanContext } from './planner';
import { normalize, splitSentences } from './text';
import type { QuipPlan } from './types';
import { grantsFirst } from './visitor-case';
import { smallTalk } from './small-talk';

/** A laugh said with a line: "ha", "haha", "lol", "lmao" as words, or a laughing face. */
const LAUGH = /(?:^|[\s.,!])(?:ha|hah|haha+|ahaha+|hehe+|lol|lmao|lmfao|rofl)(?=$|[\s.,!])|[😂🤣😆😅😄]/iu;
/**
 * Words that ask something wherever they stand in a line ("lol but seriously is free will real", "... at this point is
 * the algorithm making my choices for me", "anyone know where to buy a hammer lol", "so ur telling me death is the biggest
 * deadline lol", "glitch in the matrix or just my brain being tired lol", "isnt saying nothing
 * is certain itself a certain claim lol", "so like is instagram a panopticon we built ourselves lol"), unless they only tell of something ("youd be arguing about what bread is").
 */
const ASKS =
  /(?<!\b(?:about|over|of|on|know|knows|knew|see|wonder|matter|no idea|exactly|arguing|argue|argued|decide|deciding) )\b(?:who|what|why|how|which|whether|tell me|explain)\b|\b(?:anyone|anybody|someone|somebody|does anyone|do you) know\b|\b(?:you(?:'re| are)|your|ur|youre|u r) (?:telling|saying) (?:me|us)\b|\bwhere (?:to|can|do|does|is|are|should|would)\b|(?:^|\b(?:but|so|and|like|i mean|seriously|ok|okay|then|lol|ha|haha|tho|though|honestly|tbh|ngl|at this point|at that point|in that case|at the end of the day) )(?:is|are|was|were|am|do|does|did|can|could|should|would|will|has|have)\b|(?<!\b(?:it|that|this|there|here|he|she|which|what|who|i|you|u|we|they|one|to)\s)\b(?:is|are|was|were|do|does|did|can|could|should|would|will|isnt|isn't|doesnt|doesn't|dont|don't|wont|won't|cant|can't)\s(?:i|you|u|we|they|he|she|it|that|this|there|his|her|my|our|their)\b(?!\s(?:lol|haha|lmao)\b)|\b[a-z]+ or (?:not|just|only|maybe|is it|am i|are we)\b|^(?:(?:but|so|ok|okay|wait|hmm|lol|ha|haha) )*(?:isnt|isn't|doesnt|doesn't|arent|aren't|wasnt|wasn't|dont|don't|wouldnt|wouldn't|shouldnt|shouldn't)\b/;
/** Words to him, not about him: "ur kinda harsh", "you're a menace". */
const SAID_TO_HIM = /\b(?:you|u|ur|your|you're|youre|yer)\b/;
/** Whether a line speaks to someone, not of him ("ur kinda harsh", "you sound like my uncle"). */
export function saidToHim(text: string): boolean {
  return SAID_TO_HIM.test(normalize(text));
}

/** A joke longer than this tells a case of its own, which is answered as one. */
const MAX_QUIP_WORDS = 30;

/**
 * "ha the horse has a soul. descartes in bits", "so hes useless for betting lol": a remark with a laugh, asking
 * nothing, is taken in one light sentence by the debater it names, or else by the last to make a point, who keeps
 * his point; no new round follows it.
 */
export function planQuip(
  context: PlanContext,
  text: string,
  addressed: Seated | undefined,
  read: (sentence: string) => string,
): QuipPlan | undefined {
  const { cast, conversation } = context;
  if (text.includes('?') || !LAUGH.test(text) || grantsFirst(text)) return undefined;
  // "my phone camera keeps fogging up when i go outside any tips lol": an errand, turned away as one; "haha sorry my cat
  // just knocked my coffee onto the keyboard" is the moment's small talk, passed as such.
  if (context.index && smallTalk(text, context.index) !== undefined) return undefined;
  if (normalize(text).split(' ').length > MAX_QUIP_WORDS || READ_BACK.test(normalize(text))) return undefined;
  if (splitSentences(text).some((sentence) => ASKS.test(withoutPreamble(read(sentence))))) return undefined;
  // "hume ur a menace lmao": a word to him is his cue to answer back (floor-talk.ts), not a joke to take lightly.
  if (addressed?.role === 'debater' && saidToHim(text)) return undefined;
  // "lol this app is killing my phone battery", "lol anyone else here for the philosophy class assignment": a laugh at
  // something else entirely, meant off the theme and put to no one, is the visitor's aside, not a joke on the point
  // (asked last: a whole search is the dearest check).
  if (addressed === undefined && context.index?.find(text).meantOff === true) return undefined;
  const speaker = addressed?.role === 'debater' ? addressed.index : lastPoint(conversation)?.speaker;
  if (speaker === undefined || !cast.debaters.includes(speaker)) return undefined;
  const point = lastPoint(conversation, speaker);
  const echo = ECHOED.exec(normalize(text))?.[1];
  const words = echo?.split(' ').length ?? 0;
  return (
    point && {
      speaker,
      move: 'quip',
      argument: point.argument,
      ...(echo && words <= MAX_ECHO_WORDS && !/\b(?:you|your|i|me|my)\b/.test(echo) && { echo }),
    }
  );
}

/** What a joke says they would be or make ("you lot would be useless in a bakery", "you'd make terrible supervisors"). */
const ECHOED =
  /\b(?:you|you'd|youd|you two|you both|you lot|u|ud|y'all|yall)(?: (?:would|will|'d))? (?:be|make|both be|both make) (?:such |so )?([a-z' ]+?)(?= (?:while|because|cause|cos|if|when|and|but|lol|haha|lmao|ha|you|youd|you'd|at (?:the|a) (?:end|same))\b|$)/;
/** Words an echoed joke may have, said back: fewer than a run that would parrot him (wording.ts). */
const MAX_ECHO_WORDS = 4;
