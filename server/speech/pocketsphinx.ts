// koffi bindings to the Debian pocketsphinx 0.8+5prealpha C API (sphinxbase's cmd_ln_* and ngram_model_* come in
// with it). Used only inside stt-worker.ts: every call here blocks its thread.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import koffi from 'koffi';

/**
 * A language model of our own debates, mixed with the generic one so that the words said in our debates (the
 * philosophers' names above all) win where they are said, while everything else is still heard.
 */
export interface DomainLanguageModel {
  /** The model as an ARPA text file (ngram-model.ts). */
  arpa: string;
  /** Its share of each word's probability, between 0 and 1; the generic model has the rest. */
  weight: number;
  /** Words the dictionary lacks, and other ways to say a word it has ("leibniz(2)"), in its phone set. */
  pronunciations: readonly Pronunciation[];
}

export interface Pronunciation {
  word: string;
  /** CMU phones, space-separated: "L AY B N IH T S". */
  phones: string;
}

/** sphinxbase's ngram_file_type_t. */
const NGRAM_AUTO = 0;
const NGRAM_ARPA = 1;
const SEARCH_NAME = 'debate';

export interface PocketsphinxDecoder {
  /** The best hypothesis for one whole utterance of 16 kHz mono PCM16, lower case; '' if none. */
  decode(pcm: Int16Array): string;
  /**
   * Starts an utterance that is fed piece by piece as it is spoken (cepstral mean normalisation then runs live,
   * from the previous utterances' estimate). decode() is refused until finish().
   */
  begin(): void;
  /** Decodes the next piece of the utterance begun; returns the best hypothesis so far. */
  feed(pcm: Int16Array): string;
  /** Ends the utterance begun: only the last step of the search is left. Its final hypothesis. */
  finish(): string;
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

export function openDecoder(
  libPath: string,
  modelDir: string,
  domain?: DomainLanguageModel,
): PocketsphinxDecoder {
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
    // With a domain model the generic one is loaded below, to be mixed with it.
    ...(!domain && { '-lm': files.lm }),
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
  if (domain) {
    try {
      useDomainModel(lib, decoder, files.lm, domain);
    } catch (error) {
      psFree(decoder);
      throw error;
    }
  }

  let freed = false;
  let streaming = false;
  const usable = (): void => {
    if (freed) throw new Error('The pocketsphinx decoder was freed');
  };
  const hypothesis = (): string => ((psGetHyp(decoder, null) as string | null) ?? '').trim();
  return {
    begin() {
      usable();
      if (streaming) throw new Error('An utterance is already being decoded');
      if (psStartUtt(decoder) < 0) throw new Error('ps_start_utt failed');
      streaming = true;
    },
    feed(pcm) {
      usable();
      if (!streaming) throw new Error('feed() needs begin() first');
      if (pcm.length > 0 && (psProcessRaw(decoder, pcm, pcm.length, 0, 0) as number) < 0) {
        throw new Error('pocketsphinx could not decode the audio');
      }
      return hypothesis();
    },
    finish() {
      usable();
      if (!streaming) throw new Error('finish() needs begin() first');
      streaming = false;
      if (psEndUtt(decoder) < 0) throw new Error('pocketsphinx could not finish the utterance');
      return hypothesis();
    },
    decode(pcm) {
      usable();
      if (streaming) throw new Error('An utterance is being fed: finish() it first');
      if (psStartUtt(decoder) < 0) throw new Error('ps_start_utt failed');
      // full_utt = 1: the whole utterance at once, so cepstral mean normalisation sees all of it.
      const processed = psProcessRaw(decoder, pcm, pcm.length, 0, 1) as number;
      if (psEndUtt(decoder) < 0 || processed < 0) throw new Error('pocketsphinx could not decode the audio');
      return hypothesis();
    },
    free() {
      if (freed) return;
      freed = true;
      psFree(decoder);
      lib.unload();
    },
  };
}

/** Adds the domain's words, then makes the mix of the generic model and the domain's the decoder's search. */
function useDomainModel(
  lib: ReturnType<typeof koffi.load>,
  decoder: unknown,
  genericPath: string,
  domain: DomainLanguageModel,
) {
  const psAddWord = lib.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)');
  const psGetConfig = lib.func('void *ps_get_config(void *ps)');
  const psGetLogmath = lib.func('void *ps_get_logmath(void *ps)');
  const psSetLm = lib.func('int ps_set_lm(void *ps, const char *name, void *lm)');
  const psSetSearch = lib.func('int ps_set_search(void *ps, const char *name)');
  const ngramRead = lib.func('void *ngram_model_read(void *config, const char *path, int type, void *lmath)');
  const ngramFree = lib.func('int ngram_model_free(void *model)');
  const ngramSetInit = lib.func(
    'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)',
  );

  if (!(domain.weight > 0 && domain.weight < 1)) throw new Error('The domain model weight must be in (0, 1)');
  // Before any search exists, so that each word is only added to the dictionary (update = 0).
  for (const { word, phones } of domain.pronunciations) {
    if ((psAddWord(decoder, word, phones, 0) as number) < 0) {
      throw new Error(`pocketsphinx refused the pronunciation of "${word}": ${phones}`);
    }
  }
  const config: unknown = psGetConfig(decoder);
  const lmath: unknown = psGetLogmath(decoder);
  const generic: unknown = ngramRead(config, genericPath, NGRAM_AUTO, lmath);
  if (!generic) throw new Error(`pocketsphinx could not read the language model ${genericPath}`);
  const dir = mkdtempSync(join(tmpdir(), 'debate-lm-'));
  let own: unknown;
  try {
    const path = join(dir, 'debate.arpa');
    writeFileSync(path, domain.arpa);
    own = ngramRead(config, path, NGRAM_ARPA, lmath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!own) {
    ngramFree(generic);
    throw new Error('pocketsphinx could not read the debate language model');
  }
  // The set owns both models from here on; interpolation, since weights are given.
  const mixed: unknown = ngramSetInit(
    config,
    [generic, own],
    ['generic', SEARCH_NAME],
    new Float32Array([1 - domain.weight, domain.weight]),
    2,
  );
  if (!mixed) {
    ngramFree(generic);
    ngramFree(own);
    throw new Error('pocketsphinx could not mix the language models');
  }
  // ps_set_lm keeps its own reference (as ps_set_lm_file does), so ours is released either way.
  const set = psSetLm(decoder, SEARCH_NAME, mixed) as number;
  ngramFree(mixed);
  if (set < 0 || (psSetSearch(decoder, SEARCH_NAME) as number) < 0) {
    throw new Error('pocketsphinx could not use the debate language model');
  }
}
