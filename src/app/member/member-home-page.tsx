// What a member path without a screen yet shows: who is signed in, and that this part is being built.
import { useSelector } from '@xstate/react';
import { selectUser } from '#machines/session/session.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';

export function MemberHomePage() {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  return (
    <section aria-labelledby="member-title" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 id="member-title" className="text-2xl font-semibold text-slate-900">
        Member area
      </h1>
      {user ? (
        <p className="mt-2 text-slate-700" data-testid="signed-in-as">
          Signed in as <strong>{user.name}</strong> ({user.email})
        </p>
      ) : null}
      <p className="mt-2 text-slate-600">This part of the member area is being built.</p>
    </section>
  );
}
