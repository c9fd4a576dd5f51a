import { Volume2 } from 'lucide-react';
import './common.css';
import './audio-blocked-notice.css';

/** The browser's autoplay policy holds the debate's sound back: say so, with the click that starts it. */
export function AudioBlockedNotice({ onEnable }: { onEnable: () => void }) {
  return (
    <div className="arena-surface audio-blocked-notice" role="alert">
      <p>Your browser is holding back the debate&apos;s sound.</p>
      <button type="button" className="button button--icon" onClick={onEnable}>
        <Volume2 aria-hidden="true" size={18} />
        Enable audio
      </button>
    </div>
  );
}
