// The top bar's alerts bell and Account list: the browser's own popovers (the `popover` attribute and a button's
// `popovertarget`), so they work from the first frame with no JavaScript of ours: a press opens, Escape or a press
// outside closes, Tab goes from the button into the list, focus comes back on close. They are in the page's first
// load, rendered once (docs/decisions/033-framework-first.md: Headless UI's Popover and Menu rendered here would add
// 38 KiB gzip to /dashboard's first load; they used to arrive after the page showed, behind stand-ins).
import { useId } from 'react';
import { Link } from 'wouter';
import type { AlertItem } from '#machines/member/member-rules.ts';
import { closeAround, NativePopover } from '#ui/native-popover.tsx';

const alertsLabel = (count: number) => `Alerts (${count})`;

/** The top bar's popovers' own look (their place is NativePopover's). */
const look = 'bg-white text-slate-900 ring-slate-200';

export function AlertsPopover({ alerts }: { alerts: readonly AlertItem[] }) {
  const id = useId();
  const titleId = useId();
  const count = alerts.length;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className="relative rounded-full p-2 [anchor-name:--alerts-bell] hover:bg-slate-100"
        aria-label={alertsLabel(count)}
      >
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
      </button>
      <NativePopover id={id} anchor="[position-anchor:--alerts-bell]" className={`${look} p-3 sm:w-80`} aria-labelledby={titleId}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={titleId} className="font-semibold text-slate-900">
            Alerts
          </h2>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            className="rounded-md px-2 py-1 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Close
          </button>
        </div>
        {count === 0 ? (
          <p className="text-sm text-slate-600">No alerts.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {alerts.map((a) => (
              <li key={a.key}>
                <p className="font-medium">{a.title}</p>
                <p className="text-slate-600">{a.detail}</p>
              </li>
            ))}
          </ul>
        )}
      </NativePopover>
    </>
  );
}

export interface AccountLink {
  label: string;
  href: string;
}

const itemLook =
  'block w-full rounded px-3 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary';

export function AccountMenu({ links, onLogout }: { links: readonly AccountLink[]; onLogout: () => void }) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className="rounded-md px-2 py-2 ring-1 ring-slate-300 [anchor-name:--account-button] hover:bg-slate-50 sm:px-3"
      >
        Account
      </button>
      <NativePopover id={id} anchor="[position-anchor:--account-button]" className={`${look} p-1 sm:w-64`}>
        <nav aria-label="Account">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={itemLook} onClick={closeAround}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={itemLook}
                onClick={(event) => {
                  closeAround(event);
                  onLogout();
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </NativePopover>
    </>
  );
}
