import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';
import { movesOf } from './testing/real-debate';

// Found in the blind set of 2026-12-10's misses, and under cross-validation with it in (stop 79). Each line is put as the floor would meet it had the set not
// been spent: unlearnt, as the first line of a call.
const floor = await draftFloor(
  [
    'capitalism-debate',
    'gender-nature-debate',
    'climate-progress-debate',
    'ai-consciousness-debate',
    'death-meaning-debate',
  ],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);

/** The first turns given to `line` in a call of `debateId`, with the line taken out of what the debate has learnt. */
async function unlearnt(debateId: string, line: string) {
  const turns = await floor.unlearnt(debateId, line);
  return {
    moves: movesOf(turns),
    first: floor.membersOf(debateId)[turns[0]?.plan.speaker ?? -1]?.name,
    said: turns[0]?.sentences.join(' ') ?? '',
  };
}

// "Mary, ... how long before we'd know what nature actually decided?" was read as asking what "nature" means, and
// Rousseau defined it, though she was asked.
describe('"know what <a word>" in a sentence that says something of it', () => {
  it('asks no definition: the one asked answers', async () => {
    const { moves, first } = await unlearnt(
      'gender-nature-debate',
      "Mary, if schooling were equal tomorrow, how long before we'd know what nature actually decided?",
    );
    expect(moves[0]).toBe('answer');
    expect(first).toBe('Mary Wollstonecraft');
  });

  it('"she\'s asking what nature is" still asks for the word', async () => {
    const { moves } = await unlearnt('gender-nature-debate', "she's asking what nature is");
    expect(moves[0]).toBe('define');
  });
});

// "hi is the premium version free ..." in The Freedom Fight was argued: "free" is the theme's word.
describe('the price of a paid version, asked', () => {
  it.each([
    'hi is the premium version free or do i need to pay to ask more questions',
    'do I have to pay for more than one debate?',
  ])('"%s" is the app makers\' to answer', async (line) => {
    const { moves, first, said } = await unlearnt('free-will-debate', line);
    expect(moves[0]).toBe('chair');
    expect(first).toBe('Leibniz');
    expect(said).toMatch(/makers/);
  });
});

describe('a debater called by his first name or by what a visitor sees of him', () => {
  it.each([
    [
      'knowledge-debate',
      "That's just a cop-out, David. You say we can't know, then you write six volumes of history as if you know what happened.",
      'Hume',
    ],
    [
      'gender-nature-debate',
      "come on, the 18th century Frenchman can't seriously claim women are naturally weaker at reasoning after Marie Curie",
      'Jean-Jacques Rousseau',
    ],
    [
      'capitalism-debate',
      'A billion people left extreme poverty in the last forty years, mostly through trade. How does the bearded one explain that?',
      'Karl Marx',
    ],
  ])('%s: "%s" is answered by %s', async (debateId, line, name) => {
    const { moves, first } = await unlearnt(debateId, line);
    expect(moves[0]).toBe('answer');
    expect(first).toBe(name);
  });
});

// Under cross-validation: a case of his own, then "what am I supposed to do?", got the chair's word on how the debate
// works; "... says please and thank you" took leave for him.
describe('his own case, then what to do or say in it', () => {
  it.each([
    [
      'climate-progress-debate',
      'i feel guilty every time i book a flight but my whole family lives abroad. what am i supposed to do',
    ],
    [
      'morality-debate',
      "I've got a four-year-old who just bit her cousin. I told her biting is wrong, she asked 'why?', and I honestly had nothing. What am I supposed to say, that it's a convention?",
    ],
  ])('%s: "%s" is argued', async (debateId, line) => {
    const { moves } = await unlearnt(debateId, line);
    expect(moves[0]).toBe('answer');
  });

  it('"I\'m new here. What am I supposed to do?" is still how the debate works', async () => {
    const { moves, said } = await unlearnt('morality-debate', "I'm new here. What am I supposed to do?");
    expect(moves).toEqual(['chair']);
    expect(said).toMatch(/You are the challenger/);
  });
});

describe('thanks said of someone else', () => {
  it('"... says please and thank you" is no goodbye: the story is argued', async () => {
    const { moves } = await unlearnt(
      'ai-consciousness-debate',
      'my grandma talks to Alexa like its a person, says please and thank you. is she wrong or kind of right',
    );
    expect(moves[0]).toBe('answer');
  });
});

// Under cross-validation: a line put to a debater by name, in words likelier on the theme than off it but sharing few
// with any issue, was waved off by the chair.
describe('a line put to a debater by name, in words likelier on the theme than off it', () => {
  it.each([
    [
      'death-meaning-debate',
      "i'm 42 and suddenly very aware i'm halfway done. is a midlife crisis just heidegger arriving late",
      'Martin Heidegger',
    ],
    [
      'climate-progress-debate',
      'Would the lord chancellor fella be impressed with us or horrified?',
      'Francis Bacon',
    ],
  ])('%s: "%s" is answered by %s, through the nearest issue', async (debateId, line, name) => {
    const { moves, first } = await unlearnt(debateId, line);
    expect(moves[0]).toBe('answer');
    expect(first).toBe(name);
  });
});
