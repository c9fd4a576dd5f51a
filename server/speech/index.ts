// What recognition, synthesis and voice activity share, as the rest of the server sees it: the audio format (16 kHz
// mono PCM16) and its helpers. Each of the three has its own public face: ./recognition, ./synthesis and
// ./voice-activity.
export {
  concatPcm,
  decodeWav,
  durationMs,
  encodeWav,
  firstAudible,
  lastAudible,
  FRAME_SAMPLES,
  resampleLinear,
  SAMPLE_RATE,
  samplesForMs,
} from './pcm';
