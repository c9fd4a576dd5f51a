import { describe, expect, it } from 'vitest';
import { checkVoice, fliteArgs, MAX_SPEECH_CHARS, sanitizeSpeechText, type LocalVoice } from './flite-args';

const SOCRATES: LocalVoice = { timbre: 'rms', pitchHz: 100, rate: 1 };

describe('sanitizeSpeechText', () => {
  it('replaces control characters and collapses whitespace', () => {
    expect(sanitizeSpeechText('  Know\u0000 thyself.\r\n\tThen\u0007 \u2028speak. ')).toBe(
      'Know thyself. Then speak.',
    );
  });

  it('keeps ordinary punctuation and non-ASCII letters', () => {
    expect(sanitizeSpeechText('Is it “good”? — Nietzsche’s übermensch!')).toBe(
      'Is it “good”? — Nietzsche’s übermensch!',
    );
  });

  it('caps long text at a word boundary', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const clean = sanitizeSpeechText(words);
    expect(clean.length).toBeLessThanOrEqual(MAX_SPEECH_CHARS);
    expect(words.startsWith(clean)).toBe(true);
    expect(words.charAt(clean.length)).toBe(' ');
  });

  it('cuts a single endless word at the cap', () => {
    expect(sanitizeSpeechText('a'.repeat(MAX_SPEECH_CHARS * 2))).toHaveLength(MAX_SPEECH_CHARS);
  });

  it('leaves nothing of blank text', () => {
    expect(sanitizeSpeechText(' \n\u0001 ')).toBe('');
  });
});

describe('fliteArgs', () => {
  it('maps pitch to int_f0_target_mean and rate to its inverse duration_stretch', () => {
    expect(
      fliteArgs('What is justice?', { timbre: 'slt', pitchHz: 180.4, rate: 1.25 }, '/out/u.wav'),
    ).toEqual([
      'flite',
      '-voice',
      'slt',
      '--setf',
      'int_f0_target_mean=180',
      '--setf',
      'duration_stretch=0.800',
      '-t',
      'What is justice?',
      '-o',
      '/out/u.wav',
    ]);
  });

  it('passes text that looks like an option as the text itself', () => {
    const args = fliteArgs('-o /etc/passwd', SOCRATES, '/out/u.wav');
    expect(args.slice(-4)).toEqual(['-t', '-o /etc/passwd', '-o', '/out/u.wav']);
  });

  it('clamps pitch and rate into the ranges flite speaks well', () => {
    const args = fliteArgs('hi', { timbre: 'awb', pitchHz: 5000, rate: 10 }, '/out/u.wav');
    expect(args).toContain('int_f0_target_mean=300');
    expect(args).toContain('duration_stretch=0.500');
  });
});

describe('checkVoice', () => {
  it('accepts the four timbres', () => {
    for (const timbre of ['rms', 'awb', 'slt', 'kal16'] as const) {
      expect(() => checkVoice({ ...SOCRATES, timbre })).not.toThrow();
    }
  });

  it.each([
    [
      'an unknown timbre',
      { ...SOCRATES, timbre: 'kal' as LocalVoice['timbre'] },
      /Unknown flite timbre "kal"/,
    ],
    ['a NaN pitch', { ...SOCRATES, pitchHz: Number.NaN }, /pitchHz/],
    ['a zero rate', { ...SOCRATES, rate: 0 }, /rate/],
  ])('refuses %s', (_name, voice, message) => {
    expect(() => checkVoice(voice)).toThrow(message);
  });
});
