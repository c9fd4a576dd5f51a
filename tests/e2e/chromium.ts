import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where global setup writes the spoken question that the fake microphone plays. */
export const FAKE_MIC_WAV = join(tmpdir(), 'dialectic-club-e2e', 'question.wav');
/** Addressed by name: the recogniser hears this one word for word in flite's rms voice (measured). */
export const SPOKEN_QUESTION = 'Socrates, what is justice?';

/** The local platform's keys in browser tests, so tests can read calls with the private key. */
export const E2E_KEYS = { publicKey: 'e2e-public-key-0000', privateKey: 'e2e-private-key-0000' };

export function e2eBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run through playwright test (global setup starts the server).');
  return url;
}

/** Debian Chromium, headless, offline, with a fake microphone fed from a WAV file (docs/architecture.md section 8). */
export function chromiumArgs(wavPath = FAKE_MIC_WAV): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavPath}`,
    '--autoplay-policy=no-user-gesture-required',
  ];
}
