import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadKeys } from './keys';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keys-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the local keys', () => {
  it('are generated once, kept in the data dir, and read back at the next start', async () => {
    const first = await loadKeys(dir, {});
    expect(first.source).toBe('generated');
    expect(first.keys.publicKey).not.toBe(first.keys.privateKey);
    expect(await loadKeys(dir, {})).toEqual({ keys: first.keys, source: 'data dir' });
  });

  it.each([
    ['a wrong shape', '{"publicKey":1,"privateKey":["x"]}'],
    ['empty keys', '{"publicKey":"","privateKey":""}'],
    ['null', 'null'],
  ])('refuse a keys.json with %s, saying what to do, and never overwrite it', async (_, text) => {
    await writeFile(join(dir, 'keys.json'), text);
    await expect(loadKeys(dir, {})).rejects.toThrow(
      /keys\.json holds no publicKey and privateKey strings\. Mend it/,
    );
    expect(await readFile(join(dir, 'keys.json'), 'utf8')).toBe(text);
  });

  it('refuse a public key that is the private one, from the data dir or the environment', async () => {
    await writeFile(join(dir, 'keys.json'), '{"publicKey":"same-same-same","privateKey":"same-same-same"}');
    await expect(loadKeys(dir, {})).rejects.toThrow(/are the same .*give them different values/);
    await rm(join(dir, 'keys.json'));
    await expect(loadKeys(dir, { LOCAL_PUBLIC_KEY: 'k', LOCAL_PRIVATE_KEY: 'k' })).rejects.toThrow(
      /are the same/,
    );
  });

  it('say so when DATA_DIR is a file, not a directory', async () => {
    const file = join(dir, 'plain-file');
    await writeFile(file, 'x');
    await expect(loadKeys(file, {})).rejects.toThrow(
      `DATA_DIR (${file}) is not a directory: point it at one.`,
    );
  });
});
