import type { ArenaConfig } from '../../../debates';
import { ParticipantCard } from './participant-card';
import './participant-row.css';

export interface ParticipantRowProps {
  config: ArenaConfig;
  /** The name of the participant who holds the floor, or null when nobody does. */
  floor: string | null;
}

/** The three seats in the spec's order: philosopher one, the moderator, philosopher two. */
export function ParticipantRow({ config, floor }: ParticipantRowProps) {
  const [first, second] = config.philosophers;
  const seats = [
    { seat: 'first', participant: first },
    { seat: 'moderator', participant: config.moderator },
    { seat: 'second', participant: second },
  ];
  return (
    <ul className="participant-row" aria-label="Participants">
      {seats.map(({ seat, participant }, index) => (
        <li key={seat} className={`participant-row__seat participant-row__seat--${seat}`}>
          <ParticipantCard
            participant={participant}
            speaking={participant.name === floor}
            share={{ index, of: seats.length }}
          />
        </li>
      ))}
    </ul>
  );
}
