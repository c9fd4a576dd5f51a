import { describe, expect, it } from 'vitest';
import { arenaConfigs, getArenaConfig } from './arena';
import { ARSENAL_SLOTS, arsenalTemplates, challengePagesFor, surnameOf } from './challenges';

const challengePages = challengePagesFor(getArenaConfig('knowledge-debate'));

const questionOn = (theme: string) => challengePages.find((page) => page.theme === theme)?.questions ?? [];

describe('the Socratic Arsenal', () => {
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

  it("names each debate's own philosophers, by surname, and no one else", () => {
    const all = arenaConfigs.flatMap((arena) => arena.philosophers.map((p) => surnameOf(p.name)));
    for (const arena of arenaConfigs) {
      const own = arena.philosophers.map((p) => surnameOf(p.name));
      const text = challengePagesFor(arena)
        .flatMap((page) => page.questions)
        .join(' ');
      for (const name of own) expect(text, arena.debateId).toContain(name);
      for (const name of all.filter((n) => !own.includes(n)))
        expect(text, arena.debateId).not.toContain(name);
      expect(text).not.toMatch(ARSENAL_SLOTS);
    }
    expect(surnameOf('Jean-Jacques Rousseau')).toBe('Rousseau');
  });

  it("keeps the spec's example questions unnamed, about whatever was just said", () => {
    const questions = arsenalTemplates.flatMap((page) => page.questions);
    for (const example of [
      'But what do you mean by that?',
      "How do you know that's true?",
      'What would your opponents say?',
    ])
      expect(questions).toContain(example);
  });
});
