// /dashboard (spec 1 §2.4): four tiles (arrears balance, or for an applicant the application fee due, issue 34; good
// standing with its reasons, CPD points of the window good standing counts, notifications), general information, My
// Membership Applications (with the progress of one under way) and Pending Payments with a Preview and Pay Now of
// each invoice. Standing and CPD come from the one rule (spec §A).
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { goodStandingCertificate, isMember, memberAlerts, memberStanding, pendingPayments } from '#machines/member/member-rules.ts';
import { STANDING_LABELS, type StandingStatus } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { applicationColumns } from '#kernel/application-columns.tsx';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { balanceTile } from '#machines/applications/application-progress.ts';
import { NoApplicationToSubmit } from '#kernel/no-application-to-submit.tsx';
import { PendingPaymentActions } from './pending-payment-actions';
import { StandingReasons } from './standing-reasons';
import { hrefTo } from '#contract/routes.ts';

// The submission flow (its dialogs and machine) loads with the card, not with the dashboard's first paint, and only
// for someone who may have an application: a member's card says so without it.
const SubmitApplication = lazy(async () => ({
  default: (await import('#features/applications/submit-application.tsx')).SubmitApplication,
}));

function Tile({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={title} data-testid={testId}>
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <div className="mt-1">{children}</div>
    </section>
  );
}

const STANDING_COLOURS: Record<StandingStatus, string> = {
  inGoodStanding: 'text-green-700',
  inArrears: 'text-red-700',
  notInGoodStanding: 'text-red-700',
  notMember: 'text-slate-700',
};

export function DashboardPage() {
  const memberData = useMemberData();
  const site = useSite();
  const data = useSelector(memberData, (s) => s.context.data);
  const categoryName = useCategoryNames();
  if (!data) return null;
  const { profile } = data;
  const standing = memberStanding(data);
  const money = balanceTile({ member: isMember(profile), balance: data.balance, applications: data.applications });
  const certificate = goodStandingCertificate(site.minor.certificate_of_good_standing, data);
  const pending = pendingPayments(data.ledger);
  const notifications = memberAlerts(data.applications, data.subscriptions, data.profile.confirmed).length;
  const problems = Object.entries(data.problems);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
      {problems.length > 0 ? (
        <Alert kind="warning">Some information could not be loaded: {problems.map(([k, v]) => `${k} (${v})`).join('; ')}</Alert>
      ) : null}
      {/* Two tiles a row beside the menu: four in its 752 px broke the arrears amount across lines at 1280 px. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <Tile title={money.title} testId="tile-balance">
          <p className="text-xl font-semibold whitespace-nowrap xl:text-2xl">{money.amount === null ? '—' : formatMoney(money.amount)}</p>
          {money.otherCharges > 0 ? <p className="text-sm text-slate-700">Other charges: {formatMoney(money.otherCharges)}</p> : null}
        </Tile>
        <Tile title="Good standing" testId="tile-good-standing">
          <p className={`text-lg font-semibold ${STANDING_COLOURS[standing.status]}`}>{STANDING_LABELS[standing.status]}</p>
          {standing.status === 'notMember' ? (
            <p className="mt-1 text-sm text-slate-700">
              Good standing applies once your application is approved and a member number assigned.
            </p>
          ) : null}
          <StandingReasons standing={standing} className="text-sm text-slate-700" />
          {certificate.href ? (
            <Link href={certificate.href} className="mt-1 inline-block text-sm text-primary underline">
              {site.minor.certificate_of_good_standing_caption || 'Certificate of good standing'}
            </Link>
          ) : standing.status !== 'notMember' ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="certificate-why">
              {certificate.why}
            </p>
          ) : null}
        </Tile>
        <Tile title={`CPD points (${standing.window.label})`} testId="tile-cpd">
          <p className="text-2xl font-semibold" data-testid="cpd-points">
            {standing.cpdPoints}
          </p>
          <p className="text-sm text-slate-600">
            {standing.requiredCpdPoints > 0 ? `${standing.requiredCpdPoints} required for good standing` : 'Firms need no CPD points'}
          </p>
        </Tile>
        <Tile title="Notifications" testId="tile-notifications">
          <p className="text-2xl font-semibold">{notifications}</p>
        </Tile>
      </div>

      <section aria-labelledby="info-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="info-title" className="font-semibold text-slate-900">
          General information
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {[
            ['Name', [profile.Title, profile.FirstName, profile.SecondName, profile.LastName].filter(Boolean).join(' ')],
            ['Member No', profile.MemberNo || '—'],
            ['Category', categoryName(profile.MemberShipType)],
            ['E-mail', profile.Email],
            ['Phone', profile.PhoneNo],
            ['Residence', [profile.City, profile.County].filter(Boolean).join(', ')],
          ].map(([k, v]) => (
            <div key={k} className="flex gap-2">
              <dt className="w-28 shrink-0 text-slate-500">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="apps-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="apps-title" className="font-semibold text-slate-900">
            My Membership Applications
          </h2>
          {isMember(profile) ? null : (
            <Link href={hrefTo('listing', { type: 'Application' })} className="text-sm text-primary underline">
              Open the Application checklist
            </Link>
          )}
        </div>
        <div className="mt-2">
          {isMember(profile) ? (
            <NoApplicationToSubmit memberNo={profile.MemberNo} />
          ) : (
            <Suspense fallback={null}>
              <SubmitApplication />
            </Suspense>
          )}
        </div>
        {data.applications.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No applications yet.</p>
        ) : (
          <div className="mt-2">
            <DataTable
              bare
              caption="My Membership Applications"
              rows={data.applications}
              rowKey={(a) => a.Code}
              empty="No applications yet."
              columns={applicationColumns(categoryName)}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="pending-title" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="pending-title" className="font-semibold text-slate-900">
          Pending Payments
        </h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nothing to pay.</p>
        ) : (
          <div className="mt-2">
            <DataTable
              bare
              testId="pending-payments"
              caption="Pending Payments"
              rows={pending}
              rowKey={(e) => e.entryNo}
              empty="Nothing to pay."
              columns={[
                { header: 'No.', cell: (e) => e.documentNo },
                { header: 'Date', cell: (e) => <span className="whitespace-nowrap">{formatDate(e.documentDate)}</span> },
                { header: 'Transaction type', cell: (e) => e.description || e.documentType },
                { header: 'Balance', cell: (e) => <span className="whitespace-nowrap">{formatMoney(e.remainingAmtLCY)}</span> },
              ]}
              actions={(e) => <PendingPaymentActions entry={e} subscriptions={data.subscriptions} />}
            />
          </div>
        )}
      </section>
    </div>
  );
}
