// The bootstrap: the only script the landing page needs. React and the rest of the app load on ENTER (and are
// prefetched once the page is idle), so the landing page is interactive after a few kilobytes.
import { startBanner } from './landing/banner';
import { ENTER_READY_MARK } from './landing/enter-ready';
import { loadChunk } from './shell/load-chunk';
import { drawReloadScreen } from './shell/reload-screen';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The app's code, tried twice; when it is gone for good (a redeploy removed it), this script draws the Reload screen
// itself, since the React one lives in the code that could not be loaded.
const loadApp = () => loadChunk(() => import('./shell/mount'));
const mount = (view: 'battles' | 'landing') =>
  loadApp().then(
    ({ mountApp }) => mountApp(root, view),
    (error: unknown) => {
      console.error('Dialectic Club could not load its app:', error);
      drawReloadScreen(root);
    },
  );
const onLanding =
  window.location.pathname === '/' && !new URLSearchParams(window.location.search).has('demo');
const enter = root.querySelector<HTMLButtonElement>('[data-enter]');

if (onLanding && enter) {
  const banner = root.querySelector<HTMLElement>('[data-banner]');
  if (banner) startBanner(banner);
  enter.addEventListener(
    'click',
    () => {
      enter.setAttribute('aria-busy', 'true');
      void mount('battles');
    },
    { once: true },
  );
  enter.dataset.ready = 'true';
  // The moment ENTER works, for scripts/bench/landing-js.ts.
  performance.mark(ENTER_READY_MARK);
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  // Only a prefetch: a failure here is left for ENTER to meet and answer.
  idle(() => void loadApp().catch(() => undefined));
} else {
  void mount('landing');
}
