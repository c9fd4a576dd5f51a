import { describe, expect, it } from 'vitest';
import type { CallMember } from './members';
import { composeReply, nextResponder } from './turn-rule';

describe('nextResponder', () => {
  it('passes the floor from the moderator to the first debater, then alternates the debaters', () => {
    const order: number[] = [];
    let current = 0;
    for (let i = 0; i < 5; i++) order.push((current = nextResponder(3, current)));
    expect(order).toEqual([1, 2, 1, 2, 1]);
  });

  it('keeps a single assistant and alternates a pair', () => {
    expect(nextResponder(1, 0)).toBe(0);
    expect([nextResponder(2, 0), nextResponder(2, 1)]).toEqual([1, 0]);
  });
});

describe('composeReply', () => {
  const member: CallMember = {
    name: 'Hume',
    voice: { timbre: 'awb', pitchHz: 150, rate: 1 },
    positions: ['Custom is the great guide of life.', 'Reason is the slave of the passions.'],
    destinations: [],
  };

  it("answers in the member's own positions, rotating with the turn, and echoes the question", () => {
    expect(composeReply(member, '  What is   cause? ', 0)).toBe(
      'You ask: What is cause. Let me answer plainly. Custom is the great guide of life.',
    );
    expect(composeReply(member, 'Why?', 1)).toContain('Reason is the slave of the passions.');
  });

  it('shortens a very long challenge', () => {
    const reply = composeReply(member, 'why '.repeat(100), 0);
    expect(reply.length).toBeLessThan(220);
    expect(reply).toContain('...');
  });
});
