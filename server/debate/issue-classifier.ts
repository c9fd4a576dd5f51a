// Which issue of a debate a line asks about, learnt from what visitors have asked (the topic's `asked`, labelled)
// and from the knowledge's own visitor-worded lines: complement naive Bayes over a line's word stems, its neighbouring
// stem pairs and the debate's concepts it names (docs/architecture.md section 5). Each issue is judged by how unlike
// the lines of every other issue a line is, not by how like its own: visitors ask the debate's own question far more
// often than the others, and plain naive Bayes drew lines on a narrower issue to it (cross-validated, 2026-12-04:
// 3528 -> 3552 of 4242 on topic).
import type { Argument, DebateTopic } from '../content';
import { contentStems } from './text';

/** Laplace smoothing: each feature is counted once more for every issue than it was seen. */
const SMOOTHING = 1;

export class IssueClassifier {
  private readonly vocabulary = new Map<string, number>();
  private readonly issues: readonly string[];
  /** Per issue, the negated log-probability of each feature of the vocabulary among every other issue's lines. */
  private readonly weights: Float64Array[];

  constructor(
    topic: DebateTopic,
    arguments_: readonly Argument[],
    conceptsIn: (text: string) => readonly string[],
  ) {
    this.issues = topic.issues.map((issue) => issue.id);
    const label = new Map(this.issues.map((id, i) => [id, i]));
    const lines: { features: number[]; label: number }[] = [];
    const learn = (text: string, issue: string | null) => {
      const at = issue === null ? undefined : label.get(issue);
      if (at !== undefined) lines.push({ features: this.encode(text, conceptsIn(text), true), label: at });
    };
    for (const issue of topic.issues) {
      learn(`${issue.question} ${issue.clause}`, issue.id);
      for (const example of issue.examples) learn(example, issue.id);
      for (const cue of issue.cues) learn(cue, issue.id);
    }
    for (const argument of arguments_)
      for (const question of argument.questions) learn(question, argument.issue);
    // A visitor's line is learnt for each issue whose answer answers it, its `also` as well as its own.
    for (const asked of topic.asked)
      for (const issue of [asked.issue, ...(asked.also ?? [])]) learn(asked.text, issue);
    const size = this.vocabulary.size;
    const counts = this.issues.map(() => new Float64Array(size));
    const totals = this.issues.map(() => 0);
    for (const line of lines) {
      const count = counts[line.label] as Float64Array;
      for (const feature of line.features) count[feature] = (count[feature] ?? 0) + 1;
      totals[line.label] = (totals[line.label] ?? 0) + line.features.length;
    }
    const all = new Float64Array(size);
    for (const count of counts) for (let f = 0; f < size; f++) all[f] = (all[f] ?? 0) + (count[f] ?? 0);
    const total = totals.reduce((a, b) => a + b, 0);
    this.weights = counts.map((count, c) => {
      const denominator = Math.log(total - (totals[c] ?? 0) + SMOOTHING * size);
      return count.map((n, f) => denominator - Math.log((all[f] ?? 0) - n + SMOOTHING));
    });
  }

  /**
   * Each issue's probability for a line (with the concepts it names), by issue id: the mean of its known features'
   * weights, so that a long line is no surer than a short one. A line with no known feature reads as every issue alike.
   */
  classify(text: string, concepts: readonly string[]): Map<string, number> {
    const features = this.encode(text, concepts, false);
    const logits = this.weights.map((weights) => {
      let sum = 0;
      for (const feature of features) sum += weights[feature] ?? 0;
      return sum / Math.max(1, features.length);
    });
    const top = Math.max(...logits);
    const odds = logits.map((logit) => Math.exp(logit - top));
    const total = odds.reduce((a, b) => a + b, 0);
    return new Map(this.issues.map((id, i) => [id, (odds[i] ?? 0) / total]));
  }

  /** A line's features (each once): its content stems, each pair of neighbouring stems, and the concepts it names. */
  private encode(text: string, concepts: readonly string[], learn: boolean): number[] {
    const stems = contentStems(text);
    const pairs = stems.slice(1).map((word, i) => `${stems[i]} ${word}`);
    const features = new Set<number>();
    for (const feature of [...stems, ...pairs, ...concepts.map((concept) => `#${concept}`)]) {
      let index = this.vocabulary.get(feature);
      if (index === undefined && learn) {
        index = this.vocabulary.size;
        this.vocabulary.set(feature, index);
      }
      if (index !== undefined) features.add(index);
    }
    return [...features];
  }
}
