// Issue 24 item 6 in Chromium: the build is served with its Content-Security-Policy (docs/decisions/018) and no
// page breaks it: the login page, the dashboard, a PDF drawn by pdf.js in its worker, the dev panel and the
// simulated gateway log no violation. The bearer token never shows in an address, and a logout leaves no member
// datum in the browser's storage (the fake backend's world stays, and the old token is refused).
// Issue 35 item 5: HSTS, `base-uri 'none'` and Trusted Types in the headers of every page and worker script the
// preview serves (so every e2e test runs under them); a walk through the main pages, the terms and the admin
// settings included, reports no Trusted Types violation either.
import { expect, test, type Page } from '@playwright/test';
import { licenceDraftKey } from '#machines/licence/licence-draft.ts';
import { SESSION_STORE_KEYS } from '#machines/session/session-store.ts';
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
        `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Trusted ?Type|requires 'Trusted/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

test('the pages are served with the Content-Security-Policy: no inline script, no eval, nothing framed or embedded', async ({
  request,
}) => {
  const workerScript = (await (await request.get('/')).text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  for (const path of ['/', '/dashboard', '/__mock/gateway?batch=x', '/mock-service-worker.js', workerScript ?? '/assets/none.js']) {
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
    expect(directives.get('base-uri'), path).toEqual(["'none'"]);
    expect(directives.get('require-trusted-types-for'), path).toEqual(["'script'"]);
    expect(directives.get('trusted-types'), path).toEqual(['dompurify', 'default']);
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('login, dashboard, a PDF, the dev panel and the simulated gateway run without one CSP or Trusted Types violation', async ({
  page,
}) => {
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

test('the terms (sanitised HTML) and the admin settings load under Trusted Types without one violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await startFresh(page);
  // The terms arrive as HTML with a script and handlers in them: DOMPurify's policy is the only way in.
  await page.goto('/categories');
  const card = page.getByTestId('category-card').first();
  await card.getByRole('link', { name: /Select/ }).click();
  await page.getByLabel('I have read and accept the terms and conditions').click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.locator('p, li, h1, h2, h3').first()).toBeVisible();
  await expect(terms.locator('script, form, [style], [onerror]')).toHaveCount(0);
  await terms.getByRole('button', { name: 'Accept' }).click();
  // Chromium reports the seeded terms' `onerror` and `style` attributes when DOMPurify parses them into its inert
  // document (nothing runs; they are gone from the page, above): the CSP's `-attr` reports, not Trusted Types.
  // Those reports may arrive after the dialog closes (CI saw them at the last check below), so every check skips them.
  const fromTheInertParse = (v: string) =>
    /(script|style)-src-attr refused inline at .*\/safe-html-|inline (event handler|style) violates/.test(v);
  const fromTerms = violations.splice(0);
  expect(fromTerms.filter((v) => /trusted/i.test(v))).toEqual([]);
  expect(fromTerms.filter((v) => !fromTheInertParse(v))).toEqual([]);
  // A string at an HTML sink is refused: the policy is enforced, not only declared.
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>plain string</b>';
      return 'assigned';
    } catch (e) {
      return e instanceof TypeError ? 'refused' : String(e);
    }
  });
  expect(refused).toBe('refused');
  // …and reported (the event, and Chromium's console line, which may come a moment later).
  await expect.poll(() => violations.some((v) => v.includes('require-trusted-types-for') && v.includes('plain string'))).toBe(true);
  await page.waitForTimeout(500);
  expect(violations.splice(0).filter((v) => !/trusted/i.test(v) && !fromTheInertParse(v))).toEqual([]);

  await login(page, 'superadmin@demo.test');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await page.goto('/admin/user-settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
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
