import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from '../app';
import type { SpeechServices } from '../call/session';
import { openDatabase } from '../store/database';
import { createSynthesizer } from '../speech/synthesis';
import { createUtteranceDetector } from '../speech/voice-activity';

export const TEST_KEYS = { publicKey: 'test-public-key-0001', privateKey: 'test-private-key-0001' };

export type TestPlatform = { platform: LocalPlatform; baseUrl: string; close: () => Promise<void> };

/**
 * The local platform on a free port with real speech synthesis; recognition is off unless `speech` brings it.
 * `close()` also stops the speech workers it started.
 */
export async function startTestPlatform(
  speech: Partial<SpeechServices> = {},
  options: Partial<Omit<LocalPlatformOptions, 'keys' | 'speech' | 'db'>> & {
    /** Keep the records here (a restart test reopens it); else a temporary directory, removed at close. */
    dataDir?: string;
  } = {},
): Promise<TestPlatform> {
  const ownSynthesizer = speech.synthesizer ? undefined : await createSynthesizer();
  const { dataDir: keptDir, ...platformOptions } = options;
  const dataDir = keptDir ?? (await mkdtemp(join(tmpdir(), 'dialectic-test-db-')));
  const platform = await buildLocalPlatform({
    db: await openDatabase({ dataDir }),
    keys: TEST_KEYS,
    speech: {
      synthesizer: speech.synthesizer ?? (ownSynthesizer as NonNullable<typeof ownSynthesizer>),
      recognizer: speech.recognizer ?? null,
      createDetector: speech.createDetector ?? createUtteranceDetector,
    },
    log: () => undefined,
    ...platformOptions,
  });
  await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
  const { port } = platform.server.address() as AddressInfo;
  return {
    platform,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await platform.close();
      await ownSynthesizer?.close();
      if (!keptDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const key = options.key === undefined ? TEST_KEYS.privateKey : options.key;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(key !== null && { authorization: `Bearer ${key}` }),
      'content-type': 'application/json',
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    ...(options.rawBody !== undefined && { body: options.rawBody }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
