// Issue 34 item 5, the applicant's way, in Chromium: pending@ (its checklist walked to a pass) is offered "Submit"
// (not re-Submit), submits with the code and lands on the application's page, which confirms the submission with
// the code and one next action (pay the fee, with its amount); the dashboard calls the fee "Application fee due"
// and Pending Payments offers Pay Now; there is nothing to submit any more; the fee is paid from the confirmation;
// the timeline then follows the simulated clock without a reload (Committee, Board, Admitted). arrears@ pays its
// subscriptions oldest first. An applicant who never entered their code is led to their own code page, not to
// Activate Account (the member-number flow). Every new state is audited (axe, 390 px) and the timeline photographed at both widths.
import { expect, test, type Page, type Response } from '@playwright/test';
import { hrefTo } from '#contract/routes.ts';
import { auditAtBothWidths, DESKTOP, PHONE, settle } from './audit';
import { completePendingChecklist } from './checklist-walk';
import { NOT_ACTIVATED_MESSAGE } from '#contract/sign-in.ts';
import { HIDE_MOCK_BADGE, login, nextDay, registerAccount, signIn, startFresh, submitApplication, visit } from './support';
import { pagesText } from '../mocks/pdf/pdf-text';

const LIVE = { timeout: 2_000 };
const APPLICANT = 'pending@demo.test';

const COUNT_LOADS = () => {
  const loads = Number(sessionStorage.getItem('applicant.loads') ?? '0') + 1;
  sessionStorage.setItem('applicant.loads', String(loads));
};
const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('applicant.loads') ?? '0'));

/**
 * What the newest answer of the application's document so far states (the answers from now on, in the order they
 * came; each is read as a PDF's text), and how many came.
 */
function documentAnswers(page: Page) {
  let came = 0;
  let newest = { index: 0, text: 'no document answered yet' };
  const listener = (response: Response) => {
    if (!response.url().includes('/api/application/document/')) return;
    const index = ++came;
    void response
      .json()
      .then(async ({ data }: { data: string }) => (await pagesText(new Uint8Array(Buffer.from(data, 'base64')))).join(' '))
      .then((text) => {
        if (index > newest.index) newest = { index, text };
      });
  };
  page.on('response', listener);
  return { newest: () => `${newest.text} (answer ${newest.index} of ${came})`, stop: () => page.off('response', listener) };
}

/** A step of the timeline, by its label, read by its state. */
const step = (page: Page, label: string) => page.getByTestId('application-timeline').getByRole('listitem').filter({ hasText: label });

async function photograph(page: Page, name: string) {
  for (const [width, viewport] of [
    [1280, DESKTOP],
    [390, PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.mouse.move(0, 0);
    await page.screenshot({
      path: `docs/screenshots/${name}-${width}.png`,
      fullPage: true,
      style: HIDE_MOCK_BADGE,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
}

test('pending@ submits, is told what comes next, pays the fee from the confirmation and follows the timeline live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const { page: apage, context } = await completePendingChecklist(page, browser, baseURL);
  await apage.goto(hrefTo('application'));
  await expect(apage.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();

  // Before a first application: "Submit", never re-Submit.
  await expect(apage.getByRole('button', { name: 're-Submit' })).toHaveCount(0);
  const appCode = await submitApplication(apage, APPLICANT);

  // The application's page: the confirmation with its code, the timeline, and one next action with the amount.
  const progress = apage.getByTestId('application-progress');
  await expect(progress.getByRole('heading', { name: `Application ${appCode} submitted` })).toBeVisible();
  await expect(step(apage, 'Submitted')).toHaveAttribute('data-state', 'done');
  await expect(step(apage, 'Fee paid')).toHaveAttribute('aria-current', 'step');
  await expect(progress.getByTestId('application-next-step')).toHaveText(/^Next: pay the application fee of KES\s?2,320\.00\./);
  await expect(progress.getByRole('button', { name: /^Pay Now/ })).toHaveCount(1);
  await expect(apage.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await auditAtBothWidths(apage, 'the submitted application with its next step');

  // The dashboard: the fee is due, not arrears; Pending Payments offers Pay Now; nothing to submit any more.
  await apage.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(apage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const tile = apage.getByTestId('tile-balance');
  await expect(tile.getByRole('heading')).toHaveText('Application fee due');
  await expect(tile).toContainText('2,320.00');
  await expect(apage.getByText('Arrears balance')).toHaveCount(0);
  const pending = apage.getByTestId('pending-payments');
  await expect(pending.getByRole('button', { name: /^Pay Now/ }).first()).toBeEnabled();
  await expect(pending.getByRole('link', { name: /^Preview/ }).first()).toBeVisible();
  await expect(apage.getByRole('button', { name: /^(re-)?Submit$/ })).toHaveCount(0);
  await expect(apage.getByTestId('application-progress')).toBeVisible();
  await auditAtBothWidths(apage, "an applicant's dashboard with the fee due");
  await apage.goto(hrefTo('application'));
  await expect(apage.getByTestId('application-progress')).toBeVisible();
  await expect(apage.getByRole('button', { name: /^(re-)?Submit$/ })).toHaveCount(0);

  // Pay the fee from the confirmation: back on the application's page, Fee paid is done.
  await apage.goto(hrefTo('applicationDocument', { code: appCode }));
  await progress.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(apage).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(apage.getByText('Application Payment')).toBeVisible();
  await apage.getByRole('button', { name: /^Pay / }).click();
  await expect(apage).toHaveURL(/\/application\/document\/.*\?payment=return/);
  await expect(apage.getByTestId('payment-return')).toContainText('Payment received.');
  await expect(step(apage, 'Fee paid')).toHaveAttribute('data-state', 'done');
  await expect(progress.getByTestId('application-next-step')).toHaveText(/Committee reviews your application next/);

  // From here the page is never loaded again: the clock moves the application and the timeline follows.
  await apage.evaluate(COUNT_LOADS);
  await apage.addInitScript(COUNT_LOADS);
  // The document under the timeline follows too: fetched again, it states the status the record holds now. Read in
  // the newest answer, not the first after this line: the return page's own fetches of the document (after the
  // payment, "Status: New") may still be on their way, since the checks above read the application, not the document.
  const documents = documentAnswers(apage);
  await nextDay(apage); // Open
  await expect(progress.getByRole('heading')).toHaveText(`Application ${appCode}: Open`, LIVE);
  await expect.poll(documents.newest).toMatch(/Status: +Open/);
  documents.stop();
  await nextDay(apage); // Committee Review
  await expect(step(apage, 'Committee')).toHaveAttribute('aria-current', 'step', LIVE);
  await photograph(apage, 'application-timeline');
  await nextDay(apage); // Board Review
  await expect(step(apage, 'Committee')).toHaveAttribute('data-state', 'done', LIVE);
  await expect(step(apage, 'Board')).toHaveAttribute('aria-current', 'step', LIVE);
  await nextDay(apage); // Released
  await expect(step(apage, 'Admitted')).toHaveAttribute('data-state', 'done', LIVE);
  await expect(progress.getByRole('heading')).toHaveText(`Application ${appCode}: Released`, LIVE);
  await auditAtBothWidths(apage, 'an admitted application');
  expect(await loads(apage)).toBe(1);
  await context.close();
});

test('arrears@ pays its subscriptions oldest first: the later year waits and says why until the earlier one is paid', async ({ page }) => {
  test.setTimeout(120_000);
  await startFresh(page);
  await signIn(page, 'arrears@demo.test');
  // A member who owes subscriptions is still in arrears.
  await expect(page.getByTestId('tile-balance').getByRole('heading')).toHaveText('Arrears balance');
  const waits = 'Pay the 2025 subscription first: subscriptions are paid oldest first.';
  const pendingRow = page.getByTestId('pending-payments').getByRole('row').filter({ hasText: '2026' });
  await expect(pendingRow.getByRole('button', { name: /^Pay Now/ })).toBeDisabled();
  await expect(page.getByTestId('pending-payments').getByTestId('pay-now-waits')).toHaveText(waits);
  // The invoice page (Preview) asks the backend first: it says why and offers no Pay Now.
  await pendingRow.getByRole('link', { name: /^Preview/ }).click();
  const invoicePayment = page.getByTestId('invoice-payment');
  await expect(invoicePayment).toContainText(waits);
  await expect(invoicePayment.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

  await visit(page, hrefTo('subscription'));
  await expect(page.getByRole('heading', { name: 'My Subscriptions' })).toBeVisible();
  const later = page.getByRole('row').filter({ has: page.getByRole('link', { name: '2026', exact: true }) });
  const earlier = page.getByRole('row').filter({ has: page.getByRole('link', { name: '2025', exact: true }) });
  await expect(later.getByRole('button', { name: /^Pay Now/ })).toBeDisabled();
  await expect(page.getByTestId('pay-now-waits')).toHaveText(waits);
  await expect(earlier.getByRole('button', { name: /^Pay Now/ })).toBeEnabled();
  await auditAtBothWidths(page, 'a later subscription year waiting for an earlier one');

  await earlier.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  await expect(earlier.getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await expect(later.getByRole('button', { name: /^Pay Now/ })).toBeEnabled();
  await expect(page.getByTestId('pay-now-waits')).toHaveCount(0);
});

test('an applicant who never entered their code signs in and is led to their own code page, not to Activate Account', async ({ page }) => {
  test.setTimeout(120_000);
  await startFresh(page);
  const email = 'unverified.applicant@demo.test';
  await registerAccount(page, email, '0722555666', '45454545');
  await login(page, email);
  await expect(page.getByText(NOT_ACTIVATED_MESSAGE)).toBeVisible();
  const hint = page.getByTestId('not-activated');
  await expect(hint).toContainText('Activate Account below is for members registered before this portal');
  await auditAtBothWidths(page, 'login refused: account not activated yet');
  // The e-mail just sent (mock mode shows it in place): its link is this account's code page, the code filled in.
  await hint.getByRole('button', { name: /^Show the message/ }).click();
  const link = hint.getByRole('link', { name: /^\/otp\// });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/otp\/[^?]+\?verify=/);
  await expect(page.getByLabel('One-time code')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // Activated and signed in: an applicant without a profile goes to create it.
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible();
});
