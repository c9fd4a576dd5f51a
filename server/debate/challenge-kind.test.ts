import { describe, expect, it } from 'vitest';
import { challengeKind } from './challenge-kind';

describe('the kind of a challenge', () => {
  it('reads the Arsenal questions as the kind of their page, names taken out', () => {
    expect(challengeKind('But what do you mean by that?')).toBe('clarification');
    expect(challengeKind('how exactly would you define that word')).toBe('clarification');
    expect(challengeKind('What have you learned from your opponent today?')).toBe('opponents');
  });

  it('reads a Socratic phrase about what was just said as its kind', () => {
    expect(challengeKind('What have you learned from him?')).toBe('opponents');
    expect(challengeKind('What are you assuming?')).toBe('assumptions');
  });

  it('takes a question with a topic of its own as a question, even with a Socratic word in it', () => {
    expect(challengeKind('Can a machine learn from its mistakes?')).toBe('question');
    expect(challengeKind('How do you know the sun will rise tomorrow?')).toBe('question');
  });
});
