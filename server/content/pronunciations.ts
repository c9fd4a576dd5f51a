// Words of our debates that the recogniser's dictionary lacks, and other ways to say a philosopher's name, in CMU
// phones (a fact of English, checked by ear against flite's `-ps`, whose letter-to-sound guesses wrongly for most
// of these). Fed to the recogniser beside the debate language model (spoken-corpus.ts). The classics' words are
// here; each newer debate keeps its own in debates/<id>/pronunciations.ts.
import type { Pronunciation } from '../speech/recognition';
import { debateContents, type DebateContent } from './index';

const classicPronunciations: readonly Pronunciation[] = [
  // Names as English speakers also say them, and their possessives.
  { word: 'leibniz(2)', phones: 'L AY B N IH T S' },
  { word: 'leibniz(3)', phones: 'L AY B N IH Z' },
  { word: 'nietzsche(2)', phones: 'N IY CH AH' },
  { word: 'hume(2)', phones: 'Y UW M' },
  { word: 'descartes(2)', phones: 'D EY K AA R T S' },
  { word: "nietzsche's", phones: 'N IY CH IY Z' },
  { word: "hume's", phones: 'HH Y UW M Z' },
  { word: "leibniz's", phones: 'L AY B N IH T S IH Z' },
  { word: "spinoza's", phones: 'S P IH N OW Z AH Z' },
  { word: 'schopenhauer', phones: 'SH OW P AH N HH AW ER' },
  { word: 'euthyphro', phones: 'Y UW TH AH F R OW' },
  { word: 'callicles', phones: 'K AE L AH K L IY Z' },
  { word: 'gorgias', phones: 'G AO R JH IY AH S' },
  { word: 'gyges', phones: 'JH AY JH IY Z' },
  { word: 'diogenes', phones: 'D AY AA JH AH N IY Z' },
  { word: 'pyrrho', phones: 'P IH R OW' },
  { word: 'laplace', phones: 'L AH P L AA S' },
  // Terms of the debates.
  { word: 'monads', phones: 'M OW N AE D Z' },
  { word: 'monadology', phones: 'M OW N AH D AA L AH JH IY' },
  { word: 'akrasia', phones: 'AH K R EY ZH AH' },
  { word: 'eudaimonia', phones: 'Y UW D AY M OW N IY AH' },
  { word: 'ubermensch', phones: 'UW B ER M EH N SH' },
  { word: 'cogito', phones: 'K OW G IH T OW' },
  { word: 'conatus', phones: 'K OW N EY T AH S' },
  { word: 'theodicy', phones: 'TH IY AA D AH S IY' },
  { word: 'syllogism', phones: 'S IH L AH JH IH Z AH M' },
  { word: 'platonism', phones: 'P L EY T AH N IH Z AH M' },
  { word: 'compatibilism', phones: 'K AH M P AE T AH B AH L IH Z AH M' },
  { word: 'compatibilists', phones: 'K AH M P AE T AH B AH L IH S T S' },
  { word: 'determinists', phones: 'D IH T ER M AH N IH S T S' },
  { word: 'foundationalism', phones: 'F AW N D EY SH AH N AH L IH Z AH M' },
  { word: 'cosmological', phones: 'K AA Z M AH L AA JH IH K AH L' },
  { word: 'indubitable', phones: 'IH N D UW B IH T AH B AH L' },
  { word: 'knowable', phones: 'N OW AH B AH L' },
  { word: 'unexamined', phones: 'AH N IH G Z AE M AH N D' },
  { word: 'uncaused', phones: 'AH N K AO Z D' },
  { word: 'foreknowledge', phones: 'F AO R N AA L IH JH' },
  { word: 'foreordained', phones: 'F AO R AO R D EY N D' },
  { word: 'blameworthy', phones: 'B L EY M W ER DH IY' },
  { word: 'lawgiver', phones: 'L AO G IH V ER' },
  { word: 'deceiver', phones: 'D IH S IY V ER' },
  { word: 'deceives', phones: 'D IH S IY V Z' },
  { word: 'meekness', phones: 'M IY K N AH S' },
  { word: 'moralities', phones: 'M ER AE L AH T IY Z' },
  { word: 'dreamless', phones: 'D R IY M L AH S' },
  { word: 'overthinking', phones: 'OW V ER TH IH NG K IH NG' },
  { word: 'incompleteness', phones: 'IH N K AH M P L IY T N AH S' },
];

/**
 * These debates' words, the classics' with them. A word two debates share with the same phones is kept once; two
 * debates that say it differently both stay, and the corpus test (one entry per word) says so.
 */
export function pronunciationsOf(contents: readonly DebateContent[]): Pronunciation[] {
  return [
    ...new Map(
      [...classicPronunciations, ...contents.flatMap((content) => content.pronunciations ?? [])].map(
        (p) => [`${p.word} ${p.phones}`, p] as const,
      ),
    ).values(),
  ];
}

/** Every debate's words. */
export const debatePronunciations: readonly Pronunciation[] = pronunciationsOf(debateContents);
