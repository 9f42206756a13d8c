// The role check of the admin area (decisions §A): only an administrator gets the admin screens, and only those
// their links include; anyone else is sent to their own home before any admin screen (or admin call) starts.
import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { Redirect, useLocation } from 'wouter';
import { decideAdminRoute } from '../../machines/admin/admin-access';
import { selectUser } from '../../machines/session/session.machine';
import { hrefTo, routeNameOf } from '../contract/routes';
import { usePortal } from '../features/portal/portal-context';

const AdminArea = lazy(async () => ({ default: (await import('../features/admin/admin-area')).AdminArea }));

export function AdminGate() {
  const { session, config } = usePortal();
  const user = useSelector(session, selectUser);
  const [location] = useLocation();
  if (!user) return null;
  const decision = decideAdminRoute(user, config.superAdminEmail, routeNameOf(location));
  if ('redirect' in decision) return <Redirect to={hrefTo(decision.redirect)} replace />;
  return <AdminArea user={user} screen={decision.show} />;
}
