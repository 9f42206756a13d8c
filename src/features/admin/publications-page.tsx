// Publications (admin, our addition): every member's publications, read-only. The list is the loader's
// (machines/admin/publications.machine.ts), reloaded when a member changes a profile list.
import { useSelector } from '@xstate/react';
import { publicationsMachine } from '#machines/admin/publications.machine';
import { formatDate } from '#contract/medium-date';
import { DataTable } from '#ui/data-table';
import { usePortal } from '#kernel/portal/portal-context';
import { useFlowActor } from '#kernel/portal/use-flow-actor';
import { AdminScreen } from './admin-screen';

export function PublicationsPage() {
  const { api } = usePortal();
  const actor = useFlowActor('admin-publications', publicationsMachine, { input: { api } });
  const { data, error, retryable } = useSelector(actor, (s) => s.context);
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  return (
    <AdminScreen
      titleId="admin-publications-title"
      title="Publications"
      loadingLabel="Loading the publications…"
      load={{ status, error, retryable, onRetry: () => actor.send({ type: 'load.retry' }) }}
    >
      {(heading) => (
        <section aria-labelledby="admin-publications-title" className="flex min-w-0 flex-col gap-4">
          {heading}
          <DataTable
            caption="Publications"
            empty="No member has a publication yet."
            rows={data ?? []}
            rowKey={(r) => `${r.ProfileID}-${r.lineNo}`}
            columns={[
              { header: 'Title', cell: (r) => r.title },
              { header: 'Publisher', cell: (r) => r.publisher },
              { header: 'Published', cell: (r) => formatDate(r.publishedOn) },
            ]}
          />
        </section>
      )}
    </AdminScreen>
  );
}
