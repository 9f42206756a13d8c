// The portal's dialog: Headless UI's (./modal-dialog.tsx), fetched when a dialog first opens, not with the screen
// that may open one. Its code is a dozen chunks of Headless UI, and a screen that only offers a dialog (the
// dashboard's Submit button) brought them all to the member's first page, each a request and a compile on the main
// thread (issue 38, docs/decisions/064). Once opened it stays rendered, so closing is Headless UI's own.
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(async () => ({ default: (await import('./modal-dialog')).ModalDialog }));

export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useReturnFocus(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

/**
 * Focus goes back to what opened the dialog when it closes (WAI-ARIA's dialog pattern). Headless UI does it from a
 * history of the elements clicked and focused that its module starts keeping when it loads: loaded by the first
 * opening, it has not seen the opener. Where Headless UI has put focus back itself, this changes nothing.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected && (document.activeElement === null || document.activeElement === document.body)) back.focus();
  }, [open]);
}
