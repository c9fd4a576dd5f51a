import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDirectory } from './directory-lock';

let parent: string;
let dir: string;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'lock-'));
  dir = join(parent, 'db');
});
afterEach(() => rm(parent, { recursive: true, force: true }));

describe("the embedded database's directory", () => {
  it('is held by one server at a time, and free again once released', async () => {
    const release = await lockDirectory(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(lockDirectory(dir)).rejects.toThrow(
      `Another server (process ${process.pid}) keeps its records in ${dir}: stop it, or give this one its own DATA_DIR.`,
    );
    await release();
    await (
      await lockDirectory(dir)
    )();
  });

  it('is refused while another live process holds it', async () => {
    await writeFile(`${dir}.lock`, String(process.ppid));
    await expect(lockDirectory(dir)).rejects.toThrow(`Another server (process ${process.ppid})`);
  });

  it('is taken over from a server that died holding it', async () => {
    // No process has this id: the largest Linux allows is 2^22.
    await writeFile(`${dir}.lock`, String(2 ** 22 + 1));
    const release = await lockDirectory(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
  });
});
