// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengePagesFor, getArenaConfig } from '../../../debates';
import { ChallengeArsenal } from './challenge-arsenal';

afterEach(cleanup);

function pageTitle(): string {
  return screen.getByRole('heading', { level: 3 }).textContent ?? '';
}

function questionButtons(): HTMLButtonElement[] {
  const list = screen.getByRole('list');
  return within(list).getAllByRole('button') as HTMLButtonElement[];
}

function currentDot(): string | null {
  const dots = within(screen.getByRole('group', { name: 'Arsenal pages' })).getAllByRole('button');
  const current = dots.filter((dot) => dot.getAttribute('aria-current') === 'page');
  expect(current).toHaveLength(1);
  return current[0]?.getAttribute('aria-label') ?? null;
}

const challengePages = challengePagesFor(getArenaConfig('free-will-debate'));
const titles = challengePages.map((page) => page.title);

describe('ChallengeArsenal', () => {
  it('shows the first page: its theme, title and four questions', () => {
    render(<ChallengeArsenal pages={challengePages} disabled={false} onChallenge={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Socratic Arsenal' })).toBeDefined();
    expect(pageTitle()).toBe('Clarify the Claim');
    expect(screen.getByText('Clarification')).toBeDefined();
    expect(questionButtons().map((button) => button.textContent)).toEqual(challengePages[0]?.questions);
    expect(currentDot()).toBe('Page 1 of 5');
  });

  it("names the debate's philosophers in its questions", () => {
    render(<ChallengeArsenal pages={challengePages} disabled={false} onChallenge={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Descartes, how exactly would you define that word?' }),
    ).toBeDefined();
  });

  it('pages forward circularly: Next on page 5 goes to page 1', async () => {
    render(<ChallengeArsenal pages={challengePages} disabled={false} onChallenge={vi.fn()} />);
    const next = screen.getByRole('button', { name: 'Next' });
    const seen = [pageTitle()];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(next);
      seen.push(pageTitle());
    }
    expect(seen).toEqual([...titles, titles[0]]);
    expect(currentDot()).toBe('Page 1 of 5');
  });

  it('pages backward circularly: Previous on page 1 goes to page 5', async () => {
    render(<ChallengeArsenal pages={challengePages} disabled={false} onChallenge={vi.fn()} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const seen = [pageTitle()];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(previous);
      seen.push(pageTitle());
    }
    expect(seen).toEqual([titles[0], titles[4], titles[3], titles[2], titles[1], titles[0]]);
    await userEvent.click(previous);
    expect(currentDot()).toBe('Page 5 of 5');
    expect(screen.getByText('Opponents')).toBeDefined();
    expect(screen.getByRole('button', { name: 'What would your opponents say?' })).toBeDefined();
  });

  it('has five dots that jump to their page and mark it current', async () => {
    render(<ChallengeArsenal pages={challengePages} disabled={false} onChallenge={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Arsenal pages' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Page 1 of 5', 'Page 2 of 5', 'Page 3 of 5', 'Page 4 of 5', 'Page 5 of 5']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4 of 5' }));
    expect(pageTitle()).toBe(titles[3]);
    expect(currentDot()).toBe('Page 4 of 5');
    expect(screen.getByRole('button', { name: 'Page 1 of 5' }).hasAttribute('aria-current')).toBe(false);
  });

  it('sends the clicked question', async () => {
    const onChallenge = vi.fn();
    render(<ChallengeArsenal pages={challengePages} disabled={false} onChallenge={onChallenge} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: "How do you know that's true?" }));
    expect(onChallenge).toHaveBeenCalledExactlyOnceWith("How do you know that's true?");
  });

  it('disables the questions, not the paging, while not connected', async () => {
    const onChallenge = vi.fn();
    render(<ChallengeArsenal pages={challengePages} disabled onChallenge={onChallenge} />);
    expect(questionButtons().every((button) => button.disabled)).toBe(true);
    await userEvent.click(questionButtons()[0] as HTMLButtonElement);
    expect(onChallenge).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageTitle()).toBe(titles[1]);
    expect(questionButtons().every((button) => button.disabled)).toBe(true);
  });
});
