// Mock mode's own service worker (mocks/world-host/service-worker.ts, docs/decisions/057-own-service-worker.md): it
// hands a page's /api/ and /__mock/ calls straight to the world host over a port the page gave it, and nothing else.
// The browser stops an idle worker and its ports go with it: the next call asks the page for a new link.
import { expect, test, type Page } from '@playwright/test';
import { callJson, PASSWORD, startFresh } from './support';

const MEMBER = 'member@demo.test';

/** Stops every service worker of the browser (Chromium's DevTools protocol) and waits until ours has stopped. */
async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const states = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) states.set(version.versionId, version.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => [...states.values()]).toContain('running');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => [...states.values()]).not.toContain('running');
  await cdp.detach();
}

/** The announcements of stored changes this page hears on the world's BroadcastChannel, from now on. */
async function listenToAnnouncements(page: Page): Promise<() => Promise<Array<{ origin: string | null }>>> {
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    new BroadcastChannel('portal.mock.world').onmessage = (event: MessageEvent) => heard.push(event.data);
  });
  return () => page.evaluate(() => (window as unknown as { heard: Array<{ origin: string | null }> }).heard);
}

const signIn = (page: Page) => callJson(page, 'POST', '/api/auth/login', { email: MEMBER, password: PASSWORD });

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('a call after the browser stopped the service worker is still answered, by the same world', async ({ page }) => {
  const login = await signIn(page);
  expect(login.status).toBe(200);
  const { token } = (login.json as { data: { token: string } }).data;
  await stopServiceWorkers(page);
  const me = await callJson<{ data: { email: string } }>(page, 'GET', '/api/auth/user', undefined, token);
  expect(me.status).toBe(200);
  expect(me.json.data.email).toBe(MEMBER);
  // A change after the restart is the world's too: another call of the page sees it.
  await stopServiceWorkers(page);
  const reset = await callJson(page, 'POST', '/api/auth/password-reset', { email: MEMBER });
  expect(reset.status).toBe(200);
  const outbox = await callJson<{ data: Array<{ to: string }> }>(page, 'GET', '/__mock/outbox');
  expect(outbox.json.data[0]?.to).toBe(MEMBER);
});

test("each tab's calls are announced with that tab as their origin", async ({ page, context }) => {
  const heard = await listenToAnnouncements(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('mock-badge')).toBeVisible();
  expect((await signIn(page)).status).toBe(200);
  await expect.poll(async () => (await heard()).length).toBe(1);
  expect((await signIn(other)).status).toBe(200);
  await expect.poll(async () => (await heard()).length).toBe(2);
  const [mine, theirs] = (await heard()).map((announcement) => announcement.origin);
  expect(mine).toEqual(expect.any(String));
  expect(theirs).toEqual(expect.any(String));
  expect(theirs).not.toBe(mine);
  // After a restart of the worker, the other tab's link names it again.
  await stopServiceWorkers(other);
  expect((await signIn(other)).status).toBe(200);
  await expect.poll(async () => (await heard()).length).toBe(3);
  expect((await heard())[2]?.origin).toBe(theirs);
});

test('the service worker answers the API calls and leaves navigations and other files to the server', async ({ page }) => {
  const fromWorker = new Map<string, boolean>();
  page.on('response', (response) => fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker()));
  expect((await callJson(page, 'GET', '/__mock/state')).status).toBe(200);
  expect(fromWorker.get('/__mock/state')).toBe(true);
  // The icon, fetched past the cache, is the file as the server serves it. (Which paths the worker takes is
  // call-router.test's: a request it leaves alone is the browser's own, which Playwright does not report as the page's.)
  const icon = await page.evaluate(() =>
    fetch('/favicon.ico', { cache: 'no-store' }).then((r) => ({ status: r.status, type: r.headers.get('content-type') })),
  );
  expect(icon).toEqual({ status: 200, type: expect.stringMatching(/icon/) });
  // A navigation to a served path is the static server's (the portal's page), not the fake backend's JSON.
  const navigation = await page.goto('/__mock/state');
  expect(navigation?.fromServiceWorker()).toBe(false);
  expect(navigation?.headers()['content-type']).toContain('text/html');
});

test("a keepalive call sent as a tab closes reaches the world: the logout's revocation", async ({ page, context }) => {
  const login = await signIn(page);
  const { token } = (login.json as { data: { token: string } }).data;
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('mock-badge')).toBeVisible();
  expect((await callJson(other, 'GET', '/api/auth/user', undefined, token)).status).toBe(200);
  // As the session machine revokes a token when its tab goes (machines/session: `revoke`).
  await page.evaluate((token) => {
    addEventListener('pagehide', () => {
      void fetch('/api/auth/logout', { method: 'POST', keepalive: true, headers: { authorization: `Bearer ${token}` } });
    });
  }, token);
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await callJson(other, 'GET', '/api/auth/user', undefined, token)).status).toBe(401);
});

test('a page the worker does not control (a hard reload; a reload while a first visit installed it) asks it to claim the page, and signs in', async ({
  page,
}) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A hard reload (Shift+Reload) bypasses the service worker: the page starts uncontrolled, the worker already
  // activated, so its own claim at activation is long past. The same state a reload during a first visit can leave.
  const cdp = await page.context().newCDPSession(page);
  await Promise.all([page.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
  await page.getByLabel('E-mail').fill(MEMBER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
