import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getArenaConfig } from '../../src/debates';
import { expectNoA11yViolations } from './axe';
import { E2E_KEYS } from './chromium';
import { startServer, type RunningServer } from './server-process';
import { joinLive, transcriptLines } from './steps';

// The arena when the platform goes away mid-call, and comes back: it says so, shows no one speaking, keeps the
// transcript, and Try Again brings the debate back. At a phone's size and a laptop's.

const morality = getArenaConfig('morality-debate');

for (const size of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${size.width}x${size.height}, a platform killed mid-call is said so, and Try Again after its restart brings the debate back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const dataDir = await mkdtemp(join(tmpdir(), 'dialectic-recovery-'));
    const env = {
      DATA_DIR: dataDir,
      LOCAL_PUBLIC_KEY: E2E_KEYS.publicKey,
      LOCAL_PRIVATE_KEY: E2E_KEYS.privateKey,
    };
    let server: RunningServer | undefined = await startServer(env);
    try {
      await joinLive(page, 'morality-debate', server.url);
      await expect(
        transcriptLines(page)
          .filter({ hasText: `${morality.moderator.name}: Welcome` })
          .first(),
      ).toBeVisible({ timeout: 30_000 });

      // The platform dies outright: no goodbye reaches the page.
      const port = new URL(server.url).port;
      process.kill(-(server.process.pid as number), 'SIGKILL');
      server = undefined;
      const notice = page.getByRole('alert').filter({ hasText: 'Voice Error: Connection lost.' });
      await expect(notice).toContainText('Try Again to reconnect', { timeout: 15_000 });
      // The spec's arena connection failure: the toast, and the transcript's error line once.
      await expect(page.getByText('Debate Connection Error')).toBeVisible();
      // A destructive toast: sonner's error colours, not the plain grey of a notice.
      await expect(
        page.locator('[data-sonner-toast][data-type="error"][data-rich-colors="true"]', {
          hasText: 'Debate Connection Error',
        }),
      ).toBeVisible();
      await expect(
        transcriptLines(page).filter({ hasText: 'System: ⚠️ Debate Error: Connection lost.' }),
      ).toHaveCount(1);
      await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
      await expect(page.getByText('CONNECTING', { exact: true })).toHaveCount(0);
      await expect(page.getByText('SPEAKING', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Speaking...', { exact: true })).toHaveCount(0);
      await expect(transcriptLines(page).filter({ hasText: 'System: 📞 Debate session ended' })).toHaveCount(
        1,
      );
      await expect(
        transcriptLines(page)
          .filter({ hasText: `${morality.moderator.name}: Welcome` })
          .first(),
      ).toBeVisible();
      // Nothing to speak or type into while it is down: the controls (a bar over the recap on a phone) are gone.
      await expect(page.getByRole('textbox', { name: 'Type your own challenge' })).toHaveCount(0);
      // A recap of the debate: its length, the visitor's challenges, and how long each one held the floor.
      const recap = page.getByRole('region', { name: 'Debate recap' });
      await expect(recap).toContainText('0 challenges');
      const floor = recap.getByRole('list', { name: 'Time on the floor' }).getByRole('listitem');
      await expect(floor).toHaveCount(3);
      await expect(floor.filter({ hasText: morality.moderator.name })).not.toContainText('0:00');
      await page.screenshot({ path: `test-results/recovery-ended-${size.width}.png`, fullPage: true });
      await expectNoA11yViolations(page, `the ended arena at ${size.width}`);

      // The debate goes home with the visitor, even after it has ended.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download transcript' }).click();
      const saved = await (await downloading).path();
      const markdown = await readFile(saved, 'utf8');
      expect(markdown).toMatch(new RegExp(`^# ${morality.title}\n`));
      expect(markdown).toMatch(
        new RegExp(`- \\[\\d+:\\d\\d\\] \\*\\*${morality.moderator.name}:\\*\\* Welcome`),
      );
      expect(markdown).toContain('**System:** 📞 Debate session ended');

      // Try Again while it is still down: the arena is connecting, never "ended" with a New debate, until it
      // says it cannot reach the platform.
      await notice.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('CONNECTING', { exact: true })).toBeVisible();
      // With the loading screen's words and spinner, not the stale arena alone.
      await expect(
        page.getByRole('status').filter({ hasText: 'Establishing voice connection...' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'New debate' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible({ timeout: 30_000 });

      // It comes back on the same address and data; Try Again starts a fresh call with the moderator.
      server = await startServer({ ...env, PORT: port });
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Type your own challenge' })).toBeEnabled();
    } finally {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
