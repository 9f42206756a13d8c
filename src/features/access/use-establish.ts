// A flow that ends in a session (login, OTP, e-mail verification, activation) hands it to the root actor.
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Session } from '#contract';
import { showToast } from '#ui/toasts';
import { usePortal } from '#kernel/portal/portal-context';

/** `success`, when given, is announced as the session starts (the page itself is left at once). */
export function useEstablishOnDone(
  actor: AnyActorRef,
  pick: (output: unknown) => Session | null | undefined = (o) => o as Session,
  success?: string,
) {
  const { session } = usePortal();
  useEffect(() => {
    const sub = actor.subscribe((s: { status: string; output?: unknown }) => {
      if (s.status !== 'done') return;
      const established = pick(s.output);
      if (!established) return;
      if (success) showToast(success, 'success');
      session.send({ type: 'session.established', session: established });
    });
    return () => sub.unsubscribe();
  }, [actor, session, pick, success]);
}
