// How a visitor speaks of a member's own life (life.ts): asks after it, pities or admires it, holds it against him,
// asks why it happened.

import { ABOUT_THE_DEBATE } from './floor-phrasings';

/** The visitor asks about the person, not his view ("were you ...", "your wife", "is it true you ..."). */
export const PERSONAL =
  /\b(?:were you|did you|(?:didn't|didnt|weren't|werent|wasn't|wasnt) you|have you (?:ever|always)|had you|do you (?:still )?(?:miss|like|enjoy|eat|drink|walk|sleep|have)|your (?:own )?(?:favou?rite )?(?:mum|mam|mom|mama|ma|life|wife|husband|family|children|kids|sons?|daughters?|job|work|day|days|childhood|parents|father|mother|health|friends?|home|house|hometown|city|country|hobby|hobbies|diet|routine|food|looks|face)|you (?:were|grew up|lived|worked|married|make|travel(?:l?ed)?|invented|discovered|wrote about)|are you (?:ever |still )?(?:afraid|scared|frightened)|what(?: was| is|'s)? (?:\w+ ){1,2}(?<!\b(?:looks?|feels?|sounds?|seems?) )like|(?:is|was) it true (?:that )?you|(?:didn't|did not) you (?:have|ever|really)|you(?:'re| are) from|where are you from|you (?:[a-z']+ ){0,4}for (?:a living|work)|about yourself|(?:how|where|when) did you|(?:didn't|did not|weren't|wasn't|don't|do not|aren't) you$|(?:i(?:'ve| have)? (?:read|heard|hear)|they say|people say|\w+ says?|\w+ told me)(?: that)? you|you (?:ground|polished|drank|died|got|once|used to)|(?<!\b(?:would|will|could|should|can|might|must|do|does) )you (?:really|actually) (?!think|believe|say|said|mean|claim|argue|hold|agree)\w+|they (?:put|executed|killed|sentenced|poisoned|tried|treated) you|did they (?:really |actually )?(?:do|treat) you|(?:what|how) they did to you|they (?:kick|kicked|threw|cast) you out|is (?:that|it) (?:right|true)$|^(?:so )?you (?!think|believe|say|said|mean|claim|argue|hold|agree)\w+\b.*\bright$|are you the \w+ one|what happened (?:to you )?(?:in|at|with|between) |which (?:one )?(?:of you )?is the one (?:with|who)|(?:wants|want|wanted) to know (?:if|whether))\b/;
/**
 * Sympathy for what he went through ("dang i didnt know they treated you like that after the war man thats messed up i
 * am sorry", "sry for what they did to u after"): its words, and the exclaiming around them, count for nothing.
 */
export const SYMPATHY =
  /\b(?:(?:i(?:'m| am)?|im) (?:so |really |very |truly )?sorry(?! (?:but|to ask|if|for asking|to bring|to say|i have to))|so sorry(?! (?:but|to ask|if))|(?:sorry|sry|soz) (?:for|about) (?:what|how)|(?:sorry|sry|soz) (?:bro|man|mate|dude|pal|sir|mister)|i feel for you|that(?:'s| is|s)? (?:so |really |just |very )?(?:messed up|awful|terrible|horrible|cruel|sad|tragic|wrong|shocking|heartbreaking|disgusting|shameful|unfair|cold|brutal)|(?:that )?must have been (?:so |really )?(?:hard|awful|terrible|horrible|tough|lonely|painful)|poor (?:you|thing|man|guy|fella))\b/;
/** Why it happened, asked in a few words. */
export const WHY_OF_IT =
  /^(?:(?:damn|dang|wow|whoa|wait|oh|huh|hm+|but|and|ok|okay|really|lol|seriously|so|jeez|yikes|man|bro|omg|wtf|what)\s+)*(?:why|how come|for what|what for|how so|on what (?:grounds|charges?)|what (?:was|were) (?:the )?(?:reasons?|charges?)|what (?:did|had) (?:you|u) (?:do|done|say|said)(?: to (?:deserve|earn) (?:it|that))?|what was (?:it|that) (?:for|about)|what caused (?:it|that)|what happened(?: (?:there|then|next|after|with (?:him|her|them|that)))?|why (?:did|would|were|was|do|does|had) (?:they|you|u|he|she|it|that|people|the [a-z]+)(?: [a-z']+){0,5})(?: (?:tho|though|then|exactly|really|just|actually))*$/;
/** What he did, held against him: "thats kinda rich", "bit hypocritical". */
export const HELD_AGAINST =
  /\b(?:that(?:'s| is|s)|bit|pretty|kinda|kind of|a bit) (?:(?:kinda|kind of|a bit|pretty|quite|bit) )?(?:rich|hypocritical|two faced|a bit much)\b|\bhypocrite\b/;
/** His view itself, asked after: "does your argument survive that?", "where does that leave your theory?". */
export const HIS_VIEW =
  /\b(?:your|ur) (?:argument|arguments|view|views|theory|idea|ideas|point|case|principle|position|logic|philosophy|system)\b/;
/**
 * What he did, weighed in the debate's terms after it is told: "Was that goodness, or just stubbornness?", "Did you
 * choose that, or was it written?", "Did you discover it or make it up?" (not "Or was it all books and dinners?", which
 * goes on asking of his life, nor "is that true?").
 */
export const DEED_WEIGHED =
  /^(?!or\b).*\b(?:(?:was|wasn't|wasnt|isn't|isnt|is) (?:that|it|this)(?! (?:really )?(?:true|right|so)\b)(?! really$)|(?:choose|chose|discover|discovered|invent|invented|make|made) (?:that|it)(?: up)?)\b/;
/** "You" himself, not what is his. */
export const YOU = /\b(?:you|u|ya|yourself)\b/;
/** His own words, quoted back to him: "u said", "you say", "you claimed". */
export const HIS_WORDS = /\b(?:you|u|ya) (?:said|say|claim|claimed|wrote|write|reckon|told us)\b/;
/**
 * His standing to hold his view put in doubt by his life: "why should we take simplicity advice from you?", "who are you
 * to tell them no?", "kinda undercuts the whole self-reliance thing", "isn't it strange to talk about authentic living
 * when you joined the party?", "is that really a model for eight billion people?", "how do you square that with joining
 * the party?", "easy to live simply when your mum did your laundry", "the chancellor impeached for bribes is telling us
 * to trust the experts?", "did you actually live by any of this?", "how can you lecture us about authentic choices when ...", "did you ever
 * feel it, or just write about it?".
 */
export const DISCREDITED =
  /\b(?:(?:why|how) (?:should|shall|am|are|is|can|could|would|do) (?:i|we|anyone|anybody|people|they|any of us) (?:be )?(?:meant to |supposed to |expected to )?(?:take|listen to|trust|believe|follow|heed)|who are (?:you|u) to|why (?:are|r) (?:you|u) (?:the|an|some kind of) (?:expert|authority)|(?:kinda |kind of |sort of |really )?(?:undercuts?|undermines?|contradicts?) (?:the|your|ur|his)(?: whole)?|is (?:that|this|it) (?:really )?(?:a|the) model for|isn'?t (?:it|that) (?:a bit |a little |kind of |kinda )?(?:strange|odd|weird|ironic|rich|hypocritical) (?:to|that|for|coming from)|(?:a bit |kind of |kinda )?(?:hypocritical|hypocrite|hypocrisy)|how (?:do|can|could|would|d) (?:you|u) (?:square|reconcile)|(?:it'?s |its )?easy (?:for (?:you|u) )?to(?: \w+){1,8} when|(?:is|are|was) (?:now )?telling (?:us|me|people|everyone|everybody|anyone) (?:to|how)|of all people|(?:did|do|does|could) (?:you|u|he) (?:actually |really |ever |even )?(?:live|lived) (?:by|up to) (?:any of )?(?:this|that|it|your|his)|practi[cs]e what (?:you|u|he) preach(?:ed|es)?|what gives (?:you|u|him|her) the right to (?:tell|lecture|preach|judge|advise|teach)|(?:do|did|would|can) (?:you|u) (?:really |seriously |honestly |actually )?expect (?:everyone|everybody|all of us|us all|us|people|the (?:whole )?world|the rest of us|(?:[a-z]+ )?(?:billion|million) (?:people|of us|humans)) to|(?:how|why) (?:can|could|do|should|would|dare) (?:you|u) (?:lecture|preach to|moralise to|moralize to|tell) (?:us|me|people|anyone|everyone)(?: (?:about|on|that|to|how))?|or (?:did (?:you|u) )?(?:just|only|merely) (?:write|wrote|talk|talked|preach|preached) about (?:it|them|that))\b/;
/** Held up against his view: "isnt that admitting", "doesn't that prove", "so you admit". */
export const HELD_UP =
  /\b(?:isn'?t|doesn'?t|aint|ain't|wasn'?t) (?:that|this|it) (?:just )?(?:admitting|proving|proof|showing|conceding|saying|an admission)\b|\bso (?:you|u) admit\b/;
/** Words that blame what he did ("wrong" is too often the debate's own word). */
export const DEED_BLAMED =
  /\b(?:shocking|disgusting|shameful|appalling|disgraceful|messed up|cruel|terrible thing)\b/;
/** Words that say the blame is his own view of it: "but i think", "no offense", "i don't care what century". */
export const BUT_I_SAY = /\b(?:but|i think|no offen[cs]e|i (?:don't|dont) care)\b/;
export const STANDING = ABOUT_THE_DEBATE.find(([talk]) => talk === 'standing')?.[1];
/** His life held against him, just after he told it ("lmaooo so u admit it"). */
export const ADMITTED =
  /^(?:(?:ha+|haha+|lol|lmao+|ok|okay|well|oh|aha|ah)\s+)*so (?:you|u|ya) (?:admit|confess)(?: it| that)?(?: then)?(?:[.!]*$| (?:(?:it|that) )?(?:you|u|ya) (?:were|was|wer|wernt|weren't|werent|wasn't|wasnt|did|didn't|didnt|never|had|lived|wrote|left|used to|could have|could've|chose)\b)/;
/** Asked of what he did himself ("did you really ...", "u rly left ur kids"). */
export const HIS_DEED =
  /\b(?:did|didn't|didnt) (?:you|u|ya)\b|\b(?:you|u) (?:really |rly |actually )?(?:left|abandoned|dumped|cut|killed|beat|hit)\b/;
/** Words that can blame as well as pity. */
export const BLAME = /\b(?:messed up|cruel|wrong|shocking|disgusting|shameful|sick|grim|evil|brutal)\b/;
/** Admiration for what he did ("wow okay that is brave"), just after he told it: thanked like sympathy. */
export const ADMIRED =
  /\b(?:that(?:'s| is|s)|you (?:were|are)) (?:an? )?(?:so |very |really |incredibly |remarkably |super |just )?(?:brave|amazing|impressive|incredible|inspiring|admirable|courageous|lovely|beautiful|wonderful|touching|gracious|generous|dignified)\b|^(?:wow|respect)\b/;
/** A word of sorrow said alone, just after he told his life ("sad man. sorry", "rip"). */
export const SORROW_ALONE =
  /^(?:(?:so|very|that's|thats|how|sad|man|bro|sorry|rip|damn|oh|aw|awww*|mate|that|is) ?)+$/;
export const SORROWFUL = /\b(?:sad|sorry|rip|damn|aw+)\b/;
export const EXCLAIMED =
  /\b(?:dang|damn|wow|man|bro|mate|respect|also|i (?:didn't|didnt|did not) know|like that|sorry|sry|soz)\b/g;
/**
 * "Is it true you ...", "did you really ...": asked of the person in so many words; put to him by name, with room for a
 * story's details ("spinoza did u really get attacked with a knife and keep the coat with the hole in it?").
 */
export const ASKED_OF_HIM =
  /\b(?:(?:is|was) it true (?:that )?(?:(?:they|people) (?:[a-z']+ ){1,2})?(?:you|your)|did (?:you|u) (?:really|actually|ever)|(?:didn't|did not|didnt|weren't|were not|werent) (?:you|u)|were (?:you|u) (?:really|actually|ever)|i (?:heard|read|understand|gather)(?: somewhere)?(?: that)? you)\b/;
/** A story of his life that asks, at its end, to be confirmed: "... i heard that thats true that", "... right". */
export const CONFIRM =
  /(?:\bi (?:read|heard) (?:that|it) somewhere|\b(?:is )?(?:that|thats|that's|that is|it's|its|it is) (?:true|right|so)(?: (?:that|then|yeah|innit|eh|or what))?|\b(?:innit|right|yeah|eh)|(?<=\b[a-z]+) is true|\b(?:didn't|didnt|did not|wasn't|wasnt|weren't|werent|don't|dont) (?:she|he|they|you|u|it))$|\b(?:that(?:'s| is|s) what i (?:heard|read|was told)|(?:or )?so i(?:'ve)? (?:heard|hear|read|am told|'m told))\b/;
/** "Is it true you can ...": asked of anyone, not of him. */
export const ANYONE =
  /\b(?:is|was) it true (?:that )?(?:you|u) (?:can|can't|cannot|could|should|need|must|have to|will|would)\b/;
/**
 * "Is it true you were actually against big merchants and monopolies?": asked whether he held a view, not what he did
 * or was.
 */
export const VIEW_ASKED =
  /\b(?:(?:is|was) it true (?:that )?|i (?:heard|read)(?: that)? )(?:you|u) (?:were|was) (?:actually |really |secretly |always )?(?:against|for|in favou?r of|opposed to|pro|anti|a fan of|a supporter of|on the side of|a defender of|a critic of)\b/;
/** His own people and things, said to him. */
export const HIS_OWN =
  /\b(?:your|ur) (?:own )?(?:mother|mum|mom|father|dad|parents|wife|husband|sisters?|brothers?|kids|children|sons?|daughters?|family|body|head|house|home|friends?)\b/;
