// A member asked about his own life ("Socrates, what did you do for a living?", "Nietzsche, were you ever happy?",
// "Hume, what's Edinburgh like?") tells the fact of it, in a sentence or two, then brings the visitor back to the
// question, instead of answering a personal question with an argument.

import type { LifeFact } from '../content';
import type { Cast, Seated } from './cast';
import { ASIDE } from './floor-phrasings';
import {
  ADMIRED,
  ADMITTED,
  ANYONE,
  ASKED_OF_HIM,
  BLAME,
  BUT_I_SAY,
  CONFIRM,
  DEED_BLAMED,
  DEED_WEIGHED,
  DISCREDITED,
  EXCLAIMED,
  HELD_AGAINST,
  HELD_UP,
  HIS_DEED,
  HIS_OWN,
  HIS_VIEW,
  HIS_WORDS,
  PERSONAL,
  SORROWFUL,
  SORROW_ALONE,
  STANDING,
  SYMPATHY,
  WHY_OF_IT,
  YOU,
  VIEW_ASKED,
} from './life-phrasings';
import { addressedMember, withoutAddress, withoutOwners, type Lexicon } from './lexicon';
import { OPENS_AS_OBJECTION } from './talking-to';
import { compiled, contentStems, expandShorthand, normalize, splitSentences, stem, wordsOf } from './text';
import type { DebateEntry, TurnPlan } from './types';

/**
 * "lmaooo so u admit it", "ha so you admit it you were a kept man preaching about workers", just after a fact of his
 * life: he owns it (before a laugh is taken as a quip, or the line as an objection to argue).
 */
export function lifeHeldAgainst(
  conversation: readonly DebateEntry[],
  text: string,
  addressed: number | undefined,
): TurnPlan | undefined {
  const lastTurn = conversation.findLast((entry) => entry.role === 'assistant')?.plan;
  // "sock rates you said nobody does wrong on purpose but ...": said to another, it is his to answer.
  if (addressed !== undefined && addressed !== lastTurn?.speaker) return undefined;
  const said = plainly(text);
  // "well im sorry but i think thats shocking", "man thats kinda rich no offense lecturing me about labor": blamed.
  const blamed = HELD_AGAINST.test(said) || (DEED_BLAMED.test(said) && BUT_I_SAY.test(said));
  return lastTurn?.move === 'life' && (ADMITTED.test(said) || blamed) && !text.includes('?')
    ? { ...lastTurn, owned: true }
    : undefined;
}
/**
 * "damn. for what tho", "but why did they condemn you?", just after a fact of his life that leaves its reason untold:
 * he tells why (the fact's `why`), and nothing else.
 */
export function lifeWhyAsked(
  cast: Cast,
  conversation: readonly DebateEntry[],
  text: string,
  addressed: number | undefined,
): TurnPlan | undefined {
  const lastTurn = conversation.findLast((entry) => entry.role === 'assistant')?.plan;
  if (lastTurn?.move !== 'life' || lastTurn.why) return undefined;
  if (addressed !== undefined && addressed !== lastTurn.speaker) return undefined;
  if (!WHY_OF_IT.test(plainly(text))) return undefined;
  const why = cast.seated[lastTurn.speaker]?.person?.life[lastTurn.fact]?.why;
  return why && { speaker: lastTurn.speaker, move: 'life', fact: lastTurn.fact, why: true };
}
/** Cues of a fact that a line put to him with no mark of asking about the person must say to be about it. */
const MIN_UNMARKED_CUES = 2;
/**
 * Topic words a line about his life may say besides the words of his life, more the more of a fact's cues it says ("is
 * it true you liked to stay in bed till noon?").
 */
const MAX_OTHER_WORDS = 1;
/** Topic words more such a line may say. */
const MORE_WORDS_ASKED_OF_HIM = 3;

/** How many of a fact's cues a line says: a phrase word for word, a single word by its stem. */
function cuesHeard(fact: LifeFact, normal: string, stems: ReadonlySet<string>): number {
  return fact.cues.filter((cue) =>
    cue.includes(' ') ? compiled(`\\b${cue}\\b`).test(normal) : stems.has(stem(cue)),
  ).length;
}

/** How many of a fact's cues a line says word for word ("calculus", not "invent" for "invention"). */
function cuesSaid(fact: LifeFact, normal: string): number {
  return fact.cues.filter((cue) => compiled(`\\b${cue}\\b`).test(normal)).length;
}

/** Where in the line the first of a fact's cues is said (its word position); Infinity when none is. */
function firstCue(fact: LifeFact, normal: string): number {
  const words = normal.split(' ');
  const at = fact.cues.map((cue) => {
    const first = stem(cue.split(' ')[0] ?? '');
    const index = words.findIndex((word, i) =>
      cue.includes(' ') ? words.slice(i).join(' ').startsWith(cue) : stem(word) === first,
    );
    return index < 0 ? Infinity : index;
  });
  return Math.min(...at);
}

/** Whether the call has heard this member tell this fact (a `life` turn of his with it, or an answer told after it). */
function told(conversation: readonly DebateEntry[], speaker: number, fact: number): boolean {
  return conversation.some(
    ({ plan }) =>
      plan?.speaker === speaker &&
      ((plan.move === 'life' && plan.fact === fact) || (plan.move === 'answer' && plan.life === fact)),
  );
}

/**
 * The member a line asks about his own life, and which fact: the member named (debater or chair), else the one whose
 * life alone the line's words fit, else, of those, the one named in the visitor's last line ("Didn't you have a
 * job?"). The line must ask about the person ("were you ...", "your ...", "is it true you ...") or, put to him, say
 * two cues of one fact, and say little besides: "your sister nursed you when you were ill: wasn't that the compassion
 * you mocked?" is argued. A line that is not so may have a question that is ("Hume, you're from Edinburgh? I went once
 * and it rained the whole time."). `read`: a sentence as the planner reads it, the call's names out; `lexicon`: the
 * debate's concepts, whose words an argued question says. Undefined when no untold fact of his fits.
 */
export function planLife(
  cast: Cast,
  conversation: readonly DebateEntry[],
  addressed: number | undefined,
  text: string,
  read: (sentence: string) => string,
  lexicon: Lexicon,
): TurnPlan | undefined {
  // "that is very sad actually my father also at the end he was forgetting everything so i feel for you honestly",
  // just after a fact of his life: he thanks the visitor for it.
  const lastTurn = conversation.findLast((entry) => entry.role === 'assistant')?.plan;
  if (
    lastTurn?.move === 'life' &&
    !text.includes('?') &&
    (SYMPATHY.test(plainly(text)) ||
      ADMIRED.test(plainly(text)) ||
      (SORROW_ALONE.test(plainly(text)) && SORROWFUL.test(plainly(text))))
  )
    return { ...lastTurn, thanked: true };
  const before = conversation.filter((entry) => entry.role === 'user').at(-2)?.content;
  const earlier = before === undefined ? undefined : addressedMember(before, cast.seated);
  // Its questions, its last sentence ("ngl that was hard. also leibniz were you and newton actually beefing"), a
  // sentence with a tag question after it ("Kayleigh says you made lenses. Is that right?"), and any sentence about
  // him when every question asks about him too or says no word the debate is argued in ("Spinoza, you were cast out
  // as a young man. Did you choose how you bore it?", but not "your sister cared for you when you were ill. Wasn't
  // that the compassion you mocked?").
  // "ok but u lived in a hut 2 years. not realistc for 8 billion ppl": his life held against his view, asking nothing,
  // is an objection to answer, not a question about him.
  // Unless he asks it to be confirmed ("nah but be real ... your mum did your washing i heard that thats true that").
  if (OPENS_AS_OBJECTION.test(plainly(text)) && !text.includes('?') && !CONFIRM.test(plainly(text)))
    return undefined;
  // "hume u said when the doubts get too much u just go play backgammon ... isnt that admitting ur doubts are useless":
  // what he said of his own life, held up as a point against his view, is an objection too.
  if (HIS_WORDS.test(plainly(text)) && HELD_UP.test(plainly(text)) && !CONFIRM.test(plainly(text)))
    return undefined;
  // "your mum did your laundry at Walden. Why should we take simplicity advice from you?": his life held against his
  // standing to argue is an objection to his view, unless he is asked whether it is so.
  if (DISCREDITED.test(plainly(text)) && !CONFIRM.test(plainly(text))) return undefined;
  const sentences = splitSentences(text);
  // "come on mill, you were writing in a world of pamphlets. ... does your argument survive that?": his life set out
  // to ask of his view, or of what the debate argues ("To the Codebreaker: isn't that exactly what your machines
  // do?"), asks nothing of his life.
  // (Asked of his life in its last question, or, for what the debate argues, anywhere ("did you ever do a day's hard
  // work? Or was it all books and dinners?"), or put to him as its subject ("u are christian also?"), it still is.)
  const lastQuestion = sentences.findLast((sentence) => sentence.endsWith('?'));
  const ofTheView =
    lastQuestion !== undefined &&
    sentences.length > 1 &&
    !PERSONAL.test(plainly(read(lastQuestion))) &&
    (HIS_VIEW.test(plainly(lastQuestion)) ||
      (lexicon.conceptsIn(plainly(read(lastQuestion))).length > 0 &&
        !YOU.test(plainly(lastQuestion)) &&
        !sentences.some((sentence) => PERSONAL.test(plainly(read(sentence))))));
  if (ofTheView) return undefined;
  // "Socrates, who's ahead in your view? You're the midwife of ideas, after all.": who is ahead, asked beside his
  // epithet, is the question.
  // ("Leibniz, as moderator, who do you think is ahead? And didn't you build a calculating machine yourself?": his
  // life, asked in a question of its own, is still told.)
  const standing = (sentence: string) => STANDING?.test(plainly(read(sentence))) === true;
  const lifeAsked = sentences.some(
    (sentence) => sentence.includes('?') && !standing(sentence) && PERSONAL.test(plainly(read(sentence))),
  );
  if (sentences.some(standing) && !lifeAsked) return undefined;
  const aboutHim = sentences
    .filter((sentence) => sentence.endsWith('?'))
    .map((sentence) => plainly(read(sentence)))
    .every((question) => PERSONAL.test(question) || lexicon.conceptsIn(question).length === 0);
  const questions = sentences.filter(
    (sentence, i) =>
      sentence.endsWith('?') ||
      TAG.test(plainly(sentences[i + 1] ?? '')) ||
      ((aboutHim || i === sentences.length - 1) && PERSONAL.test(plainly(read(sentence)))),
  );
  const lines = [
    text,
    ...(questions.length === 1 && questions[0] === text ? [] : questions),
    ...headsOf(text),
  ];
  // "That's awful, I'm sorry. And you just carried on grinding lenses?": said to "you" just after he told his life, it
  // is asked of him.
  const toldLast =
    lastTurn?.move === 'life' && /\b(?:you|u|your|ur)\b/i.test(text) ? lastTurn.speaker : undefined;
  const asked = addressed ?? toldLast;
  for (const said of lines) {
    const fact = factAsked(cast, conversation, asked, read(said), plainly(said), earlier, lexicon);
    if (fact)
      return {
        speaker: fact.speaker,
        move: 'life',
        fact: fact.index,
        ...(fact.thanked && { thanked: true }),
      };
  }
  return undefined;
}

/**
 * Where a question about his life ends in a run-on line: at its tag ("you invented calculus right my son is failing
 * it"), or where the reason for asking begins ("is it true you never wrote anything down cause my mate at the pub says
 * that").
 */
const QUESTION_ENDS =
  / (?:right|yeah|innit|isn't it|didn't you|wasn't it|is that (?:right|true)|(?:cause|because|cos|coz) (?:my|i|we|our|someone|somebody|people|they|he|she))\b/i;

/** The question about his life that opens a run-on line, when something else follows it and it asks of him. */
function headsOf(text: string): string[] {
  const end = QUESTION_ENDS.exec(text);
  const head = end === null ? '' : text.slice(0, end.index);
  // Only a head that asks of him ("so i fit locks for a living right ..." tells of the visitor's own).
  return /\b(?:you|u|your|ur)\b/i.test(head) ? [head] : [];
}

/**
 * Words around a question about his life that ask nothing of it: "back in the day", a nickname's "guy", "I hope you
 * don't mind me saying this".
 */
const AROUND_A_LIFE =
  /\b(?:back in the day|in your (?:day|time)|back then|in those days|(?:somebody|someone|people|they) (?:tell|told) me|i hope you (?:don't|dont|do not) mind(?: me)?(?: (?:saying|asking)(?: (?:this|that|so))?)?|(?:forgive|excuse) me for (?:saying|asking)(?: (?:this|that|so))?)\b|^(?:guy|dude|man|bro|mr|mister)\b/g;

/** A line as it is matched, with typed shorthand read in full ("is it true u said ..."). */
function plainly(text: string): string {
  return expandShorthand(normalize(text));
}

/** Someone named by where he is from: "the professor from toronto", "the codebreaker from bletchley park". */
const NAMED_BY_PLACE =
  /\bthe [a-z]+(?: (?:guy|man|woman|lady|fellow|bloke|one))? from (?:the )?[a-z]+(?: park| house| college)?\b/gi;

/** A question tagged on to a statement: "Is that right?", "True?". */
const TAG =
  /^(?:(?:is (?:that|it|this)|(?:this|that|it) is) (?:right|true|so)|(?:right|true|yes|no|really))$/;

/**
 * `read`: the line as the planner reads it (names and nicknames out); `asSaid`: as said, where a nickname may be the cue
 * ("which one of you is the one with the moustache?", "are you the Scottish one?").
 */
function factAsked(
  cast: Cast,
  conversation: readonly DebateEntry[],
  addressed: number | undefined,
  read: string,
  asSaid: string,
  earlier: number | undefined,
  lexicon: Lexicon,
): { speaker: number; index: number; thanked: boolean } | undefined {
  // "Question for the professor from Toronto: ...", "the codebreaker from Bletchley Park": where he is from, said to
  // name him, asks nothing of his life.
  // So does a nickname he is called by ("Codebreaker, what would convince you that a machine is not thinking?"), or that
  // owns what is asked of ("does that sink the codebreaker's whole test?").
  const text = read.replace(NAMED_BY_PLACE, ' ');
  // (Where he is from goes first: "the naturalist from geneva" is no address left as "from geneva".)
  const said = withoutOwners(
    withoutAddress(asSaid.replace(NAMED_BY_PLACE, ' ').trim(), cast.seated),
    cast.seated,
  );
  // "Unrelated, Spinoza, you ground lenses for a living?": a question about his life is an aside by nature.
  const normal = plainly(text).replace(ASIDE, ' ').replace(AROUND_A_LIFE, ' ').replace(/\s+/g, ' ').trim();
  // "is it true you can get rich just by working hard": "you" is anyone.
  // "is it true you were actually against big merchants": what he held, not what he did.
  if (ANYONE.test(normal) || VIEW_ASKED.test(normal)) return undefined;
  const stems = new Set(wordsOf(said).map(stem));
  const asked = ASKED_OF_HIM.test(normal) || (PERSONAL.test(normal) && CONFIRM.test(normal));
  const personal = asked || PERSONAL.test(normal) || PERSONAL.test(said);
  const room = MAX_OTHER_WORDS + (asked && addressed !== undefined ? MORE_WORDS_ASKED_OF_HIM : 0);
  // Sympathy's words ("thats messed up i am sorry") are no topic.
  // "did u rly cut up dogs alive. thats messed up bro": said of what he did, blame, not sympathy.
  const sympathy = SYMPATHY.test(normal) && !(HIS_DEED.test(normal) && BLAME.test(normal));
  const unasked = normal.replace(compiled(PERSONAL.source, 'g'), ' ');
  const rest = sympathy
    ? unasked.replace(compiled(SYMPATHY.source, 'g'), ' ').replace(EXCLAIMED, ' ')
    : unasked;
  const answered = conversation.findLast((entry) => entry.plan?.move === 'answer')?.plan?.speaker;
  // Asked of him in so many words, in none of the words the debate is argued in, his story may run on ("is it true
  // your daughter wrote frankenstein my book club did that one last fall ..."), when he is named, or it is said of his
  // own people to the one he is talking to or whose life alone it fits ("did you really live with your mother ..."):
  // "is it true you can't mix bleach and ...", of anyone, asks nothing of his life.
  const unargued = asked && lexicon.conceptsIn(rest).length === 0;
  const plainlyOf = (speaker: number, alone: boolean) =>
    unargued &&
    (addressed !== undefined || (HIS_OWN.test(normal) && (alone || speaker === (earlier ?? answered))));
  const words = contentStems(rest);
  const candidates = cast.seated.flatMap((seat, speaker) => {
    if (seat.role === 'guest' || (addressed !== undefined && speaker !== addressed)) return [];
    const life = seat.person?.life ?? [];
    const cueStems = new Set(life.flatMap((fact) => fact.cues.flatMap((cue) => contentStems(cue))));
    const besides = words.filter((word) => !cueStems.has(word)).length;
    return life.map((fact, index) => ({
      speaker,
      index,
      heard: cuesHeard(fact, said, stems),
      exact: cuesSaid(fact, said),
      phrase: fact.cues.some((cue) => cue.includes(' ') && compiled(`\\b${cue}\\b`).test(said)),
      at: firstCue(fact, said),
      besides,
    }));
  });
  const marked = candidates.filter(
    (c) => c.heard > 0 && (personal || (addressed !== undefined && c.heard >= MIN_UNMARKED_CUES)),
  );
  // Unnamed and said to no one, "your own children" is a debater's, never the chair's.
  const alone =
    new Set(marked.map((c) => c.speaker)).size === 1 &&
    cast.seated[marked[0]?.speaker ?? -1]?.role === 'debater';
  const fits = marked.filter((c) => c.besides <= c.heard + room || plainlyOf(c.speaker, alone));
  // Failing that, asked of him in a phrase of his life, his story may run on ("did you really want to ban poets though
  // thats a bit harsh its like banning tiktok").
  const fit = fits.length > 0 ? fits : marked.filter((c) => asked && c.phrase);
  const speakers = new Set(fit.map((c) => c.speaker));
  // Unnamed, the line must fit one member's life alone, or the life of the one the visitor spoke to last, or else of
  // the one alone whose life it says in a phrase ("they treated you like that after the war": Turing's), or else of
  // the one who answered him last ("wait did you really live with your mother your whole life", after Smith's answer).
  const whose =
    speakers.size === 1
      ? [...speakers][0]
      : [clearlyOf(fit), earlier, onlyOf(fit.filter((c) => c.phrase).map((c) => c.speaker)), answered].find(
          (member) => member !== undefined && speakers.has(member),
        );
  const fact = fit
    .filter((c) => c.speaker === whose && (sympathy || !told(conversation, c.speaker, c.index)))
    // Of as many cues heard, the fact with more said word for word ("did you really invent calculus?": calculus, not
    // the invention), then one said in a phrase of it ("... when your friends offered to get you out?": the escape
    // refused, not his friends), then the one said first ("didnt u die bc some queen made u get up at 5am. thats my
    // school").
    .sort(
      (a, b) => b.heard - a.heard || b.exact - a.exact || Number(b.phrase) - Number(a.phrase) || a.at - b.at,
    )[0];
  return fact && { ...fact, thanked: sympathy };
}

/** The visitor himself. */
const I = /\b(?:i|im|i'm|ive|i've|id|i'd|me|my|mine|we|us|our)\b/;

/**
 * What a line asked of his life asks besides, when all of it weighs the deed told in the debate's terms ("Was that
 * goodness, or just stubbornness?" after "you drank the hemlock instead of running away"): the sentences that say none
 * of the fact's cues. Undefined when it asks nothing else, or something else.
 */
export function deedWeighed(
  seat: Seated,
  fact: number,
  text: string,
  cued: (text: string) => boolean,
): string | undefined {
  const told = seat.person?.life[fact];
  if (!told) return undefined;
  const beyond = splitSentences(text).filter((sentence) => {
    const said = plainly(sentence);
    return cuesHeard(told, said, new Set(wordsOf(said).map(stem))) === 0;
  });
  // Or a point made of it, or a question in an issue's cues, of neither of them ("Maybe not everything needs an
  // experiment.", "Is simple living only for people someone else looks after?", not "I read that somewhere and have
  // always loved it." or "How did that feel?").
  const weighs = (sentence: string) => {
    const said = plainly(sentence);
    return (
      DEED_WEIGHED.test(said) ||
      ((!sentence.includes('?') || cued(said)) && !YOU.test(said) && !PERSONAL.test(said) && !I.test(said))
    );
  };
  return beyond.length > 0 && beyond.every(weighs) ? beyond.join(' ') : undefined;
}

/** The first fact of a member's life the call has not heard ("Hume, who are you?"); undefined when all are told. */
export function untoldFact(seat: Seated, conversation: readonly DebateEntry[]): number | undefined {
  if (seat.role === 'guest') return undefined;
  const index = (seat.person?.life ?? []).findIndex((_, i) => !told(conversation, seat.index, i));
  return index < 0 ? undefined : index;
}

/**
 * The member whose life the line says far more of than any other's ("did you really grind lenses for a living?":
 * Spinoza's grinding and lenses, not the living of whoever answered last).
 */
function clearlyOf(fit: readonly { speaker: number; heard: number }[]): number | undefined {
  const best = new Map<number, number>();
  for (const c of fit) best.set(c.speaker, Math.max(best.get(c.speaker) ?? 0, c.heard));
  const [first, second] = [...best].sort((a, b) => b[1] - a[1]);
  return first && first[1] >= CLEARLY_MORE * Math.max(1, second?.[1] ?? 0) ? first[0] : undefined;
}
/** How many times more of one life's cues a line must say than of another's to be of his. */
const CLEARLY_MORE = 2;

/** The one member all of these are, if they are one. */
function onlyOf(members: readonly number[]): number | undefined {
  return new Set(members).size === 1 ? members[0] : undefined;
}
