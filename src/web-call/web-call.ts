import { DEFAULT_BASE_URL, request, type WebCallRequest, type WebCallResponse } from '../platform-api';
import { SPEAKING_THRESHOLD, SPEECH_END_DELAY_MS, VOLUME_NORMALISER, VOLUME_SAMPLE_MS } from './constants';
import { TypedEmitter } from './emitter';
import type { CallTransport, TransportEvents } from './transport';
import { WebSocketTransport } from './websocket-transport';

/** The events of spec section 4, with the handler each takes. */
// A type alias, not an interface, so that it fits the emitter's index signature.
export type WebCallEvents = {
  'call-start': () => void;
  'call-end': () => void;
  // Platform messages are typed where they are consumed; unknown types pass through untouched.
  message: (message: Record<string, unknown>) => void;
  error: (error: unknown) => void;
  'volume-level': (volume: number) => void;
  'speech-start': () => void;
  'speech-end': () => void;
  video: (track: MediaStreamTrack) => void;
  'daily-participant-updated': (participant: unknown) => void;
};

type AssistantArg = string | Record<string, unknown>;

export const START_MISSING_TARGET = 'Assistant or Squad or Workflow must be provided.';
export const NO_CALL_OBJECT = 'Call object is not available.';

/**
 * The web-call client: starts a call on the platform and carries its audio and messages. Same public surface
 * as the platform's official web SDK, so an app can swap the import.
 */
export class WebCall extends TypedEmitter<WebCallEvents> {
  private transport: CallTransport | undefined;
  private starting = false;
  private startAbort: AbortController | undefined;
  private sampler: ReturnType<typeof setInterval> | undefined;
  private speechEndTimer: ReturnType<typeof setTimeout> | undefined;
  private speaking = false;
  private endedStatusSeen = false;
  private joined = false;

  constructor(
    private readonly publicKey: string,
    private readonly apiBaseUrl: string = DEFAULT_BASE_URL,
  ) {
    super();
  }

  async start(
    assistant?: AssistantArg,
    assistantOverrides?: Record<string, unknown>,
    squad?: AssistantArg,
    workflow?: AssistantArg,
    workflowOverrides?: Record<string, unknown>,
  ): Promise<WebCallResponse | null> {
    if (!assistant && !squad && !workflow) throw new Error(START_MISSING_TARGET);
    if (this.starting || this.transport) return null;
    this.starting = true;
    const abort = new AbortController();
    this.startAbort = abort;
    try {
      const body: WebCallRequest = {
        ...byIdOrInline('assistant', assistant),
        ...(assistantOverrides && { assistantOverrides }),
        ...byIdOrInline('squad', squad),
        ...byIdOrInline('workflow', workflow),
        ...(workflowOverrides && { workflowOverrides }),
      };
      const call = await request<WebCallResponse>({
        baseUrl: this.apiBaseUrl,
        token: this.publicKey,
        method: 'POST',
        path: '/call/web',
        body,
        signal: abort.signal,
      });
      abort.signal.throwIfAborted();
      const transport = this.createTransport(call);
      this.transport = transport;
      this.endedStatusSeen = false;
      await transport.join();
      abort.signal.throwIfAborted();
      this.joined = true;
      this.startSampling();
      return call;
    } catch (error) {
      // stop() during start is the caller's choice, not a failure.
      if (!abort.signal.aborted) this.emit('error', error);
      await this.cleanup();
      return null;
    } finally {
      this.starting = false;
      this.startAbort = undefined;
    }
  }

  private createTransport(call: WebCallResponse): CallTransport {
    const url = call.transport?.websocketCallUrl ?? call.webCallUrl;
    if (!url) throw new Error('The platform returned a call without a webCallUrl.');
    const isWebSocket = call.transport?.provider === 'vapi.websocket' || /^wss?:/.test(url);
    if (!isWebSocket) throw new Error('This build has no Daily transport yet: use the local platform.');
    const events: TransportEvents = {
      onAppMessage: (data) => this.onAppMessage(data),
      onLeft: () => void this.onLeft(transportRef),
      onError: (error) => this.emit('error', error),
    };
    const transportRef: CallTransport = new WebSocketTransport({ url, events });
    return transportRef;
  }

  private onAppMessage(data: string): void {
    if (data === 'listening') {
      this.emit('call-start');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch (error) {
      console.log('web-call: ignored an unparseable app message', error);
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
    const m = message as Record<string, unknown>;
    if (m.type === 'status-update' && m.status === 'ended') this.endedStatusSeen = true;
    this.emit('message', m);
  }

  private async onLeft(transport: CallTransport): Promise<void> {
    if (this.transport !== transport || !this.joined) return;
    if (!this.endedStatusSeen) {
      this.endedStatusSeen = true;
      this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    }
    await this.cleanup();
    this.emit('call-end');
  }

  private startSampling(): void {
    this.sampler = setInterval(() => {
      const level = this.transport?.remoteLevel() ?? 0;
      this.emit('volume-level', Math.min(1, level / VOLUME_NORMALISER));
      if (level > SPEAKING_THRESHOLD) {
        if (!this.speaking) {
          this.speaking = true;
          this.emit('speech-start');
        }
        clearTimeout(this.speechEndTimer);
        this.speechEndTimer = setTimeout(() => {
          this.speaking = false;
          this.emit('speech-end');
        }, SPEECH_END_DELAY_MS);
      }
    }, VOLUME_SAMPLE_MS);
  }

  send(message: Record<string, unknown>): void {
    this.transport?.sendMessage(JSON.stringify(message));
  }

  setMuted(muted: boolean): void {
    if (!this.transport) throw new Error(NO_CALL_OBJECT);
    this.transport.setMuted(muted).catch((error: unknown) => this.emit('error', error));
  }

  isMuted(): boolean {
    return this.transport?.isMuted() ?? false;
  }

  async stop(): Promise<void> {
    this.startAbort?.abort();
    const transport = this.transport;
    if (!transport) return;
    await transport.leave();
  }

  end(): void {
    this.send({ type: 'end-call' });
  }

  private async cleanup(): Promise<void> {
    clearInterval(this.sampler);
    clearTimeout(this.speechEndTimer);
    this.sampler = undefined;
    this.speaking = false;
    this.joined = false;
    const transport = this.transport;
    this.transport = undefined;
    await transport?.leave();
  }
}

function byIdOrInline(
  kind: 'assistant' | 'squad' | 'workflow',
  value: AssistantArg | undefined,
): WebCallRequest {
  if (value === undefined || value === '') return {};
  return typeof value === 'string' ? { [`${kind}Id`]: value } : { [kind]: value };
}
