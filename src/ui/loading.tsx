// What a page shows while it waits for the backend.
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" data-loading className="flex items-center gap-2 p-4 text-slate-600">
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-400 border-t-transparent" />
      {label}
    </p>
  );
}
