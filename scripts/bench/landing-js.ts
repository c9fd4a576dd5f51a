// Prints the gzip size of the JavaScript the landing page loads before ENTER works (docs/architecture.md section 9: at most
// 60 KB). Runs the built app on the real server in Debian Chromium. Usage: npm run build && npm run bench:landing
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { startServer } from '../../tests/e2e/server-process';
import { ENTER_READY_MARK } from '../../src/app/landing/enter-ready';

const BUDGET_BYTES = 60 * 1024;
const RUNS = 5;

/** The scripts the page had started to load when ENTER began to work, by the page's own clock. */
async function measure(url: string): Promise<{ files: Map<string, number>; readyMs: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('[data-enter][data-ready="true"]').waitFor();
    const { scripts, readyMs } = await page.evaluate((mark) => {
      const ready = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        readyMs: ready,
        scripts: resources
          .filter((r) => r.startTime <= ready && new URL(r.name).pathname.endsWith('.js'))
          .map((r) => r.name),
      };
    }, ENTER_READY_MARK);
    const files = new Map<string, number>();
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      files.set(new URL(script).pathname, gzipSync(body).length);
    }
    return { files, readyMs };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url));
  const first = runs[0] as (typeof runs)[number];
  let total = 0;
  for (const [file, bytes] of first.files) {
    total += bytes;
    console.log(`  ${file}: ${(bytes / 1024).toFixed(1)} KB gzip`);
  }
  const readyTimes = runs.map((r) => r.readyMs).sort((a, b) => a - b);
  const median = readyTimes[Math.floor(readyTimes.length / 2)] as number;
  console.log(`landing JavaScript before ENTER works: ${(total / 1024).toFixed(1)} KB gzip`);
  console.log(`budget 60 KB: ${((total / BUDGET_BYTES) * 100).toFixed(0)}% of budget`);
  console.log(`ENTER ready, median of ${RUNS} loads: ${median.toFixed(0)} ms (loopback, no throttling)`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  await server.stop();
}
