import { Worker } from 'node:worker_threads';

// An explicit (empty) execArgv stops a worker from inheriting the parent's: tsx's CLI flags, Vitest's.
const WORKER_EXEC_ARGV: string[] = [];

/**
 * Node 20 cannot run a .ts file by itself, and tsx's `--import tsx` only registers its loader on the main
 * thread (on Node 20), not in workers. So a .ts worker starts from a tiny bootstrap that registers tsx's loader
 * inside the worker, then imports the real module. tsx is resolved from this file, not from the working
 * directory, which may be anywhere. This works alike under Vitest, under `tsx server/main.ts` and in plain Node.
 */
function typeScriptBootstrap(entry: URL): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsxApi)})
    .then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
}

/** Starts a worker thread from a .ts or .js module. */
export function spawnWorker(entry: URL, workerData?: unknown): Worker {
  const options = { workerData, execArgv: WORKER_EXEC_ARGV };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  return new Worker(typeScriptBootstrap(entry), { ...options, eval: true });
}
