// The pocketsphinx worker of stt.ts: loads the model once, then decodes the utterances its owner streams to it,
// several at once, each on a decoder of its own that shares the worker's language model.
import { workerData } from 'node:worker_threads';
import { serveWorkerRequests } from '../../workers/worker-serve';
import { concatPcm, samplesForMs } from '../pcm';
import { loadRecognitionModel, type DomainLanguageModel, type PocketsphinxDecoder } from './pocketsphinx';

export interface SttWorkerData {
  libPath: string;
  modelDir: string;
  domain?: DomainLanguageModel;
}

/** What the owner asks; each is answered with what was heard (no words for a cancel). */
export type SttRequest =
  /**
   * The next audio of utterance `stream` and the words so far; with `end`, its last. The first feed begins it,
   * normalised with its speaker's cepstral `mean` (from their last utterance's final); without one, the speaker is
   * new, and their voice is learnt from the utterance (see Stream below).
   */
  | { type: 'feed'; stream: number; pcm: Int16Array; end: boolean; mean?: Float32Array }
  /** Drops utterance `stream` and frees its decoder. */
  | { type: 'cancel'; stream: number }
  /** One whole utterance at once, normalised over all of it (the old way, kept to compare against). */
  | { type: 'whole'; pcm: Int16Array };

/** The words heard in an utterance so far, or in all of it. */
export interface Heard {
  /** Lower case, space-separated; '' for none. */
  words: string;
  /** How likely a sentence is to end after them (RecognitionModel.endChance); 0 once the utterance is over. */
  endChance: number;
  /** With the final words: the speaker's cepstral mean, moved towards this utterance's, for their next one. */
  mean?: Float32Array;
}

const NOTHING: Heard = { words: '', endChance: 0 };
/** How much of a new speaker's first utterance teaches the recogniser their voice (1 s: 12.8 %, 2 s: 11.9 %). */
export const VOICE_LEARNT_MS = 1500;
const VOICE_LEARNT_SAMPLES = samplesForMs(VOICE_LEARNT_MS);

const { libPath, modelDir, domain } = workerData as SttWorkerData;

await serveWorkerRequests<SttRequest, Heard>(() => {
  const model = loadRecognitionModel(libPath, modelDir, domain);
  // The owner never streams more utterances at once to one worker than it means to hold decoders for: a decoder
  // is opened the first time one more is needed, and kept for the next.
  const idle: PocketsphinxDecoder[] = [model.first];
  const streams = new Map<number, Stream>();

  // Whole-utterance decoding switches a decoder's normalisation for good, so it never shares one with streams.
  let wholeDecoder: PocketsphinxDecoder | undefined;
  const decodeWhole = (pcm: Int16Array): Heard => {
    wholeDecoder ??= model.openDecoder();
    const words = wholeDecoder.decode(pcm);
    // Normalised over the utterance itself, the decoder's mean is now this voice's own.
    const mean = wholeDecoder.cepstralMean?.get();
    return { words, endChance: 0, ...(mean && { mean }) };
  };

  /**
   * A stream in progress. A new speaker's voice is not known yet, and a live pass from someone else's mean hears
   * them far worse (tuned-on word error 16 % against 11.7 % decoded whole): their audio is kept until there is
   * VOICE_LEARNT_MS of it, whose mean, from a whole decode, then normalises the utterance live from its start again
   * (12.2 %). An utterance shorter than that is decoded whole at its end. Either way the mean goes back with the
   * final, and the speaker's next utterances are heard live from their first word (11.5 %).
   */
  interface Stream {
    decoder: PocketsphinxDecoder;
    kept?: Int16Array[];
    keptSamples: number;
  }
  const begin = (stream: number, mean: Float32Array | undefined): Stream => {
    const decoder = idle.pop() ?? model.openDecoder();
    try {
      const start = mean ?? model.initialMean;
      if (start) decoder.cepstralMean?.set(start);
      decoder.begin();
    } catch (error) {
      idle.push(decoder);
      throw error;
    }
    const started: Stream = { decoder, keptSamples: 0, ...(!mean && decoder.cepstralMean && { kept: [] }) };
    streams.set(stream, started);
    return started;
  };
  /** Ends the stream's utterance and gives its decoder back, even when finishing fails. */
  const release = (stream: number, withFinal: boolean): Heard => {
    const started = streams.get(stream);
    if (!started) return NOTHING;
    streams.delete(stream);
    try {
      const words = started.decoder.finish();
      if (!withFinal) return NOTHING;
      if (started.kept) return decodeWhole(concatPcm(started.kept));
      const mean = started.decoder.cepstralMean?.get();
      return { words, endChance: 0, ...(mean && { mean }) };
    } finally {
      idle.push(started.decoder);
    }
  };

  /** The first VOICE_LEARNT_MS of a new speaker's utterance are in: their mean is learnt, and they are heard again. */
  const learnVoice = (started: Stream, kept: Int16Array[]): string => {
    const audio = concatPcm(kept);
    const { mean } = decodeWhole(audio);
    started.decoder.finish();
    if (mean) started.decoder.cepstralMean?.set(mean);
    started.decoder.begin();
    delete started.kept;
    return started.decoder.feed(audio);
  };
  const feed = (started: Stream, pcm: Int16Array, end: boolean): string => {
    if (!started.kept) return started.decoder.feed(pcm);
    started.kept.push(pcm);
    started.keptSamples += pcm.length;
    // The last piece of a short one is not heard live: the whole of it is decoded at once in release().
    if (end) return '';
    if (started.keptSamples < VOICE_LEARNT_SAMPLES) return started.decoder.feed(pcm);
    return learnVoice(started, started.kept);
  };

  return {
    handle(request) {
      switch (request.type) {
        case 'feed': {
          const started = streams.get(request.stream) ?? begin(request.stream, request.mean);
          let words: string;
          try {
            words = feed(started, request.pcm, request.end);
          } catch (error) {
            release(request.stream, false);
            throw error;
          }
          return request.end ? release(request.stream, true) : { words, endChance: model.endChance(words) };
        }
        case 'cancel':
          release(request.stream, false);
          return NOTHING;
        case 'whole':
          return decodeWhole(request.pcm);
      }
    },
    dispose: () => model.free(),
  };
});
