import { describe, expect, it } from 'vitest';
import {
  afterKnowledge,
  afterMorality,
  inSequence,
  KNOWLEDGE,
  lateInKnowledge,
  movesOf,
} from './testing/real-debate';

// The floor with the real knowledge, for listening set 50: a tower crane operator in Peterhead and a dental hygienist
// in Chillicothe speaking, a claims adjuster in Lethbridge and a retired customs officer in Whitstable typing. Lines
// from its drafts' debates are put here to a classic in the same words.

describe('the chair, asked as set 50 asked', () => {
  it('"hang on a minute my phones going its my daughter ill be two seconds" steps away', async () => {
    const turns = await afterKnowledge('hang on a minute my phones going its my daughter ill be two seconds');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences[0]).toMatch(/^Take your time/);
  });

  it('"how long have we got left on this is it nearly done" is how long is left', async () => {
    const turns = await afterKnowledge('how long have we got left on this is it nearly done');
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(/how long we have gone/);
  });

  it('"... um eli go ask your dad okay okay im back" hears where we were', async () => {
    const steps = await inSequence('knowledge-debate', [
      KNOWLEDGE,
      'brb',
      'sorry my son just came in asking for money for the field trip um eli go ask your dad okay okay im back',
    ]);
    expect(steps[2]?.[0]?.sentences.join(' ')).toMatch(/^Welcome back\. In short: /);
  });

  it('"right i need to get back my pieces getting cold ... cheers lads i think hume edged it" is a goodbye', async () => {
    const turns = await afterKnowledge(
      'right i need to get back my pieces getting cold and the blue toon got hammered on saturday so im not in a great mood cheers lads i think hume edged it',
    );
    expect(turns[0]?.sentences[0]).toMatch(/^Goodbye/);
  });

  it('"back. aristotle who won? quick pls im on lunch", late, is the verdict', async () => {
    expect(movesOf(await lateInKnowledge('back. aristotle who won? quick pls im on lunch'))).toEqual([
      'verdict',
    ]);
  });

  it('"huh thats actually fair enough i didnt think youd say that" stays in the exchange', async () => {
    const [turn] = await afterMorality('huh thats actually fair enough i didnt think youd say that');
    expect(turn?.plan.move).not.toBe('redirect');
  });
});
