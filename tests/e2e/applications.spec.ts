// Issue 14 (applications) in Chromium: pending@ completes its checklist (the shared walk), submits with the code
// from the outbox — a double click on Verify creates one application — lands on the application document, pays
// the application invoice in the simulated gateway (Receipt replaces Pay Now), and once the simulated clock has
// moved on reads Released with an acceptance letter and a certificate. pending@ (its checklist walked to a pass) meets a
// network failure after the code was sent, keeps the code and retries; hostile codes get the spec's messages;
// it also submits from the dashboard's applications card.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { hrefTo } from '#contract/routes.ts';
import { completePendingChecklist } from './checklist-walk';
import { callJson, lastMessageTo, lastOutboxId } from './support';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// The checklist walk is these tests' set-up, not their subject (checklist-walk.spec.ts walks it for its own sake):
// walked once per worker, it leaves a world (and pending@ signed in) that each test opens a browser of its own on,
// so each test still submits in a world nobody else has touched. Session 21: three walks were most of this file.
const test = base.extend<object, { walked: StorageState }>({
  walked: [
    async ({ browser }, use, { project }) => {
      const { baseURL } = project.use;
      const first = await browser.newContext({ baseURL });
      const { context } = await completePendingChecklist(await first.newPage(), browser, baseURL);
      const state = await context.storageState({ indexedDB: true });
      await Promise.all([context.close(), first.close()]);
      await use(state);
    },
    { scope: 'worker' },
  ],
});
// One worker runs the file's tests one after another, so they share that worker's walk.
test.describe.configure({ mode: 'default' });

/** pending@, signed in, in a browser of its own holding the walked world. */
async function afterTheWalk(browser: Browser, walked: StorageState, baseURL: string | undefined) {
  const context = await browser.newContext({ storageState: walked, ...(baseURL ? { baseURL } : {}) });
  return { page: await context.newPage(), context };
}

const DAY_MS = 86_400_000;
/** The API client's text for a call that never reached the server (src/api/client.ts). */
const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

// Counts the page's application submissions and fails the next ones as a dropped network would (the fake
// backend answers inside the page's service worker, which Playwright's routing does not see).
const NETWORK = () => {
  const w = window as unknown as { __submits: number; __failSubmits: number };
  w.__submits = 0;
  w.__failSubmits = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (/\/application\/submit$/.test(url)) {
      w.__submits += 1;
      if (w.__failSubmits > 0) {
        w.__failSubmits -= 1;
        throw new TypeError('Failed to fetch');
      }
    }
    return original(...args);
  };
};
const submits = (page: Page) => page.evaluate(() => (window as unknown as { __submits: number }).__submits);

type Outbox = { data: Array<{ id: number; to: string; codes: string[] }> };
/** The newest outbox message's id: codes sent after it are this test's. */
const codesTo = async (page: Page, email: string, after: number) =>
  (await callJson<Outbox>(page, 'GET', '/__mock/outbox')).json.data.filter((m) => m.to === email && m.id > after && m.codes.length > 0);
const codeFor = async (page: Page, email: string, after: number) =>
  (await lastMessageTo(page, email, (m) => m.codes.length > 0 && m.id > after)).codes[0]!;

async function openCodeDialog(page: Page) {
  const submit = page.getByRole('button', { name: /^(re-)?Submit$/ });
  await expect(submit).toBeEnabled();
  await submit.dblclick();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await terms.getByRole('button', { name: 'I agree' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Verify your submission' });
  await expect(dialog.getByText('A new code has been sent.')).toBeVisible();
  return dialog;
}

/** An application's rows: its data, and its actions when a narrow table gives them a row of their own. */
const row = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });
/** The row with the application's data (the first of its rows). */
const dataRow = (page: Page, code: string) => row(page, code).first();

test('pending@ completes the checklist, submits with the code, pays, and after the clock moves on is Released with its letter and certificate', async ({
  browser,
  walked,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { page: apage, context } = await afterTheWalk(browser, walked, baseURL);
  await apage.addInitScript(NETWORK);
  await apage.goto(hrefTo('application'));
  await expect(apage.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();
  const codesSentAfter = await lastOutboxId(apage);

  const dialog = await openCodeDialog(apage);
  const code = await codeFor(apage, 'pending@demo.test', codesSentAfter);
  // The double click sent one code.
  expect(await codesTo(apage, 'pending@demo.test', codesSentAfter)).toHaveLength(1);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).dblclick();

  await apage.waitForURL(/\/application\/document\//);
  const appCode = decodeURIComponent(apage.url().split('/').pop()!);
  await expect(apage.getByRole('heading', { name: `Application ${appCode}`, exact: true })).toBeVisible();
  await expect(apage.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  expect(await submits(apage)).toBe(1);
  await apage.getByRole('button', { name: 'Back' }).click();
  await expect(dataRow(apage, appCode)).toContainText('New');

  // Pay Now: the simulated gateway, back to the list, where Receipt replaces Pay Now.
  await expect(row(apage, appCode).getByRole('link', { name: /^File/ })).toBeVisible();
  await row(apage, appCode)
    .getByRole('button', { name: /^Pay Now/ })
    .click();
  await expect(apage).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(apage.getByText('Application Payment')).toBeVisible();
  await apage.getByRole('button', { name: /^Pay / }).click();
  await expect(apage).toHaveURL(/\/application\?payment=return/);
  await expect(apage.getByTestId('payment-return')).toContainText('Payment received.');
  await expect(row(apage, appCode).getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await expect(row(apage, appCode).getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

  // The review, one step a simulated day: New → Open → Committee Review → Board Review → Released.
  for (let day = 0; day < 5; day++) expect((await callJson(apage, 'POST', '/__mock/clock/advance', { ms: DAY_MS })).status).toBe(200);
  await apage.goto(hrefTo('application'));
  await expect(dataRow(apage, appCode)).toContainText('Released');
  await expect(row(apage, appCode).getByRole('link', { name: /^File/ })).toHaveCount(0);
  await row(apage, appCode)
    .getByRole('link', { name: /^Acceptance Letter/ })
    .click();
  await expect(apage.getByRole('heading', { name: `Acceptance letter ${appCode}` })).toBeVisible();
  await expect(apage.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await apage.getByRole('button', { name: 'Back' }).click();
  await row(apage, appCode)
    .getByRole('link', { name: /^Certificate/ })
    .click();
  await expect(apage.getByRole('heading', { name: `Membership certificate ${appCode}` })).toBeVisible();
  await expect(apage.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  const download = apage.waitForEvent('download');
  await apage.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`CERTIFICATE-${appCode}.pdf`);
  await context.close();
});

// An applicant with a passed checklist and no member number (a member is offered no Submit, issue 23 item 2):
// pending@ once its checklist walk is done; its New application is the one submitted again.
test('pending@: hostile codes get the spec messages; a network failure after the code keeps it, and Verify again submits once', async ({
  browser,
  walked,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { page, context } = await afterTheWalk(browser, walked, baseURL);
  await page.addInitScript(NETWORK);
  await page.goto(hrefTo('application'));
  await expect(page.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();
  const before = await lastOutboxId(page);
  const dialog = await openCodeDialog(page);
  const field = dialog.getByLabel('Verification code');
  const verify = dialog.getByRole('button', { name: 'Verify' });

  for (const [typed, message] of [
    ['', 'Field is required'],
    ['7'.repeat(10_000), 'The code must be 6 digits'],
    ['<img src=x onerror=alert(1)>', 'The code must be 6 digits'],
    ['🙂🙂🙂🙂🙂🙂', 'The code must be 6 digits'],
  ] as const) {
    await field.fill(typed);
    await verify.click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(field).toHaveValue(typed);
  }
  expect(await submits(page)).toBe(0);

  const code = await codeFor(page, 'pending@demo.test', before);
  await field.fill(code);
  await page.evaluate(() => void ((window as unknown as { __failSubmits: number }).__failSubmits = 1));
  await verify.click();
  await expect(dialog.getByTestId('field-error')).toHaveText(NETWORK_MESSAGE);
  await expect(field).toHaveValue(code);
  await expect(page.getByTestId('toast').filter({ hasText: NETWORK_MESSAGE })).toBeVisible();
  // The code was verified before the submission failed: it is not asked for again, the submission is retried.
  await expect(dialog.getByText('Successfully verified OTP')).toBeVisible();
  await expect(field).toHaveAttribute('readonly', '');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(/\/application\/document\//);
  await expect(page.getByTestId('toast').filter({ hasText: NETWORK_MESSAGE })).toHaveCount(0);
  expect(await submits(page)).toBe(2);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and one application
  // Its invoice, from the row.
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^Invoice/ })
    .click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await context.close();
});

test("document 3 §2, §8 and issue 23 item 3: pending@ submits from the dashboard's card after a wrong code; the document shows under 'Successfully verified OTP' and 'Application … submitted', not the stale error", async ({
  browser,
  walked,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { page, context } = await afterTheWalk(browser, walked, baseURL);
  await page.goto(hrefTo('dashboard'));
  const card = page.locator('section[aria-labelledby="apps-title"]');
  // The dashboard shows the passed checklist's Submit (the page's fake backend is up) before the outbox is read.
  const submit = card.getByRole('button', { name: /^(re-)?Submit$/ });
  await expect(submit).toBeEnabled();
  const before = await lastOutboxId(page);
  await submit.click();
  await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'I agree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your submission' });
  await expect(dialog.getByText('A new code has been sent.')).toBeVisible();
  const toasts = page.getByTestId('toast');
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts.filter({ hasText: 'The code is not valid.' })).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await codeFor(page, 'pending@demo.test', before));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/application\/document\//);
  // Toasts last 5 s (spec 1 §8): read them at once, before the document is drawn.
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(toasts.filter({ hasText: `Application ${code} submitted` })).toBeVisible();
  await expect(toasts.filter({ hasText: 'Successfully verified OTP' })).toBeVisible();
  await expect(toasts.filter({ hasText: 'The code is not valid.' })).toHaveCount(0);
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await context.close();
});
