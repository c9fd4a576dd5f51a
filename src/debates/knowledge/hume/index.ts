import type { PhilosopherKnowledgeInput } from '../schema';
import { person } from './person';
import { knowledgeDebate } from './knowledge-debate';

export const hume: PhilosopherKnowledgeInput = {
  ...person,
  seats: {
    'knowledge-debate': knowledgeDebate,
  },
};
