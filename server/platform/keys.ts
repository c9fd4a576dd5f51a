import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { HttpError } from '../http/errors';

export interface PlatformKeys {
  publicKey: string;
  privateKey: string;
}

export type KeyRole = 'public' | 'private';

const KEY_FILE = 'keys.json';

/**
 * Keys come from LOCAL_PUBLIC_KEY / LOCAL_PRIVATE_KEY; otherwise they are generated on first start and kept in
 * the data dir so that a restart keeps them (docs/architecture.md section 4).
 */
export async function loadKeys(
  dataDir: string,
  env: { LOCAL_PUBLIC_KEY?: string; LOCAL_PRIVATE_KEY?: string },
): Promise<{ keys: PlatformKeys; source: 'environment' | 'data dir' | 'generated' }> {
  if (env.LOCAL_PUBLIC_KEY && env.LOCAL_PRIVATE_KEY) {
    const keys = { publicKey: env.LOCAL_PUBLIC_KEY, privateKey: env.LOCAL_PRIVATE_KEY };
    return { keys: distinct(keys, 'LOCAL_PUBLIC_KEY and LOCAL_PRIVATE_KEY'), source: 'environment' };
  }
  const file = join(dataDir, KEY_FILE);
  const stored = await readStoredKeys(file, dataDir);
  const keys = {
    publicKey: env.LOCAL_PUBLIC_KEY ?? stored?.publicKey ?? randomUUID(),
    privateKey: env.LOCAL_PRIVATE_KEY ?? stored?.privateKey ?? randomUUID(),
  };
  if (stored) return { keys: distinct(keys, `${file} and the environment`), source: 'data dir' };
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  } catch (error) {
    throw new Error(
      `Cannot keep the generated keys in ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ` +
        'make DATA_DIR a directory this user may write to.',
      { cause: error },
    );
  }
  return { keys, source: 'generated' };
}

/** The keys, unless they are one: the public key goes to every browser, and would manage the platform too. */
function distinct(keys: PlatformKeys, from: string): PlatformKeys {
  if (keys.publicKey !== keys.privateKey) return keys;
  throw new Error(`The public and the private key are the same (from ${from}): give them different values.`);
}

/** The keys kept in the data dir; undefined when there are none yet. Throws, saying what to do, on anything else. */
async function readStoredKeys(file: string, dataDir: string): Promise<PlatformKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ENOTDIR') {
      throw new Error(`DATA_DIR (${dataDir}) is not a directory: point it at one.`, { cause: error });
    }
    throw new Error(`Cannot read ${file}: ${(error as Error).message}. Delete it to generate new keys.`, {
      cause: error,
    });
  }
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}. Delete it to generate new keys.`, {
      cause: error,
    });
  }
  const { publicKey, privateKey } = (stored ?? {}) as Partial<Record<keyof PlatformKeys, unknown>>;
  if (
    typeof publicKey !== 'string' ||
    typeof privateKey !== 'string' ||
    publicKey === '' ||
    privateKey === ''
  ) {
    // Never overwritten: clients may hold the keys it had.
    throw new Error(
      `${file} holds no publicKey and privateKey strings. Mend it, or delete it to generate new keys.`,
    );
  }
  return { publicKey, privateKey };
}

/** Resolves the bearer key of a request to its role; 401 when it is missing or matches no key. */
export function authenticate(req: IncomingMessage, keys: PlatformKeys): KeyRole {
  const header = req.headers.authorization;
  if (!header) throw new HttpError(401, 'Missing Authorization header: send "Authorization: Bearer <key>".');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Malformed Authorization header: expected "Bearer <key>".');
  const given = match[1] as string;
  if (sameKey(given, keys.privateKey)) return 'private';
  if (sameKey(given, keys.publicKey)) return 'public';
  throw new HttpError(
    401,
    'Invalid key: use the public or private key that the local platform printed at start.',
  );
}

/** Compares keys in constant time: both are hashed first, so neither their content nor their length leaks. */
function sameKey(given: string, key: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/** A key as the log may show it: enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  return `${key.slice(0, 4)}…${key.slice(-2)}`;
}
