import type { QueryValue } from './encoding';

/**
 * The platform's shapes for the calls the debate makes, written from the published OpenAPI document
 * (components.schemas, named as there). Only the fields we use are spelled out; the rest pass through.
 *
 * Inputs (what we send) are open with `any`, outputs (what we read) with `unknown`. `unknown` would be safer,
 * but TypeScript does not let an interface without an index signature (the debate domain's CreateSquadDto,
 * AssistantDestination, SquadMemberOverrides) be assigned to `[field: string]: unknown`; it does to `any`. Reading
 * an input's unknown field is never needed, so the looseness costs nothing.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the file comment.
type OpenInput = { [field: string]: any };
type OpenOutput = { [field: string]: unknown };

/** Fields every stored resource has: `id`, `orgId`, `createdAt`, `updatedAt` (required in Assistant, Squad, Call). */
interface Stored {
  id: string;
  orgId: string;
  /** ISO 8601 date-time. */
  createdAt: string;
  /** ISO 8601 date-time. */
  updatedAt: string;
}

/** OpenAIMessage: a prompt message of the assistant's model. */
export interface ModelMessage extends OpenInput {
  role: 'assistant' | 'function' | 'user' | 'system' | 'tool';
  content: string | null;
}

/** One branch of CreateAssistantDTO.model (OpenAIModel, AnthropicModel, ...): `provider` and `model` required. */
export interface AssistantModel extends OpenInput {
  provider: string;
  model: string;
  messages?: ModelMessage[];
  temperature?: number;
  maxTokens?: number;
}

/** One branch of CreateAssistantDTO.voice (ElevenLabsVoice, ...); the web-call client reads `provider`. */
export interface AssistantVoice extends OpenInput {
  provider: string;
  voiceId?: string;
}

/** The CreateAssistantDTO fields the debate sets. */
interface AssistantFields {
  /** At most 40 characters; required for transfers between the assistants of a squad. */
  name?: string;
  firstMessage?: string;
  model?: AssistantModel;
  voice?: AssistantVoice;
  /** One branch of the document's transcriber union (DeepgramTranscriber, ...). */
  transcriber?: { provider: string } & OpenInput;
  metadata?: Record<string, unknown>;
}

/** CreateAssistantDTO (POST /assistant, and inline `assistant` of a call or squad member); no field is required. */
export interface CreateAssistantDTO extends AssistantFields, OpenInput {}

/** UpdateAssistantDTO (PATCH /assistant/{id}): the same fields, all optional. */
export type UpdateAssistantDTO = CreateAssistantDTO;

/** Assistant (the response of POST, GET, PATCH /assistant): the fields sent plus the record fields. */
export interface Assistant extends AssistantFields, Stored, OpenOutput {}

/** TransferDestinationAssistant / HandoffDestinationAssistant: `type` and `assistantName` required. */
export interface AssistantDestination extends OpenInput {
  type: 'assistant';
  assistantName: string;
  /** Said before the hand-over; '' hands over silently. */
  message?: string;
  /** When to hand over; the model reads it. */
  description?: string;
}

/** AssistantOverrides: any CreateAssistantDTO field, applied over a squad member or a call's assistant. */
export type AssistantOverrides = CreateAssistantDTO;

/** SquadMemberDTO: one of `assistantId` or inline `assistant`. */
export interface SquadMemberDTO extends OpenInput {
  assistantId?: string | null;
  assistant?: CreateAssistantDTO;
  assistantOverrides?: AssistantOverrides;
  assistantDestinations?: AssistantDestination[];
}

/** The CreateSquadDTO fields the debate sets. */
interface SquadFields {
  name?: string;
  /** The call starts with the first member. */
  members: SquadMemberDTO[];
  membersOverrides?: AssistantOverrides;
}

/** CreateSquadDTO (POST /squad, and inline `squad` of a call): `members` required. */
export interface CreateSquadDTO extends SquadFields, OpenInput {}

/** UpdateSquadDTO (PATCH /squad/{id}): the document requires `members` here too. */
export type UpdateSquadDTO = CreateSquadDTO;

/** Squad (the response of POST, GET, PATCH /squad). */
export interface Squad extends SquadFields, Stored, OpenOutput {}

/**
 * CreateWebCallDTO (POST /call/web; the document has the DTO but omits the path): one of assistant or
 * assistantId, squad or squadId, workflow or workflowId (spec section 3). No field is required.
 */
export interface CreateWebCallDTO extends OpenInput {
  assistantId?: string;
  assistant?: CreateAssistantDTO;
  assistantOverrides?: AssistantOverrides;
  squadId?: string;
  squad?: CreateSquadDTO;
  workflowId?: string;
  workflow?: Record<string, unknown>;
  workflowOverrides?: Record<string, unknown>;
}

/** The web-call request of spec section 3: the web-call client's name for CreateWebCallDTO. */
export type WebCallRequest = CreateWebCallDTO;

/** Call (GET /call, GET /call/{id}): the fields we read. */
export interface Call extends Stored, OpenOutput {
  type?: 'inboundPhoneCall' | 'outboundPhoneCall' | 'webCall' | 'vapi.websocketCall';
  status?:
    | 'scheduled'
    | 'queued'
    | 'ringing'
    | 'in-progress'
    | 'forwarding'
    | 'ended'
    | 'not-found'
    | 'deletion-failed';
  /** Why the call ended, e.g. 'customer-ended-call'. */
  endedReason?: string;
  assistantId?: string;
  squadId?: string;
}

/**
 * The call POST /call/web answers (a Call with the fields a web call adds, spec section 3): the fields the
 * web-call client reads. `webCallUrl` is outside the document's Call; the hosted platform sends it.
 */
export interface WebCallResponse extends OpenOutput {
  id: string;
  webCallUrl?: string;
  /** Call.transport: VapiWebCallTransport (Daily) or VapiWebsocketTransport. */
  transport?: { provider?: string; websocketCallUrl?: string; callToken?: string };
  /** Call.artifactPlan: 'returned in POST /call/web to enable artifact creation client side'. */
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
}

/**
 * The query of the list calls (GET /assistant, /squad, /call): `limit` and the createdAt/updatedAt bounds
 * (Gt, Lt, Ge, Le; ISO 8601 strings or Dates). Other query parameters pass through.
 */
export interface ListQuery {
  limit?: number;
  createdAtGt?: string | Date;
  createdAtLt?: string | Date;
  createdAtGe?: string | Date;
  createdAtLe?: string | Date;
  updatedAtGt?: string | Date;
  updatedAtLt?: string | Date;
  updatedAtGe?: string | Date;
  updatedAtLe?: string | Date;
  [param: string]: QueryValue;
}

/** GET /call adds filters by `id`, `assistantId` and `phoneNumberId`. */
export interface CallListQuery extends ListQuery {
  id?: string;
  assistantId?: string;
  phoneNumberId?: string;
}
