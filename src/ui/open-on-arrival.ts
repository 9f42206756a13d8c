// For the control that replaced a stand-in (arriving.ts): a module of its own, since only the arriving controls'
// chunks need it, not the page that shows the stand-ins.
import { useEffect, useRef } from 'react';

/**
 * For the control that replaced a stand-in: on arrival it takes the focus its stand-in had (the stand-in is gone:
 * without this a keyboard user's Enter would land nowhere), and opens once when its stand-in was pressed.
 */
export function useOpenOnArrival(openOnArrival: boolean, focusOnArrival = false) {
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (focusOnArrival && !openOnArrival) button.current?.focus();
    // Only on arrival: the user moves on from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!openOnArrival || done.current) return;
    done.current = true;
    button.current?.focus();
    button.current?.click();
  }, [openOnArrival]);
  return button;
}
