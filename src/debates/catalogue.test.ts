import { describe, expect, it } from 'vitest';
import { debateCategories, debates, debatesInCategory, getDebate } from './catalogue';

// Spec section 3, row by row.
const specTable = [
  { id: 'morality-debate', duration: '~15 min', category: 'classic' },
  { id: 'free-will-debate', duration: '~12 min', category: 'classic' },
  { id: 'knowledge-debate', duration: '~18 min', category: 'classic' },
  { id: 'ai-consciousness-debate', duration: '~20 min', category: 'modern' },
  { id: 'capitalism-debate', duration: '~25 min', category: 'modern' },
  { id: 'privacy-surveillance-debate', duration: '~16 min', category: 'modern' },
  { id: 'simulation-reality-debate', duration: '~14 min', category: 'provocative' },
  { id: 'gender-nature-debate', duration: '~22 min', category: 'provocative' },
  { id: 'climate-progress-debate', duration: '~19 min', category: 'provocative' },
  { id: 'cancel-culture-debate', duration: '~17 min', category: 'wild' },
  { id: 'social-media-humanity-debate', duration: '~13 min', category: 'wild' },
  { id: 'death-meaning-debate', duration: '~21 min', category: 'wild' },
];

describe('debates', () => {
  it('lists the twelve debates of the spec in its order, with its durations and categories', () => {
    expect(debates.map(({ id, duration, category }) => ({ id, duration, category }))).toEqual(specTable);
  });

  it("enables the three classics (which debates are playable is the content's to say: scripts/eval/playable.test.ts)", () => {
    for (const id of ['morality-debate', 'free-will-debate', 'knowledge-debate'])
      expect(getDebate(id)?.isSquadEnabled).toBe(true);
  });

  it('names the classics and their philosophers', () => {
    expect(
      debates
        .slice(0, 3)
        .map((debate) => [debate.title, ...debate.philosophers.map((p) => `${p.name} (${p.subtitle})`)]),
    ).toEqual([
      ['The Morality Clash', 'Socrates (The Gadfly)', 'Nietzsche (The Hammer)'],
      ['The Freedom Fight', 'Descartes (The Dualist)', 'Spinoza (The Determinist)'],
      ['The Truth Battle', 'Leibniz (The Idealist)', 'Hume (The Skeptic)'],
    ]);
  });

  it('gives every debate a title, topic, description and two different philosophers with a quote', () => {
    for (const debate of debates) {
      expect(debate.title.trim()).not.toBe('');
      expect(debate.topic.trim()).not.toBe('');
      expect(debate.description.trim()).not.toBe('');
      expect(debate.philosophers).toHaveLength(2);
      const [first, second] = debate.philosophers;
      expect(first.name).not.toBe(second.name);
      for (const philosopher of debate.philosophers) {
        expect(philosopher.subtitle).toMatch(/^The /);
        expect(philosopher.quote.trim()).not.toBe('');
        // Amber is the moderators' colour; debaters use the four card colours.
        expect(['emerald', 'red', 'blue', 'purple']).toContain(philosopher.color);
      }
    }
  });

  it('has distinct ids and titles', () => {
    expect(new Set(debates.map((debate) => debate.id)).size).toBe(12);
    expect(new Set(debates.map((debate) => debate.title)).size).toBe(12);
  });

  it('uses all four card colours across philosophers', () => {
    const colours = new Set(debates.flatMap((debate) => debate.philosophers.map((p) => p.color)));
    expect([...colours].sort()).toEqual(['blue', 'emerald', 'purple', 'red']);
  });
});

describe('debateCategories', () => {
  it('has the four tabs in order, Classic first', () => {
    expect(debateCategories).toEqual([
      { id: 'classic', label: 'Classic' },
      { id: 'modern', label: 'Modern' },
      { id: 'provocative', label: 'Provocative' },
      { id: 'wild', label: 'Wild Cards' },
    ]);
  });
});

describe('getDebate', () => {
  it('finds a debate by id', () => {
    expect(getDebate('free-will-debate')?.title).toBe('The Freedom Fight');
  });

  it('returns undefined for an unknown id', () => {
    expect(getDebate('no-such-debate')).toBeUndefined();
  });
});

describe('debatesInCategory', () => {
  it('returns the debates of one category in catalogue order', () => {
    expect(debatesInCategory('wild').map((debate) => debate.id)).toEqual([
      'cancel-culture-debate',
      'social-media-humanity-debate',
      'death-meaning-debate',
    ]);
  });

  it('splits the catalogue into four groups of three', () => {
    expect(debateCategories.map(({ id }) => debatesInCategory(id).length)).toEqual([3, 3, 3, 3]);
  });
});
