import { EventEmitter } from 'node:events';

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
  /** The code the call closed the socket with, once it has. */
  closeCode: number | undefined;

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

  close(code?: number): void {
    this.closeCode = code;
    this.readyState = 3;
  }

  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}
