import { debates } from '../../debates';

export function Battles({ onBack, onJoin }: { onBack: () => void; onJoin: (debateId: string) => void }) {
  return (
    <main className="battles">
      <button type="button" className="button ghost" onClick={onBack}>
        Back to Home
      </button>
      <h1 className="title">Choose Your Philosophical Battle</h1>
      <p className="lead">Select a debate to join as Socratic challenger</p>
      <span className="badge">Squad-Powered Debates</span>
      <ul className="debate-grid">
        {debates.map((debate) => (
          <li key={debate.id} className="debate-card">
            <h2>{debate.title}</h2>
            <span className="badge">{debate.topic}</span>
            <p>&ldquo;{debate.description}&rdquo;</p>
            <p>
              {debate.philosophers[0].name} <strong>VS</strong> {debate.philosophers[1].name}
            </p>
            <p>{debate.duration}</p>
            <button
              type="button"
              className="button"
              disabled={!debate.isSquadEnabled}
              onClick={() => debate.isSquadEnabled && onJoin(debate.id)}
            >
              Join Battle
            </button>
            {!debate.isSquadEnabled && (
              <div className="overlay">
                <strong>Coming Soon</strong>
                <span>Squad configuration in progress</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
