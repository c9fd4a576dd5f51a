// A voice's cepstral mean: where a decoder keeps the one it normalises with (cepstralNormalisation), and how a new
// voice's is read off its audio by the front end alone (cepstralMeanOf). Used only by pocketsphinx.ts.
import koffi from 'koffi';
import type { Bindings } from './pocketsphinx-bindings';

/** A voice's cepstral mean, and the speech it was read from: its frames with energy, in ms (a frame is 10 ms). */
export interface VoiceReading {
  mean: Float32Array;
  speechMs: number;
}

/** The front end's frame rate: 100 a second. */
const FRAME_MS = 10;
/** The en-us model's cepstrum: 13 coefficients. */
export const CEPSTRUM_LENGTH = 13;
/**
 * Where sphinxbase 5prealpha keeps the cepstral normalisation, which no function of its API returns: the feat_t of
 * ps_get_feat has its cepstrum length at byte 16 and its cmn_t pointer at byte 88 (x86-64, aarch64), and the cmn_t
 * its vector length at byte 28. All three are checked before it is used; any other layout leaves it alone.
 */
const FEAT_CEPSIZE_OFFSET = 16;
const FEAT_CMN_OFFSET = 88;
const CMN_VECLEN_OFFSET = 28;

export function cepstralNormalisation(ps: Bindings, decoder: unknown): object | undefined {
  if (process.arch !== 'x64' && process.arch !== 'arm64') return undefined;
  const feat: unknown = ps.psGetFeat(decoder);
  if (!feat || koffi.decode(feat, FEAT_CEPSIZE_OFFSET, 'int32_t') !== CEPSTRUM_LENGTH) return undefined;
  const cmn: unknown = koffi.decode(feat, FEAT_CMN_OFFSET, 'void *');
  if (!cmn || koffi.decode(cmn, CMN_VECLEN_OFFSET, 'int32_t') !== CEPSTRUM_LENGTH) return undefined;
  return cmn as object;
}

/**
 * The mean of the audio's cepstra over its frames of positive energy (c0 >= 0), as sphinxbase's cmn() computes it
 * when a decoder normalises over a whole utterance. fe_process_utt allocates the frames as one block
 * (ckd_calloc_2d: a row of pointers, then the rows one after another); fe_end_utt flushes the last partial frame.
 */
export function cepstralMeanOf(ps: Bindings, frontEnd: unknown, pcm: Int16Array): VoiceReading | undefined {
  if ((ps.feStartUtt(frontEnd) as number) < 0) return undefined;
  const block: [unknown] = [null];
  const frames = new Int32Array(1);
  const processed = ps.feProcessUtt(frontEnd, pcm, pcm.length, block, frames) as number;
  const last = new Float32Array(CEPSTRUM_LENGTH);
  const lastFrames = new Int32Array(1);
  ps.feEndUtt(frontEnd, last, lastFrames);
  const sum = new Float64Array(CEPSTRUM_LENGTH);
  let counted = 0;
  const add = (frame: ArrayLike<number>): void => {
    if ((frame[0] ?? -1) < 0) return;
    for (let i = 0; i < CEPSTRUM_LENGTH; i++) sum[i] = (sum[i] as number) + (frame[i] as number);
    counted += 1;
  };
  try {
    if (processed >= 0 && block[0] && frames[0]) {
      const rows: unknown = koffi.decode(block[0], 'void *');
      const cepstra = koffi.decode(rows, 'float', (frames[0] as number) * CEPSTRUM_LENGTH) as number[];
      for (let f = 0; f < (frames[0] as number); f++) {
        add(cepstra.slice(f * CEPSTRUM_LENGTH, (f + 1) * CEPSTRUM_LENGTH));
      }
    }
  } finally {
    if (block[0]) ps.ckdFree2d(block[0]);
  }
  if (lastFrames[0]) add(last);
  if (counted === 0) return undefined;
  return { mean: Float32Array.from(sum, (total) => total / counted), speechMs: counted * FRAME_MS };
}
