import { useState } from 'react';
import { challengePages, getArenaConfig } from '../../debates';
import { useDebateCall } from './use-debate-call';

const STATUS_BADGE = { connecting: 'CONNECTING', live: 'LIVE', error: 'ERROR', ended: 'ENDED' } as const;

export function Arena({ debateId, onExit }: { debateId: string; onExit: () => void }) {
  const arena = getArenaConfig(debateId);
  const call = useDebateCall(debateId);
  const [page, setPage] = useState(0);
  const live = call.status === 'live';
  const questions = challengePages[page]?.questions ?? [];

  return (
    <main className="arena">
      <header className="arena-bar">
        <button type="button" className="button ghost" onClick={onExit}>
          Exit Arena
        </button>
        <span className={`status status-${call.status}`}>{STATUS_BADGE[call.status]}</span>
      </header>
      <p className="tag">PHILOSOPHICAL ARENA</p>
      <h1 className="title">{arena.title}</h1>
      <p className="lead">{arena.topic}</p>
      {call.error && <p role="alert">Voice Error: {call.error}</p>}

      <ul className="participants" aria-label="Participants">
        {[arena.philosophers[0], arena.moderator, arena.philosophers[1]].map((p) => (
          <li key={p.name} className={`participant color-${p.color}`}>
            <strong>{p.name}</strong>
            <span>{p.subtitle}</span>
            {call.connection.floor === p.name && <span className="badge">SPEAKING</span>}
          </li>
        ))}
      </ul>

      <div
        className="level-meter"
        role="meter"
        aria-label="Debate audio level"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={Number(call.connection.volumeLevel.toFixed(2))}
        data-peak-level={call.peakVolume.toFixed(3)}
      >
        <div className="level-fill" style={{ width: `${Math.round(call.connection.volumeLevel * 100)}%` }} />
      </div>

      <button
        type="button"
        className="button mic"
        aria-pressed={!call.connection.muted}
        disabled={!live}
        onClick={call.connection.toggleMute}
      >
        {call.connection.muted ? 'Join Debate' : 'Speaking Live'}
      </button>

      <section aria-labelledby="transcript-heading" className="transcript">
        <h2 id="transcript-heading">Live Transcript</h2>
        <ol aria-live="polite">
          {call.transcript.lines.map((line) => (
            <li key={line.id}>
              {line.speaker}: {line.text}
            </li>
          ))}
        </ol>
        <ul aria-hidden="true" className="partials">
          {Object.entries(call.transcript.partials).map(([speaker, text]) => (
            <li key={speaker}>
              {speaker}: {text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="arsenal-heading" className="arsenal">
        <h2 id="arsenal-heading">Socratic Arsenal</h2>
        <ul>
          {questions.map((question) => (
            <li key={question}>
              <button
                type="button"
                className="button"
                disabled={!live}
                onClick={() => call.sendChallenge(question)}
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setPage((p) => (p + challengePages.length - 1) % challengePages.length)}
        >
          Previous
        </button>
        <button type="button" onClick={() => setPage((p) => (p + 1) % challengePages.length)}>
          Next
        </button>
      </section>
    </main>
  );
}
