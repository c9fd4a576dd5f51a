import { expect, test } from '@playwright/test';
import { debateCategories, debates, getArenaConfig } from '../../src/debates';
import { expectNoA11yViolations } from './axe';
import { card, enter, expectLineBy, joinLive } from './steps';

// How the views hold up on a phone's screen and a laptop's: what stays in view, what stays legible.

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

test('at 375x812 the mic button and the challenge box stay on screen wherever the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await joinLive(page, 'morality-debate');
  const mic = page.getByRole('button', { name: 'Join Debate' });
  const box = page.getByRole('textbox', { name: 'Type your own challenge' });
  // On arrival the speaker's card, with what is being said, starts above the bar: the seats stand compact.
  const speaking = await page.getByRole('region', { name: 'Current speaker' }).boundingBox();
  const bar = await page.locator('.arena-controls').boundingBox();
  expect((speaking?.y ?? Infinity) + 120).toBeLessThanOrEqual(bar?.y ?? 0);
  for (const y of [0, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(mic).toBeInViewport({ ratio: 1 });
    await expect(box).toBeInViewport({ ratio: 1 });
  }
  // The last of the page is not hidden under the bar: scrolled to the end, it ends above the bar.
  const last = await page.getByRole('button', { name: 'Next' }).boundingBox();
  expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  // A control reached from the keyboard is scrolled clear of the bar, not left behind it: Tab from the top of the
  // page to the Arsenal's Previous, as a keyboard user goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Exit Arena' }).focus();
  const previous = page.getByRole('button', { name: 'Previous' });
  for (let i = 0; i < 80 && !(await previous.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(previous).toBeFocused();
  const focused = await previous.boundingBox();
  expect((focused?.y ?? Infinity) + (focused?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  // On the narrowest phones the Send button stays on the screen: the input gives way.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
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
  // While a philosopher's answer comes in word by word, nothing moves the box the visitor types into: the
  // speaker's card shows the statement's latest lines in a space of its own.
  const box = page.getByRole('textbox', { name: 'Type your own challenge' });
  await box.fill('Socrates, is it better to suffer injustice than to do it?');
  await box.press('Enter');
  const where = async () => (await box.boundingBox())?.y;
  const before = await where();
  const card = page.getByRole('region', { name: 'Current speaker' });
  const answerWords = async () =>
    (await card.textContent())?.includes('SOCRATES')
      ? ((await card.locator('blockquote').textContent()) ?? '').split(' ').length
      : 0;
  await expect.poll(answerWords, { timeout: 60_000 }).toBeGreaterThan(30);
  expect(await where()).toBe(before);
  await expect(box).toBeInViewport({ ratio: 1 });
});

test('at 640x400 (a page zoomed to 200 %) the controls stay in the page: no bar takes half the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await joinLive(page, 'morality-debate');
  const controls = page.locator('.arena-controls');
  expect(await controls.evaluate((element) => getComputedStyle(element).position)).toBe('static');
});

for (const size of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${size.width}x${size.height} the Arena Connected toast covers none of the arena's controls`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await joinLive(page, 'morality-debate');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Arena Connected' });
    await expect(toast).toBeVisible();
    const covered = await toast.boundingBox();
    const controls = [
      page.getByRole('button', { name: 'Exit Arena' }),
      page.getByRole('button', { name: 'End debate' }),
      page.getByRole('button', { name: 'Join Debate' }),
      page.getByRole('textbox', { name: 'Type your own challenge' }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      const apart =
        !covered ||
        !box ||
        box.x + box.width <= covered.x ||
        covered.x + covered.width <= box.x ||
        box.y + box.height <= covered.y ||
        covered.y + covered.height <= box.y;
      expect(apart, `${control} under the toast`).toBe(true);
    }
  });
}
