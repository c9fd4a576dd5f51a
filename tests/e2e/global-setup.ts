import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makeUtteranceWav } from '../fixtures/utterance';
import { CHROMIUM_PATH, E2E_KEYS, FAKE_MIC_WAV, SPOKEN_QUESTION } from './chromium';
import { startServer } from './server-process';

/** Builds nothing (npm run test:e2e builds first): makes the fake-mic WAV and starts the server on a free port. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: sudo apt-get install -y chromium`);
  }
  if (!existsSync('dist/index.html')) throw new Error('The app is not built: run npm run build first.');
  await mkdir(dirname(FAKE_MIC_WAV), { recursive: true });
  // Chromium loops the file: a long silence after the question keeps a slow test from hearing it twice.
  // The capture starts when the page opens the microphone, but the page sends audio only once its audio graph runs,
  // which on a loaded machine takes over a second: the question waits 2.5 s, or its first word is lost.
  await makeUtteranceWav(SPOKEN_QUESTION, FAKE_MIC_WAV, {
    leadingSilenceMs: 2500,
    trailingSilenceMs: 10_000,
  });
  const server = await startServer({
    LOCAL_PUBLIC_KEY: E2E_KEYS.publicKey,
    LOCAL_PRIVATE_KEY: E2E_KEYS.privateKey,
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    // The server and its worker threads run in their own process group: none of it may outlive the tests.
    const pid = server.process.pid as number;
    try {
      process.kill(-pid, 0);
      throw new Error(`processes of the server's group ${pid} are still running after the tests`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
}
