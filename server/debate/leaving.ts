// How a visitor takes his leave, in his words: goodbyes, thanks and his own verdict on the way out (floor-talk.ts).
import { ASKS_SOMETHING } from './floor-phrasings';

/**
 * Before thanks said of someone else, not by the visitor: "every barrister would thank you", "she'll thank you", "she
 * says please and thank you".
 */
const THANKED =
  "(?<!\\bplease and )(?<!\\b(?:would|will|'ll|'d|should|might|could|may|never|not|won't|wouldn't|they|he|she|you|the|for|any|no|a|my|his|her|their|our|without|says|said|say|saying|n) )";

/** Goodbye and good night in a visitor's own language ("usiku mwema", "lahko noc", "gute nacht"), accents dropped. */
const IN_HIS_LANGUAGE =
  '(?:usiku mwema|kwaheri|slan|slawn|lahko noc|laku noc|buenas noches|bonne nuit|gute nacht|buona notte|boa noite|adios|adieu|ciao|tschuss|au revoir|hasta luego|hasta manana|sayonara|oyasumi|dobranoc|do widzenia|arrivederci|tot ziens|welterusten|god natt|hej da|zai jian|do svidaniya|spokoynoy nochi|kalinichta|oiche mhaith|nos da|ka kite(?: ano)?|paalam)';

/** "See you" said to go, first or after another word of parting ("ok thanks, see you"), not seen ("who gets to see you"). */
const SEE_YOU =
  '(?<=^|\\b(?:ok|okay|thanks|thank you|bye|right|well|and|so|then|cheers|anyway|alright|both|all|guys|everyone|folks|lads|gents|gentlemen|friends|philosophers|people|team|night|later|great|lovely|fun|debate|evening|chat|session|discussion|today|tonight|x) )see you';

/** "peace" said to go, not sought: "that kind of peace", "find peace", "inner peace" are no goodbye. */
const PEACE =
  '(?<!\\b(?:in|at|of|for|with|and|find|make|keep|inner|world|rest|that|this|such|some|any|the|a|real|true|your|my|our|their|lasting) )peace';

/** A word of leaving anywhere in a line: it marks the line as about the debate (floor-talk.ts). */
export const FAREWELL_MARK = new RegExp(
  `\\b(?:${THANKED}thank(?:s| you)|${IN_HIS_LANGUAGE}|bye|goodbye|good ?ni(?:ght|te)|farewell|cheers|${PEACE}(?: out)?|(?:i'm|im|i am) (?:out|off)|gotta go|${SEE_YOU}|gg|ttyl|(?:i(?:'ll| will)|ill) (?:leave it there|let you (?:all |both |boys |lads |guys )?go))\\b`,
);

/**
 * The visitor's own verdict ("spinosa wins for me", "i reckon guy the board shaded it", "id give it to adam smith"):
 * said with a word of leaving and asking nothing, it is a goodbye ("cheers lads bacon wins it for me sorry thoreau").
 */
export const OWN_VERDICT =
  /\b(?:wins?|won|shaded|shades|edged|edges|nicked|nicks)(?: (?:it|this(?: one)?|that(?: one)?))?(?: (?:for me|tonight|by a (?:hair|mile|nose|whisker)|hands down|ez|easy|tho|though))\b|\b(?:shaded|edged|nicked) it\b|\b(?:i(?:'d| would)|id|i'll|ill) give it to\b|\b(?:i(?:'d| would)|id) (?:say|call it) (?:a draw|a tie|even)\b|\b(?:i(?:'m| am)|im) going (?:with )?(?:[a-z]+ )?but\b|\bon points\b|\b(?:had|has|have|got) the better of (?:it|that|them|him)\b|\btook (?:it|that)(?: one)?\b/;

/** Who a goodbye is said to ("cheers, lads", "thanks so much, all three of you"). */
const TO_EVERYONE =
  '(?: (?:then|both|all|everyone|everybody|guys|gentlemen|gents|lads|boys|folks|mates|ladies|people|philosophers|to you|nerds|x+|legends|fellas|chaps|pals|amigos|team|gang|(?:all |the )?(?:two|three|both|all) of you|all (?:two|three)|you (?:two|three|all|both)))*';

/** Taking leave, at the end of what was said. */
const FAREWELL = new RegExp(
  `(?:^| )(?:(?:${IN_HIS_LANGUAGE}|${THANKED}(?:thank you|thanks)(?: (?:both|all|everyone|guys|so much|very much|for this|for the debate|gentlemen))*|good ?bye|bye(?: now| for now| then)?|${SEE_YOU}|see ya|cya|laters|take care|cheers|cheerio|ta ra|ta|peace out|(?:the )?matter (?:is )?closed(?: for (?:tonight|today|now))?|good ?ni(?:ght|te)|night night|i (?:have|need|got) to go|gotta go|(?:logging|signing|heading) off|(?:i )?(?:must|have to|got to|gotta) run|i must (?:go|leave|be off|be going)|off to bed|(?:i(?:'m| am)|im) (?:going|heading|off|gonna go) (?:back )?home(?: to (?:my |the )?[a-z]+)?(?: now)?|god bless(?: (?:you|u|ya))?|(?:that me|i(?:'m| am)|we(?:'re| are)) (?:away|off)(?: (?:to (?:my |the |our )?(?:bed|kip|work|beds)|home|now))?|(?:i(?:'m| am)|we(?:'re| are)) (?:done|off|out)|(?<!\\b(?:is|isn't|was|wasn't|not) )that me|that is (?:all|me)|that all for me|that(?: is)? (?:a wrap|(?:the|our) show)|${PEACE}|gg|(?:i think )?(?:i(?:'ll| will)|ill) leave it there|have a (?:good|nice|lovely) (?:day|evening|night|one|weekend)|(?<!\\b(?:a|an|the|is|was|not|what|makes?|no|some|such|all|my|your|our|their|of|for|with|about|enjoy(?:s|ing)?|lov(?:e|es|ing)|lik(?:e|es|ing)|buy(?:s|ing)?|want(?:s|ing)?|own(?:s|ed|ing)?|hav(?:e|ing)|has|get(?:s|ting)?|keep(?:s|ing)?|need(?:s|ing)?) )(?:good|great|lovely|nice|fun) (?:debate|chat|talk|scrap|discussion|session|show|stuff|game)|(?:i )?(?:might|may|will|'ll|shall) (?:come|be|pop|check) (?:back|in)(?: again)? (?:tomorrow|later|another (?:time|day)|next (?:week|time)|soon)|i(?:'ve| have) heard enough|mind how you go|last orders|(?<!\\b(?:is|was|a) )good day|nighty night|night all|(?<!\\b(?:last|tonight|every|one|the|a|that|this|same|at|by|friday|saturday|sunday|good) )night(?= (?:guys|everyone|everybody|lads|folks|gents|boys|yall|y'all|fellas|people|all)\\b)|gn|ttyl|sleep well|later(?= (?:guys|all|everyone|lads|yall|folks|people|gang)$)|talk to (?:you|ya|u) later|wish me luck|(?<=^|\\bi'm |\\bim |\\bi am )(?:off|going|gonna go|about) to (?:try (?:and|to) )?(?:sleep|bed)(?: now)?|(?:ta ?ta|toodle ?oo|toodles|ttfn)(?: for now)?|(?:stay|drive|travel|get home) safe|safe travels|keep it (?:clean|real)|catch (?:you|ya)(?: (?:later|around|next time|soon|on the (?:next|flip) [a-z]+))?|talk (?:to you )?(?:soon|later)|until next time|(?<=\\b(?:ok|okay|alright|right|clean|real|safe|easy|guys|boys|fellas|folks|lads|yall|everyone|all|see you|see ya|sorry|bye|peace) )later|look after (?:yourself|yourselves|yourselfs)|take care of (?:yourself|yourselves)|(?:thank you|thanks)(?: (?:so much|very much))?(?: (?:boys|lads|fellas|all|everyone|guys|both|gentlemen))? you(?:'ve| have| all| were| guys| have all| all have)* (?:been )?(?:very |so |really |ever so )?(?:brilliant|wonderful|great|kind|patient|helpful|lovely|amazing|fantastic|marvellous|super|fab|excellent)(?: with me)?)${TO_EVERYONE})$`,
);

/** A last sentence that takes leave first, whatever it wishes after ("Bye, everyone, be nice to each other!"). */
export const LEAVING_FIRST = new RegExp(
  `^(?:(?:ok|okay|well|right|anyway|alright) )*(?:${IN_HIS_LANGUAGE}|good ?bye|bye|cya|see (?:you|ya)|cheerio|ta ra|farewell|good ?ni(?:ght|te)|gtg|gotta go|got to go|i (?:have|need) to go|later|laters|catch you later|signing off|logging off|(?:i'm |i am )?off to (?:the|my|bed|work|class|school)|god bless|namaste)\\b`,
);

/**
 * Taking leave anywhere in a line ("okay socrates goodbye and uh no verdict needed", "cheers both gotta go my slot at
 * the depot is six in the morning take it easy"): a farewell, when the line asks nothing besides.
 */
const LEAVE_TAKEN =
  /(?<!\b(?:say|says|said|saying|wish|wishes|wished|kiss|kisses|a|the|to|her|his|their|my) )\b(?:good ?bye|bye(?: bye)?|cheerio|good ?ni(?:ght|te)|gotta go|got to go|(?:i|we) (?:have|need) to go|(?:i|we) (?:have|need|got) to get back|(?:i|we) must (?:go|be off|leave)|take it easy|signing off|logging off|(?:i'm|im|i am|gonna|going to|gotta|got to|have to|need to|and) (?:head (?:out|off|home)|take off|hit the road|get going)|(?:i'm|im|i am) out of time|(?:i(?:'ll| will)|ill) let you (?:all |both |boys |lads |guys )?go|(?:i'm|im|i am) (?:out|off)(?= (?:thanks|thank|cheers|now|guys|lads|all|folks|then)\b|$))\b(?! (?:to|on|with)\b)/;

/** Taking leave first, then why, asking nothing ("ok bye i have maths now ugh", "right ill leave it there i got to pick reece up"). */
const LEAVING_ALONE =
  /^(?:(?:ok|okay|well|right|anyway|alright) )*(?:good ?bye|bye|gtg|gotta go|got to go|i (?:have|need) to go|(?:i )?(?:gotta|got to|have to|need to|must|really must) (?:run|dash)|that(?: is)? me (?:done|off|away)|god bless|good ?ni(?:ght|te)|night all|cheerio|(?:i(?:'ll| will)|ill|i'm gonna|im gonna) (?:leave it there|call it a night|love you and leave you|head off))\b(?!.*\b(?:who|what|why|how|which)\b)/;

/** Taking leave first, then a word about the evening: "bye everyone, that was fun". */
const FAREWELL_FIRST =
  /^(?:(?:ok|okay|well|right|anyway) )*(?:good ?bye|bye|bye bye|good ?ni(?:ght|te)|night|see you|see ya|cya|cheers|thanks and bye)(?: (?:all|everyone|everybody|guys|both|folks|gentlemen|for now))*(?: (?:that|this|it) (?:was|has been) (?:actually |really |very |so )?(?:fun|great|good|interesting|brilliant|fascinating|amazing|a blast|useful|helpful))?$|^(?:thanks|thank you)(?: (?:all|everyone|guys|both|gentlemen))? (?:that|this|it) (?:was|has been) (?:actually |really |very |so )?(?:fun|great|good|interesting|brilliant|fascinating|amazing|a blast|useful|helpful)$/;

/** "I still meet it every morning down at the harbour, thank you very much": his own way, held up to a point. */
const SAID_BACK_WITH_THANKS =
  /\bi(?:'m|'ve| am| have)? (?:[a-z']+ ){0,3}?(?:still|quite|perfectly|managed|drifted|did|do|got|get|know|knew)\b[^.!?]*,? thank you very much[.!]*$/;
/** Words of an evening enjoyed, which a real goodbye with thanks says. */
const ENJOYED =
  /\b(?:enjoy|enjoyed|love|loved|learn|learned|learnt|great|fun|interesting|fascinating|helpful|lovely|wonderful)\b/;

/** A choice made, with thanks: "i'll take the weak rules, thanks". */
const CHOSEN_WITH_THANKS =
  /\b(?:i'll|ill|i will|i'd|id) (?:take|have|go with|stick with|settle for) [a-z' ]+,? thanks$/;

/** A goodbye as a thing people say or wish, not said here ("time to say goodbye", "wished him good night"). */
const SPOKEN_OF =
  /\b(?:say|says|said|saying|wish|wishes|wished|wishing|wave|waves|waved|waving|kiss|kisses|kissed) (?:good ?bye|bye|good ?ni(?:ght|te))\b/;

/**
 * Whether a line takes leave ("Final verdict then, and I'm off home to bed, cheers gents"). `topic`: its words that
 * count; `flat`: them normalized; `said`: the line as said.
 */
export function takesLeave(topic: string, flat: string, said: string): boolean {
  // "ill take the the weak rules thanks": thanks for a choice he makes, going nowhere; nor is "Well, I drifted along
  // quite happily for sixty years, thank you very much", said back at a point.
  if (CHOSEN_WITH_THANKS.test(flat) || (SAID_BACK_WITH_THANKS.test(flat) && !ENJOYED.test(flat)))
    return false;
  // "is it better to die suddenly, or slowly with time to say goodbye?": a goodbye spoken of in a question.
  if (SPOKEN_OF.test(flat) && (said.includes('?') || ASKS_SOMETHING.test(flat))) return false;
  return (
    FAREWELL.test(topic) ||
    FAREWELL_FIRST.test(topic) ||
    LEAVING_ALONE.test(topic) ||
    ((LEAVE_TAKEN.test(flat) || (FAREWELL_MARK.test(flat) && OWN_VERDICT.test(flat))) &&
      !said.includes('?') &&
      !ASKS_SOMETHING.test(flat))
  );
}

/** An answer praised ("that's the most honest answer I've heard all evening", "that really helps"). */
const PRAISED =
  /\b(?:(?:i'll|ill|i will) (?:pass|tell) (?:that|it|him|her|them)(?: on)?|(?:that|it)(?:'s| is| was|s)? (?:fair|true)\b(?! (?:enough to|to say)\b)|(?:honest|good|great|best|kind|fair|helpful|wise|lovely|clear|straight) (?:answer|reply|point)|(?:that|it|this)(?:'s| is| was)? (?:really |so |very )?(?:helpful|kind|comforting|wise|lovely)|(?:that|it|this) (?:really )?help(?:s|ed))\b/;
/** Words of going, besides thanks. */
const GOING =
  /\b(?:bye|goodbye|good ?ni(?:ght|te)|night|go|going|gotta|off|leave|leaving|see you|cya|later|ttyl|done|evening|wrap)\b/;

/**
 * Thanks for an answer, going nowhere ("I think that's the most honest answer I've heard all evening. Thank you.",
 * "okay yes that's fair small things first thank you"): not a goodbye. `flat`: the line normalized.
 */
export function thanksForAnAnswer(flat: string): boolean {
  return (
    (PRAISED.test(flat) || THANKS_FOR_THAT.test(flat)) &&
    /\b(?:thank you|thanks|cheers)(?: (?:so much|very much|all|both))?\b/.test(flat) &&
    !GOING.test(flat.replace(/\ball evening\b/, ''))
  );
}

/** "thank you for that really", just after a story of his life: thanks for what was said, not for the evening. */
const THANKS_FOR_THAT =
  /\b(?:thank you|thanks)(?: (?:so|very) much)? for (?:that|saying (?:that|so)|sharing (?:that|it)|telling (?:me|us)(?: that)?|explaining(?: that| it)?|(?:the|that|your) answer|answering(?: that| me| it)?)(?: (?:really|truly|honestly|genuinely))?$/;
