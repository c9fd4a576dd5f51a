import { getDebate } from './catalogue';
import type { ArenaConfig, ArenaParticipant } from './types';

/** Built from the catalogue so a debate's title, topic and philosophers are written once. */
function arenaConfig(debateId: string, moderator: ArenaParticipant, openerKey: string): ArenaConfig {
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
  };
}

/** Moderators wear amber, whoever they are (spec section 2: the amber scales). */
function moderator(name: string, subtitle: string): ArenaParticipant {
  return { name, subtitle, color: 'amber' };
}

const moralityArena = arenaConfig('morality-debate', moderator('Aristotle', 'The Moderator'), 'aristotle');

/** Every debate's arena: its moderator is a club member who is not one of its two debaters, with an epithet here. */
export const arenaConfigs: readonly ArenaConfig[] = [
  moralityArena,
  arenaConfig('free-will-debate', moderator('Leibniz', 'The Synthesizer'), 'leibniz'),
  arenaConfig('knowledge-debate', moderator('Aristotle', 'The Logician'), 'aristotle'),
  arenaConfig('ai-consciousness-debate', moderator('Leibniz', 'The Calculator'), 'leibniz'),
  arenaConfig('capitalism-debate', moderator('Hume', 'The Essayist'), 'hume'),
  arenaConfig('privacy-surveillance-debate', moderator('Descartes', 'The Recluse'), 'descartes'),
  arenaConfig('simulation-reality-debate', moderator('Nietzsche', 'The Unmasker'), 'nietzsche'),
  arenaConfig('gender-nature-debate', moderator('Socrates', 'The Midwife'), 'socrates'),
  arenaConfig('climate-progress-debate', moderator('Aristotle', 'The Naturalist'), 'aristotle'),
  arenaConfig('cancel-culture-debate', moderator('Spinoza', 'The Exile'), 'spinoza'),
  arenaConfig('social-media-humanity-debate', moderator('Plato', 'The Scribe'), 'plato'),
  arenaConfig('death-meaning-debate', moderator('Socrates', 'The Condemned'), 'socrates'),
];

/** The arena for a debate; an unknown id gets the morality debate's arena, as the spec requires. */
export function getArenaConfig(debateId: string): ArenaConfig {
  return arenaConfigs.find((config) => config.debateId === debateId) ?? moralityArena;
}
