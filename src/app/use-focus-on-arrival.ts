import { useEffect, useRef } from 'react';

/**
 * A heading that takes the focus when its view appears (after ENTER, Join Battle or Exit Arena), so that a keyboard
 * or screen-reader user starts on the new view, not on the page itself. Give the heading tabIndex={-1}.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
