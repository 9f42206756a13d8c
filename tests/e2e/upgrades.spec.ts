// Issue 14 item 5, the upgrade journey through the UI: graduate@ (a GRADUATE member; member@ is already a
// Professional Engineer) chooses the PE plan, completes the missing requirement through the component route,
// confirms and submits (a double click creates one upgrade), pays through the simulated gateway, and, with the
// simulated clock advanced, sees the upgrade Released, the category PE, and downloads the upgrade report.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { auditScreen, expectNoAxeViolations } from './audit';
import { choiceBox } from './files';
import { callJson, signIn, startFresh, visit } from './support';

const DAY = 86_400_000;

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('graduate@ upgrades to Professional Engineer end to end and downloads the upgrade report', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'graduate@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await visit(page, '/upgrade');
  await expect(page.getByRole('heading', { name: 'My Upgrades' })).toBeVisible();
  await expect(page.getByText('You have not applied for an upgrade yet.')).toBeVisible();

  await page.getByRole('link', { name: 'New Upgrade' }).click();
  await expect(page.getByRole('heading', { name: 'Upgrade to Professional Engineer' })).toBeVisible();
  await expect(page.getByText('KES 11,000.00')).toBeVisible();
  await page.getByRole('link', { name: 'Select Upgrade to Professional Engineer' }).click();

  await expect(page).toHaveURL(/\/upgrade\/checklist\/PE$/);
  await expect(page.getByTestId('upgrade-help')).toHaveText('4 of 5 requirements complete');
  const cont = page.getByRole('button', { name: 'Continue' });
  const confirm = page.getByLabel('I Confirm to upgrade');
  await confirm.check();
  await expect(cont).toBeDisabled(); // ticked, one item to do

  await page.getByRole('link', { name: 'Complete Specialisation' }).click();
  await expect(page).toHaveURL(/\/checklist\/component\/SPECILIZATION\?from=Upgrade&code=PE/);
  await page.getByRole('button', { name: 'Add specialization' }).click();
  const dialog = page.getByRole('dialog');
  await choiceBox(dialog, 'Specialization').click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Description').fill('Civil Engineering');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the upgrade checklist' }).click();

  await expect(page.getByTestId('upgrade-help')).toHaveText('5 of 5 requirements complete');
  await expect(cont).toBeDisabled(); // all passed, not ticked yet
  await confirm.check();
  await expect(cont).toBeEnabled();
  await cont.click();
  const submitDialog = page.getByRole('dialog', { name: 'Submit Application?' });
  await expect(submitDialog).toContainText(
    'By clicking submit, you confirm that you have read the terms and conditions, that you understand them and that you agree to be bound by them',
  );
  // Escape closes the dialog and gives focus back to Continue.
  await page.keyboard.press('Escape');
  await expect(submitDialog).toBeHidden();
  await expect(cont).toBeFocused();
  await cont.click();
  await submitDialog.getByRole('button', { name: 'Submit' }).dblclick();

  await expect(page).toHaveURL(/\/upgrade$/);
  const table = page.getByRole('table', { name: 'My Upgrades' });
  // A row's actions may sit on a line of their own under it (a tight table), so they are looked up in the table.
  const rows = table.locator('tbody tr:not([data-row-actions])');
  await expect(rows).toHaveCount(1);
  // From and To Category by name (issue 23 item 7), not by code.
  await expect(rows.first()).toContainText('Graduate Engineer');
  await expect(rows.first()).toContainText('Professional Engineer');
  await expect(rows.first()).not.toContainText('GRADUATE');
  await expect(rows.first()).toContainText('New');
  // Document 3's "proforma" action, its capital restored (DECISIONS A; issue 34).
  await expect(table.getByRole('link', { name: /^Proforma/ })).toBeVisible();
  await expect(table.getByRole('link', { name: /^Receipt/ })).toHaveCount(0);
  await expect(table.getByRole('link', { name: /^Acceptance letter/ })).toHaveCount(0);

  // Pay Now → the simulated gateway → back to My Upgrades, the receipt posted.
  await table.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByTestId('gateway-total')).toHaveText(/KES\s11,000\.00/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/upgrade\?payment=return/);
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  await page.reload();
  await expect(table.getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

  // The simulated clock: Open, then (the fee paid) Committee Review, shown as In Review with the reviewers'
  // comments a member may read; then Board Review and Released (one day each).
  expect((await callJson(page, 'POST', '/__mock/clock/advance', { ms: 2 * DAY })).status).toBe(200);
  await page.reload();
  await expect(rows.first()).toContainText('In Review');
  const comments = table.getByRole('button', { name: /^Reviewer Comments/ });
  await comments.click();
  const commentsDialog = page.getByRole('dialog', { name: /^Reviewer Comments — / });
  await expect(commentsDialog).toContainText('Fee received.');
  await expect(commentsDialog).not.toContainText('Internal:');
  await expectNoAxeViolations(page, '/upgrade, Reviewer Comments open');
  await page.keyboard.press('Escape');
  await expect(commentsDialog).toBeHidden();
  await expect(comments).toBeFocused();
  expect((await callJson(page, 'POST', '/__mock/clock/advance', { ms: 2 * DAY })).status).toBe(200);
  await page.reload();
  await expect(rows.first()).toContainText('Released');
  await expect(table.getByRole('button', { name: /^Reviewer Comments/ })).toHaveCount(0); // hidden once Released
  await expect(table.getByRole('link', { name: /^Acceptance letter/ })).toBeVisible();

  // A row's actions may sit on a line of their own under it (a wide table): the link is named by the upgrade.
  await table
    .getByRole('link', { name: /^Upgrade Report of UPG/ })
    .first()
    .click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^UPGRADE_REPORT-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);

  await table
    .getByRole('link', { name: /^Acceptance letter of UPG/ })
    .first()
    .click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  const letter = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await letter).suggestedFilename()).toMatch(/^ACCEPTANCE_LETTER-\d{4}-\d{2}-\d{2}\.pdf$/);

  // The member is a Professional Engineer now: New Upgrade offers the upgrades of PE.
  await page.goto('/upgrade/card');
  await expect(page.getByRole('heading', { name: 'Upgrade to Consulting Engineer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Professional Engineer' })).toHaveCount(0);
});

test('document 3 upgradePlan "Each Select goes to listing with the category name": Professional Engineer open, Consulting Engineer and Accredited Checker not (issue 23 item 7)', async ({
  page,
}) => {
  await signIn(page, 'graduate@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await visit(page, '/upgrade/plan');
  await expect(page.getByRole('heading', { name: 'Available Upgrade Plan' })).toBeVisible();
  await expect(page.getByText('KES 100,000.00')).toBeVisible();
  await expect(page.getByRole('button', { name: /Select Consulting Engineer/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Select Accredited Checker/ })).toBeDisabled();
  await page.getByRole('link', { name: 'Select Professional Engineer' }).click();
  await expect(page).toHaveURL(/\/checklist\/type\/Professional%20Engineer$/);
  await expect(page.getByRole('heading', { name: 'Professional Engineer Checklist', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Professional Engineer Checklist' }).getByRole('row')).not.toHaveCount(0);
  await auditScreen(page, '/checklist/type/Professional Engineer');
  // From the requirements on to the upgrade itself.
  await page.getByRole('link', { name: 'Continue to the Professional Engineer upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade\/checklist\/PE$/);
  await expect(page.getByTestId('upgrade-help')).toHaveText('4 of 5 requirements complete');
  // A category that is no upgrade of the member's.
  await page.goto('/upgrade/checklist/CE');
  await expect(page.getByText('This upgrade is not open to your membership category.')).toBeVisible();
  // A category that does not exist: the server's message, with no way round it.
  await page.goto('/upgrade/checklist/NOPE');
  await expect(page.getByText('Unknown membership category.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});
