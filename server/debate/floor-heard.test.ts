import { describe, expect, it } from 'vitest';
import { writtenForm } from '../call/written-form';
import { runScript, shape } from './testing/debate-script';
import { answerTo, engine, membersOf } from './testing/real-debate';

// The floor with the real knowledge, for the twentieth listening session's lines: words as the recogniser hears them,
// and a visitor in a hurry.

const SUNRISE = 'Hume, how do you know the sun will rise tomorrow?';

/** The chair's first sentence (or all he says) to a line said after the sunrise question; he alone answers it. */
async function chairSays(line: string, whole = false): Promise<string> {
  const turns = await answerTo('knowledge-debate', SUNRISE, line);
  expect(shape(turns)).toEqual(['Aristotle:chair']);
  return (whole ? turns[0]?.sentences.join(' ') : turns[0]?.sentences[0]) ?? '';
}

// A twentieth listening session: a visitor speaking, whose words reach the engine as the local platform writes what
// the recogniser heard (sentences guessed, "um" and "like" left in).
describe('a spoken line, as heard', () => {
  const asHeard = (debateId: string, words: string) =>
    writtenForm(
      words,
      membersOf(debateId).map((member) => member.name),
    );

  it.each([
    ['sorry my pasta boiled over um where were we', /^In short: /],
    ['okay last question who do you guys think is like right or is it a tie', /^So far /],
    ['okay that makes sense kind of um wait how long is this thing i got like five minutes', /^The clock /],
  ])('"%s": the chair answers what it asks', async (words, answer) => {
    const turns = await answerTo(
      'knowledge-debate',
      'Hume, how do you know the sun will rise tomorrow?',
      asHeard('knowledge-debate', words),
    );
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences[0]).toMatch(answer);
  });

  it("a question on the theme with its own hedge ('or is that a dumb question') is answered, not turned away", async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      {
        visitor: asHeard(
          'knowledge-debate',
          'um hey so can we like actually know anything for sure or is that like a dumb question',
        ),
      },
    ]);
    const [answer] = debate.byStep[0] ?? [];
    expect(answer?.plan).toMatchObject({ move: 'answer', issue: 'certainty' });
  });

  it('"One sentence each." beside a question of its own asks that question briefly, not for the positions', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'One sentence each. How do you know the sun will rise tomorrow?' },
    ]);
    const [answer, rebuttal] = debate.byStep[0] ?? [];
    expect(answer?.plan).toMatchObject({ move: 'answer', issue: 'induction' });
    expect(answer?.sentences).toHaveLength(1);
    expect(rebuttal?.plan.move).toBe('rebut');
    expect(rebuttal?.sentences).toHaveLength(1);
  });
});

// The twentieth session's visitor on her lunch break: the time, a shorter answer, a takeaway, a counterpoint.
describe('asked in a hurry', () => {
  it.each([
    ['This is twelve minutes? It feels longer. How much is left?', /^The clock /],
    ['Too long. Give me that in ten words.', /^Of course\./],
    ['A number, please, not an essay.', /^Of course\./],
    ["What's the deliverable here? What do I actually walk away with?", /^In short: /],
    ['Ha. Okay. One takeaway I can bring back to the office?', /^In short: /],
  ])('"%s": the chair answers what it asks', async (line, answer) => {
    expect(await chairSays(line)).toMatch(answer);
  });

  it('"too long" inside a question of its own asks no shorter answer', async () => {
    const turns = await answerTo(
      'knowledge-debate',
      'Hume, how do you know the sun will rise tomorrow?',
      'Is life too long?',
    );
    expect(shape(turns)).not.toEqual(['Aristotle:chair']);
  });

  it('"Hume, counterpoint. One line.": Hume answers on the point just made, in a sentence', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'Leibniz, the principle of sufficient reason. One line.' },
      { visitor: 'Hume, counterpoint. One line.' },
    ]);
    const [first] = debate.byStep[1] ?? [];
    expect(first?.speaker).toBe('Hume');
    expect(first?.plan).toMatchObject({ issue: 'sufficient-reason' });
    expect(first?.sentences).toHaveLength(1);
  });

  it('books that balanced every month for ten years, and next month: how we know the future', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      {
        visitor:
          "Hume, I reconcile books. If the accounts balanced every month for ten years, I still can't be sure they'll balance next month?",
      },
    ]);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ move: 'answer', issue: 'induction' });
  });
});

// The twentieth session's nun: a look inside is no question about his looks; a judgement asked; a blessing to go.
describe('said with care', () => {
  it('"you looked inside and found only a bundle of perceptions": the self, not how Hume looked', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      {
        visitor:
          "Descartes thought he knew his own soul with certainty. Mr. Hume, you looked inside and found only a bundle of perceptions, didn't you?",
      },
    ]);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ move: 'answer', issue: 'self' });
  });

  it.each([
    ['And in your judgement, Aristotle, who has the better of it this morning?', /^So far /],
    [
      "Vespers are at five, so I must go. God bless you all, even those of you who'd rather He didn't.",
      /^Goodbye, and thank you/,
    ],
  ])('"%s": the chair answers what it asks', async (line, answer) => {
    expect(await chairSays(line)).toMatch(answer);
  });
});

// The twentieth session's podcaster: the debate's question after a colon, and the show's sign-off.
describe('on the record', () => {
  it('"That\'s a dodge. My listeners want a straight answer: is goodness real, yes or no?": the plain answer to it', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is it better to suffer injustice than to do it?' },
      {
        visitor:
          "Okay, but you keep asking me what I mean by words. That's a dodge, man. My listeners want a straight answer: is goodness real, yes or no?",
      },
    ]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ move: 'answer', issue: 'goodness-real' });
  });

  it('"And that\'s a wrap. Like and subscribe, folks.": goodbye', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Is goodness real?' },
      {
        visitor:
          "And that's a wrap. Like and subscribe, folks. Gentlemen, you're welcome back on the show anytime.",
      },
    ]);
    expect(shape(debate.byStep[1] ?? [])).toEqual(['Aristotle:chair']);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/^Goodbye, and thank you/);
  });
});

// The twenty-first session's cook on his break, and a postman: stepping away, back, a question in a hurry, goodbyes.
describe('on a break', () => {
  it.each([
    ["crap, hold on, someone's calling me", /^Take your time/],
    ["hang on, chef's yelling, two min", /^Take your time/],
    ["hang on, ticket printer's going mental, back in a sec", /^Take your time/],
    [
      "back. some idiot put the fish in the wrong fridge. what'd I miss, twenty seconds",
      /^Welcome back. In short: /,
    ],
    ['ok gotta go, tickets piling up. good chat, nerds', /^Goodbye, and thank you/],
    [
      "Okay, I'm going with Spinoza for my essay. Thanks, this was actually useful.",
      /^Goodbye, and thank you/,
    ],
    [
      "Well I think I'll leave it there my tea's gone cold. Thank you gentlemen it's been a treat bye now.",
      /^Goodbye/,
    ],
    ["Leibniz, how long have we got left and who's ahead?", /^The clock .* So far /],
  ])('"%s": the chair answers what it says', async (line, answer) => {
    const turns = await answerTo(
      'free-will-debate',
      'Spinoza, if every choice has a cause, can anyone be blamed?',
      line,
    );
    expect(shape(turns)).toEqual(['Leibniz:chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(answer);
  });

  it('"hold on, is free will real?" asks its question', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: 'hold on, is free will real?' },
    ]);
    expect(debate.byStep[0]?.[0]?.plan).toMatchObject({ move: 'answer', issue: 'free-will-real' });
  });

  it('"keep it short, I got like three minutes. is there any real choice at all or not": the question, briefly', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: 'Spinoza, if every choice has a cause, can anyone be blamed?' },
      { visitor: 'keep it short, I got like three minutes. is there any real choice at all or not' },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.plan.move).toBe('answer');
    expect(answer?.sentences).toHaveLength(1);
  });
});

// The twenty-first session's postman and life coach: plain words asked for, a doubt, a quote, bullet points, namaste.
describe('asked in their own words', () => {
  it.each([
    ["that's a lot of long words for an old man could one of you put it in a sentence", /^In short: /],
    ['Aristotle, give me three bullet points I can share with my community.', /^In short: /],
    [
      "This has been transformational. Thank you, thank you! I'm going to share these insights. Namaste!",
      /^Goodbye/,
    ],
  ])('"%s": the chair answers what it says', async (words, answer) => {
    const turns = await answerTo(
      'knowledge-debate',
      'Hume, how do you know the sun will rise tomorrow?',
      writtenForm(words, ['Leibniz', 'Hume', 'Aristotle']),
    );
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(answer);
  });

  it('"that sounds a bit far fetched" is answered by a debater, not turned away', async () => {
    const turns = await answerTo(
      'knowledge-debate',
      'Hume, how do you know the sun will rise tomorrow?',
      "Uh that sounds a bit far fetched if you don't mind me saying.",
    );
    expect(turns[0]?.plan.move).not.toBe('redirect');
  });

  it.each([
    ['Okay, can you each give me a quote for a slide? Something short and inspiring.', 2],
    ['Hume, give me a line my listeners can put on a T-shirt.', 1],
  ])('"%s": where they stand, plainly', async (line, positions) => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'Hume, how do you know the sun will rise tomorrow?' },
      { visitor: line },
    ]);
    const plain = (debate.byStep[1] ?? []).filter(
      (turn) => turn.plan.move === 'answer' && 'plain' in turn.plan,
    );
    expect(plain).toHaveLength(positions);
  });
});

describe('what to read', () => {
  it.each([
    [
      'morality-debate',
      "For Socrates, start with Plato's Republic; for Nietzsche, with Twilight of the Idols.",
    ],
    ['knowledge-debate', 'for Hume, with An Enquiry concerning Human Understanding.'],
  ])('%s: the chair names the work each debater argues from most', async (debateId, named) => {
    const debate = await runScript(engine, membersOf(debateId), [
      { visitor: 'Is it real?' },
      { visitor: 'is there a book I should read if I wanna get into this stuff?' },
    ]);
    const [chair] = debate.byStep[1] ?? [];
    expect(chair?.move).toBe('chair');
    expect(chair?.sentences.join(' ')).toContain(named);
  });
});
