// The reply engine's seam (docs/architecture.md section 5): the call session hands it the members, the conversation and what
// just happened; it answers with the turn's plan, then the turn's sentences as they are ready.

/** A voice on the call, as the engine needs it. */
export interface DebateMember {
  name: string;
  /** The debate assistant's key ('hume'), when the assistant is one of ours. */
  key?: string;
  /** What the member says when the call starts. */
  firstMessage?: string;
  /** The assistant's system prompt, for a model to speak in character. */
  systemPrompt?: string;
}

/** What a turn does (docs/architecture.md section 5). */
export type Move =
  /** The first member's welcome. */
  | 'open'
  /** Answers the visitor's question (or a moderator's framing) with an argument. */
  | 'answer'
  /** "What do you mean by that?": defines a word of the last claim. */
  | 'define'
  /** "What are you taking for granted?": names and defends the premise of the last claim. */
  | 'ground'
  /** "What follows if you are right?": draws a consequence of the last claim. */
  | 'imply'
  /** "What is the strongest case against you?": states the opponent's best objection, then answers it. */
  | 'counter'
  /** Attacks the point the other debater just made, by name. */
  | 'rebut'
  /** Grants the point the other debater just made, then pushes back. */
  | 'concede'
  /** The moderator closes an exchange in one sentence and hands the floor back. */
  | 'summarise'
  /** The moderator asks a quiet visitor in. */
  | 'invite'
  /** The moderator puts a fresh question to a debater, so a quiet debate moves on. */
  | 'move-on'
  /** The moderator passes a question put to him to the debater it tests. */
  | 'hand-over'
  /** The moderator asks what the visitor means, when no argument fits well. */
  | 'clarify'
  /** The moderator brings an off-topic challenge back to the debate. */
  | 'redirect'
  /** A lone moderator answers by reporting both sides (the single-assistant demo). */
  | 'report'
  /** Words given by the client (`say`), spoken as they are. */
  | 'say'
  /** The chair steps out of the debate for a visitor in distress (care.ts), and hands the floor back. */
  | 'care';

/** The five Socratic kinds of challenge (the Arsenal's pages), or a question in the visitor's own words. */
export type ChallengeKind =
  'clarification' | 'assumptions' | 'implications' | 'counter-argument' | 'opponents' | 'question';

/** Who speaks and what they do: decided before any word is chosen. */
export interface TurnPlan {
  /** Index of the speaking member in the call's members. */
  speaker: number;
  move: Move;
  /** The issue of the debate this turn is about. */
  issue?: string;
  /** The argument this turn makes (its id in the knowledge). */
  argument?: string;
  /** The point this turn answers: another member's argument (rebut, concede, counter, report). */
  target?: { speaker: number; argument: string };
  /** A second point this turn names (a summary's second side, a report's second side). */
  other?: { speaker: number; argument: string };
  /** The member a moderator hands the floor to (move-on, hand-over). */
  addressee?: number;
  /** The kind of challenge the exchange answers. */
  kind?: ChallengeKind;
  /** For 'clarify': the two issues the visitor may have meant. */
  options?: [string, string];
  /** For 'say', 'open' and 'care': the exact words. */
  text?: string;
}

/** One line of the conversation, with the plan behind it when a member said it. */
export interface DebateEntry {
  role: 'user' | 'assistant' | 'system';
  content: string;
  plan?: TurnPlan;
}

/** What just happened on the floor. */
export type FloorEvent =
  /** The call has started: the first member may open. */
  | { type: 'call-start' }
  /** The visitor challenged, spoken or typed. The challenge is already the conversation's last user entry. */
  | { type: 'challenge'; text: string }
  /** A member finished a turn (its entry is the conversation's last). */
  | { type: 'turn-ended'; plan: TurnPlan }
  /** The floor has been quiet for a while; `count` quiet spells in a row since the visitor last spoke. */
  | { type: 'silence'; count: number };

export type TurnOutput = { type: 'plan'; plan: TurnPlan } | { type: 'sentence'; text: string };

export interface TurnRequest {
  members: readonly DebateMember[];
  conversation: readonly DebateEntry[];
  event: FloorEvent;
  /** Aborted when a new challenge takes the floor: the turn stops planning and wording at once. */
  signal: AbortSignal;
}

/**
 * Plans and words one turn. Yields the plan first, then each sentence as soon as it is ready; yields nothing when
 * nobody should speak (the floor is the visitor's).
 */
export interface ReplyEngine {
  turn(request: TurnRequest): AsyncIterable<TurnOutput>;
}
