/** Remote level above which the assistant counts as speaking (spec section 9). */
export const SPEAKING_THRESHOLD = 0.01;
/** speech-end fires this long after the remote level last exceeded the threshold. */
export const SPEECH_END_DELAY_MS = 1000;
/** volume-level = min(1, level / VOLUME_NORMALISER). */
export const VOLUME_NORMALISER = 0.15;
/** How often the remote level is sampled and volume-level emitted. */
export const VOLUME_SAMPLE_MS = 100;
/** On mobile devices the client waits this long before joining (spec section 7). */
export const MOBILE_JOIN_DELAY_MS = 1000;
/** Video recording resolution (spec section 9). */
export const RECORDING_WIDTH = 1280;
export const RECORDING_HEIGHT = 720;
