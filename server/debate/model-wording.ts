import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { withoutUnspeakable } from '../../src/protocol';
import type { TurnNotes } from './notes';
import type { DebateEntry } from './types';

/** An OpenAI-compatible chat-completions endpoint (Ollama, LM Studio, vLLM, OpenAI, Groq). */
export interface ModelConfig {
  /** Up to the version: "http://localhost:11434/v1"; the client posts to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** Words a turn with a model; yields each spoken sentence as soon as the stream completes it. */
export interface ModelWording {
  word(request: ModelRequest, signal: AbortSignal): AsyncIterable<string>;
}

export interface ModelRequest {
  speakerName: string;
  systemPrompt: string;
  notes: TurnNotes;
  conversation: readonly DebateEntry[];
  /** Who said each assistant line, by entry: to show the model who is who. */
  nameOf: (entry: DebateEntry) => string;
}

/** The most conversation a prompt carries: the recent exchanges, not the whole call. */
const MAX_PROMPT_ENTRIES = 16;
/** A line of the stream, or one event, longer than this is a broken or hostile upstream. */
const MAX_SSE_BUFFER_CHARS = 64 * 1024;
/** Sentences are spoken when complete; a run-on "sentence" is cut and spoken at this length. */
const MAX_SENTENCE_CHARS = 400;
const MAX_TOKENS = 220;
const TEMPERATURE = 0.8;

const chunkSchema = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().nullish() }))
    .optional(),
});

export class ModelError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ModelError';
  }
}

export function createModelWording(config: ModelConfig, fetchImpl: typeof fetch = fetch): ModelWording {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async *word(request, signal) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
        },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          temperature: TEMPERATURE,
          max_tokens: MAX_TOKENS,
          messages: promptMessages(request),
        }),
        signal,
      });
      if (!response.ok || !response.body) {
        throw new ModelError(`the model endpoint answered ${response.status} ${response.statusText}`.trim());
      }
      yield* sentencesOf(textDeltas(response.body, signal));
    },
  };
}

/** The system prompt with the turn's notes, then the recent conversation as the chat the model continues. */
export function promptMessages(
  request: ModelRequest,
): { role: 'system' | 'user' | 'assistant'; content: string }[] {
  const history = request.conversation.filter((e) => e.content.trim() !== '').slice(-MAX_PROMPT_ENTRIES);
  const chat = history.map((entry) => {
    if (entry.role === 'assistant' && request.nameOf(entry) === request.speakerName) {
      return { role: 'assistant' as const, content: entry.content };
    }
    const who = entry.role === 'user' ? 'Challenger' : request.nameOf(entry);
    return { role: 'user' as const, content: `${who}: ${entry.content}` };
  });
  if (chat.at(-1)?.role !== 'user') chat.push({ role: 'user', content: '(Your turn.)' });
  return [{ role: 'system', content: `${request.systemPrompt}\n\n${renderNotes(request.notes)}` }, ...chat];
}

function renderNotes(notes: TurnNotes): string {
  return [
    'Notes for this turn, for you only (never read them out or mention them):',
    `- Your move: ${notes.instruction}`,
    ...notes.material.map((line) => `- ${line}`),
    `- Speak ${notes.sentences} short spoken sentences, in character. Answer what was asked in the first sentence. Never repeat the challenger's words or anything already said in the debate.`,
  ].join('\n');
}

/** The text of each streamed chunk; the stream's own end, `[DONE]`, or the signal ends it. */
async function* textDeltas(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<string> {
  const pending: string[] = [];
  let done = false;
  let failure: Error | undefined;
  const parser = createParser({
    maxBufferSize: MAX_SSE_BUFFER_CHARS,
    onEvent: (event) => {
      if (event.data === '[DONE]') {
        done = true;
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        failure = new ModelError('the model stream sent an event that is not JSON');
        return;
      }
      const chunk = chunkSchema.safeParse(json);
      if (!chunk.success) {
        failure = new ModelError('the model stream sent an event that is not a chat completion chunk');
        return;
      }
      const text = chunk.data.choices?.[0]?.delta?.content;
      if (text) pending.push(text);
    },
    onError: (error) => {
      failure = new ModelError(`the model stream is malformed: ${error.message}`);
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    while (!done) {
      const { value, done: ended } = await reader.read().catch((error: unknown) => {
        if (signal.aborted) return { value: undefined, done: true as const };
        throw new ModelError(`the model stream broke off (${(error as Error).message})`, { cause: error });
      });
      if (signal.aborted) return;
      if (ended) {
        if (!done) throw new ModelError('the model stream ended before [DONE]');
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
      if (failure) throw failure;
      yield* pending.splice(0);
    }
    yield* pending.splice(0);
  } finally {
    reader.releaseLock();
    if (!done) await body.cancel().catch(() => undefined);
  }
}

/** Cuts streamed text into spoken sentences, each yielded as soon as its end arrives. */
export async function* sentencesOf(deltas: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const delta of deltas) {
    buffer += delta;
    for (;;) {
      const end = /[.!?]+[*_"')\]]*\s/.exec(buffer);
      if (!end && buffer.length < MAX_SENTENCE_CHARS) break;
      const cut = end ? end.index + end[0].length : MAX_SENTENCE_CHARS;
      const sentence = speakable(buffer.slice(0, cut));
      buffer = buffer.slice(cut);
      if (sentence) yield sentence;
    }
  }
  const last = speakable(buffer);
  if (last) yield last;
}

/** What a voice can say: no markdown, no stage directions, one line. */
function speakable(text: string): string {
  // A NUL or half a surrogate pair would be spoken, then refused by the store: the call's end would go unrecorded.
  return withoutUnspeakable(text)
    .replace(/\*[^*]*\*|\[[^\]]*\]/g, ' ')
    .replace(/[#*_`>|~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
