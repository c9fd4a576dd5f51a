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

  // A twentieth listening session: a visitor speaking in one breath, with no pause where a sentence ends.
  it.each([
    ['sorry my boss walked past what did i miss', 'Sorry my boss walked past. What did I miss?'],
    ['sorry my pasta boiled over um where were we', 'Sorry my pasta boiled over. Um where were we?'],
    ['okay thats kind of freaky um can you explain it', 'Okay thats kind of freaky. Um can you explain it?'],
    ['okay last question who do you think is right', 'Okay last question. Who do you think is right?'],
    ['pity is weak so why should i care', 'Pity is weak. So why should I care?'],
    ['hi is this thing on', 'Hi. Is this thing on?'],
    ['hello there good evening', 'Hello there. Good evening.'],
    ["is free will real i don't think so", "Is free will real? I don't think so."],
    [
      'socrates who do you think is right sorry to put you on the spot',
      'Socrates, who do you think is right? Sorry to put you on the spot.',
    ],
    ['that was great thank you', 'That was great. Thank you.'],
    ["can you say that simpler i'm cooking", "Can you say that simpler? I'm cooking."],
    ["can you guys hear me i'm driving", "Can you guys hear me? I'm driving."],
    [
      'is this the one with nietzsche i heard a podcast',
      'Is this the one with Nietzsche? I heard a podcast.',
    ],
  ])('starts a sentence where a question plainly does: %s', (heard, written) =>
    expect(writtenForm(heard, NAMES)).toBe(written),
  );

  it.each([
    // A clause after a verb of knowing or saying, or a preposition, is the same sentence.
    ["i don't know what to believe", "I don't know what to believe."],
    ['tell me how you know that', 'Tell me how you know that.'],
    ['the question is what makes a life good', 'The question is what makes a life good.'],
    ['i wonder how we can know anything', 'I wonder how we can know anything.'],
    // So is a question after the clause it follows, which it asks.
    ['nietzsche if god is dead why should i be good', 'Nietzsche if god is dead why should I be good?'],
    ["do you think i'm wrong", "Do you think I'm wrong?"],
    [
      'what should i ask myself before i trust a forecast',
      'What should I ask myself before I trust a forecast?',
    ],
    ["i'm so sorry for your loss", "I'm so sorry for your loss."],
    // Nor at "will" after "free", the inversion of a question begun, a tag, or "i" in a clause of the question's own.
    ['is this the one about free will', 'Is this the one about free will?'],
    ['aristotle how long have we got left', 'Aristotle, how long have we got left?'],
    ["you would call me timid wouldn't you", "You would call me timid wouldn't you."],
    ['what is the one thing i should take away', 'What is the one thing I should take away?'],
    // "or is it ..." is the question's other half.
    ['is pity a virtue or is it a weakness', 'Is pity a virtue or is it a weakness?'],
    ['can you tell me i am wrong', 'Can you tell me I am wrong?'],
    // The question a clause said to a name leads to, however the sentence began.
    [
      "there's noise um nietzsche if god is dead like why should i be good",
      "There's noise um Nietzsche if god is dead like why should I be good.",
    ],
  ])('keeps one sentence where no new one plainly starts: %s', (heard, written) =>
    expect(writtenForm(heard, NAMES)).toBe(written),
  );

  it('leaves words already written as they are', () => {
    expect(writtenForm('Socrates, what is justice?', NAMES)).toBe('Socrates, what is justice?');
    expect(writtenForm('  ', NAMES)).toBe('');
  });
});
