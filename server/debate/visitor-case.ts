// What the visitor brings besides his question, and the word a turn begins with for it. A visitor who brings his own
// case ("my brother had a stroke ...", "my surgeon said 'certainly'", "my da was in the yard in seventy one ...") is
// asking his question through it. The answer names the case first, and says which of the debate's questions it puts,
// before the argument: set 31's judges heard every such story passed over for a stock argument. A death he tells of,
// his balking at a point and a point he grants each get their own first sentence.

import { asksBitAgain } from './bit-asked';
import { hardshipTold, lossTold } from './care';
import { BALKED, CONDOLENCES, GRANT_TAKEN, GRANTED, HARDSHIPS } from './common-frames';
import { GROUP_WORDS, KIN, LIFE, PEOPLE, WORK } from './case-words';
import { lastPoint } from './history';
import { addressedMember } from './lexicon';
import type { PlanContext } from './planner';
import type { DebateIndex } from './retrieval';
import { contentStems, fill, normalize, splitSentences } from './text';
import type { DebateEntry, TurnPlan } from './types';

const HEAD = `${Object.keys(PEOPLE).join('|')}|${KIN}|${WORK}|${LIFE}`;
/** Words that may stand between "my" and the one he tells of ("my little brother", "my ballet master"). */
const MODIFIER = /^[a-z]+$/;
const NOT_MODIFIERS = new Set([
  'own',
  'very',
  'whole',
  'first',
  'last',
  'only',
  'other',
  'same',
  'the',
  'a',
  'being',
  'having',
]);
/** An age said before the one he tells of ("my 9 year old daughter", "my three-year-old twins"). */
const AGE = '(?:(?:\\d+|[a-z]+)[ -](?:years?|yrs?)[ -]old |(?:\\d+|[a-z]+)[ -]month[ -]old )';
const TOLD = new RegExp(
  `\\b(?:my|our) ${AGE}?(?:([a-z]+) )?(${HEAD})(?!'?s? (?:opinion|view|point|question|degree)\\b)(?:'?s(?= (?:got|gone|been|had|always|never|just|still|not|in|sick|ill|dying)\\b))?\\b`,
);

/** A question this short ("Why not?", "How come?") can only ask about what was told before it. */
const SHORT_QUESTION_WORDS = 3;
/**
 * A question that goes on from what was told before it ("Was that a free choice?", "So what do doctors know?", "Did I
 * choose?").
 */
const GOES_ON =
  /\b(?:that|this|it|he|she|they|him|her|them|his|its|their|so|then|maybe|i|me|my|mine|we|us|our)\b/;

/** A question asked without its mark, as the recogniser writes it ("... was that wrong or was that just us ..."). */
const ASKS =
  /\b(?:is|was|are|were|does|did|do|can|could|should|would|will|has|have) (?:he|she|it|that|this|they|i|we|you|there|anyone|anything)\b|^(?:so |and |but |then )?(?:what|why|how|who|where|which|whether)\b/;

/**
 * One he tells of met or dealt with ("I buried a woman whom the doctors had given a week", "we had a man inside nine
 * years"): the words after, of which the first that is not a mere description names him.
 */
const MET =
  /^(?:(?:ok|okay|so|well|right|and|but) )*(?:a|an|this|one) ([a-z]+ (?:once|who|whose|that|i know|i knew|at work|near me|down the road|in my)\b)|\b(?:(?:i|we)(?: once| just| recently| actually| even| also)? (?:had|saw|watched|buried|removed|met|found|investigated|booked|refereed|sent off|treated|nursed|sat with|dealt with|knew|rode|drove|sold|bought|fixed|built|tuned|restored|lost|rescued|caught|pulled out|talked down|took in) (?:a|an|this|one)|there(?:'s| is| was) this) ([a-z0-9' -]+)|\b(?:this|that) ((?:kid|lad|lass|guy|bloke|fella|fellow|woman|man|girl|boy|lady|client|customer|patient) (?:he|she|who|was|had|did|came|walked|rang|called|said|asked|turned up)\b)/;
const DESCRIPTIONS =
  /^(?:\d+|[a-z]+-[a-z-]+|old|young|little|big|small|good|bad|real|strange|weird|lovely|nice|terrible|horrible|new|proper|certain|local|famous|wee|poor|yr|year|years|month|months)$/;
const NOT_TOLD = new Set([
  'lot',
  'bit',
  'few',
  'couple',
  'feeling',
  'question',
  'thought',
  'look',
  'go',
  'chance',
  'minute',
  'moment',
  'sec',
  'second',
  'word',
  'chat',
  'think',
  'laugh',
  'quick',
  'point',
  'idea',
  'dream',
  'philosophy',
  'time',
  'day',
  'night',
  'week',
  'while',
  'break',
  'drink',
  'coffee',
  'tea',
]);

/**
 * A thing or an event of his own, as he names it ("my lathe", "my sister's wedding", "our old boat"): any word after
 * "my" that is no thought, no feeling and none of the debate's own abstractions ("my opinion", "my freedom").
 */
const OWN_THING =
  /\b(?:my|our) (?:(old|new|little|late|wee|poor|first|last|only) )?([a-z]+)(?:'s ([a-z]+))?\b(?: ([a-z]+))?/;
const NOT_THINGS = new Set(
  `opinion view views point question questions mind minds head heart way word words guess bad fault turn answer
  english thought thoughts feeling feelings understanding belief beliefs take problem idea ideas experience choice
  choices decision decisions will reason reasons soul self life whole own god goodness freedom knowledge morals
  morality conscience certainty doubt doubts sense senses memory memories eyes body brain nature side case argument
  name accent friend time day days night week year years chance go favourite favorite money part best worst lord dear
  gut instinct instincts intuition humble honest personal two three four death dying birth career work ear ears voice
  break shift lunch bit bits lot notes homework revision`.split(/\s+/),
);
const NOT_OWN = /(?:ness|ity|dom|ism|ment|ship|ing|ly)$/;

const GROUPS = new RegExp(`^(?:${GROUP_WORDS})$`);
/** "my darts team", "our village hall committee": a group of his, said after "my". */
const MY_GROUP = new RegExp(String.raw`^my (?:[a-z]+ ){0,2}(?:${GROUP_WORDS})\b`);

/** The thing of his own he tells of, "your lathe", or undefined. */
function ownThing(sentence: string): string | undefined {
  const found = OWN_THING.exec(sentence);
  const [, modifier, head, owned, next] = found ?? [];
  if (found && LIKENED.test(sentence.slice(0, found.index))) return undefined;
  // "a self-driving car hesitated at a crosswalk near my office": where it happened, not what happened.
  if (found && PLACED.test(sentence.slice(0, found.index))) return undefined;
  if (head === undefined || NOT_THINGS.has(head) || NOT_OWN.test(head) || head.length < 3) return undefined;
  // "my humble opinion", "my own view": a word before one that is no case.
  if (owned === undefined && next !== undefined && NOT_THINGS.has(next)) return undefined;
  const kept = modifier !== undefined && !NOT_MODIFIERS.has(modifier) ? `${modifier} ` : '';
  // "our Deaf club", "my book club": the group is the thing, not the word before it.
  const group = owned === undefined && next !== undefined && GROUPS.test(next) ? ` ${next}` : '';
  const thing = owned !== undefined && !NOT_THINGS.has(owned) ? `${head}'s ${owned}` : `${head}${group}`;
  return `your ${kept}${thing}`;
}

/** Words that liken what was said to one of his own, rather than tell of him. */
const LIKENED = /\b(?:like|as if|same as)(?: (?:talking|arguing|speaking) (?:to|with))? $/;

/** His case in one sentence of his line: "your father" for "my da", "that woman" for "I buried a woman". */
function toldIn(sentence: string): string | undefined {
  const found = TOLD.exec(sentence);
  const [, modifier, head] = found ?? [];
  // "its like talking to my ex": a likeness, no case of his.
  if (found && LIKENED.test(sentence.slice(0, found.index))) return undefined;
  // "it's set me on my knees", "I looked it up on my tablet": a thing said by the way, no case.
  // ("I'm on our village hall committee" is his case: a group of his, not a thing he used.)
  const byTheWay = (at: number) =>
    BY_THE_WAY.test(sentence.slice(0, at)) &&
    sentence.startsWith('my ', at) &&
    !MY_GROUP.test(sentence.slice(at));
  if (found && head !== undefined && INCIDENTAL.test(head) && byTheWay(found.index)) return undefined;
  if (head !== undefined) {
    const kept = modifier !== undefined && MODIFIER.test(modifier) && !NOT_MODIFIERS.has(modifier);
    return `your ${kept ? `${modifier} ` : ''}${PEOPLE[head] ?? head}`;
  }
  const met = MET.exec(sentence)
    ?.slice(1)
    .find((words) => words !== undefined)
    ?.split(' ')
    .slice(0, 3);
  const named = met?.find((word) => !DESCRIPTIONS.test(word));
  if (named !== undefined && !NOT_TOLD.has(named) && /^[a-z]+$/.test(named)) return `that ${named}`;
  const thing = OWN_THING.exec(sentence);
  return thing && INCIDENTAL.test(thing[2] ?? '') && byTheWay(thing.index) ? undefined : ownThing(sentence);
}

/** What comes before a thing of his said by the way: "on my knees", "on my tablet", "with my phone". */
const BY_THE_WAY = /\b(?:on|with|from|via|using|through|under|onto|off) $/;
/** What comes before a place of his that only says where a thing happened: "near my office", "outside my flat". */
const PLACED =
  /\b(?:near|outside|behind|beside|opposite|next to|across from|round the corner from|down the road from) $/;
/** Things said by the way, used rather than told of ("a camera on my vest" is told of). */
const INCIDENTAL =
  /^(?:knees?|tablet|phone|laptop|computer|ipad|kindle|telly|tv|radio|app|way|break|lunch|feet|own|watch|screen)$/;

/** Asking where the debate had got to. */
const WHERE_WERE_WE = /\b(?:where were we|where was i|where are we|what did i miss)\b/;

/** Words of "my" that tell no case: "thats him knowing my business", "mind my own business". */
const NO_CASE =
  /\b(?:know(?:s|ing)?|mind(?:ing)?|into|about|in|nosing|poking) (?:my|our) (?:own )?business\b/g;

/**
 * The visitor's own case as the reply names it ("your father", "your ballet master", "that woman"); undefined when he
 * tells none, asks nothing through it, or tells it only by the way, before a question that does not go on from it ("My
 * teacher says I should listen to philosophy in English. Hume, how do you know the sun will rise?").
 */
export function caseTold(text: string, themed = false): string | undefined {
  // "False alarm, she wanted my lemon slice recipe. Where were we?": asking where they were goes on from no case.
  const sentences = splitSentences(text.toLowerCase().replace(/[’]/g, "'").replace(NO_CASE, '')).filter(
    (sentence) => !WHERE_WERE_WE.test(sentence),
  );
  // "my mum still thinks a sommelier is a waiter who talks too much": a remark, no question put through the case, nor
  // a word of the debate's own question ("... and i come to england so i am free and he is not").
  const asks = sentences.some((sentence) => sentence.includes('?') || ASKS.test(sentence));
  if (!asks && !themed) return undefined;
  for (const [i, sentence] of sentences.entries()) {
    const told = toldIn(sentence);
    if (told === undefined) continue;
    const question = sentence.includes('?') ? sentence : sentences.slice(i + 1).find((s) => s.includes('?'));
    const short = question !== undefined && question.split(' ').length <= SHORT_QUESTION_WORDS;
    if (question !== undefined && question !== sentence && !short && !GOES_ON.test(question))
      return undefined;
    return told;
  }
  return undefined;
}

/**
 * What the visitor told of himself, on the plan that answers him: a death he told of (the turn opens with a word for
 * it), an illness or decline (a word for it, then the rest), else his own case, when the turn answers with an argument
 * on the issue his line clearly reads as. (Said of an issue it was only nearest to, set 32's judges heard the case
 * named as a label that made no sense.)
 */
export function withWhatHeTold(plan: TurnPlan, text: string, context: PlanContext): TurnPlan {
  if (plan.move === 'care') return plan;
  const loss = lossTold(text);
  if (loss !== undefined) return { ...plan, condolence: loss };
  const heard = withHisCase(plan, text, context);
  return hardshipTold(text) ? { ...heard, hardship: true } : heard;
}

function withHisCase(plan: TurnPlan, text: string, context: PlanContext): TurnPlan {
  const { index } = context;
  const granted = takenAsGranted(plan, text, context);
  if (granted) return granted;
  // "wait hume so u mean we cant know anything at all??": read too far, he says exactly where he stands first.
  const overread = OVERREAD.test(normalize(text)) && plan.move === 'answer' && !plan.plain;
  if (overread && plan.speaker === spokenTo(text, context)) return { ...plan, plain: true };
  const clear = plan.move === 'answer' && !plan.bridged && !asksBitAgain(text);
  const told = clear ? caseTold(text, (index?.themeWordsIn(text) ?? 0) > 0) : undefined;
  return told === undefined ? plan : { ...plan, told };
}

/**
 * "my bunkmate say im stupid, i must enjoy my life while young. who is right?": who is right in the case he tells, not
 * who is ahead in the debate.
 */
export function rightInHisCase(text: string): boolean {
  const said = normalize(text);
  if (ANYONE_RIGHT.test(said)) return true;
  return (
    /\b(?:who|which (?:of them|one|side))(?:'s| is|s| was| were)? (?:right|in the right)\b/.test(said) &&
    !/\b(?:winning|ahead|won(?!')|wins?|verdict|debate|argument|tonight|so far)\b/.test(said) &&
    caseTold(text) !== undefined
  );
}

/**
 * "Who's right, or is nobody right?", "who's right or is it all relative": whether anyone can be right at all is asked,
 * not who is ahead.
 */
const ANYONE_RIGHT =
  /\bwho(?:'s| is|s)? right,? or (?:is )?(?:(?:nobody|no one|noone|neither(?: of (?:them|us|you))?|both(?: of (?:them|us|you))?)(?: is| are)? right|(?:is )?(?:it|everything|it all|all of it) (?:just |all )?(?:relative|subjective|opinion|a matter of (?:opinion|taste|culture)))\b/;

/** Topic words the sentences before "who's right?" say at least, to be a case the debaters weigh. */
const MIN_CASE_STEMS = 6;

/**
 * "I'm a programmer. I know exactly what the code does ... Who's right here, Descartes or Turing?": who is right, or
 * ahead, asked last after sentences on the debate's theme asks the debaters to weigh what he told, not the chair for
 * the score ("the bees are in the basket the coffee is cold. who wins this fight" tells nothing of the theme).
 */
export function caseOnTheTheme(
  text: string,
  index: DebateIndex | undefined,
  read: (sentence: string) => string,
): boolean {
  const sentences = splitSentences(text);
  if (!index || sentences.length < 2) return false;
  const told = sentences.slice(0, -1).map(read).join(' ');
  return contentStems(told).length >= MIN_CASE_STEMS && index.find(told).reading === 'strong';
}

/** Whether his case was named in answer to his line before this one: it is not named again so soon. */
export function namedLately(told: string, conversation: readonly DebateEntry[]): boolean {
  const lines = conversation.flatMap((entry, i) => (entry.role === 'user' ? [i] : []));
  return conversation
    .slice(lines.at(-2) ?? conversation.length)
    .some(({ role, content }) => role !== 'user' && normalize(content).includes(told));
}

/** His view put back to him in absolutes ("so u mean we cant know anything at all", "you're saying nobody ever chooses"). */
const OVERREAD =
  /\b(?:(?:you|u) (?:mean|(?:'re|re|are) saying|say)|what (?:you|u)(?:'re| are|re) saying is)\b.*\b(?:anything at all|at all|nothing|everything|no one|nobody|never|always)\b/;

/**
 * A point granted at the start of a line that goes on ("okay fine socrates point taken i'll tell him face to face",
 * "I accept Monsieur Spinoza's point. In our last accident, ...").
 */
const GRANT_FIRST =
  /^(?:(?:ok|okay|alright|well|right|yeah|yes|hmm|mm|aye|fine|sure) )*(?:[a-z']+ )?(?:i(?:'ll| will| can)? (?:grant|give) (?:(?!that\b|this\b|it\b)[a-z']+ ){0,2}(?:that|this|the point|it)\b|point taken\b|fair(?: enough| point| play)?\b(?! (?:question|to (?:say|ask)))|(?:you're|youre|ur|you are|u r) right (?:about|on) (?:one thing|that|this|something)\b|i accept (?:[a-z']+ ){0,3}point\b|i concede\b|(?:i )?(?:(?:kind of|kinda|sort of|sorta|totally|actually|really|do|completely|fully|mostly|partly) )*agree with (?:that|this|him|her|you|what (?:he|she|you|[a-z]+) (?:just )?said|[a-z']+)(?: (?:bit|part|point|one|there))?\b(?! (?:but|though|tho|except)\b)|i (?:really )?(?:liked|loved|like|love) (?:that|this|what (?:he|she|you) (?:just )?said)(?: (?:bit|part|point|one|answer))?\b)|^(?:[a-z0-9']+ ){1,8}(?:i'll|ill|i will|i can) (?:give|grant) (?:you|u|ya|youse|yous|him|them)(?: (?:that|this|it|one)\b|(?= (?:but|though|tho|yet|still)\b|$))/;

/** Siding with one of them, by name ("in that case I'm with Mary", "honestly im on spinoza's side"). */
const SIDES_WITH = /\b(?:i'm|im|i am) (?:with|siding with|on the side of|on) (?=[a-z])/;

/** One of them named as the better ("I think Leibniz just made the stronger point, actually"). */
const PICKED =
  /^(?:(?:i think|i reckon|honestly|ok|okay|well|actually|for me) )*((?:[a-z']+ ){1,3})(?:just |really |clearly )?(?:made|makes|had|has) (?:the |a )?(?:stronger|better|best|more convincing|good) (?:point|case|argument)\b/;

/** One of them called right ("I think Spinoza is right", "Spinoza wins this one"), and no more. */
const CALLED_RIGHT =
  /^(?:(?:i think|i reckon|i feel like|honestly|ok|okay|well|actually|for me|tbh|yeah) )*(?!(?:is|was|are|am|isn't|wasn't|do|does|did|who|which|whose|so)\b)((?:[a-z']+ ){1,3})(?:is |was |s )?(?:just |really |clearly |definitely |totally |obviously |so )?(?:right|correct|spot on|winning|wins|won|onto something|has a point|makes (?:more )?sense)(?: (?:here|there|on this|this one|this round|so far|for me|tbh|i think))*$/;

/** Whether a line only calls one of the debaters right ("Spinoza wins this one"): he sides with him, nothing more. */
export function callsRight(text: string, { cast }: Pick<PlanContext, 'cast'>): boolean {
  // "is Socrates right?" asks.
  if (text.includes('?')) return false;
  const named = CALLED_RIGHT.exec(normalize(text))?.[1];
  const member = named === undefined ? undefined : addressedMember(named, cast.seated);
  return member !== undefined && cast.debaters.includes(member);
}

/** The debater he sides with by name ("I'm with Mary", "Leibniz made the stronger point"), and what he says after. */
function sidedWith(said: string, { cast }: PlanContext): { with: number; rest: string } | undefined {
  const sides = SIDES_WITH.exec(said);
  const picked = sides ? null : (PICKED.exec(said) ?? CALLED_RIGHT.exec(said));
  const after = sides ? said.slice(sides.index + sides[0].length) : undefined;
  const named = after?.split(' ').slice(0, 3).join(' ') ?? picked?.[1];
  const member = named === undefined ? undefined : addressedMember(named, cast.seated);
  if (member === undefined || !cast.debaters.includes(member)) return undefined;
  return { with: member, rest: after ?? said.slice(picked?.[0].length ?? 0) };
}

/** Words that ask something after a point granted ("i agree with that, but what about the customers"). */
const ASKS_AFTER =
  /^ (?:(?:but|so|and|then|though|ok|okay) )*(?:what|why|how|who|which|whether|is|are|does|do|did|can|could|should|would)\b|\b(?:but|so|then) (?:what|why|how|who|which|is|are|does|do|did|can|could|should|would)\b|\bwhat about\b/;

/** Whether a line opens by granting a point ("ok fair u cant prove tomorrow. but ..."). */
export function grantsFirst(text: string): boolean {
  return GRANT_FIRST.test(normalize(text));
}

/** A point granted to every debater at once ("okay i'll give youse that", "i'll grant you both that"). */
const TO_THEM_ALL = /\b(?:youse|yous|y'all|yall|you all|you both|you guys|you two|both of you|all of you)\b/;

/** The member a line answers: the one it names, else the last to make a point. */
function spokenTo(text: string, { cast, conversation }: PlanContext): number | undefined {
  return addressedMember(text, cast.seated) ?? lastPoint(conversation)?.speaker;
}

/**
 * "ok i give u that one socrates. if i won dirty i would know": the debater whose point he grants (the one he names,
 * else the last to make one) takes it first, when the turn is his; said of nothing the debate argues ("ok fair u cant
 * prove tomorrow. but i still have 30k at 6am"), he takes his point further instead of the chair turning it away.
 */
function takenAsGranted(plan: TurnPlan, text: string, context: PlanContext): TurnPlan | undefined {
  const { cast, conversation, index } = context;
  const said = normalize(text);
  const grant = GRANT_FIRST.exec(said);
  // "Thank you. In that case I'm with Mary, though ...": he sides with the one he names, whatever he says besides.
  const side = sidedWith(said, context);
  const siding = side !== undefined;
  // A bare grant ("fair enough") the floor took as one is the chair's to note; read as a question, its grantee's.
  const bare = grant !== null && contentStems(said.slice(grant[0].length)).length < 2;
  const noted = plan.granted === true || plan.move === 'chair';
  if (!siding && (!grant || (bare && noted))) return undefined;
  // "fair enough um one last thing for bacon ...", just after the chair said who is ahead: what he grants is the
  // chair's word, and no debater's point (set 60's "I am glad you grant it" answered a new question).
  const lastSaid = conversation.findLast((entry) => entry.role === 'assistant')?.plan;
  if (!siding && lastSaid?.move === 'chair') return undefined;
  // "okay i'll give youse that ...": granted to them all, it is his to take who answers.
  const grantee = side
    ? side.with
    : grant && TO_THEM_ALL.test(grant[0]) && cast.debaters.includes(plan.speaker)
      ? plan.speaker
      : spokenTo(text, context);
  if (grantee === undefined || !cast.debaters.includes(grantee)) return undefined;
  // "i agree with that bit, thats exactly how it felt that morning": what he adds asks nothing, so it is the grantee's
  // to take further, not another's to answer.
  const rest = side ? side.rest : said.slice(grant?.[0].length);
  const asks = text.includes('?') || ASKS_AFTER.test(rest);
  if (plan.speaker === grantee && plan.move !== 'redirect') {
    // A grant asks nothing: no "let me take this as a question of ..." before its answer.
    if (plan.move !== 'answer') return { ...plan, granted: true };
    const { bridged: _bridged, ...answer } = plan;
    return { ...answer, granted: true };
  }
  const point = lastPoint(conversation, grantee);
  const argument = point && index?.argument(point.argument)?.argument;
  const taken = plan.move === 'redirect' || plan.move === 'move-on' || (!asks && plan.move !== 'chair');
  if (!taken || !argument) return undefined;
  const { id, issue } = argument;
  return { speaker: grantee, move: 'imply', argument: id, issue, kind: 'implications', granted: true };
}

/** A turn's first sentence for what the visitor told or did: his loss or hardship, his balking, a point he granted. */
export function wordForTheVisitor(plan: TurnPlan, conversation: readonly DebateEntry[]): string | undefined {
  const count = (flag: 'balked' | 'granted' | 'hardship') =>
    conversation.filter((entry) => entry.plan?.[flag]).length;
  if (plan.condolence !== undefined)
    return fill(CONDOLENCES[plan.speaker % CONDOLENCES.length] as string, { loss: plan.condolence });
  if (plan.hardship) return HARDSHIPS[count('hardship') % HARDSHIPS.length];
  if (plan.balked) return BALKED[count('balked') % BALKED.length];
  if (plan.granted) {
    const chair = plan.move === 'move-on' || plan.move === 'hand-over';
    const frames = chair ? GRANTED : GRANT_TAKEN;
    return frames[count('granted') % frames.length];
  }
  return plan.welcomed ? 'Welcome back.' : undefined;
}
