import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs, e2eBaseUrl } from './chromium';

// A visitor who refuses the microphone: no fake consent, and Chromium refuses every permission prompt.
test.use({
  permissions: [],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...chromiumArgs().filter((arg) => arg !== '--use-fake-ui-for-media-stream'),
      '--deny-permission-prompts',
    ],
  },
});

test('a refused microphone leads to the Microphone Access Denied screen, never a spinner', async ({
  page,
}) => {
  await page.goto(e2eBaseUrl());
  await page.getByRole('button', { name: 'ENTER' }).click();
  await page.getByRole('button', { name: 'Join Battle' }).first().click();
  await expect(page.getByRole('heading', { name: 'Microphone Access Denied' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText(
      'Microphone access is required to join the debate. Please enable microphone permissions in your browser settings and reload the page.',
    ),
  ).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
