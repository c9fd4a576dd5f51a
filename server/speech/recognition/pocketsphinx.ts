// pocketsphinx's model and decoders for one thread, on the C API bound in pocketsphinx-bindings.ts. Used only inside
// stt-worker.ts: every call here blocks its thread.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import koffi from 'koffi';
import { bind, type Bindings } from './pocketsphinx-bindings';
import { CEPSTRUM_LENGTH, cepstralMeanOf, cepstralNormalisation, type VoiceReading } from './cepstral-mean';
import { freeLanguageModel, readLanguageModel, type LanguageModel } from './language-model';
import { dictionaryOf } from './vocabulary';

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

const SEARCH_NAME = 'words';
const QUICK_SEARCH_NAME = 'quick';
/**
 * The decoders' search, narrowed so that a 2-core machine hears a crowd: one pass (not a second, flat one over the
 * whole utterance at its end), and at most five words ending in a frame. One decoder in one thread, on the
 * tuned-on challenges in flite's voices and the held-out ones: 0.125 of real time in CPU against pocketsphinx's
 * defaults' 0.23, and an utterance's end a few ms of search instead of a third of its decoding. `npm run eval:hear`:
 * 12.5/11.3 % of words wrong (tuned on/held out) against 11.4/10.1 %, every name heard, and the debates keep to the
 * issue asked as often as before on the held-out challenges as heard. A narrower search still is the quick one below.
 */
const SEARCH_OPTIONS = { '-fwdflat': 'no', '-maxwpf': '5' } as const;
/**
 * A second search beside it, for when a crowd speaks (recognition-streams.ts decides): a narrower phone beam and at
 * most 2,000 HMMs a frame. One decoder in one thread, on the tuned-on challenges in flite's voices and the held-out
 * ones, runs of each alternated in one process: 0.094 to 0.109 of real time in CPU against 0.129 to 0.143 for the
 * search above. `npm run eval:hear` with it: 12.7/11.6 % of words wrong (tuned on/held out) against 12.5/11.3 %,
 * every name heard. It is not the only search because the held-out challenges of the Morality Clash, as it hears
 * them, fall one under their floor.
 */
const QUICK_SEARCH_OPTIONS = { pbeam: 1e-40, maxhmmpf: 2000 } as const;

export interface PocketsphinxDecoder {
  /** The best hypothesis for one whole utterance of 16 kHz mono PCM16, lower case; '' if none. */
  decode(pcm: Int16Array): string;
  /**
   * Starts an utterance that is fed piece by piece as it is spoken (cepstral mean normalisation then runs live,
   * from the previous utterances' estimate), with the quick search if asked. decode() is refused until finish().
   */
  begin(options?: { quick?: boolean }): void;
  /** Makes the quick search now, ahead of need (about 0.1 s): else begin() makes it the first time it is asked for. */
  makeQuickSearch(): void;
  /**
   * The voice's cepstral mean the next utterance is normalised with, live: it moves towards each utterance's own
   * at its end. It belongs to a speaker, not to a decoder: save it after a speaker's utterance and give it back
   * before their next, or give the model's `initialMean` for a new speaker. Undefined where this build of
   * pocketsphinx does not let it be read (decoding works, normalised from the decoder's last utterances).
   */
  readonly cepstralMean: CepstralMean | undefined;
  /** Decodes the next piece of the utterance begun; returns the best hypothesis so far. */
  feed(pcm: Int16Array): string;
  /** Ends the utterance begun: only the last step of the search is left. Its final hypothesis. */
  finish(): string;
  free(): void;
}

/** Get and set a decoder's live cepstral mean (13 coefficients). */
export interface CepstralMean {
  get(): Float32Array;
  set(mean: Float32Array): void;
}

/**
 * The acoustic model, dictionary and language model loaded for one thread. Each decoder holds its own
 * dictionary and search (about 22 MB with the vocabulary's dictionary, 34 once it has made its quick search too);
 * the language model (about 35 MB) is read once and shared by them all.
 * Not thread-safe: every decoder of a model must be used from the thread that loaded it.
 */
export type { VoiceReading };

export interface RecognitionModel {
  /** The decoder opened with the model. */
  readonly first: PocketsphinxDecoder;
  /** The acoustic model's own starting cepstral mean (its -cmninit), for a speaker not heard before. */
  readonly initialMean: Float32Array | undefined;
  /**
   * The cepstral mean of this audio as a decoder normalising over all of it computes it, from the front end alone
   * (no search: a few ms for seconds of speech): a new speaker's voice, read off their first words; with how much
   * of the audio it was read from. Undefined where the decoders' means cannot be set, or for audio with no frame of
   * speech energy.
   */
  voiceMean(pcm: Int16Array): VoiceReading | undefined;
  /** Another decoder on the same language model, for another utterance decoded at the same time. */
  openDecoder(): PocketsphinxDecoder;
  /**
   * How likely a sentence is to end after these words (lower case, space-separated): the generic model's
   * P(end of sentence | their last two words), learnt from far more English than our debates; 0 for no words.
   */
  endChance(words: string): number;
  /** Frees every decoder and the language model. */
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

/**
 * Loads pocketsphinx's model for this thread: the generic language model, mixed with our debates' own when
 * `domain` is given, and a first decoder. Throws with what failed; nothing is left allocated then.
 */
export function loadRecognitionModel(
  libPath: string,
  modelDir: string,
  domain?: DomainLanguageModel,
): RecognitionModel {
  if (domain && !(domain.weight > 0 && domain.weight < 1)) {
    throw new Error('The domain model weight must be in (0, 1)');
  }
  const lib = koffi.load(libPath);
  const ps = bind(lib);
  const files = modelFiles(modelDir);
  const decoders = new Set<PocketsphinxDecoder>();
  let lm: LanguageModel | undefined;
  let dictionary: string;
  try {
    // Silent from the start: sphinxbase logs every step to stderr by default. Its log stream is one for the whole
    // process, and a null stream turns it off with no file opened or closed. Redirecting it instead (err_set_logfile,
    // or -logfn, which ps_init hands to it) closes the stream it replaces: two workers' threads doing that at once
    // closed one stream twice, and the server died of a corrupted heap.
    ps.errSetLogfp(null);
    lm = readLanguageModel(ps, configure(ps, {}), files.lm, domain);
    dictionary = dictionaryOf(readFileSync(files.dict, 'utf8'), lm.vocabulary);
  } catch (error) {
    if (lm) freeLanguageModel(ps, lm);
    lib.unload();
    throw error;
  }
  const language = lm;

  // A decoder with the vocabulary's dictionary and the shared language model.
  const initDecoder = (): unknown => {
    const dir = mkdtempSync(join(tmpdir(), 'debate-dict-'));
    let decoder: unknown;
    try {
      const path = join(dir, 'vocabulary.dict');
      writeFileSync(path, dictionary);
      const config = configure(ps, { '-hmm': files.hmm, '-dict': path, ...SEARCH_OPTIONS });
      decoder = ps.psInit(config);
      // ps_init keeps its own reference to the configuration, and has read the dictionary.
      ps.cmdLnFree(config);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    if (!decoder) throw new Error(`pocketsphinx could not load the model in ${modelDir}`);
    try {
      // Before any search exists, so that each word is only added to the dictionary (update = 0).
      for (const { word, phones } of domain?.pronunciations ?? []) {
        if ((ps.psAddWord(decoder, word, phones, 0) as number) < 0) {
          throw new Error(`pocketsphinx refused the pronunciation of "${word}": ${phones}`);
        }
      }
      // ps_set_lm keeps its own reference to the model; ours is released when the model is freed.
      if (
        (ps.psSetLm(decoder, SEARCH_NAME, language.search) as number) < 0 ||
        (ps.psSetSearch(decoder, SEARCH_NAME) as number) < 0
      ) {
        throw new Error('pocketsphinx could not use the language model');
      }
    } catch (error) {
      ps.psFree(decoder);
      throw error;
    }
    return decoder;
  };

  /**
   * Adds the quick search to a decoder, the first time it is asked for (about 12 MB and 0.1 s, as much again as the
   * full one): a decoder that never hears a crowd never makes it. A search reads its beams from the decoder's
   * configuration when it is made: the quick one's are set for it, then put back.
   */
  const addQuickSearch = (decoder: unknown): void => {
    const own = ps.psGetConfig(decoder);
    const pbeam = ps.cmdLnFloat(own, '-pbeam') as number;
    const maxhmmpf = ps.cmdLnInt(own, '-maxhmmpf') as number;
    ps.cmdLnSetFloat(own, '-pbeam', QUICK_SEARCH_OPTIONS.pbeam);
    ps.cmdLnSetInt(own, '-maxhmmpf', QUICK_SEARCH_OPTIONS.maxhmmpf);
    const made = ps.psSetLm(decoder, QUICK_SEARCH_NAME, language.search) as number;
    ps.cmdLnSetFloat(own, '-pbeam', pbeam);
    ps.cmdLnSetInt(own, '-maxhmmpf', maxhmmpf);
    if (made < 0) throw new Error('pocketsphinx could not make its quick search');
  };

  // The decoders' configuration, for a front end like theirs in voiceMean.
  let config: unknown;
  const openDecoder = (): PocketsphinxDecoder => {
    const raw = initDecoder();
    config ??= ps.psGetConfig(raw);
    const decoder = wrapDecoder(ps, raw, addQuickSearch, (self) => decoders.delete(self));
    decoders.add(decoder);
    return decoder;
  };

  let first: PocketsphinxDecoder;
  try {
    first = openDecoder();
  } catch (error) {
    freeLanguageModel(ps, language);
    lib.unload();
    throw error;
  }
  const endOfSentence = ps.ngramWid(language.generic, '</s>') as number;
  let freed = false;
  return {
    first,
    initialMean: first.cepstralMean?.get(),
    voiceMean(pcm) {
      if (freed || !first.cepstralMean || pcm.length === 0) return undefined;
      // A front end of its own each time (about a millisecond to make): its noise estimate starts afresh, as a
      // new decoder's does, whatever voice it read before.
      const frontEnd: unknown = ps.feInit(config);
      if (!frontEnd) return undefined;
      try {
        return cepstralMeanOf(ps, frontEnd, pcm);
      } finally {
        ps.feFree(frontEnd);
      }
    },
    openDecoder() {
      if (freed) throw new Error('The recognition model was freed');
      return openDecoder();
    },
    endChance(words) {
      const said = words.split(' ').filter((word) => word !== '');
      if (freed || said.length === 0) return 0;
      // The history goes most recent word first; a short one starts at the sentence's start.
      const history = ['<s>', ...said].slice(-2).reverse();
      const ids = Int32Array.from(history, (word) => ps.ngramWid(language.generic, word) as number);
      const logProb = ps.ngramNgProb(language.generic, endOfSentence, ids, ids.length, [0]) as number;
      return 10 ** (ps.logmathToLog10(language.lmath, logProb) as number);
    },
    free() {
      if (freed) return;
      freed = true;
      for (const decoder of [...decoders]) decoder.free();
      freeLanguageModel(ps, language);
      lib.unload();
    },
  };
}

/** One decoder of a model; `addQuickSearch` makes its quick search, `onFree` tells the model it is gone. */
function wrapDecoder(
  ps: Bindings,
  decoder: unknown,
  addQuickSearch: (decoder: unknown) => void,
  onFree: (self: PocketsphinxDecoder) => void,
): PocketsphinxDecoder {
  let freed = false;
  let streaming = false;
  let hasQuickSearch = false;
  const usable = (): void => {
    if (freed) throw new Error('The pocketsphinx decoder was freed');
  };
  const hypothesis = (): string => ((ps.psGetHyp(decoder, null) as string | null) ?? '').trim();
  const cmn = cepstralNormalisation(ps, decoder);
  const makeQuickSearch = (): void => {
    if (hasQuickSearch) return;
    addQuickSearch(decoder);
    hasQuickSearch = true;
  };
  const startWith = (quick: boolean): void => {
    if (quick) makeQuickSearch();
    if ((ps.psSetSearch(decoder, quick ? QUICK_SEARCH_NAME : SEARCH_NAME) as number) < 0) {
      throw new Error('pocketsphinx could not switch its search');
    }
    if ((ps.psStartUtt(decoder) as number) < 0) throw new Error('ps_start_utt failed');
  };
  const self: PocketsphinxDecoder = {
    cepstralMean:
      cmn === undefined
        ? undefined
        : {
            get() {
              usable();
              const mean = new Float32Array(CEPSTRUM_LENGTH);
              ps.cmnLiveGet(cmn, mean);
              return mean;
            },
            set(mean) {
              usable();
              if (mean.length !== CEPSTRUM_LENGTH)
                throw new Error(`A cepstral mean has ${CEPSTRUM_LENGTH} values`);
              ps.cmnLiveSet(cmn, mean);
            },
          },
    begin({ quick = false } = {}) {
      usable();
      if (streaming) throw new Error('An utterance is already being decoded');
      startWith(quick);
      streaming = true;
    },
    makeQuickSearch() {
      usable();
      makeQuickSearch();
    },
    feed(pcm) {
      usable();
      if (!streaming) throw new Error('feed() needs begin() first');
      if (pcm.length > 0 && (ps.psProcessRaw(decoder, pcm, pcm.length, 0, 0) as number) < 0) {
        throw new Error('pocketsphinx could not decode the audio');
      }
      return hypothesis();
    },
    finish() {
      usable();
      if (!streaming) throw new Error('finish() needs begin() first');
      streaming = false;
      if ((ps.psEndUtt(decoder) as number) < 0)
        throw new Error('pocketsphinx could not finish the utterance');
      return hypothesis();
    },
    decode(pcm) {
      usable();
      if (streaming) throw new Error('An utterance is being fed: finish() it first');
      startWith(false);
      // full_utt = 1: the whole utterance at once, so cepstral mean normalisation sees all of it.
      const processed = ps.psProcessRaw(decoder, pcm, pcm.length, 0, 1) as number;
      if ((ps.psEndUtt(decoder) as number) < 0 || processed < 0) {
        throw new Error('pocketsphinx could not decode the audio');
      }
      return hypothesis();
    },
    free() {
      if (freed) return;
      freed = true;
      ps.psFree(decoder);
      onFree(self);
    },
  };
  return self;
}

/** A configuration for our decoders, with these options besides; the caller frees it. */
function configure(ps: Bindings, options: Record<string, string>): unknown {
  const variadic = Object.entries(options).flatMap(([name, value]) => ['str', name, 'str', value]);
  const config: unknown = ps.cmdLnInit(null, ps.psArgs(), 1, ...variadic, 'str', null);
  if (!config) throw new Error('pocketsphinx rejected its configuration');
  return config;
}
