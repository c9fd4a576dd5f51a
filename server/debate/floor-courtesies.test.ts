import { assert, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { runScript } from './testing/debate-script';
import { afterFreeWill, afterMorality, engine, firstAnswer, membersOf } from './testing/real-debate';

// What a visitor says about himself and about the voices, besides his questions: a greeting, an apology for his own
// line, how long he can stay, whether they are AI, where a point comes from, and "I'll come back to this".

/** The work an argument names, from the real knowledge. */
function workOf(philosopher: string, debateId: string, argumentId: string): string | undefined {
  const seat = loadKnowledge().philosophers.get(philosopher)?.seats[debateId];
  assert(seat?.role === 'debater');
  return seat.arguments.find((argument) => argument.id === argumentId)?.work;
}

describe('a greeting', () => {
  it.each(['Hello there!', 'hello everyone'])(
    '"%s": the chair greets him back, and the floor is his',
    async (line) => {
      const [turn, ...rest] = await firstAnswer('morality-debate', line);
      expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
      expect(turn?.sentences.join(' ')).toMatch(
        /^Hello, and welcome\. Our question tonight is .*: put your challenge to Socrates or Nietzsche\.$/,
      );
      expect(rest).toEqual([]);
    },
  );

  it('"hello? is this on?" still checks the line', async () => {
    const [turn] = await firstAnswer('morality-debate', 'hello? is this on?');
    expect(turn?.sentences[0]).toBe('Yes, we hear you clearly.');
  });
});

describe('an apology for his own line', () => {
  it.each([
    "sorry, I'm rambling",
    'Sorry, long message.',
    'that was a lot, sorry',
    "sorry for the essay, didn't mean to go on",
    // Set 30: the chair took this one for a goodbye.
    'Sorry, that was a lot. Thanks for being patient with a stranger at 1am.',
  ])('"%s": no apology is needed, and the floor is his', async (line) => {
    const [turn, ...rest] = await afterMorality(line);
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^No apology needed/);
    expect(rest).toEqual([]);
  });

  it.each(['thanks for being patient', 'Thank you for hearing me out.'])(
    '"%s": thanks, not a goodbye: he is welcome, and the floor is his',
    async (line) => {
      const [turn, ...rest] = await afterMorality(line);
      expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
      expect(turn?.sentences[0]).toMatch(/^You are most welcome/);
      expect(rest).toEqual([]);
    },
  );

  it('"thanks for hearing me out, bye" still takes leave', async () => {
    const [turn] = await afterMorality('thanks for hearing me out, bye');
    expect(turn?.sentences[0]).toMatch(/^Goodbye/);
  });
});

describe('an answer that helped', () => {
  // "that's" reaches the floor talk as "that": the chair answered these with an argument on comfort.
  it.each(["that's comforting", "it's reassuring actually", 'That is a relief.'])(
    '"%s": the chair is glad it helped',
    async (line) => {
      const [turn, ...rest] = await afterMorality(line);
      expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
      expect(turn?.sentences[0]).toBe('I am glad it helped.');
      expect(rest).toEqual([]);
    },
  );
});

describe('how long he can stay', () => {
  it.each([
    "I've only got about ten minutes by the way",
    'i have 15 mins on my break',
    'just so you know I only have till 9',
  ])('"%s": the chair says how to spend it, and how to get the verdict', async (line) => {
    const [turn, ...rest] = await afterFreeWill(line);
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'chair' });
    expect(turn?.sentences.join(' ')).toMatch(/^Then let us spend them well: .*End debate\.$/);
    expect(rest).toEqual([]);
  });
});

describe('whether they are AI', () => {
  it.each([
    'are you actually Socrates or just a chatbot?',
    'Nietzsche, are you real?',
    'wait, am I talking to a computer?',
    'is this AI?',
    'who writes your lines?',
  ])('"%s": the chair says honestly what they are', async (line) => {
    const [turn, ...rest] = await afterMorality(line);
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/^We are AI philosophers, not the thinkers themselves/);
    expect(rest).toEqual([]);
  });

  it.each(['Descartes, are we just machines?', 'Spinoza, our choices, are they real?'])(
    '"%s" asks the debate, not what the voices are',
    async (line) => {
      const [turn] = await afterFreeWill(line);
      expect(turn?.move).not.toBe('chair');
      expect(turn?.speaker).not.toBe('Leibniz');
    },
  );
});

describe('where a point comes from', () => {
  it('"did you actually write that?": the last to make a point names the work of his argument', async () => {
    const [turn, ...rest] = await afterMorality('did you actually write that?');
    assert(turn?.plan.move === 'source');
    expect(turn.speaker).toBe('Nietzsche');
    const work = workOf('nietzsche', 'morality-debate', turn.plan.argument);
    expect(work).toBeDefined();
    expect(turn.sentences[0]).toContain(`${work}`);
    expect(turn.sentences[1]).toMatch(/paraphrase|not a quotation/);
    expect(rest).toEqual([]);
  });

  it('"Socrates, which book is that from?": he wrote nothing, so he says who did', async () => {
    const [turn] = await afterMorality('Socrates, which book is that from?');
    assert(turn?.plan.move === 'source');
    expect(turn.speaker).toBe('Socrates');
    const work = workOf('socrates', 'morality-debate', turn.plan.argument);
    expect(work).toMatch(/^Plato's /);
    expect(turn.sentences[0]).toMatch(/^(?:I wrote none of it down myself|Not from my own pen|Other hands)/);
    expect(turn.sentences[0]).toContain(`${work}`);
  });

  it('asked again and again, he names it every time', async () => {
    const asks = ['is that a real quote?', 'where did you say that?', 'source?', 'which book is that from?'];
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is goodness real?' },
      ...asks.map((visitor) => ({ visitor })),
    ]);
    for (const step of [1, 2, 3, 4]) {
      const [turn] = debate.byStep[step] ?? [];
      expect(turn?.plan.move).toBe('source');
      expect(turn?.sentences.length).toBeGreaterThan(0);
    }
  });
});

describe('a point put off', () => {
  it.each(["whatever. I'll come back to this", 'never mind', "let's park that for now"])(
    '"%s": the chair moves the debate on, and no one answers it as a question',
    async (line) => {
      const [turn] = await afterMorality(line);
      expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'move-on' });
    },
  );
});
