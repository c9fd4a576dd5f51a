import { Gavel, LogOut, Timer } from 'lucide-react';
import { useFocusOnArrival } from '../../use-focus-on-arrival';
import { formatElapsed } from './elapsed-time';
import './common.css';
import './arena-header.css';

/** The connection as the badge shows it: the spec's three, and a debate that came to its end (not an error). */
export type ArenaStatus = 'connecting' | 'live' | 'error' | 'ended';

const STATUS_TEXT: Record<ArenaStatus, string> = {
  connecting: 'CONNECTING',
  live: 'LIVE',
  error: 'ERROR',
  ended: 'ENDED',
};

export interface ArenaHeaderProps {
  onExit: () => void;
  elapsedSeconds: number;
  challenges: number;
  status: ArenaStatus;
  title: string;
  topic: string;
  /** End debate: asks for the moderator's verdict and the end of the call; shown only while one is possible. */
  onEndDebate?: () => void;
  /** End debate was pressed: the verdict is on its way. */
  closing?: boolean;
}

export function ArenaHeader({
  onExit,
  elapsedSeconds,
  challenges,
  status,
  title,
  topic,
  onEndDebate,
  closing = false,
}: ArenaHeaderProps) {
  const seconds = Math.max(0, Math.floor(elapsedSeconds));
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <header className="arena-header">
      <div className="arena-header__bar">
        <button type="button" className="button button--icon" onClick={onExit}>
          <LogOut aria-hidden="true" size={18} />
          Exit Arena
        </button>
        {onEndDebate && (
          // Pressed, it stays focusable (aria-disabled, not disabled), so that the focus of a keyboard visitor does
          // not fall to the page while the verdict is spoken.
          <button
            type="button"
            className="button button--icon"
            onClick={closing ? undefined : onEndDebate}
            aria-disabled={closing}
          >
            <Gavel aria-hidden="true" size={18} />
            {closing ? 'Closing…' : 'End debate'}
          </button>
        )}
        <div className="arena-header__stats">
          <span className="arena-header__timer">
            <Timer aria-hidden="true" size={16} />
            <span className="arena-sr-only">Elapsed time </span>
            <time dateTime={`PT${seconds}S`}>{formatElapsed(seconds)}</time>
          </span>
          <span className="arena-header__challenges">{`${challenges} ${challenges === 1 ? 'challenge' : 'challenges'}`}</span>
          <span className={`arena-header__status arena-header__status--${status}`}>
            <span className="arena-header__status-dot" aria-hidden="true" />
            {STATUS_TEXT[status]}
          </span>
        </div>
      </div>
      <div className="arena-header__titles">
        <p className="arena-kicker arena-header__tag">PHILOSOPHICAL ARENA</p>
        <h1 className="title arena-header__title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="arena-header__topic">{topic}</p>
      </div>
    </header>
  );
}
