// The reply engine's seam (docs/architecture.md section 5): the call session hands it the members, the conversation and what
// just happened; it answers with the turn's plan, then the turn's sentences as they are ready.

import type { ArgumentMap } from '../../src/protocol';
import type { SmallTalk } from './small-talk';

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

/** The five Socratic kinds of challenge (the Arsenal's pages), or a question in the visitor's own words. */
export type ChallengeKind =
  'clarification' | 'assumptions' | 'implications' | 'counter-argument' | 'opponents' | 'question';

/** A point made on the floor: who made it (-1 for a side not on the call), with which argument (its id). */
export interface Point {
  speaker: number;
  argument: string;
}

/**
 * Who speaks and what they do (docs/architecture.md section 5): decided before any word is chosen. One shape per
 * move, each carrying exactly what its wording needs; readers narrow by `move`.
 */
export type TurnPlan =
  | OpenPlan
  | WordsPlan
  | AnswerPlan
  | ProbePlan
  | CounterPlan
  | RebuttalPlan
  | SummaryPlan
  | InvitePlan
  | HandOverPlan
  | ClarifyPlan
  | RedirectPlan
  | ReportPlan
  | LifePlan
  | SourcePlan
  | QuipPlan;

interface Turn {
  /** Index of the speaking member in the call's members. */
  speaker: number;
  /** A death the visitor told of, as the reply names it ("your wife"): the turn opens with a word for the loss. */
  condolence?: string;
  /** He told of one of his own in illness or decline ("my mam's got dementia"): the turn opens with a plain word for it. */
  hardship?: true;
  /** His own case, as the reply names it ("your father"): an answer names it first, and the question it puts. */
  told?: string;
  /** The visitor balked at the speaker's last point ("that's just daft"): the turn owns it before its next reason. */
  balked?: true;
  /** The visitor granted the last point ("fair enough, I'll give you that"): the turn takes it graciously first. */
  granted?: true;
  /** The visitor is back from a moment away ("sorry, the varnish. So, ..."): the turn welcomes him back first. */
  welcomed?: true;
}

/** The first member's welcome: their first message. */
export interface OpenPlan extends Turn {
  move: 'open';
}

/**
 * Exact words: 'say', words given by the client (`say`), spoken as they are; 'care', the chair stepping out of the
 * debate for a visitor in distress (care.ts) and handing the floor back; 'chair', the chair answering a question
 * about the debate itself (floor-talk.ts); 'verdict', the closing verdict.
 */
export interface WordsPlan extends Turn {
  move: 'say' | 'care' | 'chair' | 'verdict';
  text: string;
}

/** Answers the visitor's question (or a moderator's framing) with an argument, when the speaker has one. */
export interface AnswerPlan extends Turn {
  move: 'answer';
  kind: ChallengeKind;
  /** The argument made and its issue; absent when the speaker has none to make (a guest, no knowledge). */
  argument?: string;
  issue?: string;
  /**
   * The speaker made this argument earlier in the call and has no fresh one on the issue asked: he takes it further
   * (what it rests on, what follows) instead of repeating it or answering another question.
   */
  again?: true;
  /**
   * The challenge matched no argument well (a weak reading): the speaker first says he answers it from the nearest
   * issue, rather than give a neighbouring argument as if it were the answer.
   */
  bridged?: true;
  /**
   * Asked for a straight answer ("yes or no?", "stop hedging"): where the speaker stands on the issue first, in a
   * sentence, then his point; the argument is absent when he has no fresh one on the issue.
   */
  plain?: true;
  /** Each debater asked for his position ("could you each set out your view?"): the other states his plainly next. */
  each?: true;
  /**
   * A fact of his own life the visitor asked of, and of the issue in the same line ("you drank the hemlock ... was that
   * goodness, or just stubbornness?"): told first (its index in his life), then the answer.
   */
  life?: number;
}

/**
 * A Socratic question about the speaker's last claim (`argument`): 'define' ("What do you mean by that?") defines a
 * word of it; 'ground' ("What are you taking for granted?") names and defends its premise; 'imply' ("What follows
 * if you are right?") draws a consequence.
 */
export interface ProbePlan extends Turn {
  move: 'define' | 'ground' | 'imply';
  kind: ChallengeKind;
  argument: string;
  issue: string;
  /** The concept the visitor asked to have defined ("What do you mean by custom?"), when he named one. */
  term?: string;
  /** 'define' asked as "give me an example": the point is shown in a case rather than a word defined. */
  example?: true;
  /** 'define' asked as "keep it simpler": the point said again in a clause, then shown in a case. */
  simpler?: true;
}

/** "What is the strongest case against you?": states the opponent's best objection (`target`), then answers it. */
export interface CounterPlan extends Turn {
  move: 'counter';
  kind: ChallengeKind;
  argument: string;
  issue: string;
  target: Point;
  /** "Steelman him": the opponent's case is put at its strongest, in fairness, before it is answered. */
  steelman?: true;
}

/** Attacks ('rebut') or grants, then pushes back on ('concede'), the point the other debater just made, by name. */
export interface RebuttalPlan extends Turn {
  move: 'rebut' | 'concede';
  argument: string;
  /** The issue of the point answered. */
  issue: string;
  target: Point;
  /** The Socratic kind, when the visitor asked for it ("What would your opponents say?"). */
  kind?: ChallengeKind;
  /**
   * The point answered was put into words already, by a rebuttal or a summary: the rebuttal presses it again
   * without restating it (the visitor has heard it), as after "What do you mean by that?".
   */
  pressed?: true;
  /** Made while the visitor was quiet: it carries on the exchange of the point it answers, not his last line's. */
  carried?: true;
}

/** The moderator closes an exchange in one sentence, the first point and the other side's, and hands the floor back. */
export interface SummaryPlan extends Turn {
  move: 'summarise';
  target: Point;
  other: Point;
  /** The issue of the first point, when it had one. */
  issue?: string;
  /** The visitor, asked already, is quiet while the debate carries on: the summary asks him nothing more. */
  quiet?: true;
}

/** The moderator asks a quiet visitor in. */
export interface InvitePlan extends Turn {
  move: 'invite';
}

/**
 * The moderator puts an issue to a debater by name: 'move-on', a fresh question so a quiet debate moves on;
 * 'hand-over', a question put to him passed to the debater it tests.
 */
export interface HandOverPlan extends Turn {
  move: 'move-on' | 'hand-over';
  addressee: number;
  issue: string;
  /** A point of order ("he didn't answer the question"): the chair rules for it, and the answer comes plainly. */
  plain?: true;
  /** Said to the chair, asking nothing of the debate ("you run things?"): he says what his part is. */
  aside?: true;
  /** Shorter turns asked for ("you keep letting them run long"): the chair grants it as he moves on. */
  shorter?: true;
  /** The chair gives his own view (the moderator's `view`) before he hands on: asked for it, the first time. */
  view?: true;
  /** The chair says one of his own teachings (the index of the moderator's `doctrines`), named to him, once a call. */
  doctrine?: number;
  /**
   * Put a question of his own that names no issue of the debate ("what do you reckon makes a good shearer?"): after
   * his part, the floor goes back to the visitor, not to a debater on an issue the visitor did not raise.
   */
  back?: true;
}

/** The moderator asks what the visitor means, when no argument fits well: one of two issues. */
export interface ClarifyPlan extends Turn {
  move: 'clarify';
  kind: ChallengeKind;
  options: [string, string];
}

/**
 * A member asked about his own life ("Socrates, what did you do for a living?") tells the fact of it (`fact`, its
 * index in his life), then brings the visitor back to the question.
 */
export interface LifePlan extends Turn {
  move: 'life';
  fact: number;
  /** Said in sympathy ("sry for what they did to u after. thats messed up"): thanks first, and a fact told once. */
  thanked?: true;
  /** Held against him just after he told it ("ha so you admit it"): owned, and the fact not told again. */
  owned?: true;
  /** Asked why just after he told it ("for what tho"): the reason behind it (the fact's `why`), and nothing else. */
  why?: true;
  /**
   * The issue the question about his life reads as ("why didn't you escape from prison?": justice): he comes back to
   * his stance on it rather than on the debate's question.
   */
  backTo?: string;
}

/** A debater asked where his point comes from ("did you actually write that?") names the work of his argument. */
export interface SourcePlan extends Turn {
  move: 'source';
  argument: string;
}

/**
 * A remark or joke of the visitor's ("ha the horse has a soul. descartes in bits"), taken by one debater in a light
 * sentence that keeps his point (`argument`, his last); no new round follows, and the floor is the visitor's again.
 */
export interface QuipPlan extends Turn {
  move: 'quip';
  argument: string;
  /** What the joke called him, in its own words ("terrible supervisors"): taken up before the point is kept. */
  echo?: string;
}

/** The moderator brings an off-topic challenge back to the debate. */
export interface RedirectPlan extends Turn {
  move: 'redirect';
  kind: ChallengeKind;
  /** Said, not asked ("Ruth would've had the next question ready."): not to be called a question. */
  remark?: true;
  /** Only the time of day passed ("the kettle's going", "England have just lost another wicket"): a word for it first. */
  passing?: SmallTalk;
  /** Asked on the theme of another debate the visitor can join ("Is it ethical to eat meat?"): its title, said. */
  elsewhere?: string;
}

/** A lone moderator (the single-assistant demo) answers by reporting one side's argument and the other's. */
export interface ReportPlan extends Turn {
  move: 'report';
  argument: string;
  issue: string;
  /** The other side's argument, when it has one fresh. */
  other?: Point;
}

/** One line of the conversation, with the plan behind it when a member said it. */
export interface DebateEntry {
  role: 'user' | 'assistant' | 'system';
  content: string;
  plan?: TurnPlan;
  /** The turn was cut off (by a challenge, or End debate): `content` is all that was heard of it. */
  cut?: true;
}

/** What just happened on the floor. */
export type FloorEvent =
  /** The call has started: the first member may open. */
  | { type: 'call-start' }
  /**
   * The visitor challenged, spoken or typed. The challenge is already the conversation's last user entry;
   * `timeLeftMs`, until the debate closes with its verdict, when the call has a clock.
   */
  | { type: 'challenge'; text: string; timeLeftMs?: number }
  /** A member finished a turn (its entry is the conversation's last). */
  | { type: 'turn-ended'; plan: TurnPlan }
  /** The floor has been quiet for a while; `count` quiet spells in a row since the visitor last spoke. */
  | { type: 'silence'; count: number }
  /** The debate is closing (the visitor ended it, or its time is up): the moderator gives the verdict. */
  | { type: 'closing' };

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
  /**
   * Builds what a debate's turns read (its cast and index) and rehearses a challenge now, so that its first call
   * waits for neither.
   */
  prepare?(members: readonly DebateMember[]): void;
  /**
   * The sentences a debater's answer may open with, word for word ("Correct me if I stumble on the way."), by member:
   * worth synthesizing before any call needs them.
   */
  openers?(members: readonly DebateMember[]): { speaker: number; text: string }[];
  /** The argument so far (verdict.ts), for the call's record and the recap; undefined for a call with no debate. */
  argumentMap?(
    members: readonly DebateMember[],
    conversation: readonly DebateEntry[],
  ): ArgumentMap | undefined;
}
