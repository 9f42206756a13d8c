// Toasts at the top centre, each gone after 5,000 ms (spec 1 §8), never over the site's name, the impersonation
// banner or a toolbar: they take their room just below the header, and stay at the top of the window once the
// header has scrolled away. A tiny store, so machines'
// outcomes can be announced from anywhere in the views without a provider.
import { useEffect, useSyncExternalStore } from 'react';

const TOAST_MS = 5_000;

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

/**
 * No toast: what a page prerendered at build time shows, and so what hydrating it starts from. The store starts
 * from the same array, so the page's first snapshot equals the one it hydrated with and React renders nothing again.
 */
const NO_TOASTS: readonly Toast[] = [];
let toasts: readonly Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Takes one toast away before its time (its failure was retried or overcome). */
export function dismissToast(id: number): void {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Takes every toast away (a test's end: the store outlives one rendered tree). */
export function clearToasts(): void {
  if (toasts.length === 0) return;
  toasts = NO_TOASTS;
  emit();
}

/** Shows a toast for TOAST_MS; the id lets the caller take it away sooner. */
export function showToast(message: string, kind: Toast['kind'] = 'error'): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

/**
 * A danger toast for a step's failure that lasts only as long as the failure: it shows when `failure` becomes a
 * message and goes as soon as it is null again (the step was retried or succeeded), so no toast contradicts what
 * the page shows.
 */
export function useFailureToast(failure: string | null | undefined): void {
  useEffect(() => {
    if (!failure) return;
    const id = showToast(failure, 'error');
    return () => dismissToast(id);
  }, [failure]);
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

/**
 * Place it right after the header. The strip takes room in the page while it holds toasts (none: no height), so a
 * toast pushes the page down instead of lying over the impersonation banner or a page's toolbar (issue 23 item 7);
 * sticky, so a member scrolled down still sees it at the top.
 */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  return (
    <div className="pointer-events-none sticky top-0 z-[60]" aria-live="assertive">
      <div className={`flex flex-col items-center gap-2 px-3 ${list.length > 0 ? 'pt-3' : ''}`}>
        {list.map((t) => (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            className={`pointer-events-auto flex max-w-lg items-start gap-3 rounded-md px-4 py-3 shadow-lg ${looks[t.kind]}`}
          >
            <span className="break-words">{t.message}</span>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismissToast(t.id)}
              className="rounded px-1 font-semibold hover:bg-white/20"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
