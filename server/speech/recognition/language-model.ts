// The language models the decoders share (docs/architecture.md section 5): pocketsphinx's generic one, mixed with
// our debates' when there is one, read once before any decoder; and the vocabulary the decoders search among. Used
// only by pocketsphinx.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bindings } from './pocketsphinx-bindings';
import type { DomainLanguageModel } from './pocketsphinx';
import { likeliestWords, VOCABULARY_SIZE } from './vocabulary';

/** sphinxbase's ngram_file_type_t. */
const NGRAM_AUTO = 0;
const NGRAM_ARPA = 1;

/** What the decoders search with and among, and the generic model alone, for endChance. */
export interface LanguageModel {
  search: unknown;
  generic: unknown;
  lmath: unknown;
  /** The configuration the models were read with. */
  config: unknown;
  /** The words the decoders' dictionary holds (see VOCABULARY_SIZE). */
  vocabulary: ReadonlySet<string>;
}

export function freeLanguageModel(ps: Bindings, lm: Omit<LanguageModel, 'vocabulary'>): void {
  if (lm.search !== lm.generic) ps.ngramFree(lm.search);
  ps.ngramFree(lm.generic);
  ps.logmathFree(lm.lmath);
  ps.cmdLnFree(lm.config);
}

/**
 * The generic language model, or its mix with the domain's, read before any decoder, in the log base the
 * decoders score in; with the vocabulary they search among. It takes over `config` (a decoder's configuration,
 * freed with the model, or at once if reading fails).
 */
export function readLanguageModel(
  ps: Bindings,
  config: unknown,
  genericPath: string,
  domain: DomainLanguageModel | undefined,
): LanguageModel {
  // As ps_init makes a decoder's: its -logbase, and a table of additions (-bestpath is on).
  const lmath: unknown = ps.logmathInit(ps.cmdLnFloat(config, '-logbase'), 0, 1);
  const generic: unknown = ps.ngramRead(config, genericPath, NGRAM_AUTO, lmath);
  if (!generic) {
    ps.logmathFree(lmath);
    ps.cmdLnFree(config);
    throw new Error(`pocketsphinx could not read the language model ${genericPath}`);
  }
  const own = { generic, lmath, config };
  const vocabulary = new Set(likeliestWords(ps, generic, VOCABULARY_SIZE));
  if (!domain) return { search: generic, ...own, vocabulary };
  const dir = mkdtempSync(join(tmpdir(), 'debate-lm-'));
  let debate: unknown;
  try {
    const path = join(dir, 'debate.arpa');
    writeFileSync(path, domain.arpa);
    debate = ps.ngramRead(config, path, NGRAM_ARPA, lmath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!debate) {
    freeLanguageModel(ps, { search: generic, ...own });
    throw new Error('pocketsphinx could not read the debate language model');
  }
  for (const word of likeliestWords(ps, debate, Infinity)) vocabulary.add(word);
  // A second pronunciation ("wachowski(2)") is added beside the dictionary's own, which must be kept for it.
  for (const { word } of domain.pronunciations) vocabulary.add(word.replace(/\(\d+\)$/, ''));
  // The set takes over a reference to each model; interpolation, since weights are given. The generic one gets
  // a reference more, kept for endChance.
  ps.ngramRetain(generic);
  const mixed: unknown = ps.ngramSetInit(
    config,
    [generic, debate],
    ['generic', 'debate'],
    new Float32Array([1 - domain.weight, domain.weight]),
    2,
  );
  if (!mixed) {
    ps.ngramFree(generic);
    ps.ngramFree(debate);
    freeLanguageModel(ps, { search: generic, ...own });
    throw new Error('pocketsphinx could not mix the language models');
  }
  return { search: mixed, ...own, vocabulary };
}
