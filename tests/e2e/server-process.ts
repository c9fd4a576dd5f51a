import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** What the server has printed so far, both streams. */
  output(): string;
  stop(): Promise<void>;
}

const READY = /open (http:\/\/\S+?)\/?\s*$/m;

/**
 * Starts the server exactly as `npm start` does (after its build step), on a free port, in its own process
 * group with a throwaway data dir, and resolves with its URL once it says it is listening.
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // A data dir of its own, unless the caller keeps one across restarts; its own goes with it at stop().
  const ownDataDir = extraEnv.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'dialectic-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', ...(ownDataDir && { DATA_DIR: ownDataDir }), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = once(child, 'exit');
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
