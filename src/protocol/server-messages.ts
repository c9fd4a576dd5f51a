import * as z from 'zod/mini';

// The platform -> client messages of a call (docs/architecture.md section 4), written from the shapes of the
// platform's OpenAPI document (ClientMessage*, ServerMessageStatusUpdate): the web-call client reads every message by
// them, and the local platform sends only these (its tests read what it sends with them). Objects are loose: fields we
// do not read pass through untouched. server-messages.test.ts checks them against the document itself.

const role = z.enum(['assistant', 'user']);

const transcriptMessage = z.looseObject({
  type: z.enum(['transcript', 'transcript[transcriptType="final"]']),
  role,
  transcriptType: z.enum(['partial', 'final']),
  transcript: z.string(),
  assistantName: z.optional(z.string()),
  assistantId: z.optional(z.string()),
});

const speechUpdateMessage = z.looseObject({
  type: z.literal('speech-update'),
  status: z.enum(['started', 'stopped']),
  role,
  turn: z.optional(z.number()),
});

const transferUpdateMessage = z.looseObject({
  type: z.literal('transfer-update'),
  destination: z.optional(
    z.looseObject({
      type: z.string(),
      assistantName: z.optional(z.string()),
      description: z.optional(z.string()),
    }),
  ),
});

const assistantStartedMessage = z.looseObject({
  type: z.literal('assistant.started'),
  newAssistant: z.looseObject({ name: z.optional(z.string()), id: z.optional(z.string()) }),
});

const conversationUpdateMessage = z.looseObject({
  type: z.literal('conversation-update'),
  messagesOpenAIFormatted: z.array(
    z.looseObject({ role: z.string(), content: z.optional(z.nullable(z.string())) }),
  ),
  messages: z.optional(z.array(z.unknown())),
});

const statusUpdateMessage = z.looseObject({
  type: z.literal('status-update'),
  status: z.enum([
    'scheduled',
    'queued',
    'ringing',
    'in-progress',
    'forwarding',
    'ended',
    'not-found',
    'deletion-failed',
  ]),
  endedReason: z.optional(z.string()),
});

const userInterruptedMessage = z.looseObject({
  type: z.literal('user-interrupted'),
  turnId: z.optional(z.string()),
});

const modelOutputMessage = z.looseObject({
  type: z.literal('model-output'),
  output: z.unknown(),
  turnId: z.optional(z.string()),
});

/** Data the platform attaches to the call (ClientMessageMetadata): a string; ours is JSON (argument-map.ts). */
const metadataMessage = z.looseObject({
  type: z.literal('metadata'),
  metadata: z.string(),
});

const schemas = {
  transcript: transcriptMessage,
  'transcript[transcriptType="final"]': transcriptMessage,
  'speech-update': speechUpdateMessage,
  'transfer-update': transferUpdateMessage,
  'assistant.started': assistantStartedMessage,
  'conversation-update': conversationUpdateMessage,
  'status-update': statusUpdateMessage,
  'user-interrupted': userInterruptedMessage,
  'model-output': modelOutputMessage,
  metadata: metadataMessage,
} as const;

export type TranscriptMessage = z.infer<typeof transcriptMessage>;
export type SpeechUpdateMessage = z.infer<typeof speechUpdateMessage>;
export type TransferUpdateMessage = z.infer<typeof transferUpdateMessage>;
export type AssistantStartedMessage = z.infer<typeof assistantStartedMessage>;
export type ConversationUpdateMessage = z.infer<typeof conversationUpdateMessage>;
export type StatusUpdateMessage = z.infer<typeof statusUpdateMessage>;
export type UserInterruptedMessage = z.infer<typeof userInterruptedMessage>;
export type ModelOutputMessage = z.infer<typeof modelOutputMessage>;
export type MetadataMessage = z.infer<typeof metadataMessage>;

/** The platform messages the app consumes, discriminated by `type`: all the local platform ever sends as JSON. */
export type PlatformMessage =
  | TranscriptMessage
  | SpeechUpdateMessage
  | TransferUpdateMessage
  | AssistantStartedMessage
  | ConversationUpdateMessage
  | StatusUpdateMessage
  | UserInterruptedMessage
  | ModelOutputMessage
  | MetadataMessage;

/** Any other message the platform sends: passed through untouched. */
export interface OtherPlatformMessage {
  type: string;
  [field: string]: unknown;
}

export type AnyPlatformMessage = PlatformMessage | OtherPlatformMessage;

/** Narrows a message from the `message` event to the typed union (it was already checked at the boundary). */
export function isPlatformMessage(message: AnyPlatformMessage): message is PlatformMessage {
  return Object.hasOwn(schemas, message.type);
}

/** A message of a known type whose fields do not match its shape. */
export class MalformedMessageError extends Error {
  constructor(
    readonly messageType: string,
    readonly issues: string[],
    readonly received: unknown,
  ) {
    super(`Malformed '${messageType}' message from the platform: ${issues.join('; ')}`);
    this.name = 'MalformedMessageError';
  }
}

export type ReadMessage =
  | { kind: 'listening' }
  | { kind: 'message'; message: AnyPlatformMessage }
  | { kind: 'malformed'; error: MalformedMessageError }
  | { kind: 'unparseable'; data: string; error: unknown };

/** Reads one app message at the boundary: never throws. */
export function readAppMessage(data: string): ReadMessage {
  if (data === 'listening') return { kind: 'listening' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (error) {
    return { kind: 'unparseable', data, error };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'unparseable', data, error: new Error('not a JSON object') };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') {
    return {
      kind: 'malformed',
      error: new MalformedMessageError(String(type), ['type must be a string'], value),
    };
  }
  const schema = Object.hasOwn(schemas, type) ? schemas[type as keyof typeof schemas] : undefined;
  if (!schema) return { kind: 'message', message: value as OtherPlatformMessage };
  const result = schema.safeParse(value);
  if (result.success) return { kind: 'message', message: result.data as PlatformMessage };
  const issues = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`,
  );
  return { kind: 'malformed', error: new MalformedMessageError(type, issues, value) };
}
