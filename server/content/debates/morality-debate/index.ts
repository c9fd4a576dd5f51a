import type { DebateContent } from '../../schema';
import { socrates } from './socrates';
import { nietzsche } from './nietzsche';
import { aristotle } from './aristotle';
import { topic } from './topic';

export const moralityDebate: DebateContent = { topic, seats: { aristotle, socrates, nietzsche } };
