// What the visitor said, as the transcript shows it (docs/architecture.md section 5). The recogniser writes lower-case
// words with no punctuation ("socrates is it better to suffer"); a hosted platform's transcriber writes sentences.
// The local platform writes them too, from what it knows for sure: the names on the call, "I", the first letter,
// and whether the words ask something.

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

/**
 * The recogniser's words written as a sentence: the call's names capitalised (with their "'s"), "I" as written, a
 * capital first letter, a comma after a name that addresses its bearer ("socrates is it ..." -> "Socrates, is it
 * ...?"), and a question mark when the words open as a question (after a name or "or", "so"... too), else a full
 * stop. Words already written (a typed line, a hosted transcript) are returned as they are.
 */
export function writtenForm(words: string, names: readonly string[]): string {
  const said = words
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (said.length === 0 || /[A-Z.?!,]/.test(words)) return words.trim();
  const written = new Map(names.map((name) => [name.toLowerCase(), name]));
  const out = said.map((word) => {
    const [base = word, possessive = ''] = /^(.*?)('s)?$/.exec(word)?.slice(1) ?? [];
    const name = written.get(base);
    if (name) return `${name}${possessive}`;
    return FIRST_PERSON.test(word) ? `I${word.slice(1)}` : word;
  });
  const addressed =
    written.has(said[0] as string) && said.length > 2 && QUESTION_OPENERS.has(said[1] as string);
  if (addressed) out[0] = `${out[0]},`;
  // A question opens with its opener, or has one after a name or a lead ("or does it"), or a wh-word second.
  const second = said[1] ?? '';
  const asks =
    QUESTION_OPENERS.has(said[0] as string) ||
    (QUESTION_OPENERS.has(second) && (written.has(said[0] as string) || LEADS.has(said[0] as string))) ||
    WH_WORDS.includes(second);
  const first = out[0] as string;
  out[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${out.join(' ')}${asks ? '?' : '.'}`;
}
