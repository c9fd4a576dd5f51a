import type { DebateContent } from '../../schema';
import { leibniz } from './leibniz';
import { hume } from './hume';
import { aristotle } from './aristotle';
import { topic } from './topic';

export const knowledgeDebate: DebateContent = { topic, seats: { aristotle, leibniz, hume } };
