// The look of the top bar's alerts bell and Account button, shared by the real Headless UI controls (loaded after
// the page shows, member-chrome.tsx) and the plain buttons that stand in for them until then, so nothing moves
// when they swap.
export const alertsButtonClass = 'relative rounded-full p-2 hover:bg-slate-100';
export const accountButtonClass = 'rounded-md px-2 py-2 ring-1 ring-slate-300 hover:bg-slate-50 sm:px-3';

export const alertsLabel = (count: number) => `Alerts (${count})`;

export function AlertsBell({ count }: { count: number }) {
  return (
    <>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-6 fill-none stroke-slate-700"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
        <path d="M10.3 20a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 rounded-full bg-badge-theme px-1.5 text-xs font-semibold text-slate-950"
          data-testid="alert-badge"
        >
          {count}
        </span>
      ) : null}
    </>
  );
}
