import type { CallTransport, TransportEvents, TransportOptions } from '../transport';

/** A transport that records what the core asks of it; tests drive its events. */
export class FakeTransport implements CallTransport {
  static alive = 0;
  static maxAlive = 0;
  readonly sent: string[] = [];
  readonly events: TransportEvents;
  left = false;
  muted: boolean;
  joinError: Error | undefined;
  /** setMuted rejects with this, as a transport does when the microphone cannot be opened. */
  muteError: unknown;
  leaveDelayMs = 0;

  constructor(readonly options: TransportOptions) {
    this.events = options.events;
    this.muted = options.startMuted;
    FakeTransport.alive += 1;
    FakeTransport.maxAlive = Math.max(FakeTransport.maxAlive, FakeTransport.alive);
  }

  static reset(): void {
    FakeTransport.alive = 0;
    FakeTransport.maxAlive = 0;
  }

  async join(): Promise<void> {
    if (this.joinError) throw this.joinError;
  }

  sendMessage(message: string): void {
    this.sent.push(message);
  }

  async setMuted(muted: boolean): Promise<void> {
    if (this.muteError) throw this.muteError;
    this.muted = muted;
  }

  /** What the core asked of the devices and the audio, in order. */
  readonly deviceLog: string[] = [];

  async setInputDevice(deviceId: string): Promise<void> {
    this.deviceLog.push(`input:${deviceId}`);
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    this.deviceLog.push(`output:${deviceId}`);
  }

  async resumeAudio(): Promise<void> {
    this.deviceLog.push('resume');
  }

  isMuted(): boolean {
    return this.muted;
  }

  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    if (this.leaveDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.leaveDelayMs));
    FakeTransport.alive -= 1;
  }
}
