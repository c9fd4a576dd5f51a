// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecapCard } from './recap-card';

afterEach(cleanup);

describe('RecapCard', () => {
  it("shows the debate's length, the visitor's challenges and each participant's time on the floor", () => {
    render(
      <RecapCard
        elapsedSeconds={185}
        said={['Socrates, what is justice?']}
        floor={[
          { name: 'Socrates', ms: 42_000 },
          { name: 'Aristotle', ms: 12_500 },
          { name: 'Nietzsche', ms: 0 },
        ]}
      />,
    );
    const recap = screen.getByRole('region', { name: 'Debate recap' });
    expect(within(recap).getByText('3:05')).toBeTruthy();
    expect(within(recap).getByText('1 challenge')).toBeTruthy();
    expect(within(recap).getByRole('list', { name: 'What you said' }).textContent).toBe(
      'Socrates, what is justice?',
    );
    const floor = within(recap)
      .getAllByRole('listitem')
      .filter((li) => li.closest('[aria-label="Time on the floor"]'));
    expect(floor.map((li) => li.textContent)).toEqual(['Socrates0:42', 'Aristotle0:12', 'Nietzsche0:00']);
  });

  it('counts what the visitor said or sent, not how often the microphone was opened', () => {
    render(<RecapCard elapsedSeconds={60} said={['What is justice?', 'Why?']} floor={[]} />);
    expect(screen.getByText('2 challenges')).toBeTruthy();
  });

  it("counts the challenges the platform's map argued, not the greeting or the request for the verdict", () => {
    render(
      <RecapCard
        elapsedSeconds={90}
        said={['Hello there!', 'Socrates, what is justice?', 'Aristotle, your verdict please.']}
        argued={1}
        floor={[]}
      />,
    );
    // The lines listed under the count are the three said, so the count says both.
    expect(screen.getByText('1 challenge argued, of 3 lines you said')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'What you said' }).children).toHaveLength(3);
  });

  it('says so when the visitor put no challenge', () => {
    render(<RecapCard elapsedSeconds={20} said={[]} floor={[]} />);
    expect(screen.getByText('0 challenges')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What you said' })).toBeNull();
  });
});
