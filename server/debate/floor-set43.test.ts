import { describe, expect, it } from 'vitest';
import { answerTo, FREE_WILL } from './testing/real-debate';

// The floor with the real knowledge, for listening set 43: a lorry driver from Preston and a night guard at a museum in
// Minneapolis speaking, a games tester in Montreal and a retired court stenographer in Canberra typing. Lines from its
// drafts' debates are put here to a classic in the same words.

const KNOWLEDGE = 'Can we know anything for certain?';
const afterKnowledge = (line: string) => answerTo('knowledge-debate', KNOWLEDGE, line);

describe('stepping away, coming back, and going', () => {
  it.each([
    ['Forgive me, I need to put the kettle on. Back in a moment.', /^Take your time/],
    [
      'hold on my radio is going somebody tripped a motion sensor in the sculpture hall give me two minutes',
      /^Take your time/,
    ],
    ['okay im back it was a moth it is always a moth did i miss anything big', /^Welcome back\. In short/],
    [
      'right thats me back it was just my grandson with the shopping sorry aristotle what are they actually disagreeing about i lost the thread',
      /^Welcome back\. They do disagree/,
    ],
    ['alright good night fellas gotta do my rounds thanks for keeping me awake', /^Goodbye/],
  ])('"%s": the chair answers it', async (line, words) => {
    const turns = await afterKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(words);
  });
});

describe('the chair called by a mishearing after a sorry and a title', () => {
  it('"sorry mister light nits is it how long do we have left": Leibniz, in the chair, says how long is left', async () => {
    const turns = await answerTo(
      'free-will-debate',
      FREE_WILL,
      'sorry mister light nits is it how long do we have left',
    );
    expect(turns.map((turn) => [turn.speaker, turn.plan.move])).toEqual([['Leibniz', 'chair']]);
  });
});

describe('doubt said in a few words', () => {
  it('"Hmm. Not sure about that." asks what the point rests on', async () => {
    const turns = await afterKnowledge('Hmm. Not sure about that.');
    expect(turns[0]?.plan.move).toBe('ground');
  });
});
