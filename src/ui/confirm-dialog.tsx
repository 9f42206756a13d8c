// The generic confirmation dialog (spec 1 §2.4, §5): when it asks for an input (a reason, a code), confirming
// is blocked while the input is empty.
import { useId, useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** When given, the dialog asks for a value and passes it to onConfirm. */
  inputLabel?: string;
  confirmLabel?: string;
  busy?: boolean;
  /** Why the last confirm failed (the server's message), shown above the text; confirming again retries. */
  error?: string | null;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  inputLabel,
  confirmLabel = 'Confirm',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [value, setValue] = useState('');
  const id = useId();
  const blocked = inputLabel !== undefined && value.trim() === '';
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      dismiss={{ label: 'Cancel', disabled: busy }}
      actions={
        <Button onClick={() => onConfirm(value.trim())} disabled={blocked} busy={busy}>
          {confirmLabel}
        </Button>
      }
    >
      {error ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
      <p className="text-slate-700">{message}</p>
      {inputLabel !== undefined ? (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {inputLabel}
          </label>
          <input
            id={id}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="min-h-10 rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
      ) : null}
    </Modal>
  );
}
