import type { DebateMember } from '../debate/types';
import type { CallRecord, PlatformState } from '../platform/platform';
import type { AssistantDestination, SquadMemberRecord } from '../platform/resources';
import type { LocalVoice } from '../speech/synthesis';

/** One voice on the call: a squad member, or the call's single assistant. */
export interface CallMember extends DebateMember {
  assistantId?: string;
  voice: LocalVoice;
  destinations: AssistantDestination[];
  /** The assistant's `maxDurationSeconds`, when it sets one. */
  maxDurationSeconds?: number;
}

/** Voices for assistants that carry no `metadata.localVoice`, chosen by name so a name always sounds the same. */
const VOICE_PALETTE: LocalVoice[] = [
  { timbre: 'awb', pitchHz: 105, rate: 1.0 },
  { timbre: 'slt', pitchHz: 170, rate: 1.0 },
  { timbre: 'rms', pitchHz: 95, rate: 1.05 },
  { timbre: 'kal16', pitchHz: 120, rate: 0.95 },
];

type Json = Record<string, unknown>;

/**
 * The members of a call. A squad member's `assistantOverrides` apply over its assistant (the Truth Battle's
 * Aristotle opens with his own welcome); so do the call's `assistantOverrides` over a single assistant. Undefined
 * when a squad or assistant the call names by id was deleted after the call was made.
 */
export async function resolveMembers(
  call: Pick<CallRecord, 'squadId' | 'squad' | 'assistantId' | 'assistant' | 'assistantOverrides'>,
  state: PlatformState,
): Promise<CallMember[] | undefined> {
  const squad = call.squadId
    ? await state.squads.get(call.squadId)
    : (call.squad as { members?: SquadMemberRecord[] } | undefined);
  if (call.squadId && !squad) return undefined;
  if (squad?.members) {
    // One lookup for each assistant, however many seats it has.
    const lookups = new Map<string, ReturnType<PlatformState['assistants']['get']>>();
    const lookUp = (id: string) => lookups.get(id) ?? lookups.set(id, state.assistants.get(id)).get(id);
    const seats = await Promise.all(
      squad.members.map(async (member) =>
        member.assistantId ? await lookUp(member.assistantId) : member.assistant,
      ),
    );
    if (squad.members.some((member, i) => member.assistantId && seats[i] === undefined)) return undefined;
    return squad.members.map((member, i) =>
      toMember(
        withOverrides(seats[i] ?? {}, member.assistantOverrides),
        `Speaker ${i + 1}`,
        member.assistantDestinations ?? [],
        member.assistantId,
      ),
    );
  }
  const assistant = call.assistantId ? await state.assistants.get(call.assistantId) : call.assistant;
  if (call.assistantId && !assistant) return undefined;
  return [
    toMember(withOverrides(assistant ?? {}, call.assistantOverrides), 'Assistant', [], call.assistantId),
  ];
}

/** Overrides replace an assistant's fields one by one; metadata merges, so a voice survives a new welcome. */
function withOverrides(assistant: Json, overrides: unknown): Json {
  if (typeof overrides !== 'object' || overrides === null) return assistant;
  const o = overrides as Json;
  const metadata = { ...asObject(assistant.metadata), ...asObject(o.metadata) };
  return { ...assistant, ...o, metadata };
}

function toMember(
  assistant: Json,
  fallbackName: string,
  destinations: AssistantDestination[],
  assistantId: string | undefined,
): CallMember {
  const name = typeof assistant.name === 'string' && assistant.name !== '' ? assistant.name : fallbackName;
  const metadata = asObject(assistant.metadata);
  const systemPrompt = systemPromptOf(assistant.model);
  return {
    ...(assistantId !== undefined && { assistantId }),
    name,
    ...(typeof metadata.debateAssistantKey === 'string' && { key: metadata.debateAssistantKey }),
    ...(typeof assistant.firstMessage === 'string' && { firstMessage: assistant.firstMessage }),
    ...(systemPrompt && { systemPrompt }),
    voice: readLocalVoice(metadata.localVoice) ?? paletteVoice(name),
    destinations,
    ...(typeof assistant.maxDurationSeconds === 'number' && {
      maxDurationSeconds: assistant.maxDurationSeconds,
    }),
  };
}

/** The first system message of the assistant's model, as the platform's assistants carry their prompt. */
function systemPromptOf(model: unknown): string | undefined {
  const messages = asObject(model).messages;
  if (!Array.isArray(messages)) return undefined;
  const system = messages.find(
    (m): m is { role: 'system'; content: string } =>
      typeof m === 'object' && m !== null && m.role === 'system' && typeof m.content === 'string',
  );
  return system?.content;
}

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function readLocalVoice(value: unknown): LocalVoice | undefined {
  const v = asObject(value);
  const timbres = ['rms', 'awb', 'slt', 'kal16'];
  if (typeof v.timbre !== 'string' || !timbres.includes(v.timbre)) return undefined;
  if (typeof v.pitchHz !== 'number' || typeof v.rate !== 'number') return undefined;
  return { timbre: v.timbre as LocalVoice['timbre'], pitchHz: v.pitchHz, rate: v.rate };
}

function paletteVoice(name: string): LocalVoice {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return VOICE_PALETTE[hash % VOICE_PALETTE.length] as LocalVoice;
}
