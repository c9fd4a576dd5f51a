// Voice activity's public face: where the visitor's utterances start and end, from fvad's 30 ms frames and from
// the words heard so far (docs/architecture.md section 5). The rest of the server imports this file.
export { COMPLETE_END_SILENCE_MS, endSilenceMs, TRAILING_END_SILENCE_MS } from './endpointing';
export {
  createUtteranceDetector,
  DEFAULT_END_SILENCE_MS,
  type UtteranceDetector,
  type UtteranceDetectorOptions,
} from './vad';
