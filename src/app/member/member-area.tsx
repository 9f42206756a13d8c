// The member area's frame: a signed-in user without a profile belongs on the initiate page (spec 1 §2.1);
// everyone else gets the member layout around the page the router chose. The layout stays mounted from one
// member page to the next, so the member data loads once; so do the category names every member page reads.
// Another user signing in (the dev panel's Sign in as, an administrator acting as a member) gets a layout of their
// own: the member data holds one member's records.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { homeRouteOf, selectUser } from '#machines/session/session.machine.ts';
import { CategoryNamesProvider } from '#kernel/category-names.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { routes } from '#contract/routes.ts';
import { MemberLayout } from './member-layout';

export function MemberArea({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  if (user && !user.profile) return <Redirect to={routes[homeRouteOf(user)]} replace />;
  return (
    <CategoryNamesProvider>
      <MemberLayout key={user?.id}>{children}</MemberLayout>
    </CategoryNamesProvider>
  );
}
