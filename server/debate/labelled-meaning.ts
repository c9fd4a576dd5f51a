// What a challenge means beside what the debate's lines are labelled with (docs/architecture.md section 6): how near it
// lies to each issue's labelled lines, and whether it lies nearer a line labelled off the theme (this debate's or
// another's) than any on it.
import type { DebateTopic } from '../content';
import type { OffThemeLine, OnThemeLine } from '../content/off-theme';
import type { Side } from './cast';
import { likeness, readChallenge, type ChallengeMeaning, type MeaningTable } from './meaning';
import type { RetrievalTuning } from './retrieval-tuning';

/** The thresholds by which a challenge's meaning reads as off the theme or on it (retrieval-tuning.ts). */
export type MeaningTuning = Pick<
  RetrievalTuning,
  | 'meaningOffNear'
  | 'meaningOffMargin'
  | 'meaningOffCuedMargin'
  | 'meaningOffElsewhereMargin'
  | 'meaningOnNear'
  | 'meaningOnMargin'
  | 'meaningLeanMargin'
  | 'meaningElsewhereMargin'
>;

/**
 * How many of an issue's nearest labelled lines its nearness is the mean of. By five-fold cross-validation (2026-12-05,
 * 4717 lines), 3 / 5 / 8 / 12 read 3856 / 3861 / 3874 / 3868 issues right as retrieval reads them, and 8 put 3974
 * against 5's 3969 on topic in eval:debate.
 */
const NEAREST = 8;

/**
 * How many lines a debate must have labelled on its theme for a challenge to be compared with another debate's: the
 * nearest few of a handful lie farther than those of another's hundreds by chance (each of the twelve has about a
 * thousand; the engine tests' fixture debate a few dozen).
 */
const ELSEWHERE_LINES = 200;

/**
 * The lines of a debate labelled with what they ask, whose meaning retrieval compares a challenge with: each issue's
 * question, examples and its arguments' questions, and the challenges visitors put (`asked`, off the theme as null,
 * with the issues whose answer would answer them as well, `also`).
 */
export function labelledLines(
  topic: DebateTopic,
  sides: readonly Side[],
): { text: string; issue: string | null; also?: readonly string[] }[] {
  return [
    ...topic.issues.flatMap((issue) =>
      [`${issue.question} ${issue.clause}`, ...issue.examples].map((text) => ({ text, issue: issue.id })),
    ),
    ...sides.flatMap((side) =>
      side.seat.arguments.flatMap((argument) =>
        argument.questions.map((text) => ({ text, issue: argument.issue })),
      ),
    ),
    ...topic.asked.map(({ text, issue, also }) => ({ text, issue, ...(also && { also }) })),
  ];
}

/** A debate's labelled lines as the meaning table reads them. */
export class LabelledMeaning {
  /** The vectors of the lines labelled with each issue, and of those labelled off the theme. */
  private readonly meant: { issue: string; vector: Float32Array }[] = [];
  private readonly meantOn: Float32Array[] = [];
  private readonly meantOff: Float32Array[] = [];
  /** The vectors of the lines labelled off the other debates' themes, but those on this one's. */
  private readonly meantOffElsewhere: Float32Array[] = [];
  /** The vectors of the lines labelled on each other debate's theme, by debate. */
  private readonly meantOnElsewhere: ReadonlyMap<string, readonly Float32Array[]>;

  constructor(
    private readonly topic: DebateTopic,
    sides: readonly Side[],
    private readonly table: MeaningTable,
    private readonly tuning: MeaningTuning,
    offTheme: readonly OffThemeLine[] = [],
    onTheme: readonly OnThemeLine[] = [],
  ) {
    const labelled = labelledLines(topic, sides);
    for (const { text, issue, also = [] } of labelled) {
      const vector = table.read(text);
      if (!vector) continue;
      if (issue === null) this.meantOff.push(vector);
      else {
        // A line is near each issue whose answer answers it: as near its `also` as its own (by cross-validation,
        // 2026-12-05, with the classifier learning them too: 3604 -> 3618 of 4247 issues right as retrieval reads them).
        for (const meant of [issue, ...also]) this.meant.push({ issue: meant, vector });
        this.meantOn.push(vector);
      }
    }
    const own = new Set(labelled.map(({ text }) => text));
    for (const { debateId, text, onThemeOf } of offTheme) {
      if (debateId === topic.debateId || onThemeOf.includes(topic.debateId) || own.has(text)) continue;
      const vector = table.read(text);
      if (vector) this.meantOffElsewhere.push(vector);
    }
    this.meantOnElsewhere = new Map(
      [...vectorsByDebate(table, onTheme)].filter(([debateId]) => debateId !== topic.debateId),
    );
  }

  /** A challenge as the table reads it (`asking`: its sentence that asks); undefined when it knows none of its words. */
  read(text: string, asking?: string): ChallengeMeaning | undefined {
    return readChallenge(this.table, text, asking);
  }

  /**
   * Each issue by how near a line lies to the lines labelled with it (the mean likeness of its NEAREST closest), from
   * the nearest issue's 1 to the farthest's 0; undefined when no line is labelled.
   */
  nearness(meaning: Float32Array): Map<string, number> | undefined {
    if (this.meant.length === 0) return undefined;
    const likenesses = new Map<string, number[]>();
    for (const { issue, vector } of this.meant) {
      const list = likenesses.get(issue) ?? [];
      list.push(likeness(meaning, vector));
      likenesses.set(issue, list);
    }
    const near = new Map(
      this.topic.issues.map((issue) => {
        const closest = (likenesses.get(issue.id) ?? []).sort((a, b) => b - a).slice(0, NEAREST);
        return [issue.id, closest.reduce((a, b) => a + b, 0) / Math.max(1, closest.length)];
      }),
    );
    const nearest = Math.max(...near.values());
    const farthest = Math.min(...near.values());
    const span = nearest - farthest || 1;
    return new Map(
      this.topic.issues.map((issue) => [issue.id, ((near.get(issue.id) ?? farthest) - farthest) / span]),
    );
  }

  /**
   * Whether a challenge, its whole line and its asking sentence alike, lies near a line labelled off the theme
   * (likeness `meaningOffNear` or more) and nearer it by more than `meaningOffMargin` than any labelled on it (a line
   * far from every labelled line, a story told at length, is not read by its meaning as off); or so near a line
   * labelled off another debate's theme, and nearer it by more than `meaningOffElsewhereMargin`. One that says two cues
   * of one issue (`cued`) must lie nearer by `meaningOffCuedMargin` at least.
   */
  meansOff({ line, question }: ChallengeMeaning, cued = false): boolean {
    if (this.meant.length === 0) return false;
    const { meaningOffNear: near, meaningOffCuedMargin: cuedMargin } = this.tuning;
    const margin = cued ? Math.max(cuedMargin, this.tuning.meaningOffMargin) : this.tuning.meaningOffMargin;
    const meaningOffElsewhereMargin = cued
      ? Math.max(cuedMargin, this.tuning.meaningOffElsewhereMargin)
      : this.tuning.meaningOffElsewhereMargin;
    return [line, question].every((meaning) => {
      const on = nearest(meaning, this.meantOn);
      const off = nearest(meaning, this.meantOff);
      const offElsewhere = nearest(meaning, this.meantOffElsewhere);
      return (
        (off >= near && off - on > margin) ||
        (offElsewhere >= near && offElsewhere - on > meaningOffElsewhereMargin)
      );
    });
  }

  /**
   * The other debate whose theme a challenge is asked on: the one whose labelled lines it lies nearer (the mean
   * likeness of the NEAREST closest) by more than `meaningElsewhereMargin` than this debate's ("Is it ethical to eat
   * animals if they can feel pain?", put to The Truth Battle, lies near The Morality Clash's lines), with that mean
   * likeness; undefined when none does.
   */
  elsewhere({ line }: ChallengeMeaning): { debateId: string; near: number } | undefined {
    if (this.meantOn.length < ELSEWHERE_LINES) return undefined;
    const own = meanNearest(line, this.meantOn);
    let best: { debateId: string; near: number } | undefined;
    for (const [debateId, vectors] of this.meantOnElsewhere) {
      const near = meanNearest(line, vectors);
      if (!best || near > best.near) best = { debateId, near };
    }
    return best && best.near - own > this.tuning.meaningElsewhereMargin ? best : undefined;
  }

  /**
   * Whether a challenge's line lies nearer a line labelled on the theme, by more than `meaningLeanMargin`, than any
   * labelled off it, this debate's or another's, however near.
   */
  leansOn({ line }: ChallengeMeaning): boolean {
    const on = nearest(line, this.meantOn);
    const off = Math.max(nearest(line, this.meantOff), nearest(line, this.meantOffElsewhere));
    return on - off > this.tuning.meaningLeanMargin;
  }

  /**
   * Whether a challenge's line lies near a line labelled on the theme (likeness `meaningOnNear` or more), and nearer
   * it by more than `meaningOnMargin` than any labelled off it, this debate's or another's.
   */
  meansOn({ line }: ChallengeMeaning): boolean {
    const on = nearest(line, this.meantOn);
    const off = Math.max(nearest(line, this.meantOff), nearest(line, this.meantOffElsewhere));
    return on >= this.tuning.meaningOnNear && on - off > this.tuning.meaningOnMargin;
  }
}

/** The mean likeness of the NEAREST lines nearest a meaning among some (-1 when there is none). */
function meanNearest(meaning: Float32Array, vectors: readonly Float32Array[]): number {
  if (vectors.length === 0) return -1;
  const closest: number[] = [];
  for (const vector of vectors) {
    const near = likeness(meaning, vector);
    if (closest.length < NEAREST) closest.push(near);
    else if (near > (closest[NEAREST - 1] as number)) closest[NEAREST - 1] = near;
    else continue;
    closest.sort((a, b) => b - a);
  }
  return closest.reduce((a, b) => a + b, 0) / closest.length;
}

/** Each debate's labelled lines as a table reads them, read once per table and set of lines. */
const readLines = new WeakMap<MeaningTable, WeakMap<readonly OnThemeLine[], Map<string, Float32Array[]>>>();
function vectorsByDebate(table: MeaningTable, lines: readonly OnThemeLine[]): Map<string, Float32Array[]> {
  const byLines = readLines.get(table) ?? new WeakMap();
  readLines.set(table, byLines);
  let byDebate = byLines.get(lines);
  if (!byDebate) {
    byDebate = new Map();
    for (const { debateId, text } of lines) {
      const vector = table.read(text);
      if (!vector) continue;
      const vectors = byDebate.get(debateId) ?? [];
      vectors.push(vector);
      byDebate.set(debateId, vectors);
    }
    byLines.set(lines, byDebate);
  }
  return byDebate;
}

/** The likeness of the line nearest a meaning among some (-1 when there is none). */
function nearest(meaning: Float32Array, vectors: readonly Float32Array[]): number {
  let best = -1;
  for (const vector of vectors) best = Math.max(best, likeness(meaning, vector));
  return best;
}
