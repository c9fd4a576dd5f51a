import { SpeechError } from './speech-error';

/** The local platform's one audio format: 16 kHz mono PCM s16le (docs/architecture.md section 4). */
export const SAMPLE_RATE = 16000;
/** One transport frame: 20 ms = 320 samples = 640 bytes. */
export const FRAME_SAMPLES = 320;

const WAV_HEADER_BYTES = 44;
const FORMAT_PCM = 1;
const FORMAT_EXTENSIBLE = 0xfffe;
const BITS_PER_SAMPLE = 16;
const BYTES_PER_SAMPLE = BITS_PER_SAMPLE / 8;

export function samplesForMs(ms: number, sampleRate = SAMPLE_RATE): number {
  return Math.round((ms * sampleRate) / 1000);
}

export function durationMs(pcm: Int16Array, sampleRate = SAMPLE_RATE): number {
  return (pcm.length * 1000) / sampleRate;
}

/** A mono PCM16 WAV file (canonical 44-byte header). */
export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`sampleRate must be a positive integer, got ${sampleRate}`);
  }
  const dataBytes = pcm.length * BYTES_PER_SAMPLE;
  const out = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(WAV_HEADER_BYTES - 8 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(FORMAT_PCM, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28);
  out.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  out.writeUInt16LE(BITS_PER_SAMPLE, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < pcm.length; i++) out.writeInt16LE(pcm[i] ?? 0, WAV_HEADER_BYTES + i * BYTES_PER_SAMPLE);
  return out;
}

function invalid(reason: string): SpeechError {
  return new SpeechError('invalid-wav', `Not a mono PCM16 WAV file: ${reason}`);
}

interface WavFormat {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

function readFormat(buf: Buffer, offset: number, size: number): WavFormat {
  if (size < 16) throw invalid(`fmt chunk is ${size} bytes, expected at least 16`);
  let audioFormat = buf.readUInt16LE(offset);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
  if (audioFormat === FORMAT_EXTENSIBLE && size >= 26) audioFormat = buf.readUInt16LE(offset + 24);
  return {
    audioFormat,
    channels: buf.readUInt16LE(offset + 2),
    sampleRate: buf.readUInt32LE(offset + 4),
    bitsPerSample: buf.readUInt16LE(offset + 14),
  };
}

function checkFormat(format: WavFormat | undefined): number {
  if (!format) throw invalid('no fmt chunk before the data chunk');
  if (format.audioFormat !== FORMAT_PCM)
    throw invalid(`audio format ${format.audioFormat}, expected 1 (PCM)`);
  if (format.channels !== 1) throw invalid(`${format.channels} channels, expected 1`);
  if (format.bitsPerSample !== BITS_PER_SAMPLE) throw invalid(`${format.bitsPerSample} bits per sample`);
  if (format.sampleRate <= 0) throw invalid('sample rate 0');
  return format.sampleRate;
}

export function decodeWav(buf: Buffer): { pcm: Int16Array<ArrayBuffer>; sampleRate: number } {
  if (buf.length < 12) throw invalid(`only ${buf.length} bytes`);
  if (buf.toString('ascii', 0, 4) !== 'RIFF') throw invalid('missing RIFF header');
  if (buf.toString('ascii', 8, 12) !== 'WAVE') throw invalid('missing WAVE type');
  let format: WavFormat | undefined;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + size > buf.length) throw invalid('fmt chunk is truncated');
      format = readFormat(buf, body, size);
    } else if (id === 'data') {
      const sampleRate = checkFormat(format);
      if (body + size > buf.length)
        throw invalid(`data chunk declares ${size} bytes, file has ${buf.length - body}`);
      const pcm = new Int16Array(Math.floor(size / BYTES_PER_SAMPLE));
      for (let i = 0; i < pcm.length; i++) pcm[i] = buf.readInt16LE(body + i * BYTES_PER_SAMPLE);
      return { pcm, sampleRate };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw invalid('no data chunk');
}

/**
 * Linear-interpolation resampling. Good enough for speech between 8 and 16 kHz; it has no
 * anti-aliasing filter, so downsampling far below the content's bandwidth will alias.
 */
export function resampleLinear(pcm: Int16Array, fromRate: number, toRate: number): Int16Array<ArrayBuffer> {
  if (fromRate <= 0 || toRate <= 0) throw new RangeError('sample rates must be positive');
  if (fromRate === toRate) return pcm.slice();
  const outLength = Math.round((pcm.length * toRate) / fromRate);
  const out = new Int16Array(outLength);
  const step = fromRate / toRate;
  const last = pcm.length - 1;
  for (let i = 0; i < outLength; i++) {
    const position = i * step;
    const left = Math.min(Math.floor(position), last);
    const right = Math.min(left + 1, last);
    const fraction = position - left;
    const a = pcm[left] ?? 0;
    const b = pcm[right] ?? 0;
    out[i] = Math.round(a + (b - a) * fraction);
  }
  return out;
}

/** A sample this loud or louder is heard: about -40 dBFS, above synthesis's near-silent lead-in and below any word. */
export const AUDIBLE_LEVEL = 328;

/** The index of the first sample loud enough to hear, or the length when none is. */
export function firstAudible(pcm: Int16Array, level = AUDIBLE_LEVEL): number {
  const at = pcm.findIndex((sample) => sample >= level || sample <= -level);
  return at < 0 ? pcm.length : at;
}

/** Where sound ends: one past the last sample loud enough to hear, or 0 when none is. */
export function lastAudible(pcm: Int16Array, level = AUDIBLE_LEVEL): number {
  return pcm.findLastIndex((sample) => sample >= level || sample <= -level) + 1;
}

/** Root mean square in sample units (0 for silence, ~23170 for a full-scale sine). */
export function rms(pcm: Int16Array): number {
  if (pcm.length === 0) return 0;
  let sum = 0;
  for (const sample of pcm) sum += sample * sample;
  return Math.sqrt(sum / pcm.length);
}

export function concatPcm(chunks: readonly Int16Array[]): Int16Array<ArrayBuffer> {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
