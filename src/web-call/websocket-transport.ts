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

/**
 * Noise suppression on by default (spec section 4); echo cancellation keeps the philosophers out of the mic. A
 * chosen device is asked for exactly: if it is gone, opening fails rather than silently using another one.
 */
function micConstraints(deviceId: string | undefined): MediaStreamConstraints {
  return {
    audio: {
      channelCount: 1,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      ...(deviceId && { deviceId: { exact: deviceId } }),
    },
  };
}

/** How long the audio context may take to start before the browser is taken to be holding it back. */
export const AUTOPLAY_WAIT_MS = 300;
export const AUDIO_BLOCKED_MESSAGE =
  "The browser is holding back the debate's audio until you click or press a key.";
export const MICROPHONE_LOST_MESSAGE =
  'Microphone lost: it was unplugged or switched off, and no other one could be opened.';

/** AudioContext.setSinkId, where the browser has it (Chromium 110+). */
type SinkableContext = AudioContext & { setSinkId?: (sinkId: string) => Promise<void> };

/**
 * The local platform's transport (docs/architecture.md section 4): JSON and strings as text frames, PCM16 16 kHz as binary.
 * The microphone opens on the first unmute, so a muted visitor's audio never even leaves the device.
 */
export class WebSocketTransport implements CallTransport {
  private socket: WebSocket | undefined;
  private context: AudioContext | undefined;
  private player: PcmPlayer | undefined;
  private mic:
    { stream: MediaStream; source: MediaStreamAudioSourceNode; node: AudioWorkletNode } | undefined;
  private micPending: Promise<void> | undefined;
  /** The input device the visitor chose; undefined for the browser's default. */
  private inputDeviceId: string | undefined;
  /** 'playable' was sent: the platform knows the visitor can hear it. */
  private playable = false;
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
        void this.startPlayback();
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

  /**
   * Starts the audio context. The platform is told 'playable' only once it runs; until then it waits a moment,
   * then speaks anyway, and the player holds what it sends, so that nothing of it is lost. If the browser's
   * autoplay policy holds the context back, the app is told ('audio-blocked') to offer a click.
   */
  private async startPlayback(): Promise<void> {
    const context = this.context;
    if (!context) return;
    context.onstatechange = () => {
      if (context.state === 'running') this.markPlayable();
    };
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, AUTOPLAY_WAIT_MS));
    await Promise.race([context.resume().catch(() => undefined), timeout]);
    if (this.left) return;
    if (context.state === 'running') this.markPlayable();
    else this.options.events.onError(new WebCallError('audio-blocked', AUDIO_BLOCKED_MESSAGE));
  }

  private markPlayable(): void {
    const socket = this.socket;
    if (this.playable || this.left || !socket || socket.readyState !== socket.OPEN) return;
    this.playable = true;
    socket.send('playable');
  }

  async resumeAudio(): Promise<void> {
    await this.context?.resume();
    if (this.context?.state === 'running') this.markPlayable();
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    const context = this.context as SinkableContext | undefined;
    if (!context?.setSinkId) {
      throw new WebCallError('audio-output', 'This browser cannot choose where the debate is played.');
    }
    try {
      await context.setSinkId(deviceId);
    } catch (error) {
      throw WebCallError.from('audio-output', error, 'The speaker could not be used:');
    }
  }

  async setInputDevice(deviceId: string): Promise<void> {
    const previous = this.inputDeviceId;
    this.inputDeviceId = deviceId;
    if (!this.mic) return;
    try {
      await this.switchMic(deviceId);
    } catch (error) {
      this.inputDeviceId = previous;
      throw WebCallError.from('microphone', error, 'The microphone could not be opened:');
    }
  }

  /** Feeds the capture from a new stream of this device (the default when undefined) and releases the old one. */
  private async switchMic(deviceId: string | undefined): Promise<void> {
    const mic = this.mic;
    const context = this.context;
    if (!mic || !context) return;
    const stream = await this.getUserMedia(micConstraints(deviceId));
    if (this.left || this.mic !== mic) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    mic.source.disconnect();
    for (const track of mic.stream.getTracks()) {
      track.onended = null;
      track.stop();
    }
    const source = context.createMediaStreamSource(stream);
    source.connect(mic.node);
    this.mic = { stream, source, node: mic.node };
    this.watchTracks(stream);
    for (const track of stream.getAudioTracks()) track.enabled = !this.muted;
  }

  /** A microphone unplugged mid-call: the browser's default takes over, or the app hears it is lost. */
  private watchTracks(stream: MediaStream): void {
    for (const track of stream.getAudioTracks()) {
      track.onended = () => {
        if (this.left || this.mic?.stream !== stream) return;
        this.inputDeviceId = undefined;
        this.switchMic(undefined).catch((error: unknown) => {
          this.options.events.onError(
            new WebCallError('microphone', MICROPHONE_LOST_MESSAGE, { cause: error }),
          );
        });
      };
    }
  }

  private getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
    const getUserMedia = this.options.getUserMedia ?? ((c) => navigator.mediaDevices.getUserMedia(c));
    return getUserMedia(constraints);
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
    const stream = await this.getUserMedia(micConstraints(this.inputDeviceId));
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
    this.watchTracks(stream);
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
      for (const track of this.mic.stream.getTracks()) {
        track.onended = null;
        track.stop();
      }
      this.mic = undefined;
    }
    if (this.context) this.context.onstatechange = null;
    this.player?.close();
    await this.context?.close().catch(() => undefined);
    this.options.events.onLeft(left);
  }
}
