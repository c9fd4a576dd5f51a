import { assert, describe, expect, it } from 'vitest';
import { HEARD } from './chair-words';
import { castDebate } from './cast';
import { notesFor } from './notes';
import { DebateIndex } from './retrieval';
import { createReplyEngine } from './engine';
import { ASIDE, ASKED_OF_THE_ROOM } from './floor-phrasings';
import { floorTalk } from './floor-talk';
import { read, talkOf } from './testing/floor-reading';
import { runScript, shape } from './testing/debate-script';
import {
  FLOOR_TUNING,
  fixtureKnowledge,
  fixtureMembers,
  fixtureWithChair,
  OPENING,
} from './testing/fixture-knowledge';

// What visitors asked the chair in an eleventh listening session, answered by a debater or sent back to the theme:
// "is this the free will thing?", "where had they got to?", "what should I ask them?", "do I pick a side?", "has
// either debater conceded anything?".

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

describe('the chair asked what this is, what happened, what to ask', () => {
  it.each([
    ['Is this the one about whether we can know anything?', 'question'],
    ['hi is this the certainty thing', 'question'],
    ['ok wait what is this thing', 'question'],
    ['Who am I talking to, exactly?', 'cast'],
    ["Aristotle, can you tell me where they'd got to?", 'summary'],
    ['moderator whats happening', 'summary'],
    ['Am I supposed to be arguing with them?', 'how'],
    ['How is this supposed to go? Do I pick a side?', 'how'],
    ['So what should I ask them, then, Chair? Give me a good one.', 'suggest'],
    ['Chair, if you were me, what would you ask them?', 'suggest'],
    ["Okay, moderator, what's a good question for a beginner to ask them?", 'suggest'],
    ['Has either debater conceded anything?', 'agree'],
    ['Point of order, Aristotle: may a debater answer questions with other questions?', 'order'],
    ["Chair, he's answered a different question. Rule on whether that was responsive.", 'order'],
    // Goodbyes said with a word of their own.
    ["gtg mom's calling. cya philosophers", 'farewell'],
    ["This was lovely. I'm off to make some tea. Bye, everyone, be nice to each other!", 'farewell'],
    ['Well, this has been fun. I think I am determined to go to bed now. Cheerio!', 'farewell'],
    ['Thank you, Chair; I consider the matter closed for tonight.', 'farewell'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it.each([
    'Is this the right thing to do?',
    'Give me one reason to believe you.',
    'Give me an example.',
    'What should I ask myself before I trust a forecast?',
  ])('"%s" is none of them', (line) => {
    expect(floorTalk(read(line), false)).toBeUndefined();
  });

  it('asked what to ask, the chair offers a question of his not yet heard, on an issue not argued, for the quieter debater', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Hume, will the sun rise tomorrow?' },
      { visitor: 'Chair, what should I ask them next?' },
    ]);
    const [chair] = debate.byStep[2] ?? [];
    expect(chair?.move).toBe('chair');
    expect(chair?.sentences.join(' ')).toMatch(/^Here is one worth putting to (Hume|Leibniz): /);
    // The sunrise was argued: the question offered is on miracles or inborn ideas.
    expect(chair?.sentences.join(' ')).toMatch(/wonder|before you saw anything/);
  });

  it('hears "total change of subject, but ..." as an aside', () => {
    expect(ASIDE.test(read('Total change of subject, but why is hospital food always so bland?'))).toBe(true);
  });
});

// A twelfth session's lines to the chair that he sent back to the theme: a nickname for a debater, a second guess
// after the question, a goodbye after it, "what did I miss?".
describe("the chair asked who is ahead or what was missed, in words of the visitor's own", () => {
  it.each([
    ["ok who's ahead, the soul guy or the theorem guy", 'standing'],
    ['Chair, are you keeping score, or just vibing in your wig?', 'standing'],
    ['Is there a winner in these things?', 'standing'],
    // Back from a moment away, he is welcomed back before the summary.
    ['sorry my boss walked past. what did I miss?', 'back'],
    ['did I miss anything important', 'summary'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it('asked who is ahead with a goodbye after a comma, the chair answers, then takes his leave', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Hume, will the sun rise tomorrow?' },
      { visitor: "chair okay who's ahead now, quick, I have to go" },
    ]);
    const [chair, ...more] = debate.byStep[2] ?? [];
    expect(chair?.move).toBe('chair');
    expect(more).toEqual([]);
    const said = chair?.sentences.join(' ') ?? '';
    expect(said).toMatch(/\b(Hume|Leibniz)\b/);
    expect(said).toMatch(/Goodbye, and thank you for your challenges/);
    expect(said.indexOf('Goodbye')).toBeGreaterThan(said.search(/Hume|Leibniz/));
  });
});

describe('the chair said to, or asked where he himself stands', () => {
  const view = {
    said: ['I hold that some things are known by proof.', 'The first principles are grasped, not proved.'],
    work: 'Posterior Analytics II.19',
  };
  const withView = fixtureWithChair({ view });
  const chairs = createReplyEngine({ knowledge: withView, tuning: FLOOR_TUNING });

  it('gives his own view once when asked, says it does not decide the verdict, and hands the floor back', async () => {
    const debate = await runScript(chairs, fixtureMembers, [
      OPENING,
      { visitor: 'Aristotle, where do you actually land on all this?' },
      { visitor: 'Aristotle, do you even have an opinion?' },
    ]);
    const [given] = debate.byStep[1] ?? [];
    expect(given?.plan).toMatchObject({ move: 'hand-over', view: true });
    expect(given?.sentences).toEqual(expect.arrayContaining(view.said));
    expect(given?.sentences.join(' ')).toMatch(/not by what I hold\. .*challenger/);
    const [again] = debate.byStep[2] ?? [];
    expect(again?.plan).not.toHaveProperty('view');
    expect(again?.sentences.join(' ')).not.toContain(view.said[0]);
    expect(again?.sentences[0]).toMatch(/already|have said where I stand/);
  });

  it('with a model, the notes give his view and ask for it briefly, then the question by name', () => {
    const cast = castDebate(fixtureMembers, withView);
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
    const notes = notesFor(
      { speaker: 0, move: 'hand-over', addressee: 2, issue: 'induction', view: true },
      { cast, index, members: fixtureMembers, conversation: [] },
    );
    expect(notes.instruction).toMatch(/your own view.*not by what you hold.*Hume, by name/);
    expect(notes.material[0]).toContain(view.said[0]);
  });

  it('without a view of his own, keeps it for the verdict', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Aristotle, where do you actually land on all this?' },
    ]);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/verdict|takes sides|my part/);
  });

  it('said a joke at the first challenge, says who is who and the question; later, what his part is', async () => {
    const debate = await runScript(chairs, fixtureMembers, [
      { visitor: 'Aristotle, which one of you is paying for the drinks?' },
      { visitor: 'Hey Aristotle, you are the Ryan Seacrest of antiquity.' },
    ]);
    const [welcome] = debate.byStep[0] ?? [];
    expect(welcome?.move).toBe('hand-over');
    expect(welcome?.sentences.join(' ')).toMatch(/^Leibniz is .*Hume .*I am Aristotle, your moderator/);
    expect(debate.byStep[1]?.[0]?.sentences[0]).toMatch(/floor|order/);
    expect(debate.byStep[1]?.[0]?.sentences.join(' ')).not.toMatch(/verdict/);
  });
});

describe('a visitor who has lost his thread, asks the room, or says something off the theme', () => {
  it.each([
    "I'm sorry. I don't quite know what I meant to ask next.",
    "I can't think of another question to ask.",
    'Sorry, my mind went blank.',
  ])('"%s" is offered a question to ask', (line) => {
    expect(talkOf(line)).toBe('suggest');
  });

  it.each([
    ['Does either of you know anything about gardening?', true],
    ['Real talk, anyone know how to win a crowd back after you bomb?', true],
    ['How can anyone know what is true?', false],
    ['If anyone knows, it is Hume.', false],
    ["It's so hot today, the kids are melting in the paddling pool. Anyone else baking?", true],
    ['How would we even know if anyone else is conscious, human or machine?', false],
  ])('"%s" asked of the room: %s', (line, asked) => {
    expect(ASKED_OF_THE_ROOM.test(read(line))).toBe(asked);
  });

  it('a remark off the theme is brought back without being called a question', async () => {
    const redirections = [
      'A fair question for another evening; tonight we ask {theme}.',
      'Let us come back to {theme}.',
    ];
    const knowledge = fixtureWithChair({ redirections });
    const chair = createReplyEngine({ knowledge, tuning: FLOOR_TUNING });
    for (const [line, frame] of [
      ['Off topic, but my roses are dying and I miss her.', /^Let us come back to/],
      ['Off topic, but why are my roses dying?', /^A fair question/],
    ] as const) {
      const debate = await runScript(chair, fixtureMembers, [{ visitor: line }]);
      const [redirect] = debate.byStep[0] ?? [];
      expect(redirect?.move, line).toBe('redirect');
      expect(redirect?.sentences[0], line).toMatch(frame);
    }
  });
});

// A thirteenth listening session's first lines and lines to the chair: a caller checking the line ("Hello? Somebody
// is there?"), a greeting that introduces the visitor, the chair asked to score a round or for his own view again,
// a goodbye that ends on "later".
describe('the chair, at the first line and after', () => {
  it.each([
    ['Hello? Somebody is there? Maybe signal is bad here.', 'presence'],
    ['Can you hear me?', 'presence'],
    ['Hi, is this thing on? Can you hear me?', 'presence'],
    ['aristotle scoring. be honest. who took the round', 'standing'],
    ["leibniz who's winning, and dont say 'both make good points'", 'standing'],
    ['Between ourselves, which of them has the sounder foundations so far?', 'standing'],
    ['ok signing off, good round. will be back with better arguments. later', 'farewell'],
  ])('"%s" is %s', (line, talk) => {
    expect(talkOf(line)).toBe(talk);
  });

  it.each([
    'Is there anybody home in there, or is it just clockwork?',
    'Can you hear me? Hume, will the sun rise?',
  ])('"%s" is no line check', (line) => {
    expect(talkOf(line)).not.toBe('presence');
  });

  it('a line check is answered that we hear, and with the question and who to put it to', async () => {
    const debate = await runScript(engine, fixtureMembers, [{ visitor: 'Hello? Can you hear me?' }]);
    const [chair, ...rest] = debate.byStep[0] ?? [];
    expect(chair?.move).toBe('chair');
    expect(chair?.sentences.join(' ')).toMatch(
      new RegExp(`^${HEARD} Our question tonight is .*Leibniz or Hume\\.$`),
    );
    expect(rest).toEqual([]);
  });

  it('a first line that greets and asks nothing the debate reads is welcomed, and the debaters started off', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'Hello, Tomasz here, I drive a truck, I have a break of forty five minutes.' },
    ]);
    const turns = debate.byStep[0] ?? [];
    expect(shape(turns).slice(0, 2)).toEqual(['Aristotle:hand-over', expect.stringMatching(/:answer$/)]);
    expect(turns[0]?.sentences.join(' ')).toMatch(/I am Aristotle, your moderator/);
  });

  it('asked where he stands, naming no one, right after a line to the chair: the chair answers', async () => {
    const view = {
      said: ['I hold that some things are known by proof.', 'The rest we take on trust.'],
      work: 'x',
    };
    const withView = fixtureWithChair({ view });
    const chairs = createReplyEngine({ knowledge: withView, tuning: FLOOR_TUNING });
    const debate = await runScript(chairs, fixtureMembers, [
      OPENING,
      { visitor: 'Aristotle, who is ahead?' },
      { visitor: 'And where do you stand yourself? You must have a view.' },
    ]);
    const [given] = debate.byStep[2] ?? [];
    expect(given?.speaker).toBe('Aristotle');
    expect(given?.sentences).toEqual(expect.arrayContaining(view.said));
    // A question of the debate put to him, in a call of its own, gets it too.
    const asked = await runScript(chairs, fixtureMembers, [
      { visitor: 'Aristotle, can testimony prove a miracle?' },
    ]);
    expect(asked.byStep[0]?.[0]?.sentences).toEqual(expect.arrayContaining(view.said));
  });
});
