import { useEffect, useEffectEvent, useState } from 'react';
import {
  nextExpressionDelay,
  pickExpression,
  type ArenaParticipant,
  type ExpressionShare,
} from '../../../debates';
import { colorClass, ParticipantIcon } from '../../battles/participant-icon';
import './common.css';
import './participant-card.css';

export interface ParticipantCardProps {
  participant: ArenaParticipant;
  speaking: boolean;
  /** A number in [0, 1); tests pass a scripted one. Defaults to Math.random. */
  random?: () => number;
  /** The seat's own share of the asides, so that no two seats show the same one at once. */
  share?: ExpressionShare;
}

/**
 * One seat of the debate (spec section 2): while someone else holds the floor it shows a humorous aside, re-drawn
 * after a fresh 3 to 5 second delay each time; while this participant speaks, a SPEAKING badge instead.
 */
export function ParticipantCard({
  participant,
  speaking,
  random = Math.random,
  share,
}: ParticipantCardProps) {
  const [expression, setExpression] = useState(() => pickExpression(random, undefined, share));
  // Effect events read the latest `random` without re-arming the timer when a caller passes a new function.
  const nextDelay = useEffectEvent(() => nextExpressionDelay(random));
  const nextExpression = useEffectEvent((previous: string) => pickExpression(random, previous, share));

  // Each new expression arms the next draw, so every wait gets its own random delay.
  useEffect(() => {
    if (speaking) return;
    const timer = setTimeout(() => setExpression(nextExpression(expression)), nextDelay());
    return () => clearTimeout(timer);
  }, [speaking, expression]);

  return (
    <article
      className={`arena-surface participant-card ${colorClass(participant.color)}${speaking ? ' participant-card--speaking' : ''}`}
      aria-label={participant.name}
    >
      <span className="participant-card__icon">
        <ParticipantIcon color={participant.color} size={28} />
      </span>
      <div className="participant-card__text">
        <p className="title participant-card__name">{participant.name}</p>
        <p className="participant-card__subtitle">{participant.subtitle}</p>
        {speaking ? (
          <p className="participant-card__speaking">
            <span className="participant-card__speaking-dot" aria-hidden="true" />
            SPEAKING
          </p>
        ) : (
          <p className="participant-card__expression">{expression}</p>
        )}
      </div>
    </article>
  );
}
