import { FRAME_SAMPLES, SAMPLE_RATE } from '../speech';

/** The transport's audio: raw PCM s16le, mono, 16 kHz, sent in 20 ms frames (docs/architecture.md section 4). */
export const FRAME_MS = (FRAME_SAMPLES * 1000) / SAMPLE_RATE;
export const FRAME_BYTES = FRAME_SAMPLES * 2;
/** The largest binary frame a client may send: one second of audio. */
export const MAX_CLIENT_FRAME_BYTES = SAMPLE_RATE * 2;
