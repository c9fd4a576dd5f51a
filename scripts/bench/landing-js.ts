// Prints the gzip size of the JavaScript the landing page loads before ENTER works (DESIGN.md section 9: at most
// 60 KB). Runs the built app on the real server in Debian Chromium. Usage: npm run build && npm run bench:landing
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { startServer } from '../../tests/e2e/server-process';

const BUDGET_BYTES = 60 * 1024;
const RUNS = 5;

async function measure(url: string): Promise<{ files: Map<string, number>; readyMs: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const files = new Map<string, number>();
    let ready = false;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (ready || type !== 'script') return;
      pending.push(
        response.body().then((body) => {
          files.set(new URL(response.url()).pathname, gzipSync(body).length);
        }),
      );
    });
    const started = performance.now();
    await page.goto(url);
    // The bootstrap marks ENTER once its click handler is attached: from then on, ENTER works.
    await page.locator('[data-enter][data-ready="true"]').waitFor();
    const readyMs = performance.now() - started;
    ready = true;
    await Promise.all(pending);
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
