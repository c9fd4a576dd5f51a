import { Volume2 } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
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

export interface AudioGesture {
  /** For the page's root: any press or key there is a gesture that lets the browser start the held-back sound. */
  handlers: {
    onPointerDownCapture?: (event: PointerEvent) => void;
    onKeyDownCapture?: (event: KeyboardEvent) => void;
  };
  /** Whether AudioBlockedNotice shows. */
  noticeShown: boolean;
}

/**
 * The gesture that starts held-back sound, and whether the notice about it shows. The notice stays until the press
 * that started the sound is released: it sits above the controls, and gone at once, it would move the button the
 * visitor is pressing from under the pointer, so that the click lands elsewhere.
 */
export function useAudioGesture(audioBlocked: boolean, enableAudio: () => void): AudioGesture {
  const [pressing, setPressing] = useState(false);
  useEffect(() => {
    if (!pressing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the release's click has been handled.
    const release = () => (timer = setTimeout(() => setPressing(false), 0));
    document.addEventListener('pointerup', release);
    document.addEventListener('pointercancel', release);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
    };
  }, [pressing]);
  const handlers = audioBlocked
    ? {
        onPointerDownCapture: () => {
          setPressing(true);
          enableAudio();
        },
        onKeyDownCapture: enableAudio,
      }
    : {};
  return { handlers, noticeShown: audioBlocked || pressing };
}
