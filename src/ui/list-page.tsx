// The frame of a member page that loads one list or record (My Upgrades, Licence, My Subscriptions, the
// subscription card): its heading with an optional action beside it, and then the load error with its retry, the
// loading frame (the place of the list, so the content does not push what follows), or the content. (A Pay Now's problem shows at its own row.)
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingFrame } from './loading-frame';

interface ListPageProps<Data> {
  /** The id of the heading that names the section. */
  id: string;
  title: ReactNode;
  /** Beside the heading (New Upgrade, New licence…). */
  action?: ReactNode;
  error: string | null;
  onRetry?: (() => void) | undefined;
  /** What the page loaded; null while it loads. */
  data: Data | null | undefined;
  loadingLabel?: string;
  /** How many rows the loading frame holds the place of (a page of the list; 3 when not said). */
  loadingRows?: number;
  /** The content, once loaded. */
  children: (data: Data) => ReactNode;
  /** After the content, whatever the load did (Back links). */
  footer?: ReactNode;
}

export function ListPage<Data>({
  id,
  title,
  action,
  error,
  onRetry,
  data,
  loadingLabel,
  loadingRows,
  children,
  footer,
}: ListPageProps<Data>) {
  const heading = (
    <h1 id={id} className="text-2xl font-semibold text-slate-900">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : data === null || data === undefined ? (
        <LoadingFrame label={loadingLabel} rows={loadingRows} />
      ) : (
        children(data)
      )}
      {footer}
    </section>
  );
}
