// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeakerCard } from './speaker-card';

afterEach(cleanup);

describe('SpeakerCard', () => {
  it('shows the moderator and the welcome line by default', () => {
    render(<SpeakerCard />);
    const card = screen.getByRole('region', { name: 'Current speaker' });
    expect(within(card).getByText('MODERATOR')).toBeDefined();
    expect(within(card).getByText('The Moderator')).toBeDefined();
    expect(within(card).getByText('\u201cWelcome to the philosophical arena...\u201d')).toBeDefined();
    expect(within(card).getByText('Speaking...')).toBeDefined();
  });

  it('shows no one speaking once the call is over', () => {
    render(<SpeakerCard speaking={false} />);
    expect(screen.queryByText('Speaking...')).toBeNull();
  });

  it('shows the speaker in capitals with their subtitle and quoted statement', () => {
    render(<SpeakerCard name="Socrates" subtitle="The Gadfly" statement="I know that I know nothing." />);
    expect(screen.getByText('SOCRATES')).toBeDefined();
    expect(screen.queryByText('Socrates')).toBeNull();
    expect(screen.getByText('The Gadfly')).toBeDefined();
    expect(screen.getByText('\u201cI know that I know nothing.\u201d')).toBeDefined();
    expect(screen.queryByText('MODERATOR')).toBeNull();
  });

  it('keeps the animated dots out of the accessibility tree', () => {
    const { container } = render(<SpeakerCard />);
    const dots = container.querySelector('.speaker-card__dots');
    expect(dots?.getAttribute('aria-hidden')).toBe('true');
    expect(dots?.children).toHaveLength(3);
  });
});
