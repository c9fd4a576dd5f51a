import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { afterFreeWill, afterKnowledge, afterMorality, firstAnswer } from './testing/real-debate';

// The floor with the real knowledge, for the classics' third blind set (in each debate's asked-blind.ts, written from
// the debates' cards alone on 2026-12-02): what it showed the engine reading wrong, read right.

describe('a debater put by a description the card suggests', () => {
  it('"To the Scottish gentleman: I sat on a jury ..." is Hume\'s to answer', async () => {
    const [turn] = await afterKnowledge(
      'To the Scottish gentleman: I sat on a jury in Melbourne and we convicted a man on circumstantial evidence. Nobody saw him do it. By your way of thinking, did we have any right to call that knowing?',
    );
    expect(turn?.speaker).toBe('Hume');
  });

  it('"For the barefoot Greek who drank the poison: ..." is Socrates\'s to answer', async () => {
    const [turn] = await afterMorality(
      'For the barefoot Greek who drank the poison: you left a wife and three sons behind for the sake of a principle. Was that fair to them?',
    );
    expect(turn?.speaker).toBe('Socrates');
  });
});

describe('his own words held up against his view', () => {
  it('"hume u said ... u just go play backgammon ... isnt that admitting ..." is argued, not told as his life', async () => {
    const [turn] = await afterKnowledge(
      'hume u said when the doubts get too much u just go play backgammon with ur friends. isnt that admitting ur doubts are useless in real life and habit wins anyway',
    );
    expect(turn?.speaker).toBe('Hume');
    expect(turn?.plan).toMatchObject({ move: 'answer', issue: 'living-with-doubt' });
  });
});

describe('everyday words that are no term of the debate', () => {
  it('"The bridges I designed are still standing ..." is no argument from design', async () => {
    const [turn] = await afterKnowledge(
      "I'm 71, a retired engineer from Stuttgart. The bridges I designed are still standing because the physics held up. Don't tell me that was luck: doesn't engineering working prove we really do know how nature behaves?",
    );
    expect(turn?.plan.move).toBe('answer');
    expect(turn?.plan).not.toMatchObject({ issue: 'god-proof' });
  });

  it('"lol ... at this point is the algorithm making my choices for me" is a question, not a joke', async () => {
    const [turn] = await afterFreeWill(
      'lol amazon keeps recommending stuff and i keep buying it. at this point is the algorithm making my choices for me',
    );
    expect(turn?.plan.move).toBe('answer');
  });
});

describe('a greeting that says a word of the debate in its everyday sense', () => {
  it('"good afternoon mr live nits gentlemen i hope you dont mind an old clockmaker joining in" is welcomed by the chair', async () => {
    const [turn] = await firstAnswer(
      'free-will-debate',
      'good afternoon mr live nits gentlemen i hope you dont mind an old clockmaker joining in',
    );
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan.move).toBe('hand-over');
  });
});

// Listening set 69 (2026-12-02), lines every build answered wrong.
describe('set 69: the floor as its visitors used it', () => {
  it('"... i want to be the guy who quit smoking not the universe night guys" takes his leave', () => {
    expect(
      floorTalk(
        "meh i'm going with day cart i want to be the guy who quit smoking not the universe night guys",
        false,
      ),
    ).toBe('farewell');
    expect(floorTalk('i watched the match last night guys', false)).toBeUndefined();
  });

  it('"Aristotle, as our moderator, may I ask whom you think has the stronger argument so far?" is answered', async () => {
    const [turn] = await afterKnowledge(
      "Aristotle, as our moderator, may I ask whom you think has the stronger argument so far? You needn't be diplomatic.",
    );
    expect(turn?.speaker).toBe('Aristotle');
    expect(turn?.sentences[0]).toMatch(/has the better of it|is even/);
  });
});
