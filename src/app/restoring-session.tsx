// What a protected page shows while the stored session's user is asked of the server (docs/decisions/026): the
// page's own loading state, so nothing of the member (a header with no name yet) shows half-filled; if the server
// could not be reached, the reason and Try again (the session stays stored).
import { useSelector } from '@xstate/react';
import { selectRestoreFailed } from '#machines/session/session.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { ScreenLoading } from '#kernel/lazy-page.tsx';
import { LoadError } from '#ui/load-error.tsx';

const RESTORE_FAILED_MESSAGE = 'Could not reach the server to load your account. Check your connection and try again.';

export function RestoringSession() {
  const { session } = usePortal();
  const failed = useSelector(session, selectRestoreFailed);
  if (!failed) return <ScreenLoading />;
  return (
    <main className="mx-auto max-w-xl p-4">
      <LoadError error={RESTORE_FAILED_MESSAGE} onRetry={() => session.send({ type: 'session.retryRestore' })} />
    </main>
  );
}
