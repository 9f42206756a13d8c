// Every screen that exists, as the persona who would open it, at a phone's 390 px and at 1280 px (issue 10): the
// page never scrolls sideways, nothing lies under the mock badge, and axe finds no WCAG 2.2 A/AA violation,
// with the alerts popover, the Account menu and the phone menu open too. Failures are collected per screen
// (soft assertions) so one run lists them all.
// Issue 25: the subject is each screen, not the app's boot, so a test signs in once per persona (through the API)
// and reaches each screen as a link does (`visit`, no page load), auditing it at both widths in the same page.
// Addresses typed at boot are access.spec's and hostile.spec's.
import { expect, test, type Page } from '@playwright/test';
import { encodeBase64 } from '#contract/base64.ts';
import { routes, routeTable } from '#contract/routes.ts';
import { DESKTOP, PHONE, auditAtBothWidths, auditScreen, expectNoAxeViolations, settle } from './audit';
import { REFEREE, answerThroughApi, apiAs, linkParts } from './referee';
import { refereeReportHref } from '#contract/profile-referee.ts';
import { callJson, lastMessageTo, signIn, startFresh, visit } from './support';

const today = new Date().toISOString().slice(0, 10);

/** The screen at `path`, reached as a link reaches it, audited at 1280 and 390 px. */
async function audit(page: Page, path: string, label = path): Promise<void> {
  await visit(page, path);
  await settle(page);
  await auditAtBothWidths(page, label);
}

/** axe alone (a popover or dialog open over the screen) at 1280 and 390 px, the window left at 1280. */
async function axeAtBothWidths(page: Page, where: string): Promise<void> {
  for (const [size, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${where} at ${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Signs `email` in (the form is access.spec's subject) and waits for their home. */
async function signInAs(page: Page, email: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/$/);
  await settle(page);
}

test.describe('at 390 and 1280 px', () => {
  // Each test audits many screens, each with two full axe runs.
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await startFresh(page);
  });

  test('visitor screens', async ({ page }) => {
    await settle(page);
    await auditAtBothWidths(page, 'login');
    for (const path of [
      '/forgot-password',
      '/activate',
      '/password/bm90LWEtY29kZQ',
      '/verify/bm90LWEtY29kZQ',
      '/otp/1',
      '/success',
      '/search',
      '/no-such-page',
    ]) {
      await audit(page, path);
    }
    // The Member Checker with real results and paging, a member's card, and a card not found.
    await audit(page, '/search?term=a&category=PE');
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
    await audit(page, `/search/search-card/${encodeBase64('PROF-0001')}`);
    await expect(page.getByTestId('member-card')).toBeVisible();
    await audit(page, `/search/search-card/${encodeBase64('PROF-NOPE')}`);
    await audit(page, '/categories');
    const signup = await page.getByTestId('category-card').first().getByRole('link').first().getAttribute('href');
    expect(signup).toMatch(/^\/signup\//);
    await audit(page, signup!);
    await audit(page, signup!.replace('/signup/', '/register/'));
    await audit(page, '/__mock/outbox');
    await audit(page, '/__mock/projects');
    // The mock control's panel open, and a disclaimer agreed with the form showing.
    await page
      .getByTestId('mock-badge')
      .getByRole('button', { name: /Mock mode/ })
      .click();
    await axeAtBothWidths(page, '/__mock/projects, mock panel open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Dev panel' })).toHaveCount(0);
    // The referee's pages (no account): the form, its Rejection Remarks dialog, a tampered link, the report.
    const refereeLink = (await lastMessageTo(page, REFEREE)).links[0]!;
    await audit(page, refereeLink);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('dialog', { name: 'Rejection Remarks' })).toBeVisible();
    await axeAtBothWidths(page, `${refereeLink}, Rejection Remarks open`);
    await page.keyboard.press('Escape');
    await audit(page, '/profile/response/!!!/');
    expect((await answerThroughApi(page, refereeLink, 'Accept')).status).toBe(200);
    const { user, code } = linkParts(refereeLink);
    await audit(page, refereeReportHref(2, { user, code }));
    await audit(page, '/activate');
    await page.getByRole('dialog', { name: 'Activation disclaimer' }).getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(page.getByLabel('Membership number')).toBeVisible();
    await auditAtBothWidths(page, '/activate, after Agree');
  });

  test('member@: every member screen, with the alerts, the Account menu and the phone menu open', async ({ page }) => {
    await signInAs(page, 'member@demo.test');
    await auditAtBothWidths(page, 'dashboard');
    await page.getByRole('button', { name: /^Alerts/ }).click();
    await auditAtBothWidths(page, 'dashboard, alerts open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await auditAtBothWidths(page, 'dashboard, Account menu open');
    await page.keyboard.press('Escape');
    // The phone's menu exists at 390 px only.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await auditScreen(page, 'dashboard, phone menu open at 390 px');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    const paths = [
      '/dashboard/settings',
      '/profile/profileConfirm',
      '/checklist/type/Application',
      '/checklist/component/CONTACTS',
      `/dashboard/goodStanding/${encodeBase64('M1001')}`,
      '/profile',
      `/customer/statement?start=${today.slice(0, 4)}-01-01&end=${today}`,
      '/cpd',
      '/application',
      '/subscription',
      '/upgrade',
      '/license',
      '/billing',
      '/events',
      '/projects',
    ];
    for (const path of paths) await audit(page, path);
  });

  test('arrears@, pending@, firm@ and approver@: dashboard and profile', async ({ page }) => {
    for (const email of ['arrears@demo.test', 'pending@demo.test', 'firm@demo.test', 'approver@demo.test']) {
      await signInAs(page, email);
      await auditAtBothWidths(page, `${email} dashboard`);
      if (email === 'arrears@demo.test') {
        const preview = await page.getByTestId('pending-payments').getByRole('link', { name: 'Preview' }).first().getAttribute('href');
        await audit(page, preview!, `${email} invoice`);
      }
      await audit(page, '/profile', `${email} profile`);
    }
  });

  test('applications (issue 14): the list with its dialogs, and every application document', async ({ page }) => {
    // arrears@ has a Rejected application with comments and a Released one.
    await signInAs(page, 'arrears@demo.test');
    const get = await apiAs(page, 'arrears@demo.test');
    const apps = (await get<{ data: Array<{ Code: string; status: string }> }>('application')).json.data;
    const rejected = apps.find((a) => a.status === 'Rejected')!.Code;
    const released = apps.find((a) => a.status === 'Released')!.Code;
    await audit(page, '/application', 'arrears@ /application');
    await page.getByRole('button', { name: `Comments on ${rejected}` }).click();
    await expect(page.getByRole('dialog', { name: /^Reviewer Comments/ })).toBeVisible();
    await axeAtBothWidths(page, 'arrears@ /application, Reviewer Comments open');
    await page.keyboard.press('Escape');
    for (const path of [
      `/application/rejectionLetter/${rejected}`,
      `/application/acceptanceLetter/${released}`,
      `/application/certificate/${released}`,
      `/application/document/${released}`,
    ]) {
      await audit(page, path, `arrears@ ${path}`);
      await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
    }
    // approver@ is a member (a member number): no Submit, a notice instead (issue 23 item 2). The code dialog is
    // audited with its message shown by the new member's journey (new-member-journey.spec.ts).
    await signInAs(page, 'approver@demo.test');
    await audit(page, '/application', 'approver@ /application');
    await expect(page.getByText(/You are a member \(No\. /).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(re-)?Submit$/ })).toHaveCount(0);
    // pending@ may not submit yet (Submit disabled).
    await signInAs(page, 'pending@demo.test');
    await audit(page, '/application', 'pending@ /application');
    await expect(page.getByRole('button', { name: /^(re-)?Submit$/ })).toBeDisabled();
  });

  test('applicant@, newfirm@, admin@ and superadmin@: where they land', async ({ page }) => {
    for (const email of ['applicant@demo.test', 'newfirm@demo.test', 'admin@demo.test', 'superadmin@demo.test']) {
      await signInAs(page, email);
      await auditAtBothWidths(page, `${email} home`);
      // The admin screens each administrator may open: the super administrator every admin route of the table (a new
      // admin screen is audited without a line here), other administrators User Settings.
      const adminPaths =
        {
          'admin@demo.test': [routes.adminUsers],
          'superadmin@demo.test': Object.values(routeTable).flatMap((r) =>
            r.access === 'admin' && r.path !== routes.admin ? [r.path] : [],
          ),
        }[email] ?? [];
      for (const path of adminPaths) await audit(page, path, `${email} ${path}`);
    }
  });

  test('member@ and graduate@: the upgrade screens, with the Submit Application? dialog open', async ({ page }) => {
    await signInAs(page, 'member@demo.test');
    for (const path of ['/upgrade', '/upgrade/card', '/upgrade/plan', '/upgrade/checklist/CE', '/upgrade/checklist/GRADUATE'])
      await audit(page, path);
    await audit(page, '/upgrade');
    const report = await page
      .getByRole('link', { name: /^Upgrade Report/ })
      .first()
      .getAttribute('href');
    const letter = await page
      .getByRole('link', { name: /^Acceptance letter/ })
      .first()
      .getAttribute('href');
    await audit(page, report!);
    await expect(page.getByTestId('page-indicator')).toBeVisible();
    await audit(page, letter!);
    await expect(page.getByTestId('page-indicator')).toBeVisible();
    await audit(page, '/upgrade/checklist/CE');
    await page.getByLabel('I Confirm to upgrade').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Submit Application?' })).toBeVisible();
    await auditAtBothWidths(page, '/upgrade/checklist/CE, Submit Application? open');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    // The new upgrade waits for its fee (its actions may sit on a line of their own under its row).
    await page
      .getByRole('table', { name: 'My Upgrades' })
      .getByRole('button', { name: /^Pay Now of UPG/ })
      .first()
      .waitFor();
    await signInAs(page, 'graduate@demo.test');
    for (const path of ['/upgrade', '/upgrade/card', '/upgrade/checklist/PE', '/checklist/component/SPECILIZATION?from=Upgrade&code=PE'])
      await audit(page, path);
  });
});

// Issue 24 item 8: each kind of dialog opened once and audited at both widths in the same page (the Reviewer
// Comments, Rejection Remarks, Submit Application ? and phone-menu dialogs are audited above; the admin
// dialogs in admin.spec.ts).
test('the Terms dialog, a confirm dialog, the error dialog and the mock events and gateway pages pass axe at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startFresh(page);
  // A visitor's Terms and conditions, from a category's sign-up.
  await visit(page, '/categories');
  await page.getByTestId('category-card').first().getByRole('link').first().click();
  await page.getByLabel('I have read and accept the terms and conditions').click();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
  await auditAtBothWidths(page, 'signup, Terms and conditions open');
  await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'Accept' }).click();
  // The mock pages no other spec audits: the simulated events site, and the gateway refusing a broken batch.
  for (const path of ['/__mock/events', '/__mock/gateway?batch=not-a-batch']) {
    await visit(page, path);
    await settle(page);
    await auditAtBothWidths(page, path);
  }

  // A sub-list's delete confirmation; then a save failing: 'Something went wrong' (a delete's failure is told inline).
  await signInAs(page, 'firm@demo.test');
  await visit(page, '/profile');
  await page.getByRole('tab', { name: 'Bankers' }).click();
  const bankers = page.getByRole('region', { name: 'Bankers' });
  await bankers
    .getByRole('button', { name: /Delete banker/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this banker?' });
  await expect(confirm).toBeVisible();
  await auditAtBothWidths(page, '/profile Bankers, Delete this banker? open');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await bankers
    .getByRole('button', { name: /Edit banker/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit banker' });
  await expect(edit).toBeVisible();
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 0, failRate: 1 })).status).toBe(200);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
  await auditAtBothWidths(page, '/profile Bankers, Something went wrong open');
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 0, failRate: 0 })).status).toBe(200);
});
