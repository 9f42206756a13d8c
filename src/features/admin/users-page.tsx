// All Users (spec 1 §2.6): the table with its search and pages, and per user Edit, Delete, Send reset link
// and Log in as — none for administrators or approvers. The rules live in machines/admin/users.machine.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { canActOn, pageCountOf, rowActionsWait, usersMachine, type UsersActor } from '#machines/admin/users.machine.ts';
import { homeRouteOf } from '#machines/session/session.machine.ts';
import { ADMIN_USERS_PAGE_SIZE, mask, type AdminUser } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { showToast } from '#ui/toasts.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { AdminScreen } from './admin-screen';
import { Pager } from '#ui/pager.tsx';
import { UserEditDialog } from './user-edit-dialog';
import { TableSearch } from '#ui/table-search.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const roleOf = (u: AdminUser) =>
  u.is_admin ? 'Administrator' : u.is_approver ? 'Approver' : u.type === 'Corporate' ? 'Firm' : 'Individual';

function UserActions({ actor, user }: { actor: UsersActor; user: AdminUser }) {
  // The list's status says "(loading…)" while they wait for another search's rows.
  const busy = useSelector(actor, (s) => rowActionsWait(s, user));
  if (!canActOn(user)) return <span className="text-slate-500">No actions</span>;
  const label = (what: string) => `${what} ${user.email}`;
  return (
    <div className="flex justify-end gap-1">
      <Button look="ghost" aria-label={label('Edit')} disabled={busy} onClick={() => actor.send({ type: 'users.edit', user })}>
        Edit
      </Button>
      <Button look="ghost" aria-label={label('Delete')} disabled={busy} onClick={() => actor.send({ type: 'users.delete', user })}>
        Delete
      </Button>
      <Button
        look="ghost"
        aria-label={label('Send password-reset link to')}
        disabled={busy}
        onClick={() => actor.send({ type: 'users.sendReset', user })}
      >
        Send reset link
      </Button>
      <Button look="ghost" aria-label={label('Log in as')} disabled={busy} onClick={() => actor.send({ type: 'users.loginAs', user })}>
        Log in as
      </Button>
    </div>
  );
}

export function UsersPage() {
  const { api } = usePortal();
  // Log in as tells a `session` change: the session switches to the user.
  const actor = useFlowActor('users', usersMachine, { input: { api } });
  const [, navigate] = useLocation();
  useEffect(() => {
    // The user lands on their own home with the banner back to the admin.
    const sub = actor.on('users.loggedInAs', (event) => {
      showToast(event.message, 'success');
      navigate(hrefTo(homeRouteOf(event.session.user)), { replace: true });
    });
    return () => sub.unsubscribe();
  }, [actor, navigate]);
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const { users, total, page, search, error, retryable, notice, target } = useSelector(actor, (s) => s.context);
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'removing' }));
  const confirmingUpdate = useSelector(actor, (s) => s.matches({ ready: 'confirmingUpdate' }) || s.matches({ ready: 'updating' }));
  const busy = useSelector(actor, (s) => s.matches({ ready: 'removing' }) || s.matches({ ready: 'updating' }));
  const editing = useSelector(actor, (s) => s.matches({ ready: 'editing' }));
  const reloading = useSelector(actor, (s) => s.matches({ ready: 'reloading' }));
  const [term, setTerm] = useState('');

  const pages = pageCountOf(total);
  const first = total === 0 ? 0 : (page - 1) * ADMIN_USERS_PAGE_SIZE + 1;
  const last = Math.min(total, page * ADMIN_USERS_PAGE_SIZE);
  return (
    <AdminScreen
      titleId="users-title"
      title="All Users"
      loadingLabel="Loading users…"
      load={{ status, error, retryable, onRetry: () => actor.send({ type: 'load.retry' }) }}
    >
      {(heading) => (
        <section aria-labelledby="users-title" className="flex flex-col gap-4">
          {heading}
          <TableSearch
            label="Search users by name or e-mail"
            value={term}
            onValue={setTerm}
            onSearch={() => actor.send({ type: 'users.search', term })}
          />
          {/* While the dialog is open its own copy of a refusal shows there. */}
          {error && !editing ? <Alert kind="error">{error}</Alert> : null}
          {notice ? <Alert kind="success">{notice}</Alert> : null}
          <p className="text-sm text-slate-700" role="status" data-testid="users-total">
            {total === 0 ? 'No users' : `Showing ${first}–${last} of ${total} users`}
            {search ? ` matching “${search}”` : ''}
            {reloading ? ' (loading…)' : ''}
          </p>
          <DataTable
            caption="All users"
            columns={[
              { header: 'Name', cell: (u) => u.name },
              { header: 'E-mail', cell: (u) => u.email },
              { header: 'Phone', cell: (u) => mask(u.phone_no ?? '') },
              { header: 'Role', cell: roleOf },
            ]}
            rows={users}
            rowKey={(u) => u.id}
            empty={search ? 'No user matches this search.' : 'No users yet.'}
            actions={(u) => <UserActions actor={actor} user={u} />}
          />
          <Pager
            label="Pages of users"
            page={page}
            pages={pages}
            busy={reloading}
            onPage={(n) => actor.send({ type: 'users.page', page: n })}
          />
          <UserEditDialog actor={actor} />
          <ConfirmDialog
            open={confirmingUpdate}
            title="Update user"
            message="Are you sure you want to update this user?"
            confirmLabel="Update"
            busy={busy}
            onConfirm={() => actor.send({ type: 'users.confirm' })}
            onCancel={() => actor.send({ type: 'users.cancel' })}
          />
          <ConfirmDialog
            open={deleting}
            title="Delete user"
            message={
              target ? `Are you sure you want to delete ${target.name} (${target.email})?` : 'Are you sure you want to delete this user?'
            }
            confirmLabel="Delete"
            busy={busy}
            onConfirm={() => actor.send({ type: 'users.confirm' })}
            onCancel={() => actor.send({ type: 'users.cancel' })}
          />
        </section>
      )}
    </AdminScreen>
  );
}
