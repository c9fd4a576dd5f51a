import { assert, describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { lossTold } from './care';
import { createReplyEngine } from './engine';
import { notesFor } from './notes';
import { DebateIndex } from './retrieval';
import { runScript } from './testing/debate-script';
import { FLOOR_TUNING, fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';

// A widower in a twelfth listening session told of his wife's death and asked his question; both debaters argued
// without a word for the loss ("no word for his loss", twice).

const engine = createReplyEngine({ knowledge: fixtureKnowledge, tuning: FLOOR_TUNING });

describe('a death the visitor tells of', () => {
  it.each([
    ['My wife Margaret died in March. Forty-eight years.', 'your wife'],
    ['My wife Ruth passed in the autumn.', 'your wife'],
    ['I lost my dad last year and I keep wondering.', 'your dad'],
    ['Since my mum died I can’t sleep.', 'your mum'],
    ["My father's funeral was on Monday.", 'your father'],
    // A twenty-first session's retired postman.
    ['My late wife used to say we met by chance.', 'your wife'],
  ])('"%s" tells of the death of %s', (line, loss) => {
    expect(lossTold(line)).toBe(loss);
  });

  it.each([
    'Helen had a stroke last winter.',
    "Did Socrates' wife die before him?",
    'My friend died laughing at your joke.',
    'Is death bad for the one who dies?',
  ])('"%s" tells of none', (line) => {
    expect(lossTold(line)).toBeUndefined();
  });

  it('the first to speak says a word for the loss, then answers; the others argue as ever', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      { visitor: 'My wife Ruth passed in the autumn. Hume, will the sun rise tomorrow for me?' },
    ]);
    const [first, second] = debate.byStep[0] ?? [];
    expect(first?.speaker).toBe('Hume');
    expect(first?.sentences[0]).toMatch(/^I am sorry (for the loss of|about) your wife\.$/);
    expect(first?.sentences.length).toBeGreaterThan(1);
    expect(second?.sentences.join(' ')).not.toMatch(/sorry/);
  });

  it('with a model, the notes ask for a sentence of sympathy first', () => {
    const cast = castDebate(fixtureMembers, fixtureKnowledge);
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
    const notes = notesFor(
      { speaker: 2, move: 'answer', kind: 'question', issue: 'induction', condolence: 'your wife' },
      { cast, index, members: fixtureMembers, conversation: [] },
    );
    expect(notes.instruction).toMatch(
      /^the challenger told of the death of your wife: begin with one plain sentence of sympathy, then /,
    );
  });
});
