import MiniSearch from 'minisearch';
import type { Argument, DebateTopic } from '../content';
import { ASKED_OF_THE_ROOM } from './floor-phrasings';
import { offThemeLines, onThemeLines, type OffThemeLine, type OnThemeLine } from '../content/off-theme';
import type { Side } from './cast';
import { escaped, Lexicon } from './lexicon';
import { IssueClassifier } from './issue-classifier';
import { LabelledMeaning } from './labelled-meaning';
import { meaningTable, type MeaningTable } from './meaning';
import { DEFAULT_TUNING, type RetrievalTuning } from './retrieval-tuning';
import { ThemeClassifier } from './theme-classifier';
import { contentStems, isStopword, normalize, splitSentences, stem } from './text';

export { DEFAULT_TUNING, type RetrievalTuning };

/** An argument that matches a challenge, and how strongly. */
export interface Hit {
  argument: Argument;
  /** The philosopher key whose argument it is. */
  owner: string;
  score: number;
  /** Topic words of the challenge this argument shares: each word counts 1, each shared concept 2. */
  evidence: number;
}

/** How a follow-up opens: "and if ...", "but what about ...", "so ...". */
const FOLLOW_UP = /^(?:and|but|so|then|or|what about|what if)\b/;

export interface SearchOptions {
  /** The challenge names a debater: it gets the benefit of the doubt (half the off-topic bar). */
  addressed?: boolean;
  /** Only these philosophers' arguments. */
  owners?: ReadonlySet<string>;
  /** Leave out these argument ids (already made in this call). */
  exclude?: ReadonlySet<string>;
  /**
   * The issue just argued: a line that opens as a follow-up and says a cue of it and of no other issue follows it up
   * ("And if the rest of us simply have smaller tumours we haven't found yet?"), with the benefit of the doubt a
   * debater named gets.
   */
  current?: string;
  /**
   * It asks its question of one of the debate's concepts in so many words ("... it corrects me lol. is that
   * thinking?"): read at least two ways, never as off the theme.
   */
  ofConcept?: boolean;
  /** It asks something: a sentence of it asked, or opening as a question does ("... is a midlife crisis ..."). */
  asks?: boolean;
  /**
   * Opened as a reply to the point just made ("so I can't even be sure the exam is tomorrow?"): a few rare words of an
   * issue do not make it one.
   */
  replying?: boolean;
  /** The sentence that asks, when the line tells something at length before it: read alone too. */
  asking?: string;
  /** It tells his own case before the question it asks ("I'm 24 with ... Everyone says I chose this freely. Did I?"). */
  caseFirst?: boolean;
}

export interface Search {
  hits: Hit[];
  /** The debate's concepts the challenge names. */
  concepts: string[];
  /** The debate's issues, best match first, each with a score relative to the best (1) and its cues heard. */
  issues: { issue: string; score: number; cues: number }[];
  /** How the challenge reads: as one of the debate's issues, weakly, or as nothing to do with the debate. */
  reading: 'strong' | 'weak' | 'off-topic';
  /** Read as off the theme, but argued rather than turned away: it says a cue and means like a line on the theme. */
  keptOn?: true;
  /** Read as off the theme by what it means (or asked of the room), not only for want of the debate's words. */
  meantOff?: true;
  /**
   * Read as off the theme as asked on another debate's, whose lines it lies very near (`meaningElsewhereNamed`): that
   * debate.
   */
  elsewhere?: string;
  /** The best issue profile's BM25 score per topic word of the challenge, on which the reading rests. */
  profile: number;
  /** The challenge's topic words, and how many of them the best issue profile holds. */
  words: number;
  shared: number;
}

interface IssueDocument {
  id: string;
  question: string;
  examples: string;
  questions: string;
  stances: string;
  concepts: string;
}

interface ArgumentDocument {
  id: string;
  owner: string;
  claim: string;
  support: string;
  gist: string;
  questions: string;
  concepts: string;
}

/** A question put to the debaters together: "which of you ...", "do you both ...", "you two, ...". */
const TO_THE_PANEL =
  /^(?:(?:so|and|but|ok|okay|well|honestly|right) )*(?:(?:which|who) (?:one )?of (?:you|u|the two of you|you two)\b|(?:do|are|would|could|can|have|did) (?:you|u) (?:both|two)\b|(?:you two|both of you)\b)/;

/** At most this many topic words shared with every issue, and no more than half of its own, a challenge is off-topic. */
const FEW_SHARED_WORDS = 2;

/** Words of the theme that say nothing of it ("whether our choices are truly free"). */
const THEME_FILLERS = new Set([
  'whether',
  'truli',
  'everi',
  'us',
  'set',
  'make',
  'come',
  'give',
  'less',
  'anyth',
]);
/**
 * An answer offered to the debate's own question, in no words of it: "Isn't the honest answer both?", "why not a bit of
 * both", "surely it's somewhere in the middle".
 */
const BOTH_OR_NEITHER =
  /^(?:(?:so|but|well|ok|okay|honestly|surely|come on|i mean|like|maybe|perhaps) )*(?:(?:isn't|isnt|is|wouldn't|wouldnt|could) (?:it|that|the (?:honest |real |true |obvious |right |only |actual |simple )?answer)(?: (?:just|simply|really|obviously|actually))? |(?:it's|its|it is|the (?:honest |real |true |obvious |simple )?answer is)(?: (?:just|surely|obviously|probably|clearly|really))? |why not |what about |(?:can't|cant|couldn't|couldnt) it (?:just )?be )?(?:(?:a (?:bit|little) of |a mix(?:ture)? of |partly |just )?(?:both|neither)(?: of them)?|(?:somewhere )?in (?:the middle|between)|a (?:mix|mixture|combination|blend)(?: of (?:the two|them|both))?)(?: (?:really|surely|then|though|right|tbh|honestly|isn't it|isnt it))*$/;
/** Where a visitor's reason for his question begins. */
const REASON_GIVEN = / (?:because|cause|cos|coz|since) /;
/** Words of the debate's own question a challenge says to be taken as asking it. */
const THEME_WORDS = 2;

/** The share of the off-topic bar a challenge that names a debater must clear. */
const ADDRESSED_BAR = 0.5;

/** Concept ids become one word each in the index ("free-will" -> "zzconceptfreewill"), apart from real words. */
const CONCEPT_PREFIX = 'zzconcept';
const conceptToken = (id: string): string => `${CONCEPT_PREFIX}${id.replace(/-/g, '')}`;

/** Fuzzy matching for long words only, to absorb a recogniser's near misses ("determinism" / "determinisms"). */
const FUZZY_MIN_LENGTH = 7;
const FUZZY_EDIT_RATIO = 0.15;

/** The score, relative to the question's own, of any other reading of the debate's own question. */
const BESIDE_THE_QUESTION = 0.5;

/** How near, relative to the first, an issue that says more of its cues must read to be put first. */
const CUED_TIE = 0.02;

/**
 * "the court believes a witness because she sounds sure ...": of two issues read all but level, the one whose cues
 * the line says more of is first (testimony's two against certainty's one).
 */
function cuedFirst(read: Search['issues']): Search['issues'] {
  const [first, second, ...rest] = read;
  if (!first || !second || second.score < 1 - CUED_TIE || second.cues <= first.cues) return read;
  return [{ ...second, score: 1 }, { ...first, score: second.score }, ...rest];
}

/** Issues ranked with the debate's question first, every other reading well behind it. */
function questionFirst(issues: Search['issues'], question: string): Search['issues'] {
  const own = issues.find((issue) => issue.issue === question);
  return [
    { issue: question, score: 1, cues: own?.cues ?? 0 },
    ...issues
      .filter((issue) => issue.issue !== question)
      .map((issue) => ({ ...issue, score: Math.min(issue.score, BESIDE_THE_QUESTION) })),
  ];
}

/** Lines each labelled with one issue, each matched alone. */
type LineSearch = MiniSearch<{ id: number; issue: string; text: string }>;

/**
 * Retrieval over one debate's arguments (docs/architecture.md section 5): BM25 (minisearch) over the words of each argument,
 * plus the concept lexicon, which maps the visitor's words to the debate's concepts and matches them against the
 * concepts each argument is tagged with.
 */
export class DebateIndex {
  readonly lexicon: Lexicon;
  /** The concepts' terms of art ("conatus"), which only a line about the debate says. */
  private readonly art: Lexicon;
  /** The issue each term of art's concept is argued on most: a line that says it and reads as no issue reads as it. */
  private readonly artIssue = new Map<string, string>();
  /** Each issue's cues, as a lexicon whose concepts are the issues. */
  private readonly cues: Lexicon;
  private readonly search: MiniSearch<ArgumentDocument>;
  private readonly issueSearch: MiniSearch<IssueDocument>;
  /** Every visitor-worded example of every issue, one document each. */
  private readonly exampleSearch: LineSearch;
  /** Every line a visitor put on the theme, one document for each issue labelled as answering it. */
  private readonly askedSearch: LineSearch;
  private readonly classifier: IssueClassifier;
  /** Whether a line's words are the theme's or another subject's, learnt from the lines labelled either way. */
  private readonly theme: ThemeClassifier;
  private readonly byId = new Map<string, { argument: Argument; owner: string }>();
  /** The words of the debate's own question ("goodness", "real", "invented"), but those any question says. */
  private readonly themeStems: ReadonlySet<string>;
  /** The debate's labelled lines as the meaning table reads them; none when retrieval reads words alone. */
  private readonly labelled: LabelledMeaning | undefined;

  constructor(
    readonly topic: DebateTopic,
    sides: readonly Side[],
    private readonly tuning: RetrievalTuning = DEFAULT_TUNING,
    /** Reads what a line means (meaning.ts); null, and retrieval reads words alone. */
    meaning: MeaningTable | null = meaningTable(),
    /** The lines labelled off each debate's theme, which a challenge off this one's may mean like. */
    offTheme: readonly OffThemeLine[] = offThemeLines,
    /** The lines labelled on each debate's theme, which a challenge asked on another debate's may mean like. */
    onTheme: readonly OnThemeLine[] = onThemeLines,
  ) {
    this.lexicon = new Lexicon(
      topic.concepts.map(({ id, terms, art }) => ({ id, terms: [...terms, ...(art ?? [])] })),
    );
    this.art = new Lexicon(topic.concepts.map(({ id, art }) => ({ id, terms: art ?? [] })));
    this.themeStems = new Set(contentStems(topic.theme).filter((word) => !THEME_FILLERS.has(word)));
    this.cues = new Lexicon(topic.issues.map((issue) => ({ id: issue.id, terms: issue.cues })));
    const options = {
      tokenize: (text: string) => normalize(text).split(' '),
      processTerm: (term: string) => {
        if (term.startsWith(CONCEPT_PREFIX)) return term;
        return term.length < 2 || isStopword(term) ? null : stem(term);
      },
    };
    const fuzzy = (term: string) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY_EDIT_RATIO : false);
    this.search = new MiniSearch<ArgumentDocument>({
      fields: ['claim', 'support', 'gist', 'questions', 'concepts'],
      storeFields: [],
      ...options,
      searchOptions: { boost: tuning.boost, combineWith: 'OR', fuzzy },
    });
    this.issueSearch = new MiniSearch<IssueDocument>({
      fields: ['question', 'examples', 'questions', 'stances', 'concepts'],
      storeFields: [],
      ...options,
      searchOptions: { boost: tuning.issueBoost, combineWith: 'OR', fuzzy },
    });
    const eachAlone = (lines: readonly { issue: string; text: string }[]): LineSearch => {
      const search: LineSearch = new MiniSearch({
        fields: ['text'],
        storeFields: ['issue'],
        ...options,
        searchOptions: { combineWith: 'OR', fuzzy },
      });
      search.addAll(lines.map((line, id) => ({ id, ...line })));
      return search;
    };
    this.exampleSearch = eachAlone(
      topic.issues.flatMap((issue) => issue.examples.map((text) => ({ issue: issue.id, text }))),
    );
    this.askedSearch = eachAlone(
      topic.asked.flatMap(({ text, issue, also }) =>
        issue === null ? [] : [issue, ...(also ?? [])].map((answered) => ({ issue: answered, text })),
      ),
    );
    const documents: ArgumentDocument[] = [];
    for (const side of sides) {
      for (const argument of side.seat.arguments) {
        this.byId.set(argument.id, { argument, owner: side.key });
        documents.push({
          id: argument.id,
          owner: side.key,
          claim: argument.claim,
          support: argument.support,
          gist: argument.gist,
          questions: argument.questions.join(' '),
          concepts: argument.concepts.map(conceptToken).join(' '),
        });
      }
    }
    this.search.addAll(documents);
    this.classifier = new IssueClassifier(
      topic,
      sides.flatMap((side) => side.seat.arguments),
      (text) => this.lexicon.conceptsIn(text),
    );
    this.labelled = meaning
      ? new LabelledMeaning(topic, sides, meaning, tuning, offTheme, onTheme)
      : undefined;
    this.theme = new ThemeClassifier(
      [
        ...topic.issues.flatMap((issue) => [
          `${issue.question} ${issue.clause}`,
          ...issue.examples,
          ...issue.cues,
        ]),
        ...sides.flatMap((side) => side.seat.arguments.flatMap((argument) => argument.questions)),
        ...topic.asked.filter((asked) => asked.issue !== null).map((asked) => asked.text),
      ],
      [
        ...topic.asked.filter((asked) => asked.issue === null).map((asked) => asked.text),
        ...offTheme
          .filter((line) => line.debateId !== topic.debateId && !line.onThemeOf.includes(topic.debateId))
          .map((line) => line.text),
      ],
    );
    // A term of art reads as the issue on which most arguments carry its concept (the first such issue on a tie).
    for (const { id, art } of topic.concepts) {
      if (!art) continue;
      const onIssue = new Map(topic.issues.map((issue) => [issue.id, 0]));
      for (const { argument } of this.byId.values())
        if (argument.concepts.includes(id))
          onIssue.set(argument.issue, (onIssue.get(argument.issue) ?? 0) + 1);
      const [best, most] = [...onIssue].reduce((a, b) => (b[1] > a[1] ? b : a));
      if (most > 0) this.artIssue.set(id, best);
    }
    this.issueSearch.addAll(
      topic.issues.map((issue) => {
        const onIssue = sides.flatMap((side) => side.seat.arguments.filter((a) => a.issue === issue.id));
        const stances = sides.flatMap((side) => side.seat.stances.filter((s) => s.issue === issue.id));
        return {
          id: issue.id,
          question: `${issue.question} ${issue.clause}`,
          examples: issue.examples.join(' '),
          questions: onIssue.flatMap((a) => a.questions).join(' '),
          stances: stances.map((s) => s.position).join(' '),
          concepts: [...new Set(onIssue.flatMap((a) => a.concepts))].map(conceptToken).join(' '),
        };
      }),
    );
  }

  /**
   * The debate's own question, asked in few other words ("so is goodness real?", "can we know anything for
   * certain, really?").
   */
  asksTheQuestion(sentence: string): boolean {
    const theme = this.themeWordsIn(sentence);
    return theme >= THEME_WORDS && new Set(contentStems(sentence)).size - theme <= 1;
  }

  /** Whether a text is in words far likelier on the theme than off it (`themeLogOdds`). */
  inWordsOfTheme(text: string): boolean {
    return this.theme.logOdds(text) > this.tuning.themeLogOdds;
  }

  /** The concepts whose terms of art a text says ("conatus": striving). */
  termsOfArtIn(text: string): string[] {
    return this.art.conceptsIn(text);
  }

  /** Whether a text says a cue of any of the debate's issues. */
  cuedIn(text: string): boolean {
    return this.cues.countsIn(text).size > 0;
  }

  /** How many cues of the debate's issues a text says, all issues together. */
  cuesIn(text: string): number {
    return [...this.cues.countsIn(text).values()].reduce((sum, count) => sum + count, 0);
  }

  /** Whether any of the debate's issues or arguments uses a word (its stem, exactly). */
  holds(word: string): boolean {
    const exactly = { fuzzy: false, prefix: false, combineWith: 'AND' } as const;
    return this.issueSearch.search(word, exactly).length > 0 || this.search.search(word, exactly).length > 0;
  }

  /** How many words of the debate's own question a text says. */
  themeWordsIn(text: string): number {
    return new Set(contentStems(text).filter((word) => this.themeStems.has(word))).size;
  }

  argument(id: string): { argument: Argument; owner: string } | undefined {
    return this.byId.get(id);
  }

  /** The arguments that answer a challenge, best first. */
  find(text: string, options: SearchOptions = {}): Search {
    const concepts = this.lexicon.conceptsIn(text);
    const query = [text, ...concepts.map(conceptToken)].join(' ');
    const results = this.search.search(query, {
      filter: (result) => {
        const found = this.byId.get(result.id as string);
        if (!found) return false;
        if (options.exclude?.has(found.argument.id)) return false;
        return !options.owners || options.owners.has(found.owner);
      },
    });
    const hits = results.map((result): Hit => {
      const found = this.byId.get(result.id as string) as { argument: Argument; owner: string };
      const evidence = new Set(result.queryTerms).size + countConcepts(result.queryTerms);
      return { ...found, score: result.score, evidence };
    });
    // Read as the planner passes it, the line has lost the marks that part its sentences: it says which one asks.
    const meaning = this.labelled?.read(text, options.asking);
    const whole = this.rankIssues(query, text, concepts, meaning?.line);
    const ranked = options.asking === undefined ? whole : this.withAskingAlone(whole, options.asking);
    // "Are our choices free or not?": the debate's own question is its first issue, which no other reading rivals,
    // unless it says a cue of another ("Should women have the same say in politics as men?").
    // So is one asked first, with the visitor's reason after it ("so is goodness real because i hear people at their
    // worst every night and i still think most are good").
    // So is an answer offered to it in no words of it ("isn't the honest answer both?").
    const before = REASON_GIVEN.exec(text);
    const offered = BOTH_OR_NEITHER.test(normalize(text));
    const asked =
      this.asksTheQuestion(text) ||
      (before !== null && this.asksTheQuestion(text.slice(0, before.index))) ||
      offered;
    const question = asked ? this.topic.issues[0]?.id : undefined;
    const cued = ranked.some((issue) => issue.issue !== question && issue.cues > 0);
    const followed = ranked.filter((issue) => issue.cues > 0).map((issue) => issue.issue);
    const followsUp =
      followed.length === 1 && followed[0] === options.current && FOLLOW_UP.test(normalize(text));
    // Offered after an exchange, it answers the question just argued.
    const first = followsUp || (offered && options.current !== undefined) ? options.current : question;
    const issues = first === undefined || (cued && !followsUp) ? ranked : questionFirst(ranked, first);
    const words = Math.max(1, new Set(contentStems(query)).size);
    const bestProfile = this.issueSearch.search(query)[0];
    const profile = (bestProfile?.score ?? 0) / words;
    const shared = new Set(bestProfile?.queryTerms ?? []).size;
    // "So is goodness real? I don't get the difference yet": the debate's own question gets the benefit of the doubt
    // that a debater named gets, however few words it shares with an issue.
    // So does a line that names one of the debaters' doctrines ("Eternal recurrence is just Groundhog Day").
    const art = this.termsOfArtIn(text);
    const onTheme = this.themeWordsIn(text) >= THEME_WORDS || art.length > 0 || offered;
    // So does a case told in two of the debate's concepts ("our data team can predict which users churn, so they're
    // not really choosing"), said by two words ("feelings" is one, though it names feeling and the passions), in words
    // no likelier off the theme than on it ("Is it wrong to eat meat if the animal lived a genuinely good life?", put to
    // The Freedom Fight, names its animals and its good life), or asking last of one of them ("My phone screen is
    // cracked and I feel naked without it. Is that a passion ruling me?").
    const themeOdds = this.theme.logOdds(text);
    const wordsOfTheme = themeOdds > this.tuning.themeLogOdds;
    const twoConcepts =
      concepts.length >= 2 &&
      this.lexicon.namingWordsIn(text) >= 2 &&
      (themeOdds >= 0 || options.ofConcept === true);
    // So does a question put to the panel in words far likelier on the theme than off it ("Which of you is actually
    // calmer about dying?"; "which of you would win in an arm wrestle" is a jest).
    const toThePanel = wordsOfTheme && TO_THE_PANEL.test(normalize(text));
    const addressed = options.addressed === true || onTheme || followsUp || twoConcepts || toThePanel;
    // "Like if my teammate throws the game can I still be mad at him if he couldn't help it?": two cues of one issue
    // say the line is the debate's unless it means clearly more like a line asked off the theme ("What caused the
    // First World War?" says two of causation's).
    const twoCues = issues.some((issue) => issue.cues >= 2);
    const read = this.reading({ profile, words, shared }, issues, hits, {
      addressed,
      twoCues,
      replying: options.replying === true,
    });
    // "What time is it in Amsterdam right now?": a line that means more like one asked off the theme (of this debate
    // or, by a margin, of another) than like any asked on it is off the theme, whatever words it shares with an issue;
    // what gets the benefit of the doubt above (the debate's own words, a debater named, a follow-up, two of its
    // concepts) keeps it on, and so do words far likelier on the theme than off it ("What does 'less human' even mean
    // here?", which means like "what does this button even do?").
    // "Is the mind just the brain, or something more?", put to the gender debate (Born or Made?): one that means more
    // like the lines asked on another debate's theme than like this one's is that debate's question, though it names
    // two of this one's concepts (reason, the body); a debater named, the debate's own words or a follow-up still keep
    // it on.
    const elsewhere =
      meaning === undefined || wordsOfTheme || options.addressed === true || onTheme || followsUp
        ? undefined
        : this.labelled?.elsewhere(meaning);
    // "does anyone know how to fix a washing machine that won't drain? sorry random": asked of the room, in words
    // likelier off the theme than on it, whatever concepts ("machine", "random") it names.
    const ofTheRoom =
      options.addressed !== true &&
      !followsUp &&
      themeOdds < 0 &&
      splitSentences(text).some((sentence) => ASKED_OF_THE_ROOM.test(normalize(sentence)));
    const meantOff =
      ofTheRoom ||
      (meaning !== undefined &&
        !wordsOfTheme &&
        ((!addressed && this.labelled?.meansOff(meaning, twoCues) === true) ||
          (!twoCues && elsewhere !== undefined)));
    // "Marx, what would you say to someone who absolutely loves their iPhone?": one that words alone turn away but that
    // means very like one asked on the theme, and more than like any asked off it, is on the theme.
    const meantOn =
      meaning !== undefined && !meantOff && read === 'off-topic' && this.labelled?.meansOn(meaning) === true;
    // "My grandfather, 84, learned WhatsApp ... Is he the exception, McLuhan, or the rule?": put to a debater by name,
    // in words far likelier on the theme than off it, a line is his to answer through the nearest issue, however few
    // words it shares with one; so is a question put to him in words merely likelier on it than off ("is a midlife
    // crisis just heidegger arriving late"). ("Nietzsche, you sound like my uncle after three beers" asks nothing: a
    // jab, his to answer back.)
    const toHimOnTheme =
      read === 'off-topic' &&
      options.addressed === true &&
      (wordsOfTheme || (themeOdds > 0 && options.asks === true));
    // "Why are voice assistants like Siri and Alexa given women's voices by default?": so is a question asked in words
    // far likelier on the theme than off it, though they are not the words its issues are argued in.
    const askedOnTheme =
      read === 'off-topic' && options.asks === true && themeOdds >= this.tuning.askedThemeLogOdds;
    // "I was adopted and I act just like the birth father I've never met. Genes or not, how much of me is actually
    // me?": a question in words likelier on the theme than off it that says a cue of the issue it reads as first is
    // that issue's, however few of its words it shares. (A reply to the point just made, "so I can't even be sure the
    // exam is tomorrow?", may still ask what that point commits him to.)
    const cuedOnTheme =
      read === 'off-topic' &&
      options.asks === true &&
      options.replying !== true &&
      wordsOfTheme &&
      (issues[0]?.cues ?? 0) > 0;
    // "I'm 24 with a huge overdraft. Everyone tells me I chose this freely. Did I?": so is a question his own case,
    // told first, leads to, when the whole is in words far likelier on the theme than off it.
    const caseOnTheme =
      read === 'off-topic' && options.asks === true && wordsOfTheme && options.caseFirst === true;
    const judged = meantOff
      ? 'off-topic'
      : meantOn || cuedOnTheme || offered
        ? 'strong'
        : toHimOnTheme || askedOnTheme || caseOnTheme
          ? 'weak'
          : read;
    const reading = judged === 'off-topic' && options.ofConcept === true ? 'weak' : judged;
    // "Is eternal recurrence just Groundhog Day?": a term of art in a line that reads as no issue for sure reads as
    // the issue its concept is argued on most. (A line that does read as one, "the guy who said God is dead: why be
    // nice?", names a debater by it.)
    const byArt = art.map((concept) => this.artIssue.get(concept)).find((issue) => issue !== undefined);
    if (reading !== 'strong' && byArt !== undefined && first === undefined)
      return {
        hits,
        concepts,
        issues: questionFirst(ranked, byArt),
        reading: 'strong',
        profile,
        words,
        shared,
      };
    // "Come on, you can't seriously say a murderer and an earthquake are the same kind of thing.": one that says a cue
    // of an issue, sharing few words with any, is not turned away when it means more like a line asked on the theme
    // than like any asked off it, whichever issue it reads as first (read as off the theme, it may still be a reply to
    // the point just made).
    const keptOn =
      reading === 'off-topic' &&
      !meantOff &&
      issues.some((issue) => issue.cues > 0) &&
      meaning !== undefined &&
      this.labelled?.leansOn(meaning) === true;
    return {
      hits,
      concepts,
      issues,
      reading,
      profile,
      words,
      shared,
      ...(keptOn && { keptOn }),
      ...(meantOff && { meantOff }),
      ...(reading === 'off-topic' &&
        elsewhere !== undefined &&
        elsewhere.near >= this.tuning.meaningElsewhereNamed && { elsewhere: elsewhere.debateId }),
    };
  }

  private reading(
    { profile, words, shared }: Pick<Search, 'profile' | 'words' | 'shared'>,
    issues: Search['issues'],
    hits: readonly Hit[],
    { addressed, twoCues, replying }: { addressed: boolean; twoCues: boolean; replying: boolean },
  ): Search['reading'] {
    // A challenge about the debate shares several of its words with one of its issues. One long enough to tell that
    // shares a word or two, no more than half of its own ("the best vacuum cleaner for pet hair"), is about something
    // else, whatever cue it happens to say; unless it names a debater, who gets the benefit of the doubt, says two
    // cues of one issue ("isn't compatibilism just redefining freedom?"), or reads strongly as one by the few words it
    // shares, rare ones in the debate ("If God doesn't exist, is everything allowed?"). One cue alone turned away too
    // little.
    const top = issues[0];
    if (
      !addressed &&
      !twoCues &&
      words >= 4 &&
      shared <= FEW_SHARED_WORDS &&
      shared / words <= 0.5 &&
      (replying || profile < this.tuning.fewWordsProfile)
    )
      return 'off-topic';
    // Else a cue of any issue, whichever reads first, says the line is about the debate ("But I could stay in Brazil! I
    // had the option"; "this kid ... did old mrs patels back door with a screwdriver and took her husbands medals",
    // when what the classifier learnt puts an issue without a cue first).
    if (issues.some((issue) => issue.cues > 0)) return 'strong';
    if (profile < this.tuning.offTopicProfile * (addressed ? ADDRESSED_BAR : 1)) return 'off-topic';
    const evidence = (hits.find((hit) => hit.argument.issue === top?.issue) ?? hits[0])?.evidence ?? 0;
    return profile < this.tuning.weakProfile && evidence < this.tuning.strongEvidence ? 'weak' : 'strong';
  }

  /**
   * Issues by the visitors' line nearest the challenge in words, by what the classifier learnt from visitors'
   * questions, and, for the rest, by their profile's match, their closest example and how many of their cues the
   * challenge says.
   */
  private rankIssues(
    query: string,
    text: string,
    concepts: readonly string[],
    meaning: Float32Array | undefined,
  ): Search['issues'] {
    const cued = this.cues.countsIn(text);
    const maxCued = Math.max(1, ...cued.values());
    const profile = new Map(this.issueSearch.search(query).map((r) => [r.id as string, r.score]));
    const maxProfile = Math.max(1e-9, ...profile.values());
    const { cueWeight, exampleWeight, classifierWeight, askedWeight } = this.tuning;
    const nearest = this.nearestPerIssue(this.exampleSearch, query);
    const maxNearest = Math.max(1e-9, ...nearest.values());
    const nearestAsked = this.nearestPerIssue(this.askedSearch, this.withoutSayings(query));
    const maxAsked = Math.max(1e-9, ...nearestAsked.values());
    const learnt = this.classifier.classify(text, concepts);
    const maxLearnt = Math.max(1e-9, ...learnt.values());
    const lexical = 1 - classifierWeight;
    const ranked = this.topic.issues
      .map((issue) => ({
        issue: issue.id,
        score:
          (askedWeight * (nearestAsked.get(issue.id) ?? 0)) / maxAsked +
          (1 - askedWeight) *
            ((classifierWeight * (learnt.get(issue.id) ?? 0)) / maxLearnt +
              lexical *
                (((1 - cueWeight - exampleWeight) * (profile.get(issue.id) ?? 0)) / maxProfile +
                  (exampleWeight * (nearest.get(issue.id) ?? 0)) / maxNearest +
                  (cueWeight * (cued.get(issue.id) ?? 0)) / maxCued)),
      }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    const best = ranked[0]?.score ?? 1;
    const read = ranked.map((entry) => ({
      issue: entry.issue,
      score: entry.score / best,
      cues: cued.get(entry.issue) ?? 0,
    }));
    const near = meaning && this.labelled?.nearness(meaning);
    return cuedFirst(near ? this.reranked(read, near, cued) : read);
  }

  /**
   * The ranking with a share given to the line's asking sentence read alone: "i work nights in a hospital and i see
   * people at their worst and their best. can virtue be taught" is told in words of goodness at large, and asks of
   * teaching virtue.
   */
  private withAskingAlone(whole: Search['issues'], asking: string): Search['issues'] {
    const share = this.tuning.askingWeight;
    if (share === 0) return whole;
    const concepts = this.lexicon.conceptsIn(asking);
    const query = [asking, ...concepts.map(conceptToken)].join(' ');
    const alone = new Map(
      this.rankIssues(query, asking, concepts, this.labelled?.read(asking)?.line).map((entry) => [
        entry.issue,
        entry.score,
      ]),
    );
    const mixed = whole
      .map((entry) => ({
        ...entry,
        score: (1 - share) * entry.score + share * (alone.get(entry.issue) ?? 0),
      }))
      .sort((a, b) => b.score - a.score);
    const best = mixed[0]?.score ?? 1;
    return mixed.map((entry) => ({ ...entry, score: entry.score / best }));
  }

  /**
   * A line without the words of a debater it quotes to name him ("For the guy who said I think therefore I am, could
   * ChatGPT ever think?"): they say who is asked, not what, and visitors who asked what they mean would draw it to them.
   */
  private withoutSayings(text: string): string {
    const normalized = normalize(text);
    return this.art
      .phrasesIn(normalized)
      .reduce(
        (line, words) => line.replace(new RegExp(` ${SAYING} ${escaped(words)} `), ' '),
        ` ${normalized} `,
      )
      .trim();
  }

  /** Each issue's best match among a search's lines (each line one issue's), by issue id. */
  private nearestPerIssue(search: LineSearch, query: string): Map<string, number> {
    const nearest = new Map<string, number>();
    for (const result of search.search(query)) {
      const issue = result.issue as string;
      nearest.set(issue, Math.max(nearest.get(issue) ?? 0, result.score));
    }
    return nearest;
  }

  /**
   * The ranking with a share given to what the challenge means: each issue by how near it lies to the lines labelled
   * with it (labelled-meaning.ts).
   */
  private reranked(
    read: Search['issues'],
    near: ReadonlyMap<string, number>,
    cued: ReadonlyMap<string, number>,
  ): Search['issues'] {
    const lexical = new Map(read.map((entry) => [entry.issue, entry.score]));
    const weight = this.tuning.meaningWeight;
    const ranked = this.topic.issues
      .map((issue) => ({
        issue: issue.id,
        score: (1 - weight) * (lexical.get(issue.id) ?? 0) + weight * (near.get(issue.id) ?? 0),
      }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    const best = ranked[0]?.score ?? 1;
    return ranked.map((entry) => ({
      issue: entry.issue,
      score: entry.score / best,
      cues: cued.get(entry.issue) ?? 0,
    }));
  }
}

/** How a visitor names a debater by his words ("the guy who said ..."). */
const SAYING = '(?:who|that) (?:said|says|wrote|writes|coined|came up with|gave us)';

/** Each shared concept counts twice in all: once as a term, once here. */
function countConcepts(queryTerms: readonly string[]): number {
  return new Set(queryTerms.filter((term) => term.startsWith(CONCEPT_PREFIX))).size;
}
