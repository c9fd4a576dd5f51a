import { describe, expect, it } from 'vitest';
import { castDebate } from './cast';
import { describedMember } from './described';
import { draftFloor } from './testing/draft-floor';
import { movesOf } from './testing/real-debate';
import { runScript } from './testing/debate-script';
import { createReplyEngine } from './engine';

const floor = await draftFloor([
  'ai-consciousness-debate',
  'capitalism-debate',
  'climate-progress-debate',
  'death-meaning-debate',
  'gender-nature-debate',
  'privacy-surveillance-debate',
  'simulation-reality-debate',
]);

// The floor with the real knowledge, for what the blind set of 2026-12-07 showed when it was read (stop 76): a debater
// described by his life instead of named, errands and app settings in words of their own, and a second question about
// the app.

describe('a debater described by what is known of his life', () => {
  it.each([
    [
      'ai-consciousness-debate',
      "The guy who cracked Enigma: would today's chatbots pass your game?",
      'turing',
    ],
    [
      'capitalism-debate',
      "Scotland's most famous economist, would you be for or against a minimum wage?",
      'smith',
    ],
    [
      'capitalism-debate',
      'The Scottish professor thought people trade out of self-interest. Is that all we are?',
      'smith',
    ],
    [
      'climate-progress-debate',
      'The guy who lived by the pond, do you think cities can ever be green?',
      'thoreau',
    ],
    ['gender-nature-debate', 'What would the 18th-century English lady think of Barbie?', 'wollstonecraft'],
    ['gender-nature-debate', 'The Genevan guy who wrote Emile, is he right about girls?', 'rousseau'],
    ['privacy-surveillance-debate', 'do cameras actually stop crime? asking the 18th century guy', 'bentham'],
    [
      'privacy-surveillance-debate',
      'The guy who had his own body stuffed and put on display in London: why trust your designs?',
      'bentham',
    ],
    [
      'simulation-reality-debate',
      'The man who threw the poets out of his ideal city: what would he say about AI pictures?',
      'plato',
    ],
  ])('%s: "%s" is put to %s, who answers first', async (debate, line, key) => {
    const turns = await floor.firstInDraft(debate, line);
    const first = floor.membersOf(debate)[turns[0]?.plan.speaker ?? -1];
    expect(first?.key).toBe(key);
    expect(turns[0]?.plan.move).toBe('answer');
  });

  // Guards: a description that fits no debater alone, or a man who is not one of them.
  it.each([
    ['privacy-surveillance-debate', 'What would the man in the street say about cameras on every corner?'],
    ['capitalism-debate', 'My dad is a man who worked forty years in a factory. Was he exploited?'],
    ['gender-nature-debate', 'The other guy says it is all upbringing. Is he right?'],
  ])('%s: "%s" describes no one', (debate, line) => {
    const cast = castDebate(floor.membersOf(debate), floor.knowledge);
    expect(describedMember(line, cast.seated)).toBeUndefined();
  });
});

describe('errands and settings in words of their own', () => {
  it.each([
    ['death-meaning-debate', "how do i keep my tomato plants alive in this heat, they're dying on me"],
    ['privacy-surveillance-debate', "what's a good show to watch tonight, I'm out of ideas"],
  ])('%s: "%s" is turned away as an errand', async (debate, line) => {
    expect(movesOf(await floor.firstInDraft(debate, line))).toEqual(['redirect']);
  });

  it.each([
    [
      'simulation-reality-debate',
      'is there a dark mode? the light from this screen is way too bright at night',
      /makers/,
    ],
    [
      'simulation-reality-debate',
      'lol the moderator just froze mid sentence, is my connection bad or yours',
      /connection/,
    ],
  ])('%s: "%s" is the app\'s, and the chair says so', async (debate, line, said) => {
    const turns = await floor.firstInDraft(debate, line);
    expect(movesOf(turns)).toEqual(['chair']);
    expect(turns[0]?.sentences.join(' ')).toMatch(said);
  });

  it('a second question about the app is answered without telling again how the debate works', async () => {
    const engine = createReplyEngine({ knowledge: floor.knowledge });
    const { byStep } = await runScript(engine, floor.membersOf('gender-nature-debate'), [
      { visitor: 'is this app free?' },
      { visitor: 'is there a dark mode?' },
      { visitor: 'can I change the moderator voice?' },
    ]);
    const said = byStep.map((turns) => turns.flatMap((turn) => turn.sentences));
    expect(said[0]?.join(' ')).toMatch(/You are the challenger/);
    for (const later of said.slice(1)) {
      expect(later.join(' ')).not.toMatch(/You are the challenger/);
      expect(later.join(' ')).toMatch(/app/);
    }
    const all = said.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
