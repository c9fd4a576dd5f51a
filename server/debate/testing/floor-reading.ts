import { floorTalkBySentence } from '../floor-sentences';
import type { FloorTalk } from '../floor-kinds';
import { floorTalk } from '../floor-talk';
import { withoutNames } from '../lexicon';
import { expandShorthand } from '../text';

// How the floor tests read a line of the fixture's call (Aristotle in the chair, Leibniz and Hume debating): as the
// planner does, the call's names out and typed shorthand read.

const names = ['hume', 'leibniz', 'aristotle', 'chair', 'moderator'].map((name, index) => ({
  index,
  callNames: [name],
}));

/** A line as the planner reads it: the call's names out, typed shorthand read. */
export const read = (line: string): string => expandShorthand(withoutNames(line, names));

/** The floor talk a line is, read whole, else a sentence at a time. */
export const talkOf = (line: string): FloorTalk | undefined =>
  floorTalk(read(line), false) ?? floorTalkBySentence(line, read, false)[0];
