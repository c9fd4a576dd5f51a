import { describe, expect, it } from 'vitest';
import { draftFloor } from './testing/draft-floor';
import { afterFreeWill, firstAnswer, movesOf } from './testing/real-debate';

const { firstInDraft } = await draftFloor([
  'ai-consciousness-debate',
  'capitalism-debate',
  'privacy-surveillance-debate',
]);

// The floor with the real knowledge, for the off-theme lines that cross-validation still argued at stop 75: errands
// in words of their own (a machine to turn off, a place to buy, a name for a pet, parking near the venue), and a word that
// shares a concept's stem without saying it ("generals", "generous").

describe('an errand, whatever theme word it says', () => {
  it.each([
    [
      'ai-consciousness-debate',
      'my washing machine keeps beeping at the end of the cycle, how do I turn that off',
    ],
    ['privacy-surveillance-debate', "lol what's a good name for a hamster, my kid wants suggestions"],
    ['knowledge-debate', 'whats the best site to buy a used bike'],
  ])('%s: "%s" is turned away as an errand', async (debate, line) => {
    const turns = await (debate === 'knowledge-debate' ? firstAnswer : firstInDraft)(debate, line);
    expect(movesOf(turns)).toEqual(['redirect']);
    expect(turns[0]?.sentences[0]).toMatch(/^(?:That one is for a search engine|A practical matter)/);
  });

  it('"hey quick one, is there free parking near the venue for the live show?" is turned away too', async () => {
    const turns = await afterFreeWill(
      'hey quick one, is there free parking near the venue for the live show?',
    );
    expect(movesOf(turns)).toEqual(['redirect']);
  });

  // Guards: the same words, asking the debate's question.
  it.each([
    [
      'capitalism-debate',
      'Is the market really the best place to buy what we need, or should the state provide it?',
    ],
    [
      'ai-consciousness-debate',
      'My phone keeps beeping reminders at me all day. Could a machine like that ever actually think?',
    ],
  ])('%s: "%s" is argued', async (debate, line) => {
    const turns = await firstInDraft(debate, line);
    expect(turns[0]?.plan.move).toBe('answer');
  });
});

describe('a word that shares a concept stem without saying it', () => {
  it('"Why did the Roman Republic fall apart? ... the ambition of a few generals?" is brought back to the theme', async () => {
    const turns = await firstAnswer(
      'free-will-debate',
      'Why did the Roman Republic fall apart when it did? Was it mostly money problems or the ambition of a few generals?',
    );
    expect(movesOf(turns)).toEqual(['redirect']);
  });
});
