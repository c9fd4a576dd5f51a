import MiniSearch from 'minisearch';
import type { Argument, DebateTopic } from '../../src/debates/knowledge';
import type { Side } from './cast';
import { Lexicon } from './lexicon';
import { isStopword, normalize, stem } from './text';

/** An argument that matches a challenge, and how strongly. */
export interface Hit {
  argument: Argument;
  /** The philosopher key whose argument it is. */
  owner: string;
  score: number;
  /** Topic words of the challenge this argument shares: each word counts 1, each shared concept 2. */
  evidence: number;
}

export interface SearchOptions {
  /** Only these philosophers' arguments. */
  owners?: ReadonlySet<string>;
  /** Leave out these argument ids (already made in this call). */
  exclude?: ReadonlySet<string>;
}

export interface Search {
  hits: Hit[];
  /** The debate's concepts the challenge names. */
  concepts: string[];
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

/** Concept ids become one word each in the index ("free-will" -> "zzconceptfreewill"), apart from real words. */
const CONCEPT_PREFIX = 'zzconcept';
const conceptToken = (id: string): string => `${CONCEPT_PREFIX}${id.replace(/-/g, '')}`;

/** Field weights: the visitor-worded questions and the claim say most about what an argument answers. */
const BOOST = { questions: 2, claim: 1.5, gist: 1, support: 0.6, concepts: 2.5 };

/** Fuzzy matching for long words only, to absorb a recogniser's near misses ("determinism" / "determinisms"). */
const FUZZY_MIN_LENGTH = 7;
const FUZZY_EDIT_RATIO = 0.15;

/**
 * Retrieval over one debate's arguments (DESIGN.md section 5): BM25 (minisearch) over the words of each argument,
 * plus the concept lexicon, which maps the visitor's words to the debate's concepts and matches them against the
 * concepts each argument is tagged with.
 */
export class DebateIndex {
  readonly lexicon: Lexicon;
  private readonly search: MiniSearch<ArgumentDocument>;
  private readonly byId = new Map<string, { argument: Argument; owner: string }>();

  constructor(
    readonly topic: DebateTopic,
    sides: readonly Side[],
  ) {
    this.lexicon = new Lexicon(topic.concepts);
    this.search = new MiniSearch<ArgumentDocument>({
      fields: ['claim', 'support', 'gist', 'questions', 'concepts'],
      storeFields: [],
      tokenize: (text) => normalize(text).split(' '),
      processTerm: (term) => {
        if (term.startsWith(CONCEPT_PREFIX)) return term;
        return term.length < 2 || isStopword(term) ? null : stem(term);
      },
      searchOptions: {
        boost: BOOST,
        combineWith: 'OR',
        fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY_EDIT_RATIO : false),
      },
    });
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
    return { hits, concepts };
  }
}

/** Each shared concept counts twice in all: once as a term, once here. */
function countConcepts(queryTerms: readonly string[]): number {
  return new Set(queryTerms.filter((term) => term.startsWith(CONCEPT_PREFIX))).size;
}
