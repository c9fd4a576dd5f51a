import captureWorkletUrl from './audio/capture-worklet.ts?worker&url';
import { PcmPlayer } from './audio/pcm-player';
import { VOLUME_SAMPLE_MS } from './constants';
import { WebCallError, type CallLeft } from './errors';
import type { CallTransport, TransportOptions } from './transport';

export interface WebSocketTransportOptions extends TransportOptions {
  /** Injected for tests; the browser's by default. */
  createSocket?: (url: string) => WebSocket;
  createAudioContext?: () => AudioContext;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
}

/** Noise suppression on by default (spec section 4); echo cancellation keeps the philosophers out of the mic. */
const MIC_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

/**
 * The local platform's transport (DESIGN.md section 4): JSON and strings as text frames, PCM16 16 kHz as binary.
 * The microphone opens on the first unmute, so a muted visitor's audio never even leaves the device.
 */
export class WebSocketTransport implements CallTransport {
  private socket: WebSocket | undefined;
  private context: AudioContext | undefined;
  private player: PcmPlayer | undefined;
  private mic:
    { stream: MediaStream; source: MediaStreamAudioSourceNode; node: AudioWorkletNode } | undefined;
  private micPending: Promise<void> | undefined;
  private muted: boolean;
  private left = false;
  private sampler: ReturnType<typeof setInterval> | undefined;
  private rejectJoin: ((error: Error) => void) | undefined;

  constructor(private readonly options: WebSocketTransportOptions) {
    this.muted = options.startMuted;
  }

  async join(): Promise<void> {
    const url = this.options.call.transport?.websocketCallUrl ?? this.options.call.webCallUrl;
    if (!url) throw new Error('The platform returned a call without a webCallUrl.');
    await this.connect(url);
    this.sampler = setInterval(
      () => this.options.events.onRemoteLevel(this.player?.level() ?? 0),
      VOLUME_SAMPLE_MS,
    );
    if (!this.muted) await this.setMuted(false);
  }

  private connect(url: string): Promise<void> {
    const createSocket = this.options.createSocket ?? ((target: string) => new WebSocket(target));
    const socket = createSocket(url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.context = (this.options.createAudioContext ?? (() => new AudioContext()))();
    this.player = new PcmPlayer(this.context);
    return new Promise<void>((resolve, reject) => {
      this.rejectJoin = reject;
      socket.onopen = () => {
        this.rejectJoin = undefined;
        void this.context?.resume();
        socket.send('playable');
        resolve();
      };
      socket.onmessage = (event: MessageEvent<string | ArrayBuffer>) => this.receive(event.data);
      socket.onerror = () => {
        // The browser hides the reason; onclose follows with a code.
      };
      socket.onclose = (event) => {
        const joining = this.rejectJoin;
        this.rejectJoin = undefined;
        joining?.(
          new WebCallError('join-failed', `Could not connect to the voice transport (code ${event.code}).`),
        );
        // 1000 is the platform's goodbye after its last status-update; anything else is a broken connection.
        const detail = `closed with code ${event.code}${event.reason ? ` (${event.reason})` : ''}`;
        void this.release({ by: event.code === 1000 ? 'platform' : 'connection', detail });
      };
    });
  }

  private receive(data: string | ArrayBuffer): void {
    if (typeof data !== 'string') {
      this.player?.enqueue(new Int16Array(data));
      return;
    }
    if (data.includes('"user-interrupted"')) this.player?.flush();
    this.options.events.onAppMessage(data);
  }

  sendMessage(message: string): void {
    const socket = this.socket;
    if (socket && socket.readyState === socket.OPEN) socket.send(message);
  }

  async setMuted(muted: boolean): Promise<void> {
    this.muted = muted;
    if (!muted && !this.mic) {
      this.micPending ??= this.openMic().finally(() => (this.micPending = undefined));
      await this.micPending;
    }
    for (const track of this.mic?.stream.getAudioTracks() ?? []) track.enabled = !this.muted;
  }

  isMuted(): boolean {
    return this.muted;
  }

  private async openMic(): Promise<void> {
    const context = this.context;
    if (!context) throw new Error('The call is not connected.');
    const getUserMedia = this.options.getUserMedia ?? ((c) => navigator.mediaDevices.getUserMedia(c));
    const stream = await getUserMedia(MIC_CONSTRAINTS);
    if (this.left) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    await context.audioWorklet.addModule(captureWorkletUrl);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'dialectic-capture');
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      const socket = this.socket;
      if (!this.muted && socket && socket.readyState === socket.OPEN) socket.send(event.data);
    };
    // The worklet must be pulled by the graph to run; a muted gain keeps the mic out of the speakers.
    const sink = context.createGain();
    sink.gain.value = 0;
    source.connect(node).connect(sink).connect(context.destination);
    this.mic = { stream, source, node };
  }

  leave(): Promise<void> {
    return this.release({ by: 'visitor' });
  }

  private async release(left: CallLeft): Promise<void> {
    if (this.left) return;
    this.left = true;
    clearInterval(this.sampler);
    this.rejectJoin?.(new WebCallError('join-failed', 'The call was left before it connected.'));
    const socket = this.socket;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(1000);
    }
    if (this.mic) {
      this.mic.node.port.onmessage = null;
      this.mic.node.disconnect();
      this.mic.source.disconnect();
      for (const track of this.mic.stream.getTracks()) track.stop();
      this.mic = undefined;
    }
    this.player?.close();
    await this.context?.close().catch(() => undefined);
    this.options.events.onLeft(left);
  }
}
