// Machines talk to machines (issue 21 item 2) in Chromium: a save in one screen reaches the member shell (its
// completeness ring) at once, with no page load and no view relaying it.
import { expect, test } from '@playwright/test';
import { signIn, startFresh } from './support';

test('member@ adds a conviction: the completeness ring follows at once (no applicant warning for a member); deleting it restores it', async ({
  page,
}) => {
  await startFresh(page);
  await signIn(page, 'member@demo.test');
  const topBar = page.getByTestId('member-top-bar');
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 11 of 11' })).toBeVisible();
  // The checklist's Complete link for CONVICTION: its sub-list on a page of its own, under the same shell.
  await page.goto('/checklist/component/CONVICTION');
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 11 of 11' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Convictions' });
  await list.getByRole('button', { name: 'Add conviction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add conviction' });
  await dialog.getByLabel('Conviction Date').fill('2019-03-04');
  await dialog.getByLabel('Offence').fill('Reckless driving');
  await dialog.getByLabel('Sentence Imposed').fill('A fine');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 10 of 11' })).toBeVisible();
  // member@ is a member (a member number): the ring counts, the Incomplete profile warning is for applicants.
  await expect(page.getByText(/Incomplete profile/)).toHaveCount(0);

  await list
    .getByRole('row')
    .filter({ hasText: 'Reckless driving' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 11 of 11' })).toBeVisible();
  await expect(page.getByText(/Incomplete profile/)).toHaveCount(0);
});
