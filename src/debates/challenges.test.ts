import { describe, expect, it } from 'vitest';
import { challengePages } from './challenges';

const questionOn = (theme: string) => challengePages.find((page) => page.theme === theme)?.questions ?? [];

describe('challengePages', () => {
  it('has five pages of four questions, on the spec’s themes in order', () => {
    expect(challengePages.map((page) => [page.theme, page.questions.length])).toEqual([
      ['clarification', 4],
      ['assumptions', 4],
      ['implications', 4],
      ['counter-argument', 4],
      ['opponents', 4],
    ]);
  });

  it('puts the spec’s example questions, verbatim, on the fitting pages', () => {
    expect(questionOn('clarification')).toContain('But what do you mean by that?');
    expect(questionOn('assumptions')).toContain("How do you know that's true?");
    expect(questionOn('opponents')).toContain('What would your opponents say?');
  });

  it('asks twenty distinct, short, speakable questions', () => {
    const questions = challengePages.flatMap((page) => page.questions);
    expect(new Set(questions).size).toBe(20);
    for (const question of questions) {
      expect(question).toMatch(/^[A-Z][^?]*\?$/);
      expect(question.split(' ').length).toBeLessThanOrEqual(10);
    }
  });

  it('titles every page, each differently', () => {
    expect(new Set(challengePages.map((page) => page.title.trim())).size).toBe(5);
    for (const page of challengePages) expect(page.title.trim()).not.toBe('');
  });
});
