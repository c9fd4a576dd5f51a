import type { WebSocket } from 'ws';
import type { ReplyEngine } from '../debate/types';
import type { Recognizer } from '../speech/recognition';
import type { Synthesizer } from '../speech/synthesis';
import type { UtteranceDetector, createUtteranceDetector } from '../speech/voice-activity';
import { AssistantSpeech } from './assistant-speech';
import { MAX_CLIENT_FRAME_BYTES } from './audio-format';
import { AudioOut } from './audio-out';
import {
  readClientMessage,
  type ClientMessage,
  type EndedReason,
  type PlatformMessage,
} from '../../src/protocol';
import { Conversation, type CallArtifact } from './conversation';
import { RateLimiter } from '../platform/rate-limit';
import { Floor } from './floor';
import type { CallMember } from './members';
import { VisitorHearing } from './visitor-hearing';

export interface SpeechServices {
  synthesizer: Synthesizer;
  /** null where pocketsphinx is not installed: typed challenges still work. */
  recognizer: Recognizer | null;
  createDetector: typeof createUtteranceDetector;
}

/** A call's length when its assistants set no `maxDurationSeconds`. */
export const DEFAULT_MAX_DURATION_MS = 30 * 60_000;
/** A call in which nobody has spoken or sent anything for this long ends. */
export const SILENCE_TIMEOUT_MS = 5 * 60_000;
/** Past this much unsent data the socket gets no more audio (a slow link catches up on words first)... */
export const AUDIO_BACKLOG_BYTES = 1024 * 1024;
/** ...and once the unsent and the dropped pass this much, the client is not reading at all, and the call ends. */
export const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
/** Challenges and `say`s a client may send: a burst, then a steady rate; the rest are dropped. */
const CLIENT_MESSAGES = { burst: 20, perSecond: 5 };
/** Microphone audio a client may send, in bytes: two seconds at once, then half again real time (32 KB/s). */
const CLIENT_AUDIO = { burst: 64_000, perSecond: 48_000 };
/** How long the platform waits for the client's `playable` before it speaks anyway. */
export const PLAYABLE_WAIT_MS = 1500;

export interface CallSessionOptions {
  socket: WebSocket;
  members: CallMember[];
  speech: SpeechServices;
  engine: ReplyEngine;
  /** The call ended: how, and its conversation. Resolves once that is recorded. */
  onEnd: (reason: EndedReason, artifact: CallArtifact) => Promise<void>;
  log: (line: string) => void;
  timing?: CallTiming;
}

/** For tests: a call's clock can run faster than real time, and its quiet spells can be shorter. */
export interface CallTiming {
  /** How many times real time the assistant's audio plays (default 1). */
  playbackRate?: number;
  /** The floor's quiet spell before the moderator steps in. */
  silenceMs?: number;
  /** A call's length when its assistants set none, and the silence that ends a call. */
  maxDurationMs?: number;
  silenceTimeoutMs?: number;
}

/**
 * One live call on the WebSocket transport: reads the client's frames, hears the visitor (VAD + STT) and hands
 * challenges to the floor, which runs the debate.
 */
export class CallSession {
  private ended: Promise<void> | undefined;
  private greeted = false;
  private greetingTimer: NodeJS.Timeout | undefined;
  private durationTimer: NodeJS.Timeout | undefined;
  private silenceTimer: NodeJS.Timeout | undefined;
  /** Audio dropped since the client last kept up. */
  private droppedAudioBytes = 0;
  private droppedMessages = 0;
  private readonly messageLimiter = new RateLimiter(CLIENT_MESSAGES);
  private readonly audioLimiter = new RateLimiter(CLIENT_AUDIO);
  private hearing: VisitorHearing | undefined;
  private detector: UtteranceDetector | undefined;
  private readonly socket: WebSocket;
  private readonly audioOut: AudioOut;
  private readonly conversation = new Conversation(Date.now());
  private readonly floor: Floor;

  constructor(private readonly options: CallSessionOptions) {
    this.socket = options.socket;
    const rate = options.timing?.playbackRate ?? 1;
    this.audioOut = new AudioOut(
      (frame) => this.sendBinary(frame),
      () => performance.now() * rate,
    );
    const speech = new AssistantSpeech({
      audioOut: this.audioOut,
      synthesizer: options.speech.synthesizer,
      sendJson: (message) => this.sendJson(message),
    });
    this.floor = new Floor({
      members: options.members,
      engine: options.engine,
      conversation: this.conversation,
      speech,
      sendJson: (message) => this.sendJson(message),
      isSpeaking: () => this.audioOut.playing,
      log: options.log,
      onTurnSpoken: () => this.sendConversationUpdate(),
      ...(options.timing?.silenceMs !== undefined && { silenceMs: options.timing.silenceMs }),
    });
  }

  async open(): Promise<void> {
    this.socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    this.socket.on('close', () => void this.end('customer-ended-call'));
    this.socket.on('error', (error) => this.options.log(`call socket error: ${error.message}`));
    const recognizer = this.options.speech.recognizer;
    if (recognizer) {
      const hearing = new VisitorHearing({
        recognizer,
        sendJson: (message) => this.sendJson(message),
        log: this.options.log,
      });
      this.hearing = hearing;
      this.detector = await this.options.speech.createDetector({
        onSpeechStart: (audio) => this.onVisitorSpeechStart(audio),
        onSpeech: (frame) => hearing.write(frame),
        onSpeechEnd: () => void this.onVisitorSpeechEnd(),
        // The end of an utterance is heard sooner when its words sound finished.
        endpoint: () => hearing.endSilenceMs(),
      });
    }
    if (this.ended) return;
    this.sendText('listening');
    this.sendJson({ type: 'status-update', status: 'in-progress' });
    this.greetingTimer = setTimeout(() => this.greet(), PLAYABLE_WAIT_MS);
    const set = this.options.members.flatMap((m) =>
      m.maxDurationSeconds ? [m.maxDurationSeconds * 1000] : [],
    );
    const maxDurationMs =
      set.length > 0 ? Math.min(...set) : (this.options.timing?.maxDurationMs ?? DEFAULT_MAX_DURATION_MS);
    this.durationTimer = setTimeout(() => void this.end('exceeded-max-duration'), maxDurationMs);
    this.heardFromVisitor();
  }

  /** The visitor spoke or sent something: the silence that would end the call starts again. */
  private heardFromVisitor(): void {
    clearTimeout(this.silenceTimer);
    const timeoutMs = this.options.timing?.silenceTimeoutMs ?? SILENCE_TIMEOUT_MS;
    this.silenceTimer = setTimeout(() => {
      // A debate still being spoken is not silence: look again once it is quiet.
      if (this.audioOut.playing) this.heardFromVisitor();
      else void this.end('silence-timed-out');
    }, timeoutMs);
  }

  private greet(): void {
    if (this.greeted || this.ended) return;
    this.greeted = true;
    clearTimeout(this.greetingTimer);
    this.floor.start();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.ended) return;
    if (isBinary) {
      if (data.length % 2 !== 0 || data.length > MAX_CLIENT_FRAME_BYTES) {
        this.options.log('ignored a malformed audio frame (odd length or over one second)');
        return;
      }
      if (!this.detector) return;
      // Faster than any microphone: the excess is dropped.
      if (!this.audioLimiter.take('client', data.length).ok) return;
      const pcm = new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length));
      this.detector.push(pcm);
      return;
    }
    const read = readClientMessage(data.toString('utf8'));
    if (!read.ok) {
      this.options.log(`ignored ${read.problem}`);
      return;
    }
    // What makes the philosophers speak is rate-limited; ending the call or starting it never is.
    const costly =
      read.message !== 'playable' && (read.message.type === 'add-message' || read.message.type === 'say');
    if (costly && !this.takeMessage()) return;
    if (read.message === 'playable') this.greet();
    else this.handle(read.message);
  }

  /** Whether a client message may be handled now; a flood past the limit is dropped, and said so once a second. */
  private takeMessage(): boolean {
    if (this.messageLimiter.take('client').ok) return true;
    if (this.droppedMessages++ % (CLIENT_MESSAGES.perSecond * 10) === 0) {
      this.options.log(
        `dropping client messages past ${CLIENT_MESSAGES.perSecond} a second (${this.droppedMessages} so far)`,
      );
    }
    return false;
  }

  private handle(message: ClientMessage): void {
    this.heardFromVisitor();
    switch (message.type) {
      case 'add-message': {
        const { role, content } = message.message;
        this.conversation.add(role === 'system' ? 'system' : 'user', content);
        if (role === 'user' && message.triggerResponseEnabled !== false) {
          this.hearing?.interrupted();
          // A challenge before the welcome has started takes the floor from it: the welcome is not owed.
          this.greeted = true;
          clearTimeout(this.greetingTimer);
          this.floor.challenge(content);
        }
        return;
      }
      case 'say':
        this.floor.say(message.message, () => {
          if (message.endCallAfterSpoken === true) void this.end('assistant-ended-call');
        });
        return;
      case 'control':
        if (message.control === 'say-first-message') this.greet();
        return;
      case 'end-call':
        void this.end('customer-ended-call');
        return;
    }
  }

  private onVisitorSpeechStart(audio: Int16Array): void {
    if (this.ended) return;
    this.heardFromVisitor();
    this.sendJson({ type: 'speech-update', status: 'started', role: 'user' });
    if (this.audioOut.playing) this.sendJson({ type: 'user-interrupted' });
    this.floor.visitorSpeaking();
    this.hearing?.start(audio);
  }

  private async onVisitorSpeechEnd(): Promise<void> {
    if (this.ended) return;
    this.sendJson({ type: 'speech-update', status: 'stopped', role: 'user' });
    const spoken = await this.hearing?.end();
    if (this.ended || !spoken) return;
    if (spoken.said === '') {
      this.floor.visitorQuiet();
      return;
    }
    this.sendJson({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: spoken.said });
    this.conversation.add('user', spoken.said);
    this.sendConversationUpdate();
    this.greeted = true;
    clearTimeout(this.greetingTimer);
    this.floor.challenge(spoken.challenge);
  }

  private sendConversationUpdate(): void {
    this.sendJson(this.conversation.update());
  }

  /** Ends the call once, however many times it is asked; resolves when its end is recorded. */
  end(reason: EndedReason): Promise<void> {
    if (this.ended) return this.ended;
    // Marked ended before anything else runs, so that nothing the ending does can end the call again.
    let done!: () => void;
    this.ended = new Promise<void>((resolve) => (done = resolve));
    this.finish(reason).then(done, (error: unknown) => {
      this.options.log(`the call did not end cleanly: ${(error as Error).message}`);
      done();
    });
    return this.ended;
  }

  private async finish(reason: EndedReason): Promise<void> {
    clearTimeout(this.greetingTimer);
    clearTimeout(this.durationTimer);
    clearTimeout(this.silenceTimer);
    this.floor.close();
    this.audioOut.interrupt();
    this.detector?.close();
    this.hearing?.close();
    this.sendJson({ type: 'status-update', status: 'ended', endedReason: reason });
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000, 'call ended');
    await this.options.onEnd(reason, this.conversation.artifact());
  }

  private sendJson(message: PlatformMessage): void {
    this.sendText(JSON.stringify({ ...message, timestamp: Date.now() }));
  }

  private sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BACKLOG_BYTES) {
      this.abandon();
      return;
    }
    this.socket.send(text);
  }

  private sendBinary(frame: Buffer): void {
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

  /** The client is not reading: the socket is closed at once, rather than queue a goodbye it would not read. */
  private abandon(): void {
    this.options.log(`the client left ${this.socket.bufferedAmount} bytes unread: ending the call`);
    this.socket.terminate();
    void this.end('call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing');
  }
}
