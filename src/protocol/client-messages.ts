import * as z from 'zod/mini';

// The client -> platform messages of a call (docs/architecture.md section 4): what the web-call client sends, and what
// the local platform reads, by one schema. Text frames besides these: the string 'playable'.

/** The longest challenge or `say` text the platform takes; longer text is cut here. */
export const MAX_CLIENT_TEXT_CHARS = 1000;

/** Half of a surrogate pair without its other half: no store (PostgreSQL's json above all) can keep one. */
const SURROGATE_HALF = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
/**
 * Control characters (the bidirectional overrides among them) and surrogate halves: nothing a person says, nothing a
 * database stores.
 */
const UNSPEAKABLE = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069]|${SURROGATE_HALF}`,
  'g',
);

/** Text with none of the unspeakable characters: a model's words, before anyone hears or stores them. */
export function withoutUnspeakable(text: string): string {
  return text.replace(UNSPEAKABLE, '');
}
const UNSTORABLE = new RegExp(`\\u0000|${SURROGATE_HALF}`);

/** Neither a NUL nor a surrogate half: text every store can keep (the platform refuses any other in a request). */
export function storable(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const text = z
  .pipe(
    z.string(),
    z.transform((value) => withoutUnspeakable(value).trim().slice(0, MAX_CLIENT_TEXT_CHARS)),
  )
  .check(z.refine((value) => value !== '', 'must not be empty'));

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add-message'),
    message: z.object({ role: z.catch(z.enum(['user', 'system', 'assistant']), 'user'), content: text }),
    triggerResponseEnabled: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('say'),
    message: text,
    endCallAfterSpoken: z.optional(z.boolean()),
    interruptionsEnabled: z.optional(z.boolean()),
    interruptAssistantEnabled: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('control'),
    control: z.string(),
    videoRecordingStartDelaySeconds: z.optional(z.number()),
  }),
  z.object({ type: z.literal('end-call') }),
]);

/** A message as the platform reads it (texts trimmed and cut). */
export type ClientMessage = z.output<typeof clientMessageSchema>;

/** A message as a client sends it; the control messages the official SDK sends are named. */
export type OutgoingClientMessage =
  | Exclude<z.input<typeof clientMessageSchema>, { type: 'control' }>
  | {
      type: 'control';
      control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
      videoRecordingStartDelaySeconds?: number;
    };

export type ReadClientMessage =
  { ok: true; message: ClientMessage } | { ok: true; message: 'playable' } | { ok: false; problem: string };

/** Reads one text frame from the client; never throws. */
export function readClientMessage(frame: string): ReadClientMessage {
  if (frame === 'playable') return { ok: true, message: 'playable' };
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, problem: `an unparseable client message: ${JSON.stringify(frame.slice(0, 80))}` };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
  const where = parsed.error.issues[0];
  const detail = where ? `${where.path.join('.') || 'type'}: ${where.message}` : 'invalid';
  return { ok: false, problem: `a client message of type ${JSON.stringify(type)} (${detail})` };
}
