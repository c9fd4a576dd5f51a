import type { DebateEntry, TurnPlan } from '../debate/types';

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

  constructor(
    private readonly startedAt: number,
    private readonly now: () => number = Date.now,
  ) {}

  get entries(): readonly ConversationEntry[] {
    return this.list;
  }

  add(role: 'user' | 'system', content: string): void {
    const time = this.now();
    this.list.push({ role, content, time, endTime: time });
  }

  /** Opens an assistant's turn; the returned functions add each heard sentence and close it. */
  beginTurn(plan: TurnPlan, assistantName: string): { heard(sentence: string): void; close(): void } {
    const time = this.now();
    const entry: ConversationEntry = {
      role: 'assistant',
      content: '',
      plan,
      assistantName,
      time,
      endTime: time,
    };
    this.list.push(entry);
    return {
      heard: (sentence) => {
        entry.content = entry.content === '' ? sentence : `${entry.content} ${sentence}`;
        entry.endTime = this.now();
      },
      close: () => {
        // A turn that said nothing (cut off before its first sentence) leaves no line behind.
        if (entry.content === '') this.list.splice(this.list.indexOf(entry), 1);
      },
    };
  }

  /** The platform's `conversation-update`: the transcript messages and the OpenAI-format messages. */
  update(): Record<string, unknown> {
    const entries = this.list.filter((entry) => entry.content !== '');
    const messages = entries.map((entry) => ({
      role: entry.role === 'assistant' ? 'bot' : entry.role,
      message: entry.content,
      time: entry.time,
      endTime: entry.endTime,
      secondsFromStart: (entry.time - this.startedAt) / 1000,
      ...(entry.assistantName && { assistantName: entry.assistantName }),
    }));
    const messagesOpenAIFormatted = entries.map(({ role, content }) => ({ role, content }));
    return { type: 'conversation-update', messages, messagesOpenAIFormatted };
  }
}
