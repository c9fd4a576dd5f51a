import { concatPcm } from '../pcm';

/** How speech is cut into utterances; all in milliseconds. */
export interface SegmenterTiming {
  /** The length of one frame fed to pushFrame. */
  frameMs: number;
  /** Silence after speech that ends an utterance, unless `endSilenceMs()` says otherwise. */
  endSilenceMs: number;
  /** Audio kept from before the first voiced frame, so the first phoneme is not clipped. */
  preRollMs: number;
  /** Voiced time below which a sound is a blip (a cough, a click) and not an utterance. */
  minSpeechMs: number;
  /** Longer speech is cut into utterances of this length. */
  maxUtteranceMs: number;
}

/** An utterance as it is spoken: its start, each frame after it, and its end. */
export interface SegmenterCallbacks {
  /** Once per utterance, as soon as it has minSpeechMs of voiced frames: its audio so far, pre-roll included. */
  onSpeechStart(audio: Int16Array): void;
  /** Each later frame of the utterance as it comes, the silence after its speech included, and whether it is voiced. */
  onSpeech(frame: Int16Array, voiced: boolean): void;
  /** The utterance is over: enough silence ended it, or it reached its longest. */
  onSpeechEnd(): void;
  /**
   * How much silence ends the utterance now, asked at each silent frame of one that has started (an endpointer
   * that listens to what was said); `timing.endSilenceMs` without it.
   */
  endSilenceMs?(): number;
}

export interface UtteranceSegmenter {
  /** Feeds one frame (the segmenter keeps it, so pass a frame the caller will not reuse). */
  pushFrame(frame: Int16Array, voiced: boolean): void;
  /** Forgets the utterance in progress without ending it. */
  reset(): void;
}

type SegmenterState = 'silence' | 'speech';

/**
 * Turns a stream of voiced/unvoiced frames into utterances, passed on frame by frame as they are spoken: pure
 * logic, no detector inside. It holds no more than the pre-roll and the frames before an utterance starts.
 */
export function createUtteranceSegmenter(
  timing: SegmenterTiming,
  callbacks: SegmenterCallbacks,
): UtteranceSegmenter {
  const framesFor = (ms: number): number => Math.max(1, Math.round(ms / timing.frameMs));
  const preRollFrames = framesFor(timing.preRollMs);
  const minSpeechFrames = framesFor(timing.minSpeechMs);
  const maxFrames = framesFor(timing.maxUtteranceMs);

  let state: SegmenterState = 'silence';
  /** The latest frames, at most the pre-roll: the next utterance's start. */
  let recent: Int16Array[] = [];
  /** The utterance's frames until it has started. */
  let held: Int16Array[] = [];
  let length = 0;
  let voicedFrames = 0;
  let silentRun = 0;
  let started = false;

  const remember = (frame: Int16Array): void => {
    recent.push(frame);
    if (recent.length > preRollFrames) recent.shift();
  };

  const finish = (cutMidSpeech: boolean): void => {
    if (started) callbacks.onSpeechEnd();
    // After a pause, the pause itself is the next utterance's pre-roll; after a cut, nothing is.
    if (cutMidSpeech) recent = [];
    held = [];
    state = 'silence';
  };

  const endSilenceFrames = (): number =>
    framesFor(started ? (callbacks.endSilenceMs?.() ?? timing.endSilenceMs) : timing.endSilenceMs);

  return {
    pushFrame(frame, voiced) {
      if (state === 'silence') {
        if (!voiced) {
          remember(frame);
          return;
        }
        state = 'speech';
        held = recent;
        recent = [];
        length = held.length;
        voicedFrames = 0;
        silentRun = 0;
        started = false;
      }
      length++;
      remember(frame);
      if (started) callbacks.onSpeech(frame, voiced);
      else held.push(frame);
      if (voiced) {
        voicedFrames++;
        silentRun = 0;
        if (!started && voicedFrames >= minSpeechFrames) {
          started = true;
          callbacks.onSpeechStart(concatPcm(held));
          held = [];
        }
      } else {
        silentRun++;
      }
      if (!voiced && silentRun >= endSilenceFrames()) finish(false);
      else if (length >= maxFrames) finish(true);
    },
    reset() {
      state = 'silence';
      recent = [];
      held = [];
    },
  };
}
