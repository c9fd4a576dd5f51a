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
   * new, and their voice is learnt from the utterance (see Stream below). `quick`: heard with the decoder's quick
   * search (pocketsphinx.ts), when a crowd speaks.
   */
  | { type: 'feed'; stream: number; pcm: Int16Array; end: boolean; mean?: Float32Array; quick?: boolean }
  /** Drops utterance `stream` and frees its decoder. */
  | { type: 'cancel'; stream: number }
  /** This many visitors may speak to this worker at once: their decoders are made ready ahead (see prepare). */
  | { type: 'expect'; decoders: number }
  /** One whole utterance at once, normalised over all of it (the old way, kept to compare against). */
  | { type: 'whole'; pcm: Int16Array };

/** The words heard in an utterance so far, or in all of it. */
export interface Heard {
  /** Lower case, space-separated; '' for none. */
  words: string;
  /** How likely a sentence is to end after them (RecognitionModel.endChance); 0 for a whole-utterance decode. */
  endChance: number;
  /** With the final words: the speaker's cepstral mean, moved towards this utterance's, for their next one. */
  mean?: Float32Array;
}

const NOTHING: Heard = { words: '', endChance: 0 };
/**
 * How much of a new speaker's speech (frames with energy: not the silence before it) their voice is read from
 * before their first utterance is heard: their cepstral mean, from the front end alone, normalises it from its
 * first word (see Stream below). Read off 500 ms, every utterance a new voice's had 11.2/10.0 % word error (tuned
 * on/held out) against 11.7/10.5 % when the first 1.5 s were decoded whole and heard again (`npm run eval:hear --
 * --new-voices`), but a name said first ("Socrates, ...") was sometimes lost in the browser test: a second it is.
 */
export const VOICE_READ_MS = 1000;
/** Past this much audio the voice is read from whatever speech it has (a long silence, a faint voice). */
const MAX_VOICE_READ_SAMPLES = samplesForMs(2000);

const { libPath, modelDir, domain } = workerData as SttWorkerData;

await serveWorkerRequests<SttRequest, Heard>(() => {
  const model = loadRecognitionModel(libPath, modelDir, domain);
  // The owner never streams more utterances at once to one worker than it means to hold decoders for: a decoder
  // is opened when one more is needed (ahead of need, see prepare below), and kept for the next.
  const idle: PocketsphinxDecoder[] = [model.first];
  /** Decoders that have made their quick search. */
  const withQuick = new WeakSet<PocketsphinxDecoder>();
  let opened = 1;
  /** Decoders the owner expects to need at once: the visitors who may speak to this worker. */
  let expected = 1;
  const open = (): PocketsphinxDecoder => {
    const decoder = model.openDecoder();
    opened += 1;
    return decoder;
  };
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
   * them far worse (tuned-on word error 16 % against 11.7 % decoded whole). So their first VOICE_READ_MS are kept
   * unheard, and the utterance takes a decoder only then; their mean is read off them (the front end alone, a few
   * ms), and the utterance is heard live from its start with it. An utterance shorter than that is read and heard
   * at its end. Either way the mean goes back with the final, and the speaker's next utterances are heard live from
   * their first word.
   */
  interface Stream {
    /** None while a new speaker's voice is being read. */
    decoder?: PocketsphinxDecoder;
    quick: boolean;
    /** A new speaker's audio, kept until their voice is read. */
    kept?: Int16Array[];
    keptSamples: number;
  }
  /** An idle decoder, one with the quick search made for a stream that wants it; a new one if none is idle. */
  const take = (quick: boolean): PocketsphinxDecoder => {
    const at = idle.findLastIndex((decoder) => withQuick.has(decoder) === quick);
    const decoder = (at >= 0 ? idle.splice(at, 1)[0] : idle.pop()) ?? open();
    if (quick) withQuick.add(decoder);
    return decoder;
  };
  /** Starts the stream's utterance on a decoder; the decoder goes back if it cannot. */
  const start = (started: Stream, mean: Float32Array | undefined): void => {
    const decoder = take(started.quick);
    try {
      if (mean) decoder.cepstralMean?.set(mean);
      decoder.begin({ quick: started.quick });
    } catch (error) {
      idle.push(decoder);
      throw error;
    }
    started.decoder = decoder;
  };
  const begin = (stream: number, mean: Float32Array | undefined, quick: boolean): Stream => {
    const started: Stream = { quick, keptSamples: 0 };
    if (mean || !model.first.cepstralMean) start(started, mean);
    else started.kept = [];
    streams.set(stream, started);
    return started;
  };
  /** Ends the stream's utterance and gives its decoder back, even when finishing fails. */
  const release = (stream: number, withFinal: boolean): Heard => {
    const started = streams.get(stream);
    if (!started) return NOTHING;
    streams.delete(stream);
    try {
      if (started.kept) {
        if (!withFinal || started.keptSamples === 0) return NOTHING;
        readVoice(started);
      }
      const decoder = started.decoder as PocketsphinxDecoder;
      const words = decoder.finish();
      if (!withFinal) return NOTHING;
      const mean = decoder.cepstralMean?.get();
      // With it, the endpoint hears an utterance settled early (call/visitor-hearing.ts) as it heard its partials.
      return { words, endChance: model.endChance(words), ...(mean && { mean }) };
    } finally {
      if (started.decoder) idle.push(started.decoder);
    }
  };

  /** A new speaker's kept audio is enough (or all there is): their voice is read off it, and it is heard. */
  const readVoice = (started: Stream): string => {
    const audio = concatPcm(started.kept ?? []);
    delete started.kept;
    start(started, model.voiceMean(audio)?.mean ?? model.initialMean);
    return (started.decoder as PocketsphinxDecoder).feed(audio);
  };
  const feed = (started: Stream, pcm: Int16Array, end: boolean): string => {
    if (started.kept) {
      started.kept.push(pcm);
      started.keptSamples += pcm.length;
      // A short one is read and heard whole in release().
      if (end) return '';
      const enough =
        started.keptSamples >= MAX_VOICE_READ_SAMPLES ||
        (started.keptSamples >= samplesForMs(VOICE_READ_MS) &&
          (model.voiceMean(concatPcm(started.kept))?.speechMs ?? 0) >= VOICE_READ_MS);
      return enough ? readVoice(started) : '';
    }
    return (started.decoder as PocketsphinxDecoder).feed(pcm);
  };

  return {
    handle(request) {
      switch (request.type) {
        case 'feed': {
          const started =
            streams.get(request.stream) ?? begin(request.stream, request.mean, request.quick ?? false);
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
        case 'expect':
          expected = request.decoders;
          return NOTHING;
        case 'whole':
          return decodeWhole(request.pcm);
      }
    },
    /**
     * While the worker is idle, the decoders its visitors may need are opened, each with its quick search (any one
     * past the first is mostly heard with it), so that a crowd that starts speaking at once finds them ready: made
     * when each voice is read (0.1 to 0.2 s to open, 0.1 more for the quick search), they held up every stream on
     * the worker, and the crowd's first replies came 1 to 2 s after their end of speech.
     */
    prepare() {
      const bare = idle.find((decoder) => decoder !== model.first && !withQuick.has(decoder));
      if (bare) {
        bare.makeQuickSearch();
        withQuick.add(bare);
        return true;
      }
      if (opened >= Math.max(expected, streams.size)) return false;
      idle.unshift(open());
      return true;
    },
    dispose: () => model.free(),
  };
});
