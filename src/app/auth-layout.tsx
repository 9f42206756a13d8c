// The frame of every screen (spec 1 §2.1): a skip link, logo and title, Member Checker link, Logout when
// signed in (and, in mock mode, the mock-mode control beside them); the toasts just below the header; the main
// region, which takes focus when a new page opens; footer with the organisation's name and the current year.
import { useSelector } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { selectIsSignedIn } from '#machines/session/session.machine';
import { usePortal } from '#kernel/portal/portal-context';
import { DEFAULT_SITE, useSite } from '#kernel/portal/site-context';
import { hrefTo } from '#contract/routes';
import { Button } from '#ui/button';
import { Toaster } from '#ui/toasts';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';

interface AuthLayoutProps {
  children: ReactNode;
  /**
   * Beside the header's links, in the flow of the page: seen at once on every page (the footer starts below the
   * first screen), and it can never cover anything.
   */
  headerExtra?: ReactNode;
}

export function AuthLayout({ children, headerExtra }: AuthLayoutProps) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const { session } = usePortal();
  const site = useSite();
  const signedIn = useSelector(session, selectIsSignedIn);
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  return (
    <div className="flex min-h-screen flex-col bg-back-theme text-slate-900">
      <SkipLink />
      <header className="bg-primary text-white">
        {/* The same rows whatever the settings say (on a phone the name, then the links; the logo's height kept),
            so nothing moves when the settings arrive after the first paint. */}
        {/* relative: the mock-mode panel opens below the header's row, inside the window whatever the row wraps to. */}
        <div className="relative mx-auto flex max-w-5xl flex-col items-start gap-1 px-4 py-2 sm:flex-row sm:py-3 sm:flex-wrap sm:items-center sm:justify-between sm:gap-3">
          {/* One line for the name on a phone (a longer name is cut there; issue 34: a compact phone header), two
              from 640 px, and the logo's place kept
              while the settings are not known yet (a first visit in mock mode), so neither moves the page when
              they arrive. */}
          <Link href={hrefTo('login')} className="flex min-h-10 items-center gap-3">
            {site.logo ? (
              <img src={site.logo} alt="" className="size-10 rounded bg-white object-contain p-0.5" />
            ) : site === DEFAULT_SITE ? (
              <span aria-hidden className="size-10 shrink-0 rounded bg-white/20" />
            ) : null}
            <span className="line-clamp-1 font-semibold sm:line-clamp-2 sm:text-lg" data-testid="company-name">
              {site.displayName}
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <nav aria-label="Site" className="flex items-center gap-2">
              <Link href={hrefTo('search')} className="rounded px-2 py-2 hover:bg-white/10 sm:px-3">
                Member Checker
              </Link>
              {signedIn ? (
                <Button look="secondary" busy={signingOut} onClick={() => session.send({ type: 'session.logout' })}>
                  Logout
                </Button>
              ) : null}
            </nav>
            {headerExtra}
          </div>
        </div>
      </header>
      <Toaster />
      {/* At least a window high, so the footer starts below the first screen: a page that loads (a short
          'Loading…' line, then its data) or a new page opened in place can never pull it into view and push it
          out again, the jump a first load or a link would otherwise make (issue 25). */}
      <main
        ref={main}
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-svh w-full max-w-5xl flex-1 px-4 pt-2 pb-12 focus:outline-none sm:pt-8"
      >
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-3">
          <p className="py-1 text-sm text-slate-600">
            © {new Date().getFullYear()} {site.displayName}
          </p>
        </div>
      </footer>
    </div>
  );
}
