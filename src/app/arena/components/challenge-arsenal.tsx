import { ChevronLeft, ChevronRight, Swords } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChallengePage, ChallengeTheme } from '../../../debates';
import './common.css';
import './challenge-arsenal.css';

export interface ChallengeArsenalProps {
  /** The debate's Arsenal (challengePagesFor), its questions naming the debate's philosophers. */
  pages: readonly ChallengePage[];
  /** True while the debate is not connected: the questions cannot be sent, the pages can still be browsed. */
  disabled: boolean;
  onChallenge: (question: string) => void;
}

const THEME_LABEL: Record<ChallengeTheme, string> = {
  clarification: 'Clarification',
  assumptions: 'Assumptions',
  implications: 'Implications',
  'counter-argument': 'Strongest counter-argument',
  opponents: 'Opponents',
};

/** The 'Socratic Arsenal' (spec section 2): five pages of four questions, paged circularly (spec section 4). */
export function ChallengeArsenal({ pages, disabled, onChallenge }: ChallengeArsenalProps) {
  const [page, setPage] = useState(0);
  const headingId = useId();
  const count = pages.length;
  const current = pages[page];
  const turn = (step: number) => setPage((index) => (index + step + count) % count);

  return (
    <section className="arena-surface challenge-arsenal" aria-labelledby={headingId}>
      <div className="challenge-arsenal__head">
        <Swords aria-hidden="true" size={20} className="challenge-arsenal__emblem" />
        <h2 id={headingId} className="title challenge-arsenal__heading">
          Socratic Arsenal
        </h2>
      </div>
      {/* Announces the new page's title when the visitor pages; the questions follow in reading order. */}
      <div className="challenge-arsenal__page-title" aria-live="polite">
        <p className="arena-kicker">{current ? THEME_LABEL[current.theme] : ''}</p>
        <h3 className="challenge-arsenal__title">{current?.title}</h3>
      </div>
      <ul className="challenge-arsenal__questions">
        {current?.questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              className="challenge-arsenal__question"
              disabled={disabled}
              onClick={() => onChallenge(question)}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
      <div className="challenge-arsenal__pager">
        <button type="button" className="arena-icon-button" onClick={() => turn(-1)}>
          <ChevronLeft aria-hidden="true" size={18} />
          <span className="challenge-arsenal__pager-text">Previous</span>
        </button>
        <div className="challenge-arsenal__dots" role="group" aria-label="Arsenal pages">
          {pages.map((candidate, index) => (
            <button
              key={candidate.theme}
              type="button"
              className="challenge-arsenal__dot"
              aria-label={`Page ${index + 1} of ${count}`}
              aria-current={index === page ? 'page' : undefined}
              onClick={() => setPage(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <button type="button" className="arena-icon-button" onClick={() => turn(1)}>
          <span className="challenge-arsenal__pager-text">Next</span>
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
