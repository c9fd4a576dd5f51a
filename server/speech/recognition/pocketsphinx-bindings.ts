// koffi bindings to the Debian pocketsphinx 0.8+5prealpha C API (sphinxbase's cmd_ln_*, fe_* and ngram_model_* come
// in with it): the one place its C signatures are written. Used only by the recognition files on a worker's thread.
import type koffi from 'koffi';

type Library = ReturnType<typeof koffi.load>;

/** The functions the recogniser calls, bound in the library `lib`. */
export function bind(lib: Library) {
  return {
    psArgs: lib.func('void *ps_args(void)'),
    // Variadic: pairs of (type, value) for each extra argument, NULL-terminated.
    cmdLnInit: lib.func('void *cmd_ln_init(void *inout, void *defn, int strict, ...)'),
    cmdLnFree: lib.func('int cmd_ln_free_r(void *config)'),
    psInit: lib.func('void *ps_init(void *config)'),
    psFree: lib.func('int ps_free(void *decoder)'),
    psAddWord: lib.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)'),
    psGetConfig: lib.func('void *ps_get_config(void *ps)'),
    psSetLm: lib.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    psSetSearch: lib.func('int ps_set_search(void *ps, const char *name)'),
    psStartUtt: lib.func('int ps_start_utt(void *decoder)'),
    psProcessRaw: lib.func(
      'int ps_process_raw(void *decoder, const int16_t *data, size_t samples, int no_search, int full_utt)',
    ),
    psEndUtt: lib.func('int ps_end_utt(void *decoder)'),
    psGetHyp: lib.func('const char *ps_get_hyp(void *decoder, int32_t *out_best_score)'),
    ngramRead: lib.func('void *ngram_model_read(void *config, const char *path, int type, void *lmath)'),
    ngramFree: lib.func('int ngram_model_free(void *model)'),
    psGetFeat: lib.func('void *ps_get_feat(void *ps)'),
    cmnLiveGet: lib.func('void cmn_live_get(void *cmn, _Out_ float *vec)'),
    cmnLiveSet: lib.func('void cmn_live_set(void *cmn, const float *vec)'),
    ngramRetain: lib.func('void *ngram_model_retain(void *model)'),
    ngramWid: lib.func('int32_t ngram_wid(void *model, const char *word)'),
    ngramNgProb: lib.func(
      'int32_t ngram_ng_prob(void *model, int32_t wid, int32_t *history, int32_t n_hist, _Out_ int32_t *n_used)',
    ),
    logmathFree: lib.func('int logmath_free(void *lmath)'),
    logmathInit: lib.func('void *logmath_init(double base, int shift, int use_table)'),
    errSetLogfp: lib.func('void err_set_logfp(void *stream)'),
    cmdLnFloat: lib.func('double cmd_ln_float_r(void *config, const char *name)'),
    cmdLnInt: lib.func('long cmd_ln_int_r(void *config, const char *name)'),
    cmdLnSetFloat: lib.func('void cmd_ln_set_float_r(void *config, const char *name, double value)'),
    cmdLnSetInt: lib.func('void cmd_ln_set_int_r(void *config, const char *name, long value)'),
    ngramCounts: lib.func('uint32_t *ngram_model_get_counts(void *model)'),
    ngramWord: lib.func('const char *ngram_word(void *model, int32_t wid)'),
    logmathToLog10: lib.func('double logmath_log_to_log10(void *lmath, int logb_x)'),
    feInit: lib.func('void *fe_init_auto_r(void *config)'),
    feFree: lib.func('int fe_free(void *fe)'),
    feStartUtt: lib.func('int fe_start_utt(void *fe)'),
    feProcessUtt: lib.func(
      'int fe_process_utt(void *fe, const int16_t *spch, size_t nsamps, _Out_ void **cep_block, _Out_ int32_t *nframes)',
    ),
    feEndUtt: lib.func('int fe_end_utt(void *fe, _Out_ float *cepvector, _Out_ int32_t *nframes)'),
    ckdFree2d: lib.func('void ckd_free_2d(void *block)'),
    ngramSetInit: lib.func(
      'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)',
    ),
  };
}

export type Bindings = ReturnType<typeof bind>;
