import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'descartes',
  name: 'Descartes',
  aliases: ['descartes'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
