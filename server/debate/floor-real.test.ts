import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { debateAssistants, getSquad } from '../content/platform';
import { createReplyEngine } from './engine';
import { runScript, shape } from './testing/debate-script';
import type { DebateMember } from './types';

// The floor with the real knowledge, for what the small fixture cannot show: lines of the listening sessions whose
// answer depends on what the philosophers actually grant each other.

const engine = createReplyEngine({ knowledge: loadKnowledge() });

function membersOf(debateId: string): DebateMember[] {
  return (getSquad(debateId)?.members ?? []).map((member) => {
    const assistant = debateAssistants.find((a) => a.key === member.assistantKey);
    return { name: assistant?.name ?? '?', key: member.assistantKey, firstMessage: '' };
  });
}

describe('a passing word to a debater', () => {
  it('is answered back, never given way to: Hume called a menace does not grant Leibniz his point', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'can we even know anything for sure or nah' },
      { visitor: 'hume ur a menace lmao' },
    ]);
    expect(shape(debate.byStep[1] ?? [])[0]).toBe('Hume:rebut');
  });
});
