// How a question about the debate itself is said (floor-talk.ts reads a line by them): who is ahead, what the
// question is, how long is left, who is who, how it works, what to ask, where they agree or part, who is dodging,
// what was said, a point of order, and a summary; and how a visitor asks to close the debate, or takes his leave.
import type { FloorTalk } from './floor-kinds';

/** Said after a question about the debate: "... so far", "... in your view", "... again". */
const QUALIFIERS =
  "(?: (?:so far|right now|now|here|in the end|all told|(?:real|really|super) quick(?:ly)?|quickly|quick|at the moment|at this point|tonight|today|in this debate|of the two|of them|of you|between them|between you|you think|do you think|would you say|in your (?:honest |own )?(?:view|opinion)|this(?: one)?|out of (?:these|those|the|them|you) two|out of (?:the two of )?(?:them|you)|i think i (?:already )?know|again|even|actually|exactly|in your book|(?:the way |as |like )you(?:'d| would) (?:put|explain|say) it to (?:a |my |your )?(?:friend|child|kid|neighbour|neighbor|grandmother|granny|mum|mom|dad|relative)|in (?:one|two|three|a few|a couple of) (?:short )?(?:sentences?|lines?|words)|(?:cause|because|since|as) i (?:zoned out|lost track|missed (?:it|that|some|a bit)|got lost|am lost|am confused|was not listening|was n.t listening)))*";

/** How the debate is scored, asked: "how does the moderator decide who wins?", "is there a score?". */
export const SCORE_ASKED =
  /\bhow (?:does|do|will|would|is) (?:(?:the )?(?:moderator|chair|judge|referee|ref) |you |he |she |it )?(?:decide|decides|judge|judges|pick|picks|choose|chooses|score|scores|work out|determine|determines) (?:who (?:wins|won|is winning|is right)|the winner|a winner)\b|\bis there (?:a |any )?(?:score|scoring|scoreboard|points system|points)\b|\bhow (?:does|do|will) the (?:voting|scoring|judging)(?: or whatever)? work\b|\bdo i (?:pick|choose|decide) (?:a |the )?winner\b/;

/** What the app costs, asked of the floor ("do you have to pay for this app or it free"). */
export const PRICE_ASKED =
  /\b(?:(?:have|need) to pay for (?:this|the|it)\b|is (?:this|the(?= (?:app|thing|site|premium|pro|full|paid|version|plan|tier)\b)) (?:app |thing |site |premium |pro |full |paid )?(?:version |plan |tier )?free\b(?! (?:will|man|men|woman|women|person|people|spirit|choice|agent|market|speech)\b)|(?:do|will|would) (?:i|we) (?:need|have) to pay (?:to|for|more)\b|\bis it free (?:to use|for everyone|or (?:do|does|will) (?:i|you|we) (?:have to )?pay)\b|(?:how much|what) (?:does|do|will) (?:this|it|the app) cost\b|(?:does|do|will) (?:this|the) (?:app |site |thing )?cost (?:money|anything|me anything)\b|(?:this|the) app (?:or (?:is )?it |is (?:actually |really |still |even )?)?free\b(?! (?:will|speech)\b))/;

/**
 * How the app sounds or is set ("can I mute the moderator?", "can i change the voices", "is the mic at the bottom?",
 * "is there a way to make the moderator talk slower").
 */
export const VOLUME_ASKED =
  /\b(?:(?:make|get) (?:the |their |his |her )?(?:moderator|chair|host|voices?|him|her|them) (?:to )?(?:talk|speak|go|read) (?:a (?:bit|little|lot) |much )?(?:slower|faster|louder|quieter|more slowly)|(?:can|could|how do) (?:i|we|you) (?:mute|silence|turn (?:down|up|off)|change|switch|slow down|speed up) (?:the |their |his |her |your |these |those )?(?:moderator|chair|host|voices?|volume|sound|speed|accent)|(?:is|are) (?:the|their|these|those|his|her|your) (?:voices?|volume|sound) (?:a bit |too |so |really |very )?(?:loud|quiet|soft|fast|slow|robotic)|(?:it's|its|it is|that's|thats|this one(?:'s| is)|he(?:'s| is)|she(?:'s| is)) (?:a bit |too |so |really |very )(?:loud|quiet)$|(?:can|could) (?:i|we) (?:choose|pick|have|get|select) (?:a |the )?(?:different|other|another|new|nicer|softer|quieter|calmer) voice|where(?: is|'s|s)? the (?:volume|mute)|(?:the )?voices? (?:sound|sounds) (?:kinda |kind of |a bit |really |so |very )?(?:robotic|weird|fake|loud|quiet)|turn (?:the |his |her |their )?(?:moderator's |chair's |host's )?(?:volume|sound|voice) (?:down|up)|turn (?:the |that )?(?:moderator|chair|host|narrator) (?:down|up)|(?:the )?(?:moderator|chair|host|narrator|he|she)(?:'s| is|s)? (?:(?:way|so|much|a lot|far|a bit|really) )*(?:louder|quieter|softer) than (?:the )?(?:other two|others|rest|debaters|philosophers|them|him|her)|(?:is )?the (?:audio|sound) (?:always |usually )?(?:this|so|too|a bit|really|very) (?:quiet|loud|soft|low)|(?:the )?(?:audio|sound) (?:is|keeps) (?:(?:a|one|half a|a few|two) (?:second|seconds|beat) |a bit |way )?(?:behind|ahead of|out of sync|lagging|delayed|cutting out|dropping out|breaking up|choppy|echoing)|(?:moderator|chair|host|app|stream|video|audio|sound|screen|he|she|they|everyone|debate) (?:just |keeps? |has )?(?:froze|frozen|freezing up|buffering|glitching)|is (?:it |that |this )?(?:just )?my (?:connection|internet|wi ?fi)(?: or|$)|my (?:connection|internet|wi ?fi) (?:is |was )?(?:bad|slow|dodgy|dropping|playing up)|(?:moderator|chair|host|voices?|philosophers|speakers|debaters|he|she|they) (?:just |keeps? |kept |is |are )?(?:cutting out|breaking up|dropping out)|(?:my|the) (?:bluetooth |wireless )?(?:headphones|earphones|earbuds|airpods|headset|speakers?|bluetooth) (?:just |keeps? |kept |are |is |have been )?(?:cutting out|breaking up|dropping out|crackling|disconnecting)|is (?:it|that|this) (?:the app|this app|the site|your end|you) or (?:me|my (?:end|phone|laptop|headphones|connection))|(?:can|could) (?:barely|hardly|only just) hear (?:the |a |any|him|her|them|you|what)\w*)\b/;

/**
 * Other settings of the app: its languages, captions, notifications, account name, battery, sharing, a trial, the devices
 * it runs on, the camera and the screen.
 */
const APP_SETTINGS =
  /\b(?:(?:switch|change|set|put|turn) (?:the )?(?:subtitles|captions|language|transcript) (?:to|into) (?:spanish|french|german|italian|portuguese|arabic|hindi|chinese|japanese|polish|english|another language)|(?:an? |the )?(?:android|ios|iphone|ipad|tablet|desktop) (?:version|app)|(?:a |any )?choice of languages?|(?:(?:it|this|that|them|they|you|one|debate|app|version|work|available|come|comes|have|has|get|talk|argue|do|be|run|chat) in|speak) (?:spanish|french|german|italian|portuguese|arabic|hindi|chinese|japanese|polish|another language|other languages)\b(?= (?:too|as well|please|or)|$)|(?:are )?the (?:captions|subtitles) (?:auto|automatic|generated)|(?:turn off|switch off|mute|stop) (?:the )?notifications|notifications for (?:this|the) app|(?:change|edit) my (?:display |user ?)?name|(?:draining|drains|eating|eats|kill(?:s|ing)?) (?:my |the )?battery|(?:can i|could i|how (?:do|can) i) share (?:this|the) (?:debate|app|link|conversation)|where(?: is|'s|s)? the (?:mic|microphone)|is the (?:mic|microphone) (?:at|on|in)|(?:does|will|can) (?:this|the|it) (?:app )?(?:work|run) (?:offline|without (?:signal|internet|wifi|data))|free trial|subscription|(?:card|payment|bank) details|premium (?:thing|version|plan|tier|account|option|features?)|pay to keep (?:listening|using|going|playing)|(?:dark|night|light) mode|(?:make|making|turn|turning|get|getting) (?:the |my |this )?(?:screen|display|brightness) (?:a (?:bit|little) |any )?(?:brighter|darker|dimmer|lighter|up|down)|(?:the|this|my) (?:screen|display) (?:is |'s |s )?(?:(?:so|too|really|very|a bit|way|kinda|super) )*(?:dim|dark)$|(?:make|making|change|changing) the (?:text|font|writing|letters|transcript) (?:bigger|smaller|larger)|(?:text|font) size|(?:use|run|open|get|install|download|play|watch|listen to|have) (?:this|the|it)(?: app| debate| thing)? on (?:my |a |an |the )?(?:tablet|ipad|laptop|desktop|computer|pc|mac|chromebook|phone|android|iphone|tv|watch)|is my (?:camera|webcam|video|mic|microphone) (?:on|off|working)(?: or (?:not|off))?$|(?:can|could|are) (?:you|they|you guys|you two|anyone|the app|this app) (?:see|seeing|watch|watching|record|recording|film|filming) me (?:(?:through|on|with|via) (?:my|the) (?:camera|webcam|laptop|phone|screen)|right now)|why (?:won't|wont|doesn't|doesnt|isn't|isnt|can't|cant) (?:my |the )?(?:mic|microphone)|(?:my|the) (?:mic|microphone) (?:won't|wont|doesn't|doesnt|isn't|isnt|is not|does not|will not|keeps not) (?:turn(?:ing)? on|work(?:ing)?|come on|pick(?:ing)? (?:me )?up)|how (?:do|can|should) i (?:turn on|switch on|enable|allow|unmute) (?:my |the )?(?:mic|microphone)|allow (?:it|the (?:mic|microphone)|(?:mic|microphone) access|access) in (?:the |my )?(?:browser )?settings|turn (?:the )?(?:captions|subtitles) (?:on|off)|(?:can't|cant|cannot) hear (?:the )?(?:moderator|chair|host|voices?)(?: at all)?$|(?:can )?only hear (?:the )?(?:moderator|chair|host|one of (?:them|you))$|(?:can't|cant|cannot) see my (?:own )?(?:face|video)|(?:mute|unmute|mic|microphone|talk|speak) button(?:'s|s| is)? (?:stuck|broken|frozen|not working|greyed out|doing nothing)|(?:nobody|no one) can hear me|(?:stuck|frozen|flickering) (?:in|on) (?:the (?:corner|top|bottom|edge|side|middle) of )?(?:my|the) screen)\b/;

/** Whether the debate is kept for later ("is there a way to save my progress if i close it?"). */
export const KEEPING_ASKED =
  /\b(?:save|keep|saving|keeping) (?:my|the|this|our) (?:progress|place|debate|transcript|conversation|chat|session)\b|\b(?:if|when|once) i (?:close|quit|exit|shut) (?:it|this|the app|the tab|the page|the window|the browser)\b|\b(?:pick|carry|take) (?:it |this )?up (?:again )?where i left (?:it |off)|\bcome back to (?:it|this|the debate) later\b/;

/**
 * Questions about the app itself rather than the debate ("who made this app?", "do I need an account?", "is this going
 * to eat my mobile data?", "is there a wifi password for this", "do they only read what I type?", "is this the last
 * debate tonight?"): its makers', not the chair's, to answer.
 */
export const APP_ASKED = new RegExp(
  `${PRICE_ASKED.source}|\\b(?:is (?:that|this|it) )?part of (?:the|this) app(?:'s)?(?: design)?\\b|\\bis there an? (?:[a-z]+ )?(?:mode|setting|option|button) (?:on|in|for) (?:this|the) (?:app|site|thing)\\b|\\bhow (?:(?:do|can|would|should) )?i (?:raise my hand|get (?:a|my) turn|unmute(?: myself)?|join in)\\b|\\bwho (?:made|built|created|makes|runs|owns|designed|programmed|coded|developed) (?:this|the) (?:app|site|website|program|thing)\\b|\\b(?:do|will|would) i (?:need|have) to (?:make|create|open|get|sign up for|register for) (?:an? |my )?(?:account|login|profile)\\b|\\b(?:do|will|would) i (?:need|have) to (?:sign up|register|log ?in|sign in)\\b|\\bwi ?fi password\\b|\\b(?:is (?:this|that|it) the )?(?:last|final) (?:debate|one|session|show) (?:tonight|today|this evening|of the (?:night|day|evening))\\b|\\b(?:(?:only|just)|(?:they|you|u|philosophers|debaters)(?: only| just)?) (?:read|see|get) what i (?:type|write|typed|wrote)\\b|\\bis there (?:another|a next|one more) (?:one|debate|session|show)(?: on)? (?:after|later|tonight|next|afterwards)\\b|\\b(?:use|eat|take|cost) (?:up )?(?:a lot of |lots of |much |all )?(?:my )?(?:mobile |cellular |phone )?data\\b|\\bis (?:the |this )?(?:[a-z]+ )?(?:(?:in|on|of) (?:this|the) )?app (?:broken|bugged|buggy|down|glitching|glitchy)\\b|${APP_SETTINGS.source}|${KEEPING_ASKED.source}`,
);

/**
 * A remark on how the voices sound ("lol the moderator sounds exactly like my uncle", "his voice is so calm"), or whether
 * the chair is a person ("is the moderator a real person?").
 */
export const VOICE_REMARK =
  /\b(?:the |his |her |your |their )?(?:moderator|chair|host|voices?)(?:'s|s)?(?: voices?)? (?:sounds?|is so|are so|is really|are really) (?:exactly |just |so |really |very |kinda |kind of |a bit )*(?:like|calm|robotic|real|human|fake|posh|british|american|soothing|familiar)\b|\bis (?:the )?(?:moderator|chair|host)(?: (?:even|actually|really|just))? (?:an? )?(?:real (?:person|human)|human|person|bot|robot|ai|computer|machine|recording)\b/;

/** Questions about the debate itself: what they ask may be said around at most one topic word ("Aristotle, ..."). */
export const ABOUT_THE_DEBATE: readonly (readonly [
  Exclude<FloorTalk, 'prompt' | 'next' | 'plain' | 'farewell'>,
  RegExp,
])[] = [
  [
    'reading',
    new RegExp(
      `\\b(?:(?:is there|are there|any|got any|do you have)(?: an?| some| any| good| other)?(?: (?:good|easy|simple|short|gentle|beginner|beginner's|children's|kids|picture|large print|big print|accessible|introductory|fun|decent|readable|popular|like an?))* (?:book|books|reading|audiobooks?|audio books?|podcasts?|resources?|story|stories|fables?|novels?)(?: (?:i|you) (?:should|could|would|can) (?:read|start with|recommend))?|(?:is there|any|got) (?:something|anything) (?:short |easy |simple |light |not too heavy )?(?:i|to) (?:could |can )?(?:read|listen to)|what (?:should|could|do you think) i (?:read|start with)|where (?:should|do|can) i start reading|what (?:book|books) (?:should|would|do) (?:i|you)|(?:recommend|suggest)(?: me| us)? (?:a |some |any |one )?(?:book|books|reading)|reading list)${QUALIFIERS}\\b`,
    ),
  ],
  [
    'order',
    new RegExp(
      `\\b(?:point of order|rule on (?:it|this|that)|(?:the witness|he|she|they|nietzsche|socrates|hume|leibniz|descartes|spinoza) (?:is|was|are|were) (?:being )?(?:evasive|evading(?: the question)?|dodging(?: the question)?)|(?:request|ask for|want|need|would like) (?:a|your) ruling|(?:did|has) (?:he |she )?(?:actually |really |even )?(?:answer(?:ed)?|address(?:ed)?) (?:that|it|this|the question|my question|the [a-z]+ (?:thing|point|question))(?: or (?:no|not|dodge(?: it)?|avoid(?: it)?|what))?|(?:make|get|tell) (?:him|her|them) (?:to )?answer(?: (?:the|my) question| it| me)?|(?:he|she|they|nobody|no one|neither of them) (?:still )?(?:didn't|did not|hasn't|has not|haven't|have not|never|won't|will not) (?:actually |really |even )?answer(?:ed)?(?: (?:the|my) question| it| me)?|(?:that|this)(?: is|'s| was)? (?:not|no)(?: an| the)? answer(?: at all)?|(?:does|did) (?:that|this) count as an answer|is (?:either|any|one|neither) of them (?:actually |even |really )?answer(?:ing)?(?: me| (?:my|the) question)?(?: or (?:am i|are we) (?:just )?getting speeches)?|(?:is|was) (?:that|this) (?:even |really )?an answer|(?:he|she)(?: is|'s)? (?:dodging|avoiding|evading)(?: (?:the|my) question| it)?)${QUALIFIERS}\\b`,
    ),
  ],
  [
    // "How does the moderator decide who wins? Is there a score?": how it is judged, not who is ahead.
    'how',
    SCORE_ASKED,
  ],
  [
    'standing',
    new RegExp(
      `\\b(?:who(?: do you (?:reckon|think)| would you say)?(?: is| are)? (?:closer|nearer) to (?:the )?(?:truth|right|being right)|who(?: has| is)? (?:taken|taking) (?:more|the most) (?:hits|damage)|(?:score|tally|rate|grade|mark) (?:it|them|this|the debate|both|each)(?: (?:on|by|for) [a-z' ]+$)?|^call it\\b|\\bcall it(?: (?:now|then|for us|please))?$|(?:who|which (?:of (?:them|you|the two|you two)|one)(?: is| are)?) (?:is |are )?(?:winning|ahead|up(?=$| so far| now| right now| at the moment)|leading|in the lead|(?:more |most )?(?:right|correct)|on top|convincing(?: you)?|(?:making|talking) (?:the )?(?:more|most|better) sense|(?:getting|gets|got|has|had|having) the better of (?:it|this|the (?:argument|debate|exchange))|has the (?:upper hand|edge)|(?:has|got|gets) (?:it|this(?: one)?) (?:right|won)|has (?:the )?(?:sounder|stronger|firmer|better) (?:foundations?|footing|case|argument))|who(?: is| has| had)? (?:makes|made|making|has|had|got|gives|gave|given|puts|put|putting|presents|presented)(?: up| forward)? (?:the )?(?:better|stronger|best|strongest|most convincing|more convincing|more persuasive) (?:argument|case|point|answer)s?|what (?:is )?the score|whom?(?: (?:do )?you (?:reckon|think)| would you say| do you say)? (?:has|had|is having|'s got|s got|has got) the (?:upper hand|edge|advantage|better argument|best argument|better case|stronger case|stronger argument|better arguments|stronger arguments)|who(?: is|'s|s) (?:the )?(?:better|best)(?: (?:argument|arguer|debater|one))?(?= (?:now|so far|right now|at the moment|tonight)\\b|$)|(?:interim|current|running|live) (?:evaluation|eval|score|scores|tally)|who(?: has| is)? got (?:it|this)(?= |$)|(?:your |give (?:me |us )?(?:a |the |your )?)(?:verdict|ruling)|^(?:(?:ok|okay|so|and|right|well|then) )*(?:the |a |final )?verdict$|who (?:took|won|takes|wins|is taking) (?:the|this|that) round|whose (?:winning|ahead|leading|on top)|(?:keep|keeping) (?:the )?scor(?:e|ing)|(?:are you|is anyone|is anybody|is someone|who is) (?:even )?keeping (?:the )?score|is there (?:even |ever |actually )?(?:a|going to be a) winner(?: (?:in|at) (?:these|this|the end)(?: things| debates)?)?|who (?:won|wins|is going to win|will win)(?: (?:the debate|this|it|this one|the day|so far|tonight))?|who (?:carried|carries|took) (?:the debate|this|it|this one|the day)(?= |$)|who do you think (?:is winning|is (?:more |most )?right|won|is ahead)|how (?:is|are) (?:it|they|we|the debate|this) going|where (?:are|do) (?:we|things) stand|where are we in (?:the|this) debate|is it (?:[a-z']+ ){1,8}(?:winning|ahead|in the lead))${QUALIFIERS}\\b`,
    ),
  ],
  [
    'question',
    new RegExp(
      `\\b(?:what (?:is |was )?(?:even |actually )?(?:is )?(?:the|our|this|tonight|today)(?: (?:precise|actual|real|exact|main|big|whole))? (?:question|topic|debate|subject|motion|point(?= (?:of (?:this|the|our|tonight) debate|here|tonight|today|on the table|again)\\b))(?: on the table)?(?: (?:you are|you're|we are|we're) (?:debating|discussing|arguing))?(?: of (?:this|the|our|tonight) debate)?(?: about| here| tonight| today)*|what (?:are|were) (?:we|you|they|you two|you both)(?: even| actually| really)? (?:debating|arguing|discussing|talking)(?: about)?(?: here| tonight| today)?|what (?:question|topic) (?:are )?(?:we|we are|we're) (?:debating|discussing|on)|what is (?:this|the) (?:debate |one )?about|what (?:this|the) (?:debate |one )?about|remind (?:me|us)(?: of)?(?: what)?(?: the| our)? (?:question|topic|debate|subject)(?: (?:we are|we're|we) (?:debating|discussing|on))?|what are we doing here|i forgot the (?:question|topic)|is (?:this|it) the (?:[a-z' ]+ )?(?:one|debate|thing|room|session|show|talk)(?: (?:about|on|where|with) .*| the [a-z]+)?(?: (?:yes|yeah|yep|ok|okay|right|good|great|lovely|cool))*$|what(?: is|'s)? (?:this|it) (?:thing|app|place|site|here)|what is this$)${QUALIFIERS}\\b`,
    ),
  ],
  [
    'time',
    new RegExp(
      `\\b(?:is there (?:still |enough )?time(?: left)?(?: for (?:one more|another|a last|a quick)(?: (?:one|question))?)?(?=[?.!]*$)|how (?:long(?:'ve)?|much (?:longer|time))(?:(?: do| have| did)? we(?: got| have| left| got left)?| (?:is|are) (?:left|we going)| (?:is|does|will) (?:(?:this|the)(?: whole| entire)? (?:debate|session|thing|discussion)|this|it)(?: one)?(?: usually| normally| typically)?(?: meant to| supposed to| going to)?(?: last| go on| take| run)?| (?:is )?left| remains?)(?: for)?(?: this| the debate)?(?: left)?|how much time (?:is |do we have )?left|how (?:long|much (?:longer|time)|many minutes) (?:this|the)(?: whole| entire)? (?:debate|session|thing|discussion|call) (?:has|has got|'s got) left|is there a (?:progress bar|timer|countdown)(?: (?:somewhere|anywhere|on (?:the |this )?(?:screen|page)))?(?: (?:showing|that shows|to show|telling (?:me|us)))?(?: how (?:long|much time|many minutes) (?:this|the)(?: whole| entire)? (?:debate|session|thing|discussion|call) (?:has|has got|'s got) left)?\\b|how much (?:is |more is )?left|how much (?:more )?(?:is there|to go)|is there (?:much|any) (?:time )?left|(?:time|minutes) left|when does (?:this|the debate|this debate) end|how many minutes(?: (?:are )?left| do we have(?: left)?)|are we (?:running )?out of time|are we (?:nearly|almost) (?:done|finished|through|there|out of time)|is (?:it|this|that) (?:nearly|almost) (?:done|finished|over)|what(?: is|'s|s)? the time(?: limit)?(?: (?:on|for) (?:these|this|it|this debate|the debate))?|is there a time limit(?: (?:on|for) (?:these|this|it|this debate|the debate))?|is (?:this|that) the last (?:one|round)(?=$| or\\b)|is there (?:much |any )?more(?: after(?: this| that)?| to come| to go| left)?(?=$| or\\b))${QUALIFIERS}\\b`,
    ),
  ],
  [
    // "Did you actually write that?", "which book is that from?": where the point just made comes from.
    'source',
    /\b(?:(?:did|do) (?:you|u|he|she)(?: (?:actually|really|ever|even))* (?:write|wrote|say|said|argue|argued) (?:that|this|it|those words)|(?:is|was) (?:that|this|it) (?:a |an )?(?:real|actual|genuine|exact|direct) (?:quote|quotation|thing (?:you|he|she) (?:said|wrote))|(?:is|was) (?:that|this|it) (?:a )?(?:quote|quotation)|where (?:did|do|does) (?:you|u|he|she) (?:say|write|get|argue)(?: (?:that|this|it))?(?: from)?|where(?: is|'s)? (?:that|this) (?:quote )?from|(?:which|what) (?:book|work|text|dialogue|essay|chapter|page)(?: is| was| did)? (?:that|this|it)(?: (?:from|in|come from))?|(?:in )?(?:which|what) (?:book|work|text|dialogue|essay)(?: did)? (?:you|he|she) (?:say|write|argue|make)(?: (?:that|this|it))?|(?:can|could) (?:you|u) (?:cite|quote|source) (?:that|this|it)|(?:source|sources|citation|reference)(?: (?:please|needed|for (?:that|this)))?$)\b/,
  ],
  [
    // "Are you actually Socrates or just a chatbot?" (his name taken out): what the voices are.
    'machine',
    new RegExp(
      String.raw`\b(?:(?:you're|youre|ur|u r|you are) (?:literally |actually |just |really |all )*(?:an? )?(?:ai|bots?|chat ?bots?|robots?|computers?|programs?)(?: (?:aren't|arent|are not) (?:you|u|ya))?|(?:are|r) (?:you|u) (?:really |actually )?(?:talking|speaking|chatting) (?:to|with) me(?: (?:rn|right now|now))? or (?:is (?:this|it) )?(?:just )?(?:an? )?(?:bot|ai|robot|computer|machine|recording)|(?:are|r) (?:you|u|you guys|you two|you all)(?: (?:even|actually|really|just|all|both|two|yourselves))* (?:an? |the )?(?:real(?: (?:person|people|philosophers?|ones?|humans?))?|(?:(?:or )?(?:just |only )?(?:an? )?)?(?:ais?|bots?|chat ?bots?|robots?|computers?|machines?|programs?|chat ?gpt|gpt|llms?|language models?|artificial(?: intelligence)?|humans?|actors?|recordings?(?! (?:it|this|that|them|us|me|everything|every|for)\b)|recorded))|(?:aren't|arent|are not) (?:you|u)(?: (?:both|two|all|guys))?(?: (?:just|really|actually|only))* (?:ais|bots|chat ?bots|robots|computers|machines|programs)(?: (?:yourselves|then|too))?|(?:are|r) (?:they|these|these guys|those two)(?: (?:even|actually|really|just|all))* (?:an? )?(?:ai|bots?|chat ?bots?|robots?|computers?|programs?|chat ?gpt|real (?:people|philosophers)|actors?|recordings?(?! (?:it|this|that|them|us|me|everything|every|for)\b))|(?:am i|are we) (?:talking|speaking|chatting|arguing|debating) (?:to|with) (?:an? |the )?(?:real (?:person|people|philosophers?|humans?)|humans?|ai|bots?|chat ?bots?|robots?|computers?|machines?|programs?|chat ?gpt|recordings?(?! (?:it|this|that|them|us|me|everything|every|for)\b))|is (?:this|it|that|he) (?:all |just |really |actually )?(?:an? )?(?:ai|bots?|chat ?bots?|chat ?gpt|robots?|computers?|machines?|programs?|real people|real person|recordings?(?! (?:it|this|that|them|us|me|everything|every|for)\b)|scripted)(?! (?:being|doing|making|creating|painting|composing|writing|thinking|learning|feeling|becoming|capable|able|creative|conscious|intelligent|alive|smart)\b)|(?:who|what) (?:writes|wrote|is writing|makes up|generates) (?:your|their|the|these) (?:lines|answers|words|replies|script)|(?:are|is) (?:these|those|this|that|they|it) (?:real|actual) quotes?|${VOICE_REMARK.source})\b`,
    ),
  ],
  [
    'cast',
    /\b(?:who(?: is)? who|which is which|who(?: is)? and who(?: is)?|who(?: is)? on (?:which|what|whose) side|which side is (?:he|each|each of them|everyone) on|which one(?: is)?(?: the)?(?: one)?$|which (?:one )?of (?:you|them) is (?:the )?(?!(?:right|correct|wrong|winning|ahead|better|best|worse)$)[a-z]+$|which is the$|who are (?:they|you guys|you two|you all|these two)(?: (?:again|exactly|then|anyway|even|both|all|here|tonight|now|actually))*(?: and\b.*)?$|introduce (?:them|yourselves|the debaters)|are you the philosophers|who am i (?:talking|speaking) (?:to|with)|who (?:was|is) (?:that|this|speaking|talking)(?: (?:just now|speaking|talking|now|then|one))*$|who (?:are|is) (?:everyone|everybody))\b/,
  ],
  [
    'self',
    /\b(?:(?:you are|you're|your|ur)(?: the \w+(?: \w+)?)? (?:guy|man|dude|bloke|fellow)(?: right)?|what do you (?:even )?(?:smash|stand for)|who (?:are|were) (?:you|u) to (?:judge|talk|say|lecture|preach|moralise|moralize|criticise|criticize)(?: (?:us|me|anyone|people|others))?(?: anyway| then| exactly)?$|what(?: have|'ve)? (?:you|u) got|what(?: is|'s|s)? (?:the|your) (?:deal|pitch|angle|story|thing|whole thing|shtick|schtick))\b/,
  ],
  [
    'bio',
    /^(?:mr |mister )?(?:so )?are you$|\b(?:who (?:are|were) you(?: really| exactly| then)?(?! to\b)|introduce yourself|tell (?:me|us)(?: a bit| a little)? about (?:yourself|your life)|what(?: was| is)? your life (?:like|story)|your life story|what were you like)\b/,
  ],
  [
    'how',
    /\b(?:(?:is it|am i) (?:ok|okay|allowed|alright|all right|fine|rude|polite)(?: for me)? to (?:just )?(?:ask|interrupt|talk|speak|type|join in|butt in)(?: (?:them|you|questions|directly|like (?:this|that)|them questions))*|am i doing (?:this|it) (?:right|wrong|ok|okay)|(?:is there|will there be|do (?:you|we) (?:give|get)|does (?:it|this|the debate) end (?:with|in)) (?:a |an |your )?(?:final )?(?:verdict|ruling)(?: at the end)?|how (?:do|can) (?:i|we) (?:end|stop|finish|close)(?: (?:it|this|the debate|the call))?|(?:am i|are we|is this|have i come to|did i come to|i(?:'m| am) in) (?:typing |talking |speaking |writing )?(?:in )?the right (?:place|room|box|spot)|(?:do|should|can) i (?:just )?(?:press|click|hit|tap) (?:exit arena|end debate|the button|a button)|how (?:does|do) (?:this|it|the debate|this debate) work|how (?:this|it|the) (?:debate )?works|how do i (?:play|start|join|take part|do this|ask(?: a question)?|talk to them|use this)|what (?:am i|do i|should i)(?: supposed to| meant to| have to) do(?: here| now| first)?|what (?:do|should) i do (?:here|now|first)$|(?:am i|are we) (?:meant|supposed) to (?:be )?(?:ask|asking|speak|talk|say|type|do|listen|judge|judging|pick|choose|vote)(?: (?:questions|something|anything|to them|them|a winner|the winner|at the end))*|can i ask (?:them |you )?(?:both|either|anyone|anything)(?: (?:something|anything|at the same time|at once))*|do i have to (?:pick|choose) (?:one|a side|one of them)|(?:do i )?wait (?:for )?my turn|do i (?:ask|speak) whenever i like|(?:choose|pick|decide|say) (?:which|who)(?: one| philosopher| debater| of (?:them|you)(?: two)?)? (?:speaks|goes|answers|talks|starts|replies) first|who (?:speaks|goes|answers|talks|starts) first|(?:do|does) (?:they|you|you two|you both) take turns|(?:or (?:do i |should i |can i )?(?:just )?|(?:do|can|should) i just )listen|do i (?:just )?(?:talk|speak|ask|type|say something)(?: (?:and|then) (?:the|they|you|someone)(?: (?:gentlemen|philosophers|debaters|guys|men))? (?:answer|reply|respond|talk back))?|can i (?:stop|leave|end|quit|pause)(?: it| this)?(?: (?:whenever|any ?time|at any (?:time|point))(?: i (?:want|like))?)?|(?:i have|i've) never (?:done|used|tried) (?:one of these|this|anything like this)(?: before)?|i(?:'m| am) new(?: here| to this)?|what are the rules|(?:i )?hope (?:that(?: is)?|that's|it(?: is)?|it's|this is) (?:ok|okay|alright|all right|fine)|if (?:that(?: is)?|that's|it(?: is)?|it's) (?:ok|okay|alright|all right|fine)|(?:we are|we're|i am|i'm) (?:mostly |just )?(?:listening|here to listen)|(?:am i|are we) (?:meant|supposed) to (?:be )?(?:argu(?:e|ing)|debat(?:e|ing)|tak(?:e|ing) sides)(?: with (?:them|you))?|do i (?:pick|choose|take) (?:a |one )?side|(?:is it (?:all right|alright|ok|okay|fine) (?:for me )?to|(?:can|may) i|am i (?:allowed|supposed|meant) to) (?:pick|choose|take) (?:a )?sides?|(?:am i|are we) (?:supposed|meant) to (?:stay|be|remain) (?:neutral|impartial)|how is (?:this|it) (?:supposed|meant) to (?:go|work)|how (?:is|are) (?:this|it|the debate|debates|they|you|the winner) (?:scored|judged|decided|won|marked))\b/,
  ],
  [
    'suggest',
    /\b(?:what (?:should|could|can|would|do|shall|must) (?:i|we) (?:say|ask)(?: (?:them|em|him|her|you|next|first|now))*|what (?:am i|was i) (?:supposed|meant) to say(?: next| now)?|(?:give|suggest|offer|recommend|propose) (?:me |us )?(?:a |one |some |another )?(?:(?:good |decent |starter |first )?questions?|(?:good|decent|starter|first) ones?)|(?:suggest|propose|recommend) (?:me |us )?(?:a |one |some |another )?(?:[a-z]+ )?(?:question|thought experiment|topic|exercise|debate|activity|activities|game|lesson)s?(?: (?:for|without|that|which|where|about|on|i could|we could|to) [a-z' ]+)?$|if you were me,? what would you ask(?: them| him)?|what (?:would|will|do|should) (?:you|i) ask(?: (?:them|em|him|her|next|first))?,? (?:if you (?:were|was) (?:me|in my (?:shoes|place))|in my (?:shoes|place))|what(?:'s| is| would be)? (?:a |the )?(?:good|best|decent) (?:question|thing|one) (?:to ask|for (?:a )?(?:beginner|newcomer|me))(?: to ask)?(?: them| him)?|what (?:else )?(?:to|should i) ask|what (?:ought|should|could) (?:i|we) (?:to )?(?:be )?asking(?: them| him)?|i (?:don't|dont|do not) know the right questions?|any (?:good )?(?:questions?|ideas?) (?:for me|to ask|i could ask)|i (?:don't|dont|do not) (?:quite |really |even )?know what (?:i (?:meant|mean|wanted|want) )?to ask(?: (?:next|now|them|you))?|i can(?:'t|not) think (?:of|what) (?:a |another |any |anything |what )?(?:question |else )?(?:to ask)?|my mind(?: has)? (?:went|gone|is) blank|(?:(?:like )?what(?:'s| is|s) )?(?:the|a|my) (?:killer|knockout|winning|million dollar|hardest|toughest) question(?: to ask)?)\b/,
  ],
  [
    'agree',
    new RegExp(
      `\\b(?:(?:where|what|on what) (?:exactly |do |does )?(?:do )?(?:they|the two(?: of (?:them|you))?|the pair of (?:them|you)|both of (?:them|you)|both|you two|you both|you) (?:actually |really |even )?agree(?: on| about)?(?: anything| at all)?(?: if anywhere| if anything)?|do (?:they|the two|you two) (?:actually |really |even )?agree (?:on|about) anything(?: at all)?|(?:is there )?(?:any )?common ground|anything they agree on|(?:can|could|would|will) (?:you )?(?:make|get|bring) (?:them|these two|those two|you two|the two(?: of (?:them|you))?|both(?: of (?:them|you))?) (?:to )?agree|(?:you|they) both (?:admit|agree|accept|concede|grant)(?: that)?(?: [a-z']+){0,6}$|(?:anything|something|one thing|a single (?:[a-z]+ )?(?:thing|claim|point|principle|idea|value)|any (?:[a-z]+ )?(?:thing|claim|point|principle|idea|value)s?)(?: at all)? (?:that )?(?:you two|you both|both of you|the two of you|they both|both of them|the two of them|you(?:'d| would|d) both|they(?:'d| would|d) both) (?:would |could |can |do |might )?(?:actually |really |even |both )?(?:agree (?:on|about|with)|sign up to|accept|share)|(?:did|has|have) (?:he |she |they |either(?: of them)? |anyone |anybody |one of them )?(?:just |actually |really |now )?(?:concede|conceded|grant|granted|admit|admitted)(?: (?:that|it|this|anything|something|the point|a point))?|(?:was|is) (?:that|this) a concession|(?:what|any) concessions?(?: (?:so far|made|has been made|have been made))?|what (?:has|have) (?:they|he|she|each|either)(?: of them)? (?:conceded|granted|admitted)|what (?:each|either)(?: side| of them| debater)? (?:has|have) (?:conceded|granted|admitted)|(?:has|have|did) (?:either|any|each|one)(?: of (?:them|the two))?(?: debater| side| speaker)s? (?:conceded|granted|admitted))${QUALIFIERS}\\b`,
    ),
  ],
  [
    'dodge',
    new RegExp(
      `\\b(?:who(?: do you think| would you say)?(?: is| has| has been)? (?:dodg\\w*|avoid\\w*|evad\\w*|duck\\w*)(?: (?:a|the|any|my) questions?| it| the point)?|(?:is|has) (?:anyone|either of them|either|one of them) (?:dodg\\w*|avoid\\w*|evad\\w*)(?: (?:a|the|any|my) questions?| it)?)${QUALIFIERS}\\b`,
    ),
  ],
  [
    'repeat',
    new RegExp(
      `\\b(?:(?<!\\b(?:how|why) )(?:could|can|would|will) (?:you|someone|somebody|one of you) (?:please )?(?:say|repeat) (?:(?:that |the |this )(?:(?:last|end|first) )?(?:part|bit)|that|it|this|what (?:you|he|she) (?:just )?said)(?: (?:again|once more|please))*|say (?:that|it|(?:the|that|this) (?:(?:last|end|first) )?(?:part|bit)) again|say (?:the|that) (?:[a-z'-]+ ){1,3}(?:bit|part) again|(?:repeat|go over) (?:that|it|the question|yourself|the (?:last|end) (?:part|bit))|(?:repeat|go over|say again|recap) (?:(?:his|her|their|the|that) )?(?:last |final |latest )?(?:point|bit|part|answer|argument)(?: again)?(?: (?:in plain english|in plain words|simply|plainly|more simply))?|(?:i )?(?:did not|didn't|couldn't|could not) (?:catch|hear) (?:that|it|the (?:end|last (?:part|bit))(?: of (?:that|it))?|what (?:you|he|she) said)|come again|what (?:did|were|was) (?:you|u) (?:just )?(?:say|saying)(?= again$| there$| then$|$)|^(?:please )?say again\\b|tell (?:it|that|me (?:it|that))(?: to me)? again|what(?: is| was)? the (?:[a-z]+ ){1,2}(?:thing|bit|part|point) again|(?:can|could|would) you (?:please )?say (?:again|once more)(?: (?:slowly|slower|more slowly))?|what (?:he|she) say(?: (?:the|that) (?:last |first )?(?:part|bit))?(?= can| could| please|$)|what you say (?:the|that) (?:last |first )?(?:part|bit)(?= can| could| please|$)|(?<!\\b(?:just|only|even|much|far|way|but|and) )(?:a bit |little )?(?:louder|slower)(?! than\\b)(?: please)?|(?:could|can|would) (?:one of you|you|someone|somebody|anyone)(?: please)? (?:put|say|explain) (?:it|that|this)(?: (?:simply|plainly|more simply|in plain english|in simple words))?$|(?:a lot of|lots of|all these|all those|so many|too many) (?:long|big|fancy) words|pardon(?: me)?|^(?:(?:that was|that's|way|far|still|much) )?too (?:long|wordy|long winded)|^(?:shorter|briefer)(?: (?:please|version|one))?|(?:say|put|give me|give us) (?:that|it|this) (?:in (?:ten|five|three|fewer|a few|\\d+) words|shorter|more briefly)|not (?:an|a whole) (?:essay|lecture|speech|sermon))${QUALIFIERS}\\b`,
    ),
  ],
  [
    'restate',
    new RegExp(
      `\\b(?:what (?:did|was) (?:he|she|that) (?:just )?(?:say|said|saying|mean)|did (?:he |she )?(?:just )?(?:say|mention) anything(?: (?:about|on|that|i should|we should)(?: [a-z']+)*)?$|(?:remind (?:me|us) )?(?!what (?:is )?the point$)what (?:is |was |'s )?(?:(?:his|her|the) )?(?:main |big |central |whole )?(?:claim|point|argument|view|position|case)(?: is| was)?$|(?:can|could) you (?:explain|repeat|say) what (?:he|she) (?:just )?said|(?:say|put|explain) what (?:he|she) (?:just )?said(?: in (?:simple|simpler|plain|plainer) (?:words|terms))?|what (?:he|she) (?:just )?said in (?:simple|simpler|plain|plainer) (?:words|terms))${QUALIFIERS}\\b`,
    ),
  ],
  [
    'differ',
    new RegExp(
      `\\b(?:(?:are|do) they (?:actually |really |even )?(?:disagree|disagreeing|agree|agreeing|differ)(?: (?:on|about) anything)?|(?:where|how|on what) (?:exactly |really )?do they(?: actually| really| even| exactly)? (?:disagree|differ|part)|where(?: is)? the (?:real |main |key |actual )?(?:disagreement|difference)|are (?:they|we) (?:going|getting) anywhere|(?:are they|is it) (?:just )?(?:saying|arguing) the same thing(?: in different (?:ways|words))?|(?:^|\\b(?:they|they're|theyre|they are|you|you're|youre|you are|both|you two|you both|we|we're|or|aren't|arent|not))(?: (?:both|two|all|just|really|basically|actually|kind of|kinda|sort of|not))* saying the same thing(?: in different (?:ways|words))?|talking past each other|is there (?:actually |really |even |still )?(?:a |any )?(?:real )?disagreement(?: left)?(?: here)?|(?:arguing|quarrelling|fighting|disagreeing) (?:about|over) (?:words|semantics|definitions)|(?:just )?semantics|going (?:round|around) in circles|is (?:this|it|the debate) (?:going|getting) anywhere|(?:are they going|is anyone going) to agree(?: on anything)?|where (?:exactly )?(?:they|the two(?: of them)?)(?: actually| really| exactly)? (?:disagree|differ|part)|what (?:exactly )?(?:is )?(?:the|their) (?:real |main |big |key |whole |actual )?(?:difference|disagreement)(?: between (?:them|the two(?: of them)?|their (?:views|positions)))?$)${QUALIFIERS}\\b`,
    ),
  ],
  [
    'summary',
    new RegExp(
      `\\b(?:(?:give me |what is |what are )?each (?:side's|side|of their|of your) (?:position|view|case)s?|(?:sum|summing) up (?:your|their) (?:views?|positions?)|sum (?:it|this|that|things|everything) up|sum up(?: (?:the debate|the argument|the arguments|both sides|where we are|so far))?|(?:give me|give us|can i have|can we have|what is) (?:a |the )?(?:(?:quick|short|brief|two line|one line|two sentence|one sentence) )?(?:summary|recap|short version|tl ?dr)(?: of (?:where )?(?:each of them|both|they|the two) (?:stands?|are|is))?|summari[sz]e(?: (?:it|this|that|the debate|the argument|both sides|where we are|(?:the|their|both)(?: two)? positions))?|recap(?: (?:it|this|that|me|us|please))?|tl ?dr|in a nutshell|where are we (?:up to|at)|where (?:they|we|you)(?:'d|'ve| had| have| were)? (?:got|gotten|get) (?:to|up to)|what(?:'s|s| is)? (?:happening|going on)(?! (?:there|with|in (?:our|their|my|your|people's|peoples|us)))|what(?:'d| did| have) i (?:just )?miss(?:ed)?|what (?:(?:does|do|did) |they (?:have )?|they've )?(?:each|both)(?: one| of them| side| debater)? (?:says?|said|thinks?|holds?|believes?|argues?|argued)|who (?:has )?been (?:talking|speaking)|^(?:a |the |your )?(?:(?:quick|short|brief|two line|one line|two sentence|one sentence|three line) )?(?:summary|recap)$|who (?:thinks|believes|says|holds|argues|wants|stands for) what|where were we|(?:did|have) i miss(?:ed)? (?:anything|much|something)(?: important| good)?|(?:did|has|have) (?:anyone|anybody|either of them|they) [a-z ]+ while i was (?:gone|away|out)|catch me up|fill me in|anything i(?:'ve)? missed|what i(?:'ve)? missed|summaries|sum up (?:each|both|the two|their|your) (?:views?|positions?|sides?)|(?:give me |what are )?(?:the |a few |three |two |some )?(?:bullet|key|main) points|(?:one|a|the|main|key|big) (?:takeaway|take away|take home(?: message| point)?)|what do i (?:actually )?(?:walk|come|go) away with|bring me up to speed|explain (?:the whole thing|it all|everything)(?: (?:like|as if) (?:i(?:'m| am) (?:5|five)|to a (?:child|kid|five year old)))?)(?: for (?:me|us))?${QUALIFIERS}\\b`,
    ),
  ],
];

/** His phone about to die ("haha my phone is about to die, 3% battery left"): he may be cut off soon. */
export const LOW_BATTERY =
  /^(?:(?:haha|ha|lol|ugh|oh no|sorry|heads up|fyi|btw|just so you know) )*(?:my )?(?:phone|laptop|battery)(?:'s| is)? (?:(?:about|going) to die|nearly dead|almost dead|dying|on (?:\d+|one|two|three|five) ?(?:percent)?|at (?:\d+) ?percent|(?:really |very |so )?low)(?: (?:\d+ percent|(?:\d+ percent )?battery)(?: left)?)*(?: and (?:dying|about to die|going|fading))?(?: (?:so|lol|haha|sorry|i might (?:drop|disappear|go)(?: off| any (?:second|minute))?|if i (?:drop|cut|disappear|vanish|go)(?: off| out| quiet)? (?:that's|thats|that is|that) why))*$|^(?:(?:haha|ha|lol|ugh) )*\d+ percent battery(?: left)?(?: (?:lol|haha|sorry))*$/;

/** He may have to go before the end ("i have a deadline at 5 so I might drop off early, sorry"). */
export const LEAVING_EARLY =
  /\b(?:i )?(?:might|may|will|could|'ll|ll|have to|need to|gotta|got to)(?: have to| need to)? (?:drop off|leave|head off|duck out|hop off|log off|jump off|go) (?:a bit |a little |quite )?(?:early|before the end|halfway through|partway through)(?:,? (?:sorry|apologies|just so you know|fyi|by the way|btw))*$/;

/**
 * A slip at the keyboard: the cat on it, a message sent too soon, autocorrect ("ignore that last bit"), "sorry if that
 * sent something weird".
 */
export const MISHAP =
  /(?:(?:my|the|our) (?:[a-z]+ )?(?:cat|dog|kitten|puppy|kid|son|daughter|toddler|baby) (?:just )?(?:walked|stepped|sat|jumped|typed|lay|ran|climbed|walking|sitting) (?:all )?(?:across|on|over|onto) (?:the |my )?(?:keyboard|laptop|phone|keys|screen)|ignore (?:that|the|my|this)(?: last)?(?: bit| message| one| line| post)?|(?:for|about) whatever (?:i|that|it) (?:just )?(?:sent|typed|said|was)|if (?:that|it|this) sent (?:something|anything)(?: weird| odd| strange| random)?|if (?:something|anything)(?: weird| odd| strange| random)? (?:got|gets|was) sent|(?:and )?(?:almost|nearly) sent (?:something|it|a message)|(?:sorry )?wrong (?:window|chat|tab|app|thread|screen)(?: (?:sorry|oops|lol))?(?: (?:i )?meant (?:to (?:text|send|message|type|write|reply to|post) |(?:that|this|it) for )[a-z' ]+)?|(?:^|\b(?:sorry|oops|lol) )(?:(?:my|the|our) )?(?:cat|dog|kitten|puppy|toddler|baby)(?: (?:just )?(?:walked|stepped|sat|jumped|ran|climbed|lay))? (?:all )?(?:across|on|over|onto) (?:the |my )?(?:keyboard|keys|laptop)|(?:sent|hit send|pressed enter) (?:that )?too (?:early|soon)|(?:stupid |damn )?autocorrect|typo)/;

/**
 * Said of the visitor himself, whole, with at most one topic word: he is thinking, he doubts his question, or what
 * was said helped him. Read only of a whole line, not a sentence beside a question or a view ("I think it's real. Is
 * that a dumb answer?" asks about the view).
 */
export const ABOUT_THE_VISITOR: readonly (readonly [
  Extract<FloorTalk, 'pause' | 'permission' | 'doubt' | 'glad' | 'apology' | 'budget'>,
  RegExp,
])[] = [
  [
    'permission',
    /^(?:(?:ok|okay|so|well|right|sorry|and) )*(?:(?:you(?:'re| are)|youre) (?:running|chairing) (?:this|things) )?(?:can|could|may) i (?:ask|put) (?:you |him |her |them |one of you |either of you |you both |you two )?(?:a |one |another |one more |a quick |a small |a silly |a personal |a daft )?(?:question|something|thing)(?: (?:of|to) (?:you|him|her|them|both(?: of (?:you|them))?|you both|them both|the two of (?:you|them)))?(?: (?:quick(?:ly)?|too|as well|real quick|first|please|here|now|together))*(?: (?:that(?:'?s)?|which is|it'?s|its) not (?:really |strictly |exactly )?(?:about|on) (?:the debate|the topic|this))?$/,
  ],
  // "is it okay i am asking so many questions", "can i ask a question of my own is that allowed"
  [
    'permission',
    /\b(?:(?:is it|it's|its) (?:ok|okay|alright|all right|fine) (?:if )?i(?:'m| am)? ask(?:ing)? (?:so many|too many|a lot of|lots of|all these) questions|(?:can|could|may) i ask (?:a question|something|one) of my own)(?:,? (?:is that|if that(?:'s| is)) (?:allowed|ok|okay|alright|all right|fine))?$/,
  ],
  // "Am I allowed to ask about something that happened at work, or does it have to be proper philosophy?"
  [
    'permission',
    /^(?:(?:ok|okay|so|well|right|sorry|and) )*am i allowed to (?:ask|talk) about (?:something|anything)(?: (?:that|which) [a-z' ]+)?(?:,? or (?:does|do|must|should) (?:it|they|questions) (?:have to|need to|got to) be (?:about )?(?:proper |real |strict )?(?:philosophy|the debate|on topic))?$/,
  ],
  [
    'pause',
    /^(?:(?:i'm|i am) )?(?:still here|(?:still |just )*(?:thinking|mulling (?:it |that )?over|pondering|taking (?:it|that) in|writing (?:that|it) down|digesting (?:that|it))|let me think(?: about (?:that|it))?|give me a (?:sec|second|minute|moment)|hold on|one (?:sec|second|moment))(?: (?:still here|just thinking|thinking|about (?:it|that)|a (?:sec|second|minute|moment)|for a (?:sec|second|minute|moment)))*$/,
  ],
  [
    'doubt',
    /^(?:(?:that|this|it|mine) (?:was|is)(?: probably| maybe| perhaps| just| a bit of)? (?:an? )?(?:silly|stupid|dumb|daft|basic|obvious|bad) (?:question|thing to ask)|(?:sorry )?(?:for|about) (?:all )?(?:the|my|these) (?:silly |stupid |dumb )?questions|(?:i'm|i am) (?:probably )?(?:being )?(?:slow|thick|stupid|dumb)|sorry (?:i'm|i am) (?:so )?slow)$/,
  ],
  [
    'apology',
    /^(?:(?:(?:i(?:'m| am| was)|i've been|i have been) (?:just |a bit |kind of |kinda |rather )?(?:rambling|ranting|waffling|babbling|oversharing|going on(?: a bit| and on)?|being (?:long winded|a pain|a bore))|(?:for|about) (?:the|my|that|this|all that|all this) (?:long )?(?:message|post|ramble|rant|essay|novel|life story|wall of text|tangent|waffle)|(?:that|this|it) (?:was|is|got) (?:a bit |so |very |too |really |quite |rather )?(?:long|personal|a ramble|a rant|an essay|a lot)|(?:i )?(?:rambled|ranted|went on)(?: there)?(?: a bit| too long| too much)?|didn't mean to (?:ramble|rant|go on|overshare)|(?:thanks|thank you) for (?:being (?:so )?patient|your patience|bearing with me|putting up with me|hearing me out|humou?ring me|indulging me)(?: with (?:me|a stranger|an old (?:man|woman|lady|fool))| (?:at|this late at) (?:night|\d+ ?(?:am|pm)?)| (?:so|this) late)*|(?:a |such a |very |really )?long (?:message|one|post|question|story)|tmi|too much information|(?:sorry )?(?:if )?(?:that|this|it) (?:was|is|came out|sounded|came across|seemed) (?:a bit |too |so |really |quite |rather |kind of |kinda )?(?:rude|harsh|blunt|mean|cheeky|out of line)(?: of me)?|(?:it|that|this)(?:'s| has| is| was)? (?:been )?(?:bugging|bothering|nagging|eating at) me(?: (?:for (?:ages|years|a while)|since [a-z' ]+))?|(?<=(?:rude|harsh|blunt|mean|cheeky|line|of me) )(?:sorry|my bad|apologies)|^(?:ok|okay|right|hmm|ah) (?=(?:that|this|it|sorry) ))(?: |$))+$/,
  ],
  // "lol my cat just walked across the keyboard, sorry for whatever I sent": a slip, which needs no pardon.
  [
    'apology',
    new RegExp(
      `^(?:(?:lol|lmao|haha|hehe|ha|ok|okay|oops|whoops|oh|ugh|argh|omg|wait|sorry|my bad) )*(?:${MISHAP.source})(?: (?:${MISHAP.source}|sorry|lol|lmao|haha|oops|my bad))*$`,
    ),
  ],
  ['budget', LOW_BATTERY],
  ['budget', LEAVING_EARLY],
  [
    'budget',
    /^(?:(?:just |fyi |btw |by the way |heads up )*)(?:i(?:'ve| have)?|ive) (?:only )?(?:got|have)(?: only)? (?:like |about |around |maybe |roughly |til |till |until )?(?:\d+|a few|a couple of|one|two|three|five|ten|fifteen|twenty|thirty|half an hour|an hour)(?: (?:more )?(?:min|mins|minutes|hour|hours|hrs|o'clock))?(?: (?:left|to spare|free|on my break|of my break|tonight|before [a-z' ]+))*(?: (?:by the way|btw|fyi|so|though))?$/,
  ],
  [
    'glad',
    /^(?:(?:lol|ha|haha|wow|omg|honestly) )*(?:(?:that|it|this) (?:actually |really |kind of |kinda |does |do )?(?:makes?|made) me feel (?:(?:a lot|a bit|much|so much) )?(?:better|good|less (?:alone|stupid|bad|worried))|(?:that|it|this) (?:really |actually )?help(?:s|ed)|(?:that|it|this)(?: is|'s)?(?: actually| really| quite| weirdly| strangely| oddly| honestly)? (?:reassuring|comforting|helpful|useful|a relief|a comfort)|(?:very |really )?(?:useful|helpful)(?: actually| really)?|(?:(?:fair enough|ok|okay|right|well) )?i(?:'m| am| feel)(?: a (?:bit|lot))? (?:less worried|reassured|relieved)(?: than i was| now)?|(?:i )?(?:just )?(?:wanted to |want to )?(?:say )?(?:that )?i(?: really| just)? (?:love|like|am loving|m loving|am enjoying|m enjoying) (?:this|the) (?:app|debate|site|show|format|thing)(?: so much| a lot)?|(?:this|it) is (?:so |really |honestly )?(?:great|brilliant|amazing|fun|fascinating|awesome)|(?:this|it)(?: debate| app)?(?: is|'s)? (?:so much |way |much |honestly |actually |lowkey |low key |genuinely |literally )?(?:better|more fun|more interesting) than (?:my|any|the|a) (?:actual |real |own )?(?:[a-z]+ )?(?:lecture|lectures|class|classes|seminar|course|lesson|lessons|podcast|tv|telly|show|film|movie|series|netflix)(?: (?:queue|watchlist|watch list|list|subscription|feed|backlog))?(?: (?:i was|i'd|i had|we were) (?:going to|gonna|planning to|about to|meant to) (?:watch|see|stream|binge)(?: tonight| later)?| (?:i|we) (?:had |'d )?planned(?: for)?(?: tonight| later)?)?|(?:this|it)(?: debate| conversation)?(?: is|'s| got)? (?:so |very |pretty |really |quite |a bit |kinda |kind of |getting )*(?:heavy|deep|intense|a lot)(?: stuff)?(?: for (?:a |an |this |so early on a )?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weeknight|weekday|school night|work night) ?(?:morning|afternoon|evening|night)?|morning|evening|night|time of (?:night|day)))?|(?:this|it)(?: debate)?(?: is|'s)? (?:melting|blowing|frying|breaking) my (?:brain|mind|head)(?: (?:i )?need (?:a )?(?:coffee|drink|break|lie down))?)(?: (?:thanks|thank you|haha|ha|lol))*$/,
  ],
];

/** A line that greets or introduces the visitor ("Hello, Tomasz here, ..."). */
export const GREETING =
  /^(?:(?:ok|okay|right|so|well|yeah|uh|um|er|erm|is (?:it|this) on) )*(?:hi|hello|hey|hiya|heya|howdy|yo|sup|wassup|good (?:evening|eve|morning|afternoon|day)|evening|morning|greetings)\b|\bmy name(?: is|'s)\b|^(?:(?:ok|okay|alright|right|so|well|yeah|uh|um) )*(?:this is|this|it's|its|it is) [a-z]+ (?:again|here|calling)\b/;

/** "How are you both doing today?", "how's it going": asked how they are, in a greeting. */
export const HOW_ARE_YOU =
  "how(?: are|'re|re| r) (?:you|u|yall|y'all)(?: (?:both|all|two|guys|lot))?(?: (?:doing|keeping))?(?: (?:today|tonight|this (?:evening|morning|afternoon)))?|how(?:'s| is) (?:it going|everyone(?: doing)?)(?: (?:today|tonight))?";

/** The weather where he is, in a greeting ("greetings from a very rainy Manchester"). */
const WEATHER =
  '(?:an? )?(?:very |really |freezing |cold |wet |hot )?(?:sunny |rainy |beautiful |lovely |snowy |windy |cold |grey |gray |freezing |wet |hot )?';

/** The show liked, in a greeting ("love the voices", "this app is great"). */
const LIKED =
  '(?:i )?(?:really )?(?:love|loving|like|enjoying|enjoy) (?:the|your|this|these) (?:voices?|app|show|format|debates?|accents?|idea|setup|site)|(?:the |your |this )?(?:voices?|app|show|format|accents?) (?:is|are|sound|sounds) (?:so )?(?:great|amazing|lovely|cool|brilliant|awesome|fantastic|good)';

/**
 * A greeting and nothing else, however many parts it has ("Good evening all, first time here, hope I'm not too late",
 * "hi everyone, greetings from Brazil!", "my mom's watching with me, say hi lol", "Hi there, how are you both doing
 * today?").
 */
const GREETING_PART = `(?:hi|hello|hey|hiya|heya|howdy|yo|good (?:evening|morning|afternoon|day)|evening|morning|greetings|cheers)(?: (?:all|everyone|everybody|folks|guys|there|again|both|you two|yall|y'all|team|gents|ladies))*(?: from ${WEATHER}[a-z]+(?: [a-z]+)?)?(?: (?:everyone|everybody|all|folks|guys))?|(?:greetings|hello|hi|love) from ${WEATHER}[a-z]+(?: [a-z]+)?|${HOW_ARE_YOU}|(?:(?:it's|its|it is) )?(?:my )?first time(?: here| on here| doing this| on this app)?|(?:i )?hope (?:i'm|im|i am) not (?:too )?late|(?:just )?(?:joining|listening|watching|tuning in|dialling in|dialing in)(?: in)? from [a-z]+(?: [a-z]+)?|(?:my )?(?:mom|mum|dad|wife|husband|son|daughter|kids|friend|partner|gran|grandma|grandad|girlfriend|boyfriend)(?:'s|s)?(?: is| are)? (?:watching|listening)(?: (?:with|along with) me)?|say (?:hi|hello)(?: to (?:her|him|them|everyone))?|lol|haha|(?:thanks|thank you) for having me|${LIKED}`;
export const GREETING_ONLY = new RegExp(`^(?:${GREETING_PART})(?: (?:and )?(?:${GREETING_PART}))*$`);

/** "Can you hear me?", "hello? anybody there?", "maybe the signal is bad": a caller checking the line. */
export const PRESENCE =
  /\b(?:(?:is )?(?:anybody|anyone|somebody|someone) (?:is )?(?:there|here|listening)|are you (?:still )?(?:there|here|listening)|(?:can|could|do) (?:you|u|anyone|anybody|they|(?:the )?(?:philosophers|debaters|speakers|panel|guests)|(?:the two|both) of (?:you|u|them))(?: all)? (?:actually |really |even )?(?:hear|see) me|(?:you|u) hear me|(?:the |my )?(?:signal|connection|line|internet|wifi|mic|microphone|sound|audio)(?: is)? (?:bad|gone|down|weak|dropped|dropping|breaking up|working)|is (?:this|it) (?:thing )?(?:on|working)|(?:the |this )?(?:site|app|page|website|stream) (?:is )?(?:so |very |v |really |a bit )?(?:slow|laggy|lagging|freezing|stuck)|(?:progress|loading|download) bar (?:[a-z]+ ){0,4}(?:stuck|frozen|not moving)|is (?:the debate|it|the app|the page|the stream|this) still loading|should i (?:restart|reload|refresh|reinstall|close) (?:the |this )?(?:app|page|site|browser|stream|tab)|hello+(?: hello+)*)\b/;

/**
 * The line's trouble told, not asked, in a longer line ("... so sorry if i go quiet, the signal here is awful", "my
 * wifi keeps dropping"): a caller warning of the line, who is heard and given the question.
 */
export const LINE_TROUBLE =
  /\b(?:(?:sorry|apologies|excuse me) (?:in advance )?if i (?:go|get|am|fall) (?:quiet|silent|quiet for a bit)|(?:sorry |apologies )?(?:if|in case|when) i (?:drop|cut|cutting|dropping|freeze|disappear|vanish)(?: out| off)?(?: for a (?:bit|sec|second|moment|minute))?$|(?:the|my) (?:signal|reception|wi ?fi|connection|internet|line)(?: (?:here|out here|in here|where i am|tonight|today))? (?:is |s |'s )?(?:(?:so|really|very|pretty|a bit|kinda|super|absolutely|properly) )?(?:awful|terrible|rubbish|patchy|spotty|dodgy|shocking|crap|garbage|horrible|atrocious)|my (?:signal|reception|wi ?fi|connection|internet)(?: here)? (?:just |keeps? |kept )(?:dropping|cutting out|breaking up|playing up|going|dying))\b/;

/** A point of order put to the chair, whatever its words besides ("rule on whether he has met his burden"). */
export const POINT_OF_ORDER =
  /\b(?:point of order|non ?-?responsive|unresponsive|move to strike|rule on (?:it|this|that|whether|if)|(?:request|ask for|want|need|would like) (?:a|your) ruling)\b/;

/**
 * The visitor says himself that his line leaves the theme ("off topic, but ...", "a digression: ...", "random but
 * ..."), at its start.
 */
export const ASIDE =
  /^(?:(?:oh|so|ok|okay|sorry|excuse me|lol|also|and|a|an|quick|just|slightly|bit|little|totally|completely|kinda|kind of|total|complete|hey|hi|um|uh|right|well|but) )*(?:off topic|off the topic|off subject|digression|aside|side note|(?:strange|odd|funny|random) thing to (?:mention|say)|different (?:thing|question|topic|subject)|unrelated|not related|random (?:but|question|thought|q)|changing the subject|change of (?:subject|topic))\b/;

/** Who made the better case, asked in so many words: the verdict, wherever it is asked ("which of the two convinced you?"). */
const JUDGED = String.raw`\bwho (?:made|has made|makes) the (?:better|stronger|best) case\b|\bwho (?:carried|has carried|carries) the (?:day|argument|debate)\b|\b(?:which|who)(?: one)? (?:of (?:the|them|these|you|those)(?: two| both)? )?(?:of (?:them|us) )?(?:has |have )?(?:convinced|persuaded) you(?! (?:of|that)\b)`;
/**
 * The debate closed by the visitor's own words, with the chair's verdict: "give us your final verdict", "end it
 * there and give me a verdict", "closing statements, then Aristotle rules", "then we're adjourned". Not the verdict
 * so far ("your verdict so far?" asks who is ahead), nor how the debate ends ("is there a verdict at the end?").
 */
const CLOSE = new RegExp(
  String.raw`\b(?:(?:final|closing) (?:verdict|ruling|judg(?:e)?ment|statements?|remarks|arguments?)|(?:give|let's have|let us have) (?:me |us )?(?:the |your )?final (?:word|say)|finish (?:it|this|things|the debate|us) off|who (?:won|has won) (?:tonight|overall|in the end|the debate)|(?:give|deliver|announce|hand down|pass|let's (?:have|hear)|let us (?:have|hear)) (?:me |us )?(?:your |the |a )?(?:final |closing )?(?:verdict|ruling|judg(?:e)?ment)|(?:time|ready) for (?:your |the |a )?(?:verdict|judg(?:e)?ment)|verdict time|(?:end|close|wrap|finish|conclude) (?:it|this|things|the debate|the session|us)(?: up)?(?: (?:there|here|now|for (?:today|tonight|now)))?(?: (?:with|on) (?:a|your|the) (?:final )?verdict)?|(?:i(?:'m| am) ending it(?: here| there| now)?)|wrap (?:it |this |things )?up|bring (?:it|this|us) home|verdict (?:please|pls|plz|quick|quickly|now|asap|tldr)|(?<=^|\b(?:ok|okay|alright|right|so|then|now|lol|time) )verdict(?=$| who| whos)|what(?:'s| is|s)? (?:the|your) verdict(?=[?.!]*$)|(?<=^|\b(?:ok|okay|alright|right|so|then|just|now|please) )call it(?= then| now| who|[?.!]*$)|\b(?:you can|go ahead and|time to|feel free to) call it\b(?! a night)|(?<=^|\b(?:ok|okay|alright|right|so|then|now|well|and|straight|me) )who (?:won|win|wins)(?= (?:then|tonight|overall|give|tell|in the end)\b| (?:the )?[a-z]+ or (?:the )?[a-z]+$)|(?<=^|\b(?:ok|okay|alright|right|so|then|now|well|and) )who(?:'s| is|s)? the winner(?= (?:then|tonight|overall|in the end)\b|[?.!]*$)|${JUDGED}|\b(?:decide|judge|say|tell (?:me|us)) who (?:won|is the winner)\b|\b(?:we should|let's|let us|time to) (?:come to|reach) (?:a|the|our) conclusion\b|(?:we(?:'re| are)|court(?: is)?|debate(?: is)?) adjourned|adjourn(?: the debate| us| it)?|then (?:you )?rules?)(?! (?:so far|yet|for now|at this point|right now|at the end)\b)`,
  'g',
);
/** The line opens by telling the chair to close ("ok wrap it up", "right, can you end it there"). */
const CLOSE_FIRST =
  /^(?:(?:ok|okay|right|alright|all right|so|well|then|please|now|aye|yeah|can you|could you|will you|would you|you can)[, ]+)*(?:end|close|wrap|finish|conclude) (?:it|this|things|the debate|us) ?(?:up|off)?\b/;
/** The line ends by telling the chair to close, after why ("league on at 7 so wrap it up boys"). */
const CLOSE_LAST =
  /\bso (?:(?:can|could|will|would) (?:you|ya|u) |please |just |you can )?(?:end|close|wrap|finish) (?:it|this|things|the debate|us) ?(?:up|off)?(?: (?:boys|lads|guys|folks|gents|fellas|all|everyone|please|then|now|yeah))*[.!]*$/;
/** Words that ask a question of their own, after a request to close ("ok wrap it up. but first, is goodness real?"). */
const QUESTION_WORDS =
  /\b(?:is|are|was|were|does|do|did|can|could|should|would|will|what|why|how|who|where|which|whether)\b/;
/** A question about how a debate ends, not a request to end it. */
const HOW_IT_ENDS =
  /\b(?:is there|will there|when (?:do|does|will|is)|how (?:do|does|will|can|is) (?:i|we|you|it|this|the debate)|does (?:it|this|the debate)|do you (?:ever|always)|at the end|are you going to)\b/;
/**
 * Whether something would end the debate, asked ("the Libet experiment ... doesnt that kind of end the debate", "would
 * a brain scan settle it?"): no request to end it. "Could you end it there?" asks the chair, and is one.
 */
const ENDS_IT_ASKED =
  /\b(?:does|doesn't|doesnt|did|didn't|didnt|would|wouldn't|wouldnt|could|couldn't|couldnt|will|won't|wont|might|can't|cant)(?! (?:you|u|ya|ye)\b)(?: [a-z']+){0,2}?(?: (?:kind of|kinda|sort of|sorta|basically|just|pretty much|really|not|surely))* (?:end|settle|close) (?:the debate|the argument|it|this|things)\b/;
/** What a request to close the debate may say besides: how long each may take ("fifty words each"), and for whom. */
const CLOSING_TERMS =
  /\b(?:(?:in )?(?:one|two|three|fifty|a hundred|a few|\d+) (?:words?|lines?|sentences?)(?: each| apiece| max| maximum| tops)?|each|please|then|and|i could read out(?: to (?:them|the class|my class))?)\b/g;

/** The verdict, or the close, named in so many words: asked for, it closes the debate whatever else is said with it. */
const VERDICT_NAMED =
  /\b(?:verdict|adjourn(?:ed)?|closing statements?|final (?:word|say)|(?:you can|go ahead and|time to|feel free to) call it(?! a night))\b/;
/** Who won, asked in the past: beside a request to end, the verdict. */
const WHO_WON = new RegExp(
  String.raw`\bwho (?:won|win|took it|took this(?: one)?|came out on top|came out ahead|got the better of (?:it|this|the debate)|is right)\b|\bwho right$|\bwho(?: is|'s|s)? the winner\b|${JUDGED}`,
);

/** Whether a line asks who won: the chair's verdict, whichever debater it names ("whos the winner then i think socrates"). */
export function asksWhoWon(text: string): boolean {
  return WHO_WON.test(text);
}

/** Who won, asked in the past ("so who won", "who had the stronger argument"), or the winner named for him to pick. */
const WON_ASKED =
  /\bwho (?:(?:won|has won)(?=$| (?:then|because|cause|cos|that(?: one)?|quick|quickly|briefly|tonight|today|overall|in the end|and|so|but|i|mister|mr|sir|or|between|of (?:them|the two|you|us)|here|this(?: one| debate)?|the (?:debate|argument|day|round|night|evening)|it|one|just|please|pls|now|in your (?:view|opinion|eyes)|you (?:think|reckon)|do you)\b)|came out (?:on top|ahead)|had the (?:better|stronger|best|strongest|more convincing) (?:argument|case)|was (?:the winner|more convincing))\b|(?<!\b(?:i|we|you|to|do|does|who|how|will|would|should|can|could) )\b(?:calculate|pick|name|call|declare) (?:a |the )?winner\b|\bcall it (?:a draw|a tie|even)\b|\bwho (?:takes|took) (?:it|this|that)(?: one)?\b|\bwho (?:carried|has carried) (?:the (?:day|argument|debate|night|evening)|it)\b|\bwon (?:that|it|this)(?: one)?\b.*\bwhat (?:do|would) you (?:say|think|reckon)\b|^(?:(?:ok|okay|so|well|right|then|and) )*your verdict\b/;
/** The evening called over in a word ("fun.", "good debate.", "well its been lovely"). */
const EVENING_OVER =
  /^(?:fun|great|lovely|brilliant)\b|\b(?:good|great|lovely|fun|nice) (?:debate|chat|evening)\b|\b(?:it's|its|that's|thats|this has|it has|that was|this was|that has) (?:been )?(?:lovely|fun|great|brilliant|fascinating|a pleasure)\b/;
/** The verdict declined ("goodbye and uh no verdict needed"). */
const NO_VERDICT = /\b(?:no|without|skip|don't need|dont need|not) (?:a |the |your |any )?verdict\b/;
/** How the winner is chosen, asked ("how does the voting work here"). */
const HOW_JUDGED = /\bhow (?:does|do|will|is) (?:the )?(?:voting|scoring|judging|winner|verdict|this|it)\b/;
/** How many of the visitor's lines a debate has heard before who won, asked, asks for the verdict. */
const LINES_BEFORE_THE_VERDICT = 6;

/**
 * Who won, asked late in a debate, or as the evening is called over or with a goodbye ("good debate. who won?"): the
 * verdict. Asked early ("so who won?" after one exchange), it is who is ahead so far.
 */
export function verdictAskedAtTheEnd(said: string, lines: number, leaving: boolean): boolean {
  // "who, in your view, carried the argument tonight?"
  const text = said.replace(/ (?:in your (?:view|opinion|eyes)|do you think|would you say)\b/g, '');
  // "how does the voting work here, do i pick a winner or do you": how it ends, asked, is no request to end it.
  if (SO_FAR.test(text) || HOW_IT_ENDS.test(text) || HOW_JUDGED.test(text)) return false;
  if (WON_ASKED.test(text)) return lines >= LINES_BEFORE_THE_VERDICT || leaving || EVENING_OVER.test(text);
  // "Right, I need to go and meet a family at 3. Verdict? I'm leaning Heidegger": who won, in any words, as he goes.
  return leaving && WHO_WINS.test(text) && !NO_VERDICT.test(text);
}

/**
 * Who won, or the verdict, asked in any words ("who wins??", "so who won", "tell me who is right", "who win?", "your
 * verdict"); not who is ahead now ("who's ahead now, quick, I have to go" is answered, then he is seen off).
 */
const WHO_WINS =
  /\bwho(?:'s| is|s)? (?:won|wins?|right|the winner|(?:winning|ahead)(?! (?:so far|now|right now|at the moment)))\b|\bwho (?:has )?convinced you\b|\bverdict\b/;
/** Who is ahead so far, whatever else is said ("your verdict so far? I have to go soon"). */
const SO_FAR = /\b(?:so far|yet|for now|at this point|right now)\b/;
/** Leaving now, said with it: "I must go", "im falling asleep", "my exit's coming up", "it is late". */
const LEAVING_NOW =
  /\b(?:i (?:must|have to|need to|got to|gotta) (?:go|leave|run|sleep|be off)|gotta go|got to go|(?:i'm|im|i am) (?:so |really |very |getting )?(?:tired|knackered|exhausted|sleepy)(?! (?:of|by|from)\b)|falling asleep|(?:off|going|heading) to bed|(?:my|our) (?:stop|exit|train|bus|flight|shift|board call|meeting)(?:'s| is)? (?:next|coming up|now|soon|here)|(?:it's|it is|its) (?:late|getting late)|(?:i |we )?(?:gotta|have to|got to|must|need to) be up (?:at|by|early|for)|(?:i have |i've got |i got |my )?(?:watch|shift|work|court|class|school) (?:at|starts at) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|(?:i've got|i got|got) another (?:job|call|call out|shift)|(?:gotta|got to|have to|need to|must) (?:sleep|close up|lock up|shut up shop|get back to (?:work|it))|(?:i've got|i got|got) (?:\w+ )?(?:waiting|customers waiting)|telling me to (?:move|go|drive)|call(?:ing)? it a night|before i go|(?:have|got|need) to (?:get going|get moving|hit the road|get back(?: to (?:work|it|the [a-z]+))?)|(?:i(?:'ve| have)? (?:got|gotta|have|need) to|i gotta|gotta) (?:do|get|go and do|make|pick up|collect|put) (?:the |a |my |our )?(?:school (?:pickup|pick up|run)|pickup|pick up|kids|tea|dinner|supper)(?: on)?)\b/;

/**
 * What a request to close the debate says besides its own words ("" when it names the verdict: "concise final
 * verdict: who's ahead, by how much?"); undefined when it asks no such thing.
 */
export function closeAsked(text: string): string | undefined {
  // "Ok Aristotle it is dark now I must go so tell me who is right": who is ahead, asked as he leaves, is the verdict.
  if (WHO_WINS.test(text) && LEAVING_NOW.test(text) && !HOW_IT_ENDS.test(text) && !SO_FAR.test(text))
    return '';
  const asked = new RegExp(CLOSE.source).exec(text);
  if (!asked || HOW_IT_ENDS.test(text) || /\bmy (?:final |closing )?verdict\b/.test(text)) return undefined;
  // "Okay shop's opening in five minutes, end it, who won": who won, asked with the close, is the verdict asked for.
  if (VERDICT_NAMED.test(text) || WHO_WON.test(text)) return '';
  if (ENDS_IT_ASKED.test(text)) return undefined;
  // "ok wrap it up, the kp wants to mop under me. real or invented": told to close, with no question after it.
  const told = CLOSE_FIRST.exec(text);
  if (told && !QUESTION_WORDS.test(text.slice(told.index + told[0].length))) return '';
  // "league on at 7 so wrap it up boys": told to close last, with why before it.
  if (CLOSE_LAST.test(text)) return '';
  return text.replace(CLOSE, ' ').replace(CLOSING_TERMS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * What he missed, asked anywhere in his line ("im back sorry what did i miss did marks say something", "can you sum up
 * what Descartes said while I was away?").
 */
export const MISSED =
  /\bwhat(?:'d|d| did| have)? i (?:just )?miss(?:ed)?\b|\b(?:did|have) i miss(?:ed)? (?:anything|much|something)\b|\b(?:said|happened|went on) while i was (?:away|gone|out)\b/;
/** What he missed, asked at the end of his line, whatever he said before it ("ugh the rain ..., anyway what did i miss"). */
export const MISSED_LAST = new RegExp(String.raw`(?:${MISSED.source})[?.!]*$`);
/** Back from a moment away, asking what he missed, at the end of his line ("..., um where were we"). */
export const BACK_ASKED = new RegExp(
  String.raw`(?:where (?:were|are) we(?: at| now)?|(?:did|have) i miss(?:ed)? (?:anything|much|something)(?: important| good)?|${MISSED.source}|catch me up|fill me in)(?: quick(?: one)?| quickly| briefly| in short)?[?.!]*$`,
);
/** His point read back to him ("so ur basically saying im the creditors muscle lol"): he answers what it says. */
export const READ_BACK =
  /\b(?:(?:you|u|ya|ur|you're|youre|you are) (?:\w+ )?(?:saying|mean|meant)|are (?:you|u) saying)\b/;

/** Back from a moment away, at the start of his line: "back, parked.", "okay i'm back", "sorry mam rang", "sorry, the varnish." */
export const RETURNED =
  /^(?:(?:ok|okay|right|alright|so|um|uh|and|sorry) )*(?:(?:i'm|im|i am|we're|we are|(?:that's|thats|that is) me) back\b|back(?: again)?(?: now)?(?:$| (?:and|so|now|from|after|parked|sorry|again)\b)|sorry(?: sorry)? (?:(?:i|we) (?:had (?:a|to)|(?:was|were) (?:eating|away|out|on|at|driving|cooking|busy|working|serving|in)|got (?:a|called)|needed to)\b|had to\b|about that\b|(?:my |the |our )?[a-z]+ (?:rang|called|came|needed me)\b|[a-z]+ check\b|(?:the |my |a )?(?:back|varnish|kids?|baby|dog|cat|door|doorbell|phone|oven|customer|delivery|boss|lag|wifi|signal|connection)$))/;
/** What tells that he was away: an apology, a call or a knock, or "back". */
export const AWAY_TOLD =
  /\b(?:sorry|back|had to|at the door|came in|called away|was away|stepped away|phone|interrupted|had a call|lag|wifi|fire drill|fell asleep|dropped out|false alarm|it was (?:just |only )?(?:the|my|a|our) [a-z' ]+)\b/;

/** Thanks for what was just said ("That's a lovely thing to say, thank you.", "Great answer, thanks"): a nod. */
export const GRATEFUL =
  /^(?:(?:oh|ah|aw+|well|ok|okay) )*(?:(?:that(?:'s| is)?|thats|what a) )?(?:(?:a |such a |really |very |so )?(?:lovely|kind|nice|sweet|beautiful|good|great|helpful|clever|wise|thoughtful|interesting|fair))(?: (?:thing|answer|point|way|idea|one)(?: to say| of putting it| to put it)?)?(?: thank you| thanks)(?: (?:so much|very much))?(?: (?:dear|both|all))?$/;

// How a visitor asks to hear it again, says why he asks, or steps away for a moment.

/** The words that ask for it again in so many words ("say that again", "a bit slower"), not "would you say that". */
/** Which bit he asks for again: "... again, about nobody doing wrong knowingly". */
export const WHICH_BIT = /^ (?:again )?(?:about|on|where|when|with)\b/;
export const REPEAT_ASKED = /\b(?:again|once more|repeat|slower|louder|catch|hear)\b/;

/** Said before a request, the line's trouble that makes him ask ("my wifi keeps dropping, can you repeat the last bit"). */
export const TROUBLE_FIRST =
  /^(?:(?:sorry|sry|ugh|argh|oops|ok|okay) )*(?:my|the|our) (?:wi ?fi|connection|internet|signal|audio|sound|stream|line|headphones|earphones) (?:just |keeps? |kept |has |is |was |went )?(?:dropping|dropped|drop|cutting out|cut out|glitching|glitched|lagging|lagged|froze|frozen|freezing|breaking up|broke up|playing up|died|dying)(?: (?:out|off|again|there|for a (?:sec|second|bit|moment|minute)))*(?: (?:so|and|but))? (?=\S)/;

/** Said after a request, why it is asked: for whom, or how little time there is. */
export const WHY_ASKED =
  /(?: (?:so (?:that )?(?:i|we) can [a-z' ]+|if (?:i|we) (?:want|wanna|wanted|would like|'d like) (?:to )?[a-z' ]+|(?:that |which )?(?:i|we) can (?:bring|take|tell|share|use|show|give) [a-z' ]+|(?:cause |because |cos )?(?:i(?:'ve)? (?:got|have|only have)|only (?:got|have)) (?:like |about |only )?(?:\d+|a few|two|three|five|ten) (?:min|mins|minutes|secs|seconds)\b[a-z' ]*|for (?:the|my|our|a) (?:piece|article|story|class|students|kids|readers|notes|paper|essay|newsletter|blog|podcast|book club|group|show)|i (?:can't|cannot|can not) (?:tell|hear|follow|see)\b[a-z' ]*)|^only (?:got|have) (?:like |about )?(?:\d+|a few|two|three|five|ten) (?:min|mins|minutes|secs|seconds)| (?:because|cause|cos|coz) (?:(?:honestly|frankly|to be honest|tbh|like) )?(?:i|i'm|im|my|we|our) [a-z' ]+| (?:i|we|i've|ive|we've) (?:(?:have|need|must|got) to|gotta|(?:have|got) (?:my|our|a) [a-z]+ (?:at|in)) [a-z0-9' ]+| (?:i|i've|i have) (?:lost|missed) (?:the thread|track|my place|the plot|a bit)| (?:because |cause |cos |as )?(?:i(?:'m| am)|im) (?:(?:a )?little |a bit |bit |getting |so |very |quite |totally |completely )?(?:confused|lost)| (?:i|we) (?:had|have|put|left|got) (?:the |my |a )?(?:tv|telly|radio|music|kettle|oven|washing machine|hoover|kids|baby|dog)\b[a-z' ]*)$/;

/** The visitor steps away for a moment ("hold on", "back in a sec", "two min", "brb"). */
export const STEP_AWAY =
  /\b(?:hang on|hold on|one sec(?:ond)?|(?:keep|carry) (?:going|on) without me|go on without me|(?:give me |give us |gimme |wait |need )(?:a|one|two|five|\d+|a couple of?) (?:sec|secs|second|seconds|min|mins|minute|minutes|mo|moment|tick)|(?<!\b(?:every|each|per|after|for|than|under|over|within|about|around|nearly|almost))(?:^| )(?:a|one|two|five|\d+) (?:sec|secs|min|mins)$|(?:^| )(?:a|one) (?:minute|moment)$|\bcoming(?: [a-z]+)? (?:two|five|ten|\d+) (?:minutes|mins|seconds|secs)$|(?:gotta|got to|have to|need to|going to|gonna|just|let me) (?:grab|get|make|fetch|top up) (?:a |me a |my |some |another )?(?:drink|coffee|tea|cuppa|snack|beer|water|refill)|(?:don't|do not) (?:solve|decide|settle|finish) [a-z ]+ without me|back in (?:a |one |two |five |ten |a couple of? )?(?:sec|secs|second|seconds|min|mins|minute|minutes|mo|moment|tick|jiffy|bit|two|five|ten|\d+)(?: (?:sec|secs|seconds|min|mins|minutes))?|brb|be right back|(?:i'll|i will|will) be back (?:shortly|soon|in a (?:moment|minute|bit|sec|second|tick))|excuse me (?:for )?(?:a|one|just a) (?:moment|minute|second|sec)|one moment|let the (?:cat|dog) (?:in|out)|(?:phone|telephone|doorbell|door)(?:'s|s)? (?:is )?(?:ringing|going)|(?:i'll|ill|i will) be (?:a|one|two|five|\d+) (?:sec|secs|second|seconds|min|mins|minute|minutes)|bear with me|(?:^|\bjust )a (?:sec|second|minute|moment|mo|tick)|nip (?:to|out|off|away)|pop (?:to|out|off) (?:the|to|for)|(?:gotta|got to|need to|have to|must) (?:go to|use|hit|run to|visit) the (?:loo|toilet|bathroom|restroom|little boys' room|ladies)|(?:don't|dont|do not) go anywhere|(?:i'll|ill|i will) be right (?:there|down|up|out|with you)|(?:my|the|our) (?:husband|wife|lift|ride|taxi|cab|uber|bus|mum|mom|dad|son|daughter)(?:'s| is) (?:here|arriving|outside|waiting)(?: (?:for me|outside))?)\b/;
/** Back at the end of the line that stepped away: "... okay sorry sir continue", "... okay we good". */
export const BACK_IN_A_BREATH =
  /(?:\b(?:ok|okay|alright|right)(?: sorry)?(?: sir)? (?:continue|carry on|go on|we(?:'re| are)? good|all good|as you were|i(?:'m| am) back)|(?<!\b(?:he|she|it|they|we|you|i|would|will|could|should|can|to|must|might|did|does|do|and|not|then) )\b(?:(?:please|you can|do) )?(?:carry on|go on|keep going|continue)(?:,? (?:please|gents|guys|folks|lads|everyone))?(?:[,.!]* i(?:'m| am) (?:still )?listening)?)[.!]*$/i;
/** Stepping away said last in a line. */
export const STEP_AWAY_LAST = new RegExp(`(?:${STEP_AWAY.source})[.!]*$`);
/** A question asked inside a line ("now hold on you said ... a automaton what does that mean"). */
export const ASKED_WITHIN =
  /\b(?:what (?:does|do|did) (?:that|it|this|he|she|you) mean|what do you mean|(?:how|why|what|who|which) (?:can|could|do|does|did|is|are|was|were|would|should|will) (?:i|you|we|he|she|it|they|that|this|anyone|anybody|people))\b/;

/** Words a speaker says while he thinks ("so like can someone sum it up", "whos like ahead"): none is asked. */
const SPOKEN_FILLERS = /\b(?:um+|uh+|erm|like|you know|i mean|kinda|sorta|basically|literally)\b/g;

/** "You" said to more than one ("who do you guys think is right"), asked the same as "you"; not "you both admit". */
const YOU_ALL =
  /(?<!\bthank )\b(?:you (?:guys|lot|folks|people|all|both(?! (?:admit|agree|accept|concede|grant)))|y'all|yall)\b/g;

/** Emphasis at the end of a line ("just wrong, full stop", "no hedging"): it asks nothing. */
const EMPHASIS = /[\s,.;:-]+(?:like )?(?:full stop|period|end of story|no hedging|no ifs or buts)[\s?.!]*$/i;

/** The line without the words a speaker says while he thinks, and with "you guys" as "you". */
export function withoutFillers(text: string): string {
  return text
    .replace(EMPHASIS, '')
    .replace(SPOKEN_FILLERS, ' ')
    .replace(YOU_ALL, 'you')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words said around a request that change nothing of it. */
export const FILLER =
  /^(?:so|well|and|but|ok|okay|then|now|please|sir|mister|mr|sorry|again|hey|um+|uh+|er+|erm|hmm+|oh|right|alright|just|actually|really|quickly|honestly|wait|excuse me|tell me|even)$/;

/** A greeting, an apology or "this is a bit fast for me" before the first words that count ("hi, sorry, first time here, um, ..."). */
export const PREAMBLE =
  /^(?:(?:hi|hello|hey|hiya|good (?:evening|eve|morning|afternoon)|(?:i'm |i am )?sorry|i'm afraid|excuse me|um+|uh+|er+|erm|ok|okay|so|well|oh|right|(?:a |one )?(?:quick|practical|small|simple)(?: practical)? (?:question|q)(?: first)?(?: before we (?:start|begin))?|(?:this|that|it)(?: is| was)? (?:all )?(?:(?:a bit|a little|too|way|rather|really|getting|going) )*(?:fast|quick|much|complicated|confusing|heavy|dense|over my head)(?: for me)?)(?: (?:there|all|everyone|guys|both|folks|gentlemen))? )*(?:is (?:this|it) (?:thing )?on )?(?:can (?:you|anyone) hear me )?(?:(?:mr |mister )?as (?:the )?(?:chair|moderator|referee|ref|umpire|arbiter|presiding officer) )?(?:(?:would|could|will) you be (?:so )?(?:good|kind) enough (?:as )?to )?(?:(?:(?:the|mr|mister) )?(?:chair|chairman|moderator|ref|referee)(?: guy| man)? )?(?:dear |mr |mister )?(?:is (?:it|that right) (?:[a-z]+ ){0,2}?(?=(?:um+|uh+|er+|erm|how|what|who|whos|why|where|when|which|can|could|do|does|is|are|will|would|should) ))?(?:(?:you are|you're|youre|your|ur|are you) (?:the (?:chair|moderator|mod|referee|ref|judge|umpire|arbiter)|(?:the one )?in charge|the one (?:running|chairing) (?:this|it|things|the show))(?: here)?(?: yeah| right| so)?(?: |$))?(?:in your (?:view|opinion) )?(?:(?:it is |this is )?(?:my )?first time(?: here)? )?/;

/** A suggestion asked for in so many words ("give me one question to pin on the board"), whatever it is for. */
export const OFFER_ASKED = /^(?:give|suggest|offer|recommend|propose)\b/;
/** How a request may open before what it asks: "last one: could you each give me ...", "please". */
export const REQUEST_LEAD =
  /^(?:(?:last one|one more|and|also|finally|ok|okay|so) )*(?:(?:can|could|would|will) (?:you|one of you|someone|anyone)(?: (?:each|all|both|guys))? (?:please )?|please )?/;

/** Words that ask something, wherever they stand. */
export const ASKS_SOMETHING =
  /(?<!\b(?:see|know|find out|no matter) )\b(?:who|what|why|how|whether|which(?! i (?:did|didn't|didnt|never|was|wasn't|wasnt|had)\b))\b|\b(?:is|are|was|do|does|did|can|could|would|will|should) (?:you|he|she|it|they|we|i|that|this|there|anyone)\b/;

/** Pardon asked and nothing else ("ok sorry", "my bad", "sorry about that"). */
export const BARE_SORRY =
  /^(?:(?:ok|okay|oh|ah|so|um|well) )*(?:sorry|my bad|apologies|soz|sry)(?: (?:about|for) (?:that|this))?$/;

/**
 * "Does anyone know ...?", "... Anyone else baking?": asked of the room, not of the debate (an aside unless it says a cue
 * of an issue, and off the theme when its words are likelier off it than on). "Does anyone have a right to an
 * audience?" asks about everyone, and "Does either of you have something that isn't depressing to say about that?" asks
 * the debaters.
 */
export const ASKED_OF_THE_ROOM =
  /\b(?:(?:does|do|did) (?:anyone|anybody|any of you(?: guys| lot| folks)?|you guys|either of you|one of you)(?: here)? (?:know|have(?! (?:something|anything|an answer|an? (?:view|reply|response|word|point|take|thought|argument|opinion|comfort)|any (?:answers?|thoughts?|views?|advice|ideas?|opinions?|comfort))\b)|remember|play|like|watch|take)(?! (?:a|the|any) (?:right|duty|obligation|claim)\b)|(?<!\b(?:can|could|would|will|should|might|may|how|does|do|did|if) )(?:anyone|anybody)(?: here)? (?:know|remember|watch|got)|(?:don't|do not|dont) suppose (?:any|either|one) of you (?:knows?|would know)|(?:anyone|anybody) else(?: here)? (?:hearing|getting|seeing|having|listening|baking|watching|noticing|finding|feeling)|^(?:is |are )?(?:anyone|anybody) else)\b|\b(?:anyone|anybody) else(?: here)?$/;

/** A question's first word ("have to walk the dog" asks nothing). */
export const ASKING =
  /^(?:who|what|when|where|which|why|how|is|are|am|was|were|do|does|did|can|could|would|should|will|shall|may|might|(?:have|has|had)(?! to\b))\b/;
