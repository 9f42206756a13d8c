// The warning 60 s before an inactive session ends (WCAG 2.2.1), with 'Stay signed in'. A chunk of its own
// (Headless UI's Dialog, ~20 KB gzip): src/app/inactivity-watch.tsx fetches it on the member's first activity,
// minutes before it can show, not with every member page's first load (docs/decisions/063-preload-lists-for-the-loader-only.md).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectWarningShown, type inactivityMachine } from '#machines/inactivity/inactivity.machine.ts';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';

export function InactivityWarning({ timer, onStay }: { timer: ActorRefFrom<typeof inactivityMachine>; onStay: () => void }) {
  const warning = useSelector(timer, selectWarningShown);
  return (
    <Modal open={warning} onClose={onStay} title="Are you still there?" actions={<Button onClick={onStay}>Stay signed in</Button>}>
      <p className="text-slate-700">For your security you will be signed out in one minute because there has been no activity.</p>
    </Modal>
  );
}
