import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';
import { loadChunk } from './load-chunk';
import { MainExperience, type View } from './main-experience';
import { NotFound } from './not-found';

const DemoDebate = lazy(() =>
  loadChunk(() => import('../demo/demo-debate')).then((m) => ({ default: m.DemoDebate })),
);

/**
 * The routes of spec section 2: '/' is the main experience, anything else the 404 page. The demo debate screen
 * of spec section 2 is reached as '/?demo', so the spec's route table stays as it is.
 */
export function App({ initialView }: { initialView: View['name'] }) {
  const { pathname, search } = window.location;
  const demo = pathname === '/' && new URLSearchParams(search).has('demo');
  return (
    <ErrorBoundary>
      {demo ? (
        <Suspense fallback={null}>
          <DemoDebate />
        </Suspense>
      ) : pathname === '/' ? (
        <MainExperience initialView={initialView} />
      ) : (
        <NotFound pathname={pathname} />
      )}
    </ErrorBoundary>
  );
}
