// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyTranscript,
  transcriptReducer,
  type TranscriptAction,
  type TranscriptState,
} from '../transcript';
import { installFakeResizeObserver } from './testing/fake-resize-observer';
import { TranscriptPanel } from './transcript-panel';

function transcriptOf(...actions: TranscriptAction[]): TranscriptState {
  return actions.reduce(transcriptReducer, emptyTranscript);
}

const debate = transcriptOf(
  { type: 'line', speaker: 'System', text: 'Connected to philosophical debate arena' },
  { type: 'final', speaker: 'Aristotle', text: 'Let us begin.' },
  { type: 'line', speaker: 'You', text: 'But what do you mean by that?' },
  { type: 'partial', speaker: 'Socrates', text: 'I mean that the' },
);

let scrollTo: ReturnType<typeof vi.fn>;

beforeAll(installFakeResizeObserver);
beforeEach(() => {
  scrollTo = vi.fn();
  // jsdom has no Element.scrollTo; the panel falls back to scrollTop without it.
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });
});
afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

/** The one list assistive technology can reach: the partial lines are aria-hidden. */
function liveRegion(): HTMLElement {
  return screen.getByRole('list');
}

describe('TranscriptPanel', () => {
  it('is a Live Transcript section', () => {
    render(<TranscriptPanel transcript={emptyTranscript} />);
    expect(screen.getByRole('region', { name: 'Live Transcript' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Live Transcript' })).toBeDefined();
  });

  it('shows final lines as "Speaker: text" in order, in a polite live region of additions', () => {
    render(<TranscriptPanel transcript={debate} />);
    const list = liveRegion();
    expect(list.tagName).toBe('OL');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(list.getAttribute('aria-relevant')).toBe('additions');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'System: Connected to philosophical debate arena',
      'Aristotle: Let us begin.',
      'You: But what do you mean by that?',
    ]);
  });

  it('shows partial lines after the final ones, hidden from assistive technology and outside the live region', () => {
    const { container } = render(<TranscriptPanel transcript={debate} />);
    expect(liveRegion().textContent).not.toContain('I mean that the');
    expect(screen.getByText('I mean that the', { exact: false })).not.toBeNull();
    const partials = container.querySelector('.transcript-panel__partials');
    expect(partials?.getAttribute('aria-hidden')).toBe('true');
    expect(partials?.textContent).toBe('Socrates: I mean that the');
    expect(partials?.querySelector('.transcript-panel__line--partial')).not.toBeNull();
    expect(
      liveRegion().compareDocumentPosition(partials as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Only the three final lines are list items an assistive technology can reach.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows one partial line per speaker', () => {
    const state = transcriptOf(
      { type: 'partial', speaker: 'Socrates', text: 'I' },
      { type: 'partial', speaker: 'Socrates', text: 'I wonder' },
      { type: 'partial', speaker: 'You', text: 'Wait' },
    );
    const { container } = render(<TranscriptPanel transcript={state} />);
    const items = container.querySelectorAll('.transcript-panel__line--partial');
    expect(Array.from(items, (item) => item.textContent)).toEqual(['Socrates: I wonder', 'You: Wait']);
  });

  it('toggles the box between short and tall, with aria-expanded', async () => {
    render(<TranscriptPanel transcript={debate} />);
    const toggle = screen.getByRole('button', { name: 'Expand transcript' });
    const box = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(box?.className).toContain('transcript-panel__box--short');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle).toBe(screen.getByRole('button', { name: 'Collapse transcript', expanded: true }));
    expect(box?.className).toContain('transcript-panel__box--tall');
    expect(box?.className).not.toContain('transcript-panel__box--short');
    expect(within(liveRegion()).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(box?.className).toContain('transcript-panel__box--short');
    expect(within(liveRegion()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has a keyboard-focusable, named scroll viewport', async () => {
    render(<TranscriptPanel transcript={debate} />);
    const viewport = screen.getByRole('region', { name: 'Transcript lines' });
    expect(viewport.tabIndex).toBe(0);
    await userEvent.tab(); // the toggle
    await userEvent.tab();
    expect(document.activeElement).toBe(viewport);
  });

  it('scrolls to the newest line whenever a line or a partial arrives', () => {
    const view = render(<TranscriptPanel transcript={emptyTranscript} />);
    const viewport = screen.getByRole('region', { name: 'Transcript lines' });
    const calls = () => scrollTo.mock.calls.length;
    const afterMount = calls();

    view.rerender(<TranscriptPanel transcript={emptyTranscript} />);
    expect(calls()).toBe(afterMount);

    const withLine = transcriptReducer(emptyTranscript, { type: 'line', speaker: 'System', text: 'Hello' });
    view.rerender(<TranscriptPanel transcript={withLine} />);
    expect(calls()).toBe(afterMount + 1);

    const withPartial = transcriptReducer(withLine, { type: 'partial', speaker: 'Hume', text: 'Custom' });
    view.rerender(<TranscriptPanel transcript={withPartial} />);
    expect(calls()).toBe(afterMount + 2);

    expect(scrollTo.mock.contexts.at(-1)).toBe(viewport);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: viewport.scrollHeight });
  });

  it('falls back to scrollTop where elements have no scrollTo', () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    const view = render(<TranscriptPanel transcript={emptyTranscript} />);
    const viewport = screen.getByRole('region', { name: 'Transcript lines' });
    Object.defineProperty(viewport, 'scrollHeight', { value: 480, configurable: true });
    view.rerender(<TranscriptPanel transcript={debate} />);
    expect(viewport.scrollTop).toBe(480);
  });
});
