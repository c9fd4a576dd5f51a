import { assert, describe, expect, it } from 'vitest';
import { balksAt } from './balk';
import { castDebate } from './cast';
import { BALKED } from './common-frames';
import { createReplyEngine } from './engine';
import { notesFor } from './notes';
import { DebateIndex } from './retrieval';
import { runScript } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';

// A fourteenth listening session balked at points just made ("Well, that's just daft.", "That's a funny sort of
// comfort.", "That's kind of terrifying.") and heard the chair send them back to the theme, or a passage on another
// point.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

describe('the visitor balks at the point just made', () => {
  it.each([
    "Well, that's just daft. I'm sorry, but it is.",
    "I see. That's a funny sort of comfort. But I suppose it is one.",
    "So a read is just a habit that hasn't burned me yet. Huh. That's kind of terrifying.",
    'That sounds awfully bleak.',
    'Ouch.',
    // The fifteenth session.
    "That's all very clever, but it doesn't tell me anything.",
    "Now that's just fancy talk. I can count my flock, but I still lose one or two every year.",
    "That's not fair though.",
    "That's beautiful, but two plus two isn't much comfort to a widow.",
    "Descartes, that's a tidy answer, but tidy answers don't help much at a bedside.",
    // The twenty-ninth: an objection put as what the point amounts to.
    "That feels a bit like saying I didn't really know. I did.",
    "Spinoza, that's like telling me nobody ever decides anything.",
    // The thirtieth: mixed feelings, and an answer heard as a brush-off.
    "That's strangely comforting and infuriating at the same time.",
    "I'm not sure that answers anything, honestly. It sounds like a very polite way of saying 'tough'.",
  ])('"%s" balks', (line) => {
    expect(balksAt(line)).toBe(true);
  });

  it.each([
    'I think goodness is real.',
    'That is real to me.',
    'Honestly that is real to me.',
    'That is not true of goodness, is it?',
    "That's harsh? Is it not simply true?",
    'That answers my question.',
    'That is a good way of putting it.',
    'My matron was strict, and everyone said she was cruel, but she kept us clean and fed and nobody got bedsores, not once in all the years I was there, and that is a sort of goodness.',
  ])('"%s" does not', (line) => {
    expect(balksAt(line)).toBe(false);
  });

  it('the one whose point it was owns it, and gives his next reason on the same issue', async () => {
    const debate = await runScript(engine, fixtureMembers, [OPENING, { visitor: "Well, that's just daft." }]);
    const made = (debate.byStep[0] ?? []).find((turn) => turn.speaker === 'Hume')?.plan;
    const [reply] = debate.byStep[1] ?? [];
    expect(reply?.speaker).toBe('Hume');
    expect(reply?.plan).toMatchObject({ move: 'answer', balked: true, issue: 'induction' });
    expect(BALKED).toContain(reply?.sentences[0]);
    assert(made?.move === 'answer' && reply?.plan.move === 'answer');
    expect(reply.plan.argument).not.toBe(made.argument);
  });

  it('with a model, the notes ask him to own the reaction first', () => {
    const cast = castDebate(fixtureMembers, fixtureKnowledge);
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
    const notes = notesFor(
      { speaker: 2, move: 'answer', kind: 'question', issue: 'induction', balked: true },
      { cast, index, members: fixtureMembers, conversation: [{ role: 'user', content: "That's daft." }] },
    );
    expect(notes.instruction).toMatch(
      /^the challenger balked at your last point \("That's daft\."\): own that/,
    );
  });
});
