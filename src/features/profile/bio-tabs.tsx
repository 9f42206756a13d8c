// The Bio and Firm bio tabs of /profile (spec 2 §2): the initiate pages' forms, filled with what is stored.
// A save is told as changes by the tab's machine: the session takes the user as it now stands and the member
// layout reloads (name, picture, the 'Click to confirm profile name' prompt).
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { bioTabMachine, firmBioTabMachine } from '#machines/profile/bio-editor.machine.ts';
import type { BioSaved } from '#machines/profile/bio-forms.ts';
import { selectUser } from '#machines/session/session.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { BioForm } from './bio-form';
import { FirmBioForm } from './firm-bio-form';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The profile the tabs edit: the signed-in member's. */
function useProfileId(): string {
  const { session } = usePortal();
  return useSelector(session, selectUser)?.profile_id ?? '';
}

interface TabFrameProps {
  label: string;
  editor: { send: (event: { type: 'load.retry' }) => void };
  state: { error: string | null; retryable: boolean; saved: BioSaved<unknown> | null };
  ready: boolean;
  children: ReactNode;
}

/** Loading, a retryable failure, or the form under the last save's message. */
function TabFrame({ label, editor, state, ready, children }: TabFrameProps) {
  if (state.error)
    return <LoadError error={state.error} onRetry={state.retryable ? () => editor.send({ type: 'load.retry' }) : undefined} />;
  if (!ready) return <Loading label={`Loading your ${label.toLowerCase()}…`} />;
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {state.saved ? <Alert kind="success">{state.saved.message}</Alert> : null}
      {children}
    </section>
  );
}

export function BioTab() {
  const { api } = usePortal();
  const profileId = useProfileId();
  const { minor } = useSite();
  const [machine] = useState(() => bioTabMachine(today(), profileId, minor));
  const editor = useFlowActor('bio-tab', machine, { input: { api } });
  const state = useSelector(editor, (s) => s.context);
  const form = useSelector(editor, (s) => s.children.form);
  return (
    <TabFrame label="Bio" editor={editor} state={state} ready={Boolean(state.data && form)}>
      {state.data && form ? <BioForm key={form.id} actor={form} picture={state.data.Image} submitLabel="Save" /> : null}
    </TabFrame>
  );
}

export function FirmBioTab() {
  const { api } = usePortal();
  const profileId = useProfileId();
  const { minor } = useSite();
  const [machine] = useState(() => firmBioTabMachine(today(), profileId, minor));
  const editor = useFlowActor('firm-bio-tab', machine, { input: { api } });
  const state = useSelector(editor, (s) => s.context);
  const form = useSelector(editor, (s) => s.children.form);
  return (
    <TabFrame label="Firm bio" editor={editor} state={state} ready={Boolean(state.data && form)}>
      {form ? <FirmBioForm key={form.id} actor={form} submitLabel="Save" /> : null}
    </TabFrame>
  );
}
