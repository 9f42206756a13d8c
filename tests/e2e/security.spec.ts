// Issue 24 item 6 in Chromium: the build is served with its Content-Security-Policy (docs/decisions/018) and no
// page breaks it: the login page, the dashboard, a PDF drawn by pdf.js in its worker, the dev panel and the
// simulated gateway log no violation. The bearer token never shows in an address, and a logout leaves no member
// datum in the browser's storage (the fake backend's world stays, and the old token is refused).
import { expect, test, type Page } from '@playwright/test';
import { licenceDraftKey } from '#machines/licence/licence-draft';
import { SESSION_STORE_KEYS } from '#machines/session/session-store';
import { cspDirectives } from '../../scripts/security-headers';
import { settle } from './audit';
import { callJson, login, logout, openDevPanel, startFresh } from './support';

/** Every CSP violation the page reports (its event, and Chromium's console line), across full page loads. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

test('the pages are served with the Content-Security-Policy: no inline script, no eval, nothing framed or embedded', async ({
  request,
}) => {
  for (const path of ['/', '/dashboard', '/__mock/gateway?batch=x', '/mockServiceWorker.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const directives = new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([n, ...v]) => [n, v]),
    );
    // The mock-mode build's policy, as scripts/security-headers.ts writes it.
    expect(Object.fromEntries(directives), path).toEqual(cspDirectives({ mockMode: true, apiBaseUrl: '/api/' }));
    expect(directives.get('script-src'), path).toEqual(["'self'"]);
    expect(policy, path).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(directives.get('object-src'), path).toEqual(["'none'"]);
    expect(directives.get('base-uri'), path).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('login, dashboard, a PDF, the dev panel and the simulated gateway run without one CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await startFresh(page);
  await settle(page);
  await login(page, 'arrears@demo.test');
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  await settle(page);
  // An invoice drawn by pdf.js (its worker, its fonts, its canvas).
  await page.getByTestId('pending-payments').getByRole('link', { name: 'Preview' }).first().click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await expect(page.locator('canvas').first()).toBeVisible();
  // The dev panel, its flow log listed.
  const panel = await openDevPanel(page);
  await expect(panel.getByRole('button', { name: '+1 day' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The simulated gateway, through a Pay Now.
  await page.goto('/billing/invoice/INV000016');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByText('Subscription Payment')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  expect(violations).toEqual([]);
});

/** Every key of local and session storage, and the names of the IndexedDB databases. */
async function storedNow(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    databases: (await indexedDB.databases()).map((d) => d.name ?? '').sort(),
  }));
}

/** Signs in through the form; the stored session's token and user. */
async function signIn(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string; user: { id: number } },
    SESSION_STORE_KEYS.session,
  );
}

/** Logs out from the dashboard; what stays holds no member datum, the world stays, and the old token is refused. */
async function expectLogoutForgets(page: Page, token: string, before: Awaited<ReturnType<typeof storedNow>>) {
  await page.goto('/dashboard');
  await logout(page);
  const after = await storedNow(page);
  // What stays: the site's settings, the inactivity flag, the tester's flow log (decision 018, src/kernel/member-data.ts).
  expect(after.local.filter((k) => ![SESSION_STORE_KEYS.inactivity, SESSION_STORE_KEYS.notice, 'portal.site'].includes(k))).toEqual([]);
  expect(after.session.filter((k) => !k.startsWith('portal.devPanel.'))).toEqual([]);
  // The fake backend's world is the server's, not the member's: it stays, and so does the dev panel's record.
  expect(after.databases).toEqual(before.databases);
  // The revocation is sent as the tab signs out, never waited for (issue 35 item 2): the server refuses soon after.
  await expect.poll(async () => (await callJson(page, 'GET', '/api/auth/user', undefined, token)).status).toBe(401);
}

test('the token is in no address, and a logout leaves no member datum in the browser (the world stays)', async ({ page }) => {
  test.setTimeout(120_000);
  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  await startFresh(page);

  // member@ leaves a licence draft (local storage).
  const member = await signIn(page, 'member@demo.test');
  await page.goto('/license/card');
  await page.getByLabel('Practice name').fill('Kamau Structural Consultants');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), licenceDraftKey(member.user.id))).toContain('Kamau Structural');
  const withDraft = await storedNow(page);
  expect(withDraft.local).toEqual(expect.arrayContaining([SESSION_STORE_KEYS.session, licenceDraftKey(member.user.id)]));
  await expectLogoutForgets(page, member.token, withDraft);

  // arrears@ leaves a payment in progress (session storage): the gateway left by Cancel.
  const arrears = await signIn(page, 'arrears@demo.test');
  await page.goto('/billing/invoice/INV000016');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/\/__mock\/gateway/);
  const paying = await storedNow(page);
  expect(paying.session.some((k) => k.startsWith('portal.payment.'))).toBe(true);
  await expectLogoutForgets(page, arrears.token, paying);

  // Neither token ever rode in an address (the payment hand-off and the gateway carry none).
  expect(addresses.filter((url) => url.includes(member.token) || url.includes(arrears.token))).toEqual([]);
});
