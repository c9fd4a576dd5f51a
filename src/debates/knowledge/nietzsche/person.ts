import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'nietzsche',
  name: 'Nietzsche',
  aliases: ['nietzsche'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
