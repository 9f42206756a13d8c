// While signed in: user activity (key press, mouse move, click, touch move) resets the inactivity timer (of every
// tab: the session relays it), and a dialog warns 60 s before the session ends, with 'Stay signed in' (WCAG 2.2.1),
// in the tab in front only.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SessionActor } from '#machines/session/session.machine.ts';
import type { ActorRefFrom } from 'xstate';
import { selectWarningShown, type inactivityMachine } from '#machines/inactivity/inactivity.machine.ts';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';

const ACTIVITY = ['keydown', 'mousemove', 'click', 'touchmove'] as const;
/** Mouse moves arrive by the hundred; one activity event a second (to this tab and the others) is plenty. */
const THROTTLE_MS = 1_000;

export function InactivityWatch({ session }: { session: SessionActor }) {
  // The timer is a child of the session actor: its own snapshot says when to warn.
  const timer = useSelector(session, (s) => s.children.inactivity);
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      session.send({ type: 'inactivity.activity' });
    };
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity);
    };
  }, [session]);

  return timer ? <WarningDialog timer={timer} onStay={() => session.send({ type: 'inactivity.stay' })} /> : null;
}

function WarningDialog({ timer, onStay }: { timer: ActorRefFrom<typeof inactivityMachine>; onStay: () => void }) {
  const warning = useSelector(timer, selectWarningShown);
  return (
    <Modal open={warning} onClose={onStay} title="Are you still there?" actions={<Button onClick={onStay}>Stay signed in</Button>}>
      <p className="text-slate-700">For your security you will be signed out in one minute because there has been no activity.</p>
    </Modal>
  );
}
