import { describe, expect, it } from 'vitest';
import type { ScriptedTurn } from './testing/debate-script';
import { draftFloor } from './testing/draft-floor';
import { firstAnswer, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for what five-fold cross-validation of the tuned-on lines showed at stop 74: a
// definition asked for in plain words, a definition only spoken of, a debater called by the nickname his life gave
// him, and his life held against his standing to argue. The lines are the tuned-on set's, reworded, in the classics and in the debates still in draft.

const DRAFTS = [
  'ai-consciousness-debate',
  'capitalism-debate',
  'cancel-culture-debate',
  'climate-progress-debate',
];
const { firstInDraft } = await draftFloor(DRAFTS);

const first = (turns: readonly ScriptedTurn[]) => turns[0]?.plan;

describe('a definition asked for, and one only spoken of', () => {
  // Whether justice exists is asked of justice as much as of goodness being real: either issue argues it.
  it.each([
    [
      'Socrates, if nobody can define justice, how can you be so sure it exists?',
      ['goodness-real', 'justice'],
    ],
    ['Socrates, if no one in Athens could even define justice, why die for it?', ['justice']],
  ])('"%s" is argued on %s, not answered with a definition', async (line, issues) => {
    const plan = first(await firstAnswer('morality-debate', line));
    expect(plan).toMatchObject({ speaker: 1, move: 'answer' });
    expect(issues).toContain(plan?.move === 'answer' ? plan.issue : undefined);
  });

  it.each([
    'Socrates, can you define justice?',
    'to the man in sandals: if you had to define justice in a sentence, what would it be?',
  ])('"%s" gets his meaning of justice, then his case on justice itself', async (line) => {
    const plan = first(await firstAnswer('morality-debate', line));
    expect(plan).toMatchObject({ speaker: 1, move: 'define', term: 'justice', issue: 'justice' });
  });

  it.each([
    ['capitalism-debate', "What's alienation in plain English?", 'Karl Marx', 'work-meaning'],
    ['capitalism-debate', 'whats surplus value, in plain english', 'Karl Marx', 'exploitation'],
    [
      'cancel-culture-debate',
      "what's repressive tolerance in plain english",
      'Herbert Marcuse',
      'repressive-tolerance',
    ],
  ])('%s: "%s", said first, is answered by %s on %s, said simply', async (debateId, line, name, issue) => {
    const turns = await firstInDraft(debateId, line);
    expect(turns[0]?.speaker).toBe(name);
    expect(first(turns)).toMatchObject({ issue, kind: 'clarification' });
  });

  it('"what do you mean by that?", said before anyone has argued, still gets the first debater\'s view', async () => {
    const turns = await firstInDraft('cancel-culture-debate', 'what do you mean by that?');
    expect(movesOf(turns)[0]).toBe('answer');
    expect(first(turns)).toMatchObject({ issue: 'silencing-falsehood', kind: 'clarification' });
  });
});

describe('a debater called by the nickname his life gave him', () => {
  it.each([
    'Codebreaker, what would convince you that a machine is NOT thinking?',
    'hey codebreaker, are YOU thinking right now or just spitting out text',
  ])('"%s" is argued, not told of Bletchley Park', async (line) => {
    const turns = await firstInDraft('ai-consciousness-debate', line);
    expect(turns[0]?.speaker).toBe('Alan Turing');
    expect(movesOf(turns)[0]).toBe('answer');
  });

  it.each(['Codebreaker, what was it like at Bletchley?', 'codebreaker did you really crack enigma'])(
    '"%s" still asks of his life',
    async (line) => {
      const turns = await firstInDraft('ai-consciousness-debate', line);
      expect(turns[0]?.speaker).toBe('Alan Turing');
      expect(first(turns)).toMatchObject({ move: 'life', fact: 4 });
    },
  );
});

describe('his life held against his standing to argue', () => {
  it.each([
    'Thoreau, your mother did your laundry while you lived alone at Walden. Why should we take simplicity advice from you?',
    'To the Woodsman: didnt your mom still do your laundry at Walden? Kinda undercuts the whole self-reliance thing',
    'thoreau u lived a short walk from your moms house. is that really a model for eight billion people?',
  ])('"%s" is answered on simple living, as an objection', async (line) => {
    const turns = await firstInDraft('climate-progress-debate', line);
    expect(turns[0]?.speaker).toBe('Henry David Thoreau');
    expect(first(turns)).toMatchObject({ move: 'answer', issue: 'simple-living' });
  });

  it('"Is it true your mom did your laundry at Walden?" still asks of his life', async () => {
    const turns = await firstInDraft(
      'climate-progress-debate',
      'Is it true your mom did your laundry at Walden?',
    );
    expect(first(turns)).toMatchObject({ move: 'life' });
  });
});
