import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { e2eBaseUrl } from './chromium';

// A tab opened before a redeploy that removed every code chunk: the entry script is all that is left, and ENTER must
// still answer, with the Reload screen that the entry script draws itself.

test('ENTER on a page whose app code is gone shows the Reload screen, and Reload brings the app back', async ({
  page,
}) => {
  let gone = true;
  await page.route(/\/assets\/mount-[^/]+\.js$/, (route) => (gone ? route.abort() : route.continue()));
  await page.goto(e2eBaseUrl());
  await page.getByRole('button', { name: 'ENTER' }).click();
  const screen = page.getByRole('alert');
  await expect(screen.getByRole('heading', { name: 'Dialectic Club needs a reload' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Reload' })).toBeFocused();
  await expectNoA11yViolations(page, 'the Reload screen');

  gone = false;
  await screen.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'ENTER' })).toBeVisible();
  await page.getByRole('button', { name: 'ENTER' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
});
