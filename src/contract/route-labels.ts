// The label a member page's breadcrumb shows after Dashboard, by route: read by the member frame alone, so the
// first load of a public page carries none of them.
import { routeNameOf, type RouteName } from './routes';

const routeLabels: Partial<Record<RouteName, string>> = {
  settings: 'Settings',
  goodStanding: 'Certificate of good standing',
  customerStatement: 'Statement',
  profile: 'Profile',
  profileConfirm: 'Confirm your name',
  listing: 'Checklist',
  component: 'Checklist',
  cpd: 'My CPD',
  application: 'Applications',
  applicationDocument: 'Application',
  certificate: 'Certificate',
  rejectionLetter: 'Rejection letter',
  acceptanceLetter: 'Acceptance letter',
  upgrade: 'My Upgrades',
  upgradePlan: 'Upgrade plans',
  upgradeCard: 'New upgrade',
  upgradeChecklist: 'Upgrade checklist',
  upgradeDocument: 'Upgrade report',
  upgradeAcceptanceLetter: 'Acceptance letter',
  subscription: 'My Subscriptions',
  subscriptionCard: 'Subscription Card',
  subscriptionDocument: 'Subscription',
  subscriptionCertificate: 'Subscription certificate',
  subscriptionReceipt: 'Subscription receipt',
  paymentHistory: 'My Payment History',
  license: '{licence}',
  licenseCard: '{licence} application',
  licenseDocument: '{licence} document',
  licenseInvoice: '{licence} invoice',
  billing: 'My Transactions',
  invoice: 'Invoice',
  receipt: 'Receipt',
  billingDocument: 'Document',
  events: 'Events',
  projects: 'My Projects',
};

/**
 * The breadcrumb label of a location: the label of its route, if that route has one. `{licence}` in a label is the
 * site's licence caption (license_alternative_caption), so a breadcrumb never spells it otherwise than the page.
 */
export function breadcrumbOf(location: string, licenceCaption: string): string | undefined {
  const name = routeNameOf(location);
  return name ? routeLabels[name]?.replaceAll('{licence}', licenceCaption) : undefined;
}
