import { assert, describe, expect, it } from 'vitest';
import { challengeKind } from './challenge-kind';
import { RETURNS } from './common-frames';
import { createReplyEngine } from './engine';
import { floorTalk } from './floor-talk';
import { withoutNames } from './lexicon';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';
import { expandShorthand, templatePattern } from './text';

// What visitors say between questions (a listening session's findings): in every debate a quarter of such lines
// were told they were off the theme, and the lines that asked about the debate itself got a lecture on a word in them.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const members = fixtureMembers;

describe('which floor talk a line is', () => {
  it.each([
    ['what do you say to that', 'prompt'],
    ['what does think', 'prompt'],
    ['respond to', 'prompt'],
    ['and you', 'prompt'],
    ['ok', 'next'],
    ['hm', 'next'],
    ['yeah i see', 'next'],
    ["let's move on", 'next'],
    ['next question', 'next'],
    ['who winning right now', 'standing'],
    ['who is making more sense', 'standing'],
    ['who makes the better argument so far', 'standing'],
    ['aristotle who makes the better argument', 'standing'],
    ['what the question of this debate again', 'question'],
    ['sorry what the question again', 'question'],
    ['what are we debating', 'question'],
    ['how long do we have', 'time'],
    ['how much time is left', 'time'],
    ['who has made the better case so far in your view', 'standing'],
    ['where are we in the debate', 'standing'],
    ['what are we even arguing about', 'question'],
    ['could you remind me what question we are debating', 'question'],
    ['what would you say to what just said', 'prompt'],
    ['he just said reason can prove things answer him', 'prompt'],
    ['decency is real thank you both', 'farewell'],
    ['ok cya', 'farewell'],
    ['right i am off ta ra', 'farewell'],
    ['right that me cheers', 'farewell'],
    // A thirty-fourth listening session: good night in the visitor's own language, and a recogniser's "lahko noc".
    ['usiku mwema', 'farewell'],
    ['ok good night everyone usiku mwema', 'farewell'],
    ['lahko noc', 'farewell'],
    ['adios amigos', 'farewell'],
    ['which of them is ahead at the moment', 'standing'],
    ['what even is the question again', 'question'],
    ['what the precise question on the table here', 'question'],
    ["how long've we got left", 'time'],
    ['what do you reckon to that', 'prompt'],
    ['what your reply to on that point', 'prompt'],
    ['lol', 'next'],
    ['how long we got left', 'time'],
    ['what your comeback to that', 'prompt'],
    ['your kinda based ngl what do you say to', 'prompt'],
    ['where are we in the debate who making the better case so far', 'standing'],
    ['so who right', 'standing'],
    ['ok who won', 'standing'],
    ['ok lie bits the bees are in the basket the coffee is cold who wins this fight', 'standing'],
    ['who wins this', 'standing'],
    ['who got the better argument', 'standing'],
    ['who up right now', 'standing'],
    ['so who would you say has made the stronger case so far', 'standing'],
    ["remind me what we're debating", 'question'],
    ['thank you all kindly a lovely evening', 'farewell'],
    ["k i'm out gg", 'farewell'],
    ['aight peace', 'farewell'],
    ['can you summarise the strongest point on each side', 'summary'],
    ['who who which one is the hammer', 'cast'],
    ['who on which side', 'cast'],
    ['can you sum up the debate so far', 'summary'],
    ['give me a recap', 'summary'],
    ['goodnight all', 'farewell'],
    ['bye everyone that was fun', 'farewell'],
    ['say something back', 'prompt'],
    ['fair enough', 'granted'],
    ['ok good point', 'granted'],
    ["hm that's a fair distinction i'll give you that one", 'granted'],
  ])('"%s" is %s', (text, talk) => {
    expect(floorTalk(text, false)).toBe(talk);
  });

  it('reads contractions typed without their apostrophe', () => {
    expect(floorTalk(expandShorthand('whats the topic again i zoned out'), false)).toBe('question');
    expect(floorTalk(expandShorthand('whos winning'), false)).toBe('standing');
  });

  it('"good eve sirs" is a greeting, and no word of the garden of Eden', () => {
    expect(expandShorthand('good eve sirs my papa is seaman')).toBe('good evening sirs my papa is seaman');
    expect(expandShorthand('was eve to blame for the apple')).toBe('was eve to blame for the apple');
  });

  it('brevity asked for with nothing else is a request to sum up ("sum it up for me": its words are out already)', () => {
    expect(floorTalk('for me', false, true)).toBe('summary');
    expect(floorTalk('', true, true)).toBe('summary');
    expect(floorTalk('are we free', false, true)).toBeUndefined();
  });

  it('a name said alone asks its owner to speak; nothing at all asks nothing', () => {
    expect(floorTalk('', true)).toBe('prompt');
    expect(floorTalk('', false)).toBeUndefined();
  });

  it.each([
    'who won the football match last night',
    'who is right about whether the sun will rise',
    'how long will the sun keep rising',
    'what do you say to someone who doubts the senses',
    'is winning everything',
    'ok but why trust reason over habit',
    'thanks but is goodness real',
    'which is better to suffer wrong or to do it',
    'is peace good',
  ])('"%s" has a topic of its own', (text) => {
    expect(floorTalk(text, true)).toBeUndefined();
  });

  it.each([
    ['I disagree.', 'assumptions'],
    ["That's circular.", 'assumptions'],
    ["I'm not convinced", 'assumptions'],
    ["I don't understand.", 'clarification'],
    ['That makes no sense', 'clarification'],
    ['Go on', 'implications'],
    ['wait why', 'assumptions'],
    ["Isn't that just question-begging, though?", 'assumptions'],
    ['why tho', 'assumptions'],
    ['Give me an example from ordinary life', 'clarification'],
    ["That's a cop-out.", 'assumptions'],
    ["You're dodging the question", 'assumptions'],
    ['thats kinda crazy lol why', 'assumptions'],
    ['But that definition seems circular', 'assumptions'],
    ['in plain english please', 'clarification'],
  ])('"%s" is a Socratic %s about the last point', (text, kind) => {
    expect(challengeKind(withoutNames(text, []))).toBe(kind);
  });
});

describe('the floor after floor talk', () => {
  it('a debater asked for his reply answers the other side by name, and the chair has the last word', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Leibniz, what do you say to that?' },
    ]);
    const exchange = debate.byStep[1] ?? [];
    expect(shape(exchange)).toEqual(['Leibniz:rebut', 'Aristotle:invite']);
    const rebuttal = exchange[0]?.plan;
    assert(rebuttal?.move === 'rebut');
    expect(members[rebuttal.target.speaker]?.name).toBe('Hume');
    expect(exchange[0]?.sentences[0]).toContain('Hume');
  });

  it('his name alone gives him the floor, before anyone has argued too', async () => {
    const debate = await runScript(engine, members, [{ visitor: 'Leibniz?' }]);
    expect(shape(debate.byStep[0] ?? [])[0]).toBe('Leibniz:answer');
  });

  it('a nod moves the debate on to a fresh question, put to a debater by name', async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: 'ok' }]);
    const [moveOn] = debate.byStep[1] ?? [];
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Aristotle:move-on');
    assert(moveOn?.plan.move === 'move-on');
    expect(moveOn.plan.issue).not.toBe('induction');
  });

  it('the chair asked for his own view hands the floor to the quieter debater', async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: 'Aristotle, what do you think?' }]);
    expect(shape(debate.byStep[1] ?? []).slice(0, 2)).toEqual(['Aristotle:hand-over', 'Leibniz:answer']);
  });

  it('the chair says who is ahead, from what was argued, and nobody before anything was', async () => {
    const debate = await runScript(engine, members, [
      { visitor: "Who's winning?" },
      OPENING,
      { visitor: "Who's winning so far?" },
    ]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[0]?.[0]?.sentences[0]).toMatch(/^Nobody is ahead yet/);
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Aristotle:chair']);
    const standing = debate.byStep[2]?.[0]?.sentences.join(' ') ?? '';
    expect(standing).toMatch(/^So far (?:it is even|(?:Hume|Leibniz) has the better of it)/);
    expect(standing).toContain('Hume');
    expect(standing).toContain('Leibniz');
  });

  it("asked to sum up, the chair gives each debater's last point in short; a debater asked gives his own", async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Sum it up for me' },
      OPENING,
      { visitor: 'Aristotle, sum it up for me' },
      { visitor: 'Hume, in a nutshell?' },
    ]);
    expect(debate.byStep[0]?.[0]?.sentences[0]).toMatch(/^Nothing has been argued yet/);
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[2]?.[0]?.sentences[0]).toMatch(
      /^In short: (?:Hume|Leibniz) holds that .+, and (?:Hume|Leibniz) that /,
    );
    expect(shape(debate.byStep[3] ?? [])[0]).toBe('Hume:answer');
    expect(debate.byStep[3]?.[0]?.sentences).toHaveLength(1);
  });

  it("a passing word to a debater is his cue to answer back, not the chair's to move on", async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: 'Leibniz, ur kinda harsh lol' }]);
    expect(shape(debate.byStep[1] ?? [])[0]).toMatch(/^Leibniz:(?:rebut|concede)$/);
  });

  it('the chair never puts one question twice: not to the other debater, not again in his summary', async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: 'ok' }, { visitor: 'next' }]);
    const said = debate.turns.flatMap((turn) => turn.sentences);
    const questions = said.filter((sentence) => sentence.endsWith('?')).map((q) => q.replace(/^\w+, /, ''));
    expect(new Set(questions.map((q) => q.toLowerCase())).size).toBe(questions.length);
  });

  it('asked again who is ahead, the chair does not repeat himself', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: "Who's winning?" },
      { visitor: 'Leibniz, what do you say to that?' },
      { visitor: "Who's winning now?" },
    ]);
    const first = debate.byStep[1]?.[0]?.sentences ?? [];
    const second = debate.byStep[3]?.[0]?.sentences ?? [];
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(second[0]).not.toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  });

  it('asked who is who, the chair names each debater by his epithet, then himself and the question', async () => {
    const debate = await runScript(engine, members, [{ visitor: "Who's who? Which one is the skeptic?" }]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:chair']);
    const [who, chair] = debate.byStep[0]?.[0]?.sentences ?? [];
    expect(who).toMatch(/^(?:Leibniz|Hume) is the \w+, and (?:Leibniz|Hume) the \w+: ask either by name\.$/);
    expect(chair).toBe(
      `I am Aristotle, your moderator, and our question tonight is ${fixtureKnowledge.topics.get('knowledge-debate')?.theme}.`,
    );
  });

  it('the chair restates the question, and the issue the floor was on', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: "Sorry, what's the question again?" },
    ]);
    const words = debate.byStep[1]?.[0]?.sentences ?? [];
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    const topic = fixtureKnowledge.topics.get('knowledge-debate');
    expect(words[0]).toBe(`Our question tonight is ${topic?.theme}.`);
    const issue = topic?.issues.find((i) => i.id === 'induction');
    expect(words[1]).toBe(`Just now we were on ${issue?.clause}.`);
  });

  it("the chair says how long is left on the call's clock", async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'How long do we have?', timeLeftMs: 7.4 * 60_000 },
      { visitor: 'How much time is left?', timeLeftMs: 40_000 },
    ]);
    expect(debate.byStep[0]?.[0]?.sentences[0]).toMatch(/^About 7 minutes are left before I close/);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/^Less than a minute is left/);
  });

  it('"that\'s circular" makes the last speaker defend his premise', async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: "That's circular." }]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Leibniz:ground');
  });
});

describe('"what do you mean by ..." with a word named', () => {
  it('defines the word asked, when the speaker has a meaning of it', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Hume, what do you mean by the future?' },
    ]);
    const [define] = debate.byStep[1] ?? [];
    assert(define?.plan.move === 'define');
    expect(define.plan.term).toBe('induction');
    expect(define.sentences[0]).toBe('By custom I mean habit.');
  });

  it('answers it as a question, when he has none, instead of defining another word', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Leibniz, what do you mean by innate?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Leibniz:answer');
  });
});

describe('"in one sentence" with nothing else asked', () => {
  it('gives the one named his own point in brief, and "sentence" is not read as a topic', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Give me the one-sentence version, Leibniz.' },
      { visitor: 'Say that in one sentence, Hume' },
    ]);
    for (const [step, name] of [
      [1, 'Leibniz'],
      [2, 'Hume'],
    ] as const) {
      const [answer] = debate.byStep[step] ?? [];
      expect(shape(debate.byStep[step] ?? [])[0]).toBe(`${name}:answer`);
      expect(answer?.sentences).toHaveLength(1);
    }
  });
});

describe('a point heard before, answered again', () => {
  it('is named without saying it was explained further, unless its speaker did explain it', async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: 'What would your opponents say?' }]);
    const [rebuttal] = debate.byStep[1] ?? [];
    assert(rebuttal?.plan.move === 'rebut' && rebuttal.plan.pressed === true);
    const opening = rebuttal.sentences[0] ?? '';
    expect(RETURNS.some((template) => templatePattern(template).test(opening))).toBe(true);
  });
});

describe('lines that are not questions', () => {
  it('a passing reaction that reads as off the theme moves the debate on, and is not sent back to the theme', async () => {
    const debate = await runScript(engine, members, [OPENING, { visitor: "nah that's cap" }]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Aristotle:move-on');
  });

  it('a line off the theme that is about the debate gets the chair, in words of its own; one about the world does not', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      {
        visitor:
          'Well, thank you all. This has been most stimulating, and I shall tell my book club all about it.',
      },
      { visitor: "Aristotle, what's your own view, if I may ask?" },
      { visitor: 'Who won the football last night?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences.join(' ')).toContain('End debate');
    expect(shape(debate.byStep[2] ?? [])[0]).toBe('Aristotle:hand-over');
    expect(debate.byStep[2]?.[0]?.sentences[0]).toMatch(/verdict|takes sides|my part/);
    expect(shape(debate.byStep[3] ?? [])).toEqual(['Aristotle:redirect']);
  });

  it("a farewell gets the chair's thanks and the way to the verdict", async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Fascinating. Thank you both!' },
      { silence: true },
      { silence: true },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences.join(' ')).toContain('End debate');
    // Gone, the visitor is not called back in a silence (a fifteenth session's chair went on prompting).
    expect([...(debate.byStep[2] ?? []), ...(debate.byStep[3] ?? [])]).toEqual([]);
  });

  it('"what do you mean by ...?" with a word of the other debater\'s is his to define', async () => {
    // Leibniz spoke last; the future is Hume's word.
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'What do you mean by the future?' },
    ]);
    const [define] = debate.byStep[1] ?? [];
    assert(define?.plan.move === 'define');
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:define');
    expect(define.plan.term).toBe('induction');
  });
});

describe('"what do you mean by ...?" with a word nobody has a meaning of', () => {
  it("is explained from the argument that used it, by its maker, instead of the last speaker's other word", async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Leibniz, is the mind a blank slate at birth?' },
      { visitor: 'What do you mean by inborn?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Leibniz:ground');
  });
});

it('a greeting before the first question does not hide it', async () => {
  const debate = await runScript(engine, members, [
    { visitor: 'Hi, sorry, first time here. Um, how do you know the sun will rise tomorrow, Hume?' },
    { visitor: 'Oh, okay. Why not?' },
  ]);
  expect(shape(debate.byStep[0] ?? [])[0]).toBe('Hume:answer');
  expect(shape(debate.byStep[1] ?? [])[0]).toMatch(/:ground$/);
});
