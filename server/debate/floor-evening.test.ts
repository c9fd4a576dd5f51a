import { assert, describe, expect, it } from 'vitest';
import { GRANTED } from './common-frames';
import { argumentOf } from './history';
import { runScript } from './testing/debate-script';
import type { DebateEntry } from './types';
import {
  answerTo,
  afterFreeWill,
  afterMorality,
  engine,
  firstAnswer,
  FREE_WILL,
  membersOf,
} from './testing/real-debate';

// A thirty-first listening session: a retired welder speaking ("aye", "yous", "that's me away to my bed") and a
// dancer off her feet after surgery. The chair kept order when asked for his view or the verdict, said nothing to a
// goodbye but argued on, and sent a visitor back from the door to the theme.

const KNOWLEDGE = 'Hume, how do you know the sun will rise tomorrow?';
const afterKnowledge = (line: string) => answerTo('knowledge-debate', KNOWLEDGE, line);

describe('the verdict asked for in his own words', () => {
  it.each([
    ['free-will-debate', 'Leibniz, please sum up and tell me who won tonight.'],
    ['free-will-debate', "leibniz that's your name aye who's got the better of it and finish it off for us"],
    ['knowledge-debate', "right aristotle give us the final word who's right"],
    [
      'knowledge-debate',
      'Right, Aristotle, bring it home. Verdict please... and make it a good finish, I know about finishes.',
    ],
    // Set 33's sommelier, typing at closing time: before, the chair's own view and another round.
    ['knowledge-debate', 'ok wrap it up aristotle, the kp wants to mop under me. real or invented'],
  ])('%s: "%s" closes the debate', async (debateId, line) => {
    const turns = await answerTo(debateId, debateId === 'knowledge-debate' ? KNOWLEDGE : FREE_WILL, line);
    expect(turns.map((turn) => turn.move)).toEqual(['verdict']);
  });

  it.each(["Hume, what's your final word on it?", 'ok wrap it up. but first, can we be sure of anything?'])(
    '"%s" is no verdict',
    async (line) => {
      const turns = await afterKnowledge(line);
      expect(turns[0]?.move).not.toBe('verdict');
    },
  );
});

describe('a goodbye in his own words', () => {
  it.each(['good night then', "that's me away to my bed", "I'm off to my bed"])(
    '"%s": the chair says goodbye, and nobody argues on',
    async (line) => {
      const turns = await afterFreeWill(line);
      expect(turns.map((turn) => turn.move)).toEqual(['chair']);
      expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
    },
  );
});

describe('back from the door', () => {
  it.each([
    'sorry hen that was my granddaughter at the door um where were we',
    'Sorry, I had to ice my knee. Did I miss anything important?',
  ])('"%s": welcomed back, and told where the debate stands', async (line) => {
    const [turn, ...rest] = await afterMorality(line);
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences.join(' ')).toMatch(/^Welcome back\. In short: /);
    expect(rest).toEqual([]);
  });

  it('"where were we", said with no time away, is the summary alone', async () => {
    const [turn] = await afterMorality('where were we');
    expect(turn?.sentences[0]).toMatch(/^In short: /);
  });
});

describe('the chair, asked where things stand', () => {
  it('"Leibniz, is there a way both of them are right?" gets his own view', async () => {
    const [turn] = await afterFreeWill('Leibniz, is there a way both of them are right?');
    expect(turn).toMatchObject({ speaker: 'Leibniz', move: 'hand-over' });
    expect(turn?.sentences[1]).toMatch(/^I stand between my two guests/);
  });

  it('"Sorry, was practising a pass while listening. Aristotle, what\'s your ruling so far?" is who is ahead', async () => {
    const [turn, ...rest] = await afterKnowledge(
      "Sorry, was practising a pass while listening. Aristotle, what's your ruling so far?",
    );
    expect(turn?.sentences[0]).toMatch(/^So far \w+ has the better of it/);
    expect(rest).toEqual([]);
  });

  it('"aristotle you\'ve been awful quiet whose winning" is who is ahead', async () => {
    const [turn, ...rest] = await afterMorality("aristotle you've been awful quiet whose winning");
    expect(turn).toMatchObject({ speaker: 'Aristotle', move: 'chair' });
    expect(turn?.sentences[0]).toMatch(/has the better of it|even/);
    expect(rest).toEqual([]);
  });

  it('"right so um which one of yous is nature" (Nietzsche, misheard) is who is who', async () => {
    const [turn] = await afterMorality('right so um which one of yous is nature');
    expect(turn?.sentences[0]).toMatch(/^Socrates is the gadfly, and Nietzsche the hammer/);
  });
});

describe('the visitor, between questions', () => {
  it('"That\'s weirdly comforting." is glad', async () => {
    const [turn] = await afterKnowledge("That's weirdly comforting.");
    expect(turn?.sentences[0]).toBe('I am glad it helped.');
  });

  it('"Socrates, what would you ask him?" sets Socrates on the other', async () => {
    const [turn] = await afterMorality('Socrates, what would you ask him?');
    expect(turn).toMatchObject({ speaker: 'Socrates', move: 'rebut' });
  });

  it.each([
    "aye well that's honest at least i'll give you that",
    // Set 30's retired engineer: before, a framed argument on the origin of values.
    "Fair enough. That's an honest answer.",
    'ha, good answer',
  ])('"%s" grants the point: the chair takes it graciously, then moves on', async (line) => {
    const [turn] = await afterMorality(line);
    expect(turn?.move).toBe('move-on');
    expect(GRANTED).toContain(turn?.sentences[0]);
  });

  it.each(['ok', 'fair enough. but why should I be good then?'])('"%s" grants nothing', async (line) => {
    const [turn] = await afterMorality(line);
    expect(GRANTED).not.toContain(turn?.sentences[0]);
  });

  it('"i packed in the fags in ninety eight cold turkey nobody made me do that" is argued, not sent away', async () => {
    const [turn] = await afterFreeWill(
      'i packed in the fags in ninety eight cold turkey nobody made me do that that was me',
    );
    expect(turn?.move).toBe('answer');
  });
});

describe('his answer to the question put to him', () => {
  it('"well no if your mates are robbing a bank you leave them obviously" stays on the issue just argued', async () => {
    const LIE = 'Socrates, is it always wrong to lie?';
    const exchange = await firstAnswer('morality-debate', LIE);
    // The chair put a question to him, and he answers it with no cue of the issue.
    expect(exchange.at(-1)?.sentences.at(-1)).toMatch(/\?$/);
    const [turn] = await answerTo(
      'morality-debate',
      LIE,
      'well no if your mates are robbing a bank you leave them obviously',
    );
    const argued = exchange[0]?.plan;
    expect(turn?.move).toBe('answer');
    expect(turn?.plan).toMatchObject({ issue: argued?.move === 'answer' ? argued.issue : 'unargued' });
  });

  it.each(['Translate good morning into japanese for me.', 'He won the champions league final last year.'])(
    '"%s" is still off the theme',
    async (line) => {
      const [turn] = await afterMorality(line);
      expect(turn?.move).toBe('redirect');
    },
  );
});

describe('his own decision', () => {
  it.each([
    'Do either of you think I should go back to dancing, if my knee lets me?',
    'Should I forgive my brother?',
  ])('"%s" is argued on how to live, not sent back to the theme', async (line) => {
    const [turn] = await afterMorality(line);
    expect(turn?.plan).toMatchObject({ move: 'answer', issue: 'good-life' });
  });

  it('"should I" with an issue of its own is argued on that issue', async () => {
    const [turn] = await afterMorality('Should I still be good if God is dead?');
    expect(turn?.plan).toMatchObject({ move: 'answer', issue: 'religion-morality' });
  });
});

describe('a first question that greets us', () => {
  it('is welcomed by the one who answers it; a later greeting is not', async () => {
    const [turn] = await firstAnswer(
      'morality-debate',
      'Hello. I hope it is alright to join. Is pity a weakness?',
    );
    expect(turn?.move).toBe('answer');
    expect(turn?.sentences[0]).toBe('Welcome.');
    const [later] = await afterMorality('hi again, is pity a weakness?');
    expect(later?.sentences[0]).not.toBe('Welcome.');
  });

  it("is welcomed on a call too, where the turn's own line is begun before its words are chosen", async () => {
    const said = 'Hello! First time here. Nietzsche, if God is dead, why should I be good?';
    const conversation: DebateEntry[] = [{ role: 'user', content: said }];
    const turn = engine.turn({
      members: membersOf('morality-debate'),
      conversation,
      event: { type: 'challenge', text: said },
      signal: new AbortController().signal,
    });
    const outputs = turn[Symbol.asyncIterator]();
    const planned = await outputs.next();
    assert(!planned.done && planned.value.type === 'plan');
    // The floor opens the turn's line as it starts to speak (server/call/floor.ts).
    conversation.push({ role: 'assistant', content: '', plan: planned.value.plan });
    const first = await outputs.next();
    expect(first.value).toEqual({ type: 'sentence', text: 'Welcome.' });
  });
});

describe('a quiet visitor', () => {
  it('is not asked again: the debate carries on, and the chair sums up the newest two points, asking nothing', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Nietzsche, is pity a weakness?' },
      { silence: true },
    ]);
    const [answer, reply] = debate.byStep[0] ?? [];
    const [pressed, summed] = debate.byStep[1] ?? [];
    assert(pressed?.speaker === answer?.speaker && pressed?.plan.move === 'rebut' && reply);
    expect(pressed.plan).toMatchObject({ carried: true, target: { argument: argumentOf(reply.plan) } });
    expect(summed?.plan).toMatchObject({
      move: 'summarise',
      quiet: true,
      target: { argument: pressed.plan.argument },
    });
    expect(summed?.sentences.join(' ')).not.toContain('?');
  });
});
