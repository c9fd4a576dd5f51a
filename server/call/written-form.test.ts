import { describe, expect, it } from 'vitest';
import { writtenForm } from './written-form';

const NAMES = ['Socrates', 'Nietzsche', 'Aristotle'];

describe("the visitor's words as the transcript writes them", () => {
  it.each([
    [
      'socrates is it better to suffer injustice than to do it',
      'Socrates, is it better to suffer injustice than to do it?',
    ],
    [
      "is nietzsche's slave morality a conspiracy theory",
      "Is Nietzsche's slave morality a conspiracy theory?",
    ],
    ['i think pity makes us weaker', 'I think pity makes us weaker.'],
    ["why do you say i'm wrong aristotle", "Why do you say I'm wrong Aristotle?"],
    ['or does it just make everyone softer', 'Or does it just make everyone softer?'],
    ['it is true that virtue can be taught', 'It is true that virtue can be taught.'],
    ['tell me what justice is', 'Tell me what justice is.'],
    ['nietzsche', 'Nietzsche.'],
  ])('%s', (heard, written) => expect(writtenForm(heard, NAMES)).toBe(written));

  it('leaves words already written as they are', () => {
    expect(writtenForm('Socrates, what is justice?', NAMES)).toBe('Socrates, what is justice?');
    expect(writtenForm('  ', NAMES)).toBe('');
  });
});
