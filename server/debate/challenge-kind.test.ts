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

  it.each([
    'Why?',
    'But why?',
    'Why is that?',
    'Why do you say so?',
    'How so?',
    'Are you sure?',
    'Says who?',
  ])('reads the bare follow-up "%s" as asking what the last claim rests on', (text) =>
    expect(challengeKind(text)).toBe('assumptions'),
  );

  it('keeps a why-question with a topic of its own a question', () => {
    expect(challengeKind('Why should I be good if God is dead?')).toBe('question');
    expect(challengeKind('Why do people fear dying?')).toBe('question');
  });

  it('takes a question with a topic of its own as a question, even with a Socratic word in it', () => {
    expect(challengeKind('Can a machine learn from its mistakes?')).toBe('question');
    expect(challengeKind('How do you know the sun will rise tomorrow?')).toBe('question');
  });
});
