// The member layout (spec 1 §2.3): side menu by package and rules, top bar (registration no, category by name,
// status, alerts bell, account menu), the profile-completeness ring with the Incomplete profile warning, and the
// 'Click to confirm profile name' prompt. The menu collapses into a dialog on a phone, and the top bar wraps.
// On a phone the bar is compact (issue 34: the page's content within ~200 px of the top at 390 px): the menu
// button (44 × 44 px), the ring, the bell, Account and Statement on the first line, the member's facts in one small
// line under them; no avatar and no breadcrumb there (the heading names the page, the menu leads to Dashboard).
// The bell and Account are the browser's own popovers, in the first load (top-bar-popovers.tsx); the phone
// menu's dialog and the Statement Report are chunks fetched on intent (docs/decisions/033-framework-first.md).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  completeness,
  goodStandingCertificate,
  isMember,
  memberAlerts,
  memberMenu,
  pendingPayments,
} from '#machines/member/member-rules.ts';
import { checklistProgress } from '#machines/checklist/checklist-rules.ts';
import { memberDataMachine } from '#machines/member/member-data.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { ScreenLoading } from '#kernel/lazy-page.tsx';
import { ProgressRing } from '#ui/progress-ring.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { PaymentReturn } from '#kernel/payment/payment-return.tsx';
import { captionsFor, licenceCaptionOf } from '#contract/captions.ts';
import { breadcrumbOf } from '#contract/route-labels.ts';
import { hrefTo, routes } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';
import { MemberDataContext } from '#kernel/member-data-context.tsx';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { SideMenu } from './side-menu';
import { AccountMenu, AlertsPopover } from './top-bar-popovers';
import { ClearPendingInvoices } from './clear-pending-invoices';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const loadStatementDialog = () => import('#features/billing/statement-dialog.tsx');
const StatementDialog = lazy(() => loadStatementDialog().then((m) => ({ default: m.StatementDialog })));
const loadPhoneMenu = () => import('./phone-menu');
const PhoneMenu = lazy(() => loadPhoneMenu().then((m) => ({ default: m.PhoneMenu })));
/** Fetches a chunk when a pointer, a finger or the focus reaches its button: it is here by the press. */
const onIntent = (load: () => Promise<unknown>) => {
  const fetch = () => void load();
  return { onPointerEnter: fetch, onFocus: fetch, onTouchStart: fetch };
};

/** Breadcrumbs: every member page sits under Dashboard (spec 3 §2). */
function Breadcrumbs() {
  const [location] = useLocation();
  const label = breadcrumbOf(location, licenceCaptionOf(useSite().minor));
  // The dashboard has none, but keeps the line, so moving between it and a page below it moves nothing.
  if (location === routes.dashboard) return <div aria-hidden className="hidden h-5 md:block" />;
  return (
    <nav aria-label="Breadcrumb" className="hidden text-sm text-slate-600 md:block">
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

export function MemberLayout({ children }: { children: ReactNode }) {
  const { api, session } = usePortal();
  const site = useSite();
  const [location] = useLocation();
  const memberData = useFlowActor('member-data', memberDataMachine, { input: { api } });
  const data = useSelector(memberData, (s) => s.context.data);
  const error = useSelector(memberData, (s) => s.context.error);
  const retryable = useSelector(memberData, (s) => s.context.retryable);
  const [menuOpen, setMenuOpen] = useState(false);
  const [statementOpen, setStatementOpenState] = useState(false);
  // Once opened, the dialog stays mounted so that closing it hands focus back to the button.
  const [statementShown, setStatementShown] = useState(false);
  const setStatementOpen = (open: boolean) => {
    setStatementOpenState(open);
    if (open) setStatementShown(true);
  };
  // Once opened, the phone menu stays mounted too: its dialog hands focus back to the menu button when it closes.
  const [menuShown, setMenuShown] = useState(false);
  const categoryName = useCategoryNames();

  if (!data) {
    return error ? (
      <LoadError error={error} onRetry={retryable ? () => memberData.send({ type: 'load.retry' }) : undefined} />
    ) : (
      <Loading label="Loading your membership…" />
    );
  }
  const { profile } = data;
  const items = memberMenu(site.packages, data, {
    license: site.minor.license_alternative_caption,
    goodStandingCertificate: site.minor.certificate_of_good_standing,
    projectUrl: site.projectUrl,
  });
  const alerts = memberAlerts(data.applications, data.subscriptions, data.profile.confirmed);
  const hasPending = pendingPayments(data.ledger).length > 0;
  const ring = completeness(data.checklist);
  const progress = checklistProgress(data.checklist, site.minor);
  const checklistHref = hrefTo('listing', { type: 'Application' });
  const status = profile.memberInformation[0]?.Status ?? 'Applicant';
  const firstReleased = data.applications.find((a) => a.status === 'Released');
  const goodStandingLink = goodStandingCertificate(site.minor.certificate_of_good_standing, data).href;

  const accountLinks = [
    { label: 'Settings', href: hrefTo('settings') },
    ...(goodStandingLink
      ? [{ label: site.minor.certificate_of_good_standing_caption || 'Certificate of good standing', href: goodStandingLink }]
      : []),
  ];
  const logout = () => session.send({ type: 'session.logout' });

  return (
    <MemberDataContext.Provider value={memberData}>
      <div className="flex flex-col gap-4 md:flex-row">
        <aside className="hidden w-56 shrink-0 md:block">
          <SideMenu items={items} />
        </aside>
        {menuShown ? (
          <Suspense fallback={null}>
            <PhoneMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={items} />
          </Suspense>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2 md:gap-4">
          <div
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200 md:gap-3 md:p-3"
            data-testid="member-top-bar"
          >
            <button
              type="button"
              className="flex size-11 shrink-0 items-center justify-center rounded-md text-xl ring-1 ring-slate-300 md:hidden"
              onClick={() => {
                setMenuOpen(true);
                setMenuShown(true);
              }}
              {...onIntent(loadPhoneMenu)}
              aria-label="Open the menu"
            >
              ☰
            </button>
            {profile.Image ? (
              <img
                src={`data:image/png;base64,${profile.Image}`}
                alt=""
                className="hidden size-10 rounded-full object-cover ring-1 ring-slate-200 md:block"
              />
            ) : (
              <span
                aria-hidden
                className="hidden size-10 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-600 md:flex"
              >
                {(profile.FirstName[0] ?? '?').toUpperCase()}
              </span>
            )}
            <dl className="order-last flex w-full min-w-0 flex-wrap gap-x-3 text-xs md:order-none md:w-auto md:gap-x-4 md:gap-y-1 md:text-sm">
              <div>
                <dt className="sr-only text-slate-500 md:not-sr-only md:inline">
                  {captionsFor(site.minor.organisation_caption).registrationNo}:{' '}
                </dt>
                <dd className="inline font-medium" data-testid="registration-no">
                  {profile.MemberNo || '—'}
                </dd>
              </div>
              <div>
                <dt className="sr-only text-slate-500 md:not-sr-only md:inline">Category: </dt>
                <dd className="inline font-medium" data-testid="member-category">
                  {profile.MemberShipType ? categoryName(profile.MemberShipType) : '—'}
                </dd>
              </div>
              <div>
                <dt className="sr-only text-slate-500 md:not-sr-only md:inline">Status: </dt>
                <dd className="inline font-medium">{status}</dd>
              </div>
            </dl>
            {/* On a phone its controls join the bar's own line (contents), beside the menu button. */}
            <div className="contents md:ml-auto md:flex md:flex-wrap md:items-center md:justify-end md:gap-2">
              <ClearPendingInvoices pending={hasPending} />
              <Button
                look="ghost"
                className="px-2! md:px-4!"
                onClick={() => setStatementOpen(true)}
                {...onIntent(loadStatementDialog)}
                // One name at every width (the label starts with the visible words, WCAG 2.5.3).
                aria-label="Statement Report"
              >
                {/* "Statement" on a phone, "Statement Report" from 768 px. */}
                Statement<span className="hidden md:inline"> Report</span>
              </Button>
              {/* The ring, the bell and Account stay on one line when the bar wraps on a phone. */}
              <div className="ml-auto flex items-center gap-2 md:ml-0">
                <Link
                  href={checklistHref}
                  aria-label={`Profile completeness: ${ring.passed} of ${ring.total} done. Open the checklist`}
                  className="rounded-full"
                >
                  <ProgressRing passed={ring.passed} total={ring.total} strong={ring.atLeastHalf} label="Profile completeness" />
                </Link>
                <AlertsPopover alerts={alerts} />
                <AccountMenu links={accountLinks} onLogout={logout} />
              </div>
            </div>
          </div>
          <Breadcrumbs />
          {statementOpen || statementShown ? (
            <Suspense fallback={null}>
              <StatementDialog open={statementOpen} customerNo={profile.CustomerNo} onClose={() => setStatementOpen(false)} />
            </Suspense>
          ) : null}
          <PaymentReturn />
          {/* A member (a member number) has no application checklist to finish: the ring still counts, the
              warning is for applicants. */}
          {!isMember(profile) && progress.missing.length > 0 ? (
            <Alert kind="warning">
              Incomplete profile: {progress.text} {/* On the checklist itself the link would lead nowhere new. */}
              {location === checklistHref ? null : (
                <Link href={checklistHref} className="underline">
                  Open the checklist
                </Link>
              )}
            </Alert>
          ) : null}
          {!profile.confirmed && firstReleased ? (
            <Alert kind="info">
              <Link href={hrefTo('profileConfirm')} className="underline">
                Click to confirm profile name
              </Link>
            </Alert>
          ) : null}
          {/* A page's chunk loads under the layout, which stays on screen. The box lets a page be no wider than
              the column (a flex item is as wide as its widest content otherwise), so wide tables scroll inside. */}
          <div className="min-w-0">
            <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
          </div>
        </div>
      </div>
    </MemberDataContext.Provider>
  );
}
