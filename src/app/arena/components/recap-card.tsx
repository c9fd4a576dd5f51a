import { formatElapsed } from './elapsed-time';
import './recap-card.css';

export interface RecapCardProps {
  /** The debate's length in seconds. */
  elapsedSeconds: number;
  /** What the visitor said or sent, in order. */
  said: readonly string[];
  /**
   * How many of those the debate argued, from the platform's argument map: a greeting, a thank-you or the request
   * for the verdict is no challenge. Without a map (the hosted platform), each line said counts. The header's count
   * is the spec's, of every unmuting too.
   */
  argued?: number;
  /** Each participant, in the arena's order, with the milliseconds they held the floor. */
  floor: readonly { name: string; ms: number }[];
  /** The moderator's closing verdict, when one was given. */
  verdict?: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "2 challenges"; "1 challenge argued, of 5 lines you said" when the greeting and the thanks are not challenges. */
function challengeCount(said: number, argued: number | undefined): string {
  if (argued === undefined || argued === said) return plural(said, 'challenge');
  return `${plural(argued, 'challenge')} argued, of ${plural(said, 'line')} you said`;
}

/** What the visitor takes away from a debate that has ended: its length, their challenges, who spoke how long. */
export function RecapCard({ elapsedSeconds, said, argued, floor, verdict }: RecapCardProps) {
  const spoken = floor.reduce((sum, p) => sum + p.ms, 0);
  return (
    <section className="arena-surface recap-card" aria-labelledby="recap-heading">
      <h2 id="recap-heading" className="title recap-card__title">
        Debate recap
      </h2>
      <dl className="recap-card__facts">
        <div>
          <dt>Length</dt>
          <dd>{formatElapsed(elapsedSeconds)}</dd>
        </div>
        <div>
          <dt>Your challenges</dt>
          <dd>{challengeCount(said.length, argued)}</dd>
        </div>
      </dl>
      {said.length > 0 && (
        <ol className="recap-card__challenges" aria-label="What you said">
          {said.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ol>
      )}
      {verdict && (
        <figure className="recap-card__verdict">
          <figcaption>The verdict</figcaption>
          <blockquote>{verdict}</blockquote>
        </figure>
      )}
      <ul className="recap-card__floor" aria-label="Time on the floor">
        {floor.map(({ name, ms }) => (
          <li key={name}>
            <span className="recap-card__name">{name}</span>
            <span className="recap-card__bar" aria-hidden="true">
              <span style={{ width: `${spoken > 0 ? Math.round((100 * ms) / spoken) : 0}%` }} />
            </span>
            <span>{formatElapsed(ms / 1000)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
