import type { CallRecord, PlatformState } from '../platform/platform';
import type { AssistantDestination, SquadMemberRecord } from '../platform/resources';
import type { LocalVoice } from '../speech/tts';

/** One voice on the call: a squad member, or the call's single assistant. */
export interface CallMember {
  assistantId?: string;
  name: string;
  firstMessage?: string;
  voice: LocalVoice;
  positions: string[];
  destinations: AssistantDestination[];
}

/** Voices for assistants that carry no `metadata.localVoice`, chosen by name so a name always sounds the same. */
const VOICE_PALETTE: LocalVoice[] = [
  { timbre: 'awb', pitchHz: 105, rate: 1.0 },
  { timbre: 'slt', pitchHz: 170, rate: 1.0 },
  { timbre: 'rms', pitchHz: 95, rate: 1.05 },
  { timbre: 'kal16', pitchHz: 120, rate: 0.95 },
];

type Json = Record<string, unknown>;

export function resolveMembers(call: CallRecord, state: PlatformState): CallMember[] {
  const squad = call.squadId
    ? state.squads.get(call.squadId)
    : (call.squad as { members?: SquadMemberRecord[] });
  if (squad?.members) {
    return squad.members.map((member, i) => {
      const assistant = member.assistantId ? state.assistants.get(member.assistantId) : member.assistant;
      return toMember(
        assistant ?? {},
        `Speaker ${i + 1}`,
        member.assistantDestinations ?? [],
        member.assistantId,
      );
    });
  }
  const assistant = call.assistantId ? state.assistants.get(call.assistantId) : call.assistant;
  const merged = { ...(assistant ?? {}), ...(call.assistantOverrides ?? {}) };
  return [toMember(merged, 'Assistant', [], call.assistantId)];
}

function toMember(
  assistant: Json,
  fallbackName: string,
  destinations: AssistantDestination[],
  assistantId: string | undefined,
): CallMember {
  const name = typeof assistant.name === 'string' && assistant.name !== '' ? assistant.name : fallbackName;
  const metadata = (assistant.metadata ?? {}) as Json;
  return {
    ...(assistantId !== undefined && { assistantId }),
    name,
    ...(typeof assistant.firstMessage === 'string' && { firstMessage: assistant.firstMessage }),
    voice: readLocalVoice(metadata.localVoice) ?? paletteVoice(name),
    positions: Array.isArray(metadata.positions)
      ? metadata.positions.filter((p): p is string => typeof p === 'string')
      : [],
    destinations,
  };
}

function readLocalVoice(value: unknown): LocalVoice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Json;
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
