// A visitor who says they want to die is not making a debating point. The debate stops for one turn: the chair, out of
// character, says that help is there, and the floor goes back to the visitor. Only first-person words of intent count:
// "Is suicide ever rational?" is a question of the Final Question's theme, and the philosophers answer it.

const FIRST_PERSON_CRISIS =
  /\b(?:i (?:want|wanna|am going|'m going|plan|intend|need) to (?:die|kill myself|end (?:it all|my life))|i(?:'m| am) (?:suicidal|going to kill myself)|kill(?:ing)? myself|end(?:ing)? my (?:own )?life|take my own life|(?:don't|do not|dont) want to (?:live|be alive|exist)(?: anymore| any more)?|no reason (?:for me )?to (?:live|go on)|(?:hurt|harm)(?:ing)? myself|better off dead)\b/;

/** What the chair says, whoever chairs: plain, warm, and the same for everyone, wherever they are. */
export const CARE_WORDS =
  'Let me step out of the debate for a moment, because you matter more than any argument here. If you are thinking about ending your life, please reach out now to someone you trust, or to a crisis line: in the United States call or text 988, and elsewhere your local emergency number or crisis service. We will be here when you want to talk again.';

/** Whether a challenge says, in the visitor's own voice, that they mean to harm themselves. */
export function isCrisis(text: string): boolean {
  return FIRST_PERSON_CRISIS.test(text.toLowerCase().replace(/[’]/g, "'"));
}

// A visitor who tells of a death ("My wife Margaret died in March. ... Was that goodness real?") is still asking his
// question, and the debate answers it; but whoever speaks first says a word for the loss before the argument.

/** Those whose death or illness a visitor may tell of, as he names them. */
const KIN =
  '(?:wife|husband|partner|mother|mum|mom|mam|mama|father|dad|da|son|daughter|brother|sister|(?:best )?friend|grandmother|grandfather|grandma|grandpa|granny|gran|nan|nana|aunt|auntie|uncle|child|baby|fiance|fiancee|dog|cat)';
const LOSS = new RegExp(
  `\\bmy (?:(?:late|dear|beloved|little|old) )?(${KIN})(?: [a-z]+)?(?:,? (?:who|whom) [a-z ]+,?)? (?:died|passed(?: away| on)?|was killed|is gone|has died|has passed(?: away| on)?|is no longer with us)\\b(?! (?:laughing|of (?:laughter|embarrassment|shame|boredom)|inside))|\\b(?:lost|buried) my (?:(?:late|dear|beloved|little|old) )?(${KIN})\\b|\\bsince my (${KIN}) (?:died|passed)\\b|\\bmy late (${KIN})\\b|\\bmy (${KIN})'s (?:funeral|death|passing)\\b`,
);

/** The one whose death the visitor tells of, as the reply names him ("your wife"); undefined when he tells of none. */
export function lossTold(text: string): string | undefined {
  const said = text.toLowerCase().replace(/[’]/g, "'");
  const match = LOSS.exec(said);
  const kin = match?.slice(1).find((group) => group !== undefined);
  if (kin !== undefined) return `your ${kin}`;
  // "my clive died two years ago in march": one of his own by name (a pet by its kind; "my phone died" is no loss).
  const named = NAMED_LOSS.exec(said)?.[1];
  if (named === undefined || NOT_LOST.test(named)) return undefined;
  return PETS.test(named) ? `your ${named}` : `${named.charAt(0).toUpperCase()}${named.slice(1)}`;
}

/** "my clive died", "my Geoff passed away last spring". */
const NAMED_LOSS =
  /\bmy ([a-z]+) (?:died|passed away|passed on|passed)\b(?! (?:the|a|an|it|my|his|her|me|out|over|laughing|inside|of (?:laughter|embarrassment|shame|boredom))\b)/;
const PETS = /^(?:dog|cat|horse|pony|budgie|parrot|hamster|rabbit|bunny|puppy|kitten|pup)$/;
/** What dies that is no one: "my phone died", "my battery died on me". */
const NOT_LOST =
  /^(?:phone|battery|car|van|truck|laptop|computer|tablet|tv|telly|wifi|internet|signal|engine|plant|plants|fish|goldfish|tomatoes|garden|grass|hopes?|dreams?|interest|love|marriage|business|career|account|mic|microphone|headphones|charger|torch|lights?|boiler|fridge|freezer|printer|camera|watch|radio|team|character|streak|game|save|own|old|first|last)$/;

// One of his own in illness or decline ("my mams got dementia see ...", "my dad had a stroke last year and ...", "some
// days she dont know who i am") is told of as a death is: set 57's judge heard such a line argued over without a word.
// The turn opens with a short, plain one; it names no one, for the answer may name his case next ("As for your
// mother, ...").

const ILLNESS =
  "(?:(?:early|late|advanced|bad|severe|the)(?:[- ]stage)? )?(?:dementia|alzheimer'?s|parkinson'?s|cancer|motor neurone(?: disease)?|mnd|als|a (?:bad |massive )?stroke|strokes|a (?:brain )?tumou?r|leuka?emia|heart failure|terminal [a-z]+)(?! of\\b)";
const DECLINE = new RegExp(
  [
    `\\bmy (?:(?:old|dear|poor|little|wee) )?${KIN}(?: [a-z]+)?(?:'?s got| has| had| has got| got| (?:is|was|has been|got|just got) (?:living with|fighting|battling|dying (?:of|from)|diagnosed with|in (?:the )?(?:late|early|last|final) stages? of)) ${ILLNESS}`,
    `\\bmy (?:(?:old|dear|poor|little|wee) )?${KIN}(?: [a-z]+)?(?:'?s| is) (?:dying|terminally ill|(?:in|going into) (?:a|the) (?:care|nursing|old (?:people'?s|folks'?)) home|in (?:a |the )?hospice|on (?:his|her) last legs)\\b`,
    `\\b(?:she|he)(?:'?s got| has| has got| got) ${ILLNESS}`,
    "\\b(?:she|he) (?:doesn'?t|dont|does not|no longer|can'?t|cant|didn'?t|didnt)(?: even)? (?:know|recognise|recognize|remember) (?:me|who i am|my name)\\b",
  ].join('|'),
);

/** Whether the visitor tells of one of his own in illness or decline (a death is told by lossTold). */
export function hardshipTold(text: string): boolean {
  return DECLINE.test(text.toLowerCase().replace(/[’]/g, "'"));
}
