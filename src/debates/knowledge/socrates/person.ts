import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'socrates',
  name: 'Socrates',
  aliases: ['socrates'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
