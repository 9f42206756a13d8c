// A message in the page: errors are announced at once (role alert), the rest politely (role status).
import type { ReactNode } from 'react';

type AlertKind = 'error' | 'success' | 'info' | 'warning';

// The edge in the theme's colour of the kind (the settings' error, success, info and warning); the tint and the
// text stay fixed, so no theme makes a message unreadable.
const looks: Record<AlertKind, string> = {
  error: 'border-red-300 border-l-error bg-red-50 text-red-900',
  success: 'border-green-300 border-l-success bg-green-50 text-green-900',
  info: 'border-sky-300 border-l-info bg-sky-50 text-sky-900',
  warning: 'border-amber-300 border-l-warning bg-amber-50 text-amber-950',
};

interface AlertProps {
  kind: AlertKind;
  children: ReactNode;
  onDismiss?: () => void;
}

export function Alert({ kind, children, onDismiss }: AlertProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`flex items-start gap-3 rounded-md border border-l-4 p-3 ${looks[kind]}`}>
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
