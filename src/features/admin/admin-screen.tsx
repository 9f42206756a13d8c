// What every admin screen does before its content: its heading over the loading frame while its data loads, and
// its heading with the failure (and Try again when it can help) when the load failed; then the content, given the heading to place.
import type { ReactNode } from 'react';
import { LoadError } from '#ui/load-error.tsx';
import { LoadingFrame } from '#ui/loading-frame.tsx';

interface ScreenLoad {
  status: 'loading' | 'failed' | 'ready';
  error: string | null;
  retryable: boolean;
  onRetry: () => void;
}

interface AdminScreenProps {
  titleId: string;
  title: string;
  loadingLabel: string;
  load: ScreenLoad;
  children: (heading: ReactNode) => ReactNode;
}

export function AdminScreen({ titleId, title, loadingLabel, load, children }: AdminScreenProps) {
  const heading = (
    <h1 id={titleId} className="text-2xl font-semibold text-slate-900">
      {title}
    </h1>
  );
  if (load.status !== 'ready') {
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        {heading}
        {load.status === 'loading' ? (
          <LoadingFrame label={loadingLabel} />
        ) : (
          <LoadError error={load.error} onRetry={load.retryable ? load.onRetry : undefined} />
        )}
      </section>
    );
  }
  return children(heading);
}
