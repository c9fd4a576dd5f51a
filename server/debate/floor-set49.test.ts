import { describe, expect, it } from 'vitest';
import { afterFreeWill, afterKnowledge, afterMorality, movesOf } from './testing/real-debate';

// The floor with the real knowledge, for listening set 49: a scaffolder on Walney Island and a bus mechanic in Thunder
// Bay speaking, a night-shift radiographer in Timaru and a costume maker in Galway typing. Lines from its drafts'
// debates are put here to a classic in the same words.

describe('a speaker who stumbles is heard as if he had not', () => {
  it('"sorry how long have we got left i i put the kettle on" is how long is left', async () => {
    const turns = await afterKnowledge('sorry how long have we got left i i put the kettle on');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/how long we have gone/);
  });

  it('"... youre the the chair here can you uh say that last bit again i had the tv going ..." says it again', async () => {
    const turns = await afterKnowledge(
      'um sorry aristotle is it youre the the chair here can you uh say that last bit again i had the tv going in the other room',
    );
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toBe('Of course.');
  });
});

describe('going, and his own story', () => {
  it('"right ill leave it there i got to pick reece up from his mams cheers lads good chat that" is a goodbye', async () => {
    const turns = await afterKnowledge(
      'right ill leave it there i got to pick reece up from his mams cheers lads good chat that',
    );
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it('"had an audit in march bc i opened my nana\'s CT ..." tells, it does not ask: argued', async () => {
    const [turn] = await afterMorality(
      "had an audit in march bc i opened my nana's CT. she asked me to. still got a written warning",
    );
    expect(turn?.plan.move).toBe('answer');
  });
});

describe('names as set 49 heard them, and lives asked of', () => {
  it('"lib nits youre meant to be in the middle of this what do you make of it all" asks the chair', async () => {
    const [turn] = await afterFreeWill(
      'lib nits youre meant to be in the middle of this what do you make of it all',
    );
    expect(turn?.speaker).toBe('Leibniz');
    expect(turn?.plan.move).toBe('hand-over');
  });

  it.each([
    [
      'neechy did you actually have any mates like real mates you went down the pub with',
      'Nietzsche',
      /friend/,
    ],
    [
      'socrates you uh drank the poison right were you scared cause you dont sound scared',
      'Socrates',
      /not afraid/,
    ],
  ])('"%s" is told from his life', async (line, speaker, told) => {
    const [turn] = await afterMorality(line);
    expect(turn?.plan.move).toBe('life');
    expect(turn?.speaker).toBe(speaker);
    expect(turn?.sentences.join(' ')).toMatch(told);
  });

  it('"Spinoza, weren\'t you thrown out of your own community for what you said? How did that feel?" (set 50)', async () => {
    const [turn] = await afterFreeWill(
      "Spinoza, weren't you thrown out of your own community for what you said? How did that feel?",
    );
    expect(turn?.plan.move).toBe('life');
    expect(turn?.sentences.join(' ')).toMatch(/cast me out/);
  });
});
