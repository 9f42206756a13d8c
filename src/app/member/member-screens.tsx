// The member area's screens: the route table of every page inside the member layout, each page a chunk of its
// own. A chunk of its own too (loaded by the router for a protected path), so a visitor's first load carries
// neither this table nor the addresses of its chunks.
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { routes, type RouteName } from '#contract/routes';
import { page } from '#kernel/lazy-page';
import { MemberArea } from './member-area';

const CpdPage = page(() => import('#features/cpd/cpd-page'), 'CpdPage');
const ChecklistPage = page(() => import('#features/checklist/checklist-page'), 'ChecklistPage');
const ChecklistComponentPage = page(() => import('#features/profile/component-page'), 'ChecklistComponentPage');
const ApplicationsPage = page(() => import('#features/applications/applications-page'), 'ApplicationsPage');
const ApplicationDocumentPage = page(() => import('#features/applications/application-documents'), 'ApplicationDocumentPage');
const CertificatePage = page(() => import('#features/applications/application-documents'), 'CertificatePage');
const RejectionLetterPage = page(() => import('#features/applications/application-documents'), 'RejectionLetterPage');
const AcceptanceLetterPage = page(() => import('#features/applications/application-documents'), 'AcceptanceLetterPage');
const ProjectsPage = page(() => import('#features/projects/projects-page'), 'ProjectsPage');
const MemberHome = page(() => import('./member-home-page'), 'MemberHomePage');
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

export function MemberScreens() {
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
