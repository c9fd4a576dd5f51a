import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultWorkerCount, startWorkerPool } from './worker-pool';
import type { WorkerRpc } from './worker-rpc';

/** A worker that, like a real one, serves one request at a time: each takes the milliseconds it names. */
function fakeWorker(name: string, log: string[]): WorkerRpc<number, string> {
  let busy = Promise.resolve();
  return {
    call: (ms) => {
      const done = busy.then(
        () =>
          new Promise<string>((resolve) => {
            log.push(`start:${ms}`);
            setTimeout(() => {
              log.push(`${name}:${ms}`);
              resolve(`${name}:${ms}`);
            }, ms);
          }),
      );
      busy = done.then(() => undefined);
      return done;
    },
    close: async () => {
      log.push(`${name}:closed`);
    },
  };
}

describe('defaultWorkerCount', () => {
  it('is one per core, at least 1 and at most 4', () => {
    expect(defaultWorkerCount()).toBe(Math.max(1, Math.min(4, availableParallelism())));
  });
});

describe('startWorkerPool', () => {
  it('gives a free worker the most urgent request waiting, the oldest first among equals', async () => {
    const log: string[] = [];
    const names = ['a', 'b'];
    const pool = await startWorkerPool(2, async () => fakeWorker(names.shift() as string, log));
    // Both workers busy; then third sentences before second ones cannot jump ahead of a first one.
    const busy = [pool.call(40), pool.call(40)];
    const waiting = [
      pool.call(3, { priority: 2 }),
      pool.call(2, { priority: 1 }),
      pool.call(1, { priority: 0 }),
      pool.call(4, { priority: 0 }),
    ];
    await Promise.all([...busy, ...waiting]);
    const starts = log.filter((entry) => entry.startsWith('start:')).map((entry) => entry.slice(6));
    expect(starts).toEqual(['40', '40', '1', '4', '2', '3']);
    await pool.close();
    expect(log.slice(-2).sort()).toEqual(['a:closed', 'b:closed']);
  });

  it('drops a request given up while it waits, and lets one already on a worker run to its end', async () => {
    const log: string[] = [];
    const pool = await startWorkerPool(1, async () => fakeWorker('a', log));
    const running = new AbortController();
    const waiting = new AbortController();
    const first = pool.call(30, { signal: running.signal });
    const dropped = pool.call(20, { signal: waiting.signal });
    const kept = pool.call(10);
    running.abort(new Error('interrupted'));
    waiting.abort(new Error('interrupted'));
    await expect(dropped).rejects.toThrow('interrupted');
    expect(await first).toBe('a:30');
    expect(await kept).toBe('a:10');
    expect(log.filter((entry) => entry.startsWith('start:'))).toEqual(['start:30', 'start:10']);
    await expect(pool.call(5, { signal: waiting.signal })).rejects.toThrow('interrupted');
    await pool.close();
  });

  it('settles each promise with its own answer, and a long request leaves the other worker free', async () => {
    const log: string[] = [];
    const names = ['a', 'b'];
    const pool = await startWorkerPool(2, async () => fakeWorker(names.shift() as string, log));
    const long = pool.call(80);
    expect(await pool.call(5)).toBe('b:5');
    expect(await pool.call(5)).toBe('b:5');
    expect(await long).toBe('a:80');
    await pool.close();
  });

  it('closes the workers that started when one fails to start, and rejects with its reason', async () => {
    const log: string[] = [];
    let n = 0;
    const start = async () => {
      n += 1;
      if (n === 2) throw new Error('the model is missing');
      return fakeWorker(`w${n}`, log);
    };
    await expect(startWorkerPool(3, start)).rejects.toThrow('the model is missing');
    expect(log.sort()).toEqual(['w1:closed', 'w3:closed']);
  });
});
