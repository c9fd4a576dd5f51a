import { describe, expect, it } from 'vitest';
import { writtenForm } from '../call/written-form';
import { runScript, shape } from './testing/debate-script';
import {
  afterFreeWill,
  afterMorality,
  answerTo,
  engine,
  firstAnswer,
  membersOf,
} from './testing/real-debate';

// The floor with the real knowledge, for the twenty-fourth listening session's lines: a trucker at the wheel, a
// defence lawyer, a primary teacher, a widow of seventy-eight who types with a finger.

describe('a goodbye, said as people say it', () => {
  it.each([
    'Well I must get to bed, my hip is telling me so. Thank you boys, that was very intresting. Nighty night',
    'Perfect, that is my Friday afternoon sorted. Thank you all, you have been brilliant!',
    'Well I must go and try my cardigan on. Thank you, you have all been very patient with me. Tata for now',
    'alright boys im gonna put some music on for a while been good talking catch you on the next run',
    'ok im gonna get off here my exit is coming up thanks fellas stay safe',
    'alright im pulling into the truck stop gonna grab me some coffee you guys keep it clean later',
  ])('"%s" is taken as one', async (line) => {
    const turns = await afterFreeWill(line);
    expect(shape(turns)).toEqual(['Leibniz:chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it.each([
    ['Thats a lovely thing to say, thank you.', 'move-on'],
    ['Great answer, thanks', 'move-on'],
  ])('"%s" thanks for what was said, and the debate goes on', async (line, move) => {
    const turns = await afterMorality(line);
    expect(turns[0]?.plan.move).toBe(move);
  });

  it('"Thank you, that\'s really thoughtful." before a question is no goodbye', async () => {
    const turns = await afterMorality(
      "Thank you, that's really thoughtful. Any good resources for teaching philosophy to kids?",
    );
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^For Socrates, start with/);
  });

  it.each([
    "Interesting. I'll ask Descartes about that later",
    "I'll tell you later",
    "what happens to the will when we're going to sleep",
    'Descartes, take it easy on him',
  ])('"%s" is no goodbye', async (line) => {
    const turns = await afterFreeWill(line);
    expect(turns[0]?.sentences[0]).not.toMatch(/^Goodbye/);
  });
});

describe('what to read, asked with what it should be like', () => {
  it.each([
    'Is there a book I could ask the libary for, with big print if possible?',
    'Is there a book about these two that isnt too hard? I like a story',
    "Back! Are there any picture books or children's philosophy books you'd recommend for this?",
    writtenForm(
      'um is there like an audiobook or something i could listen to about this stuff on the long hauls',
      ['Socrates', 'Nietzsche', 'Aristotle'],
    ),
  ])('"%s": the chair names a work for each', async (line) => {
    const turns = await afterMorality(line);
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    // "Back! ...": welcomed back first.
    expect(turns[0]?.sentences.join(' ')).toMatch(
      /^(?:Welcome back\. )?For Socrates, start with .*; for Nietzsche, with /,
    );
  });
});

describe('the floor, asked for by a newcomer or for a debater', () => {
  it('"Am I typing in the right place?": how the debate works', async () => {
    const turns = await afterMorality(
      'Hello dear, my grandson set this up for me. Am I typing in the right place?',
    );
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^You are the challenger/);
  });

  it('"is this the one with hume i heard ...", as heard: what the debate asks', async () => {
    const said = writtenForm(
      'hey uh is this the one with hume i heard some guy on a podcast say hume was like the most chill philosopher ever',
      ['Aristotle', 'Leibniz', 'Hume'],
    );
    const turns = await answerTo(
      'knowledge-debate',
      'Hume, how do you know the sun will rise tomorrow?',
      said,
    );
    expect(shape(turns)).toEqual(['Aristotle:chair']);
    expect(turns[0]?.sentences[0]).toMatch(
      /^Our question tonight is whether we can know anything for certain/,
    );
  });

  it('"socrates what do you got on that": his reply to the last point', async () => {
    const turns = await answerTo(
      'morality-debate',
      'Nietzsche, if God is dead, why should I be good?',
      'socrates what do you got on that',
    );
    expect(turns[0]).toMatchObject({ speaker: 'Socrates', plan: { move: 'rebut' } });
  });

  it('"Descartes, is your will really unlimited?" is on the theme: his claim, argued', async () => {
    const turns = await afterFreeWill('Descartes, is your will really unlimited?');
    expect(turns[0]).toMatchObject({
      speaker: 'Descartes',
      plan: { move: 'answer', argument: 'descartes-will-unlimited' },
    });
  });
});

describe('the verdict, asked for in words', () => {
  it.each([
    'Brilliant. Can you end it there and give me a verdict I could read out to them?',
    'Fine. Closing statements, fifty words each, then Leibniz rules.',
    "Back, but I've got to go. One-line ruling, Leibniz, then we're adjourned.",
    'ok lets wrap it up, final verdict please',
    'Leibniz, give us your verdict.',
  ])('"%s": the chair closes the debate with it', async (line) => {
    const turns = await afterFreeWill(line);
    expect(shape(turns)).toEqual(['Leibniz:verdict']);
    expect(turns[0]?.sentences[0]).toBe('Let me close the debate with a verdict.');
  });

  it.each([
    ["What's your verdict so far?", /^So far /],
    ['Back. Bottom line: on today’s arguments, who carried it?', /^Welcome back\. So far /],
    ['Is there a verdict at the end?', /^You are the challenger/],
    ['How do I end the debate?', /^You are the challenger/],
  ])('"%s" does not close it: the chair answers', async (line, answer) => {
    const turns = await afterFreeWill(line);
    expect(shape(turns)).toEqual(['Leibniz:chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(answer);
  });
});

describe('a lawyer at the floor', () => {
  const CASE =
    'Nietzsche. If morality is the resentment of the weak, what grounds the presumption of innocence? It exists precisely to protect the weak from the strong.';

  it('"So you\'d abolish it?": what his point commits him to, from the one it was put to', async () => {
    const turns = await answerTo('morality-debate', CASE, "So you'd abolish it?");
    expect(shape(turns)[0]).toBe('Nietzsche:imply');
  });

  it.each([
    ['Objection: non-responsive. Yes or no.', /^Sustained\. /],
    [
      'Aristotle, as chair: is either of them actually answering me, or am I getting speeches?',
      /^Sustained\. Nietzsche, /,
    ],
  ])('"%s": the chair rules, and asks for a straight answer', async (line, ruling) => {
    const turns = await answerTo('morality-debate', CASE, line);
    expect(turns[0]).toMatchObject({ speaker: 'Aristotle', plan: { move: 'hand-over' } });
    expect(turns[0]?.sentences[0]).toMatch(ruling);
  });

  it('"And Mr Spinoza? You are being very quiet": his reply', async () => {
    const turns = await answerTo(
      'free-will-debate',
      'Mr Descartes, I was always taught God gave us free will. Do you agree?',
      'And Mr Spinoza? You are being very quiet',
    );
    expect(turns[0]?.speaker).toBe('Spinoza');
  });
});

describe('positions asked for briefly', () => {
  it('"Can you make it shorter? Just give me the one line version from each of them.": where each stands', async () => {
    const turns = await afterMorality(
      'Can you make it shorter? Just give me the one line version from each of them.',
    );
    expect(shape(turns).slice(0, 2)).toEqual(['Socrates:answer', 'Nietzsche:answer']);
    expect(turns.slice(0, 2).map((turn) => turn.plan)).toEqual([
      expect.objectContaining({ plain: true, each: true }),
      expect.objectContaining({ plain: true, each: true }),
    ]);
  });
});

describe('a newcomer, a teacher', () => {
  it.each([
    [
      "Hello! Quick practical question before we start: how long does this take, and can I stop it whenever I want? I've got marking to do.",
      /^The clock at the top of the arena shows how long we have gone;.* You are the challenger/,
    ],
    [
      "Hi! I teach a class of ten-year-olds and I'm planning a lesson on 'Is being good real or made up?'. Can you tell me how this works before we start?",
      /^Welcome\. You are the challenger/,
    ],
    [
      'Good afternoon. I dont really know how this works, do I just type and the gentlemen answer?',
      /^Welcome\. You are the challenger/,
    ],
    // It was argued as a question of the self ("whole", "last"), before the session had its words.
    ['How long is this whole session going to last?', /^The clock at the top of the arena shows how long/],
  ])('"%s": how it works, from the chair', async (line, answer) => {
    const turns = await firstAnswer('free-will-debate', line);
    expect(shape(turns)).toEqual(['Leibniz:chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(answer);
  });

  it.each([
    'Could you suggest a little activity or game we could do in class to explore this?',
    'Last one: could you each give me one question to pin on the board for them to argue about?',
  ])('"%s": a question worth putting to them', async (line) => {
    const turns = await afterFreeWill(line);
    expect(shape(turns)).toEqual(['Leibniz:chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Here is one worth putting to /);
  });

  it('"Is there a story or fable about choosing freely that I could read to them first?": what to read', async () => {
    const turns = await afterFreeWill(
      'Is there a story or fable about choosing freely that I could read to them first?',
    );
    expect(turns[0]?.sentences[0]).toMatch(/^For Descartes, start with /);
  });

  it('"Leibniz buddy you been quiet who you siding with": the chair gives his own view, once', async () => {
    const turns = await afterFreeWill('Leibniz buddy you been quiet who you siding with.');
    expect(turns[0]).toMatchObject({ speaker: 'Leibniz', plan: { move: 'hand-over', view: true } });
  });

  it('"Hello? Can you hear me?" still checks the line', async () => {
    const turns = await firstAnswer('free-will-debate', 'Hello? Can you hear me?');
    expect(turns[0]?.sentences[0]).toBe('Yes, we hear you clearly.');
  });
});

// The twenty-fifth listening session's lines: a dairy farmer on speakerphone, a comedian, a chess player, a young carer.

describe('the verdict named, whatever is said with it', () => {
  it.each([
    'can u end it with a verdict i need to sleep',
    "Concise final verdict: who's ahead, by how much, and what's the critical unresolved line?",
    "ok final verdict, 2 sentences max, I'm on in 10",
    "Sorry, was thinking. I'll press End debate after this. Leibniz, final verdict and two items to read.",
    "I'm ending it here. Final verdict, please, plus one primary source from each side.",
    "right leibniz final verdict then who's won it and then i'm off home to bed cheers gents",
  ])('"%s" closes the debate', async (line) => {
    const turns = await afterFreeWill(line);
    expect(shape(turns)).toEqual(['Leibniz:verdict']);
  });

  it('"My final verdict is that Spinoza is right." is the visitor\'s own, and closes nothing', async () => {
    const turns = await afterFreeWill('My final verdict is that Spinoza is right.');
    expect(turns[0]?.plan.move).not.toBe('verdict');
  });
});

describe('goodbyes, steps away and requests, from the twenty-fifth session', () => {
  it.each([
    "Thanks. Good game, everyone. I'll review the transcript later.",
    "Stealing 'better to suffer injustice than do it' and pretending it's mine. Thanks lads, try the veal 👋",
    "Right that's the last one done I've got to wash down so uh cheers lads good chat I might come back tomorrow",
    'ok im done my brain is full. thank u sm, gn x',
    'ty ty ty this actually helped. going to try and sleep now. wish me luck',
  ])('"%s" is a goodbye', async (line) => {
    const turns = await afterFreeWill(line);
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it.each([
    'hang on carers allowance form is due tomorrow and i forgot. 2 mins',
    "Gotta grab a drink, don't solve epistemology without me",
    "Hang on the vet's just pulled into the yard give us two minutes.",
  ])('"%s" steps away', async (line) => {
    const turns = await afterFreeWill(line);
    expect(turns[0]?.sentences[0]).toMatch(/^Take your time/);
  });

  it.each([
    ['thank u. is there something short i could read on my phone about this', /^For Descartes, start with /],
    ['Aristotle, interim evaluation please. Numbers.', /^So far /],
    ['Back. Did anyone prove anything while I was gone? Leibniz, recap.', /^Welcome back\. In short: /],
    [
      "Before we start: how is this scored? I'd like each exchange evaluated, like an engine eval.",
      /challenger/,
    ],
  ])('"%s": the chair answers it', async (line, answer) => {
    const turns = await afterFreeWill(line);
    expect(shape(turns)).toEqual(['Leibniz:chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(answer);
  });

  it('"sorry can u make it shorter im really tired": shorter turns from here on', async () => {
    const turns = await afterFreeWill('sorry can u make it shorter im really tired');
    expect(turns[0]?.sentences[0]).toBe('A fair complaint: shorter turns from here on.');
  });

  it('"Can you keep it simpler mate I left school at sixteen?": the point again, simply', async () => {
    const turns = await afterFreeWill('Can you keep it simpler mate I left school at sixteen?');
    expect(turns[0]).toMatchObject({ plan: { kind: 'clarification' } });
  });

  it('"Leibniz, you the moderator, do you have a horse in this race or just vibes": his own view', async () => {
    const turns = await afterFreeWill(
      'Leibniz, you the moderator, do you have a horse in this race or just vibes',
    );
    expect(turns[0]?.plan).toMatchObject({ move: 'hand-over', view: true });
  });

  it('"Good move from Leibniz. Hume, your reply?": Hume, whom the last sentence calls', async () => {
    const turns = await answerTo(
      'knowledge-debate',
      'Leibniz, is there anything we can know for certain?',
      'Good move from Leibniz. Hume, your reply?',
    );
    expect(turns[0]?.speaker).toBe('Hume');
  });

  it('"but spinoza says that\'s exactly the illusion. how do u reply": Descartes, whom the visitor asked, answers Spinoza', async () => {
    const turns = await afterFreeWill("but spinoza says that's exactly the illusion. how do u reply");
    expect(turns[0]).toMatchObject({ speaker: 'Descartes', move: 'rebut' });
  });

  it('"wait explain monads like I\'m the drunk guy at the back of the room": what a monad is', async () => {
    const turns = await answerTo(
      'knowledge-debate',
      'Leibniz, can reason alone prove anything?',
      "wait explain monads like I'm the drunk guy at the back of the room",
    );
    expect(turns[0]).toMatchObject({ speaker: 'Leibniz', plan: { move: 'define', term: 'monad' } });
  });

  it('heard, "uh hello can you hear me ... nietzsche if god is dead like why should i be good then" is answered', async () => {
    const said = writtenForm(
      "uh hello can you hear me i'm in the parlour so there's a bit of noise um nietzsche if god is dead like why should i be good then",
      ['Aristotle', 'Socrates', 'Nietzsche'],
    );
    const debate = await runScript(engine, membersOf('morality-debate'), [{ visitor: said }]);
    expect(debate.byStep[0]?.[0]?.speaker).toBe('Nietzsche');
  });
});
