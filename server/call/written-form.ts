// What the visitor said, as the transcript shows it (docs/architecture.md section 5). The recogniser writes lower-case
// words with no punctuation ("socrates is it better to suffer"); a hosted platform's transcriber writes sentences.
// The local platform writes them too, from what it knows for sure: the names on the call, "I", the first letter,
// where a new sentence plainly starts, and whether each sentence's words ask something.

const WH_WORDS = ['what', "what's", 'why', 'how', 'who', "who's", 'whom', 'whose', 'which', 'where', 'when'];
/** Words a question may lead with before its opener: "or does it ...", "so why ...". */
const LEADS = new Set(['or', 'and', 'but', 'so', 'then', 'well', 'now', 'okay', 'ok']);
/** Words that open a question (after an address or a lead, if there is one). */
const QUESTION_OPENERS = new Set([
  ...WH_WORDS,
  ...['is', 'are', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'shall'],
  ...['may', 'might', 'must', 'have', 'has', 'had', "isn't", "aren't", "don't", "doesn't", "didn't", "can't"],
  ...["won't", "wouldn't", "shouldn't", "couldn't", 'am'],
]);

/** "i", "i'm", "i've", "i'd", "i'll" as written. */
const FIRST_PERSON = /^i('m|'ve|'d|'ll)?$/;

// Where a new sentence starts in words said without a pause to mark it ("sorry my boss walked past what did i miss"):
// a question whose opener is plainly a question's, after words that do not lead into it.

const words = (list: string) => new Set(list.split(/\s+/).filter((word) => word !== ''));
/** Wh-words that open a question of their own when an auxiliary or a question's next word follows. */
const WH_OPENERS = words(`what what's why how how's who who's which where where's`);
/** What follows a wh-word that opens a question: "what did", "where were", "how much", "which of", "why not". */
const AFTER_WH =
  words(`is are was were do does did can could should would will have has isn't aren't don't doesn't
  didn't can't much many long of about not else`);
/** Auxiliaries that open a question when a subject follows: "could you", "do we", "has anyone". */
const AUXILIARIES =
  words(`can could would will do does did should shall may might must have has can't don't doesn't
  didn't won't wouldn't shouldn't couldn't`);
const SUBJECTS = words(`you we i they he she anyone anybody either someone one u`);
/**
 * Words after which a question's opener carries on the same sentence: a wh-clause or a clause after a verb of knowing
 * or saying ("i don't know what to believe", "tell me how"), a preposition, a conjunction, an auxiliary, a pronoun.
 */
const LEADS_INTO =
  words(`know knew knows tell told ask asked asking wonder wondering wonders see saw explain show
  understand say said says matter matters decide choose chose care remember forget learn figure out guess mean think
  thought idea sure clue depends regardless about on of in to for from with by at as into is was are were be been
  that this and or but because cause if whether than then before after until till while exactly me us him her them it you we they not no the a an
  just even ${WH_WORDS.join(' ')} ${[...AUXILIARIES].join(' ')}`);
/** Words that open a clause the main one follows ("if god is dead why should i be good"): no new sentence in it. */
const SUBORDINATORS = words(`if when since because although though unless once whether`);
/** Sounds said while thinking, looked past for a new sentence ("that's freaky um can you ..."), and kept with it. */
const HESITATIONS = words(`um umm uh er erm hmm like`);
/** Words a question may start with before its opener, kept with it: a lead or a sound ("so um where were we"). */
function leading(word: string): boolean {
  return (LEADS.has(word) && word !== 'or') || HESITATIONS.has(word);
}
/** The fewest words a sentence has before another may start. */
const MIN_SENTENCE_WORDS = 2;
/** Words before "will" that make it a noun: "free will", "good will", "my own will". */
const WILL_AS_NOUN = words(`free good ill own the my your his her their our strong weak iron last`);
/** Words that end a question before "i ..." starts another ("do they agree i like ...", "is it real i doubt it"). */
const ENDS_A_QUESTION =
  words(`agree disagree right wrong real true false free good bad fair possible certain enough
  too again anyway though already yet now today tonight here there ahead winning simpler shorter slower louder
  please`);
/** "can you hear me", "can you help us": a question that ends on its object before "i ..." starts another. */
const ENDS_ON_ITS_OBJECT = words(`hear see help`);
/** A greeting said first is a sentence of its own ("hello there good evening", "hi is this thing on"). */
const GREETINGS = words(`hello hi hey hiya howdy`);
const GREETING_TIMES = words(`morning afternoon evening`);
const GREETED = words(`there all everyone everybody guys gentlemen folks both`);
/** Words said after a question, not in it, that start a sentence: "... is more right sorry to put you on the spot". */
const INTERJECTIONS = words(`sorry thanks anyway`);
/** Words before "sorry" or "thanks" that keep them in the sentence: "i'm so sorry", "feel sorry for". */
const KEEPS_INTERJECTION = words(`so very really feel felt feeling am i'm say said be look looks too`);
/** The fewest words a question has before "i ..." may start another sentence ("who is right i think socrates"). */
const MIN_QUESTION_WORDS = 3;

/** Whether words from `start` to before `end` are a greeting alone: "hello", "hi there", "good evening everyone". */
function greeting(said: readonly string[], start: number, end: number): boolean {
  const [first, second] = [said[start] as string, said[start + 1] ?? ''];
  const after = GREETINGS.has(first)
    ? start + 1
    : first === 'good' && GREETING_TIMES.has(second)
      ? start + 2
      : -1;
  return after > start && after <= end && said.slice(after, end).every((word) => GREETED.has(word));
}

/**
 * Where, from word `from` to before `to`, the first word that counts is: past a name, a lead or a sound ("nietzsche so
 * if god is dead ..."); `to` when none does.
 */
function firstCounting(
  said: readonly string[],
  from: number,
  to: number,
  names: ReadonlyMap<string, string>,
): number {
  let first = from;
  while (first < to && (names.has(said[first] as string) || leading(said[first] as string))) first++;
  return first;
}

/** Whether a sentence starts at word i, after the one that started at word `start`. */
function sentenceStarts(
  said: readonly string[],
  i: number,
  start: number,
  names: ReadonlyMap<string, string>,
): boolean {
  const word = said[i] as string;
  const previous = said[i - 1] as string;
  if (greeting(said, start, i) && !GREETED.has(word)) return true;
  if (questionStarts(said, i, start, names)) return true;
  // "where do the two of you agree i like to show students ...", "can you hear me i'm driving", "is this the one with
  // hume i heard ...": a word of his own after a question.
  const ends =
    ENDS_A_QUESTION.has(previous) ||
    names.has(previous) ||
    ((previous === 'me' || previous === 'us') && ENDS_ON_ITS_OBJECT.has(said[i - 2] as string));
  const ownAfter = FIRST_PERSON.test(word) && ends;
  if (i - start < MIN_SENTENCE_WORDS || (LEADS_INTO.has(previous) && !ownAfter) || HESITATIONS.has(previous))
    return false;
  if (INTERJECTIONS.has(word) || (word === 'thank' && said[i + 1] === 'you'))
    return !KEEPS_INTERJECTION.has(previous);
  const first = firstCounting(said, start, i, names);
  return (
    ownAfter &&
    i - first >= MIN_QUESTION_WORDS &&
    QUESTION_OPENERS.has(said[first] as string) &&
    !SUBORDINATORS.has(said[first] as string)
  );
}

/** Whether a new question starts at word i, after the sentence that started at word `start`. */
function questionStarts(
  said: readonly string[],
  i: number,
  start: number,
  names: ReadonlyMap<string, string>,
): boolean {
  const word = said[i] as string;
  const next = said[i + 1];
  let before = i - 1;
  while (before > start && HESITATIONS.has(said[before] as string)) before--;
  const previous = said[before] as string;
  if (before + 1 - start < MIN_SENTENCE_WORDS || next === undefined || LEADS_INTO.has(previous)) return false;
  // "nietzsche if god is dead why should i be good", however the sentence began: the question the clause leads to.
  const clause = said
    .slice(start, i)
    .findIndex((w, k) => SUBORDINATORS.has(w) && names.has(said[start + k - 1] ?? ''));
  if (SUBORDINATORS.has(said[firstCounting(said, start, i, names)] as string) || clause >= 0) return false;
  if (WH_OPENERS.has(word)) return word.includes("'") || AFTER_WH.has(next);
  // Not "free will", nor the inversion of a question already asked ("how long have we got"), nor a tag ("..., wouldn't
  // you").
  if (word === 'will' && WILL_AS_NOUN.has(previous)) return false;
  if ([said[i - 1], said[i - 2]].some((word) => word === 'how' || WH_WORDS.includes(word ?? '')))
    return false;
  return AUXILIARIES.has(word) && SUBJECTS.has(next) && i + 2 < said.length;
}

/**
 * The words' sentences: a new one after a greeting, where a question plainly starts (with its lead: "so um where were
 * we"), and after a question where the visitor starts to speak of himself or says sorry or thanks.
 */
function sentencesOf(said: readonly string[], names: ReadonlyMap<string, string>): string[][] {
  const sentences: string[][] = [];
  let start = 0;
  for (let i = 1; i < said.length; i++) {
    if (!sentenceStarts(said, i, start, names)) continue;
    let at = i;
    while (at - 1 - start >= MIN_SENTENCE_WORDS && leading(said[at - 1] as string)) at--;
    sentences.push(said.slice(start, at));
    start = at;
  }
  sentences.push(said.slice(start));
  return sentences;
}

/** "nietzsche if god is dead why should i be good": a question after the clause it follows. */
function asksAfterItsClause(said: readonly string[], names: ReadonlyMap<string, string>): boolean {
  const first = firstCounting(said, 0, said.length, names);
  if (!SUBORDINATORS.has(said[first] as string)) return false;
  return said.some(
    (word, i) =>
      i > first + 1 &&
      ((WH_OPENERS.has(word) && AFTER_WH.has(said[i + 1] ?? '')) ||
        (AUXILIARIES.has(word) && SUBJECTS.has(said[i + 1] ?? '') && !LEADS_INTO.has(said[i - 1] as string))),
  );
}

/** One sentence of heard words written: names, "I", the address's comma, the capital and the end mark. */
function writtenSentence(said: readonly string[], written: ReadonlyMap<string, string>): string {
  const out = said.map((word) => {
    const [base = word, possessive = ''] = /^(.*?)('s)?$/.exec(word)?.slice(1) ?? [];
    const name = written.get(base);
    if (name) return `${name}${possessive}`;
    return FIRST_PERSON.test(word) ? `I${word.slice(1)}` : word;
  });
  const addressed =
    written.has(said[0] as string) && said.length > 2 && QUESTION_OPENERS.has(said[1] as string);
  if (addressed) out[0] = `${out[0]},`;
  // A question opens with its opener, or has one after a name or a lead ("or does it"), or a wh-word second; sounds
  // before it are passed over ("um can you ...").
  const [opener = '', second = ''] = said.slice(said.findIndex((word) => !HESITATIONS.has(word)));
  const asks =
    QUESTION_OPENERS.has(opener) ||
    (QUESTION_OPENERS.has(second) && (written.has(opener) || LEADS.has(opener))) ||
    WH_WORDS.includes(second) ||
    asksAfterItsClause(said, written);
  const first = out[0] as string;
  out[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${out.join(' ')}${asks ? '?' : '.'}`;
}

/**
 * The recogniser's words written as sentences: a new one where a question plainly starts ("sorry my boss walked past
 * what did i miss" -> "Sorry my boss walked past. What did I miss?"); in each, the call's names capitalised (with
 * their "'s"), "I" as written, a capital first letter, a comma after a name that addresses its bearer ("socrates is
 * it ..." -> "Socrates, is it ...?"), and a question mark when the words open as a question (after a name or "or",
 * "so"... too), else a full stop. Words already written (a typed line, a hosted transcript) are returned as they are.
 */
export function writtenForm(words: string, names: readonly string[]): string {
  const said = words
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (said.length === 0 || /[A-Z.?!,]/.test(words)) return words.trim();
  const written = new Map(names.map((name) => [name.toLowerCase(), name]));
  return sentencesOf(said, written)
    .map((sentence) => writtenSentence(sentence, written))
    .join(' ');
}
