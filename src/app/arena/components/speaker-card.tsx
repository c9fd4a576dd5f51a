import './common.css';
import './speaker-card.css';

export interface SpeakerCardProps {
  name?: string;
  subtitle?: string;
  statement?: string;
  /** Whether to show "Speaking..."; false once the call is over. */
  speaking?: boolean;
}

export const DEFAULT_SPEAKER_NAME = 'MODERATOR';
export const DEFAULT_SPEAKER_SUBTITLE = 'The Moderator';
export const DEFAULT_STATEMENT = 'Welcome to the philosophical arena...';

/** The one who holds the floor, with their latest statement (spec section 2). */
export function SpeakerCard({
  name = DEFAULT_SPEAKER_NAME,
  subtitle = DEFAULT_SPEAKER_SUBTITLE,
  statement = DEFAULT_STATEMENT,
  speaking = true,
}: SpeakerCardProps) {
  return (
    <section className="arena-surface speaker-card" aria-label="Current speaker">
      <div className="speaker-card__who">
        <p className="title speaker-card__name">{name.toUpperCase()}</p>
        <p className="speaker-card__subtitle">{subtitle}</p>
      </div>
      <blockquote className="speaker-card__statement">
        <p>{`\u201c${statement}\u201d`}</p>
      </blockquote>
      {/* Its line is kept when nobody speaks, so that nothing below the card moves as turns come and go. */}
      <p className="speaker-card__speaking">
        {speaking && (
          <>
            <span className="speaker-card__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>Speaking...</span>
          </>
        )}
      </p>
    </section>
  );
}
