// Word error rate and names heard, for measuring the recogniser on the evaluation set (npm run eval:hear).

/** Lower-case words, as the recogniser writes them: punctuation gone, apostrophes kept. */
export function wordsForScoring(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/** Substitutions, deletions and insertions that turn the reference into the hypothesis (word-level edit distance). */
export function wordErrors(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      const same = reference[i - 1] === hypothesis[j - 1];
      row.push(
        Math.min(
          (previous[j - 1] as number) + (same ? 0 : 1),
          (previous[j] as number) + 1,
          (row[j - 1] as number) + 1,
        ),
      );
    }
    previous = row;
  }
  return previous[hypothesis.length] as number;
}

/** The names of `names` said in the text, each time it is said ("Hume's" counts as Hume). */
export function namesSaid(text: string, names: readonly string[]): string[] {
  const words = wordsForScoring(text).map((word) => word.replace(/'s?$/, ''));
  return words.filter((word) => names.includes(word));
}

export interface HearingScore {
  utterances: number;
  referenceWords: number;
  errors: number;
  namesSaid: number;
  namesHeard: number;
}

/** Scores what was heard against what was said; a name counts as heard when the hypothesis holds it as often. */
export function scoreHearing(
  pairs: readonly { text: string; heard: string }[],
  names: readonly string[],
): HearingScore {
  const score: HearingScore = { utterances: 0, referenceWords: 0, errors: 0, namesSaid: 0, namesHeard: 0 };
  for (const { text, heard } of pairs) {
    const reference = wordsForScoring(text);
    score.utterances += 1;
    score.referenceWords += reference.length;
    score.errors += wordErrors(reference, wordsForScoring(heard));
    const said = namesSaid(text, names);
    const heardNames = namesSaid(heard, names);
    score.namesSaid += said.length;
    for (const name of new Set(said)) {
      score.namesHeard += Math.min(
        said.filter((n) => n === name).length,
        heardNames.filter((n) => n === name).length,
      );
    }
  }
  return score;
}
