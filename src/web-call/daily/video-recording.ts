import { RECORDING_HEIGHT, RECORDING_WIDTH } from '../constants';
import type { DailyCallLike } from './daily-types';

/**
 * The video recording of a call and the 'say-first-message' control that waits for it (spec section 4): the
 * assistant holds its first words until the recording runs, so that the recording has them.
 */
export class VideoRecording {
  private requestedAt = 0;
  private running = false;
  private announced = false;

  /** Notes when the recording was asked for: at the join when a meeting token starts it, else at start(). */
  requested(): void {
    this.requestedAt = Date.now();
  }

  /** Asks daily-js to record; throws what daily-js throws. */
  start(call: DailyCallLike): void {
    this.requested();
    call.startRecording({ width: RECORDING_WIDTH, height: RECORDING_HEIGHT });
    this.running = true;
  }

  /** On 'recording-started': the control message to send, the first time only. */
  started(): string | undefined {
    this.running = true;
    if (this.announced) return undefined;
    this.announced = true;
    const delaySeconds = (Date.now() - this.requestedAt) / 1000;
    return JSON.stringify({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: delaySeconds,
    });
  }

  stopped(): void {
    this.running = false;
  }

  /** Stops a running recording: one a meeting token started keeps running after the visitor leaves otherwise. */
  stop(call: DailyCallLike): void {
    if (!this.running) return;
    this.running = false;
    call.stopRecording();
  }
}
