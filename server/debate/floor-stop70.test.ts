import { describe, expect, it } from 'vitest';
import { firstAnswer, inSequence, MORALITY, movesOf } from './testing/real-debate';
import { rightInHisCase } from './visitor-case';

// The floor with the real knowledge, for the blind set of 2026-12-03 once it was spent (stop 70): challenges on the
// theme that the chair took for a question about the debate, and a request the floor did not hear.

describe('a challenge that asks why anyone should listen', () => {
  it.each([
    'Spinoza, every determinist ends up excusing criminals. Why should anyone listen?',
    'Descartes, you say the will is free. Why would anyone listen?',
  ])('"%s" is argued, not told how the debate works', async (line) => {
    const turns = await firstAnswer('free-will-debate', line);
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('"Am I meant to ask questions, or do I just listen?" still asks how it works', async () => {
    const turns = await firstAnswer('free-will-debate', 'Am I meant to ask questions, or do I just listen?');
    expect(movesOf(turns)).toEqual(['chair']);
  });
});

describe('who is right, asked of his own case', () => {
  it.each([
    "My teenage son won't tell me the truth about anything. I punish him and he's miserable. Who's right, me or him?",
    "my 3 yr old daughter shares every sweet she has and we never told her to. so who's right lol",
  ])('"%s" is his case put to the debaters', async (line) => {
    expect(rightInHisCase(line)).toBe(true);
    const turns = await firstAnswer('morality-debate', line);
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('"who won tonight?" is still who is ahead', () => {
    expect(rightInHisCase("My son says it's Socrates. Who's right, who won tonight?")).toBe(false);
  });
});

describe('"What\'s the difference?"', () => {
  it('after his own case, asks about the case', async () => {
    const turns = await firstAnswer(
      'morality-debate',
      "I coach kids football. Some cheat when the ref looks away, some never do. What's the difference?",
    );
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('said alone, asks where the two disagree', async () => {
    const [, turns] = await inSequence('morality-debate', [MORALITY, "What's the difference?"]);
    expect(movesOf(turns ?? [])).toEqual(['chair']);
    expect(turns?.[0]?.sentences[0]).toMatch(/^They do disagree/);
  });
});

describe('"Sorry, my headphones cut out. What did you just say?"', () => {
  it('hears the last point again', async () => {
    const [, turns] = await inSequence('morality-debate', [
      MORALITY,
      'Sorry, my headphones cut out. What did you just say?',
    ]);
    expect(movesOf(turns ?? [])).toEqual(['chair']);
    expect(turns?.[0]?.sentences.join(' ')).toMatch(
      /^Of course\. Socrates holds that .+, and Nietzsche that /,
    );
  });
});

describe('a question about the app itself', () => {
  it.each([
    'Do I need to make an account to keep using this?',
    'Who made this app?',
    'Is this going to eat a lot of my mobile data?',
  ])('"%s" is for its makers, and the chair says how the debate works', async (line) => {
    const turns = await firstAnswer('free-will-debate', line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[1]).toBe('The app itself is for its makers to answer for, not me.');
  });

  it('"does this app cost money" is what it costs', async () => {
    const turns = await firstAnswer('free-will-debate', 'does this app cost money');
    expect(turns[0]?.sentences[1]).toBe('What the app costs is for its makers to say, not for me.');
  });
});

describe('the app praised', () => {
  it.each(['Hi, sorry, I just wanted to say I love this app!', 'this is great'])(
    '"%s" is glad of it, and hands back the floor',
    async (line) => {
      const turns = await firstAnswer('morality-debate', line);
      expect(movesOf(turns)).toEqual(['chair']);
      expect(turns[0]?.sentences[0]).toBe('I am glad you are enjoying it.');
    },
  );

  it('"I love the way Nietzsche puts it, but is pity really weakness?" is argued', async () => {
    const turns = await firstAnswer(
      'morality-debate',
      'I love the way Nietzsche puts it, but is pity really weakness?',
    );
    expect(turns[0]?.plan.move).toBe('answer');
  });
});

describe('who is right, asked after a case on the theme', () => {
  it('"My grandmother says stealing is wrong because God said so. ... Who\'s closer to the truth here?" is argued', async () => {
    const turns = await firstAnswer(
      'morality-debate',
      "My grandmother says stealing is wrong because God said so. My brother says it's wrong because you'd get caught. Who's closer to the truth here?",
    );
    expect(turns[0]?.plan).toMatchObject({ move: 'answer', issue: 'religion-morality' });
  });

  it('"the bees are in the basket. the coffee is cold. who wins this fight" still asks who is ahead', async () => {
    const turns = await firstAnswer(
      'knowledge-debate',
      'ok lie bits the bees are in the basket. the coffee is cold. who wins this fight',
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Nobody is ahead yet/);
  });
});
