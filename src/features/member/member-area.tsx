// Every member route under the member layout. A signed-in user without a profile belongs on the initiate page
// (document 1 §2.1); screens of later issues show the layout with a short note until they land.
import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { homeRouteOf, selectUser } from '../../../machines/session/session.machine';
import { usePortal } from '../portal/portal-context';
import { routes } from '../routes';
import { MemberLayout } from './member-layout';
import { MemberHomePage } from './member-home-page';

const DashboardPage = lazy(async () => ({ default: (await import('../dashboard/dashboard-page')).DashboardPage }));
const InvoicePage = lazy(async () => ({ default: (await import('../billing/invoice-page')).InvoicePage }));
const SettingsPage = lazy(async () => ({ default: (await import('../settings/settings-page')).SettingsPage }));
const StatementPage = lazy(async () => ({ default: (await import('../statement/statement-page')).StatementPage }));
const GoodStandingPage = lazy(async () => ({ default: (await import('../dashboard/good-standing-page')).GoodStandingPage }));
const ProfilePage = lazy(async () => ({ default: (await import('../profile/profile-page')).ProfilePage }));
const ReceiptPage = lazy(async () => ({ default: (await import('../billing/invoice-page')).ReceiptPage }));

export function MemberArea() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  if (user && !user.profile) return <Redirect to={routes[homeRouteOf(user)]} replace />;
  return (
    <MemberLayout>
      <Switch>
        <Route path={routes.dashboard} component={DashboardPage} />
        <Route path="/dashboard/settings" component={SettingsPage} />
        <Route path={routes.goodStanding} component={GoodStandingPage} />
        <Route path={routes.customerStatement} component={StatementPage} />
        <Route path={routes.profile} component={ProfilePage} />
        <Route path="/billing/invoice/:code" component={InvoicePage} />
        <Route path="/billing/receipt/:code" component={ReceiptPage} />
        <Route>
          <MemberHomePage area="member" />
        </Route>
      </Switch>
    </MemberLayout>
  );
}
