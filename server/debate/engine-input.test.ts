import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_TEXT_CHARS } from '../../src/protocol';
import { createReplyEngine } from './engine';
import { DEFAULT_TUNING } from './retrieval';
import { runScript, shape } from './testing/debate-script';
import { fixtureKnowledge, fixtureMembers } from './testing/fixture-knowledge';

// Hostile input: the engine's reading grows faster than a line, so it reads no more of one than a client may send.

/** The fixture is a tiny corpus: its BM25 scores run lower than the real knowledge's, so its thresholds do too. */
const engine = createReplyEngine({
  knowledge: fixtureKnowledge,
  tuning: { ...DEFAULT_TUNING, offTopicProfile: 0.2, weakProfile: 8 },
});
const members = fixtureMembers;

describe('a line longer than a client may send', () => {
  it('is read only as far as MAX_CLIENT_TEXT_CHARS: what lies past it changes neither the turns nor the map', async () => {
    const head = 'well '.repeat(MAX_CLIENT_TEXT_CHARS / 5);
    const tail = 'Hume, how do you know the sun will rise tomorrow?';
    const alone = await runScript(engine, members, [{ visitor: tail }]);
    expect(shape(alone.byStep[0] ?? [])[0]).toBe('Hume:answer');
    const cut = await runScript(engine, members, [{ visitor: head }]);
    const long = await runScript(engine, members, [{ visitor: head + tail }]);
    expect(shape(long.turns)).toEqual(shape(cut.turns));
    expect(long.turns.map((turn) => turn.sentences)).toEqual(cut.turns.map((turn) => turn.sentences));
    const map = (text: string) => engine.argumentMap?.(members, [{ role: 'user', content: text }]);
    expect(map(head)).toBeDefined();
    expect(map(head + tail)).toEqual(map(head));
  });
});
