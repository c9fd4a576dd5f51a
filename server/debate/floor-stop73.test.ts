import { describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { addressedMember } from './lexicon';
import { draftFloor } from './testing/draft-floor';
import { firstAnswer, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for the blind set of 2026-12-06 once it was spent (stop 73): debaters called by
// their century and what they were, or by where they lived and taught, and the call's sound complained of. The lines
// are the set's, reworded, in the debates still in draft as well as in the classics.

const DRAFTS = [
  'death-meaning-debate',
  'gender-nature-debate',
  'simulation-reality-debate',
  'social-media-humanity-debate',
];
const { knowledge, membersOf, firstInDraft, unlearnt } = await draftFloor(DRAFTS, ['morality-debate']);

describe('a debater called by his century and what he was, or by his city and his school', () => {
  it.each([
    [
      'gender-nature-debate',
      'What would the 18th-century Englishwoman say to a girl told to smile more?',
      'Mary Wollstonecraft',
    ],
    [
      'gender-nature-debate',
      'what would the eighteenth century englishwoman make of beauty filters',
      'Mary Wollstonecraft',
    ],
    [
      'death-meaning-debate',
      'The Greek with the garden: if pleasure is the goal, is a short happy life enough?',
      'Epicurus',
    ],
    [
      'social-media-humanity-debate',
      'The French rebel from the sixties: is every influencer part of the show?',
      'Guy Debord',
    ],
    ['morality-debate', 'Old man from Athens, does a wolf pack have a morality?', 'Socrates'],
  ])('%s: "%s" is put to %s', (debateId, line, name) => {
    const members = membersOf(debateId);
    const cast = castDebate(members, knowledge);
    expect(members[addressedMember(line, cast.seated) ?? -1]?.name).toBe(name);
  });

  it('"the 18th-century lady" is still no one in particular', () => {
    const cast = castDebate(membersOf('gender-nature-debate'), knowledge);
    expect(addressedMember('what would an 18th-century lady make of this app?', cast.seated)).toBeUndefined();
  });
});

describe("the call's sound complained of", () => {
  it('"how do I turn the moderator\'s volume down?" is told the device sets it', async () => {
    const turns = await firstAnswer(
      'morality-debate',
      "how do I turn the moderator's volume down, it's a lot",
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toContain("your device's volume");
  });

  it('"is the audio always this quiet?" is told the device sets it', async () => {
    const turns = await firstAnswer('morality-debate', 'hello from Lagos! is the audio always this quiet?');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toContain("your device's volume");
  });

  it('"the sound is a second behind the picture" is told it is the connection', async () => {
    const turns = await firstInDraft(
      'simulation-reality-debate',
      'moderator, the sound is a second behind the picture for me',
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toContain('the connection');
  });

  it('"Is the sound of a tree falling real if nobody hears it?" is argued', async () => {
    const turns = await firstInDraft(
      'simulation-reality-debate',
      'Is the sound of a tree falling real if nobody hears it?',
    );
    expect(turns[0]?.plan.move).not.toBe('chair');
  });
});

describe('a term of art asked after, as the visitor spells it', () => {
  it('"Guy, what is a derive, and could I do one in my own town?" is Debord\'s to answer', async () => {
    const turns = await firstInDraft(
      'social-media-humanity-debate',
      'Guy, what is a derive, and could I do one in my own town?',
    );
    expect(turns[0]?.speaker).toBe('Guy Debord');
    expect(movesOf(turns)).not.toContain('redirect');
  });
});

describe("a line in the theme's own words that means like small talk", () => {
  it.each([
    ['social-media-humanity-debate', "What does 'less human' even mean here?"],
    ['social-media-humanity-debate', 'Is there such a thing as healthy screen time?'],
  ])('%s: "%s" is argued', async (debate, line) => {
    const turns = await unlearnt(debate, line);
    expect(movesOf(turns)).not.toContain('redirect');
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('"what time is it in Lisbon right now, just curious" is still turned away', async () => {
    const turns = await unlearnt(
      'social-media-humanity-debate',
      'what time is it in Lisbon right now, just curious',
    );
    expect(movesOf(turns)).toEqual(['redirect']);
  });
});
