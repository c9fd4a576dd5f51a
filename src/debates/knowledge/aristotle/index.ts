import type { PhilosopherKnowledgeInput } from '../schema';
import { person } from './person';
import { moralityDebate } from './morality-debate';
import { knowledgeDebate } from './knowledge-debate';

export const aristotle: PhilosopherKnowledgeInput = {
  ...person,
  seats: {
    'morality-debate': moralityDebate,
    'knowledge-debate': knowledgeDebate,
  },
};
