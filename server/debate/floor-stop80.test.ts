import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';
import { afterMorality, movesOf } from './testing/real-debate';

// Found under cross-validation (stop 80): serious questions of another subject argued because they named two of the
// debate's concepts, or asked whether something is wrong to do. Each line is new, put as the floor meets a visitor's: unlearnt, as the first line of a call.
const floor = await draftFloor(
  ['death-meaning-debate', 'capitalism-debate'],
  ['free-will-debate', 'knowledge-debate'],
);

describe("a question of another subject in two of the debate's concepts, or of right and wrong", () => {
  it.each([
    // "feelings" names feeling and the passions: one word.
    ['free-will-debate', "Is it alright to tell a friend a white lie so their feelings aren't hurt?"],
    // Right and wrong for anyone, asked of no decision of his own: not the debate's advice on how to live.
    ['free-will-debate', 'Is it wrong to eat pork if the pig was raised kindly and never felt pain?'],
    // Mind and existence, in words of another debate's theme.
    ['death-meaning-debate', 'Do numbers exist out there somewhere, apart from every mind?'],
  ])('%s: "%s" is brought back to the theme', async (debateId, line) => {
    expect(movesOf(await floor.unlearnt(debateId, line))).toEqual(['redirect']);
  });

  it.each([
    ['free-will-debate', "our data team can predict which users churn, so they're not really choosing"],
    ['free-will-debate', 'If my brain decided before I did, was the choice ever mine?'],
    [
      'death-meaning-debate',
      'My dad is dying and keeps asking whether his life meant anything. What do I tell him?',
    ],
  ])('%s: a case told in its concepts, "%s", is still argued', async (debateId, line) => {
    expect(movesOf(await floor.unlearnt(debateId, line)).slice(0, 2)).toEqual(['answer', 'rebut']);
  });
});

// "What's the capital of Australia? I always forget." in The Market Showdown: Smith defined his capital.
describe('a word of the debate said of another thing', () => {
  it.each(["What's the capital of Peru?", 'what is the capital of canada again'])(
    '"%s" asks about that thing: brought back to the theme, no word defined',
    async (line) => {
      expect(movesOf(await floor.unlearnt('capitalism-debate', line))).toEqual(['redirect']);
    },
  );

  it.each([
    ['capitalism-debate', "What's the division of labour?"],
    ['capitalism-debate', 'what is the labour theory of value'],
    ['knowledge-debate', 'what is the problem of induction'],
  ])('%s: "%s", a term of the debate, is still defined', async (debateId, line) => {
    expect(movesOf(await floor.unlearnt(debateId, line))[0]).toBe('define');
  });
});

// "lol my cat just walked across the keyboard, sorry if that sent something weird", mid-call, was taken as a joke by
// the debater who had just spoken.
describe('a slip at the keyboard, said another way', () => {
  it.each([
    'lol my dog just sat on the keyboard, sorry if that sent something odd',
    'my cat just walked across my laptop sorry if something weird got sent',
    'haha my kitten just jumped on the keyboard and nearly sent something',
  ])('"%s" needs no pardon, and no debater takes it as a joke', async (line) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('No harm done.');
  });
});

// "hey everyone, greetings from a very rainy Manchester" and "Hi there, how are you both doing today?", mid-call, were
// argued.
describe('a greeting after the first line, said another way', () => {
  it.each([
    ['hey everyone, greetings from a very rainy Manchester', 'Hello, and welcome.'],
    ['Hi there, how are you both doing today?', 'Very well, thank you, and welcome.'],
  ])('"%s" is greeted back ("%s"), and the floor stays with him', async (line, greeting) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe(greeting);
  });
});
