import type { WebSocket } from 'ws';
import type { ReplyEngine } from '../debate/types';
import type { Recognizer } from '../speech/recognition';
import type { Synthesizer } from '../speech/synthesis';
import type { UtteranceDetector, createUtteranceDetector } from '../speech/voice-activity';
import { ArgumentRecord, type CallAnalysis } from './argument-record';
import { AssistantSpeech } from './assistant-speech';
import { AudioOut } from './audio-out';
import type { ClientMessage, EndedReason } from '../../src/protocol';
import { CallClock, maxDurationOf, SILENCE_TIMEOUT_MS } from './call-clock';
import { ClientLink } from './client-link';
import { Conversation, type CallArtifact } from './conversation';
import { Floor } from './floor';
import type { CallMember } from './members';
import { VisitorHearing } from './visitor-hearing';

export interface SpeechServices {
  synthesizer: Synthesizer;
  /** null where pocketsphinx is not installed: typed challenges still work. */
  recognizer: Recognizer | null;
  createDetector: typeof createUtteranceDetector;
}

export interface CallSessionOptions {
  socket: WebSocket;
  members: CallMember[];
  speech: SpeechServices;
  engine: ReplyEngine;
  /** The call ended: how, its conversation and, for a debate, its argument. Resolves once that is recorded. */
  onEnd: (reason: EndedReason, artifact: CallArtifact, analysis?: CallAnalysis) => Promise<void>;
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

/** The longest the platform waits for the verdict before it ends a call that is closing. */
export const VERDICT_LIMIT_MS = 60_000;

/**
 * One live call on the WebSocket transport: wires its link to the client (client-link.ts), its clock (call-clock.ts),
 * the visitor's hearing and the floor, which runs the debate.
 */
export class CallSession {
  private ended: Promise<void> | undefined;
  private hearing: VisitorHearing | undefined;
  private detector: UtteranceDetector | undefined;
  private readonly link: ClientLink;
  private readonly clock: CallClock;
  private readonly audioOut: AudioOut;
  private readonly conversation = new Conversation(Date.now());
  private readonly floor: Floor;
  private readonly argument: ArgumentRecord;

  constructor(private readonly options: CallSessionOptions) {
    this.link = new ClientLink({
      socket: options.socket,
      onMessage: (message) => this.handle(message),
      onGone: (reason) => void this.end(reason),
      log: options.log,
    });
    const rate = options.timing?.playbackRate ?? 1;
    this.audioOut = new AudioOut(
      (frame) => this.link.sendAudio(frame),
      () => performance.now() * rate,
    );
    this.clock = new CallClock({
      maxDurationMs: maxDurationOf(options.members, options.timing?.maxDurationMs),
      silenceTimeoutMs: options.timing?.silenceTimeoutMs ?? SILENCE_TIMEOUT_MS,
      isSpeaking: () => this.audioOut.playing,
      onGreet: () => this.floor.start(),
      // A visitor long silent hears the verdict before the call ends; at the maximum length there is no more time.
      onTimeUp: (reason) => void (reason === 'silence-timed-out' ? this.conclude(reason) : this.end(reason)),
      onClosing: () => void this.conclude('exceeded-max-duration'),
    });
    const speech = new AssistantSpeech({
      audioOut: this.audioOut,
      synthesizer: options.speech.synthesizer,
      sendJson: (message) => this.link.send(message),
    });
    this.argument = new ArgumentRecord(
      () => options.engine.argumentMap?.(options.members, this.conversation.entries),
      (message) => this.link.send(message),
    );
    this.floor = new Floor({
      members: options.members,
      engine: options.engine,
      conversation: this.conversation,
      speech,
      sendJson: (message) => this.link.send(message),
      isSpeaking: () => this.audioOut.playing,
      log: options.log,
      onTurnSpoken: () => {
        this.sendConversationUpdate();
        this.argument.update();
      },
      ...(options.timing?.silenceMs !== undefined && { silenceMs: options.timing.silenceMs }),
      timeLeftMs: () => this.clock.untilClosingMs(),
      // "Give us your final verdict": the moderator closed the debate, as the platform's end-call tool does.
      onConcluded: () => void this.end('assistant-ended-call'),
    });
  }

  async open(): Promise<void> {
    this.link.listen();
    const recognizer = this.options.speech.recognizer;
    if (recognizer) {
      const hearing = new VisitorHearing({
        recognizer,
        sendJson: (message) => this.link.send(message),
        log: this.options.log,
        names: this.options.members.map((member) => member.name),
        // The answer is made ready while the endpoint still waits: heard the moment the utterance ends.
        foresee: (spoken) =>
          spoken ? this.floor.prepare(spoken.challenge, spoken.said) : this.floor.unprepare(),
      });
      this.hearing = hearing;
      const detector = await this.options.speech.createDetector({
        onSpeechStart: (audio) => this.onVisitorSpeechStart(audio),
        onSpeech: (frame, voiced) => hearing.write(frame, voiced),
        onSpeechEnd: () => void this.onVisitorSpeechEnd(),
        // The end of an utterance is heard sooner when its words sound finished.
        endpoint: () => hearing.endSilenceMs(),
      });
      this.detector = detector;
      this.link.hearAudio((pcm) => {
        hearing.microphoneOn();
        detector.push(pcm);
      });
    }
    if (this.ended) return;
    this.link.sendListening();
    this.link.send({ type: 'status-update', status: 'in-progress' });
    this.clock.start();
  }

  private handle(message: ClientMessage | 'playable'): void {
    if (message === 'playable') {
      this.clock.greet();
      return;
    }
    this.clock.heard();
    switch (message.type) {
      case 'add-message': {
        const { role, content } = message.message;
        this.conversation.add(role === 'system' ? 'system' : 'user', content);
        if (role === 'user' && message.triggerResponseEnabled !== false) {
          this.hearing?.interrupted();
          this.challenge(content);
        }
        return;
      }
      case 'say':
        this.floor.say(message.message, () => {
          if (message.endCallAfterSpoken === true) void this.end('assistant-ended-call');
        });
        return;
      case 'control':
        if (message.control === 'say-first-message') this.clock.greet();
        return;
      case 'end-call':
        void this.conclude('customer-ended-call');
        return;
    }
  }

  private onVisitorSpeechStart(audio: Int16Array): void {
    if (this.ended) return;
    this.clock.heard();
    this.link.send({ type: 'speech-update', status: 'started', role: 'user' });
    if (this.audioOut.playing && !this.floor.concluding) this.link.send({ type: 'user-interrupted' });
    this.floor.visitorSpeaking();
    this.hearing?.start(audio);
  }

  private async onVisitorSpeechEnd(): Promise<void> {
    if (this.ended) return;
    this.link.send({ type: 'speech-update', status: 'stopped', role: 'user' });
    const spoken = await this.hearing?.end();
    if (this.ended || !spoken) return;
    if (spoken.said === '') {
      this.floor.visitorQuiet();
      return;
    }
    this.link.send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: spoken.said });
    this.conversation.add('user', spoken.said);
    this.sendConversationUpdate();
    this.challenge(spoken.challenge);
  }

  /** A challenge, spoken or typed, takes the floor; a welcome not yet begun is no longer owed. */
  private challenge(text: string): void {
    this.clock.skipGreeting();
    this.floor.challenge(text);
  }

  private sendConversationUpdate(): void {
    this.link.send(this.conversation.update());
  }

  /**
   * Closes a debate: the moderator gives the verdict (within VERDICT_LIMIT_MS), then the call ends. A call with no
   * debate, or asked again while closing, ends at once.
   */
  private async conclude(reason: EndedReason): Promise<void> {
    if (this.ended) return;
    if (this.floor.concluding || !this.argument.isDebate) {
      await this.end(reason);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, VERDICT_LIMIT_MS)));
    await Promise.race([this.floor.conclude(), limit]);
    clearTimeout(timer);
    await this.end(reason);
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
    this.clock.stop();
    this.floor.close();
    this.audioOut.interrupt();
    this.detector?.close();
    this.hearing?.close();
    this.link.close(reason);
    await this.options.onEnd(reason, this.conversation.artifact(), this.argument.analysis());
  }
}
