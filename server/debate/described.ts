import type { DebateTopic, DebaterSeat, PhilosopherKnowledge } from '../content';
import { isStopword, normalize, stem } from './text';

// A debater picked out by what is known of him instead of a name or a listed epithet: "the guy who lived by the pond",
// "the man who threw the poets out of his city", "asking the 18th century guy", "Scotland's most famous economist".
// Visitors describe a philosopher by his life and works in more ways than any list of epithets foresees; what his
// knowledge says of his life (his `life` facts, their sources, his epithets) tells the two debaters apart.

/** The nouns a description is built on: "the ... guy who ...", "the English lady", "the father of ...". */
const PERSON =
  'guy|man|lady|woman|fellow|fella|chap|dude|bloke|gentleman|gent|professor|economist|writer|author|thinker|philosopher|father|mother';
/**
 * A description: after "the" (or opening the line, or after a comma, as one calls to someone: "hold on, professor from
 * frankfurt, ..."), up to three words before its noun, and what follows the noun when it says who he is ("who ...",
 * "with ...", "from ..."), up to the end of the clause; or a title before words that are not a name ("Mr Knowledge Is
 * Power", "Professor Novum Organum").
 */
const DESCRIPTION = new RegExp(
  String.raw`\b(?:mr|mister|mrs|ms|miss|professor|prof|doctor|dr) ([a-z' ]{3,40}?)(?=[,.?!:;]|$)|(?:^|, |\b(?:the|that|this|our|you|hey|hi|oi|yo|dear) )((?:[a-z0-9'-]+ ){0,3})(${PERSON})\b((?: (?:who|whose|that|with|from|behind|of|in|at)\b[^.,:;?!]{2,80})?)`,
  'g',
);
/** Words a description says of anyone ("the other guy", "that famous old man"). */
const ANYONE = new Set(
  'other first second last next same old older young younger big little famous great dead real poor whole good bad live lived century centuries'.split(
    ' ',
  ),
);
/** A country said for its people's adjective ("Scotland's most famous economist" is the Scottish one). */
const COUNTRIES: Record<string, string> = {
  scotland: 'scottish',
  england: 'english',
  britain: 'british',
  france: 'french',
  germany: 'german',
  greece: 'greek',
  holland: 'dutch',
  netherlands: 'dutch',
  america: 'american',
  ireland: 'irish',
  canada: 'canadian',
};
const ORDINALS: Record<string, number> = {
  fourth: 4,
  fifth: 5,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
};

/** Said of a woman, apart from the word "woman", which is a term of some debates. */
const A_WOMAN = '(a woman)';
/** The years a life's told years may span. */
const LIFETIME = 90;

/** "18th", as a century is written. */
function centuryWord(century: number): string {
  const last = century % 10;
  const suffix =
    century > 3 && century < 21 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${century}${suffix}`;
}

/**
 * A follower's word said as his school's ("Mr Phenomenology" is the phenomenologist, "the dualism guy" the dualist):
 * both are compared as the school.
 */
function schoolOf(word: string): string {
  return word.replace(/ologists?$/, 'ology').replace(/(?<=[a-z]{3})ists?$/, 'ism');
}

/** A description's words as they are compared: stems, a country as its adjective, a century as "18th". */
function describingStems(words: string): string[] {
  return normalize(words)
    .split(' ')
    .filter((word) => word !== '' && !isStopword(word) && !ANYONE.has(word))
    .map((word) => {
      const ordinal = ORDINALS[word];
      if (ordinal !== undefined) return centuryWord(ordinal);
      if (/^\d{1,2}(?:st|nd|rd|th)$/.test(word)) return word;
      return stem(COUNTRIES[word] ?? schoolOf(word));
    })
    .filter((word) => word.length > 2);
}

/**
 * The stems of what a debater's knowledge says of him beyond his names: his life facts (their cues, what he says and
 * where it is known from) and his epithets, less the debate's own terms, which say what he argues, not who he is; and
 * the centuries he lived in, and whether she is a woman.
 */
export function knownOf(person: PhilosopherKnowledge, topic: DebateTopic | undefined): ReadonlySet<string> {
  // The works his arguments in this debate are drawn from, by title ("Mr Novum Organum" is Bacon).
  const seat = topic && person.seats[topic.debateId];
  const works =
    seat?.role === 'debater' ? seat.arguments.map((argument) => argument.work.split(',')[0] ?? '') : [];
  const texts = [
    ...person.life.flatMap((fact) => [...fact.cues, fact.said, fact.source]),
    ...person.epithets,
    ...works,
  ];
  const known = new Set(texts.flatMap(describingStems));
  const terms = (topic?.concepts ?? []).flatMap((concept) => concept.terms.flatMap(describingStems));
  // The debate's own words describe no one, but those of his epithets do ("the guy who lived by the pond": the pond
  // is The Green Reckoning's, and "the pond guy" is Thoreau).
  const epithets = new Set(person.epithets.flatMap(describingStems));
  for (const term of terms) if (!epithets.has(term)) known.delete(term);
  // The centuries of his life: from the first year he tells of (his birth, or near it) to ninety years on, not the
  // years of the books his facts are known from.
  const years = person.life.flatMap((fact) =>
    [...fact.said.matchAll(/\b1\d{3}\b/g)].map(([year]) => Number(year)),
  );
  const born = Math.min(...years);
  for (const year of years) if (year - born <= LIFETIME) known.add(centuryWord(Math.floor(year / 100) + 1));
  if (person.epithets.some((epithet) => /\b(?:woman|lady|englishwoman)\b/.test(epithet))) known.add(A_WOMAN);
  return known;
}

/**
 * The debater a line describes without naming him: the one whose knowledge says more of the description's words than
 * any other debater's does, counting only words said of him alone. Undefined when the line describes no one, or fits
 * two equally.
 */
export function describedMember(
  text: string,
  members: readonly { index: number; role?: string; known?: ReadonlySet<string> }[],
): number | undefined {
  const debaters = members.filter((member) => member.role === 'debater' && member.known !== undefined);
  if (debaters.length < 2) return undefined;
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const said = [...lower.matchAll(DESCRIPTION)].flatMap((match) => [
    ...describingStems(`${match[1] ?? ''} ${match[2] ?? ''} ${match[4] ?? ''}`),
    ...(match[3] === 'lady' || match[3] === 'woman' ? [A_WOMAN] : []),
  ]);
  if (said.length === 0) return undefined;
  const scores = debaters.map((member) => ({
    index: member.index,
    score: [...new Set(said)].filter(
      (word) =>
        member.known?.has(word) && debaters.every((other) => other === member || !other.known?.has(word)),
    ).length,
  }));
  const [best, next] = scores.sort((a, b) => b.score - a.score);
  return best && best.score > 0 && best.score > (next?.score ?? 0) ? best.index : undefined;
}

/** What a word of his is said with when the line asks him about it: "what you meant by", "you keep talking about". */
const HIS_WORD_LEAD = String.raw`\b(?:(?:you|u) (?:mean|meant) by|(?:you|u) (?:talk|talked|keep talking|kept talking|were talking|wrote|write|go on|went on|keep going on) about|what (?:you|u) (?:call|called))(?: the| your| this| that| all this| all that)?`;
/** What it is called with "your": "your cave thing", "your whole harm principle idea". */
const HIS_WORD_NOUN =
  '(?:thing|idea|theory|allegory|concept|metaphor|image|story|stuff|point|argument|principle|notion|doctrine|business|talk|example|analogy|picture)s?';
const YOUR = String.raw`\b(?:your|ur)(?: whole| famous| so called| precious| beloved| old| little)?`;
/** A title made of one of his words, as a nickname: "Mr Sufficient Reason", "Professor Dasein". */
const TITLED = String.raw`\b(?:mr|mister|mrs|ms|miss|professor|prof|doctor|dr|herr|monsieur|madame)`;

/**
 * How a line asks a debater about his own words: the terms of the concepts he alone of the debate's debaters says what
 * he means by ("the cave" is Plato's in The Shadow Play, "alienation" Marx's in The Market Showdown), asked of "you"
 * ("what you meant by ...", "your ... thing") or made his title ("Mr Sufficient Reason"), and the terms of art among
 * them nobody says in passing ("simulacra") said with "your". Built once a cast: every turn reads them for each debater.
 */
export type OwnWords = readonly RegExp[];

export function ownWordsOf(
  seat: DebaterSeat,
  others: readonly DebaterSeat[],
  topic: DebateTopic | undefined,
): OwnWords {
  const theirs = new Set(others.flatMap((other) => other.terms.map((term) => term.concept)));
  const concepts = (topic?.concepts ?? []).filter(
    (concept) => !theirs.has(concept.id) && seat.terms.some((term) => term.concept === concept.id),
  );
  // Longest first, so that "the cave" is read before "cave". Terms are lower-case words (the schema's), so they hold
  // nothing a pattern would read as its own.
  const either = (words: string[]) =>
    [...new Set(words.map(normalize))]
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)
      .join('|');
  const terms = either(concepts.flatMap((concept) => concept.terms));
  const art = either(concepts.flatMap((concept) => concept.art ?? []));
  return [
    ...(terms
      ? [
          new RegExp(String.raw`${HIS_WORD_LEAD} (?:${terms})\b`),
          new RegExp(String.raw`${YOUR} (?:${terms}) ${HIS_WORD_NOUN}\b`),
          new RegExp(String.raw`${TITLED} (?:${terms})\b`),
        ]
      : []),
    ...(art ? [new RegExp(String.raw`(?:${YOUR}|${TITLED}) (?:${art})\b`)] : []),
  ];
}

/**
 * The debater a line asks about one of his own words without naming him: "Is that what you meant by the cave?" (Plato),
 * "your cave thing is just the matrix", "so your simulacra are everywhere?" (Baudrillard). A word of his said in
 * passing ("your death", "your job") calls no one: only one asked of "you" as his, or a term of art with "your".
 */
export function ownerAsked(
  text: string,
  members: readonly { index: number; role?: string; owns?: OwnWords }[],
): number | undefined {
  const said = normalize(text);
  let best: { index: number; at: number } | undefined;
  for (const member of members) {
    if (member.role !== 'debater') continue;
    for (const pattern of member.owns ?? []) {
      const at = pattern.exec(said)?.index;
      if (at !== undefined && (!best || at < best.at)) best = { index: member.index, at };
    }
  }
  return best?.index;
}
