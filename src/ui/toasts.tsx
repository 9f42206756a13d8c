// Toasts at the top centre, each gone after 5,000 ms (document 1 §8). A tiny store, so machines' outcomes can be
// announced from anywhere in the views without a provider.
import { useSyncExternalStore } from 'react';

export const TOAST_MS = 5_000;

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, kind: Toast['kind'] = 'error'): void {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const looks: Record<Toast['kind'], string> = {
  error: 'bg-red-700 text-white',
  success: 'bg-green-700 text-white',
  info: 'bg-slate-800 text-white',
};

export function Toaster() {
  const list = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3" aria-live="assertive">
      {list.map((t) => (
        <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} data-testid="toast" className={`pointer-events-auto flex max-w-lg items-start gap-3 rounded-md px-4 py-3 shadow-lg ${looks[t.kind]}`}>
          <span className="break-words">{t.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => dismissToast(t.id)} className="rounded px-1 font-semibold hover:bg-white/20">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
