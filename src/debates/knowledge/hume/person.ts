import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'hume',
  name: 'Hume',
  aliases: ['hume'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
