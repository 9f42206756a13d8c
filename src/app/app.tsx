// The router: visitor screens in the auth layout (a signed-in user is sent where spec 1 §2.1 says), every
// protected route behind the session guard, public screens (the Member Checker) for anyone, the mock pages in
// mock mode, and 'Nothing here' for the rest. Which screen answers which route is the areas' screen manifests'
// (./screen-table.ts).
// Only the login page is in the first load; every other screen, the inactivity warning (signed-in only) and
// the mock badge (mock mode only) are chunks of their own.
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { homeRouteOf, selectActingAdmin, selectRestoringUser, selectUser } from '#machines/session/session.machine.ts';
import { RestoringSession } from './restoring-session';
import { useMockInfo, usePortal } from '#kernel/portal/portal-context.tsx';
import { hrefTo, isAdminPath, isProtectedPath, routes } from '#contract/routes.ts';
import { page, ScreenLoading, type LazyPage } from '#kernel/lazy-page.tsx';
import { MOCK_BADGE_BOX } from './mock-badge-box';
import { AuthLayout } from './auth-layout';
import { useRereadSettings } from './use-reread-settings';
import { useNoticeGoesOnLeavingLogin } from './use-notice-goes-on-leaving-login';
import { ErrorBoundary } from './error-boundary';
import { afterPresented } from '#ui/after-presented.ts';
import { mockScreens, NotFoundScreen, publicScreens, signedInScreens, visitorScreens } from './screen-table';

/**
 * Statically false in a build with VITE_API_BASE_URL set: the bundler then drops the badge with its dev panel, so a
 * real-backend build does not carry them at all (scripts/check-real-build.mjs; the mock screens go the same way,
 * src/features/mock/area.ts).
 */
const MOCKS_IN_BUILD = !import.meta.env.VITE_API_BASE_URL;
// The member area's frame (its layout and the member data it loads) is a chunk of its own: no visitor loads it.
const MemberScreens = page(() => import('./member/member-screens'), 'MemberScreens');
const InactivityWatch = page(() => import('./inactivity-watch'), 'InactivityWatch');
// The admin role check is a chunk of its own too: it decides before any admin screen (or call) starts.
const AdminGate = page(() => import('./admin-gate'), 'AdminGate');
const ActingAsBanner = page(() => import('#features/admin/acting-as-banner.tsx'), 'ActingAsBanner');
const MockBadge = MOCKS_IN_BUILD ? page(() => import('./mock-badge'), 'MockBadge') : null;

/** The mock badge's box, empty until the fake backend answers. */
function MockBadgePlace() {
  return <span aria-hidden className={`block ${MOCK_BADGE_BOX}`} />;
}

/** Visitor screens: a signed-in user (or one whose stored session is being restored) goes to their home route instead. */
function Visitor({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  const restoring = useSelector(session, selectRestoringUser);
  const known = user ?? restoring;
  if (known) return <Redirect to={routes[homeRouteOf(known)]} replace />;
  return children;
}

/**
 * Protected screens: a visitor goes to the login page; a stored session waits for its user first. `frame`, the
 * screens' frame, is fetched while the server checks that session: it is here when the check ends, so it shows at
 * once, without 'Loading…' and React's 300 ms reveal throttle before its data calls can start.
 */
function SignedIn({ children, frame }: { children: ReactNode; frame?: LazyPage }) {
  const { session } = usePortal();
  const user = useSelector(session, selectUser);
  const restoring = useSelector(session, (s) => s.matches('restoring'));
  // The banner's chunk is fetched only for an administrator acting as the user: no member's page asks for it.
  const acting = useSelector(session, (s) => selectActingAdmin(s) !== null);
  useEffect(() => {
    // After the page's largest paint, which its download would otherwise compete with (docs/decisions/044).
    if (restoring && frame) afterPresented(() => void frame.preload().catch(() => undefined), performance.now());
  }, [restoring, frame]);
  if (restoring) return <RestoringSession />;
  if (!user) return <Redirect to={hrefTo('login')} replace />;
  return (
    <>
      <Suspense fallback={null}>
        <InactivityWatch session={session} />
      </Suspense>
      {/* A boundary of its own: the banner's chunk arriving never hides the running inactivity watch. */}
      {acting ? (
        <Suspense fallback={null}>
          <ActingAsBanner />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}

function Screens() {
  const { session, config } = usePortal();
  const [location] = useLocation();
  useNoticeGoesOnLeavingLogin(session);
  useRereadSettings(location);
  const Frame = frameOf(location);
  return (
    // A page that failed to render does not keep the next one from showing; layouts that rendered fine stay
    // mounted (remounting would reload the member data on every link).
    <ErrorBoundary resetKey={location} title="This page could not be shown">
      <Switch>
        {visitorScreens.map(({ route, screen: Screen }) => (
          <Route key={route} path={routes[route]}>
            <Visitor>
              <Screen />
            </Visitor>
          </Route>
        ))}
        {/* From the first frame: an outbox or gateway opened directly never says 'Nothing here' while the fake
            backend starts (its calls wait for it). */}
        {MOCKS_IN_BUILD && config.mockMode
          ? mockScreens.map(({ route, screen }) => <Route key={route} path={routes[route]} component={screen} />)
          : null}
        {publicScreens.map(({ route, screen }) => (
          <Route key={route} path={routes[route]} component={screen} />
        ))}
        {signedInScreens.map(({ route, screen: Screen }) => (
          <Route key={route} path={routes[route]}>
            <SignedIn>
              <Screen />
            </SignedIn>
          </Route>
        ))}
        {isProtectedPath(location) ? (
          <Route>
            <SignedIn frame={Frame}>
              <Frame />
            </SignedIn>
          </Route>
        ) : null}
        <Route component={NotFoundScreen} />
      </Switch>
    </ErrorBoundary>
  );
}

/**
 * Renders nothing; it sits in the screen's Suspense boundary, which commits it together with the screen, so its
 * effect runs once the lazy screen has loaded and is in the page, not while the fallback stands in for it. A layout
 * effect: it runs in that commit, before the screen's own effects start what comes after its first paint.
 */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}

/** The frame a path's screen loads inside: the member layout or the admin gate (a chunk each). */
const frameOf = (path: string) => (isAdminPath(path) ? AdminGate : MemberScreens);
const framesFor = (path: string) => (isProtectedPath(path) ? [frameOf(path)] : []);

/**
 * Screens fetched on a link's intent (./screen-intent.ts). Its listener is a chunk of its own, not part of the first
 * load (docs/decisions/030-area-screen-manifests.md), fetched once the first screen is on the display: it sits in
 * the screen's Suspense boundary, as ScreenShown does, so it never competes with the screen's own chunks, and waits
 * for the screen's largest paint (afterPresented), so its request and its compiling come after that paint, not
 * before it (fetched at the commit, it put ~0.3 s on Lighthouse's LCP of `/`: docs/decisions/044-after-the-largest-paint.md).
 */
function ScreenIntent() {
  const { parser } = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    afterPresented(() => {
      if (ended) return;
      void import('./screen-intent').then(
        ({ listenForIntent }) => {
          if (ended) return;
          stop = listenForIntent(parser, framesFor);
          // From here a move asks for its screen's chunks at once (tests/e2e/screen-files.spec.ts waits for it).
          performance.mark('portal:listeningForIntent');
        },
        () => undefined,
      );
    }, performance.now());
    return () => {
      ended = true;
      stop?.();
    };
  }, [parser]);
  return null;
}

/**
 * The mock badge, in the box held for it from the first frame (the header does not move when it shows). The fake
 * backend's start changes only this: the screens below do not render again for it.
 */
function MockHeaderExtra() {
  const { config } = usePortal();
  const mock = useMockInfo();
  const badgePlace = config.mockMode ? <MockBadgePlace /> : null;
  return mock && MockBadge ? (
    <Suspense fallback={badgePlace}>
      <MockBadge scenario={mock.scenario} seed={mock.seed} world={mock.worldName ?? 'this browser'} />
    </Suspense>
  ) : (
    badgePlace
  );
}

export function App({ onScreenShown }: { onScreenShown?: (() => void) | undefined }) {
  return (
    <AuthLayout headerExtra={MOCKS_IN_BUILD ? <MockHeaderExtra /> : null}>
      <Suspense fallback={<ScreenLoading />}>
        <Screens />
        <ScreenIntent />
        {/* What waits for the first screen starts here: zod's messages, and mock mode's fake backend. */}
        {onScreenShown ? <ScreenShown onShown={onScreenShown} /> : null}
      </Suspense>
    </AuthLayout>
  );
}
