import { describe, expect, it } from 'vitest';
import { afterFreeWill, afterKnowledge, firstAnswer, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for listening set 58: a retired shrimp-boat captain in Houma and a spinning-mill
// supervisor in Coimbatore speaking, an apprentice butcher in Ballymena and a tea-estate agronomist in Kericho typing.
// Lines from its drafts' debates are put here to a classic in the same words.

describe('a first line that only says whom he has come for', () => {
  it.each([
    ['free-will-debate', 'hi yeah i am back again this time the free will one um with day cart and spin oza'],
    [
      'free-will-debate',
      "well now good evening folks um my name's ernest and i got a question for uh spin oza",
    ],
    ['morality-debate', 'um hi there yeah so i want to talk to mister nietzsche and uh socrates both of em'],
    [
      'knowledge-debate',
      "yeah hello is this the knowledge one um i'm looking for the the hume fella and mister leibniz",
    ],
  ])('%s: "%s" is welcomed by the chair, who starts them off', async (debateId, line) => {
    const turns = await firstAnswer(debateId, line);
    expect(movesOf(turns).slice(0, 2)).toEqual(['hand-over', 'answer']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/ask either by name/);
  });

  it.each([
    ['free-will-debate', 'hi i want to ask spinoza whether free will is an illusion'],
    ['free-will-debate', 'hi, spinoza, why is free will an illusion?'],
    ['morality-debate', 'good evening, i want to ask socrates if goodness is real'],
  ])('%s: "%s" asks, and is answered', async (debateId, line) => {
    const turns = await firstAnswer(debateId, line);
    expect(turns[0]?.plan.move).toBe('answer');
  });
});

describe('a word asked about as people ask', () => {
  it.each([
    [
      'pineal gland what is that is it in the brain only can you explain simple',
      'Descartes',
      /^By the pineal gland I mean/,
    ],
    ['what is this conatus you keep saying conatus like a cat', 'Spinoza', /^By striving I mean/],
    ['spinoza wat do u mean determinism. sounds made up', 'Spinoza', /^A determinist holds/],
  ])('free will: "%s" is defined by %s', async (line, speaker, said) => {
    const [turn] = await afterFreeWill(line);
    expect(turn?.plan.move).toBe('define');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences[0]).toMatch(said);
  });

  it.each([
    ['wat does a priori mean', 'Leibniz', /^A truth of reason is/],
    ['what does induction mean', 'Hume', /^By induction I mean/],
    [
      'sufficient reason i am not understanding that at all please explain like for a mill worker',
      'Leibniz',
      /sufficient reason/,
    ],
  ])('knowledge: "%s" is defined by %s', async (line, speaker, said) => {
    const [turn] = await afterKnowledge(line);
    expect(turn?.plan.move).toBe('define');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences[0]).toMatch(said);
  });

  it('"what does certainty mean" asks the debate\'s own question, and is argued', async () => {
    const [turn] = await afterKnowledge('what does certainty mean');
    expect(turn?.plan.move).toBe('answer');
  });
});
