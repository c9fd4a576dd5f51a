import type { PhilosopherKnowledgeInput } from '../schema';
import { person } from './person';
import { freeWillDebate } from './free-will-debate';

export const descartes: PhilosopherKnowledgeInput = {
  ...person,
  seats: {
    'free-will-debate': freeWillDebate,
  },
};
