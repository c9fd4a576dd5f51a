const SLOGAN = 'The first rule of Dialectic Club is: you MUST talk about Dialectic Club';

export function Landing({ onEnter }: { onEnter: () => void }) {
  return (
    <main className="landing">
      <header className="hero">
        <h1 className="club-title">Dialectic Club</h1>
        <p className="tagline">Challenge Great Minds with Your Voice</p>
        <h2>Become the Voice of Inquiry</h2>
        <p className="lead">
          Engage in live voice debates with AI philosophers. Speak your challenges and hear them respond to
          your questions in real-time.
        </p>
        <button type="button" className="button enter" onClick={onEnter}>
          ENTER
        </button>
        <p className="note">Real-time voice interaction with AI philosophers</p>
      </header>
      <div className="banner" aria-label={SLOGAN}>
        <div className="banner-track" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i}>{SLOGAN} ✦ </span>
          ))}
        </div>
      </div>
    </main>
  );
}
