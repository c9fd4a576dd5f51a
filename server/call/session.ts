import type { WebSocket } from 'ws';
import type { Recognizer } from '../speech/stt';
import type { Synthesizer } from '../speech/tts';
import type { UtteranceDetector, createUtteranceDetector } from '../speech/vad';
import { MAX_CLIENT_FRAME_BYTES } from './audio-format';
import { AudioOut } from './audio-out';
import type { CallMember } from './members';
import { composeReply, nextResponder } from './turn-rule';

export interface SpeechServices {
  synthesizer: Synthesizer;
  /** null where pocketsphinx is not installed: typed challenges still work. */
  recognizer: Recognizer | null;
  createDetector: typeof createUtteranceDetector;
}

export type EndedReason = 'customer-ended-call' | 'assistant-ended-call' | 'pipeline-error-local-platform';

/** How long the platform waits for the client's `playable` before it speaks anyway. */
export const PLAYABLE_WAIT_MS = 1500;
const MAX_CHALLENGE_CHARS = 1000;
const PARTIAL_EVERY_MS = 250;

interface HistoryEntry {
  role: 'assistant' | 'user' | 'system';
  content: string;
  time: number;
  endTime: number;
  assistantName?: string;
}

/**
 * One live call on the WebSocket transport: greets with the first member, hears the visitor (VAD + STT), and
 * answers typed or spoken challenges, handing the floor between squad members.
 */
export class CallSession {
  private current = 0;
  private turn = 0;
  private ended = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly history: HistoryEntry[] = [];
  private readonly startedAt = Date.now();
  private readonly audioOut: AudioOut;
  private detector: UtteranceDetector | undefined;
  private greetingTimer: NodeJS.Timeout | undefined;
  private greeted = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly members: CallMember[],
    private readonly speech: SpeechServices,
    private readonly onEnd: (reason: EndedReason) => void,
    private readonly log: (line: string) => void,
  ) {
    this.audioOut = new AudioOut((frame) => this.sendBinary(frame));
  }

  async open(): Promise<void> {
    this.socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    this.socket.on('close', () => this.end('customer-ended-call'));
    this.socket.on('error', (error) => this.log(`call socket error: ${error.message}`));
    if (this.speech.recognizer) {
      this.detector = await this.speech.createDetector({
        onSpeechStart: () => this.onUserSpeechStart(),
        onUtterance: (pcm) => this.onUtterance(pcm),
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
    const first = this.members[0];
    if (first?.firstMessage) this.enqueueSpeech(first, first.firstMessage);
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.ended) return;
    if (isBinary) {
      if (data.length % 2 !== 0 || data.length > MAX_CLIENT_FRAME_BYTES) {
        this.log('ignored a malformed audio frame (odd length or over one second)');
        return;
      }
      const pcm = new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length));
      this.detector?.push(pcm);
      return;
    }
    const text = data.toString('utf8');
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      if (text === 'playable') this.greet();
      else this.log(`ignored an unparseable client message: ${text.slice(0, 80)}`);
      return;
    }
    this.handleClientMessage(message);
  }

  private handleClientMessage(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const m = message as Record<string, unknown>;
    switch (m.type) {
      case 'add-message': {
        const inner = m.message as { role?: unknown; content?: unknown } | undefined;
        if (!inner || typeof inner.content !== 'string' || inner.content.trim() === '') {
          this.log('ignored add-message without text content');
          return;
        }
        const content = inner.content.slice(0, MAX_CHALLENGE_CHARS);
        const role = inner.role === 'system' ? 'system' : 'user';
        this.remember(role, content);
        if (role === 'user' && m.triggerResponseEnabled !== false) this.respond(content);
        return;
      }
      case 'say': {
        if (typeof m.message !== 'string' || m.message.trim() === '') return;
        const speaker = this.members[this.current];
        if (!speaker) return;
        this.enqueueSpeech(speaker, m.message.slice(0, MAX_CHALLENGE_CHARS), () => {
          if (m.endCallAfterSpoken === true) this.end('assistant-ended-call');
        });
        return;
      }
      case 'control':
        if (m.control === 'say-first-message') this.greet();
        return;
      case 'end-call':
        this.end('customer-ended-call');
        return;
      default:
        this.log(`ignored client message of type ${JSON.stringify(m.type)}`);
    }
  }

  private onUserSpeechStart(): void {
    if (this.ended) return;
    this.sendJson({ type: 'speech-update', status: 'started', role: 'user', turn: this.turn });
    if (this.audioOut.playing) {
      this.audioOut.interrupt();
      this.sendJson({ type: 'user-interrupted' });
    }
  }

  private async onUtterance(pcm: Int16Array): Promise<void> {
    if (this.ended || !this.speech.recognizer) return;
    this.sendJson({ type: 'speech-update', status: 'stopped', role: 'user', turn: this.turn });
    let text: string;
    try {
      text = (await this.speech.recognizer.recognize(pcm)).trim();
    } catch (error) {
      this.log(`speech recognition failed: ${(error as Error).message}`);
      return;
    }
    if (this.ended || text === '') return;
    this.sendJson({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text });
    this.remember('user', text);
    this.sendConversationUpdate();
    this.respond(text);
  }

  /**
   * Queues the answer to a challenge. The floor passes when the answer's turn comes, not when it is asked, so
   * the transfer never announces a speaker while the previous one is still talking.
   */
  private respond(challenge: string): void {
    this.enqueue(async () => {
      const next = nextResponder(this.members.length, this.current);
      const from = this.members[this.current];
      const to = this.members[next];
      if (!to || this.ended) return;
      if (next !== this.current && from) {
        const destination = from.destinations.find((d) => d.assistantName === to.name) ?? {
          type: 'assistant' as const,
          assistantName: to.name,
          message: '',
        };
        this.sendJson({ type: 'transfer-update', destination });
        this.sendJson({ type: 'assistant.started', newAssistant: { name: to.name } });
        this.current = next;
      }
      await this.speak(to, composeReply(to, challenge, this.turn));
    });
  }

  private enqueueSpeech(member: CallMember, text: string, after?: () => void): void {
    this.enqueue(async () => {
      await this.speak(member, text);
      after?.();
    });
  }

  /** Everything the call says happens in order, one utterance at a time. */
  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue
      .then(task)
      .catch((error: unknown) => this.log(`speech failed: ${(error as Error).message}`));
  }

  /** Synthesises sentence by sentence (the next while the current plays) and streams partial transcripts. */
  private async speak(member: CallMember, text: string): Promise<void> {
    if (this.ended) return;
    const sentences = splitSentences(text);
    const turn = this.turn++;
    const base = {
      role: 'assistant',
      assistantName: member.name,
      ...(member.assistantId && { assistantId: member.assistantId }),
    };
    const startedSpeaking = Date.now();
    let spoken = '';
    let next = this.speech.synthesizer.synthesize(sentences[0] ?? text, member.voice);
    this.sendJson({ type: 'speech-update', status: 'started', role: 'assistant', turn });
    let interrupted = false;
    for (let i = 0; i < sentences.length && !this.ended; i++) {
      const pcm = await next;
      const following = sentences[i + 1];
      if (following !== undefined) next = this.speech.synthesizer.synthesize(following, member.voice);
      const sentence = sentences[i] as string;
      let lastPartial = 0;
      const end = await this.audioOut.play(pcm, (fraction) => {
        const now = Date.now();
        if (now - lastPartial < PARTIAL_EVERY_MS) return;
        lastPartial = now;
        const partial = joinText(spoken, wordsUpTo(sentence, fraction));
        this.sendJson({ type: 'transcript', ...base, transcriptType: 'partial', transcript: partial });
      });
      spoken = joinText(spoken, sentence);
      if (end === 'interrupted') {
        interrupted = true;
        break;
      }
    }
    if (this.ended) return;
    if (spoken !== '') {
      this.sendJson({ type: 'transcript', ...base, transcriptType: 'final', transcript: spoken });
      this.remember('assistant', spoken, startedSpeaking, member.name);
      this.sendConversationUpdate();
    }
    this.sendJson({
      type: 'speech-update',
      status: 'stopped',
      role: 'assistant',
      turn,
      ...(interrupted && { interrupted }),
    });
  }

  private remember(
    role: HistoryEntry['role'],
    content: string,
    time = Date.now(),
    assistantName?: string,
  ): void {
    this.history.push({ role, content, time, endTime: Date.now(), ...(assistantName && { assistantName }) });
  }

  /** The conversation so far, in both of the platform's shapes (transcript messages and OpenAI messages). */
  private sendConversationUpdate(): void {
    const messages = this.history.map((entry) => ({
      role: entry.role === 'assistant' ? 'bot' : entry.role,
      message: entry.content,
      time: entry.time,
      endTime: entry.endTime,
      secondsFromStart: (entry.time - this.startedAt) / 1000,
      ...(entry.assistantName && { assistantName: entry.assistantName }),
    }));
    const messagesOpenAIFormatted = this.history.map(({ role, content }) => ({ role, content }));
    this.sendJson({ type: 'conversation-update', messages, messagesOpenAIFormatted });
  }

  end(reason: EndedReason): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.greetingTimer);
    this.audioOut.interrupt();
    this.detector?.close();
    this.sendJson({ type: 'status-update', status: 'ended', endedReason: reason });
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000, 'call ended');
    this.onEnd(reason);
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

export function splitSentences(text: string): string[] {
  const parts = text.match(/[^.!?]+[.!?]*\s*/g) ?? [text];
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function wordsUpTo(sentence: string, fraction: number): string {
  const words = sentence.split(/\s+/);
  return words.slice(0, Math.max(1, Math.round(words.length * fraction))).join(' ');
}

function joinText(a: string, b: string): string {
  return a === '' ? b : `${a} ${b}`;
}
