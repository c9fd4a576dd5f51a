// The emscripten factory of @echogarden/fvad-wasm (libfvad compiled to wasm); it ships no types.
declare module '@echogarden/fvad-wasm' {
  export interface FvadModule {
    /** Views of the wasm memory; replaced when the memory grows, so read them at the time of use. */
    HEAP16: Int16Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    _fvad_new(): number;
    _fvad_free(instance: number): void;
    _fvad_reset(instance: number): void;
    /** 0 (quality) to 3 (very aggressive); 0 on success, -1 on an invalid mode. */
    _fvad_set_mode(instance: number, mode: number): number;
    /** 8000, 16000, 32000 or 48000; 0 on success, -1 otherwise. */
    _fvad_set_sample_rate(instance: number, sampleRate: number): number;
    /** 1 voiced, 0 unvoiced, -1 on an invalid frame length (10, 20 or 30 ms only). */
    _fvad_process(instance: number, frame: number, samples: number): number;
  }
  const createFvadModule: (overrides?: object) => Promise<FvadModule>;
  export default createFvadModule;
}
