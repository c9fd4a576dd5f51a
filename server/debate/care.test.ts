import { assert, describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { hardshipTold, lossTold } from './care';
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

// Set 57's visitor told of his mother's dementia ("my mams got dementia see ... so is she choosing any of it") and then
// asked the chair "is there any point me going every sunday if she dont know me": both were argued over, the second
// with the chair's own view of free will.
describe('an illness or a decline the visitor tells of', () => {
  it.each([
    'my mams got dementia see shes in a home in llandeilo',
    'my dad had a stroke last year and he cant move his left side',
    'My father has dementia. Some days he knows me.',
    'my sister bernie has the cancer and she doesnt want a philosophy',
    'do you reckon my nan knows whats real she has dementia now',
    'is there any point me going every sunday if she dont know me',
    'My wife is in a care home now.',
  ])('"%s" tells of one', (line) => {
    expect(hardshipTold(line)).toBe(true);
  });

  it.each([
    'my dad had a stroke of luck at the races',
    'she had a stroke of genius',
    'my dad has a point, you know',
    'Is a life with dementia still a good life?',
  ])('"%s" tells of none', (line) => {
    expect(hardshipTold(line)).toBe(false);
  });

  it('the first to speak says a short word for it, names his case, then answers', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      {
        visitor:
          'my mams got dementia and some days she dont know who i am. hume, how does she know the sun will rise tomorrow?',
      },
    ]);
    const [first, second] = debate.byStep[0] ?? [];
    expect(first?.speaker).toBe('Hume');
    expect(first?.sentences[0]).toBe('I am sorry; that is a hard thing to live with.');
    expect(first?.sentences.slice(1).join(' ')).toMatch(/your mother/);
    expect(second?.sentences.join(' ')).not.toMatch(/sorry/);
  });

  it('asked of the chair, and nothing of the debate, he says so and gives the floor back', async () => {
    const debate = await runScript(engine, fixtureMembers, [
      {
        visitor:
          'aristotle can i ask you as the chair, is there any point me going every sunday if she dont know me',
      },
    ]);
    const turns = debate.byStep[0] ?? [];
    expect(turns.map((turn) => turn.speaker)).toEqual(['Aristotle']);
    expect(turns[0]?.sentences).toEqual([
      'I am sorry; that is a hard thing to live with.',
      'That is a question for your heart more than for this debate, and not mine to settle; the floor is yours whenever you want it.',
    ]);
  });

  it('with a model, the notes ask for a short sentence of sympathy first', () => {
    const cast = castDebate(fixtureMembers, fixtureKnowledge);
    assert(cast.topic);
    const index = new DebateIndex(cast.topic, cast.sides, FLOOR_TUNING);
    const notes = notesFor(
      { speaker: 2, move: 'answer', kind: 'question', issue: 'induction', hardship: true },
      { cast, index, members: fixtureMembers, conversation: [] },
    );
    expect(notes.instruction).toMatch(
      /^the challenger told of one of his own in illness or decline: begin with one short/,
    );
  });
});
