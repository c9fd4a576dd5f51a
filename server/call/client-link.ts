import type { WebSocket } from 'ws';
import {
  readClientMessage,
  type ClientMessage,
  type EndedReason,
  type PlatformMessage,
} from '../../src/protocol';
import { RateLimiter } from '../platform/rate-limit';
import { MAX_CLIENT_FRAME_BYTES } from './audio-format';
import { oneLine } from '../log-line';

/** Past this much unsent data the socket gets no more audio (a slow link catches up on words first)... */
export const AUDIO_BACKLOG_BYTES = 1024 * 1024;
/** ...and once the unsent and the dropped pass this much, the client is not reading at all, and the call ends. */
export const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
/** Challenges and `say`s a client may send: a burst, then a steady rate; the rest are dropped. */
export const CLIENT_MESSAGES = { burst: 20, perSecond: 5 };
/** Microphone audio a client may send, in bytes: two seconds at once, then half again real time (32 KB/s). */
export const CLIENT_AUDIO = { burst: 64_000, perSecond: 48_000 };
/** Frames no client of ours sends (unparseable, unknown, odd audio) that a client may send before it is cut off. */
export const MAX_MALFORMED_FRAMES = 1000;
/**
 * Challenges and says past the rate limit that a client may send before it is cut off: a visitor who clicks too
 * fast loses a few, a script flooding them loses its call.
 */
export const MAX_DROPPED_MESSAGES = 1000;
/** How often, at most, the link says it is dropping a client's messages. */
const DROP_LOG_EVERY_MS = 1000;

export interface ClientLinkOptions {
  socket: WebSocket;
  /** A well-formed message from the client, within its limits. */
  onMessage: (message: ClientMessage | 'playable') => void;
  /** The client is gone: it closed its socket, or stopped reading and was cut off. */
  onGone: (reason: EndedReason) => void;
  log: (line: string) => void;
}

/**
 * A call's link to its client's socket: sends the platform's messages and the assistants' audio, holding audio back
 * from a client that reads slowly and cutting off one that does not read at all, and reads the client's frames
 * within the call's limits.
 */
export class ClientLink {
  private closed = false;
  private hear: ((pcm: Int16Array) => void) | undefined;
  /** Audio dropped since the client last kept up. */
  private droppedAudioBytes = 0;
  private droppedMessages = 0;
  private droppedLoggedAt = -Infinity;
  private malformedFrames = 0;
  private readonly messageLimiter = new RateLimiter(CLIENT_MESSAGES);
  private readonly audioLimiter = new RateLimiter(CLIENT_AUDIO);
  private readonly socket: WebSocket;

  constructor(private readonly options: ClientLinkOptions) {
    this.socket = options.socket;
  }

  /** Starts reading the client's frames. */
  listen(): void {
    this.socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    this.socket.on('close', () => this.options.onGone('customer-ended-call'));
    this.socket.on('error', (error) => this.options.log(`call socket error: ${error.message}`));
  }

  /** The client's microphone audio goes to `hear` from now on; until then it is dropped, and not counted. */
  hearAudio(hear: (pcm: Int16Array) => void): void {
    this.hear = hear;
  }

  /** Tells the client the call is live (its `call-start`). */
  sendListening(): void {
    this.sendText('listening');
  }

  send(message: PlatformMessage): void {
    this.sendText(JSON.stringify({ ...message, timestamp: Date.now() }));
  }

  sendAudio(frame: Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const backlog = this.socket.bufferedAmount;
    if (backlog > AUDIO_BACKLOG_BYTES) {
      // Audio the client cannot take is dropped; what it has missed counts toward giving up on it.
      if (this.droppedAudioBytes === 0) this.options.log('the client reads slowly: its audio is dropped');
      this.droppedAudioBytes += frame.length;
      if (backlog + this.droppedAudioBytes > MAX_BACKLOG_BYTES) this.abandon();
      return;
    }
    this.droppedAudioBytes = 0;
    this.socket.send(frame, { binary: true });
  }

  /** Tells the client how the call ended and closes its socket; its frames are read no more. */
  close(reason: EndedReason): void {
    this.closed = true;
    this.send({ type: 'status-update', status: 'ended', endedReason: reason });
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000, 'call ended');
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    if (isBinary) {
      if (data.length % 2 !== 0 || data.length > MAX_CLIENT_FRAME_BYTES) {
        this.ignore('a malformed audio frame (odd length or over one second)');
        return;
      }
      if (!this.hear) return;
      // Faster than any microphone: the excess is dropped.
      if (!this.audioLimiter.take('client', data.length).ok) return;
      this.hear(new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)));
      return;
    }
    const read = readClientMessage(data.toString('utf8'));
    if (!read.ok) {
      this.ignore(read.problem);
      return;
    }
    // What makes the philosophers speak is rate-limited; ending the call or starting it never is.
    const costly =
      read.message !== 'playable' && (read.message.type === 'add-message' || read.message.type === 'say');
    if (costly && !this.takeMessage()) return;
    this.options.onMessage(read.message);
  }

  /**
   * A frame no client of ours sends: the first is logged, the rest counted (a flood must not fill the log), and a
   * client that keeps sending them is cut off.
   */
  private ignore(problem: string): void {
    this.malformedFrames += 1;
    if (this.malformedFrames === 1) this.options.log(`ignored ${oneLine(problem)}`);
    if (this.malformedFrames === MAX_MALFORMED_FRAMES) {
      this.cutOff(
        `${MAX_MALFORMED_FRAMES} malformed frames (the last: ${oneLine(problem)})`,
        'malformed frames',
      );
    }
  }

  /**
   * Whether a client message may be handled now; a flood past the limit is dropped, said so at most once a second,
   * and a client that keeps it up is cut off.
   */
  private takeMessage(): boolean {
    if (this.messageLimiter.take('client').ok) return true;
    this.droppedMessages += 1;
    if (this.droppedMessages === MAX_DROPPED_MESSAGES) {
      this.cutOff(
        `${MAX_DROPPED_MESSAGES} messages past ${CLIENT_MESSAGES.perSecond} a second`,
        'too many messages',
      );
    } else if (performance.now() - this.droppedLoggedAt >= DROP_LOG_EVERY_MS) {
      this.droppedLoggedAt = performance.now();
      this.options.log(
        `dropping client messages past ${CLIENT_MESSAGES.perSecond} a second (${this.droppedMessages} so far)`,
      );
    }
    return false;
  }

  /** Closes the socket of a client that broke the call's rules: nothing more of it is read. */
  private cutOff(why: string, reason: string): void {
    this.options.log(`closing the call after ${why}`);
    this.closed = true;
    this.socket.close(1008, reason);
  }

  private sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BACKLOG_BYTES) {
      this.abandon();
      return;
    }
    this.socket.send(text);
  }

  /** The client is not reading: the socket is closed at once, rather than queue a goodbye it would not read. */
  private abandon(): void {
    this.options.log(`the client left ${this.socket.bufferedAmount} bytes unread: ending the call`);
    this.socket.terminate();
    this.options.onGone('call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing');
  }
}
