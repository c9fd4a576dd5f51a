import { describe, expect, it } from 'vitest';
import { QUIPS } from './common-frames';
import { afterOpening, answerTo, FREE_WILL, MORALITY } from './testing/real-debate';
import { templatePattern } from './text';

// The floor with the real knowledge, for listening set 37: a jockey and a paintings conservator typing, a barber and a
// wildland firefighter speaking. They asked for the verdict in their own words, most of them on their way out.

describe('the verdict asked for in a visitor’s own words, from set 37', () => {
  it.each([
    ['free-will-debate', 'ok leibniz verdict. whos right. short pls'],
    ['free-will-debate', "right i'm back leibniz i have to close up soon so who win"],
    ['knowledge-debate', 'ok aristotle weigh in time lol. verdict'],
    ['knowledge-debate', 'Aristotle, I must go. Who has convinced you tonight? And please, use my panel.'],
    ['knowledge-debate', 'alright aristotle who won give it to me straight hume or lib nets'],
    ['morality-debate', 'ha ok. gotta sleep, 5am ride out. verdict aristotle??'],
    [
      'morality-debate',
      'okay aristotle i got three waiting on the bench so tell me straight who win the gadfly or the hammer',
    ],
  ])('%s, "%s": the chair gives his verdict', async (debateId, line) => {
    const turns = await afterOpening(debateId, line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['verdict']);
  });

  it.each([
    ['knowledge-debate', 'aristotle who won the derby last year, do you know that for certain?'],
    ['morality-debate', 'who won the war of the roses or the hundred years war, and was it just?'],
  ])('%s, "%s": who won something else is no verdict', async (debateId, line) => {
    const turns = await afterOpening(debateId, line);
    expect(turns.map((turn) => turn.plan.move)).not.toContain('verdict');
  });
});

describe('a question put to the chair, from set 37', () => {
  it.each([
    [
      'free-will-debate',
      'leibniz ur the ref. does the horse decide or do i',
      /^Since you ask, here is my own view/,
    ],
    [
      'knowledge-debate',
      'aristotle you the logician what you make of that',
      /^Since you ask, here is my own view/,
    ],
    ['knowledge-debate', 'aristotle ur the ref. wud u ever bet', /for the most part/],
    [
      'knowledge-debate',
      'Aristotle, in your own terms: the wood is the matter, the image is the form. If the form survives, is it the same?',
      /one in kind, not one in number/,
    ],
    [
      'morality-debate',
      'back. sauna. 2lb off. feckin starving. aristotle is starving urself good or bad',
      /Milo/,
    ],
    [
      'morality-debate',
      'Aristotle, you are the chair, and in the Poetics you say art imitates. Is a repainted face still an imitation?',
      /Imitation is natural to us/,
    ],
  ])('%s, "%s": he answers it himself', async (debateId, line, said) => {
    const [chair] = await afterOpening(debateId, line);
    expect(chair?.plan.move).toBe('hand-over');
    expect(chair?.sentences.join(' ')).toMatch(said);
  });

  it('"do you have to pay for this app or it free": not his to say, and how the debate works', async () => {
    const [chair, ...rest] = await answerTo(
      'free-will-debate',
      FREE_WILL,
      'leibniz you the moderator the youth here ask me to ask you do you have to pay for this app or it free',
    );
    expect(chair?.sentences[0]).toBe('What the app costs is for its makers to say, not for me.');
    expect(rest).toEqual([]);
  });
});

describe('a joke, asking nothing, from set 37', () => {
  it.each([
    ['free-will-debate', 'ha the horse has a soul. descartes in bits', 'Descartes'],
    ['knowledge-debate', 'so hes useless for betting lol', undefined],
    ['morality-debate', 'sovereign individual sounds class tho. id put that on me silks 😂', undefined],
  ])('%s, "%s": one light line that keeps his point, and no new round', async (debateId, line, who) => {
    const turns = await afterOpening(debateId, line);
    expect(turns.map((turn) => turn.plan.move)).toEqual(['quip']);
    if (who) expect(turns[0]?.speaker).toBe(who);
    expect(turns[0]?.sentences).toHaveLength(1);
    expect(QUIPS.some((frame) => templatePattern(frame).test(turns[0]?.sentences[0] ?? ''))).toBe(true);
  });

  it.each([
    'lol but seriously is free will real',
    'haha ok so what makes a choice mine?',
    'Spinoza, ur kinda harsh lol',
    // Set 38's bailiff: his point read back to him is answered as such.
    'so ur basically saying im just the muscle lol',
  ])('"%s" is no joke to take lightly', async (line) => {
    const turns = await answerTo('free-will-debate', FREE_WILL, line);
    expect(turns.map((turn) => turn.plan.move)).not.toContain('quip');
  });
});

describe('back from a moment away, from set 37', () => {
  it.each([
    ['knowledge-debate', 'back, parked. wait so hume do u think maths is made up too'],
    [
      'morality-debate',
      'Sorry, the varnish. So, Nietzsche, you question the value of truth. But would you buy a fake?',
    ],
    ['knowledge-debate', 'Okay I’m back and um the sun better come up tomorrow I got a dentist appointment.'],
  ])('%s, "%s": welcomed back, then answered', async (debateId, line) => {
    const [first] = await afterOpening(debateId, line);
    expect(first?.sentences[0]).toBe('Welcome back.');
    expect(first?.sentences.length).toBeGreaterThan(1);
  });

  it('"back, parked. wait so spinoza is my choice just appetite": the return is no topic of what follows', async () => {
    const [answer] = await answerTo(
      'free-will-debate',
      FREE_WILL,
      'back, parked. wait so spinoza is my choice just appetite',
    );
    expect(answer?.sentences[0]).toBe('Welcome back.');
    expect(answer?.plan).toMatchObject({ move: 'answer', argument: 'spinoza-decisions-are-appetites' });
  });

  it.each([
    'Sorry, Mr. Aristotle, can you explain what he just said?',
    'sorry i was wrong, is pity a weakness?',
    'Sorry, Socrates. Is goodness real?',
  ])('"%s" is no return', async (line) => {
    const [first] = await answerTo('morality-debate', MORALITY, line);
    expect(first?.sentences[0]).not.toBe('Welcome back.');
  });
});

describe('"hold on" before an objection or a question, from set 37', () => {
  it.each([
    ['free-will-debate', "Hold on so Spinoza you saying he shouldn't be in prison"],
    ['knowledge-debate', 'Hold on a minute villa playing tonight. Will they win Hume?'],
  ])('%s, "%s": no pause, but answered', async (debateId, line) => {
    const turns = await afterOpening(debateId, line);
    expect(turns[0]?.sentences.join(' ')).not.toMatch(/^Take your time/);
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('"hold on my friend is texting me" is still a pause', async () => {
    const [turn] = await answerTo('free-will-debate', FREE_WILL, 'hold on my friend is texting me');
    expect(turn?.sentences[0]).toMatch(/^Take your time/);
  });
});

describe('a debater’s card read back to him, from set 37', () => {
  it.each([
    [
      'free-will-debate',
      "descartes your card says your will reaches as far as the sky like dude my will says i'm gonna do a hundred pushups my shoulders say no",
      // What his will cannot make the body do, or (since 2027-01-08 taught the card's words with the passions: "why
      // can't I will myself to stop loving someone ...?") what it cannot order away.
      expect.stringMatching(/^descartes-(?:will-not-the-body|passions-steered-indirectly)$/),
    ],
    [
      'knowledge-debate',
      'leibniz yer card says u can read the laws of the world from ur armchair. grand, wats winning the derby',
      'leibniz-armchair-reads-necessity',
    ],
    [
      'morality-debate',
      'nietzsche ur the hammer one. wats ur advice, just win everything n screw the rules?',
      'nietzsche-hammer-sounds-idols',
    ],
  ])('%s, "%s": he says what his card claims, and what it does not', async (debateId, line, argument) => {
    const [answer] = await afterOpening(debateId, line);
    expect(answer?.plan).toMatchObject({ move: 'answer', argument });
  });
});

describe('Spinoza’s name as the recogniser splits it, from sets 35 and 37', () => {
  it.each([
    'spin oza so if i know the fuel and the weather do i ever choose anything',
    'spin nosa was my brother free to stop drinking',
  ])('"%s": Spinoza answers', async (line) => {
    const [turn] = await answerTo('free-will-debate', FREE_WILL, line);
    expect(turn?.speaker).toBe('Spinoza');
  });
});

describe('a point granted after what is granted, from set 38', () => {
  it('"ok leibniz 2+2=4 ill give u. but ...": he takes it first', async () => {
    const [turn] = await afterOpening(
      'knowledge-debate',
      'ok leibniz 2+2=4 ill give u. but thats school not real life',
    );
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan.granted).toBe(true);
  });

  it('"if you can prove it i\'ll give you a prize" grants nothing', async () => {
    const [turn] = await answerTo('free-will-debate', FREE_WILL, "if you can prove it i'll give you a prize");
    expect(turn?.plan.granted).toBeUndefined();
  });
});

it('"random but was hume actually massive? someone said u were a big lad": a fact of his life', async () => {
  const [turn] = await afterOpening(
    'knowledge-debate',
    'random but was hume actually massive? someone said u were a big lad',
  );
  expect(turn).toMatchObject({ speaker: 'Hume', plan: { move: 'life' } });
});
