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

test('a visitor joins the morality debate, is welcomed by its moderator, and challenges Socrates by voice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await joinMorality(page);
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(
    transcriptLines(page).filter({ hasText: '🎭 Connected to philosophical debate arena' }),
  ).toHaveCount(1);

  // The debate's own moderator opens it.
  const [socrates, nietzsche] = morality.philosophers.map((p) => p.name) as [string, string];
  const moderator = morality.moderator.name;
  await expect(
    transcriptLines(page)
      .filter({ hasText: `${moderator}: Welcome to the ${morality.title.replace(/^The /, '')}` })
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  // The moderator's speech was really played: the level meter, driven by volume-level, moved.
  const peak = Number(
    await page.getByRole('meter', { name: 'Debate audio level' }).getAttribute('data-peak-level'),
  );
  expect(peak).toBeGreaterThan(0.05);

  // The visitor's own words, as the transcript shows them: live while they speak, then the final line.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { visitorWords: seen });
    const region = document.querySelector('[aria-label="Transcript lines"]') as Element;
    const text = (selector: string): string | undefined =>
      [...region.querySelectorAll(selector)]
        .map((li) => (li.textContent ?? '').trim())
        .find((line) => line.startsWith('You:'));
    const captions: string[] = [];
    Object.assign(window, { visitorCaptions: captions });
    new MutationObserver(() => {
      const caption = document.querySelector('.arena-hearing')?.textContent;
      if (caption && caption !== captions.at(-1)) captions.push(caption);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    new MutationObserver(() => {
      const live = text('.transcript-panel__line--partial');
      const final = text('.transcript-panel__lines > li');
      const next = final ? `final ${final}` : live ? `partial ${live}` : undefined;
      if (next && next !== seen.at(-1)) seen.push(next);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });

  // Unmute: the fake microphone's challenge to Socrates is heard and recognised.
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
  // The recogniser knows the debate's names (its debate language model), so the one addressed is heard.
  expect(heard.toLowerCase(), `heard "${heard}"`).toContain('socrates');
  // Its words showed as they were spoken, before the final line took their place.
  const visitorWords = await page.evaluate(
    () => (window as unknown as { visitorWords: string[] }).visitorWords,
  );
  expect(visitorWords[0], visitorWords.join(' / ')).toMatch(/^partial You: \S/);
  expect(visitorWords.at(-1)).toBe(`final You: ${heard}`);
  await expect(page.locator('.transcript-panel__line--partial', { hasText: /^\s*You:/ })).toHaveCount(0);
  // Beside the microphone too, where the visitor looks while speaking; gone once the final line is in.
  const captions = await page.evaluate(
    () => (window as unknown as { visitorCaptions: string[] }).visitorCaptions,
  );
  expect(captions[0]).toMatch(/^Hearing you: \S/);
  await expect(page.locator('.arena-hearing')).toHaveCount(0);
  await mic.click();
  await expect(mic).toHaveAttribute('aria-pressed', 'false');

  // Socrates, addressed, answers; the other rebuts him by name; the moderator sums up both, in that order.
  const lines = transcriptLines(page);
  const debaterLine = new RegExp(`^(${socrates}|${nietzsche}): `);
  await expect(lines.filter({ hasText: /^System: Transferring to / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(lines.filter({ hasText: debaterLine }).first()).toBeVisible({ timeout: 45_000 });
  const answerer = debaterLine.exec(
    (await lines.filter({ hasText: debaterLine }).first().textContent()) ?? '',
  )?.[1];
  expect(answerer).toBe(socrates);
  const other = answerer === socrates ? nietzsche : socrates;
  const rebuttal = lines.filter({ hasText: new RegExp(`^${other}: .*${answerer}`) }).first();
  const summary = lines
    .filter({ hasText: new RegExp(`^${moderator}: .*(${socrates}.*${nietzsche}|${nietzsche}.*${socrates})`) })
    .first();
  await expect(rebuttal).toBeVisible({ timeout: 45_000 });
  await expect(summary).toBeVisible({ timeout: 45_000 });
  const all = (await lines.allTextContents()).map((text) => text.trim());
  const at = (pattern: RegExp) => all.findIndex((text) => pattern.test(text));
  expect(at(new RegExp(`^${answerer}: `))).toBeGreaterThan(at(/^You: /));
  expect(at(new RegExp(`^${other}: .*${answerer}`))).toBeGreaterThan(at(new RegExp(`^${answerer}: `)));
  expect(at(new RegExp(`^${moderator}: .*${other}`))).toBeGreaterThan(
    at(new RegExp(`^${other}: .*${answerer}`)),
  );

  // The moderator hands the floor back: once he has finished, nobody is shown speaking and it is the visitor's turn.
  const turnCue = page.getByRole('status').filter({ hasText: 'Your turn' });
  await expect(turnCue).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('SPEAKING', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Speaking...', { exact: true })).toHaveCount(0);

  // A question from the Socratic Arsenal is about what was just said, and its speaker holds the SPEAKING badge.
  const transfers = lines.filter({ hasText: /^System: Transferring to .+\.\.\.$/ });
  const transfersBefore = await transfers.count();
  // The Arsenal's first page: "that" is the last point on the floor, so its maker takes the floor to define it.
  const challenge = 'But what do you mean by that?';
  await page.getByRole('button', { name: challenge }).click();
  await expect(lines.filter({ hasText: `You: ${challenge}` })).toHaveCount(1);
  await expect(transfers).toHaveCount(transfersBefore + 1, { timeout: 30_000 });
  const target = /^System: Transferring to (.+)\.\.\.$/.exec(
    (await transfers.last().textContent()) ?? '',
  )?.[1];
  expect([socrates, nietzsche]).toContain(target);
  const participants = page.getByRole('list', { name: 'Participants' }).getByRole('listitem');
  await expect(participants.filter({ hasText: target })).toContainText('SPEAKING');
  await expect(participants.filter({ hasText: 'SPEAKING' })).toHaveCount(1);
  await expect(page.getByText('Speaking...', { exact: true })).toBeVisible();
  await expect(turnCue).toHaveCount(0);

  // A challenge in the visitor's own words, typed: it takes the floor, and the philosopher it names answers.
  const typed = 'Nietzsche, is pity a weakness?';
  const box = page.getByRole('textbox', { name: 'Type your own challenge' });
  await box.fill(typed);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(lines.filter({ hasText: `You: ${typed}` })).toHaveCount(1);
  await expect
    .poll(
      async () => {
        const texts = (await lines.allTextContents()).map((text) => text.trim());
        return texts
          .slice(texts.indexOf(`You: ${typed}`) + 1)
          .some((text) => text.startsWith(`${nietzsche}: `));
      },
      { timeout: 45_000 },
    )
    .toBe(true);
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
