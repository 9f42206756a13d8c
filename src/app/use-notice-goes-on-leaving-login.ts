// The stored notice of why the last session ended goes once the visitor leaves the login page it was shown on (spec 1
// §2.1: a route change clears alerts). "Left" is judged by the address as well as by the render: a
// render of an earlier navigation can commit late (the member area after a sign-in, its screen still loading), after
// the session has ended and sent the browser back to the login page. Taken for a departure, that late commit
// dismissed the notice before anyone saw it (access.spec's "a 401 returns to the login page with the expiry notice",
// flaky in session 31's fresh-clone runs).
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { routes } from '#contract/routes.ts';

interface NoticeHolder {
  send(event: { type: 'session.dismissNotice' }): void;
}

export function useNoticeGoesOnLeavingLogin(session: NoticeHolder): void {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    const left = previous.current === routes.login && location !== routes.login && window.location.pathname === location;
    if (left) session.send({ type: 'session.dismissNotice' });
    previous.current = location;
  }, [location, session]);
}
