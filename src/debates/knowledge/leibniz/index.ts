import type { PhilosopherKnowledgeInput } from '../schema';
import { person } from './person';
import { freeWillDebate } from './free-will-debate';
import { knowledgeDebate } from './knowledge-debate';

export const leibniz: PhilosopherKnowledgeInput = {
  ...person,
  seats: {
    'free-will-debate': freeWillDebate,
    'knowledge-debate': knowledgeDebate,
  },
};
