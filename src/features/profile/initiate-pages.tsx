// /initiate-profile and /initiate-firm (spec 1 §2.1, §2.6): the first-time bio or firm-bio form for a signed-in
// account without a profile, under the breadcrumb Dashboard. The form's machine tells a `user` change: the user as it now
// stands (the session hears it), and the page's guard then sends the member on to the dashboard; anyone else who
// opens the page goes to their own home route.
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { initiateFirmMachine, initiateProfileMachine } from '#machines/profile/bio-forms.ts';
import { homeRouteOf, selectUser, type HomeRoute } from '#machines/session/session.machine.ts';
import { blankBio, blankFirmBio } from '#contract/profile-bio.ts';
import type { User } from '#contract';
import { hrefTo, routes } from '#contract/routes.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { BioForm } from './bio-form';
import { FirmBioForm } from './firm-bio-form';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const today = () => new Date().toISOString().slice(0, 10);

function InitiateFrame({ user, title, lead, children }: { user: User; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby="initiate-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex gap-2">
          <li>Dashboard</li>
          <li aria-current="page">
            <span aria-hidden>/ </span>
            {title}
          </li>
        </ol>
      </nav>
      <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h1 id="initiate-title" className="text-2xl font-semibold text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-slate-700" data-testid="signed-in-as">
          Signed in as <strong>{user.name}</strong> ({user.email})
        </p>
        <p className="mt-1 mb-4 text-slate-600">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** The signed-in user when this page is their home route; otherwise where they belong. */
function useOwnHome(route: HomeRoute): { user: User | null; elsewhere: string | null } {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  if (!user) return { user: null, elsewhere: hrefTo('login') };
  const home = homeRouteOf(user);
  return { user, elsewhere: home === route ? null : routes[home] };
}

function ProfileForm({ user }: { user: User }) {
  const { api } = usePortal();
  const { minor } = useSite();
  const [machine] = useState(() => initiateProfileMachine(today(), minor));
  const actor = useFlowActor('initiate-profile', machine, { input: { api, values: blankBio(user) } });
  return <BioForm actor={actor} submitLabel="Save profile" />;
}

function FirmForm({ user }: { user: User }) {
  const { api } = usePortal();
  const { minor } = useSite();
  const [machine] = useState(() => initiateFirmMachine(today(), minor));
  const actor = useFlowActor('initiate-firm', machine, { input: { api, values: blankFirmBio(user) } });
  return <FirmBioForm actor={actor} submitLabel="Save firm profile" />;
}

export function InitiateProfilePage() {
  const { user, elsewhere } = useOwnHome('initiateProfile');
  if (elsewhere || !user) return <Redirect to={elsewhere ?? hrefTo('login')} replace />;
  return (
    <InitiateFrame user={user} title="Create your profile" lead="Fill in your personal profile to apply for membership.">
      <ProfileForm user={user} />
    </InitiateFrame>
  );
}

export function InitiateFirmPage() {
  const { user, elsewhere } = useOwnHome('initiateFirm');
  if (elsewhere || !user) return <Redirect to={elsewhere ?? hrefTo('login')} replace />;
  return (
    <InitiateFrame user={user} title="Register your firm" lead="Fill in your firm's profile to apply for membership.">
      <FirmForm user={user} />
    </InitiateFrame>
  );
}
