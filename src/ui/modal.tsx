// The portal's dialog: Headless UI's (./modal-dialog.tsx), fetched when a dialog first opens, not with the screen
// that may open one. Its code is a dozen chunks of Headless UI, and a screen that only offers a dialog (the
// dashboard's Submit button) brought them all to the member's first page, each a request and a compile on the main
// thread (issue 38, docs/decisions/064). Once opened it stays rendered, so closing is Headless UI's own. A chunk that
// cannot be fetched (the connection dropped) says so in place of the dialog, and the next opening asks again.
import { Component, lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './button';
import type { ModalProps } from './modal-dialog';

const loadDialog = (): ComponentType<ModalProps> => lazy(async () => ({ default: (await import('./modal-dialog')).ModalDialog }));
let ModalDialog = loadDialog();

export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useReturnFocus(props.open);
  if (!opened) return null;
  return (
    <NotFetched open={props.open} onClose={props.onClose}>
      <Suspense fallback={null}>
        <ModalDialog {...props} />
      </Suspense>
    </NotFetched>
  );
}

/** The dialog's chunk could not be fetched: a short alert in its place, until closed; the next opening tries again. */
class NotFetched extends Component<{ open: boolean; onClose: () => void; children: ReactNode }, { failed: boolean; wasOpen: boolean }> {
  override state = { failed: false, wasOpen: false };

  static getDerivedStateFromError(): { failed: boolean } {
    // React's lazy keeps a failed load: a new one asks the network again, at the next opening.
    ModalDialog = loadDialog();
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { open: boolean }, state: { failed: boolean; wasOpen: boolean }) {
    if (props.open === state.wasOpen) return null;
    return props.open ? { wasOpen: true, failed: false } : { wasOpen: false };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.open) return null;
    return (
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-not-fetched"
        onKeyDown={(event) => {
          if (event.key === 'Escape') this.props.onClose();
        }}
        className="fixed inset-x-4 top-20 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg bg-white p-4 shadow-xl ring-1 ring-slate-300"
      >
        <p id="dialog-not-fetched" className="text-slate-900">
          This could not open: the connection to the portal dropped. Check it and try again.
        </p>
        <Button look="secondary" className="self-end" onClick={this.props.onClose} autoFocus>
          Close
        </Button>
      </div>
    );
  }
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
