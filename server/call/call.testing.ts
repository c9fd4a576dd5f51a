import { EventEmitter } from 'node:events';
import type { CallMember } from './members';

/**
 * For tests: a client's socket that keeps what the call sends it, and whose unsent backlog the test sets, as a
 * client that stops reading would make it.
 */
export class FakeClientSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  audioFrames = 0;
  texts: string[] = [];
  terminated = false;

  send(data: string | Buffer): void {
    if (typeof data === 'string') this.texts.push(data);
    else this.audioFrames += 1;
  }

  /** The JSON messages sent so far. */
  messages(): Record<string, unknown>[] {
    return this.texts
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  close(): void {
    this.readyState = 3;
  }

  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

/** For tests: a call with its moderator alone. */
export const MODERATOR_ONLY: CallMember[] = [
  {
    name: 'Aristotle',
    key: 'aristotle',
    firstMessage: 'Welcome to the Morality Clash. Socrates and Nietzsche are ready for you.',
    voice: { timbre: 'rms', pitchHz: 110, rate: 1 },
    destinations: [],
  },
];
