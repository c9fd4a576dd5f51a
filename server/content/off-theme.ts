// The lines visitors put off each debate's theme, and those on it, from all twelve debates' labelled sets, drafts' too:
// retrieval reads a challenge as off the theme when it means more like one of these off-theme lines than like any line
// on its own debate's theme, or more like another debate's lines than like its own (docs/architecture.md section 6).
// The drafts' topics are plain data; only their labelled lines are read here.
import type { DebateTopicInput } from './schema';
import { topic as aiConsciousness } from './debates/ai-consciousness-debate/topic';
import { topic as cancelCulture } from './debates/cancel-culture-debate/topic';
import { topic as capitalism } from './debates/capitalism-debate/topic';
import { topic as climateProgress } from './debates/climate-progress-debate/topic';
import { topic as deathMeaning } from './debates/death-meaning-debate/topic';
import { topic as freeWill } from './debates/free-will-debate/topic';
import { topic as genderNature } from './debates/gender-nature-debate/topic';
import { topic as knowledge } from './debates/knowledge-debate/topic';
import { topic as morality } from './debates/morality-debate/topic';
import { topic as privacySurveillance } from './debates/privacy-surveillance-debate/topic';
import { topic as simulationReality } from './debates/simulation-reality-debate/topic';
import { topic as socialMediaHumanity } from './debates/social-media-humanity-debate/topic';

/** A line labelled off one debate's theme (its `issue` null), with that debate and those on whose theme it lies. */
export interface OffThemeLine {
  debateId: string;
  text: string;
  onThemeOf: readonly string[];
}

const topics: readonly DebateTopicInput[] = [
  aiConsciousness,
  cancelCulture,
  capitalism,
  climateProgress,
  deathMeaning,
  freeWill,
  genderNature,
  knowledge,
  morality,
  privacySurveillance,
  simulationReality,
  socialMediaHumanity,
];

export const offThemeLines: readonly OffThemeLine[] = topics.flatMap(({ debateId, asked = [] }) =>
  asked
    .filter(({ issue }) => issue === null)
    .map(({ text, onThemeOf = [] }) => ({ debateId, text, onThemeOf })),
);

/** A line labelled on one debate's theme: an issue's question or example, or a visitor's challenge labelled so. */
export interface OnThemeLine {
  debateId: string;
  text: string;
}

export const onThemeLines: readonly OnThemeLine[] = topics.flatMap(({ debateId, issues, asked = [] }) => [
  ...issues.flatMap((issue) => [issue.question, ...issue.examples].map((text) => ({ debateId, text }))),
  ...asked.filter(({ issue }) => issue !== null).map(({ text }) => ({ debateId, text })),
]);
