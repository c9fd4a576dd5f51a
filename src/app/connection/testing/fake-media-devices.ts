import type { MicrophoneDevices } from '../check-microphone';

/**
 * A fake of `navigator.mediaDevices` for the microphone check: only getUserMedia and enumerateDevices. Every call
 * and every track stop lands in `log`, in order.
 */
export class FakeMediaDevices implements MicrophoneDevices {
  readonly log: string[] = [];
  /** Why getUserMedia fails; undefined: it grants a stream of `trackCount` tracks. */
  denial: unknown = undefined;
  trackCount = 1;
  deviceKinds: string[] = ['audioinput', 'audiooutput'];

  getUserMedia(constraints: { audio: true }): Promise<{ getTracks(): { stop(): void }[] }> {
    this.log.push(`getUserMedia(${JSON.stringify(constraints)})`);
    if (this.denial !== undefined) return Promise.reject(this.denial);
    const tracks = Array.from({ length: this.trackCount }, (_, index) => ({
      stop: () => this.log.push(`track ${index} stopped`),
    }));
    return Promise.resolve({ getTracks: () => tracks });
  }

  enumerateDevices(): Promise<{ kind: string }[]> {
    this.log.push('enumerateDevices');
    return Promise.resolve(this.deviceKinds.map((kind) => ({ kind })));
  }
}
