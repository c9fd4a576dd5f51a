import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'spinoza',
  name: 'Spinoza',
  aliases: ['spinoza'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
