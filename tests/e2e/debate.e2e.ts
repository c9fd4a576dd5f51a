import { expect, test, type Page } from '@playwright/test';
import { getArenaConfig } from '../../src/debates';
import { e2eBaseUrl, SPOKEN_QUESTION } from './chromium';

const baseUrl = e2eBaseUrl;

const morality = getArenaConfig('morality-debate');

async function joinMorality(page: Page): Promise<void> {
  await page.goto(baseUrl());
  await page.getByRole('button', { name: 'ENTER' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: morality.title }) });
  await card.getByRole('button', { name: 'Join Battle' }).click();
}

const transcriptLines = (page: Page) =>
  page.getByRole('region', { name: 'Live Transcript' }).getByRole('list').first().getByRole('listitem');

/** Share of the spoken words that the recogniser heard. */
function wordOverlap(said: string, heard: string): number {
  const heardWords = new Set(heard.toLowerCase().match(/[a-z']+/g) ?? []);
  const saidWords = said.toLowerCase().match(/[a-z']+/g) ?? [];
  return saidWords.filter((w) => heardWords.has(w)).length / saidWords.length;
}

test('a visitor joins the morality debate, hears the moderator, speaks and challenges', async ({ page }) => {
  test.setTimeout(120_000);
  await joinMorality(page);
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(
    transcriptLines(page).filter({ hasText: '🎭 Connected to philosophical debate arena' }),
  ).toHaveCount(1);

  // The moderator opens: a final transcript line in the moderator's name.
  await expect(
    transcriptLines(page)
      .filter({ hasText: `${morality.moderator.name}: ` })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });

  // The moderator's speech was really played: the level meter, driven by volume-level, moved.
  const peak = Number(
    await page.getByRole('meter', { name: 'Debate audio level' }).getAttribute('data-peak-level'),
  );
  expect(peak).toBeGreaterThan(0.05);

  // Unmute: the fake microphone's question is heard and recognised.
  await page.getByRole('button', { name: 'Join Debate' }).click();
  // The mic toggle keeps one accessible name; its state is aria-pressed and the visible text.
  const mic = page.getByRole('button', { name: 'Join Debate' });
  await expect(mic).toHaveAttribute('aria-pressed', 'true');
  await expect(mic).toHaveText(/Speaking Live/);
  const spoken = transcriptLines(page)
    .filter({ hasText: /^You: / })
    .first();
  await expect(spoken).toBeVisible({ timeout: 30_000 });
  const heard = ((await spoken.textContent()) ?? '').replace(/^You: /, '');
  expect(wordOverlap(SPOKEN_QUESTION, heard), `heard "${heard}"`).toBeGreaterThanOrEqual(2 / 3);

  // Mute again: the spoken question is answered after the moderator hands the floor to a philosopher.
  await mic.click();
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
  const transfers = transcriptLines(page).filter({ hasText: /^System: Transferring to .+\.\.\.$/ });
  const debaters = morality.philosophers.map((p) => p.name);
  const replies = transcriptLines(page).filter({ hasText: new RegExp(`^(${debaters.join('|')}): `) });
  await expect(transfers.first()).toBeVisible({ timeout: 30_000 });
  await expect(replies.first()).toBeVisible({ timeout: 30_000 });

  // A challenge question: the floor passes to the other philosopher, who answers and holds the SPEAKING badge.
  const transfersBefore = await transfers.count();
  const repliesBefore = await replies.count();
  const challenge = 'But what do you mean by that?';
  await page.getByRole('button', { name: challenge }).click();
  await expect(transcriptLines(page).filter({ hasText: `You: ${challenge}` })).toHaveCount(1);
  await expect(transfers).toHaveCount(transfersBefore + 1, { timeout: 30_000 });
  const target = /^System: Transferring to (.+)\.\.\.$/.exec(
    (await transfers.last().textContent()) ?? '',
  )?.[1];
  expect(debaters).toContain(target);
  await expect(replies).toHaveCount(repliesBefore + 1, { timeout: 30_000 });
  await expect(replies.last()).toContainText(`${target}: `);
  const participants = page.getByRole('list', { name: 'Participants' }).getByRole('listitem');
  await expect(participants.filter({ hasText: target })).toContainText('SPEAKING');
  await expect(participants.filter({ hasText: 'SPEAKING' })).toHaveCount(1);
});

test('an unknown path shows the 404 page and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${baseUrl()}/no-such-debate`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((e) => e.includes('/no-such-debate'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('button', { name: 'ENTER' })).toBeVisible();
});
