import { assert, describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { STEELMAN_TURNS } from './common-frames';
import { createReplyEngine } from './engine';
import { notesFor } from './notes';
import { DebateIndex } from './retrieval';
import { asksSteelman } from './steelman';
import { runScript, shape } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers, OPENING } from './testing/fixture-knowledge';

// "Socrates, steelman Nietzsche": a twelfth listening session asked five times for one side's best case from the
// other, and heard each debater argue his own side instead.

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });
const cast = castDebate(fixtureMembers, fixtureKnowledge);
assert(cast.topic);
const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
const context = { cast, index, conversation: [] };

describe('a steelman asked for', () => {
  it.each([
    'Hume, steelman Leibniz.',
    "Chair, can you ask Hume to steelman Leibniz's view?",
    "make the other side's case, Hume",
    'Leibniz, play devil’s advocate for a minute.',
    'Give me the strongest version of his view, Hume.',
    'What is the best case for Leibniz, in fairness?',
  ])('"%s" asks one side to make the other\'s case', (line) => {
    expect(asksSteelman(line, context)).toBe(true);
  });

  it.each([
    "What's the best case for free will?",
    'What is the strongest argument for induction?',
    'Hume, what is the strongest case against you?',
  ])('"%s" does not', (line) => {
    expect(asksSteelman(line, context)).toBe(false);
  });

  it.each([
    ['Hume, steelman Leibniz.', 'Hume', 'Leibniz'],
    ['Aristotle, ask Leibniz to steelman Hume.', 'Leibniz', 'Hume'],
    ["make the other side's case, Hume", 'Hume', 'Leibniz'],
    ['Leibniz, make Hume’s case for him.', 'Leibniz', 'Hume'],
  ])(
    '"%s": %s puts %s\'s case at its strongest, fairly, then answers it; the other replies',
    async (line, speaker, other) => {
      const debate = await runScript(engine, fixtureMembers, [OPENING, { visitor: line }]);
      const turns = debate.byStep[1] ?? [];
      expect(shape(turns)).toEqual([
        `${speaker}:counter`,
        expect.stringMatching(new RegExp(`^${other}:(rebut|concede)$`)),
        'Aristotle:summarise',
      ]);
      const [steelman] = turns;
      assert(steelman?.plan.move === 'counter');
      expect(steelman.plan.steelman).toBe(true);
      const said = steelman.sentences.join(' ');
      expect(said).toMatch(new RegExp(`${other}'s case|fairness to ${other}`));
      // His opponent's support in its own words, then the turn, then his own claim: nothing cut.
      expect(steelman.sentences.some((sentence) => STEELMAN_TURNS.includes(sentence))).toBe(true);
      expect(steelman.sentences.at(-1)).toMatch(/is my answer\.$/);
    },
  );

  it('picks the case that fits the words asked about, on the other side', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      OPENING,
      { visitor: 'Hume, steelman Leibniz on inborn ideas: the veined marble, not the strawman.' },
    ]);
    const [steelman] = debate.byStep[1] ?? [];
    assert(steelman?.plan.move === 'counter');
    expect(steelman.plan.target.argument).toBe('leibniz-veined-marble');
    expect(steelman.sentences[0]).toContain('veined marble');
  });

  it('with a model, the notes ask for the steelman, then why it does not move him', () => {
    const notes = notesFor(
      {
        speaker: 2,
        move: 'counter',
        kind: 'counter-argument',
        argument: 'hume-blank',
        issue: 'innate-ideas',
        target: { speaker: 1, argument: 'leibniz-veined-marble' },
        steelman: true,
      },
      { ...context, members: fixtureMembers },
    );
    expect(notes.instruction).toMatch(/steelman Leibniz.*strongest.*does not move you/);
  });
});
