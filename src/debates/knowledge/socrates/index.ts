import type { PhilosopherKnowledgeInput } from '../schema';
import { person } from './person';
import { moralityDebate } from './morality-debate';

export const socrates: PhilosopherKnowledgeInput = {
  ...person,
  seats: {
    'morality-debate': moralityDebate,
  },
};
