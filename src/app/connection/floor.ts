import { isPlatformMessage, type AnyPlatformMessage } from '../../web-call';

/** The squad member who now holds the floor, as a platform message names them. */
export interface FloorChange {
  name: string;
  /** The member's assistant id, when the message carries it. */
  assistantId?: string;
}

/**
 * Who holds the floor according to one message (DESIGN.md section 3, step 6): speech is attributed from messages,
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
