import { getAssistant } from './assistants';
import { getDebate } from '../../src/debates';
import type { AssistantDestination, DebateSquad, SquadMember, SquadMemberOverrides } from './types';

/** One seat of a squad: who sits there, when the others should hand them the floor, and per-squad overrides. */
interface SquadSeat {
  assistantKey: string;
  /** Completes the sentence 'Hand the floor to X when ...'. */
  handOverWhen: string;
  assistantOverrides?: SquadMemberOverrides;
}

function assistantNameOf(key: string): string {
  const assistant = getAssistant(key);
  if (!assistant) throw new Error(`No debate assistant '${key}'`);
  return assistant.name;
}

/** Every member can hand the floor to every other member of its squad, silently (message ''). */
function buildSquad(debateId: string, seats: readonly SquadSeat[]): DebateSquad {
  const debate = getDebate(debateId);
  if (!debate) throw new Error(`No debate '${debateId}' in the catalogue`);
  const members = seats.map((seat): SquadMember => {
    const assistantDestinations = seats
      .filter((other) => other.assistantKey !== seat.assistantKey)
      .map((other): AssistantDestination => {
        const assistantName = assistantNameOf(other.assistantKey);
        return {
          type: 'assistant',
          assistantName,
          message: '',
          description: `Hand the floor to ${assistantName} when ${other.handOverWhen}.`,
        };
      });
    return seat.assistantOverrides
      ? {
          assistantKey: seat.assistantKey,
          assistantDestinations,
          assistantOverrides: seat.assistantOverrides,
        }
      : { assistantKey: seat.assistantKey, assistantDestinations };
  });
  return { debateId, name: `${debate.title} Squad`, members };
}

export const debateSquads: readonly DebateSquad[] = [
  buildSquad('morality-debate', [
    {
      assistantKey: 'aristotle',
      handOverWhen:
        'a round has run its course, the two sides are talking past each other, or the challenger asks for a summary or a ruling',
    },
    {
      assistantKey: 'socrates',
      handOverWhen:
        'the challenger questions Socrates, a definition needs testing, or Nietzsche has made a claim that deserves examination',
    },
    {
      assistantKey: 'nietzsche',
      handOverWhen:
        'the challenger addresses Nietzsche, a moral rule is treated as beyond question, or Socrates has finished a point that needs an answer',
    },
  ]),
  buildSquad('free-will-debate', [
    {
      assistantKey: 'leibniz',
      handOverWhen:
        'a round has run its course, the two sides need common ground, or the challenger asks for a summary or a ruling',
    },
    {
      assistantKey: 'descartes',
      handOverWhen:
        'the challenger addresses Descartes, the mind or the will is at stake, or Spinoza has denied that any choice is free',
    },
    {
      assistantKey: 'spinoza',
      handOverWhen:
        'the challenger addresses Spinoza, causes and necessity are at stake, or Descartes has claimed a will free of causes',
    },
  ]),
  buildSquad('knowledge-debate', [
    {
      assistantKey: 'aristotle',
      handOverWhen:
        'a round has run its course, an argument needs its logic checked, or the challenger asks for a summary or a ruling',
      assistantOverrides: {
        firstMessage:
          'Welcome to the Truth Battle. I am Aristotle, and logic keeps score. Can we know anything for certain? Socratic challenger, press Join Debate to speak, or fire a question from the Socratic Arsenal.',
      },
    },
    {
      assistantKey: 'leibniz',
      handOverWhen:
        'the challenger addresses Leibniz, reason or necessary truth is at stake, or Hume has doubted what reason can prove',
      assistantOverrides: {
        firstMessage:
          'Leibniz, stepping down from the chair to argue. Reason, not habit, gives us our surest truths, and I intend to prove it.',
      },
    },
    {
      assistantKey: 'hume',
      handOverWhen:
        'the challenger addresses Hume, experience or causation is at stake, or Leibniz has claimed a truth beyond experience',
    },
  ]),
];

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
