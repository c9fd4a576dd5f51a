import { describe, expect, it } from 'vitest';
import { GRANT_TAKEN } from './common-frames';
import { runScript } from './testing/debate-script';
import { engine, membersOf } from './testing/real-debate';

// A thirty-fourth listening session: nine lines opened by granting a point ("ok i give u that one socrates", "I accept
// Monsieur Spinoza's point", "ok fair u cant prove tomorrow") and went on; none of them was taken.

describe('a point granted before the visitor goes on', () => {
  it('is taken first by the debater he grants it to, whose turn it is', async () => {
    const debate = await runScript(engine, membersOf('morality-debate'), [
      { visitor: 'Socrates, is it better to suffer wrong than to do it?' },
      { visitor: 'ok i give u that one socrates. if i won dirty i would know. i wouldnt enjoy the medal' },
    ]);
    const [turn] = debate.byStep[1] ?? [];
    expect(turn).toMatchObject({ speaker: 'Socrates', plan: { granted: true } });
    expect(GRANT_TAKEN).toContain(turn?.sentences[0]);
  });

  it('said of nothing the debate argues, he takes his point further instead of the chair turning it away', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'how do we know the sun will rise tomorrow?' },
      { visitor: 'ok fair u cant prove tomorrow. but i still have 30k at 6am so i will act like u can lol' },
    ]);
    const [turn] = debate.byStep[1] ?? [];
    expect(turn).toMatchObject({
      speaker: 'Hume',
      plan: { move: 'imply', issue: 'induction', granted: true },
    });
    expect(GRANT_TAKEN).toContain(turn?.sentences[0]);
  });

  it.each(['fair question: but is goodness real?', 'Socrates, I grant nothing. Is goodness real?'])(
    '"%s" grants nothing',
    async (line) => {
      const debate = await runScript(engine, membersOf('morality-debate'), [
        { visitor: 'Socrates, is it better to suffer wrong than to do it?' },
        { visitor: line },
      ]);
      for (const turn of debate.byStep[1] ?? []) expect(turn.plan).not.toHaveProperty('granted');
    },
  );
});

// The same session: "wait hume so u mean we cant know anything at all??" got custom and bread, not where he stands.
describe('his view put back to him in absolutes', () => {
  it.each([
    [
      'knowledge-debate',
      'wait hume so u mean we cant know anything at all?? then how do u know ur name is david',
      'Hume',
    ],
    ['free-will-debate', "spinoza so what you're saying is nobody ever really chooses anything", 'Spinoza'],
  ])('in %s, "%s": %s says exactly where he stands first', async (debateId, line, speaker) => {
    const debate = await runScript(engine, membersOf(debateId), [
      { visitor: 'Is anything certain?' },
      { visitor: line },
    ]);
    const [turn] = debate.byStep[1] ?? [];
    expect(turn).toMatchObject({ speaker, plan: { move: 'answer', plain: true } });
    expect(turn?.sentences[0]).toMatch(/^Plainly, then: /);
  });
});
