import { z } from 'zod';
import { HttpError } from '../http/errors';

// The request bodies the local platform accepts, one schema per contract, shaped like the platform's published
// DTOs (../shared/spec/platform-openapi.json: CreateAssistantDTO, CreateSquadDTO, CreateWebCallDTO). The fields the
// local platform uses are checked in full; any other field of the DTO is kept as sent, since a record written here
// must read back as the hosted platform would return it. Tests check these against the OpenAPI document.

/** The providers the DTOs name for a voice, a model and a transcriber. */
const VOICE_PROVIDERS = [
  'azure',
  'cartesia',
  'custom-voice',
  'deepgram',
  '11labs',
  'hume',
  'lmnt',
  'neuphonic',
  'openai',
  'playht',
  'wellsaid',
  'rime-ai',
  'smallest-ai',
  'tavus',
  'vapi',
  'sesame',
  'inworld',
  'minimax',
  'xai',
  'microsoft',
] as const;
const MODEL_PROVIDERS = [
  'anthropic',
  'anthropic-bedrock',
  'anyscale',
  'cerebras',
  'custom-llm',
  'deepinfra',
  'deep-seek',
  'google',
  'groq',
  'inflection-ai',
  'minimax',
  'openai',
  'openrouter',
  'perplexity-ai',
  'together-ai',
  'xai',
  'vapi',
] as const;
const TRANSCRIBER_PROVIDERS = [
  'assembly-ai',
  'azure',
  'custom-transcriber',
  'deepgram',
  '11labs',
  'gladia',
  'google',
  'speechmatics',
  'talkscriber',
  'openai',
  'cartesia',
  'soniox',
  'xai',
  'vapi',
] as const;

const voiceSchema = z.looseObject({
  provider: z.enum(VOICE_PROVIDERS),
  voiceId: z.union([z.string(), z.number()]).optional(),
});

const modelSchema = z.looseObject({
  provider: z.enum(MODEL_PROVIDERS),
  model: z.string().min(1),
  messages: z
    .array(
      z.looseObject({
        role: z.enum(['assistant', 'function', 'user', 'system', 'tool']),
        content: z.string().nullable(),
      }),
    )
    .optional(),
});

const transcriberSchema = z.looseObject({ provider: z.enum(TRANSCRIBER_PROVIDERS) });

/** CreateAssistantDTO, and assistantOverrides, which take the same fields. */
export const assistantSchema = z.looseObject({
  name: z.string().max(40).optional(),
  firstMessage: z.string().optional(),
  firstMessageMode: z
    .enum([
      'assistant-speaks-first',
      'assistant-speaks-first-with-model-generated-message',
      'assistant-waits-for-user',
    ])
    .optional(),
  maxDurationSeconds: z.number().min(10).max(43200).optional(),
  voice: voiceSchema.optional(),
  model: modelSchema.optional(),
  transcriber: transcriberSchema.optional(),
  endCallPhrases: z.array(z.string()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const destinationSchema = z.looseObject({
  type: z.literal('assistant'),
  assistantName: z.string().min(1),
  message: z.string().optional(),
  description: z.string().optional(),
});

const squadMemberSchema = z
  .looseObject({
    assistantId: z.string().min(1).optional(),
    assistant: assistantSchema.optional(),
    assistantOverrides: assistantSchema.optional(),
    assistantDestinations: z.array(destinationSchema).optional(),
  })
  .refine((member) => (member.assistantId === undefined) !== (member.assistant === undefined), {
    message: 'needs exactly one of assistantId or assistant',
  });

/**
 * Members a squad may have: a debate has three. Every member is looked up and readied when a call joins, so a squad
 * of thousands (4,000 inline members froze the server for seconds) is refused.
 */
export const MAX_SQUAD_MEMBERS = 20;

/** CreateSquadDTO. */
export const squadSchema = z.looseObject({
  name: z.string().optional(),
  members: z
    .array(squadMemberSchema)
    .min(1, 'must be a non-empty array of squad members')
    .max(MAX_SQUAD_MEMBERS, `must have at most ${MAX_SQUAD_MEMBERS} members`),
  membersOverrides: assistantSchema.optional(),
});

/** CreateWebCallDTO. Which of assistant, squad or workflow is given is checked by the call's creation. */
export const webCallSchema = z.looseObject({
  assistantId: z.string().min(1).optional(),
  assistant: assistantSchema.optional(),
  assistantOverrides: assistantSchema.optional(),
  squadId: z.string().min(1).optional(),
  squad: squadSchema.optional(),
  squadOverrides: assistantSchema.optional(),
  workflowId: z.string().optional(),
  workflow: z.record(z.string(), z.unknown()).optional(),
  roomDeleteOnUserLeaveEnabled: z.boolean().optional(),
});

/** The fields of a call that PATCH /call/{id} may change (UpdateCallDTO); status, URLs and times are the server's. */
export const callPatchSchema = z.strictObject({ name: z.string().max(40).optional() });

export type AssistantBody = z.infer<typeof assistantSchema>;
export type SquadBody = z.infer<typeof squadSchema>;
export type WebCallBody = z.infer<typeof webCallSchema>;

/** Parses a body against its contract: a 400 that names the first offending field ("assistant.voice.provider"). */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, path = ''): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [path.replace(/\.$/, ''), ...(issue?.path ?? []).map(String)]
    .filter(Boolean)
    .join('.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  throw new HttpError(400, `${field || 'The body'}: ${issue?.message ?? 'is not valid'}.`);
}
