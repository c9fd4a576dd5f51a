import { describe, expect, it } from 'vitest';
import { PAUSES_MS, pauseSet } from './pause-set';

describe('pauseSet', () => {
  it('says each challenge whole, then with a pause at its first comma or after a small word mid-phrase', () => {
    const set = pauseSet(
      [
        'Socrates, is it better to suffer injustice than to do it?',
        'Can a person who knows the good still choose the bad?',
      ],
      5,
    );
    expect(set.map(({ kind, before, after, pauseMs }) => ({ kind, before, after, pauseMs }))).toEqual([
      {
        kind: 'none',
        before: '',
        after: 'Socrates, is it better to suffer injustice than to do it?',
        pauseMs: 0,
      },
      {
        kind: 'clause',
        before: 'Socrates,',
        after: 'is it better to suffer injustice than to do it?',
        pauseMs: PAUSES_MS[0],
      },
      {
        kind: 'none',
        before: '',
        after: 'Can a person who knows the good still choose the bad?',
        pauseMs: 0,
      },
      {
        kind: 'hesitation',
        before: 'Can a person who knows the',
        after: 'good still choose the bad?',
        pauseMs: PAUSES_MS[1],
      },
    ]);
  });

  it('leaves out the pause where there is no place for one', () => {
    expect(pauseSet(['Why?'], 5).map((item) => item.kind)).toEqual(['none']);
  });
});
