import * as ScrollArea from '@radix-ui/react-scroll-area';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { TranscriptState } from '../transcript';
import './common.css';
import './transcript-panel.css';

/** The collapsed transcript always shows this many of its latest lines in full, however long they are. */
export const COLLAPSED_LINES = 3;
/** ...in a box at least this tall (transcript-panel.css, .transcript-panel__box--short)... */
const COLLAPSED_REM = 9;
/** ...that never takes more than this share of the window's height. */
const COLLAPSED_MAX_VH = 0.6;

/** The height that shows the last COLLAPSED_LINES lines of `content` whole, with its padding. */
function heightForLastLines(content: HTMLElement): number {
  const items = [...content.querySelectorAll('li')].slice(-COLLAPSED_LINES);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return 0;
  const style = getComputedStyle(content);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const span = last.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
  return Math.ceil(span + padding + 2);
}

/** How long the scrollbar stays after the pointer leaves (spec section 9). */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

export interface TranscriptPanelProps {
  transcript: TranscriptState;
  /** Controls beside the heading, such as Download and Copy. */
  actions?: ReactNode;
}

function speakerClass(speaker: string): string {
  if (speaker === 'You') return 'transcript-panel__speaker--you';
  if (speaker === 'System') return 'transcript-panel__speaker--system';
  return 'transcript-panel__speaker--debater';
}

/** Jumps to the newest line. jsdom implements neither layout nor `scrollTo` on elements, hence the guard. */
function scrollToEnd(viewport: HTMLElement): void {
  if (typeof viewport.scrollTo === 'function') viewport.scrollTo({ top: viewport.scrollHeight });
  else viewport.scrollTop = viewport.scrollHeight;
}

/**
 * The Live Transcript (spec section 2): final lines in a polite live region, so each is announced once;
 * the partial lines that are still being spoken sit after them, shown but hidden from assistive technology,
 * because they change word by word and would be read out over and over.
 */
export function TranscriptPanel({ transcript, actions }: TranscriptPanelProps) {
  const [tall, setTall] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** Collapsed, the box grows past its CSS height when the last lines need more room (px; 0 for the CSS one). */
  const [fit, setFit] = useState(0);
  const headingId = useId();
  const boxId = useId();
  const { lines, partials } = transcript;
  const live = Object.entries(partials);

  useLayoutEffect(() => {
    if (tall || !content.current) return;
    // The stylesheet's collapsed height (9rem) is the floor: the box only ever grows past it.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const needed = Math.min(heightForLastLines(content.current), window.innerHeight * COLLAPSED_MAX_VH);
    const grown = needed > COLLAPSED_REM * rem ? needed : 0;
    setFit((current) => (Math.abs(current - grown) > 1 ? grown : current));
  }, [lines, partials, tall]);

  useEffect(() => {
    if (viewport.current) scrollToEnd(viewport.current);
  }, [lines, partials, tall, fit]);

  return (
    <section className="arena-surface transcript-panel" aria-labelledby={headingId}>
      <div className="transcript-panel__head">
        <h2 id={headingId} className="title transcript-panel__heading">
          Live Transcript
        </h2>
        {actions}
        <button
          type="button"
          className="arena-icon-button transcript-panel__toggle"
          aria-expanded={tall}
          aria-controls={boxId}
          onClick={() => setTall((value) => !value)}
        >
          <span>{tall ? 'Collapse' : 'Expand'}</span> <span className="arena-sr-only">transcript</span>
          <ChevronDown aria-hidden="true" size={18} className="transcript-panel__chevron" />
        </button>
      </div>
      <ScrollArea.Root
        id={boxId}
        className={`transcript-panel__box ${tall ? 'transcript-panel__box--tall' : 'transcript-panel__box--short'}`}
        scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}
        style={!tall && fit > 0 ? { minHeight: `${fit}px` } : undefined}
      >
        <ScrollArea.Viewport
          ref={viewport}
          className="transcript-panel__viewport"
          role="region"
          aria-label="Transcript lines"
          tabIndex={0}
          disableImplicitContentElement
        >
          <ScrollArea.Content
            ref={content}
            className="transcript-panel__content"
            style={{ display: 'block' }}
          >
            {lines.length === 0 && live.length === 0 && (
              <p className="transcript-panel__empty">The debate will be transcribed here as it is spoken.</p>
            )}
            <ol className="transcript-panel__lines" aria-live="polite" aria-relevant="additions">
              {lines.map((line) => (
                <li key={line.id} className="transcript-panel__line">
                  <span className={`transcript-panel__speaker ${speakerClass(line.speaker)}`}>
                    {line.speaker}:
                  </span>{' '}
                  {line.text}
                </li>
              ))}
            </ol>
            {live.length > 0 && (
              <ul className="transcript-panel__partials" aria-hidden="true">
                {live.map(([speaker, text]) => (
                  <li key={speaker} className="transcript-panel__line transcript-panel__line--partial">
                    <span className="transcript-panel__live-dot" />
                    <span className={`transcript-panel__speaker ${speakerClass(speaker)}`}>
                      {speaker}:
                    </span>{' '}
                    {text}
                  </li>
                ))}
              </ul>
            )}
          </ScrollArea.Content>
        </ScrollArea.Viewport>
        <ScrollArea.Scrollbar className="transcript-panel__scrollbar" orientation="vertical">
          <ScrollArea.Thumb className="transcript-panel__thumb" />
        </ScrollArea.Scrollbar>
      </ScrollArea.Root>
    </section>
  );
}
