// Runs in the AudioWorkletGlobalScope: turns the microphone (at the context's rate) into 20 ms frames of 16 kHz
// PCM16 and posts them to the main thread. Decimates with a simple averaging filter, enough for speech.

declare const sampleRate: number;
declare function registerProcessor(name: string, ctor: unknown): void;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}

const TARGET_RATE = 16_000;
const FRAME_SAMPLES = 320;

class CaptureProcessor extends AudioWorkletProcessor {
  private readonly step = sampleRate / TARGET_RATE;
  private position = 0;
  private sum = 0;
  private count = 0;
  private frame = new Int16Array(FRAME_SAMPLES);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    for (const sample of channel) {
      this.sum += sample;
      this.count += 1;
      this.position += 1;
      if (this.position >= this.step) {
        this.position -= this.step;
        const value = Math.max(-1, Math.min(1, this.sum / this.count));
        this.sum = 0;
        this.count = 0;
        this.frame[this.filled++] = value < 0 ? value * 0x8000 : value * 0x7fff;
        if (this.filled === FRAME_SAMPLES) {
          this.port.postMessage(this.frame.buffer, [this.frame.buffer]);
          this.frame = new Int16Array(FRAME_SAMPLES);
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor('dialectic-capture', CaptureProcessor);
