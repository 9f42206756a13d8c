// While signed in: user activity (key press, mouse move, click, touch move) resets the inactivity timer (of every
// tab: the session relays it), and a dialog warns 60 s before the session ends, with 'Stay signed in' (WCAG 2.2.1),
// in the tab in front only. The dialog's chunk is fetched on the first activity (the warning comes minutes after the
// last), or when the warning is due if none came; a chunk that cannot be fetched then leaves the warning out, never
// the page: the session still ends on time.
import { useSelector } from '@xstate/react';
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SessionActor } from '#machines/session/session.machine.ts';
import type { ActorRefFrom } from 'xstate';
import { selectWarningShown, type inactivityMachine } from '#machines/inactivity/inactivity.machine.ts';
import { page } from '#kernel/lazy-page.tsx';

const ACTIVITY = ['keydown', 'mousemove', 'click', 'touchmove'] as const;
/** Mouse moves arrive by the hundred; one activity event a second (to this tab and the others) is plenty. */
const THROTTLE_MS = 1_000;

const InactivityWarning = page(() => import('./inactivity-warning'), 'InactivityWarning');

export function InactivityWatch({ session }: { session: SessionActor }) {
  // The timer is a child of the session actor: its own snapshot says when to warn.
  const timer = useSelector(session, (s) => s.children.inactivity);
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      void InactivityWarning.preload().catch(() => undefined);
      session.send({ type: 'inactivity.activity' });
    };
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity);
    };
  }, [session]);

  return timer ? <WarningWhenDue timer={timer} onStay={() => session.send({ type: 'inactivity.stay' })} /> : null;
}

function WarningWhenDue({ timer, onStay }: { timer: ActorRefFrom<typeof inactivityMachine>; onStay: () => void }) {
  const due = useSelector(timer, selectWarningShown);
  // Mounted from the first warning on (the dialog then opens and closes itself, as Headless UI expects).
  const [warned, setWarned] = useState(false);
  if (due && !warned) setWarned(true);
  if (!due && !warned) return null;
  return (
    <LeftOutOnFailure>
      <Suspense fallback={null}>
        <InactivityWarning timer={timer} onStay={onStay} />
      </Suspense>
    </LeftOutOnFailure>
  );
}

/** Renders nothing once its children failed (the warning's chunk could not be fetched): the page stays. */
class LeftOutOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
