import { getDebate } from './catalogue';
import type { ArenaConfig, ArenaParticipant } from './types';

/** Built from the catalogue so a debate's title, topic and philosophers are written once. */
function arenaConfig(
  debateId: string,
  moderator: ArenaParticipant,
  openerKey: string,
  challengeExample: string,
): ArenaConfig {
  const debate = getDebate(debateId);
  if (!debate) throw new Error(`No debate '${debateId}' in the catalogue`);
  const [first, second] = debate.philosophers;
  return {
    debateId,
    title: debate.title,
    topic: debate.topic,
    philosophers: [
      { name: first.name, subtitle: first.subtitle, color: first.color },
      { name: second.name, subtitle: second.subtitle, color: second.color },
    ],
    moderator,
    openerKey,
    challengeExample,
  };
}

/** Moderators wear amber, whoever they are (spec section 2: the amber scales). */
function moderator(name: string, subtitle: string): ArenaParticipant {
  return { name, subtitle, color: 'amber' };
}

const moralityArena = arenaConfig(
  'morality-debate',
  moderator('Aristotle', 'The Moderator'),
  'aristotle',
  'Nietzsche, if God is dead, why should I be good?',
);

/** Every debate's arena: its moderator is a club member who is not one of its two debaters, with an epithet here. */
export const arenaConfigs: readonly ArenaConfig[] = [
  moralityArena,
  arenaConfig(
    'free-will-debate',
    moderator('Leibniz', 'The Synthesizer'),
    'leibniz',
    'Spinoza, if every choice has a cause, can anyone be blamed?',
  ),
  arenaConfig(
    'knowledge-debate',
    moderator('Aristotle', 'The Logician'),
    'aristotle',
    'Hume, how do you know the sun will rise tomorrow?',
  ),
  arenaConfig(
    'ai-consciousness-debate',
    moderator('Leibniz', 'The Calculator'),
    'leibniz',
    'Turing, if a chatbot fools me, does it really think?',
  ),
  arenaConfig(
    'capitalism-debate',
    moderator('Hume', 'The Essayist'),
    'hume',
    'Marx, is my salary a fair price for my work?',
  ),
  arenaConfig(
    'privacy-surveillance-debate',
    moderator('Descartes', 'The Recluse'),
    'descartes',
    'Bentham, if I have nothing to hide, why fear the cameras?',
  ),
  arenaConfig(
    'simulation-reality-debate',
    moderator('Nietzsche', 'The Unmasker'),
    'nietzsche',
    'Plato, how would I know if this world were a simulation?',
  ),
  arenaConfig(
    'gender-nature-debate',
    moderator('Socrates', 'The Midwife'),
    'socrates',
    'Wollstonecraft, are boys and girls born different or raised different?',
  ),
  arenaConfig(
    'climate-progress-debate',
    moderator('Aristotle', 'The Naturalist'),
    'aristotle',
    'Thoreau, can electric cars save the planet?',
  ),
  arenaConfig(
    'cancel-culture-debate',
    moderator('Spinoza', 'The Exile'),
    'spinoza',
    'Mill, should a university invite a speaker people find hateful?',
  ),
  arenaConfig(
    'social-media-humanity-debate',
    moderator('Plato', 'The Scribe'),
    'plato',
    'McLuhan, is my phone changing the way I think?',
  ),
  arenaConfig(
    'death-meaning-debate',
    moderator('Socrates', 'The Condemned'),
    'socrates',
    "Epicurus, why shouldn't I be afraid of dying?",
  ),
];

/** The arena for a debate; an unknown id gets the morality debate's arena, as the spec requires. */
export function getArenaConfig(debateId: string): ArenaConfig {
  return arenaConfigs.find((config) => config.debateId === debateId) ?? moralityArena;
}
