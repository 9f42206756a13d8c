// The member layout (document 1 §2.3): side menu by package and rules, top bar (registration no, category,
// status, alerts bell, account menu), the profile-completeness ring with the Incomplete profile warning, and the
// 'Click to confirm profile name' prompt. The menu collapses into a dialog on a phone.
import { Dialog, DialogPanel, Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { canShowGoodStandingCertificate, completeness, memberAlerts, memberMenu, pendingPayments } from '../../../machines/member/member-rules';
import { memberShellMachine } from '../../../machines/member/member-shell.machine';
import { encodeBase64 } from '../../contract';
import { Alert } from '../../ui/alert';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ProgressRing } from '../../ui/progress-ring';
import { usePortal } from '../portal/portal-context';
import { useSite } from '../portal/site-context';
import { PaymentReturn } from '../payment/payment-return';
import { StatementDialog } from '../statement/statement-dialog';
import { useStartPayment } from '../payment/use-start-payment';
import { breadcrumbOf, hrefTo, routes } from '../../contract/routes';
import { Button } from '../../ui/button';
import { showToast } from '../../ui/toasts';
import { MemberShellContext } from './member-context';

/** Breadcrumbs: every member page sits under Dashboard (document 3 §2). */
function Breadcrumbs() {
  const [location] = useLocation();
  const label = breadcrumbOf(location);
  if (location === routes.dashboard) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex gap-2">
        <li>
          <Link href={hrefTo('dashboard')} className="text-primary underline">
            Dashboard
          </Link>
        </li>
        {label ? (
          <li aria-current="page">
            <span aria-hidden>/ </span>
            {label}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function SideMenu({ items, onNavigate }: { items: Array<{ key: string; label: string; path: string }>; onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Member menu">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const current = location === item.path || (item.path !== routes.dashboard && location.startsWith(`${item.path}/`));
          return (
            <li key={item.key}>
              <Link
                href={item.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 ${current ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function MemberLayout({ children }: { children: ReactNode }) {
  const { api, session } = usePortal();
  const site = useSite();
  const shell = useActorRef(memberShellMachine, { input: { api } });
  const data = useSelector(shell, (s) => s.context.data);
  const error = useSelector(shell, (s) => s.context.error);
  const [menuOpen, setMenuOpen] = useState(false);
  const startPayment = useStartPayment();
  const [statementOpen, setStatementOpen] = useState(false);

  if (!data) {
    return error ? (
      <LoadError error={error} onRetry={() => shell.send({ type: 'loader.retry' })} />
    ) : (
      <Loading label="Loading your membership…" />
    );
  }
  const { profile } = data;
  const items = memberMenu(site.packages, data, { license: site.minor.license_alternative_caption });
  const alerts = memberAlerts(data.applications, data.subscriptions);
  const ring = completeness(data.checklist);
  const status = profile.memberInformation[0]?.Status ?? 'Applicant';
  const firstReleased = data.applications.find((a) => a.status === 'Released');
  const goodStandingLink = canShowGoodStandingCertificate(site.minor.certificate_of_good_standing, profile)
    ? hrefTo('goodStanding', { code: encodeBase64(profile.MemberNo) })
    : null;

  return (
    <MemberShellContext.Provider value={shell}>
      <div className="flex flex-col gap-4 md:flex-row">
        <aside className="hidden w-56 shrink-0 md:block">
          <SideMenu items={items} />
        </aside>
        <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} className="fixed inset-0 z-50 md:hidden">
          <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
          <DialogPanel className="relative h-full w-64 overflow-y-auto bg-white p-4 shadow-xl">
            <SideMenu items={items} onNavigate={() => setMenuOpen(false)} />
          </DialogPanel>
        </Dialog>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200" data-testid="member-top-bar">
            <button type="button" className="rounded-md px-2 py-1 ring-1 ring-slate-300 md:hidden" onClick={() => setMenuOpen(true)} aria-label="Open the menu">
              ☰
            </button>
            {profile.Image ? (
              <img src={`data:image/png;base64,${profile.Image}`} alt="" className="size-10 rounded-full object-cover ring-1 ring-slate-200" />
            ) : (
              <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-600">
                {(profile.FirstName[0] ?? '?').toUpperCase()}
              </span>
            )}
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <div>
                <dt className="inline text-slate-500">{site.minor.organisation_caption === 'EBK' ? 'EBK Registration No' : 'Registration No'}: </dt>
                <dd className="inline font-medium" data-testid="registration-no">{profile.MemberNo || '—'}</dd>
              </div>
              <div>
                <dt className="inline text-slate-500">Category: </dt>
                <dd className="inline font-medium">{profile.MemberShipType || '—'}</dd>
              </div>
              <div>
                <dt className="inline text-slate-500">Status: </dt>
                <dd className="inline font-medium">{status}</dd>
              </div>
            </dl>
            <div className="ml-auto flex items-center gap-2">
              {pendingPayments(data.ledger).length > 0 ? (
                <Button
                  look="secondary"
                  onClick={() => {
                    const problem = startPayment({ kind: 'clearPending', customerNo: profile.CustomerNo, accountNo: profile.MemberNo || profile.CustomerNo });
                    if (problem) showToast(problem, 'error');
                  }}
                >
                  Clear Pending Invoices
                </Button>
              ) : null}
              <Button look="ghost" onClick={() => setStatementOpen(true)}>
                Statement Report
              </Button>
              <ProgressRing passed={ring.passed} total={ring.total} strong={ring.atLeastHalf} label="Profile completeness" />
              <Popover className="relative">
                <PopoverButton className="relative rounded-full p-2 hover:bg-slate-100" aria-label={`Alerts (${alerts.length})`}>
                  <svg aria-hidden viewBox="0 0 24 24" className="size-6 fill-none stroke-slate-700" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
                    <path d="M10.3 20a1.94 1.94 0 0 0 3.4 0" />
                  </svg>
                  {alerts.length > 0 ? (
                    <span className="absolute -top-0.5 -right-0.5 rounded-full bg-badge-theme px-1.5 text-xs font-semibold text-white" data-testid="alert-badge">
                      {alerts.length}
                    </span>
                  ) : null}
                </PopoverButton>
                <PopoverPanel anchor="bottom end" className="z-40 w-80 rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200">
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
              <Menu as="div" className="relative">
                <MenuButton className="rounded-md px-3 py-2 ring-1 ring-slate-300 hover:bg-slate-50">Account</MenuButton>
                <MenuItems anchor="bottom end" className="z-40 w-64 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none">
                  <MenuItem>
                    <Link href={hrefTo('settings')} className="block rounded px-3 py-2 data-focus:bg-slate-100">
                      Settings
                    </Link>
                  </MenuItem>
                  {goodStandingLink ? (
                    <MenuItem>
                      <Link href={goodStandingLink} className="block rounded px-3 py-2 data-focus:bg-slate-100">
                        {site.minor.certificate_of_good_standing_caption || 'Certificate of good standing'}
                      </Link>
                    </MenuItem>
                  ) : null}
                  <MenuItem>
                    <button type="button" className="block w-full rounded px-3 py-2 text-left data-focus:bg-slate-100" onClick={() => session.send({ type: 'session.logout' })}>
                      Logout
                    </button>
                  </MenuItem>
                </MenuItems>
              </Menu>
            </div>
          </div>
          <Breadcrumbs />
          <StatementDialog open={statementOpen} customerNo={profile.CustomerNo} onClose={() => setStatementOpen(false)} />
          <PaymentReturn />
          {ring.total > 0 && ring.passed < ring.total ? (
            <Alert kind="warning">
              Incomplete profile: {ring.passed} of {ring.total} requirements met. <Link href={hrefTo('profile')} className="underline">Complete your profile</Link>
            </Alert>
          ) : null}
          {!profile.confirmed && firstReleased ? (
            <Alert kind="info">
              <Link href={hrefTo('profileConfirm')} className="underline">
                Click to confirm profile name
              </Link>
            </Alert>
          ) : null}
          {/* A page's chunk loads under the layout, which stays on screen. */}
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </div>
      </div>
    </MemberShellContext.Provider>
  );
}
