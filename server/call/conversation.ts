import type { ConversationUpdateMessage } from '../../src/protocol';
import type { DebateEntry, TurnPlan } from '../debate/types';

/** The most lines a call keeps; older ones give way, so a flood of messages cannot grow a call without end. */
export const MAX_CONVERSATION_ENTRIES = 500;
/** The most recent lines each `conversation-update` carries. */
export const CONVERSATION_UPDATE_LIMIT = 100;

/** What an ended call keeps of its conversation (the platform's Call.artifact). */
export interface CallArtifact {
  messages: Record<string, unknown>[];
  messagesOpenAIFormatted: { role: string; content: string }[];
  transcript: string;
}

/** A line of the call's conversation, with its times and who said it. */
export interface ConversationEntry extends DebateEntry {
  time: number;
  endTime: number;
  assistantName?: string;
}

/**
 * The call's conversation in the order it was said. An assistant's turn takes its place when it starts speaking
 * and fills in as its sentences are heard, so a challenge that interrupts it comes after it.
 */
export class Conversation {
  private readonly list: ConversationEntry[] = [];
  private changes = 0;

  constructor(
    private readonly startedAt: number,
    private readonly now: () => number = Date.now,
  ) {}

  get entries(): readonly ConversationEntry[] {
    return this.list;
  }

  /** Counts every change to the conversation: a line added, grown or taken back. */
  get version(): number {
    return this.changes;
  }

  add(role: 'user' | 'system', content: string): void {
    const time = this.now();
    this.push({ role, content, time, endTime: time });
  }

  private push(entry: ConversationEntry): void {
    this.changes += 1;
    this.list.push(entry);
    if (this.list.length > MAX_CONVERSATION_ENTRIES)
      this.list.splice(0, this.list.length - MAX_CONVERSATION_ENTRIES);
  }

  /**
   * Opens an assistant's turn; the returned functions add each heard sentence and close it. The turn is cut the
   * moment `signal` stops it, not when it closes: whatever is planned after the stop (an answer, a verdict asked
   * for) weighs it as cut, as the visitor heard it.
   */
  beginTurn(
    plan: TurnPlan,
    assistantName: string,
    signal: AbortSignal,
  ): { heard(sentence: string): void; close(): void } {
    const time = this.now();
    const entry: ConversationEntry = {
      role: 'assistant',
      content: '',
      plan,
      assistantName,
      time,
      endTime: time,
    };
    this.push(entry);
    const stopped = (): void => {
      entry.cut = true;
      this.changes += 1;
    };
    signal.addEventListener('abort', stopped, { once: true });
    return {
      heard: (sentence) => {
        entry.content = entry.content === '' ? sentence : `${entry.content} ${sentence}`;
        entry.endTime = this.now();
        this.changes += 1;
      },
      close: () => {
        signal.removeEventListener('abort', stopped);
        // A turn that said nothing (cut off before its first sentence) leaves no line behind.
        const at = this.list.indexOf(entry);
        if (entry.content === '' && at >= 0) {
          this.list.splice(at, 1);
          this.changes += 1;
        }
      },
    };
  }

  /** The platform's `conversation-update`: the most recent transcript messages and OpenAI-format messages. */
  update(): ConversationUpdateMessage {
    return { type: 'conversation-update', ...this.messages(CONVERSATION_UPDATE_LIMIT) };
  }

  /** The conversation as the ended call keeps it. */
  artifact(): CallArtifact {
    const { messages, messagesOpenAIFormatted } = this.messages(MAX_CONVERSATION_ENTRIES);
    const transcript = messages
      .map((m) => `${m.role === 'bot' ? 'AI' : m.role === 'user' ? 'User' : 'System'}: ${String(m.message)}`)
      .join('\n');
    return { messages, messagesOpenAIFormatted, transcript };
  }

  private messages(limit: number): Omit<CallArtifact, 'transcript'> {
    const entries = this.list.filter((entry) => entry.content !== '').slice(-limit);
    const messages = entries.map((entry) => ({
      role: entry.role === 'assistant' ? 'bot' : entry.role,
      message: entry.content,
      time: entry.time,
      endTime: entry.endTime,
      secondsFromStart: (entry.time - this.startedAt) / 1000,
      ...(entry.assistantName && { assistantName: entry.assistantName }),
    }));
    const messagesOpenAIFormatted = entries.map(({ role, content }) => ({ role, content }));
    return { messages, messagesOpenAIFormatted };
  }
}
