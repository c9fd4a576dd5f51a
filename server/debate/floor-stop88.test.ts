import { describe, expect, it } from 'vitest';
import { createReplyEngine } from './engine';
import { runScript } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';

// Found at stop 87 and taken up at stop 88. Each line is new, put as the floor meets a visitor's.
const floor = await draftFloor(
  [
    'climate-progress-debate',
    'death-meaning-debate',
    'ai-consciousness-debate',
    'simulation-reality-debate',
    'privacy-surveillance-debate',
    'social-media-humanity-debate',
    'gender-nature-debate',
  ],
  ['free-will-debate', 'knowledge-debate', 'morality-debate'],
);
const engine = createReplyEngine({ knowledge: floor.knowledge });

/** The first turn a line gets in a debate: who takes it, and with what. */
async function firstTurn(debateId: string, line: string) {
  const [first] = await floor.unlearnt(debateId, line);
  return { speaker: first?.speaker, plan: first?.plan };
}

// "Heidegger, how do you square all your talk of authenticity with joining the Nazi party?" and "The Lord Chancellor
// who got impeached for taking bribes is telling us to trust the experts?" got only the fact of his life: his life held
// against his view asks for the view.
describe('his life held against his view is argued', () => {
  it.each([
    [
      'death-meaning-debate',
      'Martin, how can you reconcile facing your own death honestly with joining the Nazi party?',
      'Martin Heidegger',
    ],
    [
      'climate-progress-debate',
      "Henry, it's easy to praise a simple life in the woods when your mother did the washing for you.",
      'Henry David Thoreau',
    ],
    [
      'climate-progress-debate',
      'So the chancellor impeached for taking bribes is now telling everyone to believe the scientists?',
      'Francis Bacon',
    ],
  ])('in %s, "%s" is argued by %s', async (id, line, name) => {
    const { speaker, plan } = await firstTurn(id, line);
    expect(speaker).toBe(name);
    expect(plan?.move).toBe('answer');
  });
});

// "Sir Francis, didn't you literally catch your death stuffing a chicken with snow? Maybe not everything needs an
// experiment.": the fact is told, and the point made of it, of neither of them, argued.
describe('a point made of a deed of his, beside the question about it', () => {
  it('tells the fact, then argues the point', async () => {
    const { speaker, plan } = await firstTurn(
      'climate-progress-debate',
      'Francis, you died of a chill after packing a hen with snow, didnt you? Some things are better left untested.',
    );
    expect(speaker).toBe('Francis Bacon');
    expect(plan).toMatchObject({ move: 'answer' });
    expect(plan?.move === 'answer' && plan.life).toBeTypeOf('number');
  });

  it('but the visitor speaking of himself beside it leaves it his life', async () => {
    const { plan } = await firstTurn(
      'climate-progress-debate',
      'Francis, you died of a chill after packing a hen with snow, didnt you? My brother told me that at school.',
    );
    expect(plan?.move).toBe('life');
  });
});

// "Does that sink the codebreaker's whole test?" was told of Bletchley Park: his nickname owning the test names whose
// test, not his war.
describe('a debater named as the owner of what is asked', () => {
  it('is asked of the thing he owns, not of his life', async () => {
    const { speaker, plan } = await firstTurn(
      'ai-consciousness-debate',
      "A clerk follows a rulebook to answer notes in a script he can't read. Doesn't that break the codebreaker's game?",
    );
    expect(speaker).toBe('Alan Turing');
    expect(plan?.move).toBe('answer');
  });
});

// "thorow why should i feel guilty for flying home ..." and "Honestly, Benedict, ...": a name spelt as it sounds, and
// the first name Spinoza signed in Latin.
describe('names as visitors write them', () => {
  it.each([
    [
      'climate-progress-debate',
      'thorrow is it selfish to fly across the world for a wedding',
      'Henry David Thoreau',
    ],
    [
      'free-will-debate',
      'surely my will is plainly free when I decide to raise my hand, Benedict?',
      'Spinoza',
    ],
  ])('in %s, "%s" is put to %s', async (id, line, name) => {
    expect((await firstTurn(id, line)).speaker).toBe(name);
  });
});

// "can the philosophers hear me or do they only read what I type?" and "is this the last debate tonight or is there
// another one after?" were argued as the theme: they ask about the app.
describe('the app asked about', () => {
  it.each([
    ['privacy-surveillance-debate', 'do the debaters hear me talking or just read what i write?'],
    ['death-meaning-debate', 'is this the final debate this evening?'],
    ['death-meaning-debate', 'is there one more session later?'],
  ])('in %s, "%s" is the chair\'s', async (id, line) => {
    expect((await firstTurn(id, line)).plan?.move).toBe('chair');
  });
});

// "Reality TV is scripted ... and we still cry at it. What's going on there?" asks about the visitor's case, not what
// the debate has come to.
describe('"what is going on there?" after a case', () => {
  it('asks about the case', async () => {
    const { plan } = await firstTurn(
      'simulation-reality-debate',
      'My flatmates sob at staged dating shows every week, knowing full well they are fake. What is going on there?',
    );
    expect(plan?.move).toBe('answer');
  });

  it('alone, it asks where the debate has got to', async () => {
    expect((await firstTurn('simulation-reality-debate', 'sorry, what is going on?')).plan?.move).toBe(
      'chair',
    );
  });
});

// What the blind set of 2026-12-26 showed when it was read and spent (stop 88). The lines are new.
describe('his life held up in a question of its own', () => {
  it.each([
    [
      'death-meaning-debate',
      'Martin, you go on about being authentic, but you joined the Nazi party. How am I meant to take advice from you?',
      'Martin Heidegger',
    ],
    [
      'climate-progress-debate',
      'Henry, your mum did your laundry while you were at Walden. Is living simply only for people who get looked after?',
      'Henry David Thoreau',
    ],
    [
      'gender-nature-debate',
      'The naturalist from Geneva: did you ever actually watch little boys at play, or only imagine them?',
      'Jean-Jacques Rousseau',
    ],
  ])('in %s, "%s" is argued by %s', async (id, line, name) => {
    const { speaker, plan } = await firstTurn(id, line);
    expect(speaker).toBe(name);
    expect(plan?.move).toBe('answer');
  });
});

describe('a moment of the evening inside a case', () => {
  it('"if i order a pizza tonight ..." is argued, not passed as the kitchen', async () => {
    const { plan } = await firstTurn(
      'free-will-debate',
      'if i order a pizza tonight was that already settled when the universe began or nah',
    );
    expect(plan?.move).toBe('answer');
  });

  it('"the kettle just clicked off" is still passed', async () => {
    expect((await firstTurn('free-will-debate', 'the kettle just clicked off')).plan?.move).not.toBe(
      'answer',
    );
  });
});

// "Can you be yourself online when an algorithm decides who gets to see you?" was taken as a goodbye.
describe('"see you" said of being seen', () => {
  it('is argued', async () => {
    const { plan } = await firstTurn(
      'social-media-humanity-debate',
      'Is a profile the real you when a feed chooses which strangers see you?',
    );
    expect(plan?.move).toBe('answer');
  });

  it('said to go, it is still a goodbye', async () => {
    const debate = await runScript(engine, floor.membersOf('social-media-humanity-debate'), [
      { visitor: 'Is social media making us less human?' },
      { visitor: 'ok thanks both, see you' },
    ]);
    expect(debate.byStep[1]?.[0]?.plan.move).not.toBe('answer');
  });
});

describe('the line checked, and errands', () => {
  it('"is the audio working? i can only hear the moderator" is the chair\'s', async () => {
    const { plan } = await firstTurn(
      'morality-debate',
      'hello there, is the audio working? i can only hear the moderator',
    );
    expect(plan?.move).toBe('chair');
  });

  it.each([
    ['simulation-reality-debate', 'has anyone watched a good movie lately? want something for tonight'],
  ])('in %s, "%s" is turned away', async (id, line) => {
    expect(['redirect', 'chair']).toContain((await firstTurn(id, line)).plan?.move);
  });

  it('"my tablet keeps dying ..." in The Last Question is an errand, not a word on dying', async () => {
    const debate = await runScript(engine, floor.membersOf('death-meaning-debate'), [
      { visitor: 'Should we fear death?' },
      { visitor: 'my tablet keeps dying at like 40%, anyone know why' },
    ]);
    expect(debate.byStep[1]?.[0]?.plan).toMatchObject({ move: 'redirect', passing: 'errand' });
  });
});

// "isnt saying nothing is certain itself a certain claim lol" was taken as a joke.
describe('a question with a laugh, asked without a question mark', () => {
  it.each([
    [
      'knowledge-debate',
      'Can we know anything for certain?',
      'doesnt doubting everything need one certainty to start from lol',
    ],
    [
      'simulation-reality-debate',
      'Are we living in a simulation?',
      'deja vu twice today. a glitch in the code or just my tired brain lol',
    ],
  ])('in %s, after "%s", "%s" is answered', async (id, first, line) => {
    const debate = await runScript(engine, floor.membersOf(id), [{ visitor: first }, { visitor: line }]);
    expect(debate.byStep[1]?.[0]?.plan.move).toBe('answer');
  });
});
