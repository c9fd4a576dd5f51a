// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getArenaConfig } from '../../../debates';
import { ParticipantRow } from './participant-row';

afterEach(cleanup);

const freeWill = getArenaConfig('free-will-debate');

function seats() {
  const list = screen.getByRole('list', { name: 'Participants' });
  return within(list).getAllByRole('listitem');
}

describe('ParticipantRow', () => {
  it('seats philosopher one, the moderator, then philosopher two', () => {
    render(<ParticipantRow config={freeWill} floor={null} />);
    const names = seats().map((seat) => within(seat).getByRole('article').getAttribute('aria-label'));
    expect(names).toEqual([
      freeWill.philosophers[0].name,
      freeWill.moderator.name,
      freeWill.philosophers[1].name,
    ]);
    expect(seats()[1]?.textContent).toContain('The Synthesizer');
  });

  it('gives the SPEAKING badge only to the participant who holds the floor', () => {
    const view = render(<ParticipantRow config={freeWill} floor={null} />);
    expect(screen.queryByText('SPEAKING')).toBeNull();

    view.rerender(<ParticipantRow config={freeWill} floor={freeWill.philosophers[1].name} />);
    const speaking = seats().map((seat) => within(seat).queryByText('SPEAKING') !== null);
    expect(speaking).toEqual([false, false, true]);

    view.rerender(<ParticipantRow config={freeWill} floor={freeWill.moderator.name} />);
    expect(seats().map((seat) => within(seat).queryByText('SPEAKING') !== null)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('shows no badge for a floor holder who is not seated', () => {
    render(<ParticipantRow config={freeWill} floor="Kant" />);
    expect(screen.queryByText('SPEAKING')).toBeNull();
  });
});
