import { describe, expect, it } from 'vitest';
import { writtenForm } from '../call/written-form';
import { runScript, shape } from './testing/debate-script';
import { answerTo, engine, membersOf } from './testing/real-debate';

// The floor with the real knowledge, for the twenty-second listening session's lines: a first-timer who thanks and
// asks, a pharmacist between customers, a historian who asks for rulings, a gamer at his headset.

const OPENING = { visitor: 'Spinoza, if every choice has a cause, can anyone be blamed?' };

describe('the chair, asked about the debate', () => {
  it.each([
    [
      "Oh okay, thank you. Sorry, I don't really know much about philosophy. What's the main question?",
      /^Our question/,
    ],
    [
      'Would the moderator please summarise, briefly and fairly, where each speaker now stands?',
      /^In short: /,
    ],
    [
      'Would the moderator kindly summarise the strongest point each side has made, in no more than two sentences apiece?',
      /^In short: /,
    ],
    [
      "Am I allowed to just ask questions like this? I don't want to interrupt the real debate.",
      /^You are the challenger/,
    ],
    ["What should I say next? I'm not very good at this.", /^Here is one worth putting to/],
    [
      'Thank you. A most instructive hour, or rather twelve minutes. Good day to you all.',
      /^Goodbye, and thank you/,
    ],
    [
      "Thank you all so much, that was really interesting. I think I'll leave it there. Do I just press Exit Arena?",
      /^Goodbye, and thank you[^?]*$/,
    ],
  ])('"%s"', async (line, answer) => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [OPENING, { visitor: line }]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Leibniz:chair']);
    expect(debate.byStep[1]?.[0]?.sentences.join(' ')).toMatch(answer);
  });

  it.each([
    "um my mum's shouting that it's bedtime can someone just sum it up real quick",
    "ok gg that was actually kinda sick i gotta go my squad's waiting peace",
  ])('heard: "%s"', async (words) => {
    const turns = await answerTo(
      'free-will-debate',
      OPENING.visitor,
      writtenForm(words, ['Descartes', 'Spinoza', 'Leibniz']),
    );
    expect(shape(turns)).toEqual(['Leibniz:chair']);
  });

  it('"Do we need the gods to die in peace?" is no goodbye', async () => {
    const turns = await answerTo('free-will-debate', OPENING.visitor, 'Do we need the gods to die in peace?');
    expect(turns[0]?.plan.move).not.toBe('chair');
  });
});

describe('a visitor who steps away', () => {
  it('is told to take his time, and in the silence after it the debaters carry on', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      OPENING,
      { visitor: 'sorry customer brb' },
      { silence: true },
    ]);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/^Take your time: they will carry on/);
    const [chair, answer] = debate.byStep[2] ?? [];
    expect(chair?.plan.move).toBe('move-on');
    expect(answer?.plan.move).toBe('answer');
  });
});

describe('asked plainly of both', () => {
  it('"... like one sentence each? What\'s the answer?": where each stands', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      OPENING,
      {
        visitor:
          "Um can you make it shorter my match is about to start like one sentence each? What's the answer?",
      },
    ]);
    const plain = (debate.byStep[1] ?? []).filter(
      (turn) => turn.plan.move === 'answer' && 'plain' in turn.plan,
    );
    expect(plain).toHaveLength(2);
  });
});

describe('heard as on the theme', () => {
  it.each([
    ["But I literally just chose to say that I could've said something else bro.", 'feeling-of-choice'],
    [
      "Like if my teammate throws the game can I still be mad at him if he couldn't help it?",
      'responsibility',
    ],
  ])('"%s": %s', async (line, issue) => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [OPENING, { visitor: line }]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ move: 'answer', issue });
  });
});

// The twenty-third session: a nurse, a teenager and a skeptical engineer (their replies had not changed at all).
describe('the chair, asked again in other words', () => {
  const KNOWLEDGE_OPENING = { visitor: 'Hume, how do you know the sun will rise tomorrow?' };

  it.each([
    ['Sorry, rapid response bleep. Back in two.', /^Take your time: they will carry on/],
    ['hold on my friend is texting me', /^Take your time: they will carry on/],
    ["Hang on, my patient's monitor is alarming. Don't go anywhere.", /^Take your time: they will carry on/],
    ['Sorted. Sorry. Anything I missed, in two lines?', /^In short: /],
    ['sorry back. ngl i zoned out whats happening', /^Welcome back\. In short: /],
    ['ok bye i have maths now ugh', /^Goodbye, and thank you/],
    ['ok gtg my mom says dinner. thx this actually helped lol', /^Goodbye, and thank you/],
    ["Aristotle, you're the logician. Score them on definitions, evidence and consistency.", /^So far /],
    ["aristotle who won, and no 'both have good points' pls", /^So far /],
    ['How much time is left? Summaries please, fifteen words each.', /^The clock .* In short: /],
  ])('"%s"', async (line, answer) => {
    const turns = await answerTo('knowledge-debate', KNOWLEDGE_OPENING.visitor, line);
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(answer);
  });

  it.each([
    'Moderator, Leibniz is running long. Hold him to a minute, please.',
    "Moderator, I asked for direct answers and I'm getting speeches. Can you enforce that?",
  ])('"%s": shorter turns from here on', async (line) => {
    const turns = await answerTo('knowledge-debate', KNOWLEDGE_OPENING.visitor, line);
    expect(turns[0]?.sentences[0]).toBe('A fair complaint: shorter turns from here on.');
  });

  it.each([
    "Hm. That's a fair distinction. I'll give you that one.",
    "All right. I'll grant that. More coherent than I expected.",
  ])('"%s": a point granted moves the debate on', async (line) => {
    const turns = await answerTo('knowledge-debate', KNOWLEDGE_OPENING.visitor, line);
    expect(turns[0]?.plan.move).toBe('move-on');
  });

  it('"Hello, Tomasz here, ... a break of forty five minutes" is no stepping away', async () => {
    const turns = await answerTo(
      'knowledge-debate',
      KNOWLEDGE_OPENING.visitor,
      'Hello, Tomasz here, I drive a truck, I have a break of forty five minutes.',
    );
    expect(turns[0]?.sentences.join(' ')).not.toMatch(/^Take your time/);
  });
});
