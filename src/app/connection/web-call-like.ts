import type { ClientMessage, WebCallEvents } from '../../web-call';

/** The client events the connect hook listens to. */
export type ConnectionEvent =
  'call-start' | 'call-end' | 'message' | 'error' | 'volume-level' | 'speech-start' | 'speech-end';

/**
 * The part of the web-call client (`WebCall`) that the connect hook uses, so a test fake stays small. `WebCall`
 * satisfies it; use-voice-connection.test.tsx checks that at compile time.
 */
export interface WebCallLike {
  start(assistant?: string, assistantOverrides?: Record<string, unknown>, squad?: string): Promise<unknown>;
  stop(): Promise<void>;
  send(message: ClientMessage): void;
  setMuted(muted: boolean): void;
  setInputDevicesAsync(options: { audioDeviceId?: string }): Promise<void>;
  setOutputDeviceAsync(options: { outputDeviceId?: string }): Promise<void>;
  resumeAudio(): Promise<void>;
  on<E extends ConnectionEvent>(event: E, handler: WebCallEvents[E]): unknown;
  off<E extends ConnectionEvent>(event: E, handler: WebCallEvents[E]): unknown;
}

/** What a call connects to: a debate's squad (one call for the whole debate) or a single assistant. */
export type ConnectTarget =
  { squadId: string } | { assistantId: string; assistantOverrides?: Record<string, unknown> };
