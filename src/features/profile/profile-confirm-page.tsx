// /profile/profileConfirm (spec 2 §2): the member's full name, 'Confirm your name below', and while the name
// is not confirmed Correct (sends the confirmation) and Not Correct (back to the profile to change it). Once
// confirmed, the machine tells the changes: the session takes the user read again and the member layout reloads (its
// prompt goes).
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { profileConfirmMachine } from '#machines/profile/profile-confirm.machine.ts';
import { bioMessages, fullNameOf } from '#contract/profile-bio.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function ProfileConfirmPage() {
  const { api } = usePortal();
  const memberData = useMemberData();
  // The layout renders its pages only once the member's data is in.
  const profile = useSelector(memberData, (s) => s.context.data?.profile);
  const actor = useFlowActor('profile-confirm', profileConfirmMachine, { input: { api, profileId: profile?.ProfileID ?? '' } });
  const { error, message } = useSelector(actor, (s) => s.context);
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('refreshing'));
  const done = useSelector(actor, (s) => s.status === 'done');
  if (!profile) return null;
  return (
    <section aria-labelledby="confirm-title" className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h1 id="confirm-title" className="text-2xl font-semibold text-slate-900">
        {fullNameOf(profile)}
      </h1>
      <p className="text-slate-700">{bioMessages.confirmPrompt}</p>
      {message ? <Alert kind="success">{message}</Alert> : profile.confirmed ? <Alert kind="info">Your name is confirmed.</Alert> : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
      {!profile.confirmed && !done ? (
        <div className="flex flex-wrap gap-3">
          <Button busy={confirming} onClick={() => actor.send({ type: 'confirm.correct' })}>
            Correct
          </Button>
          <Link
            href={hrefTo('profile')}
            className="inline-flex min-h-10 items-center rounded-md px-4 py-2 font-medium text-primary ring-1 ring-primary hover:bg-slate-50"
          >
            Not Correct
          </Link>
        </div>
      ) : null}
    </section>
  );
}
