// What a page shows while it waits for the backend: a 'Loading…' notice (for a list or a table, the frame it will
// fill: loading-frame.tsx, kept out of the first load). The notice shows at once; the spinner beside it is drawn, and
// turns, only once the wait has lasted a second (decision 070, src/index.css).

export function Spinner() {
  return <span aria-hidden className="size-4 animate-spin-after-a-moment rounded-full border-2 border-slate-400 border-t-transparent" />;
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" data-loading className="flex items-center gap-2 p-4 text-slate-600">
      <Spinner />
      {label}
    </p>
  );
}
