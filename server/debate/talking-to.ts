import { ASKING } from './floor-phrasings';
import { isReaction } from './floor-talk';
import { lastIssue, lastPoint } from './history';
import { OF_HIMSELF } from './case-words';
import { addressedMember } from './lexicon';
import type { PlanContext } from './planner';
import type { Search } from './retrieval';
import { contentStems, normalize, splitSentences } from './text';
import { caseTold } from './visitor-case';

// Whom a line that names no one is said to: the visitor talks to the debater he asked last, and "you" is him, or the
// one whose point the line restates.

/** A challenge put to "you" about what was just said: "so you admit ...", "are you saying ...". */
export const SO_YOU =
  /^(?:(?:so|but|and|wait|ha|haha|oh|ok|okay|right|well|hm+) )*(?:(?:do|did) you (?:admit|agree|concede|grant)|you (?:admit|agree|concede|grant|accept|are saying|re saying|just said|said|claim|mean|think|believe|would|will|want to|wanna|(?:are|re) (?:ok|okay|fine|happy) with)|you(?:'d|'ll|'re (?:ok|okay|fine|happy) with)|are you (?:saying|admitting|claiming)|(?:you're|your) (?:saying|admitting|claiming)|your (?:view|point|claim) is)\b/;

/**
 * Said back to the last point, whatever its words: "then why do I even try?", "isn't that X by another name?", "so is
 * your view a kind of X?". Read as sharing too little with the debate, it is still a follow-up, not a new subject.
 */
export const REPLYING =
  /\b(?:what|why|how) (?:\w+ ){0,8}then$|\b(?:that|this|it)\b.* (?:is|isn't|does|doesn't|will|won't|can|can't) (?:it|that|this)$|\bso (?:i|we) (?:can't|cannot|can not|couldn't|could not|shouldn't|should not|don't|do not|never|have no|am not|are not|aren't)\b|^(?:(?:but|so|and|ok|okay|well|hmm|wait) )*(?:then\b|isn't (?:that|this|it)\b|is (?:that|this) not\b|(?:wouldn't|doesn't|couldn't) (?:that|this)\b|(?:is|isn't) (?:that|this) (?:just|really|not)\b|(?:is|isn't) your (?:view|point|position|claim|argument|idea)\b)/;
/** Said back to what was just said, by its pointing words: "But it's always come up. Isn't that enough?". */
export const SAID_BACK =
  /^(?:but|so|and|then|ok|okay|well|yeah|yes|no|right) (?:.* )?(?:it|that|this|he|they|them|him)\b|\b(?:isn't|is|wasn't|was) (?:that|it|this)\b/;

/** "Then ...", "why bother with rehab then": a consequence the visitor draws; anything else said back is an objection. */
export const CONSEQUENCE =
  /^(?:(?:but|so|and|ok|okay|well|hmm|wait) )*then\b|\bthen$|\bso (?:i|we) (?:can't|cannot|can not|couldn't|could not|shouldn't|should not|don't|do not|never|have no|am not|are not|aren't)\b/;

/** How many challenges back a debater the visitor named is still the one he is talking to. */
const TALKING_TO_CHALLENGES = 3;

/**
 * "So you're saying ...", "isn't that ...": the debater the visitor named in the challenge just before ("Nietzsche,
 * answer Socrates." then "so you admit there's no real good?": a line that denies the other's point shares its
 * words); else the one whose last point shares the most words with it; else the one the visitor named in one of his
 * last challenges ("Nietzsche, ..." then "so is your view ..."), else the last speaker ("so you admit you were wrong").
 */
export function restatedBy(context: PlanContext, topicText: string): number | undefined {
  const { cast, conversation } = context;
  const last = lastPoint(conversation);
  if (!last) return undefined;
  const partner = askedBefore(context, 1);
  if (partner !== undefined) return partner;
  const talkingTo = askedBefore(context, TALKING_TO_CHALLENGES) ?? last.speaker;
  const shared = (speaker: number): number => wordsOfHisPoint(context, speaker, topicText);
  const other = cast.debaters.find((i) => i !== talkingTo);
  return other !== undefined && shared(other) > shared(talkingTo) ? other : talkingTo;
}

/** How many topic words a line shares with the last point a debater made (its claim, gist and support). */
export function wordsOfHisPoint(context: PlanContext, speaker: number, topicText: string): number {
  const point = lastPoint(context.conversation, speaker);
  const made = point && context.index?.argument(point.argument)?.argument;
  if (!made) return 0;
  return sharedWords(made, new Set(contentStems(topicText)));
}

/** How many of a line's topic words an argument's claim, gist and support say. */
function sharedWords(
  { claim, gist, support }: { claim: string; gist: string; support: string },
  words: ReadonlySet<string>,
): number {
  return new Set(contentStems(`${claim} ${gist} ${support}`).filter((w) => words.has(w))).size;
}

/** How an answer to a question opens: "well no ...", "aye ...", "i reckon ...", "because ...". */
const ANSWERING =
  /^(?:(?:um|uh|er|erm|hmm) )*(?:well|yes|yeah|yep|yup|no|nah|nope|aye|naw|sure|obviously|of course|not really|probably|maybe|definitely|absolutely|both|neither|depends|it depends|because|cause|i think|i guess|i reckon|i suppose|i'd say|i would say|for me|personally|honestly)\b/;
/** Topic words a line said back to the last point may have and still be about it. */
const MAX_SAID_BACK_WORDS = 3;

/** "that's just ...", "come on, ...": a line pushing back at the point just made. */
const PUSHED_BACK =
  /^(?:(?:oh|ok|okay|well|yeah|no|nah|but|and) )*(?:that(?:'s|s| is)? (?:just|only|simply)|come on)\b/;
/** Words a pushback may have in all, so that a question of its own after "come on" is read for itself. */
const MAX_PUSHBACK_WORDS = 12;

/**
 * The debater to whom a line with no cue of its own continues the issue just argued: a few words said back ("But it's
 * always come up. Isn't that enough?"), or the visitor's answer to the question just put to him ("well no if your mates
 * are robbing a bank you leave them obviously"), which reads as nothing to the debate on its own.
 */
export function continuedBy(
  context: PlanContext,
  topicText: string,
  text: string,
  search: Search,
  addressed?: number,
): number | undefined {
  const cues = search.issues[0]?.cues ?? 0;
  // "thats kind of what my grandma used to say about heaven", "ohh that's quite good actually", "so i patch test
  // everyone forever": a remark that opens on what was just said goes on with it, whatever its other words.
  // "That's just replacing one stadium owner with another, isn't it?": a question only by its tag.
  const asks = splitSentences(text).some(
    (sentence) => sentence.endsWith('?') && !TAG_ASKED.test(normalize(sentence)),
  );
  // Said so, a cue does not make it another subject when the line reads as none ("they werent like hateful ...").
  const remarked =
    (cues === 0 || search.reading === 'off-topic') &&
    search.reading !== 'strong' &&
    !asks &&
    REMARKED_BACK.test(topicText);
  if (addressed !== undefined) return remarked ? addressed : undefined;
  // "what would you both say to trevor", "but the blades cant be recyled ... thats progress?": his case put back to
  // them, or an objection in the debate's own words, goes on with the exchange.
  const objected =
    search.reading !== 'strong' &&
    OPENS_AS_OBJECTION.test(topicText) &&
    (context.index?.themeWordsIn(text) ?? 0) > 0;
  // "i know i know youll say its her death not mine but the empty chair at tea is my problem": the reply he expects
  // is the point just made, and his answer to it goes on with it, whatever its words read as.
  const expected = cues === 0 && EXPECTED_REPLY.test(topicText);
  // "so its just habbit? thats it?": what was just said, asked back as all there is, whatever its words read as.
  const all = cues === 0 && ALL_THERE_IS.test(normalize(text));
  // "so it's not what's on the telly it's the telly itself am i getting that right": his own words for it, checked.
  const checked = search.reading !== 'strong' && UNDERSTOOD.test(normalize(text));
  if (
    remarked ||
    objected ||
    expected ||
    all ||
    checked ||
    caseOfHisAsked(context.conversation, topicText) !== undefined
  )
    return restatedBy(context, topicText);
  if (search.reading !== 'strong' && storyGoesOn(context.conversation, text, topicText, search))
    return lastAnswerer(context.conversation) ?? restatedBy(context, topicText);
  const saidBack =
    cues === 0 &&
    search.reading !== 'off-topic' &&
    search.words <= MAX_SAID_BACK_WORDS &&
    SAID_BACK.test(topicText);
  // A remark that opens as an answer, just after a question put to him, is his answer to it, whatever its words.
  const asked = context.conversation.findLast((entry) => entry.role === 'assistant')?.content.trim();
  const said = normalize(text);
  const answers =
    search.reading !== 'strong' &&
    asked?.endsWith('?') &&
    !text.includes('?') &&
    !ASKING.test(said) &&
    ANSWERING.test(said) &&
    // "nah that's cap": a passing reaction, not an answer; the debate moves on.
    !isReaction(text, topicText);
  // "that's just a false choice, surely it's both?": pushback at the point just made, in a few words that read as no
  // issue of their own.
  const pushedBack =
    cues === 0 &&
    search.reading !== 'strong' &&
    search.meantOff !== true &&
    PUSHED_BACK.test(topicText) &&
    topicText.split(' ').length <= MAX_PUSHBACK_WORDS;
  if (saidBack || answers || pushedBack) return restatedBy(context, topicText);
  // "Why should the flatmate's fury count for less than my granddaughter's relief?": his own case taken further, in
  // its own words, goes on with the one who answered it.
  // (A consequence drawn, "so why bother ... then", is his point's to follow: planner.ts.)
  return search.reading !== 'strong' &&
    !REPLYING.test(topicText) &&
    ownThread(context.conversation, topicText)
    ? lastAnswerer(context.conversation)
    : undefined;
}

/**
 * How a remark opens on what was just said (set 47's visitors): "thats ...", "ohh that's quite good actually", "hmm ok
 * so thats an example", "so i patch test everyone forever", "okay so nobodys then", "fair enough", "you're a tricky one";
 * or on his own case ("they werent like hateful hateful. just dumb. idk", of the jokes he told of). Not on the app or
 * his device ("lol this app is killing my phone battery").
 */
const REMARKED_BACK =
  /^(?:(?:hmm+|huh|oh+|ah+|ok|okay|so|well|right|yeah|yes|but|and|wait|honestly|actually|wow|um+|uh+|omg|oh my god|ha|haha|lol|see|i see|you know) )*(?:(?:that|this)(?! (?:app|site|website|page|call|phone|laptop|tablet|stream|chat|mic|screen|wifi|connection)\b)|so (?:i|we|nobody|nobodys|no one|everyone|everybody)|you(?:'re| are| were)|fair (?:enough|point)|good point|(?:they|he|she) (?:were|was|werent|weren't|wasnt|wasn't)(?: (?:like|just|really|not|even))* (?!\w+ing\b))\b/;

/**
 * His understanding of what was just said, put to be checked or pushed back: "am i getting that right", "have i got
 * that right", "so friendship is your answer".
 */
const UNDERSTOOD =
  /\b(?:am i|have i|did i|i|do i) (?:getting|got|get|gotten|understanding|understand|following) (?:that|this|it|you|him) (?:right|correctly)\b|\bam i (?:on the right track|following you|with you)\b|\bso (?:[a-z']+ ){1,3}(?:is|was) (?:your|his|her|the) (?:answer|point|argument)\b/;

/** "... that's it?", "... is that all?": the point just made asked back as all there is to it. */
const ALL_THERE_IS = /\b(?:that(?:'s|s| is) (?:it|all)|is that (?:it|all))[?!.]*$/;

/** A remark put as a question only by its tag: "..., isn't it?", "..., right?". */
const TAG_ASKED =
  /\b(?:isn't it|isnt it|is it not|right|no|surely|innit|eh|don't you think|wouldn't you say)$/;

/** The reply he expects to hear, said first: "you'll say ...", "i know what you're going to say". */
const EXPECTED_REPLY =
  /\b(?:you(?:'ll|ll| will|'re going to| are going to|'re gonna|re gonna) (?:say|tell me|just say)|i know what you(?:'re| are)? (?:going to|gonna|will|'ll) say|before you say)\b/;

/** An objection opens so ("but the blades cant be recyled ...", "ok but u lived in a hut 2 years"). */
export const OPENS_AS_OBJECTION = /^(?:(?:yeah|yes|ok|okay|right|well) )?but\b/;

/** His case put back to the debaters: "what would you both say to trevor", "What would you each say to her?". */
export const SAY_TO_HIM =
  /^(?:(?:so|and|but|ok|okay|right|well|then|honestly|actually) )*what (?:would|do|should) (?:you|u)(?: (?:both|each|two|all|guys|lot))? (?:say|tell)(?: to)? (?!me\b|us\b|that\b|this\b)[a-z]+\b/;
/** How many of his lines back a case he told may be the one he puts back to them. */
const CASE_LINES_BACK = 3;

/** The case he told in one of his last lines, when this line puts it back to the debaters ("what would you say to him"). */
export function caseOfHisAsked(
  conversation: PlanContext['conversation'],
  topicText: string,
): string | undefined {
  if (!SAY_TO_HIM.test(topicText)) return undefined;
  return conversation
    .slice(0, -1)
    .filter((entry) => entry.role === 'user')
    .slice(-CASE_LINES_BACK)
    .map((entry) => caseTold(entry.content, true))
    .findLast((told) => told !== undefined);
}

/** Topic words a line that tells of the visitor's own life has at least, to be his story rather than a passing word. */
const STORY_WORDS = 6;
/** Or goes on with one he told just before ("since my dad went last spring" -> "he was seventy one and ..."). */
const OF_THEM = /\b(?:he|she|he's|she's|he'd|she'd|him|her|his)\b/;
/** A spoken question's opening: a question word, or a verb before its subject ("had an audit in march" tells). */
const ASKED_FIRST =
  /^(?:(?:who|what|when|where|which|why|how)\b|(?:is|are|am|was|were|do|does|did|can|could|would|should|will|shall|may|might|have|has|had)(?:n't)? (?:you|u|he|she|it|they|we|i|there|that|this|these|those|anyone|anybody|someone|somebody|the|your|his|her|their|our|my)\b)/;
/** Asked of us as of an assistant ("tell me a joke about penguins", "set a timer for ten minutes"): no story. */
const REQUESTED =
  /^(?:(?:please|can you|could you) )?(?:tell|give|set|translate|say|play|show|write|sing|remind|call|text|order|book|find|recommend)\b/;

/**
 * His own story told mid-debate, at length, asking nothing ("my dad was a miner at ellington pit till they shut it in
 * two thousand and five and nobody fed him after that", "Real case. Client swore she'd had 6 tattoos no reaction. 7th
 * one, red ink, arm swelled up"): his case on the debate, however few of its words it says. Set 47's judge heard such
 * stories turned away as "a fine subject for an essay".
 */
export function storyTold(text: string, topicText: string, search: Search): boolean {
  return tells(text, topicText, search) && OF_HIMSELF.test(normalize(text));
}

/**
 * A question asked after what he tells, without its question mark ("my basil is dying, how often am i supposed to water
 * it"): a question word, then its verb before its subject.
 */
const ASKED_AFTER =
  /\b(?:how|what|when|where|why|which|who)(?: (?:often|much|many|long|else))? (?:am|do|does|did|can|could|should|would|will|is|are)(?:n't)? (?:i|you|u|we|it|they)\b/;

/** A line that tells rather than asks, at some length, and asks nothing of us as of an assistant. */
function tells(text: string, topicText: string, search: Search): boolean {
  return (
    !text.includes('?') &&
    !ASKED_FIRST.test(topicText) &&
    !ASKED_AFTER.test(topicText) &&
    !REQUESTED.test(topicText) &&
    search.words >= STORY_WORDS
  );
}

/**
 * His story going on from his last line, which told of someone ("since my dad went last spring" -> "he was seventy
 * one and he had the lungs from the pit ...", "last month this kid he was like fifteen ..." -> "and the police caught
 * him and his mum was crying ..."): the same case, on the same issue.
 */
function storyGoesOn(
  conversation: PlanContext['conversation'],
  text: string,
  topicText: string,
  search: Search,
): boolean {
  const before = conversation.slice(0, -1).findLast((entry) => entry.role === 'user')?.content;
  if (before === undefined || !OF_THEM.test(normalize(text)) || !tells(text, topicText, search)) return false;
  return caseTold(before, true) !== undefined;
}

/** Topic words a line shares with the visitor's line before it, to go on with his own case. */
const OWN_THREAD_STEMS = 2;

/** Whether a line takes up words of the visitor's own line before it (his case's people and things). */
function ownThread(conversation: PlanContext['conversation'], topicText: string): boolean {
  const before = conversation.slice(0, -1).findLast((entry) => entry.role === 'user')?.content;
  if (before === undefined) return false;
  const earlier = new Set(contentStems(normalize(before)));
  return new Set(contentStems(topicText).filter((word) => earlier.has(word))).size >= OWN_THREAD_STEMS;
}

/** Topic words a line may have and still be a word of a debater's point said back to him. */
const MAX_ECHO_STEMS = 3;

/**
 * A few words, one of them from the debater's last point, said back to him ("Descartes, unlimited in what units?"):
 * a question about that point, however the words read on their own.
 */
export function echoes(context: PlanContext, speaker: number | undefined, topicText: string): boolean {
  const point = speaker === undefined ? undefined : lastPoint(context.conversation, speaker);
  const made = point && context.index?.argument(point.argument)?.argument;
  const words = new Set(contentStems(topicText));
  if (!made || words.size === 0 || words.size > MAX_ECHO_STEMS) return false;
  return contentStems(`${made.claim} ${made.gist}`).some((word) => words.has(word));
}

/** The debater the visitor named in one of his last `challenges` challenges before this one, who has made a point. */
export function askedBefore(context: PlanContext, challenges: number): number | undefined {
  const { cast, conversation } = context;
  return conversation
    .filter((entry) => entry.role === 'user')
    .slice(-1 - challenges, -1)
    .map((entry) => addressedMember(entry.content, cast.seated))
    .findLast(
      (member) =>
        member !== undefined &&
        cast.debaters.includes(member) &&
        lastPoint(conversation, member) !== undefined,
    );
}

/**
 * A why put back to what was just said: "Why would nature care who gets the excavator?", "why though why would a
 * better oven be part of the problem". ("Why do people say ...?", "Why should anyone believe ...?" ask afresh.)
 */
const WHY_PUT =
  /^(?:(?:but|so|and|ok|okay|then|wait|hang on|hold on|right) )*why(?: though| tho| then| exactly)?(?: why)? would\b/;

/**
 * The debater whose point a why-question takes up in its own words ("Why would nature care who gets the excavator?"
 * after Rousseau's "nature made them different"): what it rests on is asked, not a new argument. Undefined when the
 * line says more cues of another issue than of the one just argued, shares no word with the points just made, or
 * shares more with another argument.
 */
export function whyPutTo(
  context: PlanContext,
  topicText: string,
  addressed: number | undefined,
  search: Search,
): number | undefined {
  const { cast, conversation, index } = context;
  if (!WHY_PUT.test(topicText)) return undefined;
  const current = lastIssue(conversation);
  const cued = search.issues.find((i) => i.issue === current)?.cues ?? 0;
  // The debate's own question is cued by its theme's words, which a follow-up on any issue may say ("nature").
  const theme = cast.topic?.issues[0]?.id;
  const other = search.issues.some((i) => i.cues > cued + (i.issue === theme ? 1 : 0));
  if (current === undefined || other) return undefined;
  const words = new Set(contentStems(topicText));
  // Made of words already in play (his last line, the turns since): a new question put as a why is no follow-up.
  const since = conversation.slice(0, -1).findLastIndex((entry) => entry.role === 'user');
  const inPlay = new Set(
    contentStems(
      conversation
        .slice(Math.max(0, since), -1)
        .map((e) => e.content)
        .join(' '),
    ),
  );
  const fresh = [...words].filter((word) => !inPlay.has(word)).length;
  if (fresh > words.size / 2) return undefined;
  const sharedWith = (made: { claim: string; gist: string; support: string }): number =>
    sharedWords(made, words);
  const shared = (speaker: number): number => {
    const point = lastPoint(conversation, speaker);
    const made = point && index?.argument(point.argument)?.argument;
    return made && made.issue === current ? sharedWith(made) : 0;
  };
  // The one who answered last is asked first when both points share as much with it.
  const answerer = lastAnswerer(conversation);
  const speakers =
    addressed !== undefined
      ? [addressed]
      : [...cast.debaters].sort((a, b) => Number(b === answerer) - Number(a === answerer));
  const best = speakers.reduce<number | undefined>(
    (found, speaker) => (shared(speaker) > (found === undefined ? 0 : shared(found)) ? speaker : found),
    undefined,
  );
  // "why would i want to be thinking about my death every day": an argument that meets its words better is the answer.
  const found = search.hits[0]?.argument;
  return best !== undefined && (!found || shared(best) >= sharedWith(found)) ? best : undefined;
}

/** The debater who answered the visitor's last challenge before this one. */
function lastAnswerer(conversation: PlanContext['conversation']): number | undefined {
  return conversation.findLast((entry) => entry.plan?.move === 'answer')?.plan?.speaker;
}
