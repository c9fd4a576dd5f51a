import { describe, expect, it } from 'vitest';
import { getSquad } from '../../debates';
import { debateConnectTarget } from './debate-target';

describe('debateConnectTarget', () => {
  const firstKey = getSquad('morality-debate')?.members[0]?.assistantKey ?? 'missing';

  it('connects a debate with its squad when one is configured', () => {
    expect(
      debateConnectTarget('morality-debate', {
        squads: { 'morality-debate': 'squad-1' },
        assistants: { [firstKey]: 'assistant-1' },
      }),
    ).toEqual({ squadId: 'squad-1' });
  });

  it("falls back to the first squad member's assistant id", () => {
    expect(
      debateConnectTarget('morality-debate', { squads: {}, assistants: { [firstKey]: 'assistant-1' } }),
    ).toEqual({
      assistantId: 'assistant-1',
    });
    expect(firstKey).toBe('aristotle'); // the moderator opens the debate
  });

  it('has no target when neither id is known', () => {
    expect(debateConnectTarget('morality-debate', { squads: {} })).toBeUndefined();
    expect(
      debateConnectTarget('no-such-debate', { squads: {}, assistants: { aristotle: 'a' } }),
    ).toBeUndefined();
  });
});
