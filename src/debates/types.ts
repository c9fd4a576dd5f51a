/** The colour of a participant: it tints debate cards and picks the arena icon (spec section 2). */
export type PhilosopherColor = 'emerald' | 'red' | 'blue' | 'purple' | 'amber';

export type DebateCategory = 'classic' | 'modern' | 'provocative' | 'wild';

export interface Philosopher {
  name: string;
  subtitle: string;
  quote: string;
  color: PhilosopherColor;
}

export interface Debate {
  id: string;
  title: string;
  topic: string;
  description: string;
  philosophers: readonly [Philosopher, Philosopher];
  /** Display text such as '~15 min'. */
  duration: string;
  category: DebateCategory;
  isSquadEnabled: boolean;
}

export interface ArenaParticipant {
  /** Equals the assistant's `name`, so the arena can match transfer and transcript messages to a seat. */
  name: string;
  subtitle: string;
  color: PhilosopherColor;
}

export interface ArenaConfig {
  debateId: string;
  title: string;
  topic: string;
  philosophers: readonly [ArenaParticipant, ArenaParticipant];
  moderator: ArenaParticipant;
  /** The assistant that opens the debate: the squad's first member, the fallback where no squad is set up. */
  openerKey: string;
  /** A challenge a visitor might type here, naming one of the two philosophers: the challenge box's placeholder. */
  challengeExample: string;
}

export type ChallengeTheme =
  'clarification' | 'assumptions' | 'implications' | 'counter-argument' | 'opponents';

export interface ChallengePage {
  theme: ChallengeTheme;
  title: string;
  questions: readonly [string, string, string, string];
}
