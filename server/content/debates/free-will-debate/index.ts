import type { DebateContent } from '../../schema';
import { descartes } from './descartes';
import { spinoza } from './spinoza';
import { leibniz } from './leibniz';
import { topic } from './topic';

export const freeWillDebate: DebateContent = { topic, seats: { leibniz, descartes, spinoza } };
