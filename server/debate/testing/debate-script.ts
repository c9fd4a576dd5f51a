import type { DebateEntry, DebateMember, FloorEvent, ReplyEngine, TurnPlan } from '../types';

/**
 * One step of a scripted debate: the visitor says something (with so long left on the call's clock), stays quiet for
 * one spell, or the debate closes.
 */
export type ScriptStep = { visitor: string; timeLeftMs?: number } | { silence: true } | { closing: true };

/** One turn as a test reads it. */
export interface ScriptedTurn {
  speaker: string;
  move: TurnPlan['move'];
  plan: TurnPlan;
  sentences: string[];
  /** From asking the engine to its first sentence: the time to plan the turn and word its start. */
  firstSentenceMs: number;
}

export interface ScriptedDebate {
  turns: ScriptedTurn[];
  /** The turns that followed each step, in step order. */
  byStep: ScriptedTurn[][];
  conversation: DebateEntry[];
}

/** The most turns one step may produce: a chain longer than this has run away. */
const MAX_CHAIN = 8;

/**
 * Runs a debate through the engine the way the floor does (every turn heard in full, no interruption), for
 * scenario tests: "visitor says X -> who speaks, which move".
 */
export async function runScript(
  engine: ReplyEngine,
  members: readonly DebateMember[],
  steps: readonly ScriptStep[],
  { open = true }: { open?: boolean } = {},
): Promise<ScriptedDebate> {
  const conversation: DebateEntry[] = [];
  const turns: ScriptedTurn[] = [];
  const byStep: ScriptedTurn[][] = [];
  let silences = 0;

  const chain = async (first: FloorEvent): Promise<ScriptedTurn[]> => {
    const produced: ScriptedTurn[] = [];
    let event: FloorEvent | undefined = first;
    while (event) {
      if (produced.length >= MAX_CHAIN)
        throw new Error(`the floor ran away: ${produced.map((t) => t.move).join(', ')}`);
      let plan: TurnPlan | undefined;
      const sentences: string[] = [];
      const asked = performance.now();
      let firstSentenceMs = NaN;
      for await (const output of engine.turn({
        members,
        conversation,
        event,
        signal: new AbortController().signal,
      })) {
        if (output.type === 'plan') {
          plan = output.plan;
          continue;
        }
        if (sentences.length === 0) firstSentenceMs = performance.now() - asked;
        sentences.push(output.text);
      }
      if (!plan) break;
      conversation.push({ role: 'assistant', content: sentences.join(' '), plan });
      const turn = {
        speaker: members[plan.speaker]?.name ?? '?',
        move: plan.move,
        plan,
        sentences,
        firstSentenceMs,
      };
      produced.push(turn);
      turns.push(turn);
      event = { type: 'turn-ended', plan };
    }
    return produced;
  };

  if (open) await chain({ type: 'call-start' });
  for (const step of steps) {
    if ('visitor' in step) {
      silences = 0;
      conversation.push({ role: 'user', content: step.visitor });
      const { visitor: text, timeLeftMs } = step;
      byStep.push(await chain({ type: 'challenge', text, ...(timeLeftMs !== undefined && { timeLeftMs }) }));
    } else if ('closing' in step) {
      byStep.push(await chain({ type: 'closing' }));
    } else {
      silences += 1;
      byStep.push(await chain({ type: 'silence', count: silences }));
    }
  }
  return { turns, byStep, conversation };
}

/** "Hume:answer" for each turn: the shape of an exchange at a glance. */
export function shape(turns: readonly ScriptedTurn[]): string[] {
  return turns.map((turn) => `${turn.speaker}:${turn.move}`);
}
