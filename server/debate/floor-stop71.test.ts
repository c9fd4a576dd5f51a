import { describe, expect, it } from 'vitest';
import {
  afterFreeWill,
  afterKnowledge,
  afterMorality,
  firstAnswer,
  inSequence,
  MORALITY,
  movesOf,
} from './testing/real-debate';

// The floor with the real knowledge, for the blind set of 2026-12-04 once it was spent (stop 71), and the off-theme
// lines the cross-validation still argued: errands that say a theme word, slips at the keyboard, greetings after the
// first line, the app's voices and settings, and debaters called by a title or by where they are from.

describe('an errand, whatever theme word it says', () => {
  it.each([
    ['free-will-debate', 'my washing machine is making a horrible grinding noise, any idea what it could be'],
    ['free-will-debate', "What's the best laptop for a computer science student on a budget?"],
    ['knowledge-debate', 'anyone been to postojna cave in slovenia? worth the trip?'],
    ['knowledge-debate', 'my printer keeps making blurry copies any idea why'],
    ['morality-debate', 'what time does the garden centre close on sundays'],
    ['morality-debate', 'my phone camera keeps fogging up when i go outside any tips lol'],
  ])('%s: "%s" is turned away as an errand', async (debate, line) => {
    const turns = await firstAnswer(debate, line);
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(turns[0]?.sentences[0]).toMatch(/^(?:That one is for a search engine|A practical matter)/);
  });

  it('"My phone screen is cracked and I feel naked without it. Is that a passion ruling me?" is argued', async () => {
    const turns = await afterFreeWill(
      'My phone screen is cracked and I feel naked without it. Is that a passion ruling me?',
    );
    expect(turns[0]?.plan.move).toBe('answer');
  });
});

describe('a slip at the keyboard', () => {
  it.each([
    'lol my cat just walked across the keyboard, sorry for whatever I sent',
    'lol my cat just sat on the keyboard sorry',
    'ignore that last bit, autocorrect',
  ])('"%s" needs no pardon, and no debater takes it as a joke', async (line) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('No harm done.');
  });
});

describe('a greeting after the first line', () => {
  it.each([
    'hi everyone, greetings from Brazil!',
    "Good evening all, first time here, hope I'm not too late",
    "my mom's watching with me, say hi lol",
  ])('"%s" is greeted back, and the floor handed on', async (line) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('Hello, and welcome.');
  });

  it('as the first line, the chair welcomes him with who is who', async () => {
    const turns = await firstAnswer('morality-debate', 'hi everyone, greetings from Brazil!');
    expect(turns[0]?.plan).toMatchObject({ move: 'hand-over', aside: true });
  });
});

describe('the app: its voices and settings', () => {
  it.each([
    "can i change the moderator's voice? it's a bit loud",
    'lol can I mute the moderator, she keeps interrupting the good bits',
  ])('"%s": the volume is the device\'s', async (line) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe(
      "How loud we are is your device's volume to set; our voices are the app's, not mine to change.",
    );
  });

  it('"the voices sound kinda robotic today, can i change them": the voices are the app\'s', async () => {
    const turns = await afterMorality('the voices sound kinda robotic today, can i change them');
    expect(turns[0]?.sentences[0]).toBe("Our voices are the app's, not mine to change.");
  });

  it('"do I have to pay to keep listening after the free trial ends?" asks what the app costs: its makers\' to say', async () => {
    const turns = await afterMorality('do I have to pay to keep listening after the free trial ends?');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('What the app costs is for its makers to say, not for me.');
  });

  it.each([
    'Is there a choice of languages? My grandma only speaks Spanish.',
    "are the captions auto generated? they keep writing 'hume' as 'human'",
    'how do I turn off the notifications for this app, it keeps buzzing',
  ])('"%s" is for its makers', async (line) => {
    const turns = await afterMorality(line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('The app itself is for its makers to answer for, not me.');
  });

  it('"lol the moderator sounds exactly like my uncle": the chair, spoken of, says what the voices are', async () => {
    const turns = await afterMorality('lol the moderator sounds exactly like my uncle');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('Our voices are made by the app, not recorded.');
  });

  it('"as the chair, is it fair ...": the chair is still the one asked', async () => {
    const [, turns] = await inSequence('morality-debate', [
      MORALITY,
      'Aristotle, as the chair, is it fair to call Nietzsche cruel?',
    ]);
    expect(turns?.[0]?.speaker).toBe('Aristotle');
  });
});

describe('a phone about to die', () => {
  it('"haha my phone is about to die, 3% battery left": the chair says to ask what matters most', async () => {
    const turns = await afterKnowledge('haha my phone is about to die, 3% battery left');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Then let us make the most of it/);
  });
});

describe('a debater called by a title, where he is from, or what he wrote', () => {
  it.each([
    ['knowledge-debate', 'Does everything really have a sufficient reason, mr skeptic?', 'Hume'],
    ['morality-debate', 'Is knowing the good enough to do it, Mr Hammer?', 'Nietzsche'],
    [
      'free-will-debate',
      'Question for the man who wrote the Meditations: can anyone be blamed?',
      'Descartes',
    ],
    ['knowledge-debate', 'Edinburgh man, why trust the sun to rise tomorrow?', 'Hume'],
    ['morality-debate', 'Greek guy in the toga, do you really believe in a Form of the Good?', 'Socrates'],
    [
      'free-will-debate',
      'Question for the I-think-therefore-I-am guy: is doubting itself a free act?',
      'Descartes',
    ],
  ])('%s: "%s" is put to %s', async (debate, line, name) => {
    const turns = await firstAnswer(debate, line);
    expect(turns[0]?.speaker).toBe(name);
  });
});

describe("more of the cross-validation's off-theme lines", () => {
  it('"gotta grab my kid from school, back in 20": he steps away, and they carry on', async () => {
    const turns = await afterMorality('gotta grab my kid from school, back in 20');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Take your time/);
  });

  it('"anyone watching the football tonight": small talk gets a word from the chair, however short', async () => {
    const turns = await afterMorality('anyone watching the football tonight');
    expect(movesOf(turns)).toEqual(['redirect']);
  });

  it('"hey, does this app work offline? im on a train with bad signal" is for its makers', async () => {
    const turns = await afterMorality('hey, does this app work offline? im on a train with bad signal');
    expect(turns[0]?.sentences[0]).toBe('The app itself is for its makers to answer for, not me.');
  });
});

describe('"Does anyone have a right to ...?"', () => {
  it('asks about everyone, not the room', async () => {
    const turns = await afterFreeWill(
      'Does anyone have a right to be forgiven, if no one could have done otherwise?',
    );
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it('"does anyone have a charger i can borrow" is still asked of the room', async () => {
    const turns = await afterFreeWill('does anyone have a charger i can borrow');
    expect(movesOf(turns)).toEqual(['redirect']);
  });
});

describe('an epithet called out without its article', () => {
  it('"French guy, ..." is put to Descartes', async () => {
    const turns = await firstAnswer(
      'free-will-debate',
      'French guy, is the feeling of choosing just ignorance of causes?',
    );
    expect(turns[0]?.speaker).toBe('Descartes');
  });
});

describe('a debater called by what he said', () => {
  it('"For the man who said \'I think, therefore I am\': ..." is put to Descartes', async () => {
    const turns = await firstAnswer(
      'free-will-debate',
      "For the man who said 'I think, therefore I am': is the feeling of choosing just ignorance of causes?",
    );
    expect(turns[0]?.speaker).toBe('Descartes');
  });
});
