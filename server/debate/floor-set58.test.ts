import { describe, expect, it } from 'vitest';
import { floorTalk } from './floor-talk';
import { caseTold } from './visitor-case';
import {
  afterFreeWill,
  afterKnowledge,
  afterMorality,
  firstAnswer,
  inSequence,
  movesOf,
} from './testing/real-debate';

// The floor with the real knowledge, for listening sets 58 and 60: a retired shrimp-boat captain in Houma, a
// spinning-mill supervisor in Coimbatore, a potato farmer near Wexford and a home carer in Leicester speaking; an
// apprentice butcher in Ballymena, a tea-estate agronomist in Kericho, a trainer-shop assistant in Stockport and a
// care-home activities coordinator in Harrogate typing. Lines from their drafts' debates are put here to a classic in
// the same words.

describe('a first line that only says whom he has come for', () => {
  it.each([
    ['free-will-debate', 'hi yeah i am back again this time the free will one um with day cart and spin oza'],
    [
      'free-will-debate',
      "well now good evening folks um my name's ernest and i got a question for uh spin oza",
    ],
    ['morality-debate', 'um hi there yeah so i want to talk to mister nietzsche and uh socrates both of em'],
    [
      'knowledge-debate',
      "yeah hello is this the knowledge one um i'm looking for the the hume fella and mister leibniz",
    ],
  ])('%s: "%s" is welcomed by the chair, who starts them off', async (debateId, line) => {
    const turns = await firstAnswer(debateId, line);
    expect(movesOf(turns).slice(0, 2)).toEqual(['hand-over', 'answer']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/ask either by name/);
  });

  it.each([
    ['free-will-debate', 'hi i want to ask spinoza whether free will is an illusion'],
    ['free-will-debate', 'hi, spinoza, why is free will an illusion?'],
    ['morality-debate', 'good evening, i want to ask socrates if goodness is real'],
  ])('%s: "%s" asks, and is answered', async (debateId, line) => {
    const turns = await firstAnswer(debateId, line);
    expect(turns[0]?.plan.move).toBe('answer');
  });
});

describe('a word asked about as people ask', () => {
  it.each([
    [
      'pineal gland what is that is it in the brain only can you explain simple',
      'Descartes',
      /^By the pineal gland I mean/,
    ],
    ['what is this conatus you keep saying conatus like a cat', 'Spinoza', /^By striving I mean/],
    ['spinoza wat do u mean determinism. sounds made up', 'Spinoza', /^A determinist holds/],
  ])('free will: "%s" is defined by %s', async (line, speaker, said) => {
    const [turn] = await afterFreeWill(line);
    expect(turn?.plan.move).toBe('define');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences[0]).toMatch(said);
  });

  it.each([
    ['wat does a priori mean', 'Leibniz', /^A truth of reason is/],
    ['what does induction mean', 'Hume', /^By induction I mean/],
    [
      'sufficient reason i am not understanding that at all please explain like for a mill worker',
      'Leibniz',
      /sufficient reason/,
    ],
  ])('knowledge: "%s" is defined by %s', async (line, speaker, said) => {
    const [turn] = await afterKnowledge(line);
    expect(turn?.plan.move).toBe('define');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences[0]).toMatch(said);
  });

  it('"Socrates, what is justice?" asks for his own account, and is argued', async () => {
    const turns = await firstAnswer('morality-debate', 'Socrates, what is justice?');
    expect(movesOf(turns)).toEqual(['answer', expect.stringMatching(/^(?:rebut|concede)$/), 'summarise']);
  });

  it('"what does certainty mean" asks the debate\'s own question, and is argued', async () => {
    const [turn] = await afterKnowledge('what does certainty mean');
    expect(turn?.plan.move).toBe('answer');
  });
});

describe('the chair put his own part', () => {
  it('"so lie bits sir ... is there any way both can be right some middle path" asks his view', async () => {
    const [turn] = await afterFreeWill(
      'so lie bits sir you are moderator tell me is there any way both can be right some middle path',
    );
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan).toMatchObject({ move: 'hand-over', view: true });
  });

  it('his own teaching, put to him just after, is his to say ("best of all possible worlds ... you are joking sir")', async () => {
    const [, after] = await inSequence('free-will-debate', [
      'leibniz, who is ahead?',
      'best of all possible worlds this one with the power cut every evening you are joking sir',
    ]);
    expect(after?.[0]?.speaker).toBe('Leibniz');
    expect(after?.[0]?.sentences.join(' ')).toMatch(/chose the best/);
  });

  it('"what would you ask if you was me" asks for a question to put', () => {
    expect(floorTalk('what would you ask if you was me', true)).toBe('suggest');
    expect(floorTalk('so what would you ask them in my shoes', false)).toBe('suggest');
  });
});

describe('away and back in one breath (more in floor-set54.test.ts), and leaving', () => {
  it('"hang on, why would he go on" still asks', () => {
    expect(floorTalk('hang on, why would he go on', false)).not.toBe('next');
  });

  it('"socrates won but nietzsche had a point abt the slaves. im done cheers" is a goodbye', async () => {
    const turns = await afterMorality(
      'socrates won but nietzsche had a point abt the slaves. im done cheers',
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });
});

describe('what was just said, asked back', () => {
  it('"so its just habbit? thats it?" goes on with Hume', async () => {
    const [, , third] = await inSequence('knowledge-debate', [
      'hume how do u kno the sun is comin up tmrw',
      'thats mad tho. its come up every day of my life',
      'so its just habbit? thats it?',
    ]);
    expect(third?.[0]?.speaker).toBe('Hume');
    expect(third?.[0]?.plan.move).toBe('answer');
  });
});

describe('set 60: first lines, words, and the floor', () => {
  it.each([
    [
      'knowledge-debate',
      'hello hello it works yes okay my name is agnieszka i am carer i go to old people houses in leicester',
    ],
    ['free-will-debate', 'hello is me again agnieszka today i want free will question'],
    [
      'morality-debate',
      'is this the goodness one um hello can you hear me im on the phone out in the yard so there might be a bit of wind',
    ],
  ])('%s: "%s" is welcomed', async (debateId, line) => {
    const turns = await firstAnswer(debateId, line);
    expect(turns[0]?.plan.move).toBe('hand-over');
    expect(turns[0]?.sentences.join(' ')).toMatch(/ask either by name/);
  });

  it('"hello, i reckon we choose nothing at all" is a claim, and is argued', async () => {
    const turns = await firstAnswer('free-will-debate', 'hello, i reckon we choose nothing at all');
    expect(turns[0]?.plan.move).toBe('answer');
  });

  it.each([
    [
      "Leibniz, I hope you're going to rescue me here. What's a 'truth of reason', in plain English, please?",
      'Leibniz',
      /^A truth of reason is/,
    ],
    ['wats sufficient reason', 'Leibniz', /sufficient reason/i],
    ['hume wats custom mean tho', 'Hume', /custom/i],
  ])('knowledge: "%s" is defined by %s', async (line, speaker, said) => {
    const [turn] = await afterKnowledge(line);
    expect(turn?.plan.move).toBe('define');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences[0]).toMatch(said);
  });

  it.each([
    ['socrates can i ask who is better argument now i am little confused', 'standing'],
    ["Aristotle, who would you say has the upper hand so far? Be honest, I won't tell them.", 'standing'],
  ])('"%s" asks who is ahead', async (line) => {
    const turns = await afterMorality(line);
    expect(turns[0]?.plan.move).toBe('chair');
    expect(turns[0]?.sentences[0]).toMatch(/^(?:So far|Nobody is ahead)/);
  });

  it.each([
    ['sorry what you say the last part can you say again slowly please', 'repeat'],
    ['ok im off watchin 2nd half. mill on points. ta', 'farewell'],
    ['aight ima head out. baudrillard took that, plato too old skool. peace', 'farewell'],
  ])('"%s" is %s', (line, talk) => {
    expect(floorTalk(line.toLowerCase(), false)).toBe(talk);
  });

  it('"I\'ve got one more, but I don\'t want to hog the floor. Is there time?" is told the time left', async () => {
    const [turn] = await afterKnowledge(
      "Aristotle, I've got one more, but I don't want to hog the floor. Is there time?",
    );
    expect(turn?.sentences[0]).toMatch(/^The clock at the top of the arena shows how long we have gone/);
  });

  it('"Am I allowed to ask about something that happened at work, or does it have to be proper philosophy?" has leave', async () => {
    const turns = await afterKnowledge(
      'Aristotle, am I allowed to ask about something that happened at work, or does it have to be proper philosophy?',
    );
    expect(turns.map((turn) => turn.sentences.join(' '))).toEqual([
      'Of course: ask away, and put it to Leibniz or Hume as you like.',
    ]);
  });

  it('"is it all right for me to pick a side, or am I supposed to stay neutral" may take one', async () => {
    const [turn] = await afterMorality(
      'Aristotle, is it all right for me to pick a side, or am I supposed to stay neutral as the challenger?',
    );
    expect(turn?.sentences[0]).toMatch(/^Take a side by all means/);
  });

  it('a goodbye with thanks and his verdict, after what he will do tomorrow, is a goodbye', async () => {
    const turns = await afterMorality(
      'ha i thought not right im off to the mart in the morning so ill see what the market thinks of my heifers thanks all i think nietzsche had the better of it but dont tell the bank',
    );
    expect(movesOf(turns)).toEqual(['chair']);
  });

  it.each([
    'sorry the rains coming in sideways over the hill now i can hear it on the roof of the shed its like gravel',
    'mad. oh united just scored btw',
  ])('"%s" passes the time of day', async (line) => {
    const [turn] = await afterFreeWill(line);
    expect(turn?.plan).toMatchObject({ move: 'redirect' });
    expect(turn?.plan).toHaveProperty('passing');
  });
});

describe("sets 59 and 61's judges", () => {
  it.each([
    ['my boys want an electric car theyre sixteen um is that progress', 'your boys'],
    ['my mams got dementia see so is she choosing any of it', 'your mother'],
    ["my dad's car broke down, was that fate?", 'your father'],
    [
      'Mr Mill, a real situation: our Deaf club in Truro invited a speaker last year who believes deaf children should only lipread. Should we have invited him?',
      'your deaf club',
    ],
  ])('"%s" tells of %s', (line, told) => {
    expect(caseTold(line)).toBe(told);
  });

  it('"wait say the billiard ball bit again i missed it" hears that point again', async () => {
    const [, , turns] = await inSequence('knowledge-debate', [
      'hume why does one billiard ball move another',
      'ok and leibniz?',
      'wait say the billiard ball bit again i missed it',
    ]);
    expect(turns?.[0]?.plan.move).toBe('chair');
    expect(turns?.[0]?.sentences.join(' ')).toMatch(/^Of course\. Hume said that .*(?:motion|billiard)/);
  });

  it('a first line that tells a case of the theme is answered, not welcomed', async () => {
    const turns = await firstAnswer(
      'free-will-debate',
      'Good evening, everyone! Peggy again. Our office has a new rota that decides every shift for us, so I have opinions.',
    );
    expect(turns[0]?.plan.move).not.toBe('hand-over');
  });

  it('"but thats thats cold comfort isnt it" balks at the point just made, stutter and all', async () => {
    const [, turns] = await inSequence('free-will-debate', [
      'spinoza you say everything follows like a theorem so there was nothing i could have done',
      'but thats thats cold comfort isnt it if it was all fixed then my wanting to help her was fixed too',
    ]);
    expect(turns?.[0]?.speaker).toBe('Spinoza');
    expect(turns?.[0]?.plan).toMatchObject({ balked: true });
  });

  it('"fair enough ... one last thing for X", just after the chair said who is ahead, grants no debater a point', async () => {
    const [, turns] = await inSequence('morality-debate', [
      'aristotle who is ahead so far',
      'fair enough um one last thing for nietzsche, is kindness weakness',
    ]);
    expect(turns?.[0]?.plan.granted).toBeUndefined();
    expect(turns?.[0]?.sentences[0]).not.toMatch(/grant/);
  });

  it.each(['damn thats harsh. sorry bro', 'wow okay that is brave'])(
    '"%s", just after his life, is thanked',
    async (line) => {
      const [, turns] = await inSequence('morality-debate', [
        'nietzsche did you really go mad and hug a horse in turin',
        line,
      ]);
      expect(turns?.[0]?.plan).toMatchObject({ move: 'life', thanked: true });
    },
  );
});

describe("set 61's misses on both sides", () => {
  it('"... ill take the the weak rules thanks" makes a choice, and takes no leave', () => {
    expect(
      floorTalk(
        'okay but the rules keep him from passing out in a sauna so i mean ill take the the weak rules thanks',
        false,
      ),
    ).not.toBe('farewell');
  });

  it('"hold on my my daughter\'s yelling from the truck one sec yeah yeah coming kayleigh two minutes" steps away', () => {
    expect(
      floorTalk(
        "hold on my my daughter's yelling from the truck one sec yeah yeah coming kayleigh two minutes",
        false,
      ),
    ).toBe('away');
  });

  it('"Back. False alarm, she wanted my lemon slice recipe. Where were we? ..." tells no case', () => {
    expect(
      caseTold(
        'Back. False alarm, she wanted my lemon slice recipe. Where were we? Mr Mill, answer him, please.',
      ),
    ).toBeUndefined();
  });
});

describe("sets 62 and 63's judges", () => {
  it('"what\'s a priori say that again slower" is defined', async () => {
    const [turn] = await afterKnowledge("what's a priori say that again slower");
    expect(turn?.plan).toMatchObject({ move: 'define', term: 'truth-of-reason' });
  });

  it('"hang on my wife\'s yelling something about the eagles um no i dont care about the score hon ..." passes the time of day', async () => {
    const [turn] = await afterMorality(
      "hang on my wife's yelling something about the eagles um no i dont care about the score hon im arguing with dead guys",
    );
    expect(turn?.plan).toMatchObject({ move: 'redirect', passing: 'match' });
  });

  it('"okay sorry it was just the neighbors car um where were we" hears where they were', async () => {
    const [, , turns] = await inSequence('free-will-debate', [
      'spinoza, if every choice has a cause, can anyone be blamed?',
      'wait somebody is outside the dogs barking hold on',
      'okay sorry it was just the neighbors car um where were we',
    ]);
    expect(turns?.[0]?.sentences[0]).toMatch(/^Welcome back\./);
    expect(turns?.[0]?.plan.move).toBe('chair');
  });
});

describe("sets 62 and 63's misses on both sides", () => {
  it.each([
    'So is the real Cornwall gone, then? Because I still meet it every morning down at the harbour, thank you very much.',
    'Well, I drifted along quite happily for sixty years, thank you very much.',
    'okay but the rules are fine, ill take the weak rules thanks',
  ])('"%s" takes no leave', (line) => {
    expect(floorTalk(line.toLowerCase(), false)).not.toBe('farewell');
  });

  it.each(['i really enjoyed it, thank you very much', 'thank you very much'])(
    '"%s" is a goodbye',
    (line) => {
      expect(floorTalk(line, false)).toBe('farewell');
    },
  );

  it('"Thank you. I\'ll pass that on to him" is glad of the answer', () => {
    expect(floorTalk("thank you. i'll pass that on to him (he'll roll his eyes, but still).", false)).toBe(
      'glad',
    );
  });

  it('"spinoza pls just answer yes or no. is it free" asks of the will, not the price', async () => {
    const [turn] = await afterFreeWill('spinoza pls just answer yes or no. is it free');
    expect(turn?.speaker).toBe('Spinoza');
    expect(turn?.plan.move).toBe('answer');
  });

  it.each([
    'sorry im talking too much um is it okay i am asking so many questions',
    'aristotle can i ask a question of my own is that allowed',
  ])('"%s" has leave', async (line) => {
    const [turn] = await afterKnowledge(line);
    expect(turn?.sentences[0]).toMatch(/^Of course: ask away/);
  });

  it('"What on earth is a \'monad\'? Plain English, please!" is defined', async () => {
    const [turn] = await afterKnowledge("What on earth is a 'monad'? Plain English, please!");
    expect(turn?.plan).toMatchObject({ move: 'define', speaker: 1 });
  });
});
