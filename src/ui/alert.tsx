// A message in the page: errors are announced at once (role alert), the rest politely (role status).
import type { ReactNode } from 'react';

type AlertKind = 'error' | 'success' | 'info' | 'warning';

const looks: Record<AlertKind, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

interface AlertProps {
  kind: AlertKind;
  children: ReactNode;
  onDismiss?: () => void;
}

export function Alert({ kind, children, onDismiss }: AlertProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`flex items-start gap-3 rounded-md border p-3 ${looks[kind]}`}>
      <div className="flex-1 break-words">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="rounded px-1 font-semibold hover:bg-black/5 focus-visible:outline-2"
          aria-label="Dismiss"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
