// The browser-safe part of the debate domain: what the app shows. The philosophers' prompts, voices, models and
// squads live in ./platform, for the server and the provisioning script only, never in the browser bundle.
export type {
  ArenaConfig,
  ArenaParticipant,
  AssistantDestination,
  ChallengePage,
  ChallengeTheme,
  Debate,
  DebateAssistant,
  DebateCategory,
  DebateSquad,
  LocalVoice,
  Philosopher,
  PhilosopherColor,
  SquadMember,
  SquadMemberOverrides,
} from './types';
export { debateCategories, debates, debatesInCategory, getDebate } from './catalogue';
export { arenaConfigs, getArenaConfig } from './arena';
export { challengePages } from './challenges';
export {
  EXPRESSION_REFRESH_MAX_MS,
  EXPRESSION_REFRESH_MIN_MS,
  expressions,
  nextExpressionDelay,
  pickExpression,
} from './expressions';
