import { expect, test } from '@playwright/test';
import { debateCategories, debates, debatesInCategory, getArenaConfig } from '../../src/debates';
import { expectNoA11yViolations } from './axe';
import { E2E_KEYS, e2eBaseUrl } from './chromium';
import { card, enter, expectLineBy, joinLive, transcriptLines } from './steps';

test('the landing and battles pages pass axe, and every category lists its debates', async ({ page }) => {
  await page.goto(e2eBaseUrl());
  await expect(page.getByText('Challenge Great Minds with Your Voice')).toBeVisible();
  await expectNoA11yViolations(page, 'landing');
  await page.getByRole('button', { name: 'ENTER' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
  await expectNoA11yViolations(page, 'battles');
  for (const category of debateCategories) {
    await page.getByRole('tab', { name: category.label }).click();
    await expect(page.getByRole('tab', { name: category.label })).toHaveAttribute('aria-selected', 'true');
    for (const debate of debatesInCategory(category.id)) await expect(card(page, debate.title)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page.getByRole('button', { name: 'ENTER' })).toBeVisible();
});

const comingSoon = debates.find((d) => !d.isSquadEnabled);
// Once every debate is playable none is left to show it; the card's overlay is then covered by debate-card.test.tsx.
test('a debate that is not squad-enabled shows Coming Soon and cannot be joined', async ({ page }) => {
  test.skip(!comingSoon, 'every debate of the catalogue is playable');
  const disabled = comingSoon as (typeof debates)[number];
  await enter(page);
  const category = debateCategories.find((c) => c.id === disabled.category)?.label as string;
  await page.getByRole('tab', { name: category }).click();
  const disabledCard = card(page, disabled.title);
  await expect(disabledCard.getByText('Coming Soon')).toBeVisible();
  await expect(disabledCard.getByText('Squad configuration in progress')).toBeVisible();
  await disabledCard.getByRole('button', { name: 'Join Battle' }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
  await expect(page.getByText('PHILOSOPHICAL ARENA', { exact: true })).toHaveCount(0);
});

/**
 * The whole journey for the classics and for one debate of the newer catalogue (the transport tests hold every
 * debate's floor; a browser walk through all twelve would cost minutes for nothing more).
 */
const JOURNEYS = ['morality-debate', 'free-will-debate', 'knowledge-debate', 'ai-consciousness-debate'];

for (const debate of debates.filter((d) => d.isSquadEnabled && JOURNEYS.includes(d.id))) {
  test(`join ${debate.title}, go live, challenge, hear the reply after a transfer, and exit`, async ({
    page,
  }) => {
    const arena = getArenaConfig(debate.id);
    await enter(page);
    const category = debateCategories.find((c) => c.id === debate.category)?.label as string;
    await page.getByRole('tab', { name: category }).click();
    await card(page, debate.title).getByRole('button', { name: 'Join Battle' }).click();
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: arena.title })).toBeVisible();
    await expect(page.getByText('PHILOSOPHICAL ARENA', { exact: true })).toBeVisible();
    await expect(page.getByText('0 challenges')).toBeVisible();
    await expect(
      transcriptLines(page).filter({ hasText: 'System: 🎭 Connected to philosophical debate arena' }),
    ).toHaveCount(1);
    await expectNoA11yViolations(page, `arena live (${debate.id})`);
    // Each debate opens with its own moderator and his own welcome, which names it; the visitor hears it.
    await expect(
      transcriptLines(page)
        .filter({ hasText: `${arena.moderator.name}: ` })
        .filter({ hasText: arena.title.replace(/^The /, '') })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () =>
        Number(await page.getByRole('meter', { name: 'Debate audio level' }).getAttribute('data-peak-level')),
      )
      .toBeGreaterThan(0.05);

    const question = page.getByRole('region', { name: 'Socratic Arsenal' }).getByRole('button').first();
    const text = (await question.textContent()) ?? '';
    await question.click();
    await expect(transcriptLines(page).filter({ hasText: `You: ${text}` })).toHaveCount(1);
    await expect(page.getByText('1 challenge', { exact: true })).toBeVisible();
    const transfer = transcriptLines(page).filter({
      hasText: `System: Transferring to ${arena.philosophers[0].name}...`,
    });
    await expect(transfer).toHaveCount(1, { timeout: 30_000 });
    await expectLineBy(page, arena.philosophers[0].name);
    const volume = Number(
      await page.getByRole('meter', { name: 'Debate audio level' }).getAttribute('data-peak-level'),
    );
    expect(volume).toBeGreaterThan(0.05);

    await page.getByRole('button', { name: 'Join Debate' }).click();
    await expect(page.getByRole('button', { name: 'Join Debate' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Speaking Live')).toBeVisible();
    await expect(page.getByText('2 challenges', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Exit Arena' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
  });
}

test('Try Again reconnects after the platform was unreachable', async ({ page }) => {
  await page.route('**/call/web', (route) => route.abort('connectionrefused'));
  await enter(page);
  await card(page, debates[0]?.title as string)
    .getByRole('button', { name: 'Join Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Voice Error: /)).toBeVisible();
  await expect(page.getByText('System Diagnostics')).toBeVisible();
  await expect(page.getByText('Troubleshooting Steps')).toBeVisible();
  await expectNoA11yViolations(page, 'arena error');
  await page.unroute('**/call/web');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('a page holding the ids of a platform since restarted reconnects on Try Again', async ({ page }) => {
  // The page first learns a squad id the platform no longer has, as after a restart on a wiped data dir.
  let stale = true;
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { squads: Record<string, string> };
    if (stale) config.squads = Object.fromEntries(Object.keys(config.squads).map((id) => [id, `gone-${id}`]));
    await route.fulfill({ response, json: config });
  });
  await enter(page);
  await card(page, debates[0]?.title as string)
    .getByRole('button', { name: 'Join Battle' })
    .click();
  await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/matches no squad/).first()).toBeVisible();
  stale = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('Back and Forward move between landing, battles and arena inside the app; Back out of the arena ends its call', async ({
  page,
}) => {
  const battles = page.getByRole('heading', { name: 'Choose Your Philosophical Battle' });
  const enterButton = page.getByRole('button', { name: 'ENTER' });
  await enter(page);
  await page.goBack();
  await expect(enterButton).toBeVisible();
  await page.goForward();
  await expect(battles).toBeVisible();
  const morality = getArenaConfig('morality-debate');
  await card(page, morality.title).getByRole('button', { name: 'Join Battle' }).click();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 });
  const [latest] = (await (
    await page.request.get(`${e2eBaseUrl()}/call?limit=1`, {
      headers: { authorization: `Bearer ${E2E_KEYS.privateKey}` },
    })
  ).json()) as { id: string }[];
  expect(new URL(page.url()).pathname).toBe('/');
  // With focus outside a text field, M mutes and unmutes; the mic button says so.
  const mic = page.getByRole('button', { name: 'Join Debate' });
  await expect(mic).toHaveAccessibleDescription(/hold Space to talk, press M/);
  await page.locator('body').press('m');
  await expect(mic).toHaveAttribute('aria-pressed', 'true');
  await page.locator('body').press('m');
  await expect(mic).toHaveAttribute('aria-pressed', 'false');

  await page.goBack();
  await expect(battles).toBeVisible();
  await expect
    .poll(async () => {
      const call = (await (
        await page.request.get(`${e2eBaseUrl()}/call/${latest?.id}`, {
          headers: { authorization: `Bearer ${E2E_KEYS.privateKey}` },
        })
      ).json()) as { status: string };
      return call.status;
    })
    .toBe('ended');
  await page.goBack();
  await expect(enterButton).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // Exit Arena goes back as Back does: the history holds no loop of battles and arenas.
  await page.goForward();
  await page.goForward();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Exit Arena' }).click();
  await expect(battles).toBeVisible();
  await page.goBack();
  await expect(enterButton).toBeVisible();
});

test("the visitor sees their own microphone's level, and is told when nothing is heard for a while", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await joinLive(page, 'morality-debate');
  const meter = page.getByRole('meter', { name: 'Your microphone level' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Join Debate' }).click();
  // The fake microphone says its question, then nothing: the meter moves, then the hint comes.
  await expect
    .poll(async () => Number(await meter.getAttribute('data-peak-level')), { timeout: 15_000 })
    .toBeGreaterThan(0.05);
  const hint = page.getByRole('status').filter({ hasText: "We can't hear you" });
  await expect(hint).toBeVisible({ timeout: 25_000 });
  await page.getByRole('button', { name: 'Join Debate' }).click();
  await expect(hint).toHaveCount(0);
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
});

test('the demo debate shows what its assistant says, can be muted and unmuted, and its exit ends the call', async ({
  page,
}) => {
  await page.goto(`${e2eBaseUrl()}/?demo`);
  await expect(page.getByRole('heading', { name: 'Demo Debate' })).toBeVisible();
  await expect(page.getByText(/^Connected/)).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('region', { name: 'Current speaker' });
  // The card follows the assistant's transcript: its own words replace the placeholder.
  await expect(card.getByRole('blockquote')).not.toContainText('Welcome to the philosophical arena...', {
    timeout: 30_000,
  });
  await expect(card).toContainText(getArenaConfig('morality-debate').moderator.name.toUpperCase());
  // Its own welcome, which points to nothing the demo lacks (no Socratic Arsenal, no box to type in).
  await expect(card.getByRole('blockquote')).toContainText('Welcome to the demo debate');
  await expect(card.getByRole('blockquote')).not.toContainText('Arsenal');
  const mic = page.getByRole('button', { name: 'Join Debate' });
  await mic.click();
  await expect(mic).toHaveAttribute('aria-pressed', 'true');
  await mic.click();
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
  await expectNoA11yViolations(page, 'demo');

  // The demo's call, the newest single-assistant call on the platform, is live until the visitor leaves.
  const demoCallStatus = async () => {
    const response = await page.request.get(`${e2eBaseUrl()}/call?limit=1000`, {
      headers: { authorization: `Bearer ${E2E_KEYS.privateKey}` },
    });
    const calls = (await response.json()) as { status: string; assistantId?: string; createdAt: string }[];
    return calls
      .filter((c) => c.assistantId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .at(-1)?.status;
  };
  expect(await demoCallStatus()).toBe('in-progress');
  await page.getByRole('button', { name: 'Exit Demo' }).click();
  await expect(page.getByRole('button', { name: 'ENTER' })).toBeVisible();
  await expect.poll(demoCallStatus).toBe('ended');
});

test('a part of the app that fails to load is tried once more, then a Reload screen offers the way back', async ({
  page,
}) => {
  const morality = getArenaConfig('morality-debate');
  // Once: the retry gets it, and the visitor never knows.
  let failures = 1;
  await page.route(/\/assets\/arena-[^/]+\.(js|css)$/, (route) =>
    failures-- > 0 ? route.abort('connectionreset') : route.continue(),
  );
  await enter(page);
  await card(page, morality.title).getByRole('button', { name: 'Join Battle' }).click();
  await expect(page.getByText('PHILOSOPHICAL ARENA', { exact: true })).toBeVisible({ timeout: 20_000 });

  // Always, as after a redeploy removed the files: a Reload screen, not the raw error.
  await page.unrouteAll();
  await page.goto(e2eBaseUrl());
  await page.route(/\/assets\/arena-[^/]+\.(js|css)$/, (route) => route.abort('connectionreset'));
  await enter(page);
  await card(page, morality.title).getByRole('button', { name: 'Join Battle' }).click();
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Dialectic Club needs a reload' })).toBeVisible();
  await expectNoA11yViolations(page, 'chunk reload');
  await page.unrouteAll();
  await reload.click();
  await expect(page.getByRole('button', { name: 'ENTER' })).toBeVisible();
});

test('the 404 page passes axe', async ({ page }) => {
  await page.goto(`${e2eBaseUrl()}/missing/page`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoA11yViolations(page, '404');
});

test('the landing page and the battles are usable by keyboard alone', async ({ page }) => {
  await page.goto(e2eBaseUrl());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'ENTER' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
  const join = card(page, debates[0]?.title as string).getByRole('button', { name: 'Join Battle' });
  for (let i = 0; i < 30 && !(await join.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(join).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('the arena passes axe while connecting', async ({ page }) => {
  // Hold the web call until the CONNECTING state has been inspected, however long axe takes on a loaded machine (a
  // hold of fixed length ran out under load, and the arena had gone LIVE before the check).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/call/web', async (route) => {
    await released;
    await route.continue();
  });
  await enter(page);
  await card(page, debates[0]?.title as string)
    .getByRole('button', { name: 'Join Battle' })
    .click();
  await expect(page.getByText('CONNECTING', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Join Debate' })).toBeDisabled();
  await expectNoA11yViolations(page, 'arena connecting');
  await expect(page.getByText('CONNECTING', { exact: true })).toBeVisible();
  release();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('prefers-reduced-motion stops the banner', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(e2eBaseUrl());
  const animation = await page.locator('.banner-track').evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect
    .poll(() => page.locator('.banner-track').evaluate((el) => getComputedStyle(el).animationName))
    .toBe('banner');
});
