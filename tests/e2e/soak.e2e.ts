import { expect, test } from '@playwright/test';
import { getArenaConfig } from '../../src/debates';
import { E2E_KEYS, e2eBaseUrl } from './chromium';
import { installLeakProbe, readLeakProbe } from './leak-probe';

const CYCLES = 50;

test(`${CYCLES} join/exit cycles leave no call, socket, audio context, audio element or live track behind`, async ({
  page,
}) => {
  test.setTimeout(CYCLES * 6_000);
  await page.addInitScript(installLeakProbe);
  await page.goto(e2eBaseUrl());
  await page.getByRole('button', { name: 'ENTER' }).click();
  const title = getArenaConfig('morality-debate').title;
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    await card.getByRole('button', { name: 'Join Battle' }).click();
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
    // Every fifth cycle opens the microphone too, so its track must be released as well.
    if (cycle % 5 === 0) {
      await page.getByRole('button', { name: 'Join Debate' }).click();
      await expect(page.getByRole('button', { name: 'Join Debate' })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: 'Exit Arena' }).click();
    await expect(card).toBeVisible();
  }

  await expect
    .poll(() => page.evaluate(readLeakProbe), { timeout: 10_000 })
    .toEqual({
      sockets: CYCLES,
      openSockets: 0,
      contexts: CYCLES,
      openContexts: 0,
      // One microphone test before each connect, and the microphone of every fifth cycle.
      tracks: CYCLES + CYCLES / 5,
      liveTracks: 0,
      audioElements: 0,
    });

  // The platform agrees: none of the calls is still in progress.
  const response = await page.request.get(`${e2eBaseUrl()}/call?limit=1000`, {
    headers: { authorization: `Bearer ${E2E_KEYS.privateKey}` },
  });
  const calls = (await response.json()) as { status: string }[];
  expect(calls.filter((c) => c.status !== 'ended')).toEqual([]);
  expect(calls.length).toBeGreaterThanOrEqual(CYCLES);
});
