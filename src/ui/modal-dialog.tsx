// The portal's dialog (Headless UI): focus trapped, Escape closes, title read out. Loaded by ./modal.tsx when a
// dialog first opens.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** The footer's secondary button (Cancel, Close, Back…): it closes the dialog unless told otherwise. */
interface Dismiss {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The footer's secondary button, first in the row. */
  dismiss?: Dismiss;
  /** The footer's other buttons, after the dismiss button. */
  actions?: ReactNode;
  size?: 'md' | 'lg';
  /** A click outside does not close it (a form dialog keeps what was typed); Escape still does. */
  persistent?: boolean;
}

export function ModalDialog({ open, onClose, title, children, dismiss, actions, size = 'md', persistent = false }: ModalProps) {
  const card = `flex max-h-[90vh] w-full flex-col rounded-lg bg-white shadow-xl ${size === 'lg' ? 'max-w-3xl' : 'max-w-md'}`;
  const content = (
    <>
      <DialogTitle className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900">{title}</DialogTitle>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {dismiss || actions ? (
        <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
          {dismiss ? (
            <Button look="secondary" onClick={dismiss.onClick ?? onClose} disabled={dismiss.disabled}>
              {dismiss.label}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </>
  );
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {persistent ? (
        // The panel covers the screen, so no click lands outside it: only Escape (or a button) closes.
        <DialogPanel className="fixed inset-0 flex items-center justify-center p-4">
          <div className={card}>{content}</div>
        </DialogPanel>
      ) : (
        <div className="relative flex w-full items-center justify-center">
          <DialogPanel className={card}>{content}</DialogPanel>
        </div>
      )}
    </Dialog>
  );
}
