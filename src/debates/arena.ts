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

const moralityArena = arenaConfig(
  'morality-debate',
  { name: 'Aristotle', subtitle: 'The Moderator', color: 'amber' },
  'aristotle',
);

export const arenaConfigs: readonly ArenaConfig[] = [
  moralityArena,
  arenaConfig(
    'free-will-debate',
    { name: 'Leibniz', subtitle: 'The Synthesizer', color: 'amber' },
    'leibniz',
  ),
  arenaConfig(
    'knowledge-debate',
    { name: 'Aristotle', subtitle: 'The Logician', color: 'amber' },
    'aristotle',
  ),
];

/** The arena for a debate; an unknown id gets the morality debate's arena, as the spec requires. */
export function getArenaConfig(debateId: string): ArenaConfig {
  return arenaConfigs.find((config) => config.debateId === debateId) ?? moralityArena;
}
