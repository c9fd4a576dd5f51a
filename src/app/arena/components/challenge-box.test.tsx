// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_BOX_LABEL, ChallengeBox, MAX_CHALLENGE_CHARS } from './challenge-box';

afterEach(cleanup);

describe('ChallengeBox', () => {
  it("shows the debate's own example as the empty box's placeholder", () => {
    render(<ChallengeBox example="Marx, is my salary fair?" onChallenge={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: CHALLENGE_BOX_LABEL }).getAttribute('placeholder')).toBe(
      'Marx, is my salary fair?',
    );
  });

  it('sends the typed challenge on Enter, trimmed, and empties the box', async () => {
    const onChallenge = vi.fn();
    render(
      <ChallengeBox example="Hume, how do you know the sun will rise tomorrow?" onChallenge={onChallenge} />,
    );
    const box = screen.getByRole('textbox', { name: CHALLENGE_BOX_LABEL });
    await userEvent.type(box, '  Hume, why trust the sun?  {Enter}');
    expect(onChallenge).toHaveBeenCalledWith('Hume, why trust the sun?');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('sends with the Send button, and never an empty challenge', async () => {
    const onChallenge = vi.fn();
    render(
      <ChallengeBox example="Hume, how do you know the sun will rise tomorrow?" onChallenge={onChallenge} />,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox'), '   {Enter}');
    expect(onChallenge).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox'), 'What is justice?');
    await userEvent.click(send);
    expect(onChallenge).toHaveBeenCalledWith('What is justice?');
  });

  it('holds at most the limit, and says how much is left near it', async () => {
    render(
      <ChallengeBox example="Hume, how do you know the sun will rise tomorrow?" onChallenge={vi.fn()} />,
    );
    const box = screen.getByRole('textbox') as HTMLInputElement;
    expect(box.maxLength).toBe(MAX_CHALLENGE_CHARS);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(MAX_CHALLENGE_CHARS - 10));
    expect(screen.getByText('10 characters left')).toBeDefined();
  });

  it('is disabled with its reason, described to assistive technology, when the debate is not live', async () => {
    const onChallenge = vi.fn();
    render(
      <ChallengeBox
        example="Hume, how do you know the sun will rise tomorrow?"
        disabledReason="The debate has ended."
        onChallenge={onChallenge}
      />,
    );
    const box = screen.getByRole('textbox', { name: CHALLENGE_BOX_LABEL }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('The debate has ended.').id);
  });
});
