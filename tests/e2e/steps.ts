import { expect, type Page } from '@playwright/test';
import { getArenaConfig } from '../../src/debates';
import { e2eBaseUrl } from './chromium';

/** The final lines of the Live Transcript. */
export const transcriptLines = (page: Page) =>
  page.getByRole('region', { name: 'Live Transcript' }).getByRole('list').first().getByRole('listitem');

/** Waits for the first transcript line spoken by `speaker`. */
export async function expectLineBy(page: Page, speaker: string): Promise<void> {
  await expect(
    transcriptLines(page)
      .filter({ hasText: `${speaker}: ` })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
}

/** From the landing page (of the server at `baseUrl`) to the battles. */
export async function enter(page: Page, baseUrl = e2eBaseUrl()): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'ENTER' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Philosophical Battle' })).toBeVisible();
}

/** A debate's card on the battles view. */
export function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

/** From the landing page into a debate's arena, once its call is live. */
export async function joinLive(page: Page, debateId: string, baseUrl = e2eBaseUrl()): Promise<void> {
  await enter(page, baseUrl);
  await card(page, getArenaConfig(debateId).title).getByRole('button', { name: 'Join Battle' }).click();
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 });
}
