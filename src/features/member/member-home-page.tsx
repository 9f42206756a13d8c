// What a member path without a screen yet, and the admin area until its screens land, show: who is signed in and
// what comes there.
import { useSelector } from '@xstate/react';
import { selectUser } from '../../../machines/session/session.machine';
import { usePortal } from '../portal/portal-context';

const TITLES: Record<string, { title: string; next: string }> = {
  admin: { title: 'Administration', next: 'Portal settings, users and payment options.' },
  member: { title: 'Member area', next: 'This part of the member area is being built.' },
};

export function MemberHomePage({ area }: { area: keyof typeof TITLES }) {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  const page = TITLES[area] ?? TITLES.member!;
  return (
    <section aria-labelledby="member-title" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 id="member-title" className="text-2xl font-semibold text-slate-900">
        {page.title}
      </h1>
      {user ? (
        <p className="mt-2 text-slate-700" data-testid="signed-in-as">
          Signed in as <strong>{user.name}</strong> ({user.email})
        </p>
      ) : null}
      <p className="mt-2 text-slate-600">{page.next}</p>
    </section>
  );
}
