import { concatPcm } from '../../pcm';
import type { UtteranceDetectorOptions } from '../vad';

type Callbacks = Pick<UtteranceDetectorOptions, 'onSpeechStart' | 'onSpeech' | 'onSpeechEnd'>;

/** For tests: each utterance a detector passes on frame by frame, gathered whole once it ends. */
export function gatherUtterances(onEvent?: (event: 'speech-start' | Int16Array) => void): Callbacks & {
  utterances: Int16Array[];
} {
  const utterances: Int16Array[] = [];
  let chunks: Int16Array[] = [];
  return {
    utterances,
    onSpeechStart: (audio) => {
      chunks = [audio];
      onEvent?.('speech-start');
    },
    onSpeech: (frame) => chunks.push(frame),
    onSpeechEnd: () => {
      const utterance = concatPcm(chunks);
      utterances.push(utterance);
      onEvent?.(utterance);
    },
  };
}
