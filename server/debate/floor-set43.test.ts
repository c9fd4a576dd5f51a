import { describe, expect, it } from 'vitest';
import { afterKnowledge, answerTo, FREE_WILL } from './testing/real-debate';

// The floor with the real knowledge, for listening set 43: a lorry driver from Preston and a night guard at a museum in
// Minneapolis speaking, a games tester in Montreal and a retired court stenographer in Canberra typing. Lines from its
// drafts' debates are put here to a classic in the same words.

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

describe('taking leave, and the verdict, in more words', () => {
  it.each([
    'thank you all really this helped more than i figured okay aristotle goodbye and uh no verdict needed',
    'cheers both gotta go my slot at the depot is six in the morning take it easy',
  ])('"%s" is a goodbye', async (line) => {
    const turns = await afterKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it.each([
    'ok verdict time. who took it? im going with the skeptic gg',
    'right the tachos telling me to move so aristotle whos winning this or is it a draw',
  ])('"%s" asks for the verdict', async (line) => {
    const turns = await afterKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });
});

describe('what one of them said, asked of the chair by name', () => {
  it.each([
    "Aristotle, I confess I've lost track. Could you remind me what Leibniz's main claim is, in one sentence?",
    'did Leibniz say anything I should feel guilty about',
  ])('"%s": the chair gives his last point, not the last one made', async (line) => {
    const turns = await afterKnowledge(line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/^In short, Leibniz said that/);
  });
});

describe('siding with one of them by name', () => {
  it('"In that case I\'m with Hume, though ...": Hume takes it further', async () => {
    const turns = await afterKnowledge(
      "Thank you. In that case I'm with Hume, though I'd have put it less politely.",
    );
    expect(turns[0]).toMatchObject({ speaker: 'Hume', plan: { granted: true } });
  });

  it('"im on the fence about ..." sides with no one', async () => {
    const turns = await afterKnowledge('honestly im on the fence about what hume said');
    expect(turns[0]?.plan.granted).toBeUndefined();
  });
});

describe('a point granted in a few words the floor did not take as one', () => {
  it('"ok that\'s kinda beautiful actually. ill give u that one": the one whose point it was takes it', async () => {
    const turns = await afterKnowledge("ok that's kinda beautiful actually. ill give u that one");
    expect(turns[0]?.plan).toMatchObject({ granted: true });
    expect(turns[0]?.sentences[0]).toBe('I am glad you grant it.');
  });

  it('"I think Hume just made the stronger point, actually": Hume takes it', async () => {
    const turns = await afterKnowledge(
      "I think Hume just made the stronger point, actually, though I'd never have admitted it.",
    );
    expect(turns[0]).toMatchObject({ speaker: 'Hume', plan: { granted: true } });
  });
});

describe('the chair asked in other words', () => {
  it.each([
    ['free-will-debate', FREE_WILL, 'libe nits sorry leibniz how long is this one meant to last', /clock/],
    ['free-will-debate', FREE_WILL, 'just gotta nip to the loo dont go anywhere', /^Take your time/],
  ])('%s, "%s": the chair answers it', async (debateId, opening, line, words) => {
    const turns = await answerTo(debateId, opening, line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(words);
  });

  it('"hey random but do any of you guys know how thick the ice has to be ...": off the theme, turned back to it', async () => {
    const turns = await afterKnowledge(
      'hey random but do any of you guys know how thick the ice has to be to drive a pickup out on the lake',
    );
    expect(turns.map((turn) => turn.plan.move)).toEqual(['redirect']);
  });
});

describe('the name said again after "is it", as he hears it', () => {
  it('"hello aristotle is it harris tottle um how does this work": how the debate works', async () => {
    const turns = await afterKnowledge(
      'hello aristotle is it harris tottle um how does this work do i just talk to them',
    );
    expect(turns.map((turn) => turn.plan.move)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/^You are the challenger/);
  });

  it('"socrates is it wrong to lie" is still his question', async () => {
    const turns = await answerTo(
      'morality-debate',
      'Socrates, is goodness real?',
      'socrates is it wrong to lie',
    );
    expect(turns[0]).toMatchObject({ speaker: 'Socrates', move: 'answer' });
  });
});
