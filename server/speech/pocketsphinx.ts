// koffi bindings to the Debian pocketsphinx 0.8+5prealpha C API (sphinxbase's cmd_ln_* comes in with it).
// Used only inside stt-worker.ts: every call here blocks its thread.
import { join } from 'node:path';
import koffi from 'koffi';

export interface PocketsphinxDecoder {
  /** The best hypothesis for one whole utterance of 16 kHz mono PCM16, lower case; '' if none. */
  decode(pcm: Int16Array): string;
  free(): void;
}

/** The files of an en-us model directory as Debian's pocketsphinx-en-us lays them out. */
export function modelFiles(modelDir: string): { hmm: string; lm: string; dict: string } {
  return {
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
}

export function openDecoder(libPath: string, modelDir: string): PocketsphinxDecoder {
  const lib = koffi.load(libPath);
  const psArgs = lib.func('void *ps_args(void)');
  // Variadic: pairs of (type, value) for each extra argument, NULL-terminated.
  const cmdLnInit = lib.func('void *cmd_ln_init(void *inout, void *defn, int strict, ...)');
  const cmdLnFree = lib.func('int cmd_ln_free_r(void *config)');
  const psInit = lib.func('void *ps_init(void *config)');
  const psFree = lib.func('int ps_free(void *decoder)');
  const psStartUtt = lib.func('int ps_start_utt(void *decoder)');
  const psProcessRaw = lib.func(
    'int ps_process_raw(void *decoder, const int16_t *data, size_t samples, int no_search, int full_utt)',
  );
  const psEndUtt = lib.func('int ps_end_utt(void *decoder)');
  const psGetHyp = lib.func('const char *ps_get_hyp(void *decoder, int32_t *out_best_score)');

  const files = modelFiles(modelDir);
  const options: Record<string, string> = {
    '-hmm': files.hmm,
    '-lm': files.lm,
    '-dict': files.dict,
    // pocketsphinx logs every step to stderr by default.
    '-logfn': '/dev/null',
  };
  const variadic = Object.entries(options).flatMap(([name, value]) => ['str', name, 'str', value]);
  const config: unknown = cmdLnInit(null, psArgs(), 1, ...variadic, 'str', null);
  if (!config) throw new Error('pocketsphinx rejected its configuration');
  const decoder: unknown = psInit(config);
  // ps_init keeps its own reference to the configuration.
  cmdLnFree(config);
  if (!decoder) throw new Error(`pocketsphinx could not load the model in ${modelDir}`);

  let freed = false;
  return {
    decode(pcm) {
      if (freed) throw new Error('The pocketsphinx decoder was freed');
      if (psStartUtt(decoder) < 0) throw new Error('ps_start_utt failed');
      // full_utt = 1: the whole utterance at once, so cepstral mean normalisation sees all of it.
      const processed = psProcessRaw(decoder, pcm, pcm.length, 0, 1) as number;
      if (psEndUtt(decoder) < 0 || processed < 0) throw new Error('pocketsphinx could not decode the audio');
      const hypothesis = psGetHyp(decoder, null) as string | null;
      return (hypothesis ?? '').trim();
    },
    free() {
      if (freed) return;
      freed = true;
      psFree(decoder);
      lib.unload();
    },
  };
}
