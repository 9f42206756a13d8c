// The profile's sub-lists in Chromium: one shared table and dialog for every list.
import { expect, test } from '@playwright/test';
import { openMenuLink, signIn, startFresh } from './support';

test('firm@ adds, edits and deletes a banker; the dialog shows the rules inline and keeps what was typed', async ({ page }) => {
  await startFresh(page);
  await signIn(page, 'firm@demo.test');
  await openMenuLink(page, 'Profile');
  await expect(page.getByRole('tab', { name: 'Shareholders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bankers' }).click();
  const bankers = page.getByRole('region', { name: 'Bankers' });
  await expect(bankers.getByRole('table', { name: 'Bankers' })).toBeVisible();
  const before = await bankers.getByRole('row').count();

  await bankers.getByRole('button', { name: 'Add banker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banker' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Address is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('KCB <b>Bank</b>');
  // A click outside does not throw the form away.
  await page.mouse.click(5, 5);
  await expect(dialog.getByLabel('Name')).toHaveValue('KCB <b>Bank</b>');
  await dialog.getByLabel('Address').fill('Kencom House, Nairobi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(bankers.getByRole('row')).toHaveCount(before + 1);
  // HTML typed into a field is shown as text, never run.
  await expect(bankers.getByRole('cell', { name: 'KCB <b>Bank</b>' })).toBeVisible();

  const row = bankers.getByRole('row').filter({ hasText: 'KCB <b>Bank</b>' });
  await row.getByRole('button', { name: /Edit banker/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit banker' });
  await expect(edit.getByLabel('Name')).toHaveValue('KCB <b>Bank</b>');
  await edit.getByLabel('Address').fill('Moi Avenue, Mombasa');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(bankers.getByRole('row').filter({ hasText: 'Moi Avenue, Mombasa' })).toHaveCount(1);

  await bankers
    .getByRole('row')
    .filter({ hasText: 'Moi Avenue, Mombasa' })
    .getByRole('button', { name: /Delete banker/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this banker?' });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(bankers.getByRole('row')).toHaveCount(before);
});

test("firm@ adds a shareholder: the Member rule, the server's refusal kept beside what was typed, a choice by keyboard", async ({
  page,
}) => {
  await startFresh(page);
  await signIn(page, 'firm@demo.test');
  await openMenuLink(page, 'Profile');
  await page.getByRole('tab', { name: 'Shareholders' }).click();
  const list = page.getByRole('region', { name: 'Shareholders' });
  await list.getByRole('button', { name: 'Add shareholder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shareholder' });
  await dialog.getByLabel('Name').fill('Achieng Otieno');
  await dialog.getByLabel('ID / Passport No').fill('23456789');
  await dialog.getByRole('button', { name: 'Type' }).focus();
  // Like a native select: arrow down opens the choices, Enter picks one (Enter on the closed box submits).
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Member', exact: true }).press('Enter');
  await expect(dialog.getByRole('button', { name: 'Type' })).toContainText('Member');
  await dialog.getByLabel('Shares Held').fill('250');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Professional Registration Number is required')).toBeVisible();
  await dialog.getByLabel('Professional Registration Number').fill('NOBODY-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Professional Registration Number not found');
  await expect(dialog.getByLabel('Name')).toHaveValue('Achieng Otieno');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('member@ sees the individual sections and adds work experience with the date rules', async ({ page }) => {
  await startFresh(page);
  await signIn(page, 'member@demo.test');
  await openMenuLink(page, 'Profile');
  await expect(page.getByRole('tab', { name: 'Referees' })).toBeVisible();
  await page.getByRole('tab', { name: 'Work experience' }).click();
  const list = page.getByRole('region', { name: 'Work experience' });
  await list.getByRole('button', { name: 'Add work experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add work experience' });
  await dialog.getByLabel('Place of Work').fill('Kenya Power');
  await dialog.getByLabel('Designation').fill('Engineer');
  await dialog.getByLabel('Start Date').fill('2020-05-01');
  await dialog.getByLabel('End Date').fill('2019-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('End Date Cannot come before Start Date')).toBeVisible();
  await dialog.getByLabel('I work here now').check();
  await expect(dialog.getByLabel('End Date')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: 'Kenya Power' })).toContainText('Current');
});

for (const [tab, noun] of [
  ['Directors', 'director'],
  ['Shareholders', 'shareholder'],
] as const) {
  test(`firm@ adds a Non Member ${noun} with no registration number, edits it to a Member (then the number is required), and deletes it`, async ({
    page,
  }) => {
    await startFresh(page);
    await signIn(page, 'firm@demo.test');
    await openMenuLink(page, 'Profile');
    await page.getByRole('tab', { name: tab }).click();
    const list = page.getByRole('region', { name: tab });
    await expect(list.getByRole('table', { name: tab })).toBeVisible();
    const before = await list.getByRole('row').count();

    await list.getByRole('button', { name: `Add ${noun}` }).click();
    const add = page.getByRole('dialog', { name: `Add ${noun}` });
    await add.getByLabel('Name').fill('Wafula Barasa');
    await add.getByLabel('ID / Passport No').fill('31234567');
    await add.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Non Member', exact: true }).click();
    // Only a Member has a registration number.
    await expect(add.getByLabel('Professional Registration Number')).toHaveCount(0);
    if (noun === 'shareholder') await add.getByLabel('Shares Held').fill('120');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    const row = list.getByRole('row').filter({ hasText: 'Wafula Barasa' });
    await expect(row).toContainText('Non Member');
    await expect(list.getByRole('row')).toHaveCount(before + 1);

    await row.getByRole('button', { name: new RegExp(`Edit ${noun}`) }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${noun}` });
    await expect(edit.getByLabel('Name')).toHaveValue('Wafula Barasa');
    await edit.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Professional Registration Number is required')).toBeVisible();
    await edit.getByLabel('Professional Registration Number').fill('M1001');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('M1001');

    await row.getByRole('button', { name: new RegExp(`Delete ${noun}`) }).click();
    await page
      .getByRole('dialog', { name: `Delete this ${noun}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(list.getByRole('row').filter({ hasText: 'Wafula Barasa' })).toHaveCount(0);
    await expect(list.getByRole('row')).toHaveCount(before);
  });
}
