import type { Argument, DebaterSeat } from '../content';
import { EXAMPLES, EXAMPLES_OF, SHOWS, SIMPLY } from './common-frames';
import { answerPlan, argumentUsing } from './answering';
import { memberOf, type Seated } from './cast';
import { argumentOf, lastPoint, takenFurther, usedArguments } from './history';
import { askedInPassing } from './asked-in-passing';
import type { PlanContext } from './planner';
import { asksBrief } from './challenge-kind';
import { ASKING } from './floor-phrasings';
import { contentStems, fill, lowerFirst, normalize, splitSentences, wordsOf } from './text';
import type { ProbePlan, TurnPlan } from './types';

// "What do you mean by ...?": the word asked, and who says what he means by it; "give me an example": the point shown
// in a case.

/** "Give me an example (of ...)", "can you give a concrete case", "for instance?". */
const EXAMPLE =
  /(?:\b(?:give|show|name|tell)(?: me| us)? (?:an? |one |some |any )?(?:(?:concrete|real|everyday|practical|specific|actual|real life|real world) )?(?:example|exmaple|exampel|instance|case)s?|\b(?:examples?|exmaples?|exampels?))(?: (?:from|in) (?:everyday|ordinary|real|daily|normal) life| in real life| irl| from history| in history)?(?: (?:of|for|where|when|in which|from)\b)?|\bfor instance\b/;
const ASKING_FOR_ONE = /^(?:give|show|name|tell)\b/;
/**
 * The point asked again in plainer words, not a word's meaning: "keep it simpler", "in plain English", "say it like
 * I'm twelve", "I don't follow", "you lost me".
 */
const SIMPLER_ASKED =
  /\b(?:simpl\w*|plain(?:er)? (?:words|english|terms)|easier|easy words|(?:like|as if|as though) (?:i'm|i am|i was|i were|you're talking to|you are talking to|to) |eli5|(?:don't|do not|didn't|did not) (?:understand|get|follow)|lost me|i'm (?:lost|confused)|not following|(?:makes|make) no sense|in other words$)/;

/** What an example is asked of that points back at the last point rather than naming a topic. */
const POINTING_BACK =
  /^(?:that|it|this|each|both|one|these|those|what you(?:'d| would| do| mean| said| just said))\b|\b(?:your|yours|his|her|instead)\b/;

/**
 * "Give me an example ...": 'point' when it asks for the last point in a case ("give me an example", "a case where
 * that fails"), or the topic it asks an example of ("of something you can't doubt"); undefined for no such request.
 */
export function exampleAsked(
  topicText: string,
): { point: true; asked: boolean } | { of: string; asked: boolean } | undefined {
  const match = EXAMPLE.exec(topicText);
  if (!match) return undefined;
  const rest = topicText.slice(match.index + match[0].length).trim();
  // "Give me an example ...": asked for in so many words, not said in passing ("..., for example to ...").
  const asked = ASKING_FOR_ONE.test(match[0]);
  if (POINTING_BACK.test(rest) || contentStems(rest).length === 0) return { point: true, asked };
  return { of: rest, asked };
}

/** "What do you mean by X?", "define X": the words X. */
const DEFINE_WHAT =
  /\b(?:mean(?:s|t)? by|define|definition of|meaning of)(?: the word| the term| a| an| the)? (.+)$/;
/** An X that points back at the last claim ("that", "that word") rather than naming a word. */
const POINTING =
  /^(?:that|this|it|these|those|the word|your word|that word|this word|that term|the term)(?: |$)/;

/**
 * The concept a "what do you mean by ..." names, when the speaker has a meaning of it; undefined when it names none
 * (it asks about the last claim), null when it names one he has no meaning for.
 */
export function termAsked(
  context: PlanContext,
  speaker: number,
  topicText: string,
): string | null | undefined {
  const phrase = DEFINE_WHAT.exec(topicText)?.[1];
  if (phrase === undefined || POINTING.test(phrase)) return undefined;
  const named = context.index?.find(phrase).concepts ?? [];
  const seat = context.cast.seated[speaker];
  const terms = seat?.role === 'debater' ? seat.seat.terms : [];
  return terms.find((term) => named.includes(term.concept))?.concept ?? null;
}

/**
 * "What's a determinist?", "what does dualist mean?", "what's the ubermensch?", "explain monads like I'm the drunk guy
 * at the back", "could you explain the bit about truths of reason again", "can you say that again the being towards
 * death bit": a word of the debate asked about, in a sentence of its own ("what is freedom?", "what does free will
 * mean?", "what is the good?", "explain free will" ask the debate's question, and are argued), or with why it is
 * asked ("what's a priori, it keeps coming up?").
 */
const WHAT_IS_WORD =
  /^(?:(?:so|and|but|ok|okay|sorry|um|wait|first|then|i'm sorry|go back) )*(?:(?:i (?:didn't|did not|don't|do not) (?:follow|get|understand)(?: that| it| you)?|you lost me|i(?:'m| am) lost) )?(?:what(?: is|'s|s)? an? ((?:[a-z'-]+ ?){1,3}?)(?: exactly| again)?(?: (?:is|was) (?:that|it|this) (?:like |kind of |sort of )?.*)?|what (?:does|do) (?:an? |the )?((?:[a-z'-]+ )?[a-z'-]+is[tm]s?) (?:even |actually |exactly )?mean|what(?: is|'s|s)? the ((?:[a-z'-]+ ?){1,3}?)(?: exactly| again| even| anyway)?|(?:(?:can|could) you )?explain (?:what )?(?:an? |the )?([a-z'-]+(?: [a-z'-]+)?)(?: (?:is|are|means?))?(?: (?:like|as if|as though|for|to) .*)?|(?:(?:can|could|would) you )?(?:please )?(?:(?:explain|go over|go through|say|repeat|do)(?: (?:that|it))?(?: again)?(?: (?:slower|slowly|more slowly|simpler|more simply))? (?:the|that|this) (?:bit|part|thing) (?:about|on|with)|(?:i )?(?:got |get |am |was |i'm )?lost (?:around|at|on|with|after)(?: the (?:bit|part|thing) (?:about|on|with))?) (.+)|(?:(?:can|could|would) you )?(?:please )?(?:say|explain|repeat|do) (?:that|it) again (?:the )?((?!the )(?:[a-z'-]+ ){1,3}[a-z'-]+) (?:bit|part|thing)(?: .*)?|what(?: does| do|'s|s) (?:an? |the )?((?:[a-z'-]+ ){0,2}[a-z'-]+) (?:even |actually |exactly )?mean|what(?:'s|s| is) ((?:[a-z'-]+ ){0,2}[a-z'-]+)|(?:(?:can|could|would) you )?(?:please )?(?:explain|tell (?:me|us)|say) what (?:you|u|he|she|they) (?:mean|meant|means) by (?:an? |the )?((?:[a-z'-]+ ){0,3}[a-z'-]+))(?: (?:tho|though|then|again|exactly|anyway))?(?:,? (?:in plain english|in simple words|simply|please|for me|spell it out|say (?:that|it) again(?: slower| slowly| more slowly)?|explain(?: it)?(?: please)?(?: simply|(?: in)? simple(?: words)?)?))*(?: (?:it|that|this|which|they|you|he) (?:keeps?|kept) (?:coming up|cropping up|saying it|using it|mentioning it)| (?:i|we) (?:keep|kept) hearing (?:it|that|about it)| when (?:it's|its|it is) at home)?(?: (?:the|that|this) (?:word|term|label) (?:under|on|beside|by|next to|below|above) (?:your|his|her|the|their) (?:name|title|card|picture|photo|face))?$/;

/** Quotation marks around a word or phrase, not an apostrophe inside a word. */
const QUOTED = /(^|\s)['‘"“]|['’"”](?=\s|$|[,.?!;:])(\s?)/g;

/** A word that names a school or its follower ("wats dualist", "what is determinism"): asked bare, it is defined. */
const LABEL = /(?:ist|ists|ism)$/;

/** The words of a term asked alone, as a question ("monad??", "the overman?"). */
const BARE_WORDS = 2;

/**
 * Not a remark on a doctrine: a debater named by what he said or made ("the one who came up with the overman"), or a
 * request ("Hume, problem of induction please"; a brief one is `asksBrief`).
 */
const NOT_A_REMARK =
  /\b(?:(?:who|that) (?:said|says|wrote|writes|came up with|invented|made up|thinks|thought)|please|pls|plz)\b/;

/**
 * "Sorry, what's a determinist? Is that someone who thinks everything's planned?": the debater who has a meaning of
 * the word (the one named, else the last to speak, else the other) says it, with his case. Undefined when no
 * sentence asks for a word of the debate that a debater defines.
 */
export function planWordAsked(
  context: PlanContext,
  text: string,
  sentences: readonly string[],
  addressed: Seated | undefined,
): TurnPlan | undefined {
  const { cast, conversation, index } = context;
  // "What's a 'truth of reason', in plain English?": the word asked is read without its quotation marks.
  const unquoted = sentences.map((sentence) =>
    sentence
      .replace(QUOTED, '$1$2')
      .replace(/\bwhat on earth\b/, 'what')
      .trim(),
  );
  const matches = unquoted.map((sentence) => WHAT_IS_WORD.exec(sentence));
  const themed = new Set(index?.lexicon.conceptsIn(index.topic.theme));
  const asksNoThemeConcept = (said: string): boolean => {
    const named = index?.lexicon.conceptsIn(said) ?? [];
    return named.length > 0 && !named.some((concept) => themed.has(concept));
  };
  // "what's the capital of peru": a word of the debate said of a thing that is not one asks about that thing, not what
  // the word means ("what's the problem of induction", "what's the veil of ignorance" still ask the term).
  const ofAnotherThing = (said: string): boolean => {
    const at = said.indexOf(' of ');
    if (at < 0 || !index) return false;
    const before = new Set(index.lexicon.conceptsIn(said.slice(0, at)));
    return (
      index.lexicon.conceptsIn(said.slice(at + 4)).length === 0 &&
      index.lexicon.conceptsIn(said).every((concept) => before.has(concept))
    );
  };
  // "say that again the bit about the chain you cant see": asked again in his own words, a word of the debate counts
  // only as he says it ("chain" is not Spinoza's "chains" of bondage).
  const again = matches.map((match) => match?.[5] ?? match?.[6]).find(Boolean);
  const phrase =
    matches
      .map(
        (match) =>
          match?.[1] ??
          match?.[2] ??
          match?.[9] ??
          match?.[5] ??
          match?.[6] ??
          [match?.[3], match?.[4], match?.[7]].find(
            (said) =>
              said &&
              !ofAnotherThing(said) &&
              (!index?.themeWordsIn(said) || index.termsOfArtIn(said).length > 0),
          ) ??
          // "wats simulacra", "wats repressive tolerance": asked bare, a term of art or a phrase, of none of the debate's
          // own question's concepts ("what is freedom?" asks that question, "Socrates, what is justice?" his own).
          [match?.[8]].find(
            (said) =>
              said &&
              asksNoThemeConcept(said) &&
              (said.includes(' ') || (index?.termsOfArtIn(said).length ?? 0) > 0 || LABEL.test(said)),
          ),
      )
      .find(Boolean) ??
    // "lost. monad?? what. repeat that part slower": a word of the debate asked alone.
    splitSentences(text)
      .map((said, i) =>
        said.endsWith('?') && wordsOf(sentences[i] ?? '').length <= BARE_WORDS ? sentences[i] : '',
      )
      .find((said) => said && (index?.termsOfArtIn(said).length ?? 0) > 0);
  // "what do you mean by being towards death what is that i didnt catch it": asked in passing, in a run-on line, of a
  // word of the debate said as it is.
  const ofAnother = matches.some((match) =>
    [match?.[3], match?.[4], match?.[7]].some((said) => said && ofAnotherThing(said)),
  );
  const inPassing =
    phrase === undefined && !ofAnother
      ? unquoted.map((sentence) => askedInPassing(context, sentence)).find(Boolean)
      : undefined;
  // "What's a priori?": the article may be the word's own.
  const conceptsOf = (words: string) => index?.find(words).concepts ?? [];
  // "The overman sounds like a comic book hero": a doctrine remarked on, asking nothing, is a word to say again.
  const remark =
    !text.includes('?') &&
    !NOT_A_REMARK.test(normalize(text)) &&
    !asksBrief(text) &&
    !sentences.some((sentence) => ASKING.test(normalize(sentence)));
  // The longest of a concept's terms said as it is in the phrase ("mastering" says "master"), in characters (0 for
  // none).
  const saidAsIs = (concept: string): number => {
    const named = cast.topic?.concepts.find((c) => c.id === concept);
    return Math.max(
      0,
      ...[...(named?.terms ?? []), ...(named?.art ?? [])]
        .map(normalize)
        .filter((term) => new RegExp(String.raw`\b${term}(?:s|es|ed|ing)?\b`).test(phrase ?? ''))
        .map((term) => term.length),
    );
  };
  const read = (
    inPassing !== undefined
      ? [inPassing]
      : phrase !== undefined
        ? ([conceptsOf(phrase), conceptsOf(`a ${phrase}`)].find((c) => c.length > 0) ?? [])
        : remark
          ? (index?.termsOfArtIn(sentences.join(' ')) ?? [])
          : []
  ).filter((concept) => phrase === undefined || phrase !== again || saidAsIs(concept) > 0);
  // "the part about the 'thinking thing'": the concept whose longest term is said ("thinking thing", the mind), not one
  // a word of it names ("thinking", thought).
  // Of those a debater has a meaning of ("the soul and the um pineal gland": the soul, where no one defines the gland).
  const defined = new Set(
    cast.debaters.flatMap((i) => {
      const seat = cast.seated[i];
      return seat?.role === 'debater' ? seat.seat.terms.map((term) => term.concept) : [];
    }),
  );
  const meant = read.filter((concept) => defined.has(concept));
  const longest = Math.max(0, ...meant.map(saidAsIs));
  const concepts = longest > 0 ? meant.filter((concept) => saidAsIs(concept) === longest) : meant;
  if (concepts.length === 0) return undefined;
  const last = lastPoint(conversation)?.speaker;
  // "are kids ... even going to know what privacy is, foucault": a word asked of in passing, to a debater by name, is
  // his to answer, in his own words or none (asked what it means, the one who has a meaning of it says it).
  const order = (
    inPassing !== undefined && addressed?.role === 'debater' && !DEFINE_WHAT.test(normalize(text))
      ? [addressed.index]
      : [addressed?.index, last, ...cast.debaters]
  ).filter((i): i is number => i !== undefined && cast.debaters.includes(i));
  for (const speaker of order) {
    const seat = cast.seated[speaker];
    const term =
      seat?.role === 'debater' ? seat.seat.terms.find((t) => concepts.includes(t.concept)) : undefined;
    const argument = term && argumentUsing(context, speaker, term.concept, text);
    if (term && argument)
      return {
        speaker,
        move: 'define',
        argument: argument.id,
        issue: argument.issue,
        kind: 'clarification',
        term: term.concept,
      };
  }
  return undefined;
}

/**
 * "What do you mean by that?" after `last` (its speaker and argument): the word asked, by the one who has a meaning of
 * it (the speaker, else, unaddressed, the other debater whose word it is); a word no one has a meaning of is explained
 * from the argument that used it, by its maker, and that argument made already, he says what it rests on. Null: the
 * challenge is answered as any other question.
 */
export function planDefinition(
  context: PlanContext,
  last: { speaker: number; argument: Argument },
  addressed: Seated | undefined,
  topicText: string,
): TurnPlan | null {
  const { cast, conversation } = context;
  const { speaker, argument } = last;
  const kind = 'clarification';
  const term = termAsked(context, speaker, topicText);
  if (term === undefined && namesAnotherTopic(context, argument, topicText)) return null;
  if (term !== null) {
    // A word of his that his last point did not use is defined with a point that does ("What's alienation in plain
    // English?" after his case on planning): the debate goes on on the word's issue, and a rebuttal meets that point.
    const meant =
      term === undefined ? argument : (wordUsedBy(context, speaker, term, argument, topicText) ?? argument);
    return {
      speaker,
      move: 'define',
      argument: meant.id,
      issue: meant.issue,
      kind,
      ...(term && { term }),
      ...(term === undefined && SIMPLER_ASKED.test(topicText) && { simpler: true as const }),
    };
  }
  if (addressed?.role === 'debater') return null;
  for (const owner of cast.debaters) {
    const owned = owner === speaker ? undefined : termAsked(context, owner, topicText);
    const point = owned ? lastPoint(conversation, owner) : undefined;
    const last = point && context.index?.argument(point.argument)?.argument;
    const made = owned && wordUsedBy(context, owner, owned, last, topicText);
    if (owned && made) {
      return { speaker: owner, move: 'define', argument: made.id, issue: made.issue, kind, term: owned };
    }
  }
  const phrase = DEFINE_WHAT.exec(topicText)?.[1] ?? '';
  const search = context.index?.find(phrase);
  const used = usedArguments(conversation);
  const uses = (search?.hits ?? []).filter((h) =>
    h.argument.concepts.some((c) => search?.concepts.includes(c)),
  );
  const hit =
    uses.find((h) => !used.has(h.argument.id)) ??
    uses.find((h) => !takenFurther(conversation, h.argument.id));
  const owner = hit && memberOf(cast, hit.owner);
  if (!hit || owner === undefined || !cast.debaters.includes(owner)) return saidBy(context, phrase);
  const { id, issue } = hit.argument;
  if (used.has(id)) return { speaker: owner, move: 'ground', argument: id, issue, kind };
  return answerPlan(owner, hit.argument, kind);
}

/** Words that point back at the last point ("say that simply", "what's it in plain English"). */
const BACK_AT_THE_POINT = /\b(?:that|this|it|its|those|these|your|his|he|you've|you just)\b/;

/**
 * "What's alienation in plain English?" after a point on planning: a line asked simply that names a word of the debate
 * the last point did not use, and points at nothing said, asks its own question, not that point again.
 */
function namesAnotherTopic({ index }: PlanContext, last: Argument, text: string): boolean {
  const said = normalize(text);
  if (BACK_AT_THE_POINT.test(said)) return false;
  const named = index?.lexicon.conceptsIn(text) ?? [];
  return named.length > 0 && !named.some((concept) => last.concepts.includes(concept));
}

/**
 * The point a debater defines `concept` with: his last point (`last`) when it uses the word, else the point of his
 * that does and lies nearest what was asked, else his last point.
 */
function wordUsedBy(
  context: PlanContext,
  speaker: number,
  concept: string,
  last: Argument | undefined,
  text: string,
): Argument | undefined {
  if (last?.concepts.includes(concept)) return last;
  return argumentUsing(context, speaker, concept, text) ?? last;
}

/**
 * A word the visitor heard and asks about ("what do you mean by 'higher'?") that neither debater has a meaning of nor
 * an argument about: the maker of the point last said with it (a rebuttal says the other's point too) says what it
 * rests on.
 */
function saidBy(context: PlanContext, phrase: string): TurnPlan | null {
  const words = normalize(phrase);
  if (words === '' || POINTING.test(words)) return null;
  const said = new RegExp(`(?:^| )${words}(?: |$)`);
  for (const { plan } of [...context.conversation].reverse()) {
    if (!plan || !context.cast.debaters.includes(plan.speaker)) continue;
    const own = argumentOf(plan);
    const points = [
      ...(own === undefined ? [] : [{ speaker: plan.speaker, argument: own }]),
      ...('target' in plan ? [plan.target] : []),
    ];
    for (const point of points) {
      const made = context.index?.argument(point.argument)?.argument;
      if (made && said.test(normalize(`${made.claim} ${made.support} ${made.gist}`))) {
        return {
          speaker: point.speaker,
          move: 'ground',
          argument: made.id,
          issue: made.issue,
          kind: 'clarification',
        };
      }
    }
  }
  return null;
}

/**
 * "What do you mean by that?": his meaning of the word asked, else of a word of his point, with its example; asked
 * for an example, a case that shows the point. Empty: nothing fresh to say (he grounds the point instead).
 */
export function definitionWords(
  seat: DebaterSeat,
  argument: Argument,
  plan: ProbePlan,
  fresh: (sentence: string) => boolean,
  n: number,
): string[] {
  if (plan.example) return illustration(seat, argument, fresh, n);
  if (plan.simpler) {
    // His point in a clause, then a case of it; said already, the case and what it shows.
    const simply = fill(SIMPLY[n % SIMPLY.length] as string, { gist: argument.gist });
    const shown = illustration(seat, argument, fresh, n);
    return fresh(simply) ? [simply, ...shown.slice(0, 1)] : shown;
  }
  const terms = seat.terms.filter((term) => fresh(term.meaning));
  // A word asked again that he has defined is grounded instead, and so is a point none of whose words he defines (a
  // meaning of another word of his would answer something else).
  const term = plan.term
    ? terms.find((t) => t.concept === plan.term)
    : terms.find((t) => argument.concepts.includes(t.concept));
  return term ? [term.meaning, term.example] : [];
}

/**
 * "Give me an example" of the speaker's point (`argument`): a case of his own that shows it, then what it shows. The
 * case is the example of the first of the point's concepts he has a fresh one for; none of them, the reason or image of
 * another of his points on the issue that shares a concept; none fresh, nothing (he grounds the point instead).
 */
function illustration(
  seat: DebaterSeat,
  argument: Argument,
  fresh: (sentence: string) => boolean,
  n: number,
): string[] {
  const byConcept = argument.concepts.flatMap((concept) =>
    seat.terms.filter((term) => term.concept === concept),
  );
  const related = seat.arguments.filter(
    (other) =>
      other.id !== argument.id &&
      other.issue === argument.issue &&
      other.concepts.some((concept) => argument.concepts.includes(concept)),
  );
  // A word's example may lean on the word ("... only when they serve it"): it is introduced by its name.
  const cases = [
    ...byConcept.map((term) => ({ example: term.example, term: termName(term) })),
    ...related.map((other) => ({ example: splitSentences(other.support)[0] ?? '', term: undefined })),
  ].filter(({ example }) => example !== '' && fresh(example));
  const [shown] = cases;
  if (shown === undefined) return [];
  const frames = shown.term === undefined ? EXAMPLES : EXAMPLES_OF;
  const intro = fill(frames[n % frames.length] as string, {
    example: lowerFirst(shown.example),
    term: shown.term ?? '',
  });
  const shows = fill(SHOWS, { gist: argument.gist });
  return fresh(shows) ? [intro, shows] : [intro];
}

/** A word as its speaker names it when he defines it ("By the good I mean ...", "A truth of reason is ..."). */
function termName(term: DebaterSeat['terms'][number]): string {
  const concept = term.concept.replace(/-/g, ' ');
  const by = /^By (.+?) I mean\b/.exec(term.meaning)?.[1];
  if (by !== undefined) return by;
  // "An idea is clear when ..." names an idea, not clarity: the subject counts only if it says the concept's word.
  const subject = /^(.{3,40}?) (?:is|are|means) /.exec(term.meaning)?.[1];
  const own = new Set(contentStems(concept));
  return subject !== undefined && contentStems(subject).some((word) => own.has(word))
    ? lowerFirst(subject)
    : concept;
}
