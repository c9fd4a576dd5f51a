import { concatPcm } from './pcm';

/** How speech is cut into utterances; all in milliseconds. */
export interface SegmenterTiming {
  /** The length of one frame fed to pushFrame. */
  frameMs: number;
  /** Silence after speech that ends an utterance. */
  endSilenceMs: number;
  /** Audio kept from before the first voiced frame, so the first phoneme is not clipped. */
  preRollMs: number;
  /** Voiced time below which a sound is a blip (a cough, a click) and not an utterance. */
  minSpeechMs: number;
  /** Longer speech is cut into utterances of this length. */
  maxUtteranceMs: number;
  /** Silence kept after the last voiced frame; recognisers like a little. */
  trailingSilenceMs: number;
}

export interface SegmenterCallbacks {
  /** Once per utterance, as soon as it has minSpeechMs of voiced frames. */
  onSpeechStart?: () => void;
  onUtterance: (pcm: Int16Array) => void;
}

export interface UtteranceSegmenter {
  /** Feeds one frame (the segmenter keeps it, so pass a frame the caller will not reuse). */
  pushFrame(frame: Int16Array, voiced: boolean): void;
  reset(): void;
}

type SegmenterState = 'silence' | 'speech';

/** Turns a stream of voiced/unvoiced frames into utterances: pure logic, no detector inside. */
export function createUtteranceSegmenter(
  timing: SegmenterTiming,
  callbacks: SegmenterCallbacks,
): UtteranceSegmenter {
  const framesFor = (ms: number): number => Math.max(1, Math.round(ms / timing.frameMs));
  const preRollFrames = framesFor(timing.preRollMs);
  const endSilenceFrames = framesFor(timing.endSilenceMs);
  const minSpeechFrames = framesFor(timing.minSpeechMs);
  const maxFrames = framesFor(timing.maxUtteranceMs);
  const trailingFrames = Math.round(timing.trailingSilenceMs / timing.frameMs);

  let state: SegmenterState = 'silence';
  let preRoll: Int16Array[] = [];
  let frames: Int16Array[] = [];
  let voicedFrames = 0;
  let silentRun = 0;
  let endOfSpeech = 0;
  let started = false;

  const startSpeech = (): void => {
    state = 'speech';
    frames = preRoll;
    preRoll = [];
    voicedFrames = 0;
    silentRun = 0;
    started = false;
  };

  const finish = (cutMidSpeech: boolean): void => {
    if (started) callbacks.onUtterance(concatPcm(frames.slice(0, endOfSpeech + trailingFrames)));
    // After a pause, the pause itself is the next utterance's pre-roll; after a cut, nothing is.
    preRoll = cutMidSpeech ? [] : frames.slice(-preRollFrames);
    frames = [];
    state = 'silence';
  };

  return {
    pushFrame(frame, voiced) {
      if (state === 'silence') {
        if (!voiced) {
          preRoll.push(frame);
          if (preRoll.length > preRollFrames) preRoll.shift();
          return;
        }
        startSpeech();
      }
      frames.push(frame);
      if (voiced) {
        voicedFrames++;
        silentRun = 0;
        endOfSpeech = frames.length;
        if (!started && voicedFrames >= minSpeechFrames) {
          started = true;
          callbacks.onSpeechStart?.();
        }
      } else {
        silentRun++;
      }
      if (silentRun >= endSilenceFrames) finish(false);
      else if (frames.length >= maxFrames) finish(true);
    },
    reset() {
      state = 'silence';
      preRoll = [];
      frames = [];
    },
  };
}
