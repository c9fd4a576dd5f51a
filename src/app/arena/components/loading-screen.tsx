import { LoaderCircle } from 'lucide-react';
import { ScreenFrame } from './screen-frame';

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
