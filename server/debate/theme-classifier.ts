// Whether a line is on the debate's theme or off it, by its words: naive Bayes over word stems and neighbouring stem
// pairs, learnt from the lines labelled on the theme (each issue's question, examples and cues, its arguments'
// questions, what visitors asked on it) against those labelled off it (this debate's, and the other debates' but
// those on this one's theme). What a line means (labelled-meaning.ts) tells most lines off the theme; these odds keep
// on it a line whose own words are the theme's ("what does 'less human' even mean here?"), docs/architecture.md
// section 6.
import { contentStems } from './text';

export class ThemeClassifier {
  private readonly on = new Map<string, number>();
  private readonly off = new Map<string, number>();
  private readonly onTotal: number;
  private readonly offTotal: number;
  private readonly vocabulary = new Set<string>();

  constructor(onTheme: readonly string[], offTheme: readonly string[]) {
    this.onTotal = onTheme.reduce((sum, line) => sum + this.learn(line, this.on), 0);
    this.offTotal = offTheme.reduce((sum, line) => sum + this.learn(line, this.off), 0);
  }

  /**
   * How much likelier a line's known features are on the theme than off it: the sum of their log-odds (Laplace
   * smoothed), 0 for a line with none. Each feature counts once.
   */
  logOdds(text: string): number {
    const size = this.vocabulary.size;
    let sum = 0;
    for (const feature of featuresOf(text)) {
      if (!this.vocabulary.has(feature)) continue;
      sum +=
        Math.log(((this.on.get(feature) ?? 0) + 1) / (this.onTotal + size)) -
        Math.log(((this.off.get(feature) ?? 0) + 1) / (this.offTotal + size));
    }
    return sum;
  }

  /** Counts a line's features into one side; returns how many it has. */
  private learn(text: string, side: Map<string, number>): number {
    const features = featuresOf(text);
    for (const feature of features) {
      side.set(feature, (side.get(feature) ?? 0) + 1);
      this.vocabulary.add(feature);
    }
    return features.length;
  }
}

/** A line's features: its content stems and each pair of neighbouring stems, each once. */
function featuresOf(text: string): string[] {
  const stems = contentStems(text);
  return [...new Set([...stems, ...stems.slice(1).map((word, i) => `${stems[i]} ${word}`)])];
}
