// The router: visitor screens in the auth layout (a signed-in user is sent where spec 1 §2.1 says), every
// protected route behind the session guard, public screens (the Member Checker) for anyone, the mock pages in
// mock mode, and 'Nothing here' for the rest.
// Only the login page is in the first load; every other screen, the inactivity warning (signed-in only) and
// the mock badge (mock mode only) are chunks of their own.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { homeRouteOf, selectUser } from '#machines/session/session.machine';
import { LoginPage } from '#features/access/login-page';
import { usePortal } from '#kernel/portal/portal-context';
import { hrefTo, isAdminPath, isProtectedPath, routes, type RouteName } from '#contract/routes';
import { Loading } from '#ui/loading';
import { AuthLayout } from './auth-layout';
import { useRereadSettings } from './use-reread-settings';
import { ErrorBoundary } from './error-boundary';

const page = <K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const ForgotPasswordPage = page(() => import('#features/access/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('#features/access/reset-password-page'), 'ResetPasswordPage');
const VerifyPage = page(() => import('#features/access/verify-page'), 'VerifyPage');
const OtpPage = page(() => import('#features/access/otp-page'), 'OtpPage');
const SuccessPage = page(() => import('#features/access/success-page'), 'SuccessPage');
const NotFoundPage = page(() => import('#features/access/not-found-page'), 'NotFoundPage');
const CategoriesPage = page(() => import('#features/access/categories-page'), 'CategoriesPage');
const SignupPage = page(() => import('#features/access/signup-page'), 'SignupPage');
const RegisterPage = page(() => import('#features/access/register-page'), 'RegisterPage');
const ActivatePage = page(() => import('#features/access/activate-page'), 'ActivatePage');
/**
 * Statically false in a build with VITE_API_BASE_URL set: the bundler then drops the mock screens (the outbox, the
 * simulated gateway…) and the badge with its dev panel, so a real-backend build does not carry them at all
 * (scripts/check-real-build.mjs).
 */
const MOCKS_IN_BUILD = !import.meta.env.VITE_API_BASE_URL;
const mockRoutes = MOCKS_IN_BUILD
  ? ([
      ['mockOutbox', page(() => import('#features/mock/outbox-page'), 'OutboxPage')],
      ['mockGateway', page(() => import('#features/mock/gateway-page'), 'GatewayPage')],
      ['mockProjects', page(() => import('#features/mock/projects-page'), 'MockProjectsPage')],
      ['mockEvents', page(() => import('#features/mock/events-page'), 'MockEventsPage')],
    ] as const)
  : [];
const CpdPage = page(() => import('#features/cpd/cpd-page'), 'CpdPage');
const ChecklistPage = page(() => import('#features/checklist/checklist-page'), 'ChecklistPage');
const ChecklistComponentPage = page(() => import('#features/profile/component-page'), 'ChecklistComponentPage');
const MemberCheckerPage = page(() => import('#features/search/member-checker-page'), 'MemberCheckerPage');
const RefereeResponsePage = page(() => import('#features/referees/referee-response-page'), 'RefereeResponsePage');
const RefereeReportPage = page(() => import('#features/referees/referee-report-page'), 'RefereeReportPage');
const MemberCardPage = page(() => import('#features/search/member-card-page'), 'MemberCardPage');
const ApplicationsPage = page(() => import('#features/applications/applications-page'), 'ApplicationsPage');
const ApplicationDocumentPage = page(() => import('#features/applications/application-documents'), 'ApplicationDocumentPage');
const CertificatePage = page(() => import('#features/applications/application-documents'), 'CertificatePage');
const RejectionLetterPage = page(() => import('#features/applications/application-documents'), 'RejectionLetterPage');
const AcceptanceLetterPage = page(() => import('#features/applications/application-documents'), 'AcceptanceLetterPage');
const ProjectsPage = page(() => import('#features/projects/projects-page'), 'ProjectsPage');
const MemberHome = page(() => import('./member/member-home-page'), 'MemberHomePage');
const MemberArea = page(() => import('./member/member-area'), 'MemberArea');
const DashboardPage = page(() => import('#features/dashboard/dashboard-page'), 'DashboardPage');
const InvoicePage = page(() => import('#features/billing/invoice-page'), 'InvoicePage');
const ReceiptPage = page(() => import('#features/billing/invoice-page'), 'ReceiptPage');
const BillingDocumentPage = page(() => import('#features/billing/invoice-page'), 'BillingDocumentPage');
const BillingPage = page(() => import('#features/billing/billing-page'), 'BillingPage');
const EventsPage = page(() => import('#features/events/events-page'), 'EventsPage');
const SettingsPage = page(() => import('#features/settings/settings-page'), 'SettingsPage');
const upgradePages = () => import('#features/upgrades/upgrade-pages');
const UpgradesPage = page(upgradePages, 'UpgradesPage');
const UpgradeCardPage = page(upgradePages, 'UpgradeCardPage');
const UpgradePlanPage = page(upgradePages, 'UpgradePlanPage');
const UpgradeChecklistPage = page(upgradePages, 'UpgradeChecklistPage');
const UpgradeReportPage = page(upgradePages, 'UpgradeReportPage');
const UpgradeAcceptanceLetterPage = page(upgradePages, 'UpgradeAcceptanceLetterPage');
const subscriptionPages = () => import('#features/subscriptions/subscription-pages');
const SubscriptionsPage = page(subscriptionPages, 'SubscriptionsPage');
const SubscriptionCardPage = page(subscriptionPages, 'SubscriptionCardPage');
const SubscriptionDocumentPage = page(subscriptionPages, 'SubscriptionDocumentPage');
const SubscriptionCertificatePage = page(subscriptionPages, 'SubscriptionCertificatePage');
const SubscriptionReceiptPage = page(subscriptionPages, 'SubscriptionReceiptPage');
const PaymentHistoryPage = page(subscriptionPages, 'PaymentHistoryPage');
const licencePages = () => import('#features/licence/licence-pages');
const LicenceListPage = page(licencePages, 'LicenceListPage');
const LicenceWizardPage = page(licencePages, 'LicenceWizardPage');
const LicenceDocumentPage = page(licencePages, 'LicenceDocumentPage');
const LicenceInvoicePage = page(licencePages, 'LicenceInvoicePage');
const StatementPage = page(() => import('#features/billing/statement-page'), 'StatementPage');
const GoodStandingPage = page(() => import('#features/dashboard/good-standing-page'), 'GoodStandingPage');
const ProfilePage = page(() => import('#features/profile/profile-page'), 'ProfilePage');
const ProfileConfirmPage = page(() => import('#features/profile/profile-confirm-page'), 'ProfileConfirmPage');
const InitiateProfilePage = page(() => import('#features/profile/initiate-pages'), 'InitiateProfilePage');
const InitiateFirmPage = page(() => import('#features/profile/initiate-pages'), 'InitiateFirmPage');
const InactivityWatch = page(() => import('./inactivity-watch'), 'InactivityWatch');
// The admin role check is a chunk of its own too: it decides before any admin screen (or call) starts.
const AdminGate = page(() => import('./admin-gate'), 'AdminGate');
const ActingAsBanner = page(() => import('#features/admin/acting-as-banner'), 'ActingAsBanner');
const MockBadge = MOCKS_IN_BUILD ? page(() => import('./mock-badge'), 'MockBadge') : null;

/** Visitor screens: a signed-in user goes to their home route instead. */
function Visitor({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  if (user) return <Redirect to={routes[homeRouteOf(user)]} replace />;
  return children;
}

/** Protected screens: a visitor goes to the login page. */
function SignedIn({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  if (!user) return <Redirect to={hrefTo('login')} replace />;
  return (
    <>
      <Suspense fallback={null}>
        <InactivityWatch session={session} />
        <ActingAsBanner />
      </Suspense>
      {children}
    </>
  );
}

/**
 * A route change clears alerts (spec 1 §2.1): page alerts belong to the page and go with it; the stored
 * notice of why the last session ended goes once the visitor leaves the login page it was shown on.
 */
function useClearAlertsOnRouteChange() {
  const [location] = useLocation();
  const { session } = usePortal();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === routes.login && location !== routes.login) session.send({ type: 'session.dismissNotice' });
    previous.current = location;
  }, [location, session]);
}

const visitorRoutes: Array<[RouteName, ComponentType]> = [
  ['login', LoginPage],
  ['forgotPassword', ForgotPasswordPage],
  ['resetPassword', ResetPasswordPage],
  ['verify', VerifyPage],
  ['otp', OtpPage],
  ['success', SuccessPage],
  ['categories', CategoriesPage],
  ['signup', SignupPage],
  ['register', RegisterPage],
  ['activate', ActivatePage],
];

/** Pages inside the member layout; a member path without a screen yet shows the layout with a short note. */
const memberRoutes: Array<[RouteName, ComponentType]> = [
  ['dashboard', DashboardPage],
  ['settings', SettingsPage],
  ['goodStanding', GoodStandingPage],
  ['customerStatement', StatementPage],
  ['profile', ProfilePage],
  ['cpd', CpdPage],
  ['listing', ChecklistPage],
  ['component', ChecklistComponentPage],
  ['profileConfirm', ProfileConfirmPage],
  ['invoice', InvoicePage],
  ['receipt', ReceiptPage],
  ['projects', ProjectsPage],
  ['upgrade', UpgradesPage],
  ['upgradeCard', UpgradeCardPage],
  ['upgradePlan', UpgradePlanPage],
  ['upgradeChecklist', UpgradeChecklistPage],
  ['upgradeDocument', UpgradeReportPage],
  ['upgradeAcceptanceLetter', UpgradeAcceptanceLetterPage],
  ['application', ApplicationsPage],
  ['applicationDocument', ApplicationDocumentPage],
  ['certificate', CertificatePage],
  ['rejectionLetter', RejectionLetterPage],
  ['acceptanceLetter', AcceptanceLetterPage],
  ['subscription', SubscriptionsPage],
  ['subscriptionCard', SubscriptionCardPage],
  ['subscriptionDocument', SubscriptionDocumentPage],
  ['subscriptionCertificate', SubscriptionCertificatePage],
  ['subscriptionReceipt', SubscriptionReceiptPage],
  ['paymentHistory', PaymentHistoryPage],
  ['license', LicenceListPage],
  ['licenseCard', LicenceWizardPage],
  ['licenseDocument', LicenceDocumentPage],
  ['licenseInvoice', LicenceInvoicePage],
  ['billing', BillingPage],
  ['billingDocument', BillingDocumentPage],
  ['events', EventsPage],
];

/** Screens anyone may open, signed in or not. */
const publicRoutes: Array<[RouteName, ComponentType]> = [
  ['search', MemberCheckerPage],
  ['searchCard', MemberCardPage],
  ['refereeResponse', RefereeResponsePage],
  ['refereeFormReport', RefereeReportPage],
];

function MemberScreens() {
  return (
    <MemberArea>
      <Switch>
        {memberRoutes.map(([name, Page]) => (
          <Route key={name} path={routes[name]} component={Page} />
        ))}
        <Route>
          <MemberHome />
        </Route>
      </Switch>
    </MemberArea>
  );
}

function Screens() {
  const { mock } = usePortal();
  const [location] = useLocation();
  useClearAlertsOnRouteChange();
  useRereadSettings(location);
  return (
    // A page that failed to render does not keep the next one from showing; layouts that rendered fine stay
    // mounted (remounting would reload the member shell on every link).
    <ErrorBoundary resetKey={location} title="This page could not be shown">
      <Switch>
        {visitorRoutes.map(([name, Page]) => (
          <Route key={name} path={routes[name]}>
            <Visitor>
              <Page />
            </Visitor>
          </Route>
        ))}
        {mock ? mockRoutes.map(([name, Page]) => <Route key={name} path={routes[name]} component={Page} />) : null}
        {publicRoutes.map(([name, Page]) => (
          <Route key={name} path={routes[name]} component={Page} />
        ))}
        <Route path={routes.initiateProfile}>
          <SignedIn>
            <InitiateProfilePage />
          </SignedIn>
        </Route>
        <Route path={routes.initiateFirm}>
          <SignedIn>
            <InitiateFirmPage />
          </SignedIn>
        </Route>
        {isProtectedPath(location) ? (
          <Route>
            <SignedIn>{isAdminPath(location) ? <AdminGate /> : <MemberScreens />}</SignedIn>
          </Route>
        ) : null}
        <Route component={NotFoundPage} />
      </Switch>
    </ErrorBoundary>
  );
}

export function App() {
  const { mock } = usePortal();
  return (
    <AuthLayout
      footerExtra={
        mock && MockBadge ? (
          <Suspense fallback={null}>
            <MockBadge scenario={mock.scenario} seed={mock.seed} world={mock.worldName ?? 'this browser'} />
          </Suspense>
        ) : null
      }
    >
      <Suspense fallback={<Loading />}>
        <Screens />
      </Suspense>
    </AuthLayout>
  );
}
