import type { PlatformMessage } from '../../src/protocol';
import { splitSentences } from '../debate/text';
import type { FloorEvent, ReplyEngine, TurnOutput, TurnPlan } from '../debate/types';
import type { AssistantSpeech } from './assistant-speech';
import type { Conversation } from './conversation';
import type { CallMember } from './members';

/** How long the floor may stay quiet after a turn before the moderator invites the visitor or moves on. */
export const SILENCE_MS = 12_000;

/**
 * A spoken challenge's answer, begun while the endpoint still times the visitor's silence: planned on the
 * conversation as it will be once the challenge is in it, its first sentence worded and its first words synthesized.
 */
interface PreparedTurn {
  /** The challenge it answers, and the words the visitor said (the conversation's line for them). */
  text: string;
  said: string;
  /** The conversation's version it was planned on: the challenge's own line is the one change it allows. */
  version: number;
  controller: AbortController;
  /** The plan and the first sentence, asked for at once; then the rest of the turn. */
  head: Promise<TurnOutput[]>;
  rest: AsyncIterator<TurnOutput>;
}

export interface FloorOptions {
  members: readonly CallMember[];
  engine: ReplyEngine;
  conversation: Conversation;
  speech: AssistantSpeech;
  sendJson(message: PlatformMessage): void;
  /** The call's audio is playing: a new challenge must cut it off. */
  isSpeaking(): boolean;
  log(line: string): void;
  /** Called after each turn with the conversation changed. */
  onTurnSpoken(): void;
  silenceMs?: number;
  /** How long until the debate closes, when the call has a clock: the chair says it when asked. */
  timeLeftMs?(): number | undefined;
  /** The visitor asked for the verdict in words ("give us your final verdict"), and it has been spoken: the call ends. */
  onConcluded?(): void;
}

/** How long the verdict waits for the turn it cut off to stop (it stops at once; this only bounds a fault). */
const STOPPING_TURN_MS = 2_000;

/**
 * The floor (docs/architecture.md section 5): runs the engine's turns one after another until the floor is the visitor's,
 * passes it between members with `transfer-update` and `assistant.started`, and lets a new challenge take it at
 * once: the speech stops, the turns still to come are dropped, and the newest challenge is answered next.
 */
export class Floor {
  /** The member who holds the floor; the call starts with the first. */
  private current = 0;
  private chain: AbortController | undefined;
  /** Settles when the latest chain has run its course or stopped, its last turn closed in the conversation. */
  private settled: Promise<void> = Promise.resolve();
  private silenceTimer: NodeJS.Timeout | undefined;
  private silences = 0;
  private closed = false;
  /** The verdict being given: the floor then takes no challenge, and plans nothing after it. */
  private verdict: Promise<void> | undefined;
  private prepared: PreparedTurn | undefined;

  constructor(private readonly options: FloorOptions) {}

  /** The call is live and the client can play: the first member opens. */
  start(): void {
    void this.run({ type: 'call-start' });
  }

  /** A challenge, spoken or typed, already in the conversation: it takes the floor. */
  challenge(text: string): void {
    this.silences = 0;
    const prepared = this.takePrepared(text);
    void this.run(this.challengeEvent(text), undefined, prepared);
  }

  private challengeEvent(text: string): FloorEvent {
    const timeLeftMs = this.options.timeLeftMs?.();
    return { type: 'challenge', text, ...(timeLeftMs !== undefined && { timeLeftMs }) };
  }

  /**
   * The visitor has likely finished a challenge (its words are heard, the endpoint still waits): its answer is
   * planned and its first words synthesized now, to be spoken at once if the challenge is `text` when it comes.
   * `said` is the line the conversation will have for it. A prepared answer not taken is dropped.
   */
  prepare(text: string, said: string): void {
    this.unprepare();
    if (this.closed || this.verdict) return;
    const { conversation, members, engine, speech } = this.options;
    const controller = new AbortController();
    const turn = engine.turn({
      members,
      conversation: [...conversation.entries, { role: 'user', content: said }],
      event: this.challengeEvent(text),
      signal: controller.signal,
    });
    const rest = turn[Symbol.asyncIterator]();
    const head = (async () => {
      const outputs: TurnOutput[] = [];
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        outputs.push(next.value);
        if (next.value.type === 'sentence') break;
      }
      return outputs;
    })();
    this.prepared = { text, said, version: conversation.version, controller, head, rest };
    void head.then(
      ([plan, first]) => {
        const member = plan?.type === 'plan' ? members[plan.plan.speaker] : undefined;
        if (member && first?.type === 'sentence' && !controller.signal.aborted)
          speech.prefetch(member, first.text, controller.signal);
      },
      // A failure is the turn's, and is reported when it is spoken.
      () => undefined,
    );
  }

  /** The visitor went on speaking: the answer prepared for what they had said is dropped. */
  unprepare(): void {
    if (this.prepared) dropTurn(this.prepared);
    this.prepared = undefined;
  }

  /** The visitor started to speak: whoever is talking stops, and the turns planned after it are dropped. */
  visitorSpeaking(): void {
    // The verdict is heard out: the visitor asked for it, or the call's time is up.
    if (this.verdict) return;
    this.clearSilence();
    this.unprepare();
    if (this.chain) {
      this.chain.abort();
      this.chain = undefined;
    }
  }

  /** The visitor stopped without a challenge (nothing recognised): the quiet counts again. */
  visitorQuiet(): void {
    this.unprepare();
    if (!this.chain) this.armSilence();
  }

  /** Words from the client's `say`, spoken by the member who holds the floor, in place of what was planned. */
  say(text: string, after?: () => void): void {
    const plan: TurnPlan = { speaker: this.current, move: 'say', text };
    void this.run(undefined, async (signal) => {
      await this.speakTurn(plan, sentencesOf(text), signal, true);
      if (!signal.aborted) after?.();
    });
  }

  /**
   * The debate is closing: whatever is being said stops, the moderator gives the verdict, and nothing more is
   * planned. Resolves once the verdict has been spoken (or could not be); asked again, the same.
   */
  conclude(): Promise<void> {
    this.verdict ??= this.run({ type: 'closing' });
    return this.verdict;
  }

  /** The debate is being closed: conclude() was called. */
  get concluding(): boolean {
    return this.verdict !== undefined;
  }

  close(): void {
    this.closed = true;
    this.unprepare();
    this.clearSilence();
    this.chain?.abort();
    this.chain = undefined;
  }

  /**
   * Starts a new chain of turns, aborting the one in progress (its speech stops at once). Resolves when the chain
   * has run its course or was stopped; it never rejects.
   */
  private run(
    event: FloorEvent | undefined,
    scripted?: (signal: AbortSignal) => Promise<void>,
    prepared?: PreparedTurn,
  ): Promise<void> {
    this.unprepare();
    if (this.closed || this.verdict) {
      if (prepared) dropTurn(prepared);
      return Promise.resolve();
    }
    this.clearSilence();
    const interrupting = this.chain !== undefined && this.options.isSpeaking();
    this.chain?.abort();
    // A prepared answer is the chain's first turn: stopping the chain stops it.
    const chain = prepared?.controller ?? new AbortController();
    this.chain = chain;
    if (interrupting) this.options.sendJson({ type: 'user-interrupted' });
    // The verdict weighs what was heard: it waits for the turn it cut off to be closed, marked cut.
    const after = event?.type === 'closing' ? this.settled : undefined;
    const settled = this.runChain(event, scripted, chain, prepared, after).catch((error: unknown) => {
      this.options.log(`a turn failed: ${(error as Error).message}`);
    });
    this.settled = settled;
    return settled;
  }

  private async runChain(
    first: FloorEvent | undefined,
    scripted: ((signal: AbortSignal) => Promise<void>) | undefined,
    chain: AbortController,
    prepared: PreparedTurn | undefined,
    after?: Promise<void>,
  ): Promise<void> {
    const { signal } = chain;
    let event = first;
    let spokeAny = false;
    try {
      if (after) await settledWithin(after, STOPPING_TURN_MS);
      if (scripted) await scripted(signal);
      let outputs = prepared && preparedOutputs(prepared);
      while (event && !signal.aborted) {
        const plan = await this.takeTurn(event, signal, outputs);
        outputs = undefined;
        if (!plan) break;
        spokeAny = true;
        event = { type: 'turn-ended', plan };
      }
    } finally {
      if (this.chain === chain) {
        this.chain = undefined;
        // A quiet spell that brought no turn ends the moving on: the floor waits for the visitor.
        if (!signal.aborted && (spokeAny || first?.type !== 'silence')) this.armSilence();
      }
    }
  }

  /** Plans (or takes the prepared `outputs`) and speaks one turn; the plan, or undefined when nobody speaks. */
  private async takeTurn(
    event: FloorEvent,
    signal: AbortSignal,
    prepared?: AsyncIterator<TurnOutput>,
  ): Promise<TurnPlan | undefined> {
    const outputs = prepared ?? this.engineTurn(event, signal);
    const first = await outputs.next();
    if (first.done || signal.aborted) return undefined;
    if (first.value.type !== 'plan') throw new Error('the reply engine spoke before it planned');
    const plan = first.value.plan;
    // "Give us your final verdict": the debate closes as if End debate were pressed; the verdict is heard out.
    const asked = plan.move === 'verdict' && event.type !== 'closing';
    if (asked) this.verdict ??= this.settled;
    // A turn that follows another speaker's keeps the pause before it; any other is awaited, and starts at once.
    await this.speakTurn(plan, sentenceTexts(outputs), signal, event.type !== 'turn-ended');
    if (asked && !signal.aborted) this.options.onConcluded?.();
    return plan;
  }

  private async speakTurn(
    plan: TurnPlan,
    sentences: AsyncIterable<string>,
    signal: AbortSignal,
    prompt = false,
  ): Promise<void> {
    const member = this.options.members[plan.speaker];
    if (!member) throw new Error(`the plan names member ${plan.speaker}, who is not on the call`);
    this.passFloor(plan.speaker);
    const line = this.options.conversation.beginTurn(plan, member.name, signal);
    try {
      await this.options.speech.speak(member, sentences, signal, line.heard, { prompt });
    } finally {
      line.close();
      this.options.onTurnSpoken();
    }
  }

  /** A new speaker takes the floor (docs/architecture.md section 3, step 6): the arena moves the SPEAKING badge. */
  private passFloor(to: number): void {
    if (to === this.current) return;
    const { members, sendJson } = this.options;
    const from = members[this.current];
    const next = members[to] as CallMember;
    const destination = from?.destinations.find((d) => d.assistantName === next.name) ?? {
      type: 'assistant' as const,
      assistantName: next.name,
      message: '',
    };
    sendJson({ type: 'transfer-update', destination });
    sendJson({
      type: 'assistant.started',
      newAssistant: { name: next.name, ...(next.assistantId && { id: next.assistantId }) },
    });
    this.current = to;
  }

  private engineTurn(event: FloorEvent, signal: AbortSignal): AsyncIterator<TurnOutput> {
    const { members, conversation, engine } = this.options;
    const turn = engine.turn({ members, conversation: conversation.entries, event, signal });
    return turn[Symbol.asyncIterator]();
  }

  /**
   * The prepared answer, if it answers `text` on the conversation as it now is (its line for the challenge added,
   * nothing else changed); any other is dropped.
   */
  private takePrepared(text: string): PreparedTurn | undefined {
    const prepared = this.prepared;
    this.prepared = undefined;
    if (!prepared) return undefined;
    const { conversation } = this.options;
    const last = conversation.entries.at(-1);
    if (
      prepared.text === text &&
      conversation.version === prepared.version + 1 &&
      last?.role === 'user' &&
      last.content === prepared.said
    )
      return prepared;
    dropTurn(prepared);
    return undefined;
  }

  private armSilence(): void {
    if (this.closed || this.verdict) return;
    this.clearSilence();
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = undefined;
      this.silences += 1;
      void this.run({ type: 'silence', count: this.silences });
    }, this.options.silenceMs ?? SILENCE_MS);
  }

  private clearSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = undefined;
  }
}

/** Stops a prepared turn that will not be spoken: its work, and the engine's turn (which then cleans up). */
function dropTurn(prepared: PreparedTurn): void {
  prepared.controller.abort();
  prepared.rest.return?.().catch(() => undefined);
}

/** A prepared turn's outputs: those read ahead, then the rest as the engine gives them. */
async function* preparedOutputs(prepared: PreparedTurn): AsyncGenerator<TurnOutput> {
  yield* await prepared.head;
  for (let next = await prepared.rest.next(); !next.done; next = await prepared.rest.next()) yield next.value;
}

async function* sentenceTexts(outputs: AsyncIterator<TurnOutput>): AsyncGenerator<string> {
  for (;;) {
    const next = await outputs.next();
    if (next.done) return;
    if (next.value.type === 'sentence') yield next.value.text;
  }
}

async function* sentencesOf(text: string): AsyncGenerator<string> {
  yield* splitSentences(text);
}

/** Resolves when `promise` settles, or after `ms` at most. */
function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
