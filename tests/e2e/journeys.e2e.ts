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

test('a debate that is not squad-enabled shows Coming Soon and cannot be joined', async ({ page }) => {
  await enter(page);
  const disabled =
    debates.find((d) => !d.isSquadEnabled && d.category === 'classic') ??
    debates.find((d) => !d.isSquadEnabled);
  if (!disabled) throw new Error('the catalogue has no disabled debate');
  const category = debateCategories.find((c) => c.id === disabled.category)?.label as string;
  await page.getByRole('tab', { name: category }).click();
  const disabledCard = card(page, disabled.title);
  await expect(disabledCard.getByText('Coming Soon')).toBeVisible();
  await expect(disabledCard.getByText('Squad configuration in progress')).toBeVisible();
  await disabledCard.getByRole('button', { name: 'Join Battle' }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
  await expect(page.getByText('PHILOSOPHICAL ARENA', { exact: true })).toHaveCount(0);
});

for (const size of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${size.width}x${size.height}, a Coming Soon card's message stays legible on a solid box above its veil`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await enter(page);
    const disabled = debates.find((d) => !d.isSquadEnabled);
    if (!disabled) throw new Error('the catalogue has no disabled debate');
    await page
      .getByRole('tab', { name: debateCategories.find((c) => c.id === disabled.category)?.label as string })
      .click();
    const message = card(page, disabled.title).getByText('Coming Soon');
    await message.scrollIntoViewIfNeeded();
    await expect(message).toBeInViewport();
    await expectNoA11yViolations(page, `battles with Coming Soon (${size.width})`);
    // The text's contrast against the box it sits on, whose background is opaque: no veil shows through it.
    const { ratio, alpha } = await message.evaluate((element) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      let box: Element | null = element;
      while (box && rgb(getComputedStyle(box).backgroundColor)[3] === 0) box = box.parentElement;
      const [br = 0, bg = 0, bb = 0, ba = 1] = rgb(getComputedStyle(box as Element).backgroundColor);
      const [fr = 0, fg = 0, fb = 0] = rgb(getComputedStyle(element).color);
      const weights = [0.2126, 0.7152, 0.0722];
      const luminance = (r: number, g: number, b: number) =>
        [r, g, b]
          .map((c) => c / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * (weights[i] ?? 0), 0);
      const text = luminance(fr, fg, fb);
      const back = luminance(br, bg, bb);
      return { ratio: (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05), alpha: ba };
    });
    expect(alpha).toBe(1);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test(`at ${size.width}x${size.height}, the collapsed transcript shows its last three lines in full`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const arena = getArenaConfig('morality-debate');
    await joinLive(page, 'morality-debate');
    await page.getByRole('textbox', { name: 'Type your own challenge' }).fill('Socrates, what is justice?');
    await page.getByRole('textbox', { name: 'Type your own challenge' }).press('Enter');
    await expectLineBy(page, arena.philosophers[0].name);
    await expect(page.getByRole('button', { name: 'Expand transcript' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const viewport = page.locator('.transcript-panel__viewport');
    const shown = await viewport.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const items = [...element.querySelectorAll('.transcript-panel__content li')].slice(-3);
      return items.map((item) => {
        const rect = item.getBoundingClientRect();
        return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      });
    });
    expect(shown).toEqual([true, true, true]);
  });
}

for (const debate of debates.filter((d) => d.isSquadEnabled)) {
  test(`join ${debate.title}, go live, challenge, hear the reply after a transfer, and exit`, async ({
    page,
  }) => {
    const arena = getArenaConfig(debate.id);
    await enter(page);
    await page.getByRole('tab', { name: 'Classic' }).click();
    await card(page, debate.title).getByRole('button', { name: 'Join Battle' }).click();
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: arena.title })).toBeVisible();
    await expect(page.getByText('PHILOSOPHICAL ARENA', { exact: true })).toBeVisible();
    await expect(page.getByText('0 challenges')).toBeVisible();
    await expect(
      transcriptLines(page).filter({ hasText: 'System: 🎭 Connected to philosophical debate arena' }),
    ).toHaveCount(1);
    await expectNoA11yViolations(page, `arena live (${debate.id})`);
    // Each debate opens with its own moderator and his own welcome.
    await expect(
      transcriptLines(page)
        .filter({ hasText: `${arena.moderator.name}: Welcome to the ${arena.title.replace(/^The /, '')}` })
        .first(),
    ).toBeVisible({ timeout: 30_000 });

    const question = page.getByRole('region', { name: 'Socratic Arsenal' }).getByRole('button').first();
    const text = (await question.textContent()) ?? '';
    await question.click();
    await expect(transcriptLines(page).filter({ hasText: `You: ${text}` })).toHaveCount(1);
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
    await expect(page.getByText('1 challenge', { exact: true })).toBeVisible();

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

test('at 375x812 the mic button and the challenge box stay on screen wherever the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await joinLive(page, 'morality-debate');
  const mic = page.getByRole('button', { name: 'Join Debate' });
  const box = page.getByRole('textbox', { name: 'Type your own challenge' });
  for (const y of [0, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(mic).toBeInViewport({ ratio: 1 });
    await expect(box).toBeInViewport({ ratio: 1 });
  }
  // The last of the page is not hidden under the bar: scrolled to the end, it ends above the bar.
  const last = await page.getByRole('button', { name: 'Next' }).boundingBox();
  const bar = await page.locator('.arena-controls').boundingBox();
  expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
});

test('at 1440x900 the mic button, the challenge box and the first Arsenal questions are in view without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await joinLive(page, 'morality-debate');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Join Debate' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('textbox', { name: 'Type your own challenge' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
  for (const question of ['But what do you mean by that?', 'Could you say that more simply?']) {
    await expect(page.getByRole('button', { name: question })).toBeInViewport({ ratio: 1 });
  }
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
  // Hold the web call for a moment so the CONNECTING state can be inspected.
  await page.route('**/call/web', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await enter(page);
  await card(page, debates[0]?.title as string)
    .getByRole('button', { name: 'Join Battle' })
    .click();
  await expect(page.getByText('CONNECTING', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Join Debate' })).toBeDisabled();
  await expectNoA11yViolations(page, 'arena connecting');
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
