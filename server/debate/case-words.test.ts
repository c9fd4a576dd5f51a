import { describe, expect, it } from 'vitest';
import { namesSomeone } from './case-words';
import { afterFreeWill, afterKnowledge } from './testing/real-debate';

describe('a case a reply may name back to the visitor', () => {
  it.each([
    'your mother',
    'your little brother',
    'your bowls club',
    'your old lathe',
    'your village',
    'that chap',
  ])('"%s" is named', (told) => {
    expect(namesSomeone(told)).toBe(true);
  });

  it.each(['your teapot', 'your vest', 'your knee', 'your eye', 'your alarm', 'that wallet', 'your tea'])(
    '"%s" is only a thing he mentioned',
    (told) => {
      expect(namesSomeone(told)).toBe(false);
    },
  );
});

describe('a thing he mentions is not handed back to him as his case', () => {
  it('"... right now I\'m picturing little ghosts inside my teapot." gets no "your teapot"', async () => {
    const turns = await afterKnowledge(
      "Leibniz, what did you mean earlier by monads? You said the world is made of minds, and I'd love that explained slowly, because right now I'm picturing little ghosts inside my teapot.",
    );
    expect(turns[0]?.speaker).toBe('Leibniz');
    expect(turns.flatMap((turn) => turn.sentences).join(' ')).not.toMatch(/teapot/);
  });

  it('"my dad was a miner ... can anyone be blamed?" still names his father', async () => {
    const turns = await afterFreeWill(
      'my dad was a miner for thirty years and he always said the pit made him who he was. so can anyone really be blamed for who they turn out to be?',
    );
    expect(turns.flatMap((turn) => turn.sentences).join(' ')).toMatch(/your father/);
  });
});
