// While an administrator acts as a user (log in as, spec 1 §4): a banner on every page saying so, with the
// way back to the administrator's own session (no new sign-in; the user's session given to them ends). The
// administrator's name is known in the tab that logged in as the user; after a reload the banner says "an
// administrator" (nothing of theirs is stored, docs/decisions/026).
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { selectActingAdmin, selectUser } from '#machines/session/session.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';

export function ActingAsBanner() {
  const { session } = usePortal();
  const admin = useSelector(session, selectActingAdmin);
  const user = useSelector(session, selectUser);
  const returning = useSelector(session, (s) => s.matches('returningToAdmin'));
  const returnError = useSelector(session, (s) => s.context.returnError);
  const [, navigate] = useLocation();
  if (!admin || !user) return null;
  return (
    <section
      aria-label="Acting as a user"
      data-testid="acting-as-banner"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p>
        You are signed in as <strong>{user.name}</strong> ({user.email}) on behalf of{' '}
        {admin.name ? `the administrator ${admin.name}` : 'an administrator'}.
      </p>
      {returnError ? <Alert kind="error">{returnError}</Alert> : null}
      <Button
        look="secondary"
        busy={returning}
        onClick={() => {
          // Back to the list Log in as is on (issue 34: not to Admin Settings); the admin area waits there until
          // the administrator's own session is back (src/app/admin-gate.tsx).
          session.send({ type: 'session.returnToAdmin' });
          navigate(hrefTo('adminUsers'), { replace: true });
        }}
      >
        Return to admin
      </Button>
    </section>
  );
}
