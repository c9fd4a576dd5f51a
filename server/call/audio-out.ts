import { FRAME_BYTES, FRAME_MS } from './audio-format';

/** How far ahead of real time audio is sent, so the browser's jitter buffer never runs dry. */
export const SEND_LEAD_MS = 200;
const TICK_MS = 20;

export type PlaybackEnd = 'finished' | 'interrupted';

/**
 * Streams PCM to the visitor at real-time pace in 20 ms frames (docs/architecture.md section 4): sending everything at
 * once would make barge-in impossible, since the browser would already hold the whole reply.
 */
export class AudioOut {
  private stopCurrent: (() => void) | undefined;

  constructor(
    private readonly sendFrame: (frame: Buffer) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get playing(): boolean {
    return this.stopCurrent !== undefined;
  }

  /** Resolves when the clip's last frame has been heard (not merely sent), or at interruption. */
  play(pcm: Int16Array, onProgress?: (heardFraction: number) => void): Promise<PlaybackEnd> {
    this.interrupt();
    const bytes = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
    const totalFrames = Math.ceil(bytes.length / FRAME_BYTES);
    const durationMs = totalFrames * FRAME_MS;
    const started = this.now();
    let sentFrames = 0;
    return new Promise<PlaybackEnd>((resolve) => {
      const finish = (end: PlaybackEnd): void => {
        clearInterval(timer);
        this.stopCurrent = undefined;
        resolve(end);
      };
      const tick = (): void => {
        const elapsed = this.now() - started;
        const due = Math.min(totalFrames, Math.floor((elapsed + SEND_LEAD_MS) / FRAME_MS) + 1);
        for (; sentFrames < due; sentFrames++) {
          const frame = Buffer.alloc(FRAME_BYTES);
          bytes.copy(frame, 0, sentFrames * FRAME_BYTES, (sentFrames + 1) * FRAME_BYTES);
          this.sendFrame(frame);
        }
        onProgress?.(Math.min(1, elapsed / durationMs));
        if (elapsed >= durationMs) finish('finished');
      };
      const timer = setInterval(tick, TICK_MS);
      this.stopCurrent = () => finish('interrupted');
      tick();
    });
  }

  interrupt(): void {
    this.stopCurrent?.();
  }
}
