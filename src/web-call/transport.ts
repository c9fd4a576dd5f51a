import type { WebCallResponse } from '../platform-api';
import type { CallLeft, WebCallError } from './errors';

/** What a transport reports to the client core. The core drops reports of a transport it no longer holds. */
export interface TransportEvents {
  /** One app message from the platform: the string 'listening' or a JSON text. */
  onAppMessage(data: string): void;
  /** The summed remote (assistant) audio level, 0..1 and not normalised, every VOLUME_SAMPLE_MS while joined. */
  onRemoteLevel(level: number): void;
  /** The meeting was left: by us, by the platform, or the connection broke. Fires at most once. */
  onLeft(left: CallLeft): void;
  /** A failure during the call. A failure to join rejects join() instead. */
  onError(error: WebCallError): void;
  /** A remote video track of the assistant (a video avatar voice such as 'tavus'). */
  onVideo(track: MediaStreamTrack): void;
  /** A participant's state changed (Daily only). */
  onParticipantUpdated(participant: unknown): void;
}

/** What the client core needs from a media transport (Daily or WebSocket); it never knows which it drives. */
export interface CallTransport {
  /** Connects and resolves once audio can flow; rejects with the reason otherwise. */
  join(): Promise<void>;
  /** Sends one app message (a string, usually JSON) to the platform. */
  sendMessage(message: string): void;
  /** Mutes or unmutes the visitor's microphone; rejects when the microphone cannot be opened. */
  setMuted(muted: boolean): Promise<void>;
  isMuted(): boolean;
  /**
   * Switches the microphone to this input device (now if it is open, else when it opens); rejects when the
   * device cannot be opened, leaving the previous one in use.
   */
  setInputDevice(deviceId: string): Promise<void>;
  /** Plays the assistant through this output device; rejects where the browser cannot choose one. */
  setOutputDevice(deviceId: string): Promise<void>;
  /**
   * Starts the assistant's audio after the browser held it back ('audio-blocked'). Call it from a click or a key
   * press: the browser allows playback only then. What was held back plays from its first word.
   */
  resumeAudio(): Promise<void>;
  /** Leaves and releases every resource: call objects, sockets, tracks, audio nodes and elements, timers. Idempotent. */
  leave(): Promise<void>;
}

export interface TransportOptions {
  call: WebCallResponse;
  events: TransportEvents;
  /** Start with the microphone muted (the official SDK's dailyCallObject.startAudioOff). */
  startMuted: boolean;
}

/** True when the created call runs on the platform's WebSocket transport rather than on Daily (docs/architecture.md section 2). */
export function usesWebSocketTransport(call: WebCallResponse): boolean {
  const url = call.transport?.websocketCallUrl ?? call.webCallUrl ?? '';
  return call.transport?.provider === 'vapi.websocket' || /^wss?:/.test(url);
}
