import {
  createPlatformClient,
  DEFAULT_BASE_URL,
  type PlatformClient,
  type WebCallRequest,
  type WebCallResponse,
} from '../platform-api';
import {
  MOBILE_JOIN_DELAY_MS,
  SPEAKING_THRESHOLD,
  SPEECH_END_DELAY_MS,
  VOLUME_NORMALISER,
} from './constants';
import type { DailyCallConfig, DailyCallObjectOptions } from './options';
import { TypedEmitter } from './emitter';
import { WebCallError, type CallLeft } from './errors';
import { readAppMessage, type AnyPlatformMessage, type OutgoingClientMessage } from '../protocol';
import {
  usesWebSocketTransport,
  type CallTransport,
  type TransportEvents,
  type TransportOptions,
} from './transport';

/** The events of spec section 4, with the handler each takes (one map drives on/once/off/emit). */
export type WebCallEvents = {
  'call-start': () => void;
  /** Who ended it, for an app that tells its user: the official SDK passes nothing, so listeners may ignore it. */
  'call-end': (ended: CallLeft) => void;
  message: (message: AnyPlatformMessage) => void;
  error: (error: WebCallError) => void;
  'volume-level': (volume: number) => void;
  'speech-start': () => void;
  'speech-end': () => void;
  video: (track: MediaStreamTrack) => void;
  'daily-participant-updated': (participant: unknown) => void;
};

/** What `send()` takes: a client message of the protocol. */
export type ClientMessage = OutgoingClientMessage;

export type CallState = 'idle' | 'starting' | 'started';

type Target = string | Record<string, unknown>;

export const START_MISSING_TARGET = 'Assistant or Squad or Workflow must be provided.';
export const NO_CALL_OBJECT = 'Call object is not available.';

/** Seams for tests and other hosts; the browser's real pieces by default. Not part of the SDK's surface. */
export interface WebCallInternals {
  createTransport?: (options: TransportOptions) => Promise<CallTransport>;
  isMobile?: () => boolean;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetch?: typeof fetch;
}

interface Attempt {
  abort: AbortController;
}

/**
 * The web-call client: starts a call on the platform and carries its audio and messages, with the public surface
 * of the platform's official web SDK. Lifecycle rules the official SDK lacks: stop() during start aborts it; a
 * call object is never created before the previous one is destroyed; nothing of an ended call reaches the next.
 */
export class WebCall extends TypedEmitter<WebCallEvents> {
  private state: CallState = 'idle';
  private attempt: Attempt | undefined;
  private transport: CallTransport | undefined;
  /** Resolves when the previous call's transport has released everything. */
  private teardown: Promise<void> = Promise.resolve();
  private speechEndTimer: ReturnType<typeof setTimeout> | undefined;
  private endedStatusSeen = false;
  /** This instance's own platform client: its base URL and key, no shared module state. */
  private readonly platform: PlatformClient;

  constructor(
    publicKey: string,
    apiBaseUrl: string = DEFAULT_BASE_URL,
    private readonly dailyCallConfig: DailyCallConfig = {},
    private readonly dailyCallObject: DailyCallObjectOptions = {},
    private readonly internals: WebCallInternals = {},
  ) {
    super();
    this.platform = createPlatformClient({
      baseUrl: apiBaseUrl,
      token: publicKey,
      ...(internals.fetch && { fetch: internals.fetch }),
    });
  }

  /** The one setter of the lifecycle state: no-op changes are ignored. */
  private setState(next: CallState): void {
    if (this.state === next) return;
    this.state = next;
  }

  getState(): CallState {
    return this.state;
  }

  async start(
    assistant?: Target,
    assistantOverrides?: Record<string, unknown>,
    squad?: Target,
    workflow?: Target,
    workflowOverrides?: Record<string, unknown>,
  ): Promise<WebCallResponse | null> {
    if (!assistant && !squad && !workflow) {
      const error = new WebCallError('missing-target', START_MISSING_TARGET);
      this.emit('error', error);
      throw error;
    }
    if (this.state !== 'idle') return null;
    const attempt: Attempt = { abort: new AbortController() };
    this.attempt = attempt;
    this.setState('starting');
    const { signal } = attempt.abort;
    /** What a failure now means: the platform did not make the call, or the call made was never joined. */
    let failure: 'start-failed' | 'join-failed' = 'start-failed';
    try {
      await this.teardown;
      signal.throwIfAborted();
      const body = buildRequest(assistant, assistantOverrides, squad, workflow, workflowOverrides);
      const call = await this.platform.call.createWeb(body, { signal });
      signal.throwIfAborted();
      if (!call?.webCallUrl && !call?.transport?.websocketCallUrl) {
        throw new Error('The platform created a call without a webCallUrl to join.');
      }
      failure = 'join-failed';
      if ((this.internals.isMobile ?? isMobileDevice)()) {
        await (this.internals.sleep ?? sleep)(MOBILE_JOIN_DELAY_MS, signal);
      }
      this.endedStatusSeen = false;
      const transport = await this.createTransport(call, this.eventsFor(attempt));
      this.transport = transport;
      if (this.attempt !== attempt) {
        // stop() came while the transport was being created: it saw no transport, so release it here.
        await transport.leave();
        return null;
      }
      await transport.join();
      signal.throwIfAborted();
      this.setState('started');
      return call;
    } catch (error) {
      if (this.attempt === attempt) {
        // stop() during start is the caller's choice, not a failure.
        if (!signal.aborted) this.emit('error', WebCallError.from(failure, error));
        await this.release();
      }
      return null;
    }
  }

  private createTransport(call: WebCallResponse, events: TransportEvents): Promise<CallTransport> {
    const options: TransportOptions = {
      call,
      events,
      startMuted: this.dailyCallObject.startAudioOff === true,
    };
    if (this.internals.createTransport) return this.internals.createTransport(options);
    if (usesWebSocketTransport(call)) {
      return import('./websocket-transport').then((m) => new m.WebSocketTransport(options));
    }
    return import('./daily/daily-transport').then((m) =>
      m.createDailyTransport({
        ...options,
        dailyCallConfig: this.dailyCallConfig,
        dailyCallObject: this.dailyCallObject,
      }),
    );
  }

  /** Transport reports reach listeners only while their attempt is the current one. */
  private eventsFor(attempt: Attempt): TransportEvents {
    const current = (): boolean => this.attempt === attempt;
    return {
      onAppMessage: (data) => current() && this.onAppMessage(data),
      onRemoteLevel: (level) => current() && this.onRemoteLevel(level),
      onLeft: (left) => {
        if (current()) void this.release(left);
      },
      onError: (error) => current() && this.emit('error', error),
      onVideo: (track) => current() && this.emit('video', track),
      onParticipantUpdated: (participant) => current() && this.emit('daily-participant-updated', participant),
    };
  }

  private onAppMessage(data: string): void {
    const read = readAppMessage(data);
    switch (read.kind) {
      case 'listening':
        this.emit('call-start');
        return;
      case 'message':
        if (read.message.type === 'status-update' && read.message.status === 'ended')
          this.endedStatusSeen = true;
        this.emit('message', read.message);
        return;
      case 'malformed':
        this.emit('error', new WebCallError('malformed-message', read.error.message, { cause: read.error }));
        return;
      case 'unparseable':
        console.log('web-call: ignored an app message that is not JSON', read.error);
    }
  }

  private onRemoteLevel(level: number): void {
    this.emit('volume-level', Math.min(1, level / VOLUME_NORMALISER));
    if (level <= SPEAKING_THRESHOLD) return;
    if (this.speechEndTimer === undefined) this.emit('speech-start');
    clearTimeout(this.speechEndTimer);
    this.speechEndTimer = setTimeout(() => {
      this.speechEndTimer = undefined;
      this.emit('speech-end');
    }, SPEECH_END_DELAY_MS);
  }

  /**
   * Ends the current call or start attempt and releases its transport. A call that had started ends with
   * `call-end`, which says who ended it, and, unless the platform already sent one, a status-update 'ended' with
   * `endedReason` 'customer-ended-call' (spec section 4, as the official SDK does, whoever left: the truthful cause
   * travels with `call-end`).
   * `left` is absent when a start that failed is cleaned up: nothing is announced.
   */
  private release(left?: CallLeft): Promise<void> {
    const wasStarted = this.state === 'started';
    this.attempt = undefined;
    clearTimeout(this.speechEndTimer);
    this.speechEndTimer = undefined;
    const transport = this.transport;
    this.transport = undefined;
    this.setState('idle');
    if (transport) {
      const previous = this.teardown;
      this.teardown = previous
        .then(() => transport.leave())
        .catch((error: unknown) => {
          console.error('web-call: leaving the call failed', error);
        });
    }
    if (left && wasStarted) {
      this.emit('call-end', left);
      if (!this.endedStatusSeen) {
        this.endedStatusSeen = true;
        this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
      }
    }
    return this.teardown;
  }

  /** Stops the call, or the start in progress; resolves once everything of it is released. */
  async stop(): Promise<void> {
    this.attempt?.abort.abort();
    await this.release({ by: 'visitor' });
  }

  /** Asks the platform to end the call, then stops. */
  end(): void {
    this.send({ type: 'end-call' });
    void this.stop();
  }

  send(message: ClientMessage): void {
    this.transport?.sendMessage(JSON.stringify(message));
  }

  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled = false,
    interruptAssistantEnabled = false,
  ): void {
    this.send({ type: 'say', message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled });
  }

  setMuted(muted: boolean): void {
    if (!this.transport) throw new WebCallError('no-call', NO_CALL_OBJECT);
    this.transport
      .setMuted(muted)
      .catch((error: unknown) =>
        this.emit('error', WebCallError.from('microphone', error, 'The microphone could not be opened:')),
      );
  }

  /** As the official SDK's: switches the visitor's microphone. Rejects with a 'microphone' WebCallError. */
  async setInputDevicesAsync(options: { audioDeviceId?: string | false | null }): Promise<void> {
    const transport = this.transport;
    if (!transport) throw new WebCallError('no-call', NO_CALL_OBJECT);
    if (typeof options.audioDeviceId === 'string') await transport.setInputDevice(options.audioDeviceId);
  }

  /** As the official SDK's: where the assistant is played. Rejects with an 'audio-output' WebCallError. */
  async setOutputDeviceAsync(options: { outputDeviceId?: string }): Promise<void> {
    const transport = this.transport;
    if (!transport) throw new WebCallError('no-call', NO_CALL_OBJECT);
    if (options.outputDeviceId !== undefined) await transport.setOutputDevice(options.outputDeviceId);
  }

  /**
   * Not in the official SDK: plays the assistant after an 'audio-blocked' error, from its first word. Call it from
   * a click or a key press, the only moments the browser allows it.
   */
  async resumeAudio(): Promise<void> {
    await this.transport?.resumeAudio();
  }

  isMuted(): boolean {
    return this.transport?.isMuted() ?? false;
  }
}

function buildRequest(
  assistant: Target | undefined,
  assistantOverrides: Record<string, unknown> | undefined,
  squad: Target | undefined,
  workflow: Target | undefined,
  workflowOverrides: Record<string, unknown> | undefined,
): WebCallRequest {
  const byIdOrInline = (
    kind: 'assistant' | 'squad' | 'workflow',
    value: Target | undefined,
  ): WebCallRequest => {
    if (value === undefined || value === '') return {};
    return typeof value === 'string' ? { [`${kind}Id`]: value } : { [kind]: value };
  };
  return {
    ...byIdOrInline('assistant', assistant),
    ...(assistantOverrides && { assistantOverrides }),
    ...byIdOrInline('squad', squad),
    ...byIdOrInline('workflow', workflow),
    ...(workflowOverrides && { workflowOverrides }),
  };
}

function isMobileDevice(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    /android|iphone|ipad|ipod|iemobile|blackberry|bada/i.test(navigator.userAgent)
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
