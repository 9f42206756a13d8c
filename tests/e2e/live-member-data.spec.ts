// Machines talk to machines (issue 21 item 2) in Chromium: a save in one screen reaches member data (its
// completeness ring) at once, with no page load and no view relaying it.
import { expect, test } from '@playwright/test';
import { signIn, startFresh } from './support';

test('arrears@ deletes its one declared conviction: the completeness ring follows at once (no applicant warning for a member); adding it back restores it', async ({
  page,
}) => {
  await startFresh(page);
  // arrears@ declared Yes with one conviction (spec §F): deleting it leaves a Yes without details, which fails CONVICTION.
  await signIn(page, 'arrears@demo.test');
  const topBar = page.getByTestId('member-top-bar');
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 11 of 11' })).toBeVisible();
  // The checklist's link for CONVICTION: the declaration and its details on a page of its own, under the same shell.
  await page.goto('/checklist/component/CONVICTION');
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 11 of 11' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Convictions', exact: true });
  await list
    .getByRole('row')
    .filter({ hasText: 'Careless driving' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 10 of 11' })).toBeVisible();
  // arrears@ is a member (a member number): the ring counts, the Incomplete profile warning is for applicants.
  await expect(page.getByText(/Incomplete profile/)).toHaveCount(0);

  await list.getByRole('button', { name: 'Add conviction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add conviction' });
  await dialog.getByLabel('Conviction Date').fill('2009-07-14');
  await dialog.getByLabel('Offence').fill('Careless driving');
  await dialog.getByLabel('Sentence Imposed').fill('A fine of KES 5,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(topBar.getByRole('img', { name: 'Profile completeness: 11 of 11' })).toBeVisible();
  await expect(page.getByText(/Incomplete profile/)).toHaveCount(0);
});
