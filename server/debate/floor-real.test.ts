import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../content';
import { hume } from '../content/debates/knowledge-debate/hume';
import { leibniz } from '../content/debates/knowledge-debate/leibniz';
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

describe('"What do you mean by that?"', () => {
  it('after a point none of whose words its speaker defines, says what it rests on, not the meaning of another word', async () => {
    const debate = await runScript(engine, membersOf('knowledge-debate'), [
      { visitor: 'Hume, why are you so doubtful about everything? Is there anything you are sure about?' },
      { visitor: 'What do you mean by that?' },
    ]);
    const [meant] = debate.byStep[1] ?? [];
    expect(meant?.plan.move).toBe('define');
    expect(meant?.sentences.join(' ')).not.toMatch(/\bBy (?:a )?monad\b/i);
    const premises = [leibniz, hume].flatMap((seat) =>
      seat.role === 'debater' ? seat.arguments.map((argument) => argument.premise) : [],
    );
    expect(premises).toContain(meant?.sentences[0]);
  });
});
