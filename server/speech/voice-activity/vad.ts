import { SpeechError } from '../speech-error';
import { createFvad, VAD_FRAME_MS, VAD_FRAME_SAMPLES, type VadAggressiveness } from './fvad';
import { createUtteranceSegmenter, type SegmenterTiming } from './utterance-segmenter';

/** The silence that ends an utterance when no endpointer says otherwise. */
export const DEFAULT_END_SILENCE_MS = 750;
/** WebRTC VAD's most aggressive mode: the fewest false starts from room noise and leaked playback. */
export const DEFAULT_AGGRESSIVENESS: VadAggressiveness = 3;
export const UTTERANCE_TIMING: Omit<SegmenterTiming, 'endSilenceMs'> = {
  frameMs: VAD_FRAME_MS,
  preRollMs: 300,
  minSpeechMs: 250,
  maxUtteranceMs: 15_000,
};

export interface UtteranceDetectorOptions {
  /** Trailing silence that ends an utterance (default 750 ms), unless `endpoint` says otherwise. */
  endSilenceMs?: number;
  /** How much silence ends the utterance now, asked at each silent frame (endpointing.ts). */
  endpoint?: () => number;
  aggressiveness?: VadAggressiveness;
  /**
   * The visitor started speaking (after ~250 ms of speech): the moment to interrupt the assistant. `audio` is the
   * utterance so far, with ~300 ms of audio before it.
   */
  onSpeechStart: (audio: Int16Array) => void;
  /** The utterance's next 30 ms, as it is spoken, and whether the detector heard a voice in it. */
  onSpeech: (frame: Int16Array, voiced: boolean) => void;
  /** The utterance is over. */
  onSpeechEnd: () => void;
}

export interface UtteranceDetector {
  /** 16 kHz mono PCM16 of any length (the transport sends 20 ms frames). Callbacks run inside push. */
  push(pcm: Int16Array): void;
  /** Drops the utterance in progress without ending it. */
  reset(): void;
  /** Frees the detector; push afterwards throws. */
  close(): void;
}

/** Finds utterances in a stream of microphone audio with the WebRTC voice activity detector. */
export async function createUtteranceDetector(options: UtteranceDetectorOptions): Promise<UtteranceDetector> {
  const fvad = await createFvad(options.aggressiveness ?? DEFAULT_AGGRESSIVENESS);
  const segmenter = createUtteranceSegmenter(
    { ...UTTERANCE_TIMING, endSilenceMs: options.endSilenceMs ?? DEFAULT_END_SILENCE_MS },
    {
      onSpeechStart: options.onSpeechStart,
      onSpeech: options.onSpeech,
      onSpeechEnd: options.onSpeechEnd,
      ...(options.endpoint && { endSilenceMs: options.endpoint }),
    },
  );
  let frame = new Int16Array(VAD_FRAME_SAMPLES);
  let filled = 0;
  let closed = false;

  return {
    push(pcm) {
      if (closed) throw new SpeechError('closed', 'The utterance detector is closed');
      let offset = 0;
      while (offset < pcm.length && !closed) {
        const take = Math.min(VAD_FRAME_SAMPLES - filled, pcm.length - offset);
        frame.set(pcm.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === VAD_FRAME_SAMPLES) {
          const full = frame;
          // The segmenter keeps the frame, so the next one gets a fresh buffer.
          frame = new Int16Array(VAD_FRAME_SAMPLES);
          filled = 0;
          segmenter.pushFrame(full, fvad.isSpeech(full));
        }
      }
    },
    reset() {
      filled = 0;
      segmenter.reset();
      fvad.reset();
    },
    close() {
      if (closed) return;
      closed = true;
      fvad.free();
    },
  };
}
