import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The longest a finite animation may take to settle before axe reads the page anyway. */
const SETTLE_MS = 3000;

/**
 * axe finds no WCAG 2.1 A or AA violation on the page as it is now, once what is fading in or out has settled: a toast
 * caught mid-fade reads as faint text (a run of stop 54 failed so, on a toast still fading in).
 */
export async function expectNoA11yViolations(page: Page, screen: string): Promise<void> {
  await page.evaluate(
    (ms) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, ms)),
      ]),
    SETTLE_MS,
  );
  // A toast still mounting or already on its way out (sonner's data-mounted, data-removed) is fading, whatever moment
  // axe reads it in: a run of stop 90 failed on one leaving while axe read the page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-mounted="false"]')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}
