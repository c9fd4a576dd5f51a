import { lazy, Suspense, useState } from 'react';
import { Battles } from '../battles/battles';
import { Landing } from '../landing/landing';

// The arena pulls in the web-call client: it loads only when a debate is joined.
const Arena = lazy(() => import('../arena/arena').then((m) => ({ default: m.Arena })));

export type View = { name: 'landing' } | { name: 'battles' } | { name: 'arena'; debateId: string };

/** The three internal views of spec section 2 and the flow between them (spec section 4). */
export function MainExperience({ initialView }: { initialView: View['name'] }) {
  const [view, setView] = useState<View>(
    initialView === 'battles' ? { name: 'battles' } : { name: 'landing' },
  );
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
        <Suspense fallback={null}>
          <Arena debateId={view.debateId} onExit={() => setView({ name: 'battles' })} />
        </Suspense>
      );
  }
}
