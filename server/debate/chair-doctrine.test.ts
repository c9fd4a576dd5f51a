import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { castDebate } from './cast';
import { notesFor } from './notes';
import { runScript } from './testing/debate-script';
import { engine, FREE_WILL, membersOf, MORALITY } from './testing/real-debate';

// "aristotle ud say theres a mean here wouldnt u": a chair is a philosopher too, and a listening session heard him
// introduce the debaters instead of saying what his own teaching is.

describe("the chair's own teaching, named to him", () => {
  it.each([
    [
      'morality-debate',
      'aristotle ud say theres a mean here wouldnt u',
      'Aristotle',
      /between rashness and cowardice/,
    ],
    [
      'knowledge-debate',
      'Aristotle, you invented logic, is a syllogism certain?',
      'Aristotle',
      /Socrates is mortal/,
    ],
    [
      'free-will-debate',
      "Leibniz, doesn't your pre-established harmony settle this?",
      'Leibniz',
      /two clocks/,
    ],
  ])(
    'in %s, "%s": %s says it, says it weighs nothing, and hands its issue on',
    async (debateId, line, chair, said) => {
      const debate = await runScript(engine, membersOf(debateId), [{ visitor: line }]);
      const [turn, answer] = debate.byStep[0] ?? [];
      expect(turn?.speaker).toBe(chair);
      expect(turn?.plan).toMatchObject({ move: 'hand-over', doctrine: expect.any(Number) });
      const words = turn?.sentences.join(' ') ?? '';
      expect(words).toMatch(said);
      expect(words).toContain('My verdict, though, will go by what they argue tonight');
      expect(turn?.sentences.at(-1)).toMatch(/\?$/);
      const issue = turn?.plan.move === 'hand-over' ? turn.plan.issue : undefined;
      expect(answer?.plan).toMatchObject({ move: 'answer', issue });
    },
  );

  // Set 35: a deck cadet, a locksmith and an interpreter put their own cases to the chair's teaching.
  it.each([
    [
      'free-will-debate',
      'leibniz sir in philippines we say "bahala na" like leave it to god, come what may. is that good philosophy po? hahaha',
      /lazy reason/,
    ],
    [
      'knowledge-debate',
      "Aristotle you're the logic guy settle this when I see fresh scratches on the pins I know it was picked is that proof or a guess.",
      /A sign proves only when it cannot be there without the thing/,
    ],
    [
      'knowledge-debate',
      'aristotle sir in maritime school we memorize all colregs rules word for word. memorize = knowledge po?',
      /knowledge knows why/,
    ],
    [
      'morality-debate',
      'A question to the chair, if I may. Aristotle: is truthfulness a virtue for you, or only a duty of my trade?',
      /the mean between the boaster/,
    ],
  ])(
    'in %s, after a first exchange, "%s": the chair says his teaching on it',
    async (debateId, line, said) => {
      const first = {
        'free-will-debate': FREE_WILL,
        'knowledge-debate': 'Can we know anything for certain?',
      };
      const opening = first[debateId as keyof typeof first] ?? MORALITY;
      const debate = await runScript(engine, membersOf(debateId), [{ visitor: opening }, { visitor: line }]);
      const [turn] = debate.byStep[1] ?? [];
      expect(turn?.plan).toMatchObject({ move: 'hand-over', doctrine: expect.any(Number) });
      expect(turn?.sentences.join(' ')).toMatch(said);
    },
  );

  it('"Leibniz, are you just gonna sit there or do you reckon something?": his part, and the floor back to the visitor', async () => {
    const debate = await runScript(engine, membersOf('free-will-debate'), [
      { visitor: FREE_WILL },
      { visitor: 'Leibniz, are you just gonna sit there or do you reckon something?' },
    ]);
    const turns = debate.byStep[1] ?? [];
    expect(turns.map((turn) => turn.speaker)).toEqual(['Leibniz']);
    expect(turns[0]?.plan).toMatchObject({ move: 'hand-over', back: true });
    expect(turns[0]?.sentences.at(-1)).toMatch(/challenger/);
  });

  it('once a call: named again, he does not say it again', async () => {
    const line = 'Aristotle, you invented logic, is a syllogism certain?';
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: line },
      { visitor: line },
    ]);
    expect(debate.byStep[1]?.[0]?.plan).not.toHaveProperty('doctrine');
  });

  it('said to a debater, or not naming it, is no cue for the chair', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is there a golden mean between pity and hardness?' },
      { visitor: 'Aristotle, what do you mean by that?' },
    ]);
    for (const turns of debate.byStep)
      for (const turn of turns) expect(turn.plan).not.toHaveProperty('doctrine');
  });

  it('a model is given the teaching and told to say it briefly', () => {
    const members = membersOf('free-will-debate');
    const cast = castDebate(members, loadKnowledge());
    const plan = { speaker: 0, move: 'hand-over', addressee: 1, issue: 'mind-body', doctrine: 0 } as const;
    const notes = notesFor(plan, { cast, members, conversation: [] });
    expect(notes.instruction).toMatch(/^the challenger named a teaching of your own/);
    expect(notes.material[0]).toMatch(/^Your teaching: By pre-established harmony/);
  });
});

// The same session asked the chairs about themselves in chat's words: "u invented calculus??", "is it true u said
// women have less teeth", and was told what the chair's part is.
describe('the chair asked about his own life, in words of the visitor', () => {
  it.each([
    ['free-will-debate', 'leibniz wait u invented calculus?? i failed maths in form 3 haha', /my calculus/],
    [
      'knowledge-debate',
      'aristotle is it true u said women have less teeth than men',
      /more teeth than females/,
    ],
    [
      'knowledge-debate',
      'aristotle u watched the olympics back then?? who was the GOAT',
      /Milo the wrestler/,
    ],
    ['morality-debate', 'aristotle you wrote about bees i read in school', /leader of the hive a king/],
  ])('in %s, "%s": he tells it', async (debateId, line, fact) => {
    const debate = await runScript(engine, membersOf(debateId), [
      { visitor: 'Is anything certain?' },
      { visitor: line },
    ]);
    const [turn] = debate.byStep[1] ?? [];
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences.join(' ')).toMatch(fact);
  });
});
