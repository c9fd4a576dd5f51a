import type { Concept } from '../content';
import { describedMember, ownerAsked, type OwnWords } from './described';
import { compiled, normalize, remembering, splitSentences, stem, wordsOf } from './text';

/**
 * The concept lexicon (docs/architecture.md section 5): maps a visitor's words, and what the recogniser makes of them, onto
 * the debate's concepts. A phrase term matches as whole words; a one-word term also matches by its stem, so
 * "choosing" finds the term "choose", but a shorter word never finds a longer term ("good" is not "goodness",
 * "game" is not "gaming"): a stem cuts both to one root, and the short word is nearly always the everyday one.
 */
/** Terms this long or longer also match a word one letter shorter of their stem. */
const LONG_TERM = 6;

/** "who is" in a term, which a visitor types "who's", and the names' reading leaves "who" (`namesOf`). */
const CONTRACTED_IS = /\b(who|what|it|that|he|she|there|here|where|how) is\b/g;

/** A term of more than one word, and the concept it names. */
interface Phrase {
  words: string;
  concept: string;
  /** Where it was written among all the terms. */
  order: number;
}

/** A normalized phrase term as it may be typed: "who is lying", "who's lying", and "who lying" once read for names. */
function typings(words: string): string[] {
  if (!words.match(CONTRACTED_IS)) return [words];
  return [words, words.replace(CONTRACTED_IS, "$1's"), words.replace(CONTRACTED_IS, '$1')];
}

export class Lexicon {
  /** Phrase terms by their first word, so that a line is checked only for the phrases its words can begin. */
  private readonly phrases = new Map<string, Phrase[]>();
  /** One-word terms by stem: the concepts, each with its terms of that stem. */
  private readonly stems = new Map<string, Map<string, string[]>>();

  constructor(concepts: readonly Concept[]) {
    let order = 0;
    for (const concept of concepts) {
      for (const term of concept.terms) {
        const words = normalize(term);
        if (words.includes(' ')) {
          for (const typed of typings(words)) {
            const first = typed.slice(0, typed.indexOf(' '));
            const phrase = { words: typed, concept: concept.id, order: order++ };
            this.phrases.set(first, [...(this.phrases.get(first) ?? []), phrase]);
          }
        } else {
          const key = stem(words);
          const byConcept = this.stems.get(key) ?? new Map<string, string[]>();
          byConcept.set(concept.id, [...(byConcept.get(concept.id) ?? []), words]);
          this.stems.set(key, byConcept);
        }
      }
    }
  }

  /** The concepts a text names, each once, in the order they first appear. */
  conceptsIn(text: string): string[] {
    return [...this.countsIn(text).keys()];
  }

  /**
   * How many words or phrases of a text name one of the concepts: "feelings" names two (feeling, the passions) but is
   * one word, and a word inside a phrase that names one ("free will") is that phrase.
   */
  namingWordsIn(text: string): number {
    const { phrases, byStem } = this.namesIn(text);
    const said = new Set(phrases.map((phrase) => phrase.words));
    const inPhrase = new Set([...said].flatMap((words) => words.split(' ').map(stem)));
    return said.size + [...byStem.keys()].filter((key) => !inPhrase.has(key)).length;
  }

  /** The phrase terms a text says, normalized, in the order they were written among the terms. */
  phrasesIn(text: string): string[] {
    return this.namesIn(text).phrases.map((phrase) => phrase.words);
  }

  /** How many of each concept's terms a text holds (a term counts once however often it is said). */
  countsIn(text: string): Map<string, number> {
    const counts = new Map<string, number>();
    const add = (concept: string) => counts.set(concept, (counts.get(concept) ?? 0) + 1);
    const { phrases, byStem } = this.namesIn(text);
    for (const phrase of phrases) add(phrase.concept);
    for (const concepts of byStem.values()) for (const concept of concepts) add(concept);
    return counts;
  }

  /**
   * The phrase terms a text says, in the order they were written, and by each stem of its words that says a one-word
   * term, the concepts it names.
   */
  private namesIn(text: string): { phrases: Phrase[]; byStem: Map<string, Set<string>> } {
    const normalized = normalize(text);
    const padded = ` ${normalized} `;
    const begun = [...new Set(normalized.split(' ').flatMap((word) => this.phrases.get(word) ?? []))];
    const phrases = begun
      .sort((a, b) => a.order - b.order)
      .filter((phrase) => padded.includes(` ${phrase.words} `));
    const byStem = new Map<string, Set<string>>();
    for (const word of wordsOf(text)) {
      const key = stem(word);
      for (const [concept, terms] of this.stems.get(key) ?? []) {
        if (terms.some((term) => saysTerm(word, term)))
          byStem.set(key, (byStem.get(key) ?? new Set()).add(concept));
      }
    }
    return { phrases, byStem };
  }
}

export interface Addressable {
  index: number;
  /** The name, aliases and epithets, lower case. */
  callNames: readonly string[];
  /** Names that count only at the start of a challenge. */
  openingNames?: readonly string[];
  /** The debate's terms that begin with one of his names ("turing test", "hume's fork"): the name stays in them. */
  eponyms?: readonly string[];
  role?: string;
  /** What is known of a debater beyond his names, for a visitor who describes him instead (described.ts). */
  known?: ReadonlySet<string>;
  /** How a line asks him about words of his own the debate's other debaters do not use (described.ts `ownerAsked`). */
  owns?: OwnWords;
}

/**
 * The member a challenge speaks to, by name, alias or epithet ("Hume, ...", "what does the skeptic say"): the one
 * named first, since a visitor who names two usually addresses the first ("Hume, why is Leibniz wrong?"). An
 * epithet that fits the chair and a debater alike ("the french philosopher") calls the debater: a visitor rarely
 * turns to the chair. A debater spoken of, not to, is not the "you" the line asks.
 */
export function addressedMember(text: string, members: readonly Addressable[]): number | undefined {
  const named = namedFirst(text, members) ?? describedMember(text, members) ?? ownerAsked(text, members);
  const member = members.find((m) => m.index === named);
  if (!member || member.role !== 'debater' || !spokenOf(text, member)) return named;
  // "Hume would say there's no 'I' doing the thinking. Does the idealist have any answer to that?": the other debater,
  // if the line names him, is the one asked.
  const others = members.filter((m) => m !== member);
  const debaters = others.filter((m) => m.role === 'debater');
  const other = namedFirst(text, debaters);
  if (other !== undefined) return other;
  if (!REPLY_ASKED.test(namesOf(text))) return named;
  // "but spinoza says that's exactly the illusion. how do u reply": "you" is another the line names, or the other
  // debater. (Another called by the same words is not named again: "The Scottish guy thinks ... What's your answer?",
  // put to Smith with Hume in the chair.)
  const apart = others.map((m) => ({
    ...m,
    callNames: m.callNames.filter((name) => !member.callNames.includes(name)),
    openingNames: (m.openingNames ?? []).filter((name) => !(member.openingNames ?? []).includes(name)),
  }));
  return namedFirst(text, apart) ?? (debaters.length === 1 ? debaters[0]?.index : named);
}

/** A reply asked of "you": "how do u reply", "what's your answer", "do you accept that?". */
const REPLY_ASKED =
  /\b(?:(?:how|what) (?:do|would|will|can) (?:you|u) (?:say|reply|respond|answer|make of|think)|(?:you|u) (?:reply|respond|answer)|(?:your|ur) (?:reply|answer|response|take|comeback)|(?:do|would|can|will) (?:you|u) (?:agree|accept|answer|reply|respond|deny|grant)|what say (?:you|u))\b/;

/** After a name, what he is said to hold: "spinoza says ...", "spinoza's point is ...". */
const HELD =
  /^ (?:says|said|just said|wrote|writes|thinks|claims|argues|argued|reckons|believes|insists|holds|would say|(?:point|argument|view|idea|claim) is) /;

/** The member is spoken of, not to: "but spinoza says that's exactly the illusion", "according to spinoza". */
function spokenOf(text: string, member: Addressable): boolean {
  const padded = ` ${namesOf(text)} `;
  // Where each mention of him ends: "the dutch philosopher" and "dutch philosopher" are one mention.
  const ends = new Set<number>();
  for (const callName of new Set(member.callNames.map(namesOf))) {
    for (let at = padded.indexOf(` ${callName} `); at >= 0; at = padded.indexOf(` ${callName} `, at + 1))
      ends.add(at + callName.length);
  }
  // "One lad told me 'Nietzsche says ...' What would you say to him, Nietzsche?": named again, he is the one asked.
  if (ends.size !== 1) return false;
  return member.callNames.some((callName) => {
    const name = ` ${namesOf(callName)}`;
    const at = padded.indexOf(`${name} `);
    return at >= 0 && (HELD.test(padded.slice(at + name.length)) || padded.includes(` according to${name} `));
  });
}

/** The member a line names first, or the one a later sentence opens with. */
function namedFirst(text: string, members: readonly Addressable[]): number | undefined {
  // "Good move from Leibniz. Hume, your reply?": a name that opens a later sentence addresses, one said before it
  // only mentions ("My mum ... Isn't that exactly Heidegger's point? Garden guy, how do you explain that?").
  const [opening, ...later] = splitSentences(text);
  if (opening !== undefined && later.length > 0) {
    // ("Hume supposedly woke Kant from his dogmatic slumber. Did anyone ever answer him, Leibniz?": one called at the
    // end of a later sentence is asked, unless the opening sentence calls someone, first or last.)
    const calledLast = later
      .map((sentence) => calledToClose(sentence, members))
      .findLast((named) => named !== undefined);
    if (
      calledLast !== undefined &&
      calledToClose(opening, members) === undefined &&
      calledToOpen(opening, members) === undefined
    )
      return calledLast;
    // ("Spinoza wrote that a stone ... would think it flew by its own choice. Descartes, what would you say to the
    // stone?": a sentence that opens with what he held only mentions him.)
    const atStart = (sentence: string) => {
      const named = namedFirst(sentence, members);
      const padded = ` ${namesOf(sentence)} `;
      const member = members.find((m) => m.index === named);
      const opens = member?.callNames.some((name) => {
        const called = ` ${namesOf(name)} `;
        return padded.startsWith(called) && !HELD.test(padded.slice(called.length - 1));
      });
      return opens ? named : undefined;
    };
    // ("Is there anything you'd actually die for, Nietzsche? Socrates clearly had something.": called at the end of
    // the opening sentence, he is the one asked, whoever a later sentence opens with.)
    if (atStart(opening) === undefined && calledToClose(opening, members) === undefined) {
      const called = later.map(atStart).find((named) => named !== undefined);
      if (called !== undefined) return called;
    }
  }
  const padded = ` ${namesOf(text)} `;
  const opened = padded.replace(OPENING_LEAD, ' ');
  let best: { index: number; at: number; length: number; chair: boolean } | undefined;
  for (const member of members) {
    for (const opening of member.openingNames ?? []) {
      if (opened.startsWith(` ${namesOf(opening)} `)) return member.index;
    }
    for (const callName of member.callNames) {
      const at = padded.indexOf(` ${namesOf(callName)} `);
      if (at < 0) continue;
      const length = callName.length;
      const chair = member.role === 'moderator';
      const tie = at === best?.at && length === best.length;
      if (
        !best ||
        at < best.at ||
        (at === best.at && length > best.length) ||
        (tie && best.chair && !chair)
      ) {
        best = { index: member.index, at, length, chair };
      }
    }
  }
  return best?.index ?? calledAtTheEnd(text, members) ?? calledBetweenCommas(text, members);
}

/** The member called after a comma at the end of a sentence ("..., Nietzsche?"), by any name he is called. */
function calledToClose(sentence: string, members: readonly Addressable[]): number | undefined {
  const lower = sentence.toLowerCase();
  return members.find((member) =>
    member.callNames.some((name) => compiled(String.raw`,\s*${escaped(name)}\s*[.?!]*\s*$`).test(lower)),
  )?.index;
}

/** The member called at the start of a sentence by any name he is called, before a comma ("Hume, ..."). */
function calledToOpen(sentence: string, members: readonly Addressable[]): number | undefined {
  const lower = ` ${sentence.toLowerCase()}`.replace(OPENING_LEAD, '');
  return members.find((member) =>
    member.callNames.some((name) => compiled(String.raw`^${escaped(name)}\s*[,:]`).test(lower)),
  )?.index;
}

/**
 * The member whose opening name is said between commas, as one calls someone in the middle of a line: "so you admit,
 * dualist, you can't prove ...", "come on, Scotsman, nobody lives like that".
 */
function calledBetweenCommas(text: string, members: readonly Addressable[]): number | undefined {
  const lower = text.toLowerCase();
  return members.find((member) =>
    (member.openingNames ?? []).some((name) => compiled(String.raw`,\s*${escaped(name)}\s*,`).test(lower)),
  )?.index;
}

/**
 * The member whose opening name, written as a name (a capital first), ends a sentence after a comma, as one calls
 * someone: "That's just a cop-out, David." ("how do you know your name is david" calls no one, and nor does a
 * mishearing of his name said in everyday words: "is the mind a blank slate, you there?").
 */
function calledAtTheEnd(text: string, members: readonly Addressable[]): number | undefined {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return undefined;
  return members.find((member) =>
    (member.openingNames ?? []).some((name) => {
      const called = compiled(String.raw`,\s*(${escaped(name)})\s*(?:[.?!]|$)`).exec(lower);
      const first = called ? text[called.index + called[0].indexOf(name)] : undefined;
      return first !== undefined && first !== first.toLowerCase();
    }),
  )?.index;
}

/** What may come before a name said first: a greeting, a sorry, a title ("sorry mister day cart, ..."). */
const GREETING = 'sorry|hey|hi|hello|um|uh|er|erm|excuse me|so|ok|okay|and|but|well|right|now';
const OPENING_LEAD = leadBefore(GREETING);

/** Words said, any of them, before a name, then a title: "sorry mister", "question for dr". */
function leadBefore(words: string): RegExp {
  return new RegExp(`^ (?:(?:${words}) )*(?:(?:mister|mr|sir|dear|professor|monsieur|doctor|dr) )?`);
}

/**
 * The text with every name, alias and epithet taken out, so that names do not count as topic words; a name that
 * counts only at the start ("naturalist, ...") is taken out only there ("a naturalist's view" keeps its word).
 */
export function withoutNames(text: string, members: readonly Addressable[]): string {
  const { openingNames, callNames, eponyms } = namesReadOf(members);
  let padded = ` ${namesOf(text)} `;
  // Said first, or after a greeting, a sorry or a title ("sorry mister day cart, ..."), which stay.
  const lead = OPENING_LEAD.exec(padded)?.[0].length ?? 0;
  for (const at of lead > 1 ? [0, lead - 1] : [0]) {
    const opening = openingNames.find((name) => padded.startsWith(` ${name} `, at));
    if (opening === undefined) continue;
    padded = `${padded.slice(0, at)}${padded.slice(at + opening.length + 1)}`;
    break;
  }
  for (const callName of callNames) {
    // Most lines name no one: a name not in the line needs no pattern built for it.
    if (!padded.includes(` ${callName} `)) continue;
    // A title goes with the name ("Is it true, Mr Hume, that you ...": "is it true that you ..."); a term named after
    // him keeps it ("what is the turing test").
    const kept = eponyms
      .filter(({ read }) => read.startsWith(`${callName} `))
      .map(({ read }) => `${escaped(read.slice(callName.length + 1))} `);
    const unless = kept.length > 0 ? `(?!${kept.join('|')})` : '';
    padded = padded.replace(compiled(`(?<= )(?:${TITLES} )?${escaped(callName)} ${unless}`, 'g'), '');
  }
  // Kept as the debate writes it ("hume's fork").
  for (const { read, written } of eponyms) padded = padded.replaceAll(` ${read} `, ` ${written} `);
  return padded.trim();
}

/**
 * The line without the name it opens by calling someone ("codebreaker, what would convince you ...", "to the
 * codebreaker: ...", "hey woodsman, ..."): a nickname said to call him asks nothing of what it names. `normal`: the
 * line normalized.
 */
export function withoutAddress(normal: string, members: readonly Addressable[]): string {
  const { callNames } = namesReadOf(members);
  const padded = ` ${normal} `;
  const at = (ADDRESS_LEAD.exec(padded)?.[0].length ?? 1) - 1;
  const name = callNames.find((callName) => padded.startsWith(` ${callName} `, at));
  return name === undefined ? normal : `${padded.slice(0, at)}${padded.slice(at + name.length + 1)}`.trim();
}

/**
 * The line without the members' names said as owners ("does that sink the codebreaker's whole test": "does that sink
 * the whole test"): a name that owns the thing asked of says whose it is, never what is asked.
 */
export function withoutOwners(normal: string, members: readonly Addressable[]): string {
  const { callNames } = namesReadOf(members);
  let padded = ` ${normal} `;
  for (const name of callNames) padded = padded.replaceAll(` ${name}'s `, ' ');
  return padded.trim();
}

/** What may come before a name said to call someone: a greeting, "to", "question for", a title. */
const ADDRESS_LEAD = leadBefore(`${GREETING}|to|for|(?:a |one |my )?question for`);

interface NamesRead {
  /** Longest first, so that "the dutch philosopher" goes before "philosopher". */
  openingNames: string[];
  callNames: string[];
  eponyms: { read: string; written: string }[];
}

/** The members' names as lines are read for them, worked out once per cast: a turn reads a dozen sentences or more. */
const NAMES_READ = new WeakMap<readonly Addressable[], NamesRead>();

function namesReadOf(members: readonly Addressable[]): NamesRead {
  let names = NAMES_READ.get(members);
  if (!names) {
    const longestFirst = (all: string[]) => all.map(namesOf).sort((a, b) => b.length - a.length);
    names = {
      openingNames: longestFirst(members.flatMap((member) => member.openingNames ?? [])),
      callNames: longestFirst(members.flatMap((member) => member.callNames)),
      eponyms: members
        .flatMap((member) => member.eponyms ?? [])
        .map((term) => ({ read: namesOf(term), written: normalize(term) })),
    };
    NAMES_READ.set(members, names);
  }
  return names;
}

/** Of the debate's terms, those that begin with one of a member's names ("turing test", "hume's fork"). */
export function eponymsOf(terms: readonly string[], names: readonly string[]): string[] {
  return terms.filter((term) => names.some((name) => namesOf(term).startsWith(`${namesOf(name)} `)));
}

/** Titles said before a name. */
const TITLES = '(?:mister|mr|mrs|ms|monsieur|herr|doctor|dr|professor|sir)';

export const escaped = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text as names are found in it: a possessive names its owner ("Is Hume's bundle a self?" is put to Hume, whose
 * view it questions), so "'s" comes off every word ("socrates'" has lost its apostrophe in normalize already). Kept
 * as `normalize` keeps its strings: a turn reads every member's names (some fifty to a hundred) against each sentence
 * of the line, several times over.
 */
const namesOf = remembering(2000, 200, namesRead);

/** Bacon to eat: "bacon and eggs", "a bacon sandwich", "crispy bacon", "is bacon actually bad for you". */
const FOOD_BACON =
  /\bbacon(?= (?:and (?:eggs?|cheese|sausages?)|sandwich(?:es)?|butt(?:y|ies)|rolls?|rashers?|bits|strips|bap)\b)|(?<=\b(?:crispy|streaky|smoked|fried|back|turkey|vegan|eat|eats|eating|ate|fry|frying|cook|cooking) )bacon\b|\bbacon(?= (?:(?:actually|really|honestly|even) )?(?:bad|good|healthy|unhealthy) for (?:you|me|us|your|my)\b)/g;

/** A nickname coined on the spot, hyphenated words before the epithet: "the science-will-save-us Englishman". */
const COINED = /\bthe (?:[a-z]+-){2,}[a-z]+ (?=[a-z])/gi;

function namesRead(text: string): string {
  // "the 18th-century Englishwoman" is the Englishwoman: an epithet holds no century, nor a nickname coined on the spot
  // ("the science-will-save-us Englishman"). "need bacon and eggs" is food, not Francis Bacon.
  return normalize(text.replace(COINED, 'the '))
    .replace(/'s(?= |$)/g, '')
    .replace(FOOD_BACON, 'rashers')
    .replace(/\bthe (?:\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:teenth|tieth)) century (?=[a-z])/g, 'the ');
}

/**
 * Whether a word of the stem of a one-word term says that term. One letter shorter still counts for a long term
 * ("chose" / "choose"), never for a short one, whose word one letter shorter is an everyday one ("like" / "likes", "new"
 * / "news"); and the two part no more than two letters before the shorter ends: "generals" shares the stem "gener" with
 * "generous", and "generation" with it, but says neither.
 */
function saysTerm(word: string, term: string): boolean {
  const slack = term.length >= LONG_TERM ? 1 : 0;
  if (word.length < term.length - slack) return false;
  let shared = 0;
  while (shared < word.length && word[shared] === term[shared]) shared++;
  return shared >= Math.min(word.length, term.length) - 2;
}
