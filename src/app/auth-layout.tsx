// The frame of every screen (document 1 §2.1): logo and title, Member Checker link, Logout when signed in;
// footer with the organisation's name and the current year.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { selectIsSignedIn } from '../../machines/session/session.machine';
import { usePortal } from '../features/portal/portal-context';
import { useSite } from '../features/portal/site-context';
import { hrefTo } from '../contract/routes';
import { Button } from '../ui/button';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const site = useSite();
  const signedIn = useSelector(session, selectIsSignedIn);
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <header className="bg-primary text-white">
        {/* The same rows whatever the settings say (on a phone the name, then the links; the logo's height kept),
            so nothing moves when the settings arrive after the first paint. */}
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-2 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-3">
          <Link href={hrefTo('login')} className="flex min-h-10 items-center gap-3">
            {site.logo ? <img src={site.logo} alt="" className="size-10 rounded bg-white object-contain p-0.5" /> : null}
            <span className="text-lg font-semibold" data-testid="company-name">
              {site.displayName}
            </span>
          </Link>
          <nav aria-label="Site" className="flex items-center gap-2">
            <Link href={hrefTo('search')} className="rounded px-3 py-2 hover:bg-white/10">
              Member Checker
            </Link>
            {signedIn ? (
              <Button look="secondary" busy={signingOut} onClick={() => session.send({ type: 'session.logout' })}>
                Logout
              </Button>
            ) : null}
          </nav>
        </div>
      </header>
      {/* Room at the bottom for the mock-mode badge. */}
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-8 pb-16">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-5xl px-4 py-4 text-sm text-slate-600">
          © {new Date().getFullYear()} {site.displayName}
        </p>
      </footer>
    </div>
  );
}
