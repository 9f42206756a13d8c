// The frame of every screen (spec 1 §2.1): a skip link, logo and title, Member Checker link, Logout when
// signed in (and, in mock mode, the mock-mode control beside them); the toasts just below the header; the main
// region, which takes focus when a new page opens; footer with the organisation's name and the current year.
import { useSelector } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { selectIsSignedIn } from '#machines/session/session.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { hrefTo } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';
import { Toaster } from '#ui/toasts.tsx';
import {
  BRAND_CLASS,
  FRAME_CLASS,
  HEADER_CLASS,
  HEADER_ROW_CLASS,
  LINKS_CLASS,
  LOGO_CLASS,
  NAME_CLASS,
  NAV_CLASS,
  NAV_LINK_CLASS,
} from './header-look';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useTopOfNewPage } from './use-top-of-new-page';

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
  useTopOfNewPage();
  useFocusOnNavigation(main);
  const { session } = usePortal();
  const site = useSite();
  const signedIn = useSelector(session, selectIsSignedIn);
  return (
    <div className={FRAME_CLASS}>
      <SkipLink />
      <header className={HEADER_CLASS}>
        {/* The same rows whatever the settings say (on a phone the name, then the links; the logo's height kept),
            so nothing moves when the settings arrive after the first paint. The build writes the same header into
            the page with the last known settings (scripts/site-in-page.ts), so the first paint already shows it. On a
            phone the row is compact, one line for the name (issue 34). */}
        <div className={HEADER_ROW_CLASS}>
          <Link href={hrefTo('login')} className={BRAND_CLASS}>
            {site.logo ? <img src={site.logo} alt="" className={LOGO_CLASS} /> : null}
            <span className={NAME_CLASS} data-testid="company-name">
              {site.displayName}
            </span>
          </Link>
          <div className={LINKS_CLASS}>
            <nav aria-label="Site" className={NAV_CLASS}>
              <Link href={hrefTo('search')} className={NAV_LINK_CLASS}>
                Member Checker
              </Link>
              {signedIn ? (
                <Button look="secondary" onClick={() => session.send({ type: 'session.logout' })}>
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
          {/* The year is the build's in a prerendered page (decision 056): hydrated after New Year, React keeps the
              HTML's year (it patches no text it was told to expect a difference in) rather than report an error and
              draw the page again; a build in the new year corrects it. */}
          <p className="py-1 text-sm text-slate-600" suppressHydrationWarning>
            © {new Date().getFullYear()} {site.displayName}
          </p>
        </div>
      </footer>
    </div>
  );
}
