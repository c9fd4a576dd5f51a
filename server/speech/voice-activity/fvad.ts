import createFvadModule, { type FvadModule } from '@echogarden/fvad-wasm';
import { SAMPLE_RATE } from '../pcm';

/** libfvad accepts 10, 20 or 30 ms frames; 30 ms gives the steadiest decisions. */
export const VAD_FRAME_MS = 30;
export const VAD_FRAME_SAMPLES = (SAMPLE_RATE * VAD_FRAME_MS) / 1000;
export type VadAggressiveness = 0 | 1 | 2 | 3;

/** One WebRTC voice activity detector. */
export interface Fvad {
  /** Whether one VAD_FRAME_SAMPLES-long frame holds speech. */
  isSpeech(frame: Int16Array): boolean;
  reset(): void;
  free(): void;
}

// The wasm module is loaded once per process (per thread) and shared by every detector.
let modulePromise: Promise<FvadModule> | undefined;

function loadModule(): Promise<FvadModule> {
  modulePromise ??= createFvadModule().catch((error: unknown) => {
    modulePromise = undefined;
    throw error;
  });
  return modulePromise;
}

export async function createFvad(aggressiveness: VadAggressiveness): Promise<Fvad> {
  const wasm = await loadModule();
  const instance = wasm._fvad_new();
  if (instance === 0) throw new Error('fvad_new failed: out of memory');
  const buffer = wasm._malloc(VAD_FRAME_SAMPLES * Int16Array.BYTES_PER_ELEMENT);
  if (buffer === 0) {
    wasm._fvad_free(instance);
    throw new Error('fvad frame buffer: out of memory');
  }
  // fvad_reset also puts mode and sample rate back to their defaults (0 and 8 kHz), so both are set again.
  const configure = (): void => {
    if (
      wasm._fvad_set_mode(instance, aggressiveness) !== 0 ||
      wasm._fvad_set_sample_rate(instance, SAMPLE_RATE) !== 0
    ) {
      throw new Error(`fvad rejected mode ${aggressiveness} at ${SAMPLE_RATE} Hz`);
    }
  };
  try {
    configure();
  } catch (error) {
    wasm._fvad_free(instance);
    wasm._free(buffer);
    throw error;
  }
  let freed = false;

  return {
    isSpeech(frame) {
      if (freed) throw new Error('This voice activity detector was freed');
      if (frame.length !== VAD_FRAME_SAMPLES) {
        throw new RangeError(`fvad needs ${VAD_FRAME_SAMPLES}-sample frames, got ${frame.length}`);
      }
      wasm.HEAP16.set(frame, buffer / Int16Array.BYTES_PER_ELEMENT);
      const verdict = wasm._fvad_process(instance, buffer, VAD_FRAME_SAMPLES);
      if (verdict < 0) throw new Error('fvad_process failed');
      return verdict === 1;
    },
    reset() {
      if (freed) return;
      wasm._fvad_reset(instance);
      configure();
    },
    free() {
      if (freed) return;
      freed = true;
      wasm._fvad_free(instance);
      wasm._free(buffer);
    },
  };
}
