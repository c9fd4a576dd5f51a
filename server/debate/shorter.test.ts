import { describe, expect, it } from 'vitest';
import { asksShorter } from './challenge-kind';
import { SHORTER_GRANTED } from './common-frames';
import { createReplyEngine } from './engine';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';

// "Leibniz, you keep letting these two run long": a twelfth listening session's complaint got the chair's refusal to
// take sides, and turns as long as before.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

describe('shorter turns asked for', () => {
  it.each([
    'Moderator, you keep letting these two run long.',
    'keep it short please',
    'Shorter answers, please.',
    'You two ramble too much.',
  ])('"%s" asks for them', (line) => {
    expect(asksShorter(line)).toBe(true);
  });

  it.each(['Is a long life a good life?', 'How long will the sun keep rising?'])('"%s" does not', (line) => {
    expect(asksShorter(line)).toBe(false);
  });

  it('the chair grants it and moves on; every argued turn after it is two sentences', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Aristotle, you keep letting these two run long.' },
      { visitor: 'Leibniz, are we born with ideas?' },
    ]);
    expect((debate.byStep[0] ?? []).some((turn) => turn.sentences.length > 2)).toBe(true);
    const [granted, ...argued] = debate.byStep[1] ?? [];
    expect(granted?.move).toBe('move-on');
    expect(granted?.sentences[0]).toBe(SHORTER_GRANTED);
    expect(shape(debate.byStep[2] ?? [])).toEqual(['Leibniz:answer', 'Hume:rebut', 'Aristotle:summarise']);
    for (const turn of [...argued, ...(debate.byStep[2] ?? [])].filter((t) => t.speaker !== 'Aristotle')) {
      expect(turn.sentences.length, turn.sentences.join(' ')).toBeLessThanOrEqual(2);
    }
  });

  it('a question asked with it is answered, short', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'Keep it short: Hume, will the sun rise tomorrow?' },
    ]);
    const [answer] = debate.byStep[0] ?? [];
    expect(answer?.speaker).toBe('Hume');
    expect(answer?.sentences.length).toBeLessThanOrEqual(2);
  });
});
