import type { PersonInput } from '../schema';

// Placeholder: replaced by the written person.
export const person: PersonInput = {
  key: 'leibniz',
  name: 'Leibniz',
  aliases: ['leibniz'],
  epithets: [],
  style: { openers: [], connectives: [], rebuttals: [], concessions: [] },
};
