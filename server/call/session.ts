import type { WebSocket } from 'ws';
import type { ReplyEngine } from '../debate/types';
import type { Recognizer } from '../speech/stt';
import type { Synthesizer } from '../speech/tts';
import type { UtteranceDetector, createUtteranceDetector } from '../speech/vad';
import { AssistantSpeech } from './assistant-speech';
import { MAX_CLIENT_FRAME_BYTES } from './audio-format';
import { AudioOut } from './audio-out';
import { readClientMessage, type ClientMessage } from './client-messages';
import { Conversation } from './conversation';
import { Floor } from './floor';
import type { CallMember } from './members';

export interface SpeechServices {
  synthesizer: Synthesizer;
  /** null where pocketsphinx is not installed: typed challenges still work. */
  recognizer: Recognizer | null;
  createDetector: typeof createUtteranceDetector;
}

export type EndedReason = 'customer-ended-call' | 'assistant-ended-call' | 'pipeline-error-local-platform';

/** How long the platform waits for the client's `playable` before it speaks anyway. */
export const PLAYABLE_WAIT_MS = 1500;

export interface CallSessionOptions {
  socket: WebSocket;
  members: CallMember[];
  speech: SpeechServices;
  engine: ReplyEngine;
  onEnd: (reason: EndedReason) => void;
  log: (line: string) => void;
  timing?: CallTiming;
}

/** For tests: a call's clock can run faster than real time, and its quiet spells can be shorter. */
export interface CallTiming {
  /** How many times real time the assistant's audio plays (default 1). */
  playbackRate?: number;
  /** The floor's quiet spell before the moderator steps in. */
  silenceMs?: number;
}

/**
 * One live call on the WebSocket transport: reads the client's frames, hears the visitor (VAD + STT) and hands
 * challenges to the floor, which runs the debate.
 */
export class CallSession {
  private ended = false;
  private greeted = false;
  private greetingTimer: NodeJS.Timeout | undefined;
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
    this.socket.on('close', () => this.end('customer-ended-call'));
    this.socket.on('error', (error) => this.options.log(`call socket error: ${error.message}`));
    if (this.options.speech.recognizer) {
      this.detector = await this.options.speech.createDetector({
        onSpeechStart: () => this.onVisitorSpeechStart(),
        onUtterance: (pcm) => void this.onUtterance(pcm),
      });
    }
    if (this.ended) return;
    this.sendText('listening');
    this.sendJson({ type: 'status-update', status: 'in-progress' });
    this.greetingTimer = setTimeout(() => this.greet(), PLAYABLE_WAIT_MS);
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
      const pcm = new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length));
      this.detector?.push(pcm);
      return;
    }
    const read = readClientMessage(data.toString('utf8'));
    if (!read.ok) {
      this.options.log(`ignored ${read.problem}`);
      return;
    }
    if (read.message === 'playable') this.greet();
    else this.handle(read.message);
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case 'add-message': {
        const { role, content } = message.message;
        this.conversation.add(role === 'system' ? 'system' : 'user', content);
        if (role === 'user' && message.triggerResponseEnabled !== false) {
          // A challenge before the welcome has started takes the floor from it: the welcome is not owed.
          this.greeted = true;
          clearTimeout(this.greetingTimer);
          this.floor.challenge(content);
        }
        return;
      }
      case 'say':
        this.floor.say(message.message, () => {
          if (message.endCallAfterSpoken === true) this.end('assistant-ended-call');
        });
        return;
      case 'control':
        if (message.control === 'say-first-message') this.greet();
        return;
      case 'end-call':
        this.end('customer-ended-call');
        return;
    }
  }

  private onVisitorSpeechStart(): void {
    if (this.ended) return;
    this.sendJson({ type: 'speech-update', status: 'started', role: 'user' });
    if (this.audioOut.playing) this.sendJson({ type: 'user-interrupted' });
    this.floor.visitorSpeaking();
  }

  private async onUtterance(pcm: Int16Array): Promise<void> {
    const recognizer = this.options.speech.recognizer;
    if (this.ended || !recognizer) return;
    this.sendJson({ type: 'speech-update', status: 'stopped', role: 'user' });
    let text: string;
    try {
      text = (await recognizer.recognize(pcm)).trim();
    } catch (error) {
      this.options.log(`speech recognition failed: ${(error as Error).message}`);
      this.floor.visitorQuiet();
      return;
    }
    if (this.ended) return;
    if (text === '') {
      this.floor.visitorQuiet();
      return;
    }
    this.sendJson({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text });
    this.conversation.add('user', text);
    this.sendConversationUpdate();
    this.greeted = true;
    clearTimeout(this.greetingTimer);
    this.floor.challenge(text);
  }

  private sendConversationUpdate(): void {
    this.sendJson(this.conversation.update());
  }

  end(reason: EndedReason): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.greetingTimer);
    this.floor.close();
    this.audioOut.interrupt();
    this.detector?.close();
    this.sendJson({ type: 'status-update', status: 'ended', endedReason: reason });
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000, 'call ended');
    this.options.onEnd(reason);
  }

  private sendJson(message: Record<string, unknown>): void {
    this.sendText(JSON.stringify({ ...message, timestamp: Date.now() }));
  }

  private sendText(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  private sendBinary(frame: Buffer): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame, { binary: true });
  }
}
