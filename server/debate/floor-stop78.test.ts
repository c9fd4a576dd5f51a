import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';
import { movesOf } from './testing/real-debate';

const floor = await draftFloor(
  [
    'capitalism-debate',
    'simulation-reality-debate',
    'ai-consciousness-debate',
    'gender-nature-debate',
    'social-media-humanity-debate',
    'death-meaning-debate',
    'climate-progress-debate',
  ],
  ['free-will-debate'],
);

/** The turns given to `line`, put after `opening` has been argued, in a call of `debateId`. */
async function after(debateId: string, opening: string, line: string) {
  const engine = createReplyEngine({ knowledge: floor.knowledge });
  const { byStep } = await runScript(engine, floor.membersOf(debateId), [
    { visitor: opening },
    { visitor: line },
  ]);
  const turns = byStep[1] ?? [];
  const names = floor.membersOf(debateId);
  return turns.map((turn) => ({
    speaker: names[turn.plan.speaker]?.name ?? '?',
    move: turn.move,
    issue: 'issue' in turn.plan ? turn.plan.issue : undefined,
    said: turn.sentences.join(' '),
  }));
}

// Found under cross-validation (stop 78): a word of the debate asked "in plain English" after a point on another issue
// was taken for a request to say that point again simply ("What's alienation in plain English?" after Adam Smith on
// planning got his case against planners, "put simply").
describe('a word of the debate asked simply, after a point that did not use it', () => {
  it.each([
    [
      'capitalism-debate',
      'Should the state plan the economy?',
      "What's alienation in plain English?",
      'work-meaning',
    ],
    [
      'capitalism-debate',
      'Is inequality the price of growth?',
      'What does alienation actually mean in plain words?',
      'work-meaning',
    ],
    [
      'capitalism-debate',
      'Does the free market make us free?',
      'whats surplus value in plain english',
      'exploitation',
    ],
    [
      'simulation-reality-debate',
      'Could we tell if we lived in a simulation?',
      "What's hyperreal, in plain words?",
      'hyperreal',
    ],
  ])('%s, after "%s": "%s" is answered on its own issue', async (debateId, opening, line, issue) => {
    const [first] = await after(debateId, opening, line);
    expect(first?.move).toBe('answer');
    expect(first?.issue).toBe(issue);
    expect(first?.said).not.toMatch(/^Put simply/);
  });

  it('"say that in plain English" still asks for the last point, simply', async () => {
    const [first] = await after(
      'capitalism-debate',
      'Should the state plan the economy?',
      'say that in plain English',
    );
    expect(first?.move).toBe('define');
    expect(first?.issue).toBe('planning');
  });
});

// The blind set of 2026-12-09, read when it was spent (stop 78): lines put to whoever else is listening, a question
// about the devices the app runs on, and debaters called by a spelling and by epithets no list had.
describe('a line put to the room', () => {
  it.each([
    [
      'ai-consciousness-debate',
      "does anyone know how to fix a washing machine that won't drain? sorry random",
    ],
    [
      'gender-nature-debate',
      "It's so hot today, the kids are melting in the paddling pool. Anyone else baking?",
    ],
    ['simulation-reality-debate', 'whats playing at the cinema tonight, anyone know'],
  ])('%s: "%s" is brought back to the theme, not argued', async (debateId, line) => {
    const turns = await floor.firstInDraft(debateId, line);
    expect(movesOf(turns)).toEqual(['redirect']);
  });

  it('asked of the debate, "anyone else" is still argued', async () => {
    const turns = await floor.firstInDraft(
      'ai-consciousness-debate',
      'How would we even know if anyone else is conscious, human or machine?',
    );
    expect(movesOf(turns)[0]).toBe('answer');
  });
});

describe('the devices the app runs on, asked', () => {
  it("is the app makers' to answer, not an argument about screens", async () => {
    const turns = await floor.firstInDraft(
      'social-media-humanity-debate',
      'can I use this app on my tablet or only my phone',
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/for its makers to answer/);
  });
});

describe('a debater called by a spelling or an epithet of his own', () => {
  it.each([
    ['ai-consciousness-debate', 'Dekart, could God put a soul into a computer if he wanted to?', 'Descartes'],
    [
      'ai-consciousness-debate',
      'Question for the father of the thinking machine: can a machine be creative, or is it just remixing what it read?',
      'Alan Turing',
    ],
    [
      'death-meaning-debate',
      'For the Greek in the garden: if death is nothing, why did you write a will with instructions for feasts on your birthday?',
      'Epicurus',
    ],
  ])('%s: "%s" is answered by %s', async (debateId, line, name) => {
    const turns = await floor.firstInDraft(debateId, line);
    expect(floor.membersOf(debateId)[turns[0]?.plan.speaker ?? -1]?.name).toBe(name);
  });
});

// Found under cross-validation with the set in (stop 78): "Who are you to tell them no?" was read as "who are you?",
// and Thoreau told of his birth on his grandmother's farm.
describe('his standing to say so, doubted', () => {
  it('with a question of the debate in the line, is that question, argued', async () => {
    const turns = await floor.firstInDraft(
      'climate-progress-debate',
      'Hey Woodsman, you say slow down. But poor countries want cars and fridges too. Who are you to tell them no?',
    );
    expect(movesOf(turns)[0]).toBe('answer');
    expect(turns[0]?.sentences.join(' ')).not.toMatch(/I was born/);
  });

  it('asked alone, of him, gets where he stands', async () => {
    const turns = await floor.firstInDraft('climate-progress-debate', 'who are you to judge, Thoreau?');
    expect(movesOf(turns)[0]).toBe('answer');
    expect(floor.membersOf('climate-progress-debate')[turns[0]?.plan.speaker ?? -1]?.name).toBe(
      'Henry David Thoreau',
    );
  });

  it('"Thoreau, who are you?" is still his life', async () => {
    const turns = await floor.firstInDraft('climate-progress-debate', 'Thoreau, who are you?');
    expect(movesOf(turns)[0]).toBe('life');
  });
});

// Found under cross-validation (stop 78): "What is degrowth and is it realistic?", not yet learnt, was turned away (it
// means like "what is X and is it realistic?" put off the theme); degrowth is now a term of art of The Green Reckoning.
describe('a term of art of the debate, asked about', () => {
  it('"What is degrowth and is it realistic?", unlearnt, is argued', async () => {
    const line = 'What is degrowth and is it realistic?';
    const topic = floor.knowledge.topics.get('climate-progress-debate');
    if (!topic) throw new Error('no draft climate-progress-debate');
    const asked = topic.asked.filter((challenge) => challenge.text !== line);
    expect(asked.length).toBe(topic.asked.length - 1);
    const knowledge = {
      ...floor.knowledge,
      topics: new Map(floor.knowledge.topics).set('climate-progress-debate', { ...topic, asked }),
    };
    const { byStep } = await runScript(
      createReplyEngine({ knowledge }),
      floor.membersOf('climate-progress-debate'),
      [{ visitor: line }],
    );
    expect(movesOf(byStep[0] ?? [])[0]).toBe('answer');
    expect(byStep[0]?.[0]?.plan).toMatchObject({ issue: 'growth' });
  });
});

// Found under cross-validation (stop 78): a story put to a debater by name, sharing few words with any issue but in
// words far likelier on the theme than off it, was waved off by the chair.
describe('a story put to a debater by name', () => {
  it("is his to answer, through the nearest issue, when its words are the theme's", async () => {
    const line =
      "My grandfather, 84, learned WhatsApp just to get pictures of his great-grandchildren. He says he's never felt so included. Is he the exception, McLuhan, or the rule?";
    const id = 'social-media-humanity-debate';
    const topic = floor.knowledge.topics.get(id);
    if (!topic) throw new Error(`no draft ${id}`);
    const asked = topic.asked.filter((challenge) => challenge.text !== line);
    expect(asked.length).toBe(topic.asked.length - 1);
    const knowledge = {
      ...floor.knowledge,
      topics: new Map(floor.knowledge.topics).set(id, { ...topic, asked }),
    };
    const { byStep } = await runScript(createReplyEngine({ knowledge }), floor.membersOf(id), [
      { visitor: line },
    ]);
    const turns = byStep[0] ?? [];
    expect(movesOf(turns)[0]).toBe('answer');
    expect(floor.membersOf(id)[turns[0]?.plan.speaker ?? -1]?.name).toBe('Marshall McLuhan');
  });
});
