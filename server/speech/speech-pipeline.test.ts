// The path a visitor's voice takes in the browser tests: the fixture WAV (Chromium's fake microphone),
// cut into 20 ms transport frames, through the utterance detector, into the recogniser.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADING_SILENCE_MS, makeUtteranceWav, TRAILING_SILENCE_MS } from '../../tests/fixtures/utterance';
import { decodeWav, durationMs, FRAME_SAMPLES, rms, SAMPLE_RATE, samplesForMs } from './pcm';
import { createRecognizer, speechRecognitionStatus } from './recognition';
import { createUtteranceDetector } from './voice-activity';
import { gatherUtterances } from './voice-activity/testing/gather-utterances';

const status = speechRecognitionStatus();

describe('fixture WAV -> utterance detector -> recogniser', () => {
  let dir: string;
  let wavPath: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'utterance-fixture-'));
    wavPath = join(dir, 'what-is-justice.wav');
    await makeUtteranceWav('What is justice?', wavPath);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a 16 kHz mono WAV with silence before and after the speech', async () => {
    const { pcm, sampleRate } = decodeWav(await readFile(wavPath));
    expect(sampleRate).toBe(SAMPLE_RATE);
    const lead = pcm.subarray(0, samplesForMs(LEADING_SILENCE_MS));
    const tail = pcm.subarray(pcm.length - samplesForMs(TRAILING_SILENCE_MS));
    expect(rms(lead)).toBe(0);
    expect(rms(tail)).toBe(0);
    expect(rms(pcm)).toBeGreaterThan(0);
    expect(durationMs(pcm)).toBeGreaterThan(LEADING_SILENCE_MS + TRAILING_SILENCE_MS + 500);
  });

  it.skipIf(!status.available)('is heard as one utterance and recognised', async () => {
    const { pcm } = decodeWav(await readFile(wavPath));
    const { utterances, ...callbacks } = gatherUtterances();
    const detector = await createUtteranceDetector(callbacks);
    for (let offset = 0; offset < pcm.length; offset += FRAME_SAMPLES) {
      detector.push(pcm.subarray(offset, offset + FRAME_SAMPLES));
    }
    detector.close();
    expect(utterances).toHaveLength(1);

    const recognizer = await createRecognizer();
    try {
      expect(await recognizer.recognize(utterances[0] ?? new Int16Array(0))).toBe('what is justice');
    } finally {
      await recognizer.close();
    }
  });
});
