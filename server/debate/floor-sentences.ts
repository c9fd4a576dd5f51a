import type { Seated } from './cast';
import { asksBrief, challengeKind, withoutBrief } from './challenge-kind';
import { chairWords, HEARD } from './chair-words';
import { ABOUT_THE_FLOOR, type ChairTalk, type FloorTalk } from './floor-kinds';
import { aboutTheDebate } from './about-the-debate';
import { ASKING, BACK_IN_A_BREATH } from './floor-phrasings';
import { floorTalk, planFloorTalk, reportedClaim, withoutPreamble } from './floor-talk';
import { PRESENCE } from './floor-phrasings';
import { LEAVING_FIRST, OWN_VERDICT } from './leaving';
import type { PlanContext } from './planner';
import { contentStems, normalize, splitSentences, stem, wordsOf } from './text';
import type { ChallengeKind, TurnPlan } from './types';

// A question about the debate said with a sentence of context around it, as people say them: "Who's winning? She
// wants to keep score.", "How much time is left? And a quick summary of both sides for the car ride?". Read whole,
// such a line has a topic of its own; read a sentence at a time, it asks the chair one thing or two.

/** Topic words a question about the debate may say beside its marks when a sentence of context goes with it. */
const CONTEXT_STEMS = 2;
/** Topic words the context of a Socratic question may have ("Seems daft to doubt it."): more, and it is a story the
 * question asks about ("The sun has come up every day of my life. Does that prove it will tomorrow?"). */
const MAX_CONTEXT_STEMS = 3;
/**
 * Context that says what the question is for, or what the answer should be like, however many words it has: "I want
 * them to see both sides fairly.", "Something a seventeen-year-old actually does on a Saturday night."
 */
const WHAT_FOR =
  /^(?:i (?:want|need|would like|'d like|am trying|'m trying)|so (?:that|they|i)|it(?:'s| is) for|for my|something|someone|somebody|preferably|ideally|ideally something)\b/;
/** Words of how long a debate takes: said beside a question about the debate, they give it no topic. */
const TIME_STEMS = new Set(
  `minute minutes hour hours time long longer clock card twelve fifteen eighteen twenty thirty forty half quarter`
    .split(' ')
    .map(stem),
);
/** Words a visitor says back when he asks to hear a point again ("Free choices?", "The hammer, you said?"). */
const MAX_ECHO_WORDS = 3;
/** Words a sentence of context has at most ("He's asking me and I honestly don't know."). */
const MAX_CONTEXT_WORDS = 15;

/** Leave taken after a comma ("chair, who won, honestly? I need to go in like a minute"): a sentence of its own. */
const LEAVING_AFTER =
  /,\s*(?:(?:but|and|so|cause|because|as) )?(?=(?:i (?:have|need|got) to (?:go|run|leave|dash)|i gotta (?:go|run)|gotta (?:go|run)|i must (?:go|run|leave)|i have a (?:meeting|class|seminar|call|train|bus))\b)/i;

/** Thanks said alone ("Oh okay, thank you.", "Thank you, that's really thoughtful."): before a question, gratitude. */
const THANKS =
  /^(?:(?:oh|ok|okay|good|great|right|well|ah|cool) )*(?:thank you|thanks|cheers)(?: (?:so much|very much|both|all|everyone))*(?: (?:that|this|it)(?:'s| is| was)? (?:really |very |so |ever so )?[a-z]+)?$/;

/** A second question about the debate joined to the first ("how long is left and who's ahead?", "..., and can I stop?"). */
const AND_ASKED =
  /,? and (?=(?:(?:who|what|how|where|which)(?:'s| is| are| do| does| did| has| have| much| long)|(?:can|do|should|may) i)\b)/i;

/** A sentence's questions joined by "and", each asked as the whole was ("..., and who's ahead?"). */
function askedAlso(sentence: string): string[] {
  const parts = sentence.split(AND_ASKED);
  const asked = sentence.endsWith('?');
  return parts.map((part) => (asked && !part.endsWith('?') ? `${part}?` : part));
}

/** "Good evening" said last, after what the visitor had to say: a goodbye ("I must deal with it. Good evening."). */
const GOOD_EVENING = /^(?:good (?:evening|day)|good ?night)(?: (?:gentlemen|all|everyone|both|lads|folks))?$/;

/** Words a sentence owning the point may have, before the point is granted ("ngl i do check the likes tho"). */
const MAX_OWNING_WORDS = 8;
/** Words of why he steps away, said after it ("I can't think without a cup of tea."), not a story of their own. */
const MAX_WHY_AWAY = 15;

/** Thanks said last, with the evening called good ("..., sorry Jean-Jacques. Thank you all, this was a treat x"). */
const SIGNED_OFF =
  /^(?:(?:ok|okay|right|well|anyway) )*(?:thank you|thanks|cheers)(?: (?:so much|very much|both|all|everyone|everybody|guys|lads))*(?: (?:this|that|it)(?:'s| is| was| has been)? (?:been )?(?:a (?:treat|pleasure|joy|delight|laugh|blast)|(?:really |very |so )?(?:lovely|great|fun|brilliant|fascinating|wonderful|interesting)))(?: x+)?$/;

/** "What's the difference?" with no one named: after a case of his own, it asks about the case, not the two debaters. */
const BARE_DIFFERENCE =
  /^(?:(?:so|but|and|then|ok|okay) )*what(?: is|'s|s)? (?:the|the real|the actual) difference(?: (?:honestly|really|then|exactly|though|tho))?$/;
/** Topic words the sentences before a bare "what's the difference?" have when they tell his own case. */
const MIN_CASE_STEMS = 4;
/**
 * "What am I supposed to do?", "what am I supposed to say, that it's a convention?": after a case of his own, what to
 * do in it, not how the debate works or what to ask it.
 */
const WHAT_TO_DO_IN_IT =
  /^(?:(?:so|but|and|then|ok|okay|like|honestly) )*what (?:am i|are we|was i|should i|do i) (?:(?:supposed|meant) )?(?:to )?(?:do|say|tell (?:her|him|them|my [a-z]+))\b/;

/** A greeting, which makes a "good evening" beside it a greeting too ("Hello there. Good evening."). */
const GREETS = /^(?:hi|hello|hey|hiya|evening|morning|good (?:morning|afternoon))\b/;

/** The visitor is back from an interruption and asks the debate to go on ("ok hes gone. carry on"). */
const CARRY_ON =
  /^(?:(?:ok|okay|right|anyway|sorry|so) )*(?:carry on|as you were|please continue|do continue|i(?:'m| am) back|back now)$/;

/** A remark about himself listening to them: "my coffee went cold listening to you two argue". */
const LISTENING =
  /^(?:my|i(?:'m| am| was| just| got| had| have)?|im)\b.*\b(?:listening to|watching|hearing) (?:you|this|the debate|them|these two)\b/;

/** The visitor sets one debater on the other ("you tell him", "put him straight"), or calls him to his side. */
const SET_ON_HIM =
  /\b(?:tell (?:him|her)(?: off| straight)?|set (?:him|her) straight|put (?:him|her) (?:right|straight)|back me up|help me out)\b/;

/**
 * Beside a question to the chair about the debate, one about his own leaning ("Who's ahead? And have you got a horse in
 * this race?", "What's the score? And which of these two would you rather have a drink with?"): the standing answers
 * both.
 */
const LEANING =
  /\b(?:(?:have you )?got a horse in (?:this|the) race|(?:which|who)(?: one)?(?: of (?:them|these|the|you|those)(?: two)?)? (?:do|would) you (?:side|agree) with|(?:which|who)(?: one)?(?: of (?:them|these|the|those)(?: two)?)? would you (?:rather|prefer to) (?:have|share|go for|grab) (?:a )?(?:drink|pint|beer|coffee|dinner|meal)(?: with)?|whose side are you on|are you on (?:anyone's|anybody's|someone's|either's) side)\b/;

/** Who the visitor takes a debater to be, checked in passing ("you're the cheerful doubter, right?"). */
const WHO_HE_IS =
  /^(?:you are|you're|you re|ur) (?:the|a|an) (?:[a-z']+ ){0,2}[a-z']+(?: right| yeah| yes| then)?$/;

/**
 * A sentence said around a question about the debate: short, and asking nothing of its own ("She wants to keep
 * score."), or only a name or a word said back ("Aristotle, is it?", "are you the one in charge?").
 */
function isContext(sentence: string, read: (sentence: string) => string): boolean {
  const words = withoutPreamble(read(sentence));
  if (words === '' || WHO_HE_IS.test(words)) return true;
  if (wordsOf(words).length > MAX_CONTEXT_WORDS) return false;
  // "This is twelve minutes? It feels longer.": how long it has been is no topic.
  const topic = contentStems(words).filter((word) => !TIME_STEMS.has(word));
  return !sentence.includes('?') || topic.length <= 1;
}

/**
 * The questions about the debate a line asks a sentence at a time (`read`: a sentence as the planner reads it, the
 * call's names out), when every other sentence is short context that asks nothing; empty when the line is not so
 * made.
 */
export function floorTalkBySentence(
  text: string,
  read: (sentence: string) => string,
  named: boolean,
): FloorTalk[] {
  const sentences = splitSentences(text).flatMap((sentence) =>
    sentence.split(LEAVING_AFTER).flatMap(askedAlso),
  );
  // "my coffee went cold listening to you two argue lol, carry on": a remark on listening to them, and the debate
  // goes on.
  const said = normalize(read(sentences.at(-1) ?? ''));
  const carryOn = BACK_IN_A_BREATH.exec(said);
  const remark = carryOn === null ? '' : withoutPreamble(said.slice(0, carryOn.index));
  if (carryOn !== null && !text.includes('?') && LISTENING.test(remark) && !ASKING.test(remark))
    return ['next'];
  if (sentences.length < 2) return [];
  // "Leibniz, you're the clever one with the big wig. You tell him.", "Descartes, back me up here. Or don't, if you
  // disagree.": a debater set on the other, first or last, beside words that ask nothing.
  const first = read(sentences[0] ?? '');
  const last = read(sentences.at(-1) ?? '');
  // "Good move from Leibniz. Hume, your reply?": a debater asked for his reply last, after words that ask nothing.
  const set =
    [first, last].some((said) => SET_ON_HIM.test(said) && floorTalk(said, named) === 'prompt') ||
    (sentences.length === 2 && floorTalk(last, named) === 'prompt');
  // ("Lady Lovelace said a machine can only do what we order it to do. Alan, how did you answer her?": a claim put to
  // him to answer, not the other's point; so is a case told in as many topic words as a case of his own, "Searle's
  // Chinese room: the guy shuffles symbols and understands nothing. What's your reply, Mr Turing?")
  const claimPut = sentences
    .map(read)
    .some(
      (said) =>
        reportedClaim(said) ||
        (contentStems(said).length >= MIN_CASE_STEMS && floorTalk(said, named) !== 'prompt'),
    );
  if (named && set && !claimPut && !text.slice(0, -2).includes('?')) return ['prompt'];
  const about = (talk: FloorTalk | undefined) => (talk && ABOUT_THE_FLOOR.has(talk) ? talk : undefined);
  // A sentence may take leave first, and wish something after ("Bye, everyone, be nice to each other!").
  // "ok gtg my mom says dinner. thx this actually helped lol": or any sentence with no question after it.
  const leaving = (sentence: string, i: number) =>
    !sentences.slice(i + 1).some((later) => later.includes('?')) &&
    (LEAVING_FIRST.test(withoutPreamble(read(sentence))) ||
      (GOOD_EVENING.test(read(sentence)) && i > 0 && !sentences.some((said) => GREETS.test(read(said)))) ||
      (i > 0 && i === sentences.length - 1 && SIGNED_OFF.test(read(sentence))))
      ? 'farewell'
      : undefined;
  // "what'd I miss, twenty seconds": brevity asked beside a question about the debate is no topic of it.
  // "Oh okay, thank you. What's the main question?": thanks before a question are no goodbye.
  const thanksOnly = (talk: FloorTalk | undefined, i: number) =>
    talk === 'farewell' &&
    THANKS.test(read(sentences[i] ?? '')) &&
    sentences.slice(i + 1).some((later) => later.includes('?') || ASKING.test(withoutPreamble(read(later))))
      ? undefined
      : talk;
  const strict = sentences.map((sentence, i) => {
    // "Could one of you put it in a sentence?" asks for it briefly; "One line." alone asks nothing of the floor.
    const bare = withoutBrief(read(sentence));
    const talk =
      about(floorTalk(read(sentence), named)) ??
      about(floorTalk(bare, named, bare !== '' && asksBrief(sentence))) ??
      leaving(sentence, i);
    // "Hello! Quick question: how long does this take?": a greeting beside a question, not a check of the line.
    if (talk === 'presence' && !sentence.includes('?')) return undefined;
    // "Hold on a minute villa playing tonight. Will they win Hume?": no pause, with a question after it.
    if (talk === 'away' && sentences.slice(i + 1).some((later) => later.includes('?'))) return undefined;
    // "Socrates, may I ask you something? They call you 'The Midwife' here. What on earth does that mean?": leave
    // asked, then the question itself, which is answered.
    const asksAfter = sentences
      .slice(i + 1)
      .some((later) => later.includes('?') || ASKING.test(withoutPreamble(read(later))));
    if (talk === 'permission' && asksAfter) return undefined;
    // "I work in a care home. Some go calm, some go terrified. What's the difference?": the difference he told of.
    const afterHisCase = contentStems(sentences.slice(0, i).join(' ')).length >= MIN_CASE_STEMS;
    if (talk === 'differ' && BARE_DIFFERENCE.test(normalize(read(sentence))) && afterHisCase)
      return undefined;
    // "I've got a four-year-old who just bit her cousin. ... What am I supposed to say, that it's a convention?"
    if (
      (talk === 'how' || talk === 'suggest') &&
      WHAT_TO_DO_IN_IT.test(normalize(read(sentence))) &&
      afterHisCase
    )
      return undefined;
    return thanksOnly(talk, i);
  });
  // "Hi! I teach ten-year-olds and I'm planning a lesson on 'Is being good real?'. Can you tell me how this works?": a
  // newcomer's introduction, however long, before asking how it works.
  if (strict.at(-1) === 'how') return [...new Set(strict.filter((talk) => talk !== undefined))];
  // "sorry one sec, guy tryna nick a scooter next to me... ok hes gone. carry on": back, and the debate goes on.
  const back = CARRY_ON.test(last) && !text.includes('?') && !strict.includes('farewell');
  if (back) return ['next'];
  // "Sorry, one moment, the kettle's just boiled. I can't think without a cup of tea.": he steps away first, and why.
  const away = floorTalk(read(sentences[0] ?? ''), named) === 'away';
  const why = sentences.slice(1).join(' ');
  if (away && wordsOf(why).length <= MAX_WHY_AWAY && !text.includes('?') && !ASKING.test(read(why)))
    return ['away'];
  // "ha this is more fun than the show I was going to watch tonight. brb grabbing snacks": he steps away last, after
  // words of his own that ask nothing of the debate (his enjoyment, a nod, his thanks).
  const awayLast =
    floorTalk(last, named) === 'away' &&
    !text.includes('?') &&
    sentences.slice(0, -1).every((sentence) => {
      const talk = floorTalk(read(sentence), named);
      return talk !== undefined && talk !== 'prompt' && !ASKING.test(withoutPreamble(read(sentence)));
    });
  if (awayLast) return ['away'];
  // "ngl i do check the likes tho. ok fair": the point granted last, after a few words owning it, asking nothing.
  const owning = sentences.slice(0, -1).every((sentence) => wordsOf(sentence).length <= MAX_OWNING_WORDS);
  const asksBefore = sentences.some(
    (sentence) => sentence.includes('?') || ASKING.test(withoutPreamble(read(sentence))),
  );
  if (sentences.length > 1 && owning && !asksBefore && floorTalk(last, named) === 'granted')
    return ['granted'];
  if (strict.every((talk) => talk === undefined)) return [];
  // "Mary wins this one for me, sorry Jean-Jacques. Thank you all, this was a treat x": leave taken last, after words
  // that ask nothing, is his goodbye.
  const asksAnything = sentences.some(
    (sentence) => sentence.includes('?') || ASKING.test(withoutPreamble(read(sentence))),
  );
  if (strict.at(-1) === 'farewell' && !asksAnything) return ['farewell'];
  // "ok that one got me. arsenal match starting, later guys. turing wins tho": his own verdict after his goodbye.
  const verdictLast = OWN_VERDICT.test(normalize(read(sentences.at(-1) ?? '')));
  if (strict.at(-2) === 'farewell' && verdictLast && !asksAnything) return ['farewell'];
  // "Uh hello. Can you hear me? ... Like why should I be good then?": the line is heard, and asks its question.
  const asks = (sentence: string, i: number) =>
    strict[i] === undefined && sentence.includes('?') && !PRESENCE.test(read(sentence));
  if (strict.every((talk) => talk === undefined || talk === 'presence') && sentences.some(asks)) return [];
  if (strict.includes('standing')) {
    for (const [i, sentence] of sentences.entries())
      if (strict[i] === undefined && LEANING.test(read(sentence))) strict[i] = 'standing';
  }
  const talks: FloorTalk[] = [];
  const echoes: string[] = [];
  for (const [i, sentence] of sentences.entries()) {
    // Beside a question about the debate, another may say a few words of its own ("a quick summary for the car
    // ride?").
    const talk =
      strict[i] ??
      thanksOnly(about(aboutTheDebate(withoutPreamble(read(sentence)), false, CONTEXT_STEMS)), i);
    if (talk !== undefined) {
      if (!talks.includes(talk)) talks.push(talk);
    } else if (wordsOf(sentence).length <= MAX_ECHO_WORDS && !ASKING.test(withoutPreamble(read(sentence)))) {
      echoes.push(sentence);
    } else if (!isContext(sentence, read)) {
      return [];
    }
  }
  // "Free choices? Sorry, could you say that again?": a word or two said back, as heard, beside asking to hear it
  // again; beside any other question, a short sentence is context only if it asks nothing of its own.
  const echoed = talks.length === 1 && talks[0] === 'repeat';
  return echoed || echoes.every((sentence) => isContext(sentence, read)) ? talks : [];
}

/**
 * The floor for questions about the debate asked a sentence at a time: one is taken as if it were said alone; two or
 * more are the chair's, answered in the order asked ("how long is left, and sum it up").
 */
export function planFloorTalks(
  context: PlanContext,
  talks: readonly FloorTalk[],
  addressed: Seated | undefined,
  options: { timeLeftMs: number | undefined; brief: boolean; pressed?: number },
): TurnPlan | null | undefined {
  // "I'll leave it there. Do I just press Exit Arena?": the goodbye says how to go; how it works is moot.
  const asked = talks.includes('farewell')
    ? talks.filter((talk) => talk !== 'how' && talk !== 'suggest')
    : talks;
  // The debate closed ("Back, but I've got to go. One-line ruling, then we're adjourned."): the verdict says all. A
  // straight answer asked for, or a point of order, is taken before any question about the debate beside it.
  const only = asked.find((talk) => talk === 'close' || talk === 'order' || talk === 'plain') ?? asked[0];
  if (only === undefined) return undefined;
  if (asked.length === 1 || only === 'close' || only === 'order' || only === 'plain')
    return planFloorTalk(context, only, addressed, options);
  const moderator = context.cast.moderator;
  if (moderator === undefined) return undefined;
  const { cast, index, conversation } = context;
  const said = asked
    .filter(
      (talk): talk is ChairTalk =>
        talk !== 'prompt' &&
        talk !== 'next' &&
        talk !== 'granted' &&
        talk !== 'plain' &&
        talk !== 'order' &&
        talk !== 'close',
    )
    .map((talk) =>
      talk === 'presence' ? HEARD : chairWords(talk, cast, index, conversation, options.timeLeftMs),
    );
  // "How does this work? And what's the question again?": the question, which each answer says, is said once, and an
  // answer left with nothing new ("Of course.") goes with it.
  const sentences: string[] = [];
  for (const words of said) {
    const fresh = splitSentences(words).filter((sentence) => !sentences.includes(sentence));
    if (fresh.some((sentence) => sentence !== OF_COURSE)) sentences.push(...fresh);
  }
  return { speaker: moderator, move: 'chair', text: sentences.join(' ') };
}

/** How the chair grants a request to hear something again. */
const OF_COURSE = 'Of course.';

/** A sentence that only bids the speaker go on ("go on", "please, explain", "tell me more"). */
const GO_ON =
  /^(?:(?:ok|okay|so|well|and|please) )*(?:go on|go ahead|carry on|keep going|continue|tell me more|explain|elaborate|say more)(?: (?:then|please|i'm listening|im listening))*$/;

/**
 * The Socratic kind of a line that is a Socratic question with short context that asks nothing ("Why not, though?
 * Seems daft to doubt it.", "That went fast. Could you put it more simply?"); undefined for any other line, which is
 * read whole.
 */
export function kindBySentence(text: string, read: (sentence: string) => string): ChallengeKind | undefined {
  if (challengeKind(withoutPreamble(withoutBrief(read(text)))) !== 'question') return undefined;
  // "Why? Go on.": a sentence that only bids him carry on asks nothing of its own.
  const sentences = splitSentences(text).filter((sentence) => !GO_ON.test(normalize(sentence)));
  const kinds = sentences.map((sentence) => challengeKind(withoutPreamble(withoutBrief(read(sentence)))));
  const socratic = [...new Set(kinds.filter((kind) => kind !== 'question'))];
  const context = sentences.every((sentence, i) => {
    const words = withoutPreamble(read(sentence));
    if (kinds[i] !== 'question') return true;
    if (sentence.includes('?')) return false;
    return contentStems(words).length <= MAX_CONTEXT_STEMS || WHAT_FOR.test(words);
  });
  return socratic.length === 1 && context ? socratic[0] : undefined;
}
