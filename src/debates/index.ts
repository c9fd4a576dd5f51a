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
export { debateAssistants, getAssistant } from './assistants';
export { debateSquads, getSquad, toCreateSquadDto } from './squads';
export type { CreateSquadDto } from './squads';
export { challengePages } from './challenges';
export {
  EXPRESSION_REFRESH_MAX_MS,
  EXPRESSION_REFRESH_MIN_MS,
  expressions,
  nextExpressionDelay,
  pickExpression,
} from './expressions';
