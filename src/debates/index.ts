// The debate domain the app shows: the catalogue, the arenas, the Socratic Arsenal, the expressions. Browser-safe by
// folder: the philosophers' knowledge, prompts, voices and squads live in server/content, never in the bundle.
export type {
  ArenaConfig,
  ArenaParticipant,
  ChallengePage,
  ChallengeTheme,
  Debate,
  DebateCategory,
  Philosopher,
  PhilosopherColor,
} from './types';
export { debateCategories, debates, debatesInCategory, getDebate } from './catalogue';
export { arenaConfigs, getArenaConfig } from './arena';
export { ARSENAL_SLOTS, arsenalTemplates, challengePagesFor, surnameOf } from './challenges';
export {
  EXPRESSION_REFRESH_MAX_MS,
  EXPRESSION_REFRESH_MIN_MS,
  expressions,
  nextExpressionDelay,
  pickExpression,
  type ExpressionShare,
} from './expressions';
