import { LoaderCircle } from 'lucide-react';
import { ScreenFrame } from './screen-frame';
import './screens.css';

export const LOADING_TEXT = 'Establishing voice connection...';

/** Shown while the microphone permission and the first connection attempt resolve (spec section 4). */
export function LoadingScreen() {
  return (
    <ScreenFrame masthead="h1">
      <div className="arena-screen__status" role="status">
        <LoaderCircle aria-hidden="true" size={48} className="arena-screen__spinner" />
        <p>{LOADING_TEXT}</p>
      </div>
    </ScreenFrame>
  );
}

/**
 * Try Again while the arena reconnects: the loading screen's spinner and words where the notice of the lost call
 * was, over the debate so far (kept until the new call is live).
 */
export function ReconnectingNotice() {
  return (
    <section className="arena-surface arena-ended" role="status">
      <LoaderCircle aria-hidden="true" size={22} className="arena-screen__spinner" />
      <p className="arena-ended__text">{LOADING_TEXT}</p>
    </section>
  );
}
