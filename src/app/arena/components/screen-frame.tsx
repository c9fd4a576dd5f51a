import type { ReactNode } from 'react';
import './common.css';
import './screens.css';

/** The club masthead and centred panel shared by the loading, permission and error screens. */
export function ScreenFrame({ children, masthead = 'p' }: { children: ReactNode; masthead?: 'h1' | 'p' }) {
  const Masthead = masthead;
  return (
    <main className="arena-screen">
      <Masthead className="club-title arena-screen__masthead">Dialectic Club</Masthead>
      {children}
    </main>
  );
}
