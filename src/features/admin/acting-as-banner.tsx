// While an administrator acts as a user (log in as, spec 1 §4): a banner on every page saying so, with the
// way back to the administrator's own session (no new sign-in; the user's session given to them ends).
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { selectActingAdmin, selectUser } from '#machines/session/session.machine';
import { hrefTo } from '#contract/routes';
import { Button } from '#ui/button';
import { usePortal } from '#kernel/portal/portal-context';

export function ActingAsBanner() {
  const { session } = usePortal();
  const admin = useSelector(session, selectActingAdmin);
  const user = useSelector(session, selectUser);
  const returning = useSelector(session, (s) => s.matches('returningToAdmin'));
  const [, navigate] = useLocation();
  if (!admin || !user) return null;
  return (
    <section
      aria-label="Acting as a user"
      data-testid="acting-as-banner"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p>
        You are signed in as <strong>{user.name}</strong> ({user.email}) on behalf of the administrator {admin.name}.
      </p>
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
