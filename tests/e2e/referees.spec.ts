// The applicant's Referees tab in Chromium (spec 2 §2, §3, §8): the disclaimer under its setting, the response
// column ('Accepted' or '- - -'), the Referee Type column, Resend Email ('Email Sent', a new e-mail in the
// referee's inbox), and a referee added through the member search, which fills the dialog from the member's
// record and e-mails them the request. Escape closes the dialog and focus returns to Add referee.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, settle } from './audit';
import { callJson, lastMessageTo, openMenuLink, type OutboxMessage, signIn, startFresh } from './support';

async function openReferees(page: Page) {
  await startFresh(page);
  await signIn(page, 'pending@demo.test');
  await openMenuLink(page, 'Profile');
  await page.getByRole('tab', { name: 'Referees' }).click();
  const list = page.getByRole('region', { name: 'Referees' });
  await expect(list.getByRole('table', { name: 'Referees' })).toBeVisible();
  return list;
}

test('pending@ sees its referees with their responses and the disclaimer, and resends the request that is not answered', async ({
  page,
}) => {
  const list = await openReferees(page);
  await expect(list.getByText('Your referees must be registered members')).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Referee Type' })).toBeVisible();
  const accepted = list.getByRole('row').filter({ hasText: 'Wanjirũ Kamau' });
  const open = list.getByRole('row').filter({ hasText: 'Faith Nyambura' });
  await expect(accepted.getByRole('cell', { name: 'Accepted' })).toBeVisible();
  await expect(open.getByRole('cell', { name: '- - -' })).toBeVisible();
  // An answered request is not sent again; its report is offered instead.
  await expect(accepted.getByRole('button', { name: /Resend Email/ })).toHaveCount(0);
  await expect(accepted.getByRole('link', { name: /Report of/ })).toBeVisible();

  const inbox = async () =>
    (await callJson<{ data: OutboxMessage[] }>(page, 'GET', '/__mock/outbox')).json.data.filter((m) => m.to === 'approver@demo.test')
      .length;
  const before = await inbox();
  await open.getByRole('button', { name: 'Resend Email to Eng. Faith Nyambura' }).click();
  await expect(list.getByRole('status').filter({ hasText: 'Email Sent' })).toBeVisible();
  expect(await inbox()).toBe(before + 1);
  const message = await lastMessageTo(page, 'approver@demo.test');
  // The code in the fragment, never in the path (docs/decisions/028).
  expect(message.links[0]).toMatch(/^\/profile\/response\/[^/#]+#code=[^&]+$/);
});

test('pending@ adds a referee through the member search: the form fills, the type is chosen, the request is e-mailed', async ({ page }) => {
  const list = await openReferees(page);
  const add = list.getByRole('button', { name: 'Add referee' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add referee' });
  // Nothing typed yet: the contract's messages, inline.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Member No is required')).toBeVisible();

  const search = dialog.getByRole('search', { name: 'Find a member' });
  await search.getByLabel('Search by member number').fill('NO-SUCH');
  await search.getByLabel('Search by member number').press('Enter');
  await expect(search.getByText('No member was found with this membership number.')).toBeVisible();
  // Enter in the search box searched; it did not save the referee.
  await expect(dialog).toBeVisible();

  await search.getByLabel('Search by member number').fill('M1002');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Found Otieno Ochieng')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Otieno Ochieng');
  await expect(dialog.getByLabel('Email')).toHaveValue('arrears@demo.test');
  await expect(dialog.getByLabel('Member No')).toHaveValue('M1002');
  await expect(dialog.getByLabel('Phone No')).toHaveValue(/^\d+$/);
  await expect(dialog.getByLabel('Place of Work')).not.toHaveValue('');

  // Referee Type is asked for (types are set up); the server's refusal keeps the form.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Referee Type is required')).toBeVisible();
  await expect(dialog.getByLabel('Member No')).toHaveValue('M1002');
  await dialog.getByRole('button', { name: 'Referee Type' }).click();
  await page.getByRole('option', { name: 'Seconder' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const added = list.getByRole('row').filter({ hasText: 'M1002' });
  await expect(added.getByRole('cell', { name: '- - -' })).toBeVisible();
  await expect(added.getByRole('cell', { name: 'SECONDER' })).toBeVisible();
  const request = await lastMessageTo(page, 'arrears@demo.test', (m) => m.subject.startsWith('Referee request'));
  expect(request.links).toHaveLength(1);

  // Escape closes the dialog and focus returns to the button that opened it.
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Add referee' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add referee' })).toBeHidden();
  await expect(add).toBeFocused();
});

for (const size of [390, 1280]) {
  test(`no axe violation on the Referees tab and its dialog (${size})`, async ({ page }) => {
    await page.setViewportSize({ width: size, height: 900 });
    const list = await openReferees(page);
    await settle(page);
    await expectNoAxeViolations(page, `Referees tab (${size})`);
    await list.getByRole('button', { name: 'Add referee' }).click();
    await expect(page.getByRole('dialog', { name: 'Add referee' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, `Add referee dialog (${size})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size);
  });
}
