import { ARSENAL_SLOTS, arsenalTemplates } from '../../src/debates';
import type { ChallengeKind } from './types';
import { contentStems, normalize, splitSentences } from './text';

/** How a visitor asks each Socratic kind in their own words (DEBATE-CRAFT.md, "The five kinds"). */
const KIND_PATTERNS: readonly (readonly [ChallengeKind, RegExp])[] = [
  // An objection first, whatever else it names: "that definition seems circular" doubts, it asks for no definition.
  ['assumptions', /\bcircular\b|\bbegs? the question\b|\bcontradict(?:ing|s)? (?:yourself|itself)\b/],
  [
    'clarification',
    /\bwhat do(?:es)? (?:you|he|she|that|it|this) mean\b|\bwhat (?:is|was) meant\b|(?<!\b(?:i|we|you|they|he|she|nobody|no one|noone|anybody|anyone|everybody|everyone|somebody|someone|people) (?:can|could|can't|cannot|couldn't|need to|have to|must|should) )\bdefine\b|\bdefinition\b|\b(?:give me |give us |can you give (?:me |us )?)?(?:an? )?(?:concrete |real |everyday |practical |specific )?(?:example|exmaple|exampel)(?: from (?:ordinary|everyday|real|daily) life)?\b|\b(?:give|show) (?:me |us )?(?:an? |one )?(?:concrete |real |specific )?(?:case|instance)\b|\bfor instance\b|\bsay (?:that|it) (?:more )?simpl\w*|\bplain(?:er)? (?:words|english)(?: please)?$|\b(?:say|put|explain) (?:it |that |this )?(?:in )?plain(?:er)? (?:words|english)\b|\bexplain (?:that|this|what you mean)\b|\b(?:explain|say|put) (?:it |that |this )?(?:like|as if|as though) (?:i am|i'm|you're talking to|you are talking to|to) (?:a |an )?(?:child|kid|five|\w+ year old)\b|\beli5\b|\bmore simply\b|\b(?:keep|make) (?:it|that|this) (?:a bit |a little |much |even )?simpler\b|^(?:(?:much |a bit |bit |even )?(?:simpler|slower|more slowly)(?: (?:please|words|english))?)$|\bmore (?:simple|slow|slowly|simply|easy)(?: (?:words|english|please))?\b|\b(?:simple|simpler|easy|easier) words\b|\b(?:explain|say|put) (?:it|that|this)(?: to me)? (?:like|as if|as though) (?:i'm|i am|i was|i were)\b.*$|\bwhat (?:mean|means)\b|\b(?:this|that|the) word i (?:don't|do not) know\b|\bi (?:don't|do not) know (?:this|that|the) word\b|\bin simpler (?:words|terms)\b|\bas if (?:you were )?(?:telling|talking to|explaining (?:it )?to) a (?:child|kid)\b|\bi (?:didn't|did not) (?:understand|get|follow) (?:much of )?(?:that|it|any of that)\b|\bclarify\b|\bin other words$|\bi (?:don't|do not) (?:understand|get it|follow)\b|\bi'm (?:a (?:bit|little) |kind of |kinda |so |totally |completely |getting )?(?:confused|lost)\b|\b(?:that|this|it) makes no sense\b|\b(?:doesn't|does not) make (?:any )?sense\b|\bnot making (?:any |much )?sense\b|\byou lost me\b|\bi'm not following\b|^(?:what|huh|pardon|come again)$/,
  ],
  [
    'assumptions',
    /\bhow (?:do|can|could) you (?:know|be sure)\b|\bfor granted\b|\bassum\w*|\bfact or (?:a )?belief\b|\bstarting point\b|\bpremis\w*|\bwhat makes you (?:so )?sure\b|\bwhy should (?:anyone|we|i) (?:accept|believe)\b|\bprove (?:it|that|this)\b|^(?:(?:but|and|so|wait|ok|okay|hmm|hold on) )*why(?: not)? (?:tho|though|exactly|really)$|^(?:(?:but|and|so|wait|ok|okay|hmm|hold on) )*why(?: not)?(?: (?:is|would|should|do|does|did) (?:that|it|this|you|he|she)(?: (?:be|say|think|believe|hold)(?: so| that| it)?| so)?)?$|\bhow so\b|(?:^|\b(?:but|and|so|ok|okay) )(?:how come|for what reason|what for|why so|why's that|for what)(?: tho| though| then| exactly)?$|\bwhy(?: (?:tho|though|exactly|really))?$|^(?:are you|is he|is she) (?:so )?(?:sure|certain)$|\bsays who\b|\bon what grounds\b|\bi (?:disagree|don't agree|do not agree|don't buy (?:it|that)|don't think so|doubt (?:it|that))\b|\bi'm not (?:convinced|so sure)\b|\bnot convinced\b|^(?:(?:hmm+|hm+|um+|well|i'm|im|i am) )*not (?:so |too |really |entirely |quite )?sure (?:about|of) (?:that|this|it)$|^(?:that|this|it)(?: is)? (?:wrong|false|not true|untrue|nonsense|absurd|ridiculous|circular|a contradiction|contradictory|naive|too simple|too easy|convenient)$|\bcircular\b|\bbegs? the question\b|\bquestion begging\b|\bcontradict(?:ing|s)? yourself\b|\bcop ?out\b|\b(?:you're|you are|stop) (?:dodging|avoiding|evading)\b|\bdodg(?:e|ing) the question\b|\bnot an answer\b|\b(?:you|he|she) (?:didn't|did not|never) answer\b|\bthat's not what i asked\b|\bi'm not buying (?:it|that)\b|\bnot buying (?:it|that)\b|\b(?:too|pretty|very) convenient\b|\bcheap shot\b|^(?:nonsense|rubbish|no way|not true|wrong|no|nope|not so|come on|really|bullshit)$/,
  ],
  [
    'implications',
    /\bwhat follows\b|\bwhat (?:do|should|can) i (?:actually |even |really )?do with (?:all )?(?:this|that|it)\b|\bsomething i can use(?: tomorrow| today| in (?:real|my) life)?\b|\bhow (?:does|do|would|will) (?:this|that|any of (?:this|that)) help me\b|\bwhat does (?:this|that|any of (?:this|that)) mean for me\b|\bin (?:practice|real life) then\b|\bconsequence\w*|\bif you(?:'re| are) right\b|\bwhat would (?:that|it|this) (?:mean|change)\b|\bchange the way we live\b|\bwho (?:gains|loses|wins)\b|\bimplication\w*|\bwhere does (?:that|this) lead\b|^(?:go on|tell me more|say more|keep going|elaborate|continue|and then what|so what)$|^(?:(?:please|ok|okay|so|just|but|now) )*(?:let (?:him |her |them )?(?:finish|go on|continue|carry on|speak)|(?:can|could|would|will|may) (?:you |he |she )?(?:please )?(?:go on|continue|carry on|finish)|(?:i'd like|i would like|i want|i wanna|can i|could i|can we|could we) (?:to )?hear (?:more|the rest)(?: from| of (?:that|it|this))?)(?: (?:his|her|your|the|that) (?:point|thought|argument|sentence|answer))?(?: (?:please|then|first))*$/,
  ],
  [
    'counter-argument',
    /\bstrongest (?:case|objection|argument|point) against\b|\bchange your mind\b|\bweakest\b|\bweak (?:point|spot)\b|\bstate your (?:rival|opponent)\w* (?:view|case|position)\b|\bobjection\w*|\bsteel ?man\b|\bcould you be wrong\b/,
  ],
  [
    'opponents',
    /\bopponent\w*|\brival\w*|^why (?:is|are)(?: he| she| they| the other)? (?:so )?wrong\b|\bwhere does (?:he|she) go wrong\b|\bwhere do you (?:both |two )?(?:actually )?agree\b|\bagree with (?:him|your)\b|\bthe other side\b|\blearn\w* from (?:him|her|them|each other|your (?:opponent|rival)|the other)\b/,
  ],
];

/**
 * The Arsenal's own questions, by their words without the philosophers' names (the planner reads a challenge with the
 * call's names taken out): these are always the kind of their page.
 */
const ARSENAL = new Map<string, ChallengeKind>(
  arsenalTemplates.flatMap((page) =>
    page.questions.map((q) => [normalize(q.replace(ARSENAL_SLOTS, ' ')), page.theme] as const),
  ),
);

/** A clarification that asks for the same point in simpler words, not for a word's meaning or an example. */
const SIMPLER = /\b(?:simpl|plain|easier|easy|slower|slowly)/;
/** Words a request may open with before what it asks: "can you", "sorry could you please". */
const ASKED_FIRST = /^(?:(?:sorry|please|ok|okay|so|wait|um|can|could|would|will|you|u) )*$/;

/**
 * More topic words than this after the Socratic phrase, and the challenge is a question in its own right:
 * "how do you know the sun will rise tomorrow" asks about induction, not about the last claim.
 */
const MAX_TOPIC_STEMS_OF_A_KIND = 2;

/**
 * The kind of a challenge. The five Socratic kinds refer to what was just said ("that", "you"); a challenge with a
 * topic of its own is a 'question' even when it borrows a Socratic phrase.
 */
export function challengeKind(text: string): ChallengeKind {
  const normal = normalize(text);
  const arsenal = ARSENAL.get(normal);
  if (arsenal) return arsenal;
  for (const [kind, pattern] of KIND_PATTERNS) {
    const asked = pattern.exec(normal);
    if (!asked) continue;
    // "Can you keep it simpler mate I left school at sixteen?": asked first, what follows is only why.
    if (kind === 'clarification' && SIMPLER.test(asked[0]) && ASKED_FIRST.test(normal.slice(0, asked.index)))
      return kind;
    const rest = normal.replace(new RegExp(pattern.source, 'g'), ' ');
    return contentStems(rest).length <= MAX_TOPIC_STEMS_OF_A_KIND ? kind : 'question';
  }
  return 'question';
}

/** "..., in one sentence?", "briefly", "give me the short version": the visitor asks for the point alone. */
const BRIEF =
  /\b(?:(?:give me |say it |put it |answer )?in (?:one|a single|a|one short) (?:sentence|line|word)|in (?:two|three|a few|a couple of) (?:short )?(?:sentences|lines)|(?:give me |what is )?(?:the |a |your )?(?:one (?:sentence|line|word)|short|shorter|brief|quick) (?:version|answer|summary)|in a nutshell|one (?:sentence|line) each|briefly|in brief|short answers?|keep (?:it|them|this|your answers?) (?:short|brief)|in (?:a )?few words|(?:one|two|three|four|five|ten|fifteen|twenty|thirty|a few|\d+) (?:short )?(?:sentences|lines|words)(?: each)?|short and (?:simple|sweet)|in (?:under |less than |fewer than |no more than )?(?:\d+|ten|fifteen|twenty|thirty|fifty) words|(?:\d+|two|three) (?:line|sentence) (?:version|answer|summary)|simple and short|one ?liner|tweet(?: |-)?length|(?:a |as a )?tag ?line|sum (?:it|that) up|in short|tl ?dr|(?:one|a single) (?:sentence|line)(?: (?:please|max|only|tops))?$|(?:in )?(?:under )?(?:five|ten|fifteen|twenty|thirty|sixty|a few|\d+) (?:seconds|secs)(?: (?:please|max|only|tops))?$)\b/g;

/** "Yes or no?", "stop hedging", "a straight answer": the visitor asks where the speaker stands, said plainly. */
const PLAIN =
  /\b(?:yes or no|yea or nay|(?:(?:i want|i need|give me|just) )?(?:a |an |the )?(?:straight|direct|plain) (?:answer|yes or no)|(?:i want|i need|give me|just) (?:a |an )?(?:simple|clear|honest) answer|(?:stop|no|quit|without|enough) (?:the )?(?:hedging|waffling|waffle|dodging|evading)|answer (?:it |that |the question |me )?(?:plainly|directly|straight|honestly)|just answer(?: (?:the question|it|me))?|(?:state|give) (?:your|his|their|us your|me your) (?:position|view|answer)s?|(?:the )?one word (?:version|answer)|(?:do|will|would) you (?:concede|admit)(?: (?:it|that|this))?|(?:keep|keeps|always|just) (?:asking|answering with) (?:more )?questions(?: instead of answering)?|instead of (?:just )?answering|answer(?:s|ed|ing)? (?:a |my |the |every )?questions? with (?:a |another )?questions?(?: (?:you|u) (?:do|did) (?:that|it|this)(?: (?:every|each) time| always| again)?)?)\b/g;

/** Whether a challenge asks for the speaker's plain answer. */
export function asksPlain(text: string): boolean {
  return new RegExp(PLAIN.source).test(normalize(text));
}

/**
 * A visitor's own decision put to them ("should I go back to dancing?", "do you think I should forgive him?", "what would
 * you do in my place?", "so you'd tell me not to believe her?", "I'd be wrong to trust it?"): a question of how he
 * should live; not how to do a thing ("how long should I boil an egg?"), nor an errand ("should I buy a new car?").
 */
const ADVICE_ASKED =
  /\b(?:(?<!\b(?:how|long|much|many|often|when|where|which|who|why|time) )(?:should|shall|ought) i(?! (?:buy|order|book|watch|wear|eat|cook|boil|download|install|take the|get the)\b)|do (?:you|either of you|you both|you two|they) think i (?:should|ought)|(?:would you|you'd|you would) (?:advise|tell) me (?:not )?to|i(?:'d| would) be (?:wrong|right|foolish|a fool|daft|stupid|mad|silly) to|i (?:shouldn't|should not|ought not to|oughtn't to)|what (?:should|ought) i (?:to )?do|what would you do (?:in my (?:place|shoes|position)|if you were me)|(?:is it|would it be) (?:right|wrong|selfish|foolish|wise|ok|okay) (?:(?:of|for) me to|to(?=.*\b(?:i|me|my|myself|mine)\b)))\b/;

/** Whether a challenge asks what the visitor himself should do. */
export function asksAdvice(text: string): boolean {
  return ADVICE_ASKED.test(normalize(text));
}

/**
 * Whether a challenge asks to be answered in a sentence, anywhere in it or in a sentence of its own ("socrates, one
 * line. what's 'good' then?").
 */
export function asksBrief(text: string): boolean {
  const brief = new RegExp(BRIEF.source);
  return (
    brief.test(normalize(text)) || splitSentences(text).some((sentence) => brief.test(normalize(sentence)))
  );
}

/**
 * The challenge without its asking for brevity or a plain answer: "one sentence" is not a topic (a sentence passed on a
 * criminal), nor is "a straight answer".
 */
export function withoutBrief(text: string): string {
  return normalize(text).replace(BRIEF, ' ').replace(PLAIN, ' ').replace(/\s+/g, ' ').trim();
}

/** "Keep it short", "you keep letting them run long": shorter turns asked for, for the rest of the call. */
const SHORTER =
  /\b(?:keep (?:it|them|this|things|your (?:answers|turns|replies)) (?:short|shorter|brief|tight)|(?:make|keep) (?:it|that|this|them) (?:a bit |much |even |a lot )?shorter|(?:shorter|briefer|tighter) (?:answers|turns|replies)(?: please)?|(?:talk|ramble|drone on) (?:too much|too long|forever)|(?:run|running|ran|going|went) (?:on )?(?:too )?long|(?:too|so) (?:long winded|wordy|verbose)|less (?:talking|waffle|rambling)(?! than)|(?:getting|all these|no more|enough) speeches|enforce (?:that|it|this|brevity|the rules)|hold (?:him|her|them) to (?:a|one|two) (?:minute|sentence)s?|(?:stop|quit) (?:rambling|waffling|monologuing|lecturing)|(?:why does it|it) takes? (?:so long|ages|forever|(?:\d+|ten|five|two) (?:mins?|minutes)) to (?:say|answer|get to)|get to the point)\b/;

/** Whether a line asks for shorter turns from now on. */
export function asksShorter(text: string): boolean {
  return SHORTER.test(normalize(text));
}
