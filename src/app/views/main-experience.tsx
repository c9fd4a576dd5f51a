import { lazy, Suspense, useState } from 'react';
import { Battles } from './battles';
import { Landing } from './landing';

// The arena pulls in the web-call client; the landing page never downloads it.
const Arena = lazy(() => import('../arena/arena').then((m) => ({ default: m.Arena })));

type View = { name: 'landing' } | { name: 'battles' } | { name: 'arena'; debateId: string };

export function MainExperience() {
  const [view, setView] = useState<View>({ name: 'landing' });
  switch (view.name) {
    case 'landing':
      return <Landing onEnter={() => setView({ name: 'battles' })} />;
    case 'battles':
      return (
        <Battles
          onBack={() => setView({ name: 'landing' })}
          onJoin={(debateId) => setView({ name: 'arena', debateId })}
        />
      );
    case 'arena':
      return (
        <Suspense fallback={<p className="page-center">Establishing voice connection...</p>}>
          <Arena debateId={view.debateId} onExit={() => setView({ name: 'battles' })} />
        </Suspense>
      );
  }
}
