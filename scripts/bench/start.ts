// The cost of starting the local platform (docs/architecture.md section 9; the issue "The whole catalogue, argued", item 7):
// from spawning `tsx server/main.ts`, as `npm start` does after its build, to the server saying it listens, and its
// resident memory once idle with every debate loaded (the knowledge, the engine's indexes, the recogniser's model).
// Usage: npm run bench:start [-- runs]   (default 5 runs; the median is the figure). Run it alone on the machine.
import { readFileSync } from 'node:fs';
import { startServer } from '../../tests/e2e/server-process';

const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error('Usage: npm run bench:start -- [runs]   (1 to 50)');
  process.exit(2);
}

/** The resident memory of a process and its threads, in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const starts: number[] = [];
const memory: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const server = await startServer({
    LOCAL_PUBLIC_KEY: 'bench-public-key-0001',
    LOCAL_PRIVATE_KEY: 'bench-private-key-0001',
  });
  try {
    starts.push(performance.now() - started);
    // Settled: the speech workers have loaded their models.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    memory.push(rssMb(server.process.pid as number));
    const squads = (await (await fetch(`${server.url}/app-config.json`)).json()) as { squads: object };
    if (run === 0) console.log(`${Object.keys(squads.squads).length} debates seeded`);
  } finally {
    await server.stop();
  }
}
console.log(`server start to listening: median ${(median(starts) / 1000).toFixed(2)} s of ${runs} runs`);
console.log(`resident memory, idle: median ${median(memory).toFixed(0)} MB`);
