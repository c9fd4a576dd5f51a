import { z } from 'zod';

/** The longest challenge or `say` text the platform takes; longer text is cut here. */
export const MAX_CLIENT_TEXT_CHARS = 1000;

const text = z
  .string()
  .transform((value) => value.trim().slice(0, MAX_CLIENT_TEXT_CHARS))
  .refine((value) => value !== '', 'must not be empty');

/** The client -> platform messages of the transport (docs/architecture.md section 4), one schema for all of them. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add-message'),
    message: z.object({ role: z.enum(['user', 'system', 'assistant']).catch('user'), content: text }),
    triggerResponseEnabled: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('say'),
    message: text,
    endCallAfterSpoken: z.boolean().optional(),
    interruptionsEnabled: z.boolean().optional(),
    interruptAssistantEnabled: z.boolean().optional(),
  }),
  z.object({ type: z.literal('control'), control: z.string() }),
  z.object({ type: z.literal('end-call') }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ReadClientMessage =
  { ok: true; message: ClientMessage } | { ok: true; message: 'playable' } | { ok: false; problem: string };

/** Reads one text frame from the client; never throws. */
export function readClientMessage(frame: string): ReadClientMessage {
  if (frame === 'playable') return { ok: true, message: 'playable' };
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, problem: `an unparseable client message: ${frame.slice(0, 80)}` };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
  const where = parsed.error.issues[0];
  const detail = where ? `${where.path.join('.') || 'type'}: ${where.message}` : 'invalid';
  return { ok: false, problem: `a client message of type ${JSON.stringify(type)} (${detail})` };
}
