import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Battles } from '../battles/battles';
import { Landing } from '../landing/landing';
import { loadChunk } from './load-chunk';

// The arena pulls in the web-call client: it loads only when a debate is joined.
const Arena = lazy(() => loadChunk(() => import('../arena/arena')).then((m) => ({ default: m.Arena })));

export type View = { name: 'landing' } | { name: 'battles' } | { name: 'arena'; debateId: string };

/** What each history entry of the app holds: its view, and the view it was opened from. The path stays '/'. */
interface Entry {
  view: View;
  from?: View['name'];
}

function entryOf(state: unknown): Entry | undefined {
  const view = (state as { view?: { name?: unknown; debateId?: unknown } } | null)?.view;
  if (view?.name === 'landing' || view?.name === 'battles') return state as Entry;
  if (view?.name === 'arena' && typeof view.debateId === 'string') return state as Entry;
  return undefined;
}

/**
 * The three internal views of spec section 2 and the flow between them (spec section 4). Each view is an entry of
 * the browser's history, so Back and Forward move between them inside the app; leaving the arena, by Back or by
 * Exit Arena, unmounts it, which ends its call.
 */
export function MainExperience({ initialView }: { initialView: View['name'] }) {
  const [view, setView] = useState<View>(
    initialView === 'battles' ? { name: 'battles' } : { name: 'landing' },
  );

  useEffect(() => {
    // The page's own entry is the landing; the app, opened with ENTER, is one entry after it. An entry of an
    // earlier visit (a reload) is replaced. StrictMode runs this twice: the second run finds it done.
    if (entryOf(history.state)?.view.name !== initialView) {
      history.replaceState({ view: { name: 'landing' } } satisfies Entry, '');
      if (initialView === 'battles')
        history.pushState({ view: { name: 'battles' }, from: 'landing' } satisfies Entry, '');
    }
    const onPop = (event: PopStateEvent) => setView(entryOf(event.state)?.view ?? { name: 'landing' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initialView]);

  const open = useCallback(
    (to: View) => {
      history.pushState({ view: to, from: view.name } satisfies Entry, '');
      setView(to);
    },
    [view.name],
  );

  /** Back to the view this one was opened from is the browser's Back, so history does not fill with loops. */
  const leaveTo = useCallback(
    (to: View) => {
      if (entryOf(history.state)?.from === to.name) history.back();
      else open(to);
    },
    [open],
  );

  switch (view.name) {
    case 'landing':
      return <Landing onEnter={() => open({ name: 'battles' })} />;
    case 'battles':
      return (
        <Battles
          onBack={() => leaveTo({ name: 'landing' })}
          onJoin={(debateId) => open({ name: 'arena', debateId })}
        />
      );
    case 'arena':
      return (
        <Suspense fallback={null}>
          <Arena debateId={view.debateId} onExit={() => leaveTo({ name: 'battles' })} />
        </Suspense>
      );
  }
}
