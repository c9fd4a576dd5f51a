import { assert, describe, expect, it } from 'vitest';
import { asksBrief, challengeKind } from './challenge-kind';
import { CHAIR_GRANTS, CHAIR_KEEPS_HIS_VIEW } from './common-frames';
import { createReplyEngine } from './engine';
import { floorTalkBySentence } from './floor-sentences';
import { ASIDE } from './floor-phrasings';
import { floorTalk } from './floor-talk';
import { withoutNames } from './lexicon';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';
import { expandShorthand } from './text';

// What a newcomer and a listener say to the chair (a seventh listening session's findings): "first time here, how
// does this work?" was sent back to the theme, "are they even disagreeing?" and "could you press them on that?" got
// the chair's refusal to give his own view, "off topic, but ..." was answered by a debater, and "Isn't that me?" was
// taken for a goodbye.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const members = fixtureMembers;
const names = ['hume', 'leibniz', 'aristotle'].map((name, index) => ({ index, callNames: [name] }));
/** A line as the planner reads it: the call's names out, typed shorthand read. */
const read = (line: string) => expandShorthand(withoutNames(line, names));

describe('which floor talk a line is', () => {
  it.each([
    ['Hi, sorry, first time here. How does this work? Do I just talk?', 'how'],
    ["Hello? Um, is this on? I've never done one of these before. What am I supposed to do?", 'how'],
    ["Hi... I'm new here. Am I meant to ask questions, or just listen?", 'how'],
    ['Leibniz, are they actually disagreeing, or just saying the same thing in different ways?', 'differ'],
    [
      'Aristotle, are they going to agree on anything tonight, or is it just going round in circles?',
      'differ',
    ],
    ["what's the difference between them?", 'differ'],
    ['Could you sum up what each of them has said, in simple words?', 'summary'],
    ['Could you sum it up for me before I go? Just the main point from each of them.', 'summary'],
    ["Can you give me a quick summary of where they've each landed?", 'summary'],
    ["Who's Leibniz and who's Hume? Which one's the skeptic?", 'cast'],
    ['leibniz ur the ref right?? whos winning', 'standing'],
    ['Thank you. Adequately argued, if not settled. Good day.', 'farewell'],
    ['have a good day', 'farewell'],
    ["Nietzsche, what's wrong with what he just said?", 'prompt'],
    ['leibniz back me up here', 'prompt'],
  ])('"%s" is %s', (line, talk) => {
    expect(floorTalk(read(line), true)).toBe(talk);
  });

  it.each([
    "But what about the times I do manage to hold my temper? Isn't that me?",
    'Is one sex better than the other, or are they just different?',
    "What's the difference between faking thought and actually thinking?",
    'was it a good day?',
  ])('"%s" is none: a question of its own, or a greeting alone', (line) => {
    expect(floorTalk(read(line), false)).toBeUndefined();
  });

  it('reads "wdym" as asking what was meant, and "explain it like to a child" as asking it said simply', () => {
    expect(challengeKind(read("wdym by 'reason alone'"))).toBe('clarification');
    expect(challengeKind(read("Why? Explain it like you're talking to a seven-year-old."))).toBe(
      'clarification',
    );
  });

  it('reads "what do I do with all this?" as asking what follows from the point, in practice', () => {
    expect(
      challengeKind(read('So what do I actually do with all this? Give me something I can use tomorrow.')),
    ).toBe('implications');
    expect(challengeKind(read('how does any of this help me'))).toBe('implications');
    expect(floorTalk(read('what do I do with that, practically?'), false)).toBeUndefined();
    expect(floorTalk(read('Hi, what do I do here?'), false)).toBe('how');
  });

  it('hears a line the visitor marks as an aside, and only at its start', () => {
    expect(
      ASIDE.test(read('Off topic, but does anyone know a trick for staying awake on night shifts?')),
    ).toBe(true);
    expect(ASIDE.test(read('A digression: does anyone know when the clocks go back this year?'))).toBe(true);
    expect(ASIDE.test(read('random but has any1 seen the new spiderman film'))).toBe(true);
    expect(ASIDE.test(read('is everything random, but caused all the same?'))).toBe(false);
  });

  it('hears "one sentence each" and "short answers" as brevity asked', () => {
    expect(asksBrief('Closing submissions, then. One sentence each: is goodness real?')).toBe(true);
    expect(asksBrief('Can you keep them to short answers please?')).toBe(true);
  });
});

describe('the chair, asked about the debate itself', () => {
  it("tells a newcomer what he may do, by the debaters' names, and the question", async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hi, first time here. How does this work?' },
    ]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:chair']);
    const words = debate.byStep[0]?.[0]?.sentences.join(' ') ?? '';
    expect(words).toMatch(/^Welcome\. You are the challenger: .*(?:Leibniz.*Hume|Hume.*Leibniz)/);
    expect(words).toContain('whether we can know anything for certain');
  });

  it('asked whether they disagree, gives the line between their last points, both by name', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Aristotle, are they actually disagreeing or just saying the same thing?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(
      /^They do disagree, and here is the line between them: (?:Hume|Leibniz) holds that .+, and (?:Hume|Leibniz) that /,
    );
  });

  it("names each debater by the epithet on the debate's card", async () => {
    const debate = await runScript(engine, members, [{ visitor: "Who's Leibniz and who's Hume?" }]);
    expect(debate.byStep[0]?.[0]?.sentences[0]).toBe(
      'Leibniz is the idealist, and Hume the skeptic: ask either by name.',
    );
  });

  it('a debater asked about himself says where he stands on the question; the chair, asked, says who is who', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, ur the skeptic guy right? what do u even stand for' },
      { visitor: 'who are you guys?' },
    ]);
    const [own] = debate.byStep[0] ?? [];
    expect(shape(debate.byStep[0] ?? [])[0]).toBe('Hume:answer');
    expect(own?.plan.move === 'answer' && own.plan.issue).toBe(
      fixtureKnowledge.topics.get('knowledge-debate')?.issues[0]?.id,
    );
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
  });

  it('grants a request before handing the floor on, and keeps his view only when it is asked', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Aristotle, could you press them on the difference between certainty and probability?' },
      { visitor: 'Aristotle, where do you stand yourself?' },
    ]);
    const [granted] = debate.byStep[1] ?? [];
    const [kept] = debate.byStep[2] ?? [];
    assert(granted?.plan.move === 'hand-over' && kept?.plan.move === 'hand-over');
    expect(CHAIR_GRANTS).toContain(granted.sentences[0]);
    expect(CHAIR_KEEPS_HIS_VIEW).toContain(kept.sentences[0]);
  });

  it('sends an aside back to the theme, though it says words of the theme', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Off topic, but does anyone know if the sun will be out tomorrow for my barbecue?' },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:redirect']);
  });
});

describe('a question about the debate with a sentence of context', () => {
  it('is read a sentence at a time: the chair answers it, and two such questions both, in order', async () => {
    const debate = await runScript(engine, members, [
      { visitor: "Hello, I'm listening with my daughter, she's eleven. Hope that's okay." },
      OPENING,
      { visitor: "Who's winning? She wants to keep score." },
      { visitor: 'How much time is left? And a quick summary of both sides for the car ride?' },
    ]);
    expect(shape(debate.byStep[0] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[0]?.[0]?.sentences[0]).toBe('Welcome.');
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[2]?.[0]?.sentences[0]).toMatch(/^So far /);
    const both = debate.byStep[3]?.[0]?.sentences.join(' ') ?? '';
    expect(shape(debate.byStep[3] ?? [])).toEqual(['Aristotle:chair']);
    expect(both).toMatch(/^The clock at the top of the arena .* In short: (?:Hume|Leibniz) holds that /);
  });

  it('a question of its own beside one about the debate is answered as a question', async () => {
    const debate = await runScript(engine, members, [
      { visitor: "Who's winning? And how do you know the sun will rise tomorrow?" },
    ]);
    expect(shape(debate.byStep[0] ?? [])[0]).toMatch(/^(?:Hume|Leibniz):answer$/);
  });
});

describe('a line read a sentence at a time', () => {
  it.each([
    ["Who's winning? She wants to keep score.", ['standing']],
    ['How much time is left? And a quick summary of both sides for the car ride?', ['time', 'summary']],
    [
      "Leibniz, you're in charge here. Are they getting anywhere, or just going round in circles?",
      ['differ'],
    ],
    [
      'Where do the two of you actually agree? I like to show students that philosophers share common ground too.',
      ['agree'],
    ],
    [
      "Aristotle, you've been quiet in the chair. Who do you reckon is closer to the truth here?",
      ['standing'],
    ],
    [
      "Aristotle, you're the chair, yeah? Who's making the better case so far? Honestly I can't tell yet.",
      ['standing'],
    ],
    ['Is goodness real? Who is winning?', []],
    ['Las Vegas has a fake Paris and a fake Venice. Which one is the better holiday?', []],
    [
      'I spend eight hours a day scanning barcodes and feel like a robot. Is this what work is supposed to be?',
      [],
    ],
  ])('"%s" asks the chair %j', (line, talks) => {
    expect(floorTalkBySentence(line, read, true)).toEqual(talks);
  });

  it('hears a question about the debate through spoken fillers', () => {
    expect(floorTalk(read('okay so like can someone sum it up cause i kinda zoned out'), false)).toBe(
      'summary',
    );
    expect(floorTalk(read('okay um the chair guy whos like ahead right now'), false)).toBe('standing');
  });
});

describe('the chair asked what was said, where they agree, who is dodging', () => {
  it('restates the last point by its maker, says what has been granted, and who owes an answer', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Sorry, Mr. Aristotle, can you explain what he just said?' },
      { visitor: 'Do they agree on anything at all?' },
      { visitor: 'Aristotle, as chair, who has dodged a question so far? Be honest.' },
    ]);
    for (const step of [1, 2, 3]) expect(shape(debate.byStep[step] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/^In short, (?:Hume|Leibniz) said that /);
    expect(debate.byStep[2]?.[0]?.sentences[0]).toMatch(
      /^(?:On one thing at least: |Not yet: neither has granted)/,
    );
    expect(debate.byStep[3]?.[0]?.sentences[0]).toMatch(
      /^(?:Hume|Leibniz) has yet to answer|^Nobody has dodged yet/,
    );
  });
});

describe('a Socratic question with a sentence of context, a question to the room, a goodbye', () => {
  it('"Why not, though? Seems daft to doubt it." makes the last speaker ground his point', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'Why not, though? Seems daft to doubt it.' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toMatch(/^(?:Hume|Leibniz):ground$/);
  });

  it('"does anyone know what time it is in Tokyo?" is sent back to the theme; "Logging off." closes', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: 'sorry um does anyone know like what time it is in tokyo right now my cousins there' },
      { visitor: 'Predictable. Neither of you will commit. Logging off.' },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:redirect']);
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[2]?.[0]?.sentences[0]).toMatch(/^Goodbye, and thank you for your challenges/);
  });
});

describe('a visitor who did not catch it, or did not follow', () => {
  it.each([
    ['Could you repeat what you just said? My hearing aid was whistling.', ['repeat']],
    ['Could someone say that last part again? The telephone rang just as you were speaking.', ['repeat']],
    ["Sorry, I didn't catch the end of that. Would you say it again, a bit slower?", ['repeat']],
    // A word or two said back as heard, beside asking to hear it again; not a question of its own.
    ['Free choices? Sorry, could you say that again?', ['repeat']],
    ['Is custom real? Could you say that again?', []],
    ['Free choices? Who is winning?', []],
    [
      'Aristotle, dear, are you the one in charge? Am I supposed to pick a winner at the end, or do I just listen?',
      ['how'],
    ],
    [
      "Hello, is it on? I can't see a button. Oh, are you the philosophers? What's this one about, then?",
      ['presence', 'cast', 'question'],
    ],
  ])('"%s" asks the chair %j', (line, talks) => {
    expect(floorTalkBySentence(line, read, true)).toEqual(talks);
  });

  it('asked to repeat, the chair says the last two points again; asked to say it simply, the last speaker explains', async () => {
    const debate = await runScript(engine, members, [
      OPENING,
      { visitor: "Sorry, I didn't catch that. Could you say it again?" },
      {
        visitor:
          "I'm sorry, that went rather fast. Could you put it more simply, as if you were telling a child?",
      },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toBe('Of course.');
    expect(debate.byStep[1]?.[0]?.sentences[1]).toMatch(/^(?:Hume|Leibniz) holds that /);
    expect(shape(debate.byStep[2] ?? [])[0]).toMatch(/^(?:Hume|Leibniz):(?:define|ground)$/);
  });
});

describe('brevity asked of both', () => {
  it('"one sentence each": the answer and the rebuttal are a sentence each, the chair sums up as ever', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'One sentence each: how do you know the sun will rise tomorrow?' },
    ]);
    const [answer, rebuttal] = debate.byStep[0] ?? [];
    expect(answer?.sentences).toHaveLength(1);
    expect(rebuttal?.plan.move).toBe('rebut');
    expect(rebuttal?.sentences).toHaveLength(1);
  });

  it('a rebuttal after a brief question to one debater is said in full', async () => {
    const debate = await runScript(engine, members, [
      { visitor: 'Hume, in one sentence, how do you know the sun will rise tomorrow?' },
    ]);
    const [answer, rebuttal] = debate.byStep[0] ?? [];
    expect(answer?.sentences).toHaveLength(1);
    expect(rebuttal?.plan.move).toBe('rebut');
    expect(rebuttal?.sentences.length).toBeGreaterThan(1);
  });
});
