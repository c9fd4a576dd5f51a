import { describe, expect, it } from 'vitest';
import { arenaConfigs, getArenaConfig } from './arena';
import { debates } from './catalogue';

function seats(debateId: string) {
  const config = getArenaConfig(debateId);
  const [first, second] = config.philosophers;
  return { moderator: config.moderator.subtitle, first: first.subtitle, second: second.subtitle };
}

describe('arenaConfigs', () => {
  it('configures every debate of the catalogue, in its order', () => {
    expect(arenaConfigs.map((config) => config.debateId)).toEqual(debates.map((debate) => debate.id));
  });

  it('uses the subtitles the spec fixes', () => {
    expect(seats('morality-debate').moderator).toBe('The Moderator');
    expect(seats('free-will-debate')).toEqual({
      moderator: 'The Synthesizer',
      first: 'The Dualist',
      second: 'The Determinist',
    });
    expect(seats('knowledge-debate').moderator).toBe('The Logician');
    expect(seats('knowledge-debate').second).toBe('The Skeptic');
  });

  it('seats the cast: moderator and two philosophers per debate', () => {
    expect(
      arenaConfigs.map(({ moderator, philosophers: [first, second] }) => [
        moderator.name,
        first.name,
        second.name,
      ]),
    ).toEqual([
      ['Aristotle', 'Socrates', 'Nietzsche'],
      ['Leibniz', 'Descartes', 'Spinoza'],
      ['Aristotle', 'Leibniz', 'Hume'],
      ['Leibniz', 'Descartes', 'Alan Turing'],
      ['Hume', 'Adam Smith', 'Karl Marx'],
      ['Descartes', 'Jeremy Bentham', 'Michel Foucault'],
      ['Nietzsche', 'Plato', 'Jean Baudrillard'],
      ['Socrates', 'Jean-Jacques Rousseau', 'Mary Wollstonecraft'],
      ['Aristotle', 'Francis Bacon', 'Henry David Thoreau'],
      ['Spinoza', 'John Stuart Mill', 'Herbert Marcuse'],
      ['Plato', 'Marshall McLuhan', 'Guy Debord'],
      ['Socrates', 'Epicurus', 'Martin Heidegger'],
    ]);
  });

  it("seats a moderator who is not one of the debate's two philosophers, in amber", () => {
    for (const { moderator, philosophers } of arenaConfigs) {
      expect(moderator.color).toBe('amber');
      expect(philosophers.map((p) => p.name)).not.toContain(moderator.name);
    }
  });

  it('repeats the catalogue title, topic and philosophers', () => {
    for (const config of arenaConfigs) {
      const debate = debates.find((candidate) => candidate.id === config.debateId);
      expect(config.title).toBe(debate?.title);
      expect(config.topic).toBe(debate?.topic);
      expect(config.philosophers).toEqual(
        debate?.philosophers.map(({ name, subtitle, color }) => ({ name, subtitle, color })),
      );
    }
  });
});

describe('getArenaConfig', () => {
  it('returns the configuration of a known debate', () => {
    expect(getArenaConfig('knowledge-debate').title).toBe('The Truth Battle');
  });

  it('falls back to the morality configuration for an unknown id', () => {
    const morality = getArenaConfig('morality-debate');
    expect(morality.title).toBe('The Morality Clash');
    expect(getArenaConfig('no-such-debate')).toBe(morality);
    expect(getArenaConfig('')).toBe(morality);
  });
});
