import { describe, expect, it } from 'vitest';
import {
  AUDIBLE_LEVEL,
  concatPcm,
  decodeWav,
  durationMs,
  encodeWav,
  firstAudible,
  lastAudible,
  resampleLinear,
  rms,
  SAMPLE_RATE,
} from './pcm';
import { SpeechError } from './speech-error';

const RAMP = Int16Array.from([0, 1, -1, 32767, -32768, 1234, -4321]);

function wavWith(patch: (buf: Buffer) => void, pcm = RAMP): Buffer {
  const buf = encodeWav(pcm, SAMPLE_RATE);
  patch(buf);
  return buf;
}

function decodeError(buf: Buffer): SpeechError {
  try {
    decodeWav(buf);
  } catch (error) {
    if (error instanceof SpeechError) return error;
    throw error;
  }
  throw new Error('decodeWav accepted a bad file');
}

describe('encodeWav / decodeWav', () => {
  it('round-trips samples and sample rate, including the extremes', () => {
    const wav = encodeWav(RAMP, 8000);
    expect(wav.length).toBe(44 + RAMP.length * 2);
    const { pcm, sampleRate } = decodeWav(wav);
    expect(sampleRate).toBe(8000);
    expect(Array.from(pcm)).toEqual(Array.from(RAMP));
  });

  it('round-trips an empty signal', () => {
    expect(decodeWav(encodeWav(new Int16Array(0), SAMPLE_RATE)).pcm.length).toBe(0);
  });

  it('skips unknown chunks before the data chunk, including odd-sized padded ones', () => {
    const plain = encodeWav(RAMP, SAMPLE_RATE);
    const extra = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
    const wav = Buffer.concat([plain.subarray(0, 36), extra, plain.subarray(36)]);
    expect(Array.from(decodeWav(wav).pcm)).toEqual(Array.from(RAMP));
  });

  it.each([
    ['a short buffer', Buffer.from('RIFF'), /only 4 bytes/],
    ['a missing RIFF header', wavWith((b) => b.write('RIFX', 0, 'ascii')), /RIFF/],
    ['a missing WAVE type', wavWith((b) => b.write('AVI ', 8, 'ascii')), /WAVE/],
    ['a non-PCM format', wavWith((b) => b.writeUInt16LE(3, 20)), /audio format 3/],
    ['stereo', wavWith((b) => b.writeUInt16LE(2, 22)), /2 channels/],
    ['8-bit samples', wavWith((b) => b.writeUInt16LE(8, 34)), /8 bits per sample/],
    ['a truncated data chunk', wavWith((b) => b.writeUInt32LE(1000, 40)), /declares 1000 bytes/],
    ['no data chunk', encodeWav(RAMP, SAMPLE_RATE).subarray(0, 36), /no data chunk/],
  ])('rejects %s with a clear invalid-wav error', (_name, buf, message) => {
    const error = decodeError(buf);
    expect(error.code).toBe('invalid-wav');
    expect(error.message).toMatch(message);
  });
});

describe('resampleLinear', () => {
  it('doubles the length from 8 to 16 kHz and interpolates between samples', () => {
    const out = resampleLinear(Int16Array.from([0, 100, 200]), 8000, 16000);
    expect(Array.from(out)).toEqual([0, 50, 100, 150, 200, 200]);
  });

  it('keeps the duration when downsampling', () => {
    const pcm = new Int16Array(48000);
    expect(durationMs(resampleLinear(pcm, 48000, SAMPLE_RATE))).toBe(1000);
  });

  it('returns an independent copy at equal rates', () => {
    const out = resampleLinear(RAMP, SAMPLE_RATE, SAMPLE_RATE);
    out[0] = 99;
    expect(RAMP[0]).toBe(0);
  });
});

describe('rms', () => {
  it('is 0 for silence and for nothing', () => {
    expect(rms(new Int16Array(100))).toBe(0);
    expect(rms(new Int16Array(0))).toBe(0);
  });

  it('is the amplitude of a square wave', () => {
    expect(rms(Int16Array.from([1000, -1000, 1000, -1000]))).toBe(1000);
  });
});

describe('concatPcm', () => {
  it('joins chunks in order', () => {
    const joined = concatPcm([Int16Array.from([1, 2]), new Int16Array(0), Int16Array.from([3])]);
    expect(Array.from(joined)).toEqual([1, 2, 3]);
  });
});

describe('where sound starts and ends', () => {
  // Quiet lead-in and tail below the level, a word's loud samples of either sign between them.
  const speech = Int16Array.from([0, 5, -AUDIBLE_LEVEL + 1, AUDIBLE_LEVEL, 100, -AUDIBLE_LEVEL, 40, -3, 0]);

  it('finds the first and one past the last audible sample', () => {
    expect(firstAudible(speech)).toBe(3);
    expect(lastAudible(speech)).toBe(6);
  });

  it('says none for silence', () => {
    const silence = new Int16Array(10).fill(AUDIBLE_LEVEL - 1);
    expect(firstAudible(silence)).toBe(10);
    expect(lastAudible(silence)).toBe(0);
  });
});
