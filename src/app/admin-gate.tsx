// The role check of the admin area (spec §A): only an administrator gets the admin screens, and only those
// their links include; anyone else is sent to their own home before any admin screen (or admin call) starts.
// The links and screens are the admin area's manifest's (src/features/admin/member-area.ts, through ./admin-screen-table.ts),
// in this chunk: a link's intent reads `adminScreens` here (./screen-intent.ts).
import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { Redirect, useLocation } from 'wouter';
import { adminLinksFor, decideAdminRoute } from '#machines/admin/admin-access.ts';
import { selectUser } from '#machines/session/session.machine.ts';
import { hrefTo, routeNameOf } from '#contract/routes.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { Loading } from '#ui/loading.tsx';
import { adminLinks, adminScreenOf, adminScreens } from './admin-screen-table';

export { adminScreens };

const AdminArea = lazy(async () => ({ default: (await import('#features/admin/admin-area.tsx')).AdminArea }));

export function AdminGate() {
  const { session, config } = usePortal();
  const user = useSelector(session, selectUser);
  const returning = useSelector(session, (s) => s.matches('returningToAdmin'));
  const [location] = useLocation();
  // Returning from acting as a user: the session is still the user's for a moment; decide once it is the admin's.
  if (returning) return <Loading label="Returning to the admin area…" />;
  if (!user) return null;
  const decision = decideAdminRoute(user, config.superAdminEmail, routeNameOf(location), adminLinks);
  if ('redirect' in decision) return <Redirect to={hrefTo(decision.redirect)} replace />;
  return (
    <AdminArea
      user={user}
      current={decision.show}
      links={adminLinksFor(user, config.superAdminEmail, adminLinks)}
      Screen={adminScreenOf(decision.show)}
    />
  );
}
