import { useEffect, useRef } from 'react';

/** The mic button's description of its keyboard shortcuts. */
export const MIC_SHORTCUTS = 'Shortcuts: hold Space to talk, press M to mute or unmute.';

/** Where a key belongs to the element: typing in a field, or Space pressing a button or a link. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return key === ' ' && target.closest('button, a, [role="button"], [role="tab"]') !== null;
}

/**
 * The arena's keyboard shortcuts, while the debate is live and focus is not in a text field: hold Space to talk
 * (the microphone opens on press and closes on release), press M to mute or unmute.
 */
export function useMicShortcuts(options: { enabled: boolean; muted: boolean; toggle: () => void }): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    /** Space opened the microphone and its release should close it. */
    let holding = false;
    const onKeyDown = (event: KeyboardEvent) => {
      const { enabled, muted, toggle } = latest.current;
      if (!enabled || event.ctrlKey || event.metaKey || event.altKey || ownsKey(event.target, event.key))
        return;
      if (event.key === 'm' || event.key === 'M') {
        event.preventDefault();
        toggle();
      } else if (event.key === ' ') {
        event.preventDefault();
        if (!event.repeat && muted) {
          holding = true;
          toggle();
        }
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !holding) return;
      holding = false;
      if (latest.current.enabled && !latest.current.muted) latest.current.toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);
}
