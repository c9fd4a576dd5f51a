import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { castDebate } from './cast';
import { notesFor } from './notes';
import { runScript } from './testing/debate-script';
import { engine, membersOf } from './testing/real-debate';

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
