// Speech recognition's public face: pocketsphinx in worker threads, hearing each utterance as it is spoken, with
// our debates' language model mixed in (docs/architecture.md section 5). The rest of the server imports this file.
export { buildTrigramModel, spokenSentences, type WordSequence } from './ngram-model';
export {
  loadRecognitionModel,
  modelFiles,
  type DomainLanguageModel,
  type Pronunciation,
  type RecognitionModel,
} from './pocketsphinx';
export { FEED_MS, type RecognitionStream, type StreamOptions } from './recognition-streams';
export {
  createRecognizer,
  DEFAULT_MODEL_DIR,
  recognizerFiles,
  speechRecognitionStatus,
  type Recognizer,
} from './stt';
// A type only: the worker's module serves requests as soon as it is loaded.
export type { Heard } from './stt-worker';
