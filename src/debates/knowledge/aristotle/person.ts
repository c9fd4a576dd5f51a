import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'aristotle',
  name: 'Aristotle',
  aliases: ['aristotle'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
