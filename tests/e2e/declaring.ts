// The convictions declaration's details as a member types them (spec §F): one conviction added through the
// convictions list on the CONVICTION item or the Profile's Declarations tab, once the answer is Yes.
import { expect, type Page } from '@playwright/test';

/** Adds one conviction through the list's dialog and waits for the dialog to close. */
export async function addConviction(page: Page): Promise<void> {
  const list = page.getByRole('region', { name: 'Convictions', exact: true });
  await list.getByRole('button', { name: 'Add conviction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add conviction' });
  await dialog.getByLabel('Conviction Date').fill('2019-03-04');
  await dialog.getByLabel('Offence').fill('Reckless driving');
  await dialog.getByLabel('Sentence Imposed').fill('A fine of KES 10,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
