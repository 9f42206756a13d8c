// The top bar's Headless UI controls (alerts popover, Account menu, phone menu dialog) and Clear Pending Invoices
// (its Pay Now). They load after the member page shows (#ui/arriving, member-layout.tsx), which keeps Headless UI,
// floating-ui and the Pay Now machine out of the first load of /dashboard
// (docs/decisions/009-member-chrome-after-first-paint.md).
import {
  CloseButton,
  Dialog,
  DialogPanel,
  DialogTitle,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { useId } from 'react';
import { useOpenOnArrival } from '#ui/open-on-arrival.ts';
import { Link } from 'wouter';
import type { AlertItem } from '#machines/member/member-rules.ts';
import { Button } from '#ui/button.tsx';
import { SideMenu, type SideMenuItem } from './side-menu';
import { AlertsBell, accountButtonClass, alertsButtonClass, alertsLabel } from './top-bar-controls';
import { ClearPendingInvoices } from './clear-pending-invoices';

/** Clear Pending Invoices once loaded; a press on its stand-in before then pays on arrival. */
export function ClearPending({
  pending,
  payOnArrival,
  focusOnArrival,
}: {
  pending: boolean;
  payOnArrival: boolean;
  focusOnArrival?: boolean;
}) {
  const button = useOpenOnArrival(payOnArrival, focusOnArrival);
  return <ClearPendingInvoices pending={pending} buttonRef={button} />;
}

export function AlertsPopover({
  alerts,
  openOnArrival,
  focusOnArrival,
}: {
  alerts: readonly AlertItem[];
  openOnArrival: boolean;
  focusOnArrival?: boolean;
}) {
  const button = useOpenOnArrival(openOnArrival, focusOnArrival);
  const titleId = useId();
  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={alertsButtonClass} aria-label={alertsLabel(alerts.length)}>
        <AlertsBell count={alerts.length} />
      </PopoverButton>
      {/* Headless UI adds hidden focus guards (which axe reports: aria-hidden-focus) when the next stop after the
          button is not in the panel, as with an anchored (portalled) panel or one of text alone. So the panel is
          not anchored and opens with its Close button. On a phone it spans the screen under the top bar; from sm
          up it hangs below the bell. */}
      <PopoverPanel
        className="fixed inset-x-2 top-24 z-40 rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80"
        aria-labelledby={titleId}
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={titleId} className="font-semibold text-slate-900">
            Alerts
          </h2>
          <CloseButton className="rounded-md px-2 py-1 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">Close</CloseButton>
        </div>
        {alerts.length === 0 ? (
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
      </PopoverPanel>
    </Popover>
  );
}

export interface AccountLink {
  label: string;
  href: string;
}

export function AccountMenu({
  links,
  onLogout,
  openOnArrival,
  focusOnArrival,
}: {
  links: readonly AccountLink[];
  onLogout: () => void;
  openOnArrival: boolean;
  focusOnArrival?: boolean;
}) {
  const button = useOpenOnArrival(openOnArrival, focusOnArrival);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={accountButtonClass}>
        Account
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-64 max-w-[calc(100vw-1rem)] rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {links.map((link) => (
          <MenuItem key={link.href}>
            <Link href={link.href} className="block rounded px-3 py-2 data-focus:bg-slate-100">
              {link.label}
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <button type="button" className="block w-full rounded px-3 py-2 text-left data-focus:bg-slate-100" onClick={onLogout}>
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** The side menu on a phone: a dialog from the left with its title and a Close button. */
export function PhoneMenu({ open, onClose, items }: { open: boolean; onClose: () => void; items: readonly SideMenuItem[] }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="relative flex h-full w-72 max-w-[85vw] flex-col gap-3 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="flex items-center justify-between gap-2">
          <DialogTitle className="text-lg font-semibold text-slate-900">Menu</DialogTitle>
          <Button look="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
        <SideMenu items={items} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
