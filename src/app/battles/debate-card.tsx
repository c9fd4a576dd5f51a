import { useId } from 'react';
import { Clock, Lock, Swords } from 'lucide-react';
import type { Debate, Philosopher } from '../../debates';
import { colorClass, ParticipantIcon } from './participant-icon';

/** The debaters, each with their colour icon, and a 'VS' marker after the first when there is more than one. */
export function PhilosopherList({ philosophers }: { philosophers: readonly Philosopher[] }) {
  return (
    <ul className="battle-philosophers" aria-label="Philosophers">
      {philosophers.map((philosopher, index) => (
        <li key={philosopher.name} className={`battle-philosopher ${colorClass(philosopher.color)}`}>
          <span className="battle-philosopher-icon">
            <ParticipantIcon color={philosopher.color} />
          </span>
          <span className="battle-philosopher-name">{philosopher.name}</span>
          <span className="battle-philosopher-subtitle">{philosopher.subtitle}</span>
          {index === 0 && philosophers.length > 1 && <span className="battle-vs">VS</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * One debate of the picker. A debate that cannot be joined (`playable` false) is covered by the 'Coming Soon' overlay; its
 * button stays focusable but aria-disabled and describes itself with the overlay text, so a keyboard or
 * screen-reader user learns why it does nothing instead of meeting a silent, skipped button.
 */
export function DebateCard({
  debate,
  playable,
  onJoin,
}: {
  debate: Debate;
  /** Whether it can be joined (config.ts `isPlayable`); otherwise it is Coming Soon. */
  playable: boolean;
  onJoin: (debateId: string) => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const overlayId = `${id}-overlay`;
  const locked = !playable;
  const [first] = debate.philosophers;

  return (
    <li className={`battle-card ${colorClass(first.color)}${locked ? ' battle-card-locked' : ''}`}>
      <article
        className="battle-card-body"
        aria-labelledby={titleId}
        aria-describedby={locked ? overlayId : undefined}
      >
        <h2 id={titleId} className="battle-title">
          {debate.title}
        </h2>
        <p className="battle-topic">
          <span className="badge">{debate.topic}</span>
        </p>
        <p className="battle-description">&ldquo;{debate.description}&rdquo;</p>
        <PhilosopherList philosophers={debate.philosophers} />
        <p className="battle-duration">
          <Clock aria-hidden="true" focusable="false" size={16} />
          {debate.duration}
        </p>
        <button
          type="button"
          className="button battle-join"
          aria-disabled={locked || undefined}
          aria-describedby={locked ? overlayId : undefined}
          onClick={() => {
            if (!locked) onJoin(debate.id);
          }}
        >
          <Swords aria-hidden="true" focusable="false" size={18} />
          Join Battle
        </button>
        {locked && (
          <div className="battle-overlay">
            <p className="battle-overlay-message" id={overlayId}>
              <Lock aria-hidden="true" focusable="false" size={28} />
              <strong className="battle-overlay-title">Coming Soon</strong>{' '}
              <span className="battle-overlay-text">Squad configuration in progress</span>
            </p>
          </div>
        )}
      </article>
    </li>
  );
}
