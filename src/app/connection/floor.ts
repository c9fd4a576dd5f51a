import { isPlatformMessage, type AnyPlatformMessage } from '../../web-call';

/** The squad member who now holds the floor, as a platform message names them. */
export interface FloorChange {
  name: string;
  /** The member's assistant id, when the message carries it. */
  assistantId?: string;
}

/**
 * Who holds the floor according to one message (docs/architecture.md section 3, step 6): speech is attributed from messages,
 * never from loudness. Undefined for messages that name no assistant, including the visitor's own transcripts.
 */
export function floorChangeOf(message: AnyPlatformMessage): FloorChange | undefined {
  if (!isPlatformMessage(message)) return undefined;
  switch (message.type) {
    case 'transfer-update':
      return named(message.destination?.assistantName);
    case 'assistant.started':
      return named(message.newAssistant.name, message.newAssistant.id);
    case 'transcript':
    case 'transcript[transcriptType="final"]':
      return message.role === 'assistant' ? named(message.assistantName, message.assistantId) : undefined;
    default:
      return undefined;
  }
}

function named(name: string | undefined, assistantId?: string): FloorChange | undefined {
  if (!name) return undefined;
  return assistantId ? { name, assistantId } : { name };
}

/** 'started' or 'stopped' when the message is the platform's word that an assistant's speech began or ended. */
export function assistantSpeechOf(message: AnyPlatformMessage): 'started' | 'stopped' | undefined {
  if (!isPlatformMessage(message) || message.type !== 'speech-update' || message.role !== 'assistant') {
    return undefined;
  }
  return message.status;
}

/**
 * Whether the floor now waits for the visitor, as far as one message tells: true when the moderator has just
 * finished speaking (he closes every exchange by inviting the visitor or asking them a follow-up, docs/architecture.md
 * section 5), false as soon as anyone, the visitor included, starts to speak; undefined when the message says
 * nothing about it.
 */
export function invitesVisitor(
  message: AnyPlatformMessage,
  floor: string | undefined,
  moderator: string,
): boolean | undefined {
  if (!isPlatformMessage(message) || message.type !== 'speech-update') return undefined;
  if (message.status === 'started') return false;
  if (message.role !== 'assistant') return undefined;
  return floor === moderator && message.interrupted !== true;
}
