import type {
  CheckedKnowledge,
  DebaterSeat,
  DebateTopic,
  ModeratorSeat,
  PhilosopherKnowledge,
} from '../content';
import { knownOf, ownWordsOf } from './described';
import { eponymsOf, type Addressable } from './lexicon';
import type { DebateMember } from './types';

/** A member of the call and the part he plays in the call's debate. */
export type Seated = Addressable & {
  name: string;
  person?: PhilosopherKnowledge;
} & (
    | { role: 'moderator'; seat: ModeratorSeat }
    | { role: 'debater'; seat: DebaterSeat }
    /** No knowledge for this debate: a custom assistant, or a philosopher outside his debates. */
    | { role: 'guest' }
  );

/** A debater's side of the debate, whether or not he is on the call (a lone moderator reports both sides). */
export interface Side {
  key: string;
  name: string;
  seat: DebaterSeat;
}

export interface Cast {
  topic?: DebateTopic;
  seated: readonly Seated[];
  moderator?: number;
  /** Member indexes of the debaters on the call, in squad order. */
  debaters: readonly number[];
  /** Every debater seat of the debate, in the knowledge's order. */
  sides: readonly Side[];
}

/**
 * Finds the debate the call's members play and each member's seat in it: the debate in which the most members
 * have a part (a squad of ours matches exactly; a single assistant gets his first debate).
 */
export function castDebate(members: readonly DebateMember[], knowledge: CheckedKnowledge): Cast {
  const people = members.map((member) => personOf(member, knowledge));
  let topic: DebateTopic | undefined;
  let bestCount = 0;
  for (const candidate of knowledge.topics.values()) {
    const count = people.filter((person) => person?.seats[candidate.debateId]).length;
    if (count > bestCount) {
      bestCount = count;
      topic = candidate;
    }
  }
  if (people.length === 1 && people[0]) {
    // A single assistant plays his first part, in the order his knowledge lists them.
    const first = Object.keys(people[0].seats)[0];
    topic = first ? knowledge.topics.get(first) : undefined;
  }

  const seated = members.map((member, index): Seated => {
    const person = people[index];
    const seat = topic && person?.seats[topic.debateId];
    // A moderator is called by his name and epithets only: his name's mishearings ("the guard" for Descartes) are
    // everyday words in some debates ("the guard in the tower"), and a visitor rarely turns to the chair.
    const heardAs = person && seat?.role !== 'moderator' ? person.aliases : [];
    const callNames = [
      member.name.toLowerCase(),
      ...heardAs,
      ...(person ? epithetForms(person.epithets) : []),
    ];
    // His mishearings call the chair only at the start of a line ("light nits what do you think").
    const openingNames = !person
      ? []
      : seat?.role === 'moderator'
        ? person.aliases
        : [...person.openingAliases, ...openingEpithets(person.epithets)];
    const eponyms = eponymsOf(
      (topic?.concepts ?? []).flatMap((concept) => [...concept.terms, ...(concept.art ?? [])]),
      callNames,
    );
    const base = {
      index,
      name: member.name,
      callNames,
      openingNames,
      ...(eponyms.length > 0 && { eponyms }),
      ...(person && { person }),
      ...(person &&
        seat?.role === 'debater' && {
          known: knownOf(person, topic),
          owns: ownWordsOf(seat, othersOf(person, topic, knowledge), topic),
        }),
    };
    if (seat?.role === 'moderator') return { ...base, role: 'moderator', seat };
    if (seat?.role === 'debater') return { ...base, role: 'debater', seat };
    return { ...base, role: 'guest' };
  });

  const sides: Side[] = [];
  if (topic) {
    for (const person of knowledge.philosophers.values()) {
      const seat = person.seats[topic.debateId];
      if (seat?.role === 'debater') sides.push({ key: person.key, name: person.name, seat });
    }
  }
  const moderator = seated.find((s) => s.role === 'moderator')?.index;
  return {
    ...(topic && { topic }),
    seated,
    ...(moderator !== undefined && { moderator }),
    debaters: seated.filter((s) => s.role === 'debater').map((s) => s.index),
    sides,
  };
}

/** The seats of the other debaters of his debate, on the call or not. */
function othersOf(
  person: PhilosopherKnowledge,
  topic: DebateTopic | undefined,
  knowledge: CheckedKnowledge,
): DebaterSeat[] {
  if (!topic) return [];
  return [...knowledge.philosophers.values()].flatMap((other) => {
    const seat = other.seats[topic.debateId];
    return other !== person && seat?.role === 'debater' ? [seat] : [];
  });
}

function personOf(member: DebateMember, knowledge: CheckedKnowledge): PhilosopherKnowledge | undefined {
  if (member.key) {
    const byKey = knowledge.philosophers.get(member.key);
    if (byKey) return byKey;
  }
  const name = member.name.toLowerCase();
  return [...knowledge.philosophers.values()].find((person) => person.name.toLowerCase() === name);
}

/** What an epithet's last word may be swapped for, as people say it: "the garden sage" is also "the garden guy". */
const EPITHET_HEADS = ['guy', 'man', 'one', 'fellow', 'dude', 'philosopher', 'thinker', 'sage'];
/** Heads an epithet may be written with that are swapped the same way: "the scottish economist", "the scottish guy". */
const CALLING_HEADS = [
  'economist',
  'mathematician',
  'writer',
  'scientist',
  'essayist',
  'professor',
  'lady',
  'woman',
];
const EPITHET_HEAD = new RegExp(
  `^the ((?:[a-z']+ )*[a-z']+) (?:${[...EPITHET_HEADS, ...CALLING_HEADS].join('|')})$`,
);
/** Or its head before where he is from: "the man from edinburgh" is also "the philosopher from edinburgh". */
const EPITHET_ORIGIN = new RegExp(`^the (?:${EPITHET_HEADS.join('|')}) from ([a-z' ]+)$`);
/** Or the one who wrote a work: "the author of new atlantis" is also "the guy who wrote new atlantis". */
const EPITHET_AUTHOR = /^the author of ([a-z' ]+)$/;
/** Or the one who did something: "the man who said i think therefore i am" is also "the guy who said ...". */
const EPITHET_WHO = /^the (?:man|guy|one|fellow) (who [a-z' ]+)$/;
/**
 * Or the one with or on something: "the man with the calculus" is also "the guy with the calculus", and, said with
 * where he is from, "the german with the calculus".
 */
const EPITHET_WITH = /^the (?:man|guy|one|fellow) ((?:with|on) the [a-z' ]+)$/;
/** Heads an epithet is called by without its article ("scottish guy"); "french man" is more often someone else. */
const BARE_HEADS = ['guy', 'dude'];
/** How a visitor titles an epithet: "Mr Hammer", "Mrs Vindication". */
const TITLES = ['mr', 'mister', 'mrs', 'ms', 'miss'];
/** Heads said of a man from somewhere ("samos man") or of a work's author ("the guy who wrote ..."). */
const PLAIN_HEADS = ['guy', 'man', 'one', 'fellow'];

/**
 * Each epithet as written, without its article when more than one word is left ("garden sage"; a lone word, "skeptic",
 * keeps its article, or it would match any talk), with its head swapped for another one people use ("the french
 * philosopher", "the french guy", "the guy from edinburgh", "samos man", "the guy who wrote new atlantis", "the guy who
 * said i think therefore i am"), as a title ("Mr Hammer", "mr invisible hand"), and where he is from said with what he
 * is called ("the french dualist").
 */
function epithetForms(epithets: readonly string[]): string[] {
  // "the french dualist": where he is from, said of what he is called for ("the french philosopher", "the dualist").
  const from = epithets.flatMap(
    (epithet) => /^the ([a-z]+) (?:philosopher|thinker)$/.exec(epithet)?.[1] ?? [],
  );
  const called = epithets.flatMap((epithet) => {
    const noun = /^the ([a-z]+)$/.exec(epithet)?.[1];
    return noun && !EPITHET_HEADS.includes(noun) ? [noun] : [];
  });
  return [
    ...new Set(
      epithets.flatMap((epithet) => {
        const bare = epithet.replace(/^(?:the|our|a|an) /, '');
        const forms = bare !== epithet && bare.includes(' ') ? [epithet, bare] : [epithet];
        const described = EPITHET_HEAD.exec(epithet)?.[1];
        const origin = EPITHET_ORIGIN.exec(epithet)?.[1];
        const work = EPITHET_AUTHOR.exec(epithet)?.[1];
        const deed = EPITHET_WHO.exec(epithet)?.[1];
        const having = EPITHET_WITH.exec(epithet)?.[1];
        const titled = described ?? /^the ([a-z']+)$/.exec(epithet)?.[1];
        return [
          ...forms,
          ...(described ? EPITHET_HEADS.map((head) => `the ${described} ${head}`) : []),
          // "Scottish guy, ...": called without the article, as one calls out to someone.
          ...(described ? BARE_HEADS.map((head) => `${described} ${head}`) : []),
          ...(origin ? EPITHET_HEADS.map((head) => `the ${head} from ${origin}`) : []),
          ...(origin ? PLAIN_HEADS.map((head) => `${origin} ${head}`) : []),
          // "Tell me, you who wrote the society of the spectacle: ...": called by his work to his face.
          ...(work
            ? [...PLAIN_HEADS.map((head) => `the ${head} who wrote ${work}`), `you who wrote ${work}`]
            : []),
          ...(deed ? PLAIN_HEADS.map((head) => `the ${head} ${deed}`) : []),
          ...(having ? [...PLAIN_HEADS, ...from].map((head) => `the ${head} ${having}`) : []),
          ...(titled ? TITLES.map((title) => `${title} ${titled}`) : []),
          // "Something for the old Athenian: ...": called by it with his years.
          ...(/^the [a-z']+$/.test(epithet) && !epithet.startsWith('the old')
            ? [`the old ${epithet.slice(4)}`]
            : []),
        ];
      }),
    ),
    ...from.flatMap((origin) => called.map((noun) => `the ${origin} ${noun}`)),
  ];
}

/**
 * A one-word epithet ("the naturalist") also calls him at the start, bare: "naturalist, ...", "hey naturalist", "old
 * naturalist, ...".
 */
function openingEpithets(epithets: readonly string[]): string[] {
  return epithets.flatMap((epithet) => {
    const bare = /^the ([a-z']+)$/.exec(epithet)?.[1];
    return bare ? [bare, `hey ${bare}`, `old ${bare}`] : [];
  });
}

/** The person key of a seat ('' when none). */
export function keyOf(cast: Cast, member: number): string {
  return cast.seated[member]?.person?.key ?? '';
}

/** The seat of the debater with this person key. */
export function memberOf(cast: Cast, key: string): number | undefined {
  return cast.seated.find((s) => s.person?.key === key && s.role === 'debater')?.index;
}
