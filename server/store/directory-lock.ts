// The embedded database is one process's: two servers writing one PGlite directory each keep their own copy in memory,
// and whichever writes last loses the other's acknowledged records. A lock file beside the directory, naming the
// process that holds it, keeps a second server out; one left by a server that died is taken over.
import { readFile, rm, writeFile } from 'node:fs/promises';

/** Locks held by this process (a second open in the same process is refused too). */
const held = new Set<string>();

/** Holds `dir` for this process; resolves to its release. Throws, saying what to do, while another process holds it. */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const lock = `${dir}.lock`;
  if (held.has(lock)) throw busy(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      held.add(lock);
      return async () => {
        held.delete(lock);
        await rm(lock, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw busy(dir, holder);
      }
      // Left by a server that is gone.
      await rm(lock, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}: its lock file ${lock} keeps coming back.`);
}

function busy(dir: string, pid: number): Error {
  return new Error(
    `Another server (process ${pid}) keeps its records in ${dir}: stop it, or give this one its own DATA_DIR.`,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
