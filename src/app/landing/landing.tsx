import { useEffect, useRef } from 'react';
import { useFocusOnArrival } from '../use-focus-on-arrival.ts';
import { startBanner } from './banner.ts';

export const SLOGAN = 'The first rule of Dialectic Club is: you MUST talk about Dialectic Club';
/** The banner repeats the slogan so that the strip is always full while it scrolls. */
const BANNER_REPEATS = 6;

/**
 * The landing page. It is also rendered to static HTML at build time (vite.config.ts), so the page shows and
 * ENTER works before React has loaded: the bootstrap (main.ts) finds the button by `data-enter`.
 */
export function Landing({ onEnter }: { onEnter?: () => void }) {
  const banner = useRef<HTMLDivElement>(null);
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  useEffect(() => (banner.current ? startBanner(banner.current) : undefined), []);
  return (
    <main className="landing">
      <header className="hero">
        <p className="club-kicker">Est. 399 BC · Members speak freely</p>
        <h1 className="club-title" ref={heading} tabIndex={-1}>
          Dialectic Club
        </h1>
        <p className="tagline">Challenge Great Minds with Your Voice</p>
        <h2 className="hero-heading">Become the Voice of Inquiry</h2>
        <p className="lead">
          Engage in live voice debates with AI philosophers. Speak your challenges and hear them respond to
          your questions in real-time.
        </p>
        <button type="button" className="button enter" data-enter onClick={onEnter}>
          ENTER
        </button>
        <p className="note">Real-time voice interaction with AI philosophers</p>
      </header>
      <div className="banner" role="marquee" aria-label={SLOGAN} ref={banner} data-banner>
        <div className="banner-track" aria-hidden="true">
          {Array.from({ length: BANNER_REPEATS }, (_, i) => (
            <span key={i} className="banner-item">
              {SLOGAN}
            </span>
          ))}
        </div>
      </div>
    </main>
  );
}
