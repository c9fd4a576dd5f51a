import { stemmer } from 'stemmer';

/** Signs of arithmetic between digits, as they are said. */
const SIGNS: Readonly<Record<string, string>> = { '+': 'plus', '=': 'is', '×': 'times', '*': 'times' };

/**
 * A pure function of a string that remembers what it has given: a line is read many times while its turn is planned
 * (a quarter of the planner's time went to normalizing the same strings again). Bounded: at most `entries` kept, each
 * no longer than `chars`; when full, it starts again.
 */
export function remembering(
  entries: number,
  chars: number,
  compute: (text: string) => string,
): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    const kept = known.get(text);
    if (kept !== undefined) return kept;
    const result = compute(text);
    if (text.length <= chars) {
      if (known.size >= entries) known.clear();
      known.set(text, result);
    }
    return result;
  };
}

/**
 * Lower case, letters, digits and apostrophes only, single spaces: how challenges and terms are compared. Accents come
 * off their letters ("Übermensch" is "ubermensch", not "bermensch"). A turn normalizes well over a thousand short
 * strings (every term and name of the debate, each sentence of the line), so it keeps 3000 of up to 200 characters
 * (at most about 2.4 MB): with 1000 it started again within a turn, and planning took a fifth longer.
 */
export const normalize = remembering(3000, 200, normalized);

function normalized(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      // A wave at the end of a typed line is a goodbye ("Thanks lads, try the veal 👋").
      .replace(/\s*\u{1F44B}[\u{1F3FB}-\u{1F3FF}]?\s*$/u, ' bye')
      // "2+2=4" is said "2 plus 2 is 4".
      .replace(/(\d)\s*([+=×*])\s*(?=\d)/g, (_, digit: string, sign: string) => `${digit} ${SIGNS[sign]} `)
      // "100% sure" is said "100 percent sure".
      .replace(/(\d)\s*%/g, '$1 percent ')
      .replace(/[^a-z0-9']+/g, ' ')
      .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
      .trim()
  );
}

/**
 * A pattern built from words of the content (a cue, a term, a name), compiled once: such patterns are built for every
 * line and every sentence of it. Bounded like `remembering`. Never for a pattern used with `test` or `exec` under the
 * `g` or `y` flag, whose `lastIndex` a shared instance would carry from one use to the next.
 */
export function compiled(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  const kept = PATTERNS.get(key);
  if (kept !== undefined) return kept;
  if (PATTERNS.size >= MAX_PATTERNS) PATTERNS.clear();
  const pattern = new RegExp(source, flags);
  PATTERNS.set(key, pattern);
  return pattern;
}
const PATTERNS = new Map<string, RegExp>();
const MAX_PATTERNS = 5000;

export function wordsOf(text: string): string[] {
  const normal = normalize(text);
  return normal === '' ? [] : normal.split(' ');
}

/**
 * Words that carry no topic: function words, and the words of asking and debating that every challenge uses.
 * "know", "true", "free" and "good" are not here: in these debates they are the topic.
 */
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few
  for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
  himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most mustn't
  my myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd
  she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's
  these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd we'll
  we're we've were weren't what what's when when's where where's which while who who's whom why why's will with
  won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
  ask asking answer tell say saying said think thinking thought really actually just please okay ok well yes yeah
  anyone anybody someone somebody something anything thing things way ever even still much many lot
  question questions sir mister philosopher philosophers debate guys friend friends everyone one ones get got
  like kind sort mean meant
  lol haha lmao omg kinda sorta tho though literally totally wow um uh hmm bro dude ngl tbh idk rn imo fr`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/**
 * A word reduced to its stem ("choosing" and "choose" meet at "choos"). The stemmer leaves "dying", "died" and "die"
 * apart ("dy", "di", "die"), and "lying", "lies" and "lie": a one-letter root is given back its "ie" first.
 */
export const stem = remembering(20000, 40, stemmed);

function stemmed(word: string): string {
  const bare = word.replace(/'s$/, '').replace(/'/g, '');
  return stemmer(bare.replace(/^([a-z])(?:ying|ied|ies)$/, '$1ie'));
}

/** The stems of a text's topic words, in order. */
export function contentStems(text: string): string[] {
  return wordsOf(text)
    .filter((word) => !isStopword(word) && word.length > 1)
    .map(stem);
}

/** A sentence that only says who the visitor is or when he speaks ("Bus driver here, on my break."). */
/** What a visitor says he is, by the word it ends on: a job or a place in a family, not a position ("a determinist"). */
const ROLE =
  "(?:(?:a|an) )?(?:[a-z'-]+ ){0,3}?(?:[a-z'-]+(?:er|or|ian|ant|ent)|retiree|employee|nurse|medic|chef|cook|clerk|pilot|vet|midwife|cop|soldier|coach|mum|mom|dad|mother|father|parent|grandma|grandpa|grandmother|grandfather|carer|nan)s?";
const BREAK = '(?:on|during) (?:my|a|the) (?:break|lunch|shift|commute|lunch break|tea break|day off)';
/** A sentence that only says who the visitor is or when he speaks ("Bus driver here, on my break."). */
const INTRODUCTION = new RegExp(
  `^(?:(?:hi|hello|hey|good (?:evening|morning|afternoon)|ok|okay|so|well|right) )*(?:(?:(?:i'm|i am|im) |i (?:spent|worked) [a-z ]*?years? as |i work as )${ROLE}(?: here)?|${ROLE} here|(?:retired|former) ${ROLE}(?: here)?)?(?:(?: |^)(?:(?:i'm|i am|im|just) )?${BREAK})?(?: so)?(?: (?:a )?quick (?:one|question))?$`,
);
/** Words of leaving or thanks, which no introduction says. */
const LEAVE_WORDS = /\b(?:cheers|bye|goodbye|goodnight|thanks|ta)\b/;
/** "Sorry" said on its own before or after a sentence's words ("..., sorry.", "Sorry, ..."). */
const APOLOGY_AROUND =
  /,\s*sorry\b(?=\s*(?:[.!?]|$))|(^|[.!?]\s+)(?:(?:ok|okay|oh|um),? )?sorry\b[,.!]?(?=\s)/gi;
/**
 * A question's own hedge, which asks nothing: "..., or is that a dumb question?", "Stupid question, but ...", "..., if
 * that makes sense".
 */
const HEDGE =
  /,?\s*\b(?:(?:or )?(?:is|was) (?:that|this|it) (?:like |just )?(?:a |an )?(?:really |very |super )?(?:dumb|stupid|silly|daft|naive|obvious|basic|weird) question|(?:sorry if (?:this|that|it) is |(?:this|it) (?:is|might be|may be) |(?:maybe|probably|possibly|might be) )?(?:a |an )?(?:really |very |super )?(?:dumb|stupid|silly|daft|naive|basic) question,? but|if (?:that|this|it) makes (?:any )?sense)\b/gi;
/** Words an introduction has at most. */
const MAX_INTRODUCTION_WORDS = 10;

/**
 * The challenge without the sentences that only introduce the visitor ("Hello. Bus driver here, on my break. Can we
 * be sure of anything?"): a job or a break is no topic. A challenge that is nothing else is kept whole.
 */
export function withoutIntroductions(text: string): string {
  // "Ok sorry. So is goodness real? I don't get it yet, sorry": an apology is no topic (it is not pity).
  // "Can we know anything, or is that a dumb question?": the hedge is no topic either.
  const said = text.replace(APOLOGY_AROUND, '$1').replace(HEDGE, '').trim() || text;
  const sentences = splitSentences(said);
  const kept = sentences.filter((sentence) => {
    if (sentence.includes('?')) return true;
    const normal = normalize(sentence);
    // "im done cheers" is a goodbye, not a cheerer introducing himself.
    return (
      normal.split(' ').length > MAX_INTRODUCTION_WORDS ||
      !INTRODUCTION.test(normal) ||
      LEAVE_WORDS.test(normal)
    );
  });
  return kept.length > 0 && kept.length < sentences.length ? kept.join(' ') : said;
}

/** Splits spoken text into sentences on . ! ? (the speech pipeline's rule). */
export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?]+[.!?]*\s*/g) ?? [text];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The longest run of consecutive words a reply shares with the challenge: parroting is a run over five. */
export function longestSharedRun(challenge: string, reply: string): number {
  const asked = wordsOf(challenge);
  const said = wordsOf(reply);
  let longest = 0;
  // Dynamic programming over the two word lists; both are short (a challenge and a four-sentence reply).
  let previous = new Array<number>(said.length + 1).fill(0);
  for (let i = 1; i <= asked.length; i++) {
    const current = new Array<number>(said.length + 1).fill(0);
    for (let j = 1; j <= said.length; j++) {
      if (asked[i - 1] === said[j - 1]) {
        current[j] = (previous[j - 1] as number) + 1;
        if ((current[j] as number) > longest) longest = current[j] as number;
      }
    }
    previous = current;
  }
  return longest;
}

/** Contractions typed without their apostrophe, as the names' reading leaves the rest ("what's" -> "what"). */
const SHORTHAND: Record<string, string> = {
  whats: 'what',
  whos: 'who',
  thats: 'that',
  hes: 'he',
  shes: 'she',
  theres: 'there',
  heres: 'here',
  im: "i'm",
  ive: "i've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  youre: "you're",
  theyre: "they're",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  wat: 'what',
  wats: "what's",
  wut: 'what',
  wot: 'what',
  rn: 'right now',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  ppl: 'people',
  rlly: 'really',
  msg: 'message',
  vids: 'videos',
  tho: 'though',
  thx: 'thanks',
  ty: 'thank you',
  smth: 'something',
  sth: 'something',
  abt: 'about',
  w: 'with',
  ya: 'you',
  yall: 'you all',
  yous: 'you',
  youse: 'you',
  wdym: 'what do you mean',
  wud: 'would',
  hu: 'who',
  gd: 'good',
  frm: 'from',
  wen: 'when',
  shd: 'should',
  gud: 'good',
  bt: 'but',
  wd: 'would',
  b4: 'before',
  yrs: 'years',
  yr: 'year',
  kno: 'know',
  y: 'why',
  rly: 'really',
  actualy: 'actually',
  nemore: 'anymore',
  evry: 'every',
  evryone: 'everyone',
  tonite: 'tonight',
  nite: 'night',
  ans: 'answer',
  gota: 'gotta',
  // Typed as said, the final g dropped ("knowin 100%", "someones lyin at the door").
  knowin: 'knowing',
  lyin: 'lying',
  doin: 'doing',
  goin: 'going',
  sayin: 'saying',
  thinkin: 'thinking',
  tryin: 'trying',
  talkin: 'talking',
  tellin: 'telling',
  askin: 'asking',
  feelin: 'feeling',
  gettin: 'getting',
  nothin: 'nothing',
  somethin: 'something',
  anythin: 'anything',
  everythin: 'everything',
  winin: 'winning',
  winnin: 'winning',
  postin: 'posting',
  pourin: 'pouring',
  rainin: 'raining',
  snowin: 'snowing',
  writin: 'writing',
  bein: 'being',
  makin: 'making',
  lookin: 'looking',
  comin: 'coming',
  startin: 'starting',
  cud: 'could',
  shud: 'should',
  any1: 'anyone',
  some1: 'someone',
  every1: 'everyone',
  no1: 'no one',
};

/**
 * Words that vouch for a line or only exclaim, and say nothing of it ("to be honest" at its start or end, "in all
 * honesty", "honest answer pls", "god rest him", "oh my god", "thank god"): set 48's "that kind of changes how i hear
 * everything youre saying to be honest" was read as a question about honesty, and "you make your own bed you lie in
 * it god rest him" as one about God.
 */
const HEDGES =
  /^(?:[a-z']+ ){0,2}to be (?:honest|fair)\b|\bto be (?:honest|fair)$|\bif i(?:'m| am) (?:honest|being honest)\b|\bin all honesty\b|\b(?:an? )?honest answers? (?:please|pls|plz)\b|\b(?:give (?:me|us)|i want) (?:an? )?honest answers?\b|\bgod (?:rest|bless|help) (?:him|her|them|you|me|us|his soul|her soul|their souls)\b|\b(?:oh )?my god\b|\b(?:thank|honest to|for) god(?:'s sake)?\b/g;

/** A normalized line without the words that vouch for it. */
export function withoutHedges(normal: string): string {
  return normal.replace(HEDGES, ' ').replace(/\s+/g, ' ').trim();
}

/** A normalized text with typed shorthand ("whats", "im", "u") read as the words it stands for. */
export function expandShorthand(normal: string): string {
  // "good eve sirs" is a greeting, not Eve of the garden.
  return (
    normal
      .replace(/\bgood eve\b/g, 'good evening')
      // "youre the the chair here", "i i put the kettle on": a speaker's stutter, said once.
      .replace(STUTTER, '$1')
      .split(' ')
      .map((word) => SHORTHAND[word] ?? word)
      .join(' ')
  );
}

/** A short word said twice running as a speaker stumbles ("the the", "i i"); "night night" and "no no" are meant. */
export const STUTTER =
  /\b(i|the|a|an|to|and|you|it|that|thats|this|he|she|we|they|my|in|of|is|was|so|but|um|uh)(?: \1\b)+/g;

/** The same sentence however it is cased or punctuated, for the "never twice in a call" rule. */
export function sentenceKey(sentence: string): string {
  return normalize(sentence);
}

/** "terrible supervisors" -> "Terrible supervisors". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Does the feeling ..." -> "does the feeling ...", leaving "I" and proper names alone. */
export function lowerFirst(text: string, keep: readonly string[] = []): string {
  const first = text.split(/[\s,]/, 1)[0] ?? '';
  if (first === 'I' || first.startsWith("I'") || keep.includes(first.replace(/'s$/, ''))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A template as a pattern of the sentences made from it: each slot stands for any words. */
export function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-zA-Z]+\}/g, '(.+)');
  return new RegExp(`^${escaped}$`);
}

/** Fills "{name}"-style slots; a slot with no value is left as it is, so a test can see it. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** A last clause that adds a reason, a manner or a contrast to a claim: ", because ...", ", with ...", ", not ...". */
const TRAILING_CLAUSE =
  /,\s+(because|since|though|although|while|whereas|with|by|for|as|which|not|rather|instead|leaving|making|turning|giving)\s[^,;]*$/i;
/** Words a claim keeps at least, so that what is left still says something. */
const MIN_MAIN_CLAUSE_WORDS = 4;

/**
 * A gist without its trailing clauses: "doing wrong is worse than suffering it, because it corrupts the soul" ->
 * "doing wrong is worse than suffering it". For saying again, briefly, a point the visitor has just heard in full.
 */
export function mainClause(gist: string): string {
  let main = gist;
  for (let match = TRAILING_CLAUSE.exec(main); match; match = TRAILING_CLAUSE.exec(main)) {
    const kept = main.slice(0, match.index);
    if (wordsOf(kept).length < MIN_MAIN_CLAUSE_WORDS) break;
    main = kept;
  }
  return main;
}
