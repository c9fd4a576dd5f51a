import { getDebate } from '../../src/debates';
import { getAssistant } from './assistants';
import { debateContents } from './index';
import type {
  AssistantDestination,
  DebateContent,
  DebateSquad,
  SquadMember,
  SquadMemberOverrides,
} from './types';

function assistantNameOf(key: string): string {
  const assistant = getAssistant(key);
  if (!assistant) throw new Error(`No debate assistant '${key}'`);
  return assistant.name;
}

/**
 * A debate's squad: its cast in order, the moderator first. Every member can hand the floor to every other member,
 * silently (message ''); a member whose first message here is not his assistant's gets it as an override.
 */
function squadOf(content: DebateContent): DebateSquad {
  const { debateId } = content.topic;
  const debate = getDebate(debateId);
  if (!debate) throw new Error(`No debate '${debateId}' in the catalogue`);
  const members = content.members.map((seat): SquadMember => {
    const assistantDestinations = content.members
      .filter((other) => other.key !== seat.key)
      .map((other): AssistantDestination => {
        const assistantName = assistantNameOf(other.key);
        return {
          type: 'assistant',
          assistantName,
          message: '',
          description: `Hand the floor to ${assistantName} when ${other.handOverWhen}.`,
        };
      });
    const member = { assistantKey: seat.key, assistantDestinations };
    return getAssistant(seat.key)?.firstMessage === seat.firstMessage
      ? member
      : { ...member, assistantOverrides: { firstMessage: seat.firstMessage } };
  });
  return { debateId, name: `${debate.title} Squad`, members };
}

export const debateSquads: readonly DebateSquad[] = debateContents.map(squadOf);

export function getSquad(debateId: string): DebateSquad | undefined {
  return debateSquads.find((candidate) => candidate.debateId === debateId);
}

/** The platform's CreateSquadDTO, with each member's assistant id looked up by the caller. */
export interface CreateSquadDto {
  name: string;
  members: {
    assistantId: string;
    assistantDestinations: AssistantDestination[];
    assistantOverrides?: SquadMemberOverrides;
  }[];
}

export function toCreateSquadDto(squad: DebateSquad, assistantIdOf: (key: string) => string): CreateSquadDto {
  return {
    name: squad.name,
    members: squad.members.map((member) => {
      const dto = {
        assistantId: assistantIdOf(member.assistantKey),
        assistantDestinations: member.assistantDestinations.map((destination) => ({ ...destination })),
      };
      return member.assistantOverrides
        ? { ...dto, assistantOverrides: { ...member.assistantOverrides } }
        : dto;
    }),
  };
}
