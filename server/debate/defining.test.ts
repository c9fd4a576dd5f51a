import { describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { exampleAsked } from './defining';
import { createReplyEngine } from './engine';
import { notesFor } from './notes';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';

// "Give me an example": a listening session asked for one eight times and heard a definition every time ("By X I
// mean ..."), often of a word from another point.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

describe('what an example is asked of', () => {
  it.each([
    'give me an example',
    'can you give an example of each',
    'give me an example where it really matters',
    'give me a case where that fails',
    'could you give me an example from everyday life',
    'give me an exmaple of one in real life',
    "could you give me an example of what you'd do instead",
    'example please',
    'for instance',
  ])('"%s" asks for the last point in a case', (text) => {
    expect(exampleAsked(text)).toMatchObject({ point: true });
  });

  it('"give me an example of ..." with a topic of its own asks about that topic', () => {
    expect(exampleAsked('give me an example of something you cannot doubt')).toEqual({
      of: 'something you cannot doubt',
      asked: true,
    });
    expect(exampleAsked('what do you mean by custom')).toBeUndefined();
    expect(exampleAsked('what do you mean by case')).toBeUndefined();
    expect(exampleAsked('in any case is it true')).toBeUndefined();
  });
});

describe('the floor after "give me an example"', () => {
  it('the last point is shown in a case of its speaker, with what it shows, not a definition', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Hume, give me an example' },
    ]);
    const [shown] = debate.byStep[1] ?? [];
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:define');
    expect(shown?.sentences[0]).toMatch(
      /^(?:Take|Think of|An example of) custom: the bread you expect to nourish you\.$/,
    );
    expect(shown?.sentences[1]).toMatch(/^That is what I mean when I say that /);
    expect(shown?.sentences.join(' ')).not.toMatch(/\bI mean habit\b/);
  });

  it.each([
    'Can you keep it simpler?',
    'you lost me there',
    "Say it like I'm twelve",
    'in plain english please',
  ])(
    '"%s" asks for the point again in plain words: its gist, then a case of it, not a word defined',
    async (line) => {
      const debate = await runScript(engine, fixtureMembers, [OPENING, { visitor: line }]);
      const [plain] = debate.byStep[1] ?? [];
      expect(plain?.plan).toMatchObject({ move: 'define', simpler: true });
      const argument = plain?.plan && 'argument' in plain.plan ? plain.plan.argument : '';
      const gist = [...fixtureKnowledge.philosophers.values()]
        .flatMap((person) => {
          const seat = person.seats['knowledge-debate'];
          return seat?.role === 'debater' ? seat.arguments : [];
        })
        .find((a) => a.id === argument)?.gist;
      expect(gist).toBeDefined();
      expect(plain?.sentences[0]).toMatch(/^(?:Put simply|In plain words|Here it is plainly): /);
      expect(plain?.sentences[0]).toContain(gist);
      expect(plain?.sentences.join(' ')).not.toMatch(/\bI mean\b/);
    },
  );

  it('a model is told to say the point again in plain words, or to show it in a case', () => {
    const cast = castDebate(fixtureMembers, fixtureKnowledge);
    const plan = {
      speaker: 2,
      move: 'define',
      argument: 'hume-custom',
      issue: 'induction',
      kind: 'clarification',
    } as const;
    const context = { cast, members: fixtureMembers, conversation: [] };
    expect(notesFor({ ...plan, simpler: true }, context).instruction).toMatch(
      /^say your last point again in plain everyday words/,
    );
    expect(notesFor({ ...plan, example: true }, context).instruction).toMatch(
      /^show your last point in one concrete everyday case/,
    );
    expect(notesFor(plan, context).instruction).toMatch(/^say what you mean by the key word/);
  });

  it('"What do you mean by that?" still asks for a word of the point', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'What do you mean by that?' },
    ]);
    expect(debate.byStep[1]?.[0]?.plan.move).toBe('define');
    expect(debate.byStep[1]?.[0]?.plan).not.toHaveProperty('simpler');
  });

  it('asked for in so many words, with more besides, it is still an example ("... of each, preferably from physics")', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Give an example of each, preferably from mathematics or physics.' },
    ]);
    const [shown] = debate.byStep[1] ?? [];
    expect(shown?.plan.move === 'define' && shown.plan.example).toBe(true);
  });

  it('asked right after a debater was, it is his to give, though the other spoke last', async () => {
    const debate = await runScript(engine, fixtureMembers, [OPENING, { visitor: 'example pls' }]);
    const [shown] = debate.byStep[1] ?? [];
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:define');
    expect(shown?.plan.move === 'define' && shown.plan.example).toBe(true);
  });

  it('an example of a topic of its own is answered as a question about it, by the debater just asked', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Give me an example of a miracle anyone could believe' },
    ]);
    const [answer] = debate.byStep[1] ?? [];
    expect(answer?.plan.move).toBe('answer');
    expect(answer?.speaker).toBe('Hume');
    expect(answer?.plan.move === 'answer' && answer.plan.issue).toBe('miracles');
  });
});

describe('"what do you mean by ...?" with a word the visitor heard, that no one has a meaning or an argument for', () => {
  it('is grounded by the maker of the point it was said in, though another repeated it since', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'What do you mean by the sun?' },
    ]);
    // Leibniz spoke last, and named Hume's point in his rebuttal: the sun was Hume's word.
    const [ground] = debate.byStep[1] ?? [];
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:ground');
    expect(ground?.plan.move === 'ground' && ground.plan.argument).toBe('hume-custom');
  });
});
