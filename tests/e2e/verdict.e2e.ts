import { expect, test } from '@playwright/test';
import { getArenaConfig } from '../../src/debates';
import { expectNoA11yViolations } from './axe';
import { joinLive, transcriptLines } from './steps';

// The end of a debate, as a visitor lives it (issue 21): two typed challenges, End debate, the moderator's verdict
// spoken into the transcript, the recap with the verdict and the argument map, then Exit Arena.

const arena = getArenaConfig('knowledge-debate');
const [first, second] = arena.philosophers;

test('a visitor types two challenges, ends the debate, reads the verdict and the argument map, and leaves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await joinLive(page, 'knowledge-debate');
  const box = page.getByRole('textbox', { name: 'Type your own challenge' });
  await box.fill(`${first.name.split(' ').at(-1)}, how do you know the sun will rise tomorrow?`);
  await box.press('Enter');
  // The one addressed answers, the other rebuts him: the exchange is argued before the next challenge.
  await expect(
    transcriptLines(page)
      .filter({ hasText: `${second.name}: ` })
      .first(),
  ).toBeVisible({
    timeout: 90_000,
  });
  const typed = 'Can we know anything for certain?';
  await box.fill(typed);
  await box.press('Enter');
  await expect(page.getByText('2 challenges', { exact: true })).toBeVisible();
  // A philosopher takes up the second challenge before the visitor ends the debate.
  const names = [first.name, second.name];
  await expect
    .poll(
      async () => {
        const texts = (await transcriptLines(page).allTextContents()).map((text) => text.trim());
        return texts
          .slice(texts.indexOf(`You: ${typed}`) + 1)
          .some((t) => names.some((n) => t.startsWith(`${n}: `)));
      },
      { timeout: 45_000 },
    )
    .toBe(true);

  // By keyboard: the focus stays on the pressed control while the verdict comes, not on the page.
  await page.getByRole('button', { name: 'End debate' }).focus();
  await page.keyboard.press('Enter');
  const closingButton = page.getByRole('button', { name: 'Closing…' });
  await expect(closingButton).toHaveAttribute('aria-disabled', 'true');
  await expect(closingButton).toBeFocused();
  // The floor is the chair's now: nothing the visitor typed would be answered, so nothing can be sent.
  await expect(page.getByRole('textbox', { name: 'Type your own challenge' })).toBeDisabled();
  await expect(
    transcriptLines(page).filter({
      hasText: 'System: ⚖️ Closing the debate: the moderator gives the verdict',
    }),
  ).toHaveCount(1);
  const verdictLine = transcriptLines(page).filter({
    hasText: `${arena.moderator.name}: Let me close the debate with a verdict.`,
  });
  await expect(verdictLine).toHaveCount(1, { timeout: 120_000 });
  // A debate the visitor closed is over, not failed: a calm notice, the badge ENDED, and nothing left to type into.
  await expect(page.getByRole('status').filter({ hasText: 'The debate has ended.' })).toContainText(
    'You ended the debate: the verdict is in the recap below.',
    { timeout: 90_000 },
  );
  await expect(page.getByText('ENDED', { exact: true })).toBeVisible();
  // The card keeps the last speaker, the chair who gave the verdict, not a blank moderator's welcome.
  await expect(page.getByRole('region', { name: 'Current speaker' })).toContainText(
    arena.moderator.name.toUpperCase(),
  );
  // End debate is gone with the controls: the focus is on the notice, not lost to the page.
  await expect(page.getByRole('status').filter({ hasText: 'The debate has ended.' })).toBeFocused();
  await expect(page.getByText('ERROR', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Type your own challenge' })).toHaveCount(0);

  const recap = page.getByRole('region', { name: 'Debate recap' });
  const verdict = recap.locator('blockquote');
  await expect(verdict).toContainText('Let me close the debate with a verdict.');
  for (const philosopher of [first, second]) await expect(verdict).toContainText(philosopher.name);

  const map = page.getByRole('region', { name: 'The argument map' });
  await expect(map.getByRole('img', { name: /Diagram of \d+ exchanges?:/ })).toBeVisible();
  const exchanges = map.getByRole('list', { name: 'The argument, exchange by exchange' });
  await expect(exchanges).toContainText('You asked: "');
  await expect(exchanges).toContainText(/attacks|grants|answers beside/);
  await expect(map.getByRole('button', { name: 'Save image of the argument map' })).toBeVisible();
  // The recap counts what the debate argued, as the map shows it: a challenge whose answer End debate cut off
  // before its argument was heard is in the transcript, not in the count.
  const asked = await exchanges.locator('.argument-map__opener', { hasText: /^You asked: "/ }).count();
  expect(asked).toBeGreaterThanOrEqual(1);
  const count = `${asked} challenge${asked === 1 ? '' : 's'}`;
  await expect(
    recap.getByText(asked === 2 ? count : `${count} argued, of 2 lines you said`, { exact: true }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'arena recap with the argument map');

  // New debate starts the same debate afresh: a new call, the clock and the challenges from zero, no recap.
  await page.getByRole('button', { name: 'New debate' }).click();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('0 challenges', { exact: true })).toBeVisible();
  await expect(recap).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Type your own challenge' })).toBeEnabled();

  await page.getByRole('button', { name: 'Exit Arena' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
});
