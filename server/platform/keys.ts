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
    return {
      keys: { publicKey: env.LOCAL_PUBLIC_KEY, privateKey: env.LOCAL_PRIVATE_KEY },
      source: 'environment',
    };
  }
  const file = join(dataDir, KEY_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<PlatformKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return {
        keys: {
          publicKey: env.LOCAL_PUBLIC_KEY ?? stored.publicKey,
          privateKey: env.LOCAL_PRIVATE_KEY ?? stored.privateKey,
        },
        source: 'data dir',
      };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${file}: ${(error as Error).message}. Delete it to generate new keys.`, {
        cause: error,
      });
    }
  }
  const keys = {
    publicKey: env.LOCAL_PUBLIC_KEY ?? randomUUID(),
    privateKey: env.LOCAL_PRIVATE_KEY ?? randomUUID(),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return { keys, source: 'generated' };
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
