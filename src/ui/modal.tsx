// The portal's dialog: Headless UI's (./modal-dialog.tsx), fetched when a dialog first opens, not with the screen
// that may open one. Its code is a dozen chunks of Headless UI, and a screen that only offers a dialog (the
// dashboard's Submit button) brought them all to the member's first page, each a request and a compile on the main
// thread (issue 38). A closed dialog renders nothing, as Headless UI's own does.
import { lazy, Suspense } from 'react';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(async () => ({ default: (await import('./modal-dialog')).ModalDialog }));

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
