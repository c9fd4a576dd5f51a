import { describe, expect, it } from 'vitest';
import { getArenaConfig } from '../../debates';
import { debateConnectTarget } from './debate-target';

describe('debateConnectTarget', () => {
  const firstKey = getArenaConfig('morality-debate').openerKey;

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
  });

  it('connects an unknown debate like the morality debate, whose arena it shows', () => {
    expect(debateConnectTarget('no-such-debate', { squads: { 'morality-debate': 's-1' } })).toEqual({
      squadId: 's-1',
    });
    expect(debateConnectTarget('no-such-debate', { squads: {}, assistants: { aristotle: 'a' } })).toEqual({
      assistantId: 'a',
    });
  });
});
