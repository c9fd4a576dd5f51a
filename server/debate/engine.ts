import { MAX_CLIENT_TEXT_CHARS } from '../../src/protocol';
import type { CheckedKnowledge } from '../content';
import { castDebate, type Cast } from './cast';
import { asksBrief, asksShorter } from './challenge-kind';
import type { ModelWording } from './model-wording';
import { notesFor } from './notes';
import { planTurn } from './planner';
import { meaningTable } from './meaning';
import { typedNamesReader } from './typed-names';
import { DebateIndex, type RetrievalTuning } from './retrieval';
import { longestSharedRun, sentenceKey, splitSentences } from './text';
import type { DebateEntry, DebateMember, ReplyEngine, TurnOutput, TurnPlan, TurnRequest } from './types';
import { argumentMap } from './verdict';
import { MAX_PARROTED_WORDS, MAX_TURN_SENTENCES, withoutOpener, wordTurn } from './wording';
import type { WordingContext } from './wording-base';

/** A model that has not finished its first sentence by then hands the turn to the templates. */
export const MODEL_FIRST_SENTENCE_MS = 2500;
/** A model that stalls this long between two sentences, or holds the turn past MODEL_TURN_MS, ends it there. */
const MODEL_NEXT_SENTENCE_MS = 5000;
const MODEL_TURN_MS = 30_000;
/**
 * After this many turns in a row that the model failed to start, it rests for MODEL_REST_MS: the templates answer at
 * once, instead of each turn waiting for a model that is down, and the log gets one line, not one a turn.
 */
const MODEL_FAILURES_TO_REST = 3;
const MODEL_REST_MS = 30_000;

export interface ReplyEngineOptions {
  knowledge: CheckedKnowledge;
  /** Words turns with a model when configured (LLM_BASE_URL); templates otherwise, and whenever it fails. */
  model?: ModelWording;
  /** One line per model failure. */
  log?: (line: string) => void;
  /** For tests: how long the model may take to its first sentence, and between two. */
  firstSentenceMs?: number;
  nextSentenceMs?: number;
  /** For tests: how long a failing model rests. */
  modelRestMs?: number;
  /** Retrieval's weights and thresholds (DEFAULT_TUNING is measured on the real knowledge). */
  tuning?: RetrievalTuning;
}

/**
 * The engine reads no more of a visitor's line than a client may send (the server cuts typed lines there, and a spoken
 * one is shorter): its reading grows faster than the line, so a longer one, from any caller, is cut here too.
 */
const READ_CHARS = MAX_CLIENT_TEXT_CHARS;

const cut = (text: string): string => (text.length > READ_CHARS ? text.slice(0, READ_CHARS) : text);

/** The conversation with each of the visitor's lines as the engine reads it (`read`). */
function readable(
  conversation: readonly DebateEntry[],
  read: (text: string) => string,
): readonly DebateEntry[] {
  return conversation.map((entry) =>
    entry.role === 'user' ? { ...entry, content: read(entry.content) } : entry,
  );
}

/** Moves whose words are given, never a model's. */
const FIXED_WORDS = new Set<TurnPlan['move']>(['open', 'say', 'care', 'chair']);
/** A model's verdict may run longer than a turn: a sentence an issue, whom the challenges pressed, the whole, a last line. */
const VERDICT_SENTENCES = 7;

/**
 * The debate engine (docs/architecture.md section 5): one planner, swappable wording. The planner decides who speaks and what
 * move they make; the words come from the philosophers' written knowledge, or from a model when one is set.
 */
export function createReplyEngine(options: ReplyEngineOptions): ReplyEngine {
  const { knowledge, model } = options;
  const log = options.log ?? (() => undefined);
  const firstSentenceMs = options.firstSentenceMs ?? MODEL_FIRST_SENTENCE_MS;
  const nextSentenceMs = options.nextSentenceMs ?? MODEL_NEXT_SENTENCE_MS;
  const breaker = new ModelBreaker(log, options.modelRestMs ?? MODEL_REST_MS);
  const indexes = new Map<string, DebateIndex>();
  // Read now, with the engine, at start-up (about 60 ms), not while the first visitor joins.
  const meaning = meaningTable();
  const knows = (word: string) => meaning.knows(word);
  /** A visitor's line as the engine reads it: cut, and the debaters' names typed a slip off written right. */
  const readLine = (cast: Cast) => {
    const named = typedNamesReader(cast.seated, knows);
    return (text: string) => named(cut(text));
  };
  const casts = new WeakMap<readonly DebateMember[], Cast>();

  const castOf = (members: readonly DebateMember[]): Cast => {
    let cast = casts.get(members);
    if (!cast) {
      cast = castDebate(members, knowledge);
      casts.set(members, cast);
    }
    return cast;
  };
  const indexOf = (cast: Cast): DebateIndex | undefined => {
    if (!cast.topic) return undefined;
    let index = indexes.get(cast.topic.debateId);
    if (!index) {
      index = new DebateIndex(cast.topic, cast.sides, options.tuning, meaning);
      indexes.set(cast.topic.debateId, index);
    }
    return index;
  };

  return {
    prepare(members) {
      const cast = castOf(members);
      const index = indexOf(cast);
      // A process's first plan takes about 250 ms, the next ones 10 to 20 (V8 compiles the planner and the wording as
      // they first run): one challenge on the debate's first issue, planned, worded and thrown away, spares the
      // first visitor's.
      const issue = cast.topic?.issues[0];
      if (!index || !issue) return;
      const conversation: DebateEntry[] = [];
      const plan = planTurn(
        { cast, index, conversation },
        { type: 'challenge', text: readLine(cast)(issue.question) },
      );
      if (plan) wordTurn(plan, { cast, index, members, conversation });
    },
    openers(members) {
      const cast = castOf(members);
      return cast.debaters.flatMap((speaker) =>
        (cast.seated[speaker]?.person?.style.openers ?? []).map((text) => ({ speaker, text })),
      );
    },
    argumentMap(members, conversation) {
      const cast = castOf(members);
      if (cast.debaters.length === 0) return undefined;
      return argumentMap(readable(conversation, cut), cast, indexOf(cast));
    },
    async *turn({ members, signal, ...request }: TurnRequest): AsyncGenerator<TurnOutput> {
      if (signal.aborted) return;
      const cast = castOf(members);
      const read = readLine(cast);
      const conversation = readable(request.conversation, read);
      const event =
        request.event.type === 'challenge'
          ? { ...request.event, text: read(request.event.text) }
          : request.event;
      const index = indexOf(cast);
      const plan = planTurn({ cast, ...(index && { index }), conversation }, event);
      if (!plan) return;
      yield { type: 'plan', plan };
      const context: WordingContext = { cast, ...(index && { index }), members, conversation };
      const member = members[plan.speaker];
      // "Why is he wrong, in one sentence?": the turn that answers it is its point alone; "one sentence each": the
      // rebuttal after it too, and the second of two positions.
      const asked =
        event.type === 'challenge'
          ? event.text
          : plan.move === 'rebut' || (plan.move === 'answer' && plan.each)
            ? ([...conversation].reverse().find((entry) => entry.role === 'user')?.content ?? '')
            : '';
      const brief =
        ARGUING.has(plan.move) && asksBrief(asked) && (event.type === 'challenge' || EACH.test(asked));
      // "Keep it short": every argued turn after it says its point and one sentence more.
      const shorter =
        ARGUING.has(plan.move) &&
        [...conversation.filter((entry) => entry.role === 'user').map((entry) => entry.content), asked].some(
          asksShorter,
        );
      if (!model || !member || FIXED_WORDS.has(plan.move) || breaker.resting()) {
        const sentences = wordTurn(plan, context);
        const said = brief
          ? pointOf(sentences, plan, index)
          : shorter
            ? withoutOpener(sentences, cast.seated[plan.speaker]?.person?.style.openers).slice(
                0,
                SHORT_TURN_SENTENCES,
              )
            : sentences;
        for (const text of said) {
          if (signal.aborted) return;
          yield { type: 'sentence', text };
        }
        return;
      }
      yield* wordWithModel(model, plan, context, member, signal, {
        firstSentenceMs,
        nextSentenceMs,
        log,
        onOutcome: (answered) => breaker.record(answered),
        ...(brief ? { sentences: 1 } : shorter && { sentences: SHORT_TURN_SENTENCES }),
      });
    },
  };
}

/**
 * The model's sentences, checked by the same rules as the templates'. No first sentence within the limit, or an
 * error before it: the templates answer the turn. An error after it: the turn ends with what was said.
 */
async function* wordWithModel(
  model: ModelWording,
  plan: TurnPlan,
  context: WordingContext,
  member: DebateMember,
  signal: AbortSignal,
  {
    firstSentenceMs,
    nextSentenceMs,
    log,
    onOutcome,
    sentences: most = plan.move === 'verdict' ? VERDICT_SENTENCES : MAX_TURN_SENTENCES,
  }: {
    firstSentenceMs: number;
    nextSentenceMs: number;
    log: (line: string) => void;
    /** Whether the model started the turn (a turn stopped by the visitor says nothing of it). */
    onOutcome: (answered: boolean) => void;
    sentences?: number;
  },
): AsyncGenerator<TurnOutput> {
  const request = new AbortController();
  const abort = (): void => request.abort();
  signal.addEventListener('abort', abort, { once: true });
  const said = new Set(
    context.conversation
      .flatMap((e) => (e.role === 'assistant' ? splitSentences(e.content) : []))
      .map(sentenceKey),
  );
  const challenge = [...context.conversation].reverse().find((e) => e.role === 'user')?.content ?? '';
  const names = context.members;
  const stream = model.word(
    {
      speakerName: member.name,
      systemPrompt: member.systemPrompt ?? `You are ${member.name}, a philosopher in a live voice debate.`,
      notes: notesFor(plan, context),
      conversation: context.conversation,
      nameOf: (entry) =>
        entry.plan ? (names[entry.plan.speaker]?.name ?? 'A philosopher') : 'A philosopher',
    },
    request.signal,
  );
  const sentences = stream[Symbol.asyncIterator]();

  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const lateAfter = (ms: number) =>
    new Promise<'late'>((resolve) => {
      clearTimeout(timer);
      timer = setTimeout(() => resolve('late'), Math.max(0, ms));
    });
  // Its first sentence is awaited from the start, each next one for a while, and the turn as a whole no longer.
  let late = lateAfter(firstSentenceMs);
  let spoken = 0;
  let read = 0;
  try {
    for (;;) {
      const pending = sentences.next();
      // Left behind when the model is late, it rejects once the request is aborted: that is expected.
      pending.catch(() => undefined);
      const next = await Promise.race([pending, late]);
      if (signal.aborted) return;
      if (next === 'late') {
        log(
          spoken === 0
            ? `the model had no first sentence within ${firstSentenceMs} ms: the templates answer this turn`
            : 'the model stalled mid-turn: the turn ends there',
        );
        break;
      }
      if (next.done) break;
      // A model that says the same sentences over and over is stopped, not read to its end.
      if (++read > 2 * most) {
        log('the model kept repeating itself: the turn ends there');
        break;
      }
      const text = next.value;
      const key = sentenceKey(text);
      if (said.has(key) || longestSharedRun(challenge, text) > MAX_PARROTED_WORDS) continue;
      said.add(key);
      spoken += 1;
      yield { type: 'sentence', text };
      if (spoken >= most) break;
      late = lateAfter(Math.min(nextSentenceMs, MODEL_TURN_MS - (performance.now() - started)));
    }
  } catch (error) {
    if (signal.aborted) return;
    log(
      `the model failed (${(error as Error).message}): ${spoken === 0 ? 'the templates answer this turn' : 'the turn ends there'}`,
    );
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
    request.abort();
    void sentences.return?.(undefined)?.catch(() => undefined);
  }
  if (signal.aborted) return;
  onOutcome(spoken > 0);
  if (spoken > 0) return;
  for (const text of wordTurn(plan, context)) {
    if (signal.aborted) return;
    yield { type: 'sentence', text };
  }
}

/** Counts the turns in a row a model failed to start, and rests it after MODEL_FAILURES_TO_REST of them. */
class ModelBreaker {
  private failures = 0;
  private restUntil = 0;

  constructor(
    private readonly log: (line: string) => void,
    private readonly restMs: number,
  ) {}

  resting(): boolean {
    return performance.now() < this.restUntil;
  }

  record(answered: boolean): void {
    if (answered) {
      this.failures = 0;
      return;
    }
    if (++this.failures < MODEL_FAILURES_TO_REST) return;
    this.failures = 0;
    this.restUntil = performance.now() + this.restMs;
    this.log(
      `the model failed ${MODEL_FAILURES_TO_REST} turns in a row: the templates answer for the next ${this.restMs / 1000} s`,
    );
  }
}

/** The moves that make an argument's point, whose claim is the sentence that says it. */
const CLAIMING: ReadonlySet<TurnPlan['move']> = new Set(['answer', 'rebut', 'concede', 'counter']);
/** Sentences of an argued turn once the visitor has asked for shorter turns. */
const SHORT_TURN_SENTENCES = 2;
/** Brevity asked of both debaters: "one sentence each", "briefly, both of you". */
const EACH = /\b(?:each|both)\b/i;
/** The moves that argue, which a visitor may ask to hear in one sentence: those, and the Socratic probes. */
const ARGUING: ReadonlySet<TurnPlan['move']> = new Set([...CLAIMING, 'define', 'ground', 'imply']);

/**
 * The one sentence of a turn that carries its point: the one that says most of its argument's claim (not the opener
 * before it, nor the support after it); for a Socratic probe, its first.
 */
function pointOf(sentences: readonly string[], plan: TurnPlan, index: DebateIndex | undefined): string[] {
  // A straight answer asked for in a word: where he stands, which comes first.
  if (plan.move === 'answer' && plan.plain) return sentences.slice(0, 1);
  const id = CLAIMING.has(plan.move) && 'argument' in plan ? plan.argument : undefined;
  const claim = id === undefined ? undefined : index?.argument(id)?.argument.claim;
  let best = sentences[0];
  let most = 0;
  for (const sentence of claim === undefined ? [] : sentences) {
    const shared = longestSharedRun(claim as string, sentence);
    if (shared > most) [best, most] = [sentence, shared];
  }
  return best === undefined ? [] : [best];
}
