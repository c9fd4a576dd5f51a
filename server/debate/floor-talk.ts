import { answerPlan, pickArgument } from './answering';
import { askedLast } from './asked-last';
import { bitUnsaid } from './bit-asked';
import type { Seated } from './cast';
import { planSilence, rebuttalPlan } from './exchange';
import { aboutTheDebate, META_WORDS } from './about-the-debate';
import { takesLeave, thanksForAnAnswer } from './leaving';
import {
  ABOUT_THE_DEBATE,
  ABOUT_THE_VISITOR,
  AWAY_TOLD,
  BACK_ASKED,
  MISSED,
  MISSED_LAST,
  closeAsked,
  FILLER,
  PREAMBLE,
  withoutFillers,
  APP_ASKED,
  VOLUME_ASKED,
  READ_BACK,
  GRATEFUL,
  REPEAT_ASKED,
  WHICH_BIT,
  OFFER_ASKED,
  REQUEST_LEAD,
  STEP_AWAY,
  STEP_AWAY_LAST,
  BACK_IN_A_BREATH,
  ASKED_WITHIN,
  WHY_ASKED,
  TROUBLE_FIRST,
  POINT_OF_ORDER,
  PRESENCE,
  BARE_SORRY,
  ASKING,
} from './floor-phrasings';
import { untoldFact } from './life';
import { planPlain } from './plain-answer';
import { chairWords, restateWords } from './chair-words';
import { planVerdict } from './verdict';
import { lastIssue, lastPoint, turnsBy, usedArguments } from './history';
import type { PlanContext } from './planner';
import { compiled, contentStems, normalize } from './text';
import type { TurnPlan } from './types';
import type { FloorTalk } from './floor-kinds';

/** The words that count: a greeting or an apology before them, and filler words before them, taken off. */
export function withoutPreamble(topicText: string): string {
  const words = topicText
    .replace(PREAMBLE, '')
    .split(' ')
    .filter((word) => word !== '');
  for (let i = 0; i < MAX_FILLERS && FILLER.test(words[0] ?? ''); i++) words.shift();
  return words.join(' ');
}

/** "You've been awful quiet": said to one who has not spoken, a prompt; beside a question about the debate, no topic. */
const QUIET =
  /\byou(?:'re| are|'ve been| have been) (?:being )?(?:awfully |awful |very |so |rather |a bit |too |quite )?(?:quiet|silent)\b/;
/**
 * The chair told who he is, before what is asked of him ("you're the chairman um can i ask something ...", "as our
 * moderator, may I ask ...").
 */
const CHAIR_TOLD =
  /^(?:(?:you're|youre|you are|ur|u r) (?:the )?|as (?:our |the )?)(?:chair|chairman|chairwoman|moderator|mod|host|ref|referee|judge)(?: (?:here|tonight|right|yeah|aren't you|arent you|innit|um+|uh+|er+|erm|so|and|ok|okay))* (?=[a-z])/;
/** A debater asked for his reply: the words of asking, with no topic of its own besides them. */
const PROMPT = new RegExp(
  `${QUIET.source}|` +
    String.raw`^you$|^what you say$|\b(?:what (?:do|does|did|would|will|can|could)(?: you| he| she)? (?:say|think|reckon|make of|reply|answer|have to say)|(?:respond|reply|answer|react|rebut|counter)(?: to)?|counter ?(?:point|argument)|(?:your )?(?:rebuttal|retort)|your (?:turn|reply|response|answer|view|take|thoughts|go|move|rebuttal)|what(?: is)? your (?:reply|response|answer|view|take|rebuttal|comeback)|what about you|what (?:would|will|do|should) (?:you|he|she) (?:ask|say to) (?:him|her|them)|(?:you )?(?:haven't|have not|hasn't|has not) said (?:much|anything|a word)|what (?:do |have |you(?:'ve| have) )?(?:you )?got|(?:any )?thoughts|over to you|go ahead|(?:do you )?(?:agree|disagree)|same question|your witness|(?:say|put) (?:that|it|this)(?: again)?|say something(?: back)?(?: to)?|(?:talk|hit|fire) back|defend yourself|how do you answer (?:that|this|him|her)|what(?: is)? wrong with (?:that|this|it|what (?:he|she) (?:just )?(?:said|says))|back me up|help me out|(?:you )?tell (?:him|her)(?: off| straight)?|set (?:him|her) straight|put (?:him|her) (?:right|straight)|(?:jump|weigh|chime) in)\b`,
);
/** The visitor points back at what the other just said: a reply is asked for, whatever words of it he repeats. */
const BACK_REFERENCE =
  /\b(?:say|respond|reply|answer|react|response|comeback) to$|\b(?:reply|response|answer|comeback) to on\b|\bon (?:that|this)(?: point| one)?$|\b(?:what (?:he|she) (?:just )?(?:said|says|claimed|argued)|(?:he|she) (?:just )?(?:said|says|claims|claimed|argued)|to (?:that|this|him|her)|his (?:point|argument|claim)|her (?:point|argument|claim))\b/;
/** Topic words a reply may be asked for with, when the visitor points back at what was said. */
const MAX_STEMS_WITH_BACK_REFERENCE = 4;

/**
 * What someone said or wrote, told: "Lady Lovelace said a machine can only do what we order it to do", or, read with
 * the call's names out, a debater's "(hume) says the self is just a bundle of perceptions".
 */
const REPORTED =
  /^((?:[a-z']+ ){0,4})(?:said|says|wrote|writes|claimed|claims|argued|argues|believed|believes)(?: that)? (.+)$/;
const NO_ONE = /^(?:(?:but|and|so|well|ok|okay|yes|yeah|no|then|now|just|also) )*$/;
/**
 * Topic words a claim told must have, its teller's counted: three, so that "my friend said something clever" (two)
 * tells none and "lady lovelace said a machine can only do what we tell it" (three) tells one; a debater's, three of
 * its own, so that "(spinoza) says that's exactly the illusion" is his point, not a claim of its own.
 */
const MIN_CLAIM_STEMS = 3;

export function reportedClaim(sentence: string): boolean {
  const [, who = '', claim = ''] = REPORTED.exec(sentence) ?? [];
  // "he just said reason can prove things, answer him": the point just made, pointed back at.
  if (/\b(?:he|she|they|you|u)\b/.test(who)) return false;
  const claimed = contentStems(claim).length;
  const told = NO_ONE.test(who) ? claimed : claimed + contentStems(who).length;
  return claimed > 0 && told >= MIN_CLAIM_STEMS;
}

/** A nod, or a wish to move on, said alone ("whatever. I'll come back to this"). */
const NEXT =
  /^(?:(?:ok|okay|yes|yeah|yep|yup|aye|well|sure|right|hm+|mm+|uh huh|i see|got it|fair enough|interesting|cool|thanks|thank you|alright|all right|good|nice|true|makes sense|fine|understood|great|wow|oh|ah|aha|indeed|agreed|i agree|good point|fair point|exactly|absolutely|noted|i guess|maybe|perhaps|lol|haha|ha|lmao|damn|whoa|huh okay|whatever|never ?mind|forget (?:it|that)|i(?:'ll| will) (?:come back to|get back to|return to|think about) (?:this|that|it)(?: later)?|(?:let's |let us )?park (?:this|that|it)(?: for now)?)(?: |$))+$|^(?:let us |let's |can we |could we |please )?(?:move on|carry on|as you were|next(?: question| topic)?|change the (?:subject|topic)|something else|another (?:question|topic)|new (?:question|topic))(?: please| then| now)?$/;

/** A point granted to the debaters, said with a nod at most ("Hm. That's a fair distinction. I'll give you that one."). */
const CONCEDED =
  /\b(?:(?:i'll|i will|i can|i) (?:grant|give you|concede|accept) (?:you )?(?:that|this|the point)(?: one)?|that(?:'s| is)? (?:a )?(?:fair|good|honest|decent|reasonable) (?:distinction|point|answer|reply)|that(?: is)? (?:fair|honest)(?: at least| enough)?|(?:more|less) [a-z]+ than i (?:expected|feared|thought))\b/g;

/** The point granted in so many words ("fair enough", "good answer", "I'll give you that"), beside a nod at most. */
const GRANTED =
  /(?<=^|\b(?:ok|okay|yeah|yes|alright|hmm|mm|right|ngl) )fair$|^(?:(?:that(?:'s| is)|thats|it's|its) )?(?:so |very )?true$|^(?:(?:that|it|ok|okay|yeah) )?makes (?:a lot of |total |perfect )?sense$|\b(?:fair enough|(?:good|fair|great|honest) (?:point|answer|one)|nice one|touche|fair play|(?:you(?:'ve)? )?got me(?: there)?|i(?:'ll| will| can)? (?:grant|give you|concede) (?:you )?(?:that|this|the point)(?: one)?|that(?:'s| is)? (?:an? )?(?:fair|good|honest|decent|reasonable) (?:distinction|point|answer|reply)|that(?:'s| is)? (?:fair|honest)(?: at least| enough)?)\b/g;
const NODS = new RegExp(`(?:${GRANTED.source})(?: (?:um+|uh+|er+|erm))*`, 'g');
/** Words that ask to move on, beside a nod ("fair enough, next question"). */
const MOVE_ON = /\b(?:next|move on|moving on|another (?:one|question)|carry on|go on)\b/;

/** Topic words of why he steps away ("the ticket printer's going mental") beside saying so. */
const MAX_STEMS_STEPPING_AWAY = 6;
/** Topic words of why he steps away, told before saying so last ("... give me two minutes"). */
const MAX_STEMS_BEFORE_STEPPING_AWAY = 14;
/** A question put with a tag at its end ("..., right", "..., eh") or to the one it names ("you're the one who ..."). */
const TAGGED =
  /\b(?:right|yeah|eh|innit|yes|no|correct)$|\b(?:you're|youre|you are|ur) the (?:one|guy|man)\b|\b(?:give|grant|allow|admit|concede)(?: me| us)? (?:that|this)(?: much)?$/;
/** How many filler words each end of a request may have. */
const MAX_FILLERS = 3;
/** Topic words a question about the debate may come with (a name not on the call, "so far"): more, and it has a topic. */
const MAX_STEMS_ABOUT_THE_DEBATE = 1;

/** A debater called by a nickname of the visitor's own ("the soul guy", "the theorem guy"): no topic. */
const NICKNAME =
  /\b(?:the|that|this) (?:[a-z]+ ){0,2}(?:guy|dude|bloke|fella|fellow|chap|gentleman|man)s?(?: in charge)?\b/g;
/**
 * A second guess after a question about the debate ("are you keeping score, or just vibing in your wig?"), or what the
 * answer must not be ("who's winning, and don't say 'both make good points'", "... and be honest none of this both
 * sides made good points rubbish").
 */
const ALTERNATIVE =
  / (?:or|(?:and )?(?:don't|dont|do not) (?:(?:you )?dare )?(?:say|tell me|give me)|(?:and )?no(?= (?:both|each|it's|its|it is|saying))|(?:and )?(?:be (?:honest|straight|truthful|brutal)|none of (?:this|that|your))) (?:[a-z']+ ){0,8}[a-z']+$/;

/** The topic words of a text outside every match of a pattern; undefined when it does not match. */
function stemsAround(text: string, pattern: RegExp): number | undefined {
  if (!pattern.test(text)) return undefined;
  return contentStems(text.replace(compiled(pattern.source, 'g'), ' ').replace(NICKNAME, ' ')).length;
}

/**
 * The floor talk a challenge is, read with the call's names taken out (`named`: someone was named, so an empty
 * rest is a name said alone); undefined for a challenge with a topic or a Socratic question.
 */
export function floorTalk(said: string, named: boolean, brief = false, plain = false): FloorTalk | undefined {
  const topicText = withoutFillers(said);
  // "Fair enough. That's an honest answer.": the point granted, and nothing else besides a nod.
  const flat = normalize(topicText);
  const nod = flat.replace(GRANTED, ' ').replace(CONCEDED, ' ').replace(/\s+/g, ' ').trim();
  if (flat !== nod && !MOVE_ON.test(flat) && (nod === '' || NEXT.test(nod))) return 'granted';
  if (
    NEXT.test(topicText) ||
    NEXT.test(topicText.replace(CONCEDED, ' ').replace(/\s+/g, ' ').trim()) ||
    GRATEFUL.test(topicText)
  )
    return 'next';
  // "Final verdict then, and I'm off home to bed, cheers gents": the verdict asked for, then the goodbye.
  if (thanksForAnAnswer(flat)) return 'glad';
  if (takesLeave(topicText, flat, said)) return closeAsked(topicText) === '' ? 'close' : 'farewell';
  // "the youth here ask me to ask you do you have to pay for this app", "who made this app?": how it works, however it
  // is put.
  // "can I mute the moderator, she keeps interrupting": how the app sounds, too.
  if (APP_ASKED.test(topicText) || VOLUME_ASKED.test(topicText)) return 'how';
  // "wat", "huh": said alone, he did not catch it ("then wat" asks what comes next).
  if (/^(?:what|huh|eh)$/.test(topicText.trim())) return 'repeat';
  // "Hello? Can you hear me?": checked before a greeting's words are taken off as preamble.
  if (stemsAround(topicText, PRESENCE) === 0) return 'presence';
  // "ok sorry", "my bad": pardon asked, in the words a preamble is made of.
  if (BARE_SORRY.test(topicText.trim())) return 'apology';
  const whole = withoutPreamble(topicText);
  const words = whole.split(' ');
  // "..., right?", "..., then": said after a request, they change nothing of it either.
  for (let i = 0; i < MAX_FILLERS && FILLER.test(words.at(-1) ?? ''); i++) words.pop();
  // "..., so I can tell my three o'clock", "..., i got like 5 min before my match": why it is asked, not what; so is
  // the line's trouble said first ("my wifi keeps dropping, can you repeat the last bit").
  const kept = words.join(' ');
  const rest = kept.replace(WHY_ASKED, '').replace(CHAIR_TOLD, '').replace(TROUBLE_FIRST, '');
  // "Sum it up for me (in a few sentences)": brevity asked for, and nothing else (its words are out of topicText).
  // "Short version, who's right?": brevity beside a question about the debate asks that question.
  if (brief && contentStems(rest).every((word) => META_WORDS.has(word)))
    return aboutTheDebate(rest) ?? 'summary';
  // "Stop hedging, Hume. Yes or no?": a plain answer asked for (its words are out of topicText), and nothing else.
  if (rest === '') return plain ? 'plain' : named ? 'prompt' : undefined;
  // "Point of order: may a debater answer questions with questions?": the chair's, whatever else it says.
  if (POINT_OF_ORDER.test(whole)) return 'order';
  // "Can you end it there and give me a verdict I could read out to them?"
  // "Aristotle, your verdict, please": "please" is the request's own word here, not a filler to drop.
  const besidesClosing = closeAsked(rest) ?? closeAsked(whole);
  if (besidesClosing !== undefined && contentStems(besidesClosing).length <= MAX_STEMS_ABOUT_THE_DEBATE)
    return 'close';
  // "sorry hen that was my granddaughter at the door um where were we": back, whatever kept him.
  // "im back sorry what did i miss did marks say something about the agency": asked first, what he missed is told.
  // "ugh the rain here is biblical today, anyway what did i miss": asked last, it is asked, whatever came before.
  if ((BACK_ASKED.test(rest) || MISSED.test(rest)) && (AWAY_TOLD.test(topicText) || MISSED_LAST.test(rest)))
    return 'back';
  for (const [talk, pattern] of ABOUT_THE_DEBATE) {
    // "so who's right": a last word that can be filler may be the question's own.
    // "aristotle you've been awful quiet, whose winning": a word to the chair beside it is no topic.
    // "ha fair enough um so what should i ask em": nor is the nod before it.
    const besides = rest.replace(QUIET, ' ').replace(NODS, ' ');
    const stems = stemsAround(besides, pattern) ?? stemsAround(whole, pattern);
    if (stems !== undefined && stems <= MAX_STEMS_ABOUT_THE_DEBATE) return talk;
    if ((stemsAround(rest.replace(ALTERNATIVE, ''), pattern) ?? Infinity) <= MAX_STEMS_ABOUT_THE_DEBATE)
      return talk;
    // "ok lie bits the bees are in the basket the coffee is cold who wins this fight", "day cart youre just sitting
    // there in the middle hiding in your room so who is winning this one": who is ahead, asked last in a run-on line,
    // whatever comes before it.
    const last = talk === 'standing' ? askedLast(rest, pattern) : undefined;
    if (last !== undefined && (stemsAround(last, pattern) ?? Infinity) <= MAX_STEMS_ABOUT_THE_DEBATE)
      return talk;
    // "Say that again a bit slower, my hearing aid's whistling", "Is there a book I could ask the library for, with big
    // print?": asked first, what follows is only why, or what it should be like.
    const asked = talk === 'repeat' || talk === 'reading' || talk === 'suggest' ? pattern.exec(rest) : null;
    const first = asked !== null && asked.index <= (REQUEST_LEAD.exec(rest)?.[0].length ?? 0);
    // "Sorry, could you say that bit again, about nobody doing wrong knowingly?" asks for that bit, not the last word.
    const which = first && talk === 'repeat' && WHICH_BIT.test(rest.slice(asked.index + asked[0].length));
    if (
      first &&
      !which &&
      (talk === 'reading' || (talk === 'repeat' ? REPEAT_ASKED : OFFER_ASKED).test(asked[0]))
    )
      return talk;
  }
  // "I've only got about ten minutes by the way": how long he has, said alone, is not why he asks.
  for (const [talk, pattern] of ABOUT_THE_VISITOR) if (pattern.test(rest) || pattern.test(kept)) return talk;
  // "hang on, chef's yelling, two min": he steps away, and says why ("... Back in a moment.": no why he asks).
  const besides = kept.replace(compiled(STEP_AWAY.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  // "... somebody tripped a motion sensor in the sculpture hall give me two minutes": said last, the pause is what he
  // says, however long the why before it.
  // "one second sorry beta the charger is in the top drawer ... okay sorry sir continue": away and back in one breath.
  if (STEP_AWAY.test(kept) && BACK_IN_A_BREATH.test(kept)) return 'next';
  const awayLast = STEP_AWAY_LAST.test(kept);
  const most = awayLast ? MAX_STEMS_BEFORE_STEPPING_AWAY : MAX_STEMS_STEPPING_AWAY;
  // "hold on spin noza you're the one made glasses right": "hold on" before a question with its tag is no pause (said
  // last, "... the truck one sec yeah yeah coming kayleigh two minutes", the pause has no tag before it).
  // "Hold on so Spinoza you saying he shouldn't be in prison", "Hold on a minute villa playing tonight. Will they win
  // Hume?": nor before an objection, or a question about someone.
  if (
    STEP_AWAY.test(kept) &&
    !ASKING.test(besides) &&
    !ASKED_WITHIN.test(besides) &&
    !OBJECTING.test(besides) &&
    !READ_BACK.test(besides) &&
    !(named && VIEW_REPORTED.test(besides)) &&
    (awayLast || !TAGGED.test(besides)) &&
    (stemsAround(kept, STEP_AWAY) ?? 0) <= most
  )
    return 'away';
  const meta = aboutTheDebate(whole);
  if (meta) return meta;
  const stems = stemsAround(rest, PROMPT);
  const prompted =
    stems === 0 ||
    (stems !== undefined &&
      BACK_REFERENCE.test(rest) &&
      stems <= MAX_STEMS_WITH_BACK_REFERENCE &&
      // "Hume says the self is just a bundle of perceptions. What would the idealist answer to that?": the claim told
      // is the question.
      !reportedClaim(rest));
  // "Nietzsche, same question: yes or no?" asks where he stands, not for his reply to the other.
  if (prompted) return plain ? 'plain' : 'prompt';
  return undefined;
}

/** Words a passing reaction has at most ("nah that's cap", "ok that's kinda creepy"). */
const MAX_REACTION_WORDS = 5;
/**
 * A passing reaction rather than a question or a claim: short, not asked. One that reads as off the theme is not
 * sent back to it, since it never left it: the debate moves on.
 */
export function isReaction(text: string, topicText: string): boolean {
  const words = topicText.split(' ').filter((word) => word !== '');
  return !/\?\s*$/.test(text) && words.length <= MAX_REACTION_WORDS && !ASKING.test(topicText);
}

/** "Did you actually write that?": the one asked, if he has made a point, else the last to make one, names its work. */
function planSource(
  conversation: PlanContext['conversation'],
  addressed: Seated | undefined,
): TurnPlan | undefined {
  const own = addressed?.role === 'debater' ? lastPoint(conversation, addressed.index) : undefined;
  const point = own ?? lastPoint(conversation);
  return point && { speaker: point.speaker, move: 'source', argument: point.argument };
}

/** After "hold on", words that take up what was said ("so ...", "but then ..."); his point read back is `READ_BACK`. */
const OBJECTING =
  /^(?:so|but|wait|and|then)\b|\b(?:will|would|can|could|does|did|is|are) (?:they|he|she|it)\b/;
/** A debater's view reported, his name taken out ("Hang on, the Frenchman thinks animals are just machines ..."). */
const VIEW_REPORTED = /\b(?:thinks|says|said|believes|claims|argues|argued|reckons|wrote|writes)\b/;

/**
 * What a visitor says between questions (floor-talk.ts), as a chair would take it: a nod moves the debate on, a
 * question about the debate is the chair's to answer, and a debater asked for his reply answers the other's last
 * point. Undefined: the challenge is read as any other.
 */
export function planFloorTalk(
  context: PlanContext,
  talk: FloorTalk,
  addressed: Seated | undefined,
  {
    timeLeftMs,
    brief,
    taunted = false,
    pressed,
  }: {
    timeLeftMs: number | undefined;
    brief: boolean;
    /** A passing word to him ("Hume, ur a menace lmao"): he answers back, he does not give way. */
    taunted?: boolean;
    /** A debater the line names, besides whom it is said to ("Point of order, Leibniz: Spinoza keeps ..."). */
    pressed?: number;
  },
): TurnPlan | null | undefined {
  const { cast, conversation, index } = context;
  const moderator = cast.moderator;
  if (talk === 'next') return planSilence(context, 2);
  // "Fair enough, I'll give you that": taken graciously, then on to the next question.
  if (talk === 'granted') {
    const next = planSilence(context, 2);
    return next && { ...next, granted: true };
  }
  if (talk === 'plain' || talk === 'order') return planPlain(context, addressed, talk === 'order', pressed);
  // "Give us your final verdict": the chair closes the debate (the call ends after it); "Spinoza, your closing
  // statement": his own point in a sentence.
  if (talk === 'close')
    return addressed?.role === 'debater'
      ? planFloorTalk(context, 'prompt', addressed, { timeLeftMs, brief: true })
      : planVerdict(context);
  // "Spinoza, sum it up": his own point in a sentence; unaddressed, or the chair asked, the chair sums up.
  if (talk === 'summary' && addressed?.role === 'debater')
    return planFloorTalk(context, 'prompt', addressed, { timeLeftMs, brief: true });
  // "Hume, who are you?": a fact of his life, then where he stands; once his life is told, as 'self'.
  const fact = talk === 'bio' && addressed ? untoldFact(addressed, conversation) : undefined;
  if (addressed && fact !== undefined) return { speaker: addressed.index, move: 'life', fact };
  // "Nietzsche, ur the hammer guy right? what do u even smash": he says where he stands on the debate's question.
  if ((talk === 'self' || talk === 'bio') && addressed?.role === 'debater') {
    const question = cast.topic?.issues[0]?.id;
    const argument = pickArgument(context, addressed.index, [], usedArguments(conversation), question);
    return answerPlan(addressed.index, argument, 'question');
  }
  if (talk === 'source') return planSource(conversation, addressed);
  // "mcluhen say the global village bit again i missed it", before he has made it: he makes it now.
  const unsaid =
    talk === 'repeat' || talk === 'restate'
      ? bitUnsaid(cast, index, conversation, addressed?.role === 'debater' ? addressed.index : pressed)
      : undefined;
  if (unsaid) return answerPlan(unsaid.speaker, unsaid.argument, 'question');
  // "Could you remind me what Rousseau's main claim is?", "can you repeat Marcuse's last point in plain english?": his
  // last point, whoever spoke last.
  if (
    (talk === 'restate' || talk === 'repeat') &&
    moderator !== undefined &&
    pressed !== undefined &&
    lastPoint(conversation, pressed)
  )
    return { speaker: moderator, move: 'chair', text: restateWords(cast, index, conversation, pressed) };
  if (talk !== 'prompt') {
    if (moderator === undefined) return undefined;
    return {
      speaker: moderator,
      move: 'chair',
      text: chairWords(talk, cast, index, conversation, timeLeftMs),
    };
  }
  const current = lastIssue(conversation) ?? cast.topic?.issues[0]?.id;
  if (addressed?.role === 'moderator') {
    // "Aristotle, what do you think?": the chair keeps his own view out of it and hands the floor on.
    const addressee = [...cast.debaters].sort(
      (a, b) => turnsBy(conversation, a) - turnsBy(conversation, b),
    )[0];
    if (addressee === undefined || current === undefined) return undefined;
    return { speaker: addressed.index, move: 'hand-over', addressee, issue: current };
  }
  const last = lastPoint(conversation);
  const speaker =
    addressed?.role === 'debater' ? addressed.index : cast.debaters.find((i) => i !== last?.speaker);
  if (speaker === undefined) return undefined;
  const other = cast.debaters.find((i) => i !== speaker);
  // "Spinoza, the one-sentence version?" asks for his own point, not a reply to the other's.
  const target = other === undefined || brief ? undefined : lastPoint(conversation, other);
  if (target) return rebuttalPlan(context, speaker, target, undefined, taunted ? 'press' : undefined);
  return answerPlan(
    speaker,
    pickArgument(context, speaker, [], usedArguments(conversation), current),
    'question',
  );
}
