// The philosophers' knowledge for the local platform's debate engine (DESIGN.md section 5). Server-only: the app
// never imports it (a lint rule and the dist scan keep it out of the browser bundle).
import { aristotle } from './aristotle';
import { checkKnowledge, type CheckedKnowledge } from './check';
import { descartes } from './descartes';
import { hume } from './hume';
import { leibniz } from './leibniz';
import { nietzsche } from './nietzsche';
import { socrates } from './socrates';
import { spinoza } from './spinoza';
import { freeWillDebate } from './topics/free-will-debate';
import { knowledgeDebate } from './topics/knowledge-debate';
import { moralityDebate } from './topics/morality-debate';

export type * from './schema';
export type { CheckedKnowledge } from './check';

export const topicModules = [moralityDebate, freeWillDebate, knowledgeDebate];
export const philosopherModules = [aristotle, socrates, nietzsche, descartes, spinoza, leibniz, hume];

let checked: CheckedKnowledge | undefined;

/** All knowledge, parsed and cross-checked once; throws a list of every problem if any module is wrong. */
export function loadKnowledge(): CheckedKnowledge {
  checked ??= checkKnowledge(topicModules, philosopherModules);
  return checked;
}
