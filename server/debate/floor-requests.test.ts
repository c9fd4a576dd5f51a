import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { kindBySentence } from './floor-sentences';
import { read, talkOf } from './testing/floor-reading';
import { runScript, shape } from './testing/debate-script';
import {
  FLOOR_TUNING,
  fixtureKnowledge,
  fixtureMembers,
  fixtureWithChair,
  OPENING,
} from './testing/fixture-knowledge';

// What visitors of the fourteenth to eighteenth listening sessions said to the chair and of themselves, which the
// chair sent back to the theme or past: goodbyes, being back from a break, a recap in two lines, his own side,
// thinking aloud, a teacher's requests, a referee's questions asked two at a time.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

// A fourteenth listening session: goodbyes said to "lads" or "all three of you", or ending "have a good evening";
// someone back from a break asking what he missed; a recap asked "in two lines"; the chair asked whether he would
// side with either, or for a third position.
describe('back from a break, leaving, or asking the chair to take a side', () => {
  it.each([
    ["Right, late session's starting. Certain I'll be back? About eighty percent. Cheers, lads.", 'farewell'],
    ['Lovely, that is my first three lessons planned. Thank you, and have a good evening.', 'farewell'],
    [
      "Perfect, that's the lesson sorted. Thanks so much, all three of you. Off to the photocopier.",
      'farewell',
    ],
    ["Sorry, had to fold a hand on my phone. What'd I miss?", 'back'],
    ["Sorry, dear, I nodded off. It's the radiators in here. Who's been talking?", 'summary'],
    ['I was looking for my glasses. Where were we?', 'summary'],
    ['Aristotle, recap me in two lines.', 'summary'],
    ["Who's up?", 'standing'],
    ['Leibniz, who do you think is more right? Sorry to put you on the spot.', 'standing'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it.each(['Who is up for a walk after this?', 'Thank you for the answer, but is the sun certain to rise?'])(
    '"%s" is neither',
    (line) => {
      expect(talkOf(line)).toBeUndefined();
    },
  );

  it.each([
    'Aristotle, you are a philosopher too. Would you side with either of them?',
    'Aristotle, is there a third position I should put on the board? Yours, maybe?',
  ])('"%s" gets the chair\'s own view', async (line) => {
    const view = { said: ['I hold that some things are known by proof.', 'The rest we weigh.'], work: 'x' };
    const chairs = createReplyEngine({ knowledge: fixtureWithChair({ view }), tuning: FLOOR_TUNING });
    const debate = await runScript(chairs, fixtureMembers, [OPENING, { visitor: line }]);
    expect(debate.byStep[1]?.[0]?.sentences).toEqual(expect.arrayContaining(view.said));
  });
});

// The same session: a visitor thinking aloud, doubting her own question, or helped by an answer; asking to hear it
// slower with her reason after; setting one debater on the other.
describe('the visitor speaks of herself, or sets one debater on the other', () => {
  it.each([
    ["sorry I'm still here, just thinking", 'pause'],
    ['Give me a second.', 'pause'],
    ['oh ok. sorry that was probably a silly question', 'doubt'],
    ['Sorry for all the questions.', 'doubt'],
    ['oh. that actually makes me feel better haha', 'glad'],
    ["Say that again a bit slower, dear, my hearing aid's whistling.", 'repeat'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it.each([
    'I think maybe it is real but people get it wrong a lot. Is that a dumb answer?',
    'Would you say that custom is enough for knowledge?',
  ])('"%s" is none of these', (line) => {
    expect(talkOf(line)).toBeUndefined();
  });

  it('the chair says take your time, or not silly at all, and the floor stays with the visitor', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: "sorry, I'm still here, just thinking" },
      { visitor: 'sorry, that was probably a silly question' },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/^Take your time/);
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[2]?.[0]?.sentences.join(' ')).toMatch(/^Not silly at all.*Leibniz or Hume/);
  });

  it('"you\'re the clever one. You tell him." sets the one named on the other\'s last point', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: "Leibniz, you're the clever one with the big wig. You tell him." },
    ]);
    const [reply] = debate.byStep[1] ?? [];
    expect(reply?.speaker).toBe('Leibniz');
    expect(reply?.plan).toMatchObject({ move: 'rebut', target: { speaker: 2 } });
  });
});

// The same session: a teacher asked for a discussion question, the strongest objection to each of them with a word
// of what it was for, and an example with a word of what it should be like.
describe('a teacher asks for a question, an objection, an example', () => {
  it.each([
    'Could one of you suggest a discussion question without an obvious right answer? Something they will argue over.',
    'Can you suggest a thought experiment I could run in ten minutes in class?',
  ])('"%s" is a question suggested', (line) => {
    expect(talkOf(line)).toBe('suggest');
  });

  it('the strongest objection to each of them, with what it is for, is a counter-argument', () => {
    const kind = kindBySentence(
      "What's the strongest objection to each of you? I want them to see both sides fairly.",
      read,
    );
    expect(kind).toBe('counter-argument');
  });

  it('an example asked for, with what it should be like, is the last point shown in a case', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      {
        visitor:
          'Could you give a concrete example? Something a seventeen-year-old actually does on a Saturday.',
      },
    ]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ move: 'define', example: true });
  });
});

// A fifteenth listening session: a chaplain, a twelve-year-old, an engineer and a farmer said goodbye to "all three",
// asked the chair for his "actual position", a summary "the way you'd put it to a friend", what they ought to ask.
describe('the fifteenth session to the chair', () => {
  it.each([
    ["I'm being called back. Thank you, all three. Rest well, if philosophers rest.", 'farewell'],
    ['Alright, I have to go stop that deploy. Cheers, all three.', 'farewell'],
    ["Aristotle, you've been sat quiet. Who's talking more sense, in your book?", 'standing'],
    ["Leibniz, could you sum up where they disagree, the way you'd put it to a friend?", 'differ'],
    ['Aristotle, give me a two-line summary of where each of them stands. Like a diff.', 'summary'],
    [
      "Leibniz, you're in charge here. What ought I to be asking them? I don't know the right questions.",
      'suggest',
    ],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it('"what\'s your actual position?" gets the chair\'s own view', async () => {
    const view = { said: ['I hold that some things are known by proof.', 'The rest we weigh.'], work: 'x' };
    const chairs = createReplyEngine({ knowledge: fixtureWithChair({ view }), tuning: FLOOR_TUNING });
    const debate = await runScript(chairs, fixtureMembers, [
      OPENING,
      {
        visitor:
          "Aristotle, you're the moderator, but you have a horse in this race. What's your actual position?",
      },
    ]);
    expect(debate.byStep[1]?.[0]?.sentences).toEqual(expect.arrayContaining(view.said));
  });

  it.each([
    'Strange thing to mention, but the hospital garden has foxes living in it.',
    "Lamb prices were down at the mart, by the way. Don't suppose any of you know where the market is heading?",
  ])('"%s" is sent back to the theme', async (line) => {
    const debate = await runScript(engine, fixtureMembers, [OPENING, { visitor: line }]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:redirect']);
  });
});

// A sixteenth listening session: a retired sergeant, a student cramming for an exam, a bartender and a newcomer to
// English left with "Good debate, gentlemen. As you were.", asked the chair two things at once, called a debater to
// their side, and said themselves that a line left the theme.
describe('the sixteenth session to the chair', () => {
  it.each([
    ["Right, I've heard enough. Good debate, gentlemen. As you were.", 'farewell'],
    ['Right, last orders. Cheers, lads, lovely chat. Mind how you go.', 'farewell'],
    ["Leibniz, you're the referee. Who's ahead? And have you got a horse in this race?", 'standing'],
    [
      "Aristotle, you're the chair. What's the score? And which of these two would you rather have a drink with?",
      'standing',
    ],
    ['Mister Aristotle, you are the chair. Can you explain again what each one say?', 'summary'],
    ["Hume, you're the cheerful doubter, right? You'd be great behind a bar. What's the deal?", 'self'],
    [
      "Hume, no offence, but you look like a guy who orders a double and doesn't tip. What's your pitch?",
      'self',
    ],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it.each([
    'Was that a good debate?',
    'What makes a good debate?',
    'Then what is the point of discipline?',
    // A second question beside the standing that is not about the chair's leaning is a question of its own.
    "Who's ahead? And is the sun certain to rise?",
    // "Give me one" put to a debater asks for one of what he claims, not for a question to ask.
    'Leibniz, you say reason can prove things. Give me one.',
  ])('"%s" is none of them', (line) => {
    expect(talkOf(line)).toBeUndefined();
  });

  it('"Hume, back me up here. Or don\'t, if you disagree." sets him on the other\'s last point', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: "Hume, back me up here. Or don't, if you disagree. Just be quick about it." },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:rebut');
  });

  it('"Excuse me, different question. ... Why?" is sent back to the theme, not taken as a Socratic why', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      {
        visitor:
          "Excuse me, different question. In this country people say 'how are you' but they don't wait for the answer. Why?",
      },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:redirect']);
  });
});

// A seventeenth listening session: a plumber, a chess player, a grandmother knitting and a delivery cyclist asked the
// referee who had it, for his verdict, what both had said; took their leave twice; came back from an interruption.
describe('the seventeenth session to the chair', () => {
  it.each([
    ['hume youre refereeing. whos got it. one line', 'standing'],
    ['Aristotle, your verdict.', 'standing'],
    [
      "Sorry, dropped a stitch. Could the gentleman in charge just tell me what they've both said so far? Nice and simple.",
      'summary',
    ],
    ['hume what you got. keep it short my phones on 8%', 'self'],
    ['sorry one sec, guy tryna nick a scooter next to me... ok hes gone. carry on', 'next'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it('a goodbye is said back, once in full; a second goodbye gets a short one', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'order pinged. laters' },
      { visitor: 'order pinged. laters' },
    ]);
    const [first, second] = [debate.byStep[1]?.[0], debate.byStep[2]?.[0]];
    expect(first?.sentences[0]).toMatch(/^Goodbye, and thank you/);
    expect(first?.sentences.join(' ')).not.toMatch(/stay/);
    expect(second?.sentences).toEqual(['Goodbye again, and thank you.']);
  });

  it('"ok give it to me in like five words each" gets each position', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'ok give it to me in like five words each. gotta go soon' },
    ]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ move: 'answer', each: true });
  });
});

// An eighteenth listening session: a security guard, a retired judge, a young gamer and a hairdresser asked the chair
// as "presiding officer" or "umpire", with why they asked after ("so I can tell my three o'clock"), came back from an
// interruption ("Right, I'm back."), and left with "Good evening, gentlemen." after a last remark.
describe('the eighteenth session to the chair', () => {
  it.each([
    [
      'Mr Aristotle, as presiding officer, would you summarise the two positions? No more than two sentences each, please.',
      'summary',
    ],
    [
      'Aristotle, would you be good enough to state where the two of them actually disagree? As narrowly as possible.',
      'differ',
    ],
    ['aristotle can u just explain the whole thing like im 5', 'summary'],
    ["Just sum it up for me so I can tell my three o'clock, she loves this sort of thing.", 'summary'],
    [
      "Sorry, hang on, my junior's put the toner on too early, I can smell it from here. ... Right, I'm back.",
      'next',
    ],
    [
      'The cat has just knocked a glass off the table. Whether she could have done otherwise I leave to you. I must deal with it. Good evening, gentlemen.',
      'farewell',
    ],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it('"Short version, who\'s right? I\'ve got about two minutes." gets the standing, not a summary', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: "Aristotle, you're the judge. Short version, who's right? I've got about two minutes." },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/^So far/);
  });

  it.each([
    'Good evening, gentlemen.',
    'Hello there. Good evening.',
    'Good evening, gentlemen. Is the sun certain to rise?',
  ])('"%s" is no goodbye', (line) => {
    expect(talkOf(line)).not.toBe('farewell');
  });

  it('"Sorry, kettle\'s boiled. Do any of you take sugar?" is sent back to the theme', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      {
        visitor:
          "Sorry, kettle's boiled. Do any of you take sugar? Listen to me, offering tea to philosophers.",
      },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:redirect']);
  });
});
