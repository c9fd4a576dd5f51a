// The bootstrap: the only script the landing page needs. React and the rest of the app load on ENTER (and are
// prefetched once the page is idle), so the landing page is interactive after a few kilobytes.
import { startBanner } from './landing/banner';
import { ENTER_READY_MARK } from './landing/enter-ready';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const loadApp = () => import('./shell/mount');
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
      void loadApp().then(({ mountApp }) => mountApp(root, 'battles'));
    },
    { once: true },
  );
  enter.dataset.ready = 'true';
  // The moment ENTER works, for scripts/bench/landing-js.ts.
  performance.mark(ENTER_READY_MARK);
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  idle(() => void loadApp());
} else {
  void loadApp().then(({ mountApp }) => mountApp(root, 'landing'));
}
