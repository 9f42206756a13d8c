// The requirements checklist in Chromium (spec 2 §Checklist area): firm@ removes its bankers through the
// FIRMBANKERS component, the checklist shows the item to do with the bar under 100 % (a passed item's link is
// Open, spec §F), Complete opens the bankers form, and after adding one, Back to checklist shows every item passed.
// An unknown component says 'Loading Component'; an unknown checklist kind says so.
import { expect, test } from '@playwright/test';
import { signIn, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('firm@ completes the FIRMBANKERS item through its component and the checklist reaches 100 %', async ({ page }) => {
  await signIn(page, 'firm@demo.test');
  await expect(page.getByTestId('registration-no')).toBeVisible();
  await page.goto('/checklist/component/FIRMBANKERS?from=Application');
  await expect(page.getByRole('heading', { level: 1, name: 'Bankers', exact: true })).toBeVisible();
  const bankers = page.getByRole('table', { name: /Bankers/ });
  await expect(bankers.getByRole('row').nth(1)).toBeVisible();
  // Remove every banker, so the item is to do. The list reloads after each delete: count again each round.
  await expect(async () => {
    const deletes = bankers.getByRole('button', { name: /Delete banker/ });
    if ((await deletes.count()) === 0) return;
    await deletes.first().click({ timeout: 2_000 });
    await page.getByRole('dialog', { name: 'Delete this banker?' }).getByRole('button', { name: 'Delete' }).click({ timeout: 2_000 });
    throw new Error('Another banker to delete.');
  }).toPass({ timeout: 30_000 });
  await expect(bankers.getByRole('cell', { name: 'No bankers yet.' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Application Checklist' })).toBeVisible();
  await expect(page.getByText('Complete the requirements checklist below')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Bankers:' });
  await expect(row).toContainText('To do');
  await expect(page.getByRole('progressbar', { name: 'Checklist progress' })).not.toHaveAttribute('aria-valuenow', '100');
  // A passed item has no Complete: its Open leads to the item, to change it or add to it (spec §F).
  const directors = page.getByRole('row').filter({ hasText: 'Directors:' });
  await expect(directors.getByRole('link', { name: /Complete/ })).toHaveCount(0);
  await expect(directors.getByRole('link', { name: 'Open Directors (passed)' })).toHaveAttribute(
    'href',
    '/checklist/component/DIRECTORS?from=Application',
  );

  await row.getByRole('link', { name: /Complete/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankers', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add banker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banker' });
  await dialog.getByLabel('Name').fill('Equity Bank');
  await dialog.getByLabel('Address').fill('Upper Hill, Nairobi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to checklist' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Bankers:' })).toContainText('Passed');
  await expect(page.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('checklist-bar')).toHaveClass(/bg-secondary/);
});

test('an unknown component says Loading Component; an unknown checklist kind says which exist', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('registration-no')).toBeVisible();
  await page.goto('/checklist/component/NOT-A-THING');
  await expect(page.getByRole('heading', { name: 'Loading Component' })).toBeVisible();
  await page.goto('/checklist/type/%3Cb%3Ex%3C%2Fb%3E');
  await expect(page.getByText('The checklists are Application, Upgrade and License.')).toBeVisible();
});
