// The admin area in Chromium (issue 12 items 1, 3, 4): where each administrator lands and what they see, the
// role check (a member is refused and no admin call is made), All Users (edit, reset link in the outbox, log in
// as member@ and back), Payment Options with each validation message, and every admin dialog by keyboard alone.
// Admin Settings has its own file (admin-settings.spec.ts).
import { expect, test, type Page, type Request } from '@playwright/test';
import { routeTable } from '#contract/routes.ts';
import { expectNoAxeViolations } from './audit';
import { callJson, lastMessageTo, signIn, startFresh } from './support';

const MAX_255 = 'Max 255 characters.';

async function signInAs(page: Page, email: string, lands: RegExp): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(lands);
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Administration' });

/** Every admin screen's path (the route table's admin routes but the entrance, /admin): a new screen is walked here without a line. */
const ADMIN_SCREENS = Object.values(routeTable).flatMap((r) => (r.access === 'admin' && r.path !== routeTable.admin.path ? [r.path] : []));
/** What a plain administrator may open (the `clientadmin` links of src/features/admin/member-area.ts). */
const PLAIN_ADMIN_SCREENS: string[] = [routeTable.adminUsers.path];

/** The users table's row of one e-mail, after searching for it. */
/** Searches the users for `email` and answers its row, once the search's rows are on screen (not "(loading…)"). */
async function findUser(page: Page, email: string) {
  await page.getByLabel('Search users by name or e-mail').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const total = page.getByTestId('users-total');
  await expect(total).toContainText(`matching “${email}”`);
  // The term shows at once; the rows on screen are the last search's until the status drops "(loading…)", and
  // their actions are disabled meanwhile (a key press on one does nothing).
  await expect(total).not.toContainText('(loading…)');
  return page.getByRole('row').filter({ hasText: email });
}

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('the super administrator lands on Admin Settings with a link to every admin screen', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', /\/admin\/settings$/);
  // One link per admin screen of the route table (their labels and order: tests/machines/admin/admin.test.ts).
  await expect(adminNav(page).getByRole('link')).toHaveCount(ADMIN_SCREENS.length);
  const hrefs = await adminNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.sort()).toEqual([...ADMIN_SCREENS].sort());
  await expect(adminNav(page).getByRole('link', { name: 'Admin Settings' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/settings$/);
});

test('a plain admin sees only User Settings, lands there, and is sent there from the super admin screens', async ({ page }) => {
  await signInAs(page, 'admin@demo.test', /\/admin\/user-settings$/);
  await expect(adminNav(page).getByRole('link')).toHaveText(['User Settings']);
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  for (const path of [...ADMIN_SCREENS.filter((p) => !PLAIN_ADMIN_SCREENS.includes(p)), '/admin', '/admin/no-such-screen']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/user-settings$/);
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  }
  // Administrators and approvers are offered nothing.
  for (const email of ['approver@demo.test', 'superadmin@demo.test']) {
    const row = await findUser(page, email);
    await expect(row.getByText('No actions')).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  }
});

test('a member who types /admin/settings is sent to the dashboard and no admin call is made', async ({ page }) => {
  await signInAs(page, 'member@demo.test', /\/dashboard$/);
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  const adminCalls: string[] = [];
  // GET admin/settings is the site's public settings read (the login page needs it); every other admin/ call is an admin's.
  const isAdminCall = (r: Request) =>
    /\/api\/admin\//.test(r.url()) && !(r.method() === 'GET' && /\/api\/admin\/settings(\?|$)/.test(r.url()));
  page.on('request', (r) => {
    if (isAdminCall(r)) adminCalls.push(`${r.method()} ${r.url()}`);
  });
  for (const path of [...ADMIN_SCREENS, '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('tile-balance')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  }
  expect(adminCalls).toEqual([]);
  // The watcher does see an admin call when one is made (the test can fail).
  await page.evaluate(() => fetch('/api/admin/users'));
  await expect.poll(() => adminCalls.length).toBe(1);
});

test('the super administrator edits a user, sends a reset link, logs in as member@ and returns', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', /\/admin\/settings$/);
  await adminNav(page).getByRole('link', { name: 'User Settings' }).click();
  await expect(page.getByTestId('users-total')).toContainText(/Showing 1–\d+ of \d+ users/);

  // Edit: the inline messages, then the confirmation, then the success message.
  let row = await findUser(page, 'applicant@demo.test');
  await row.getByRole('button', { name: 'Edit applicant@demo.test' }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  await expect(dialog.getByLabel('E-mail')).toHaveValue('applicant@demo.test');
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByLabel('E-mail').blur();
  await expect(dialog.getByText('E-mail must be valid')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('');
  await expect(dialog.getByText('Required.')).toBeVisible();
  // Issue 34 item 4: the phone starts empty, the number masked beside it; a masked value typed back is refused.
  const phone = dialog.getByLabel('New phone number');
  await expect(phone).toHaveValue('');
  await expect(dialog.getByText(/^Now \d{3}\*+\d{3}\. Leave empty to keep it\.$/)).toBeVisible();
  await phone.fill('079****111');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required.')).toHaveCount(1);
  await expect(dialog.getByText('Enter the phone number as digits only, e.g. 0712345678')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('achieng@demo.test');
  // Typed as people write it, saved as its digits (the table then masks it).
  await phone.fill('0799 000 111');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Update user' });
  await expect(confirm.getByText('Are you sure you want to update this user?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  row = await findUser(page, 'achieng@demo.test');
  // The table masks the phone (its first three and last three digits shown, document 1 §9).
  await expect(row).toContainText('079****111');

  // The password-reset link reaches member@'s outbox.
  row = await findUser(page, 'member@demo.test');
  await row.getByRole('button', { name: 'Send password-reset link to member@demo.test' }).click();
  await expect(page.getByText('Password Reset link sent successfully')).toBeVisible();
  const mail = await lastMessageTo(page, 'member@demo.test', (m) => m.links.some((l) => l.includes('/password/')));
  expect(mail.links.length).toBeGreaterThan(0);

  // Log in as member@: their dashboard, with the banner back to the admin.
  await row.getByRole('button', { name: 'Log in as member@demo.test' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  const banner = page.getByTestId('acting-as-banner');
  await expect(banner).toContainText('member@demo.test');
  await expect(page.getByText('Logged in as user successfully')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard while acting as member@');
  // A reload keeps acting as the user, with the way back.
  await page.goto('/profile');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Return to admin' }).click();
  // Issue 34: back on the list the administrator came from (User Settings), not on Admin Settings.
  await expect(page).toHaveURL(/\/admin\/user-settings$/);
  await expect(banner).toHaveCount(0);
  await expect(adminNav(page).getByRole('link')).toHaveCount(ADMIN_SCREENS.length);
  // The admin's own session is back: an admin call works without signing in again.
  await expect(page.getByTestId('users-total')).toContainText(/of \d+ users/);
});

test("while a search loads, the rows on screen offer no action (a press was dropped), and the found row's Log in as works", async ({
  page,
}) => {
  await signIn(page, 'superadmin@demo.test', '/admin/user-settings');
  const logInAs = page.getByRole('button', { name: 'Log in as member@demo.test' });
  await expect(logInAs).toBeEnabled();
  // Every API answer a second and a half late: the search below stays loading that long.
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 1_500, failRate: 0 })).status).toBe(200);
  await page.getByLabel('Search users by name or e-mail').fill('member@demo.test');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('users-total')).toContainText('(loading…)');
  await expect(logInAs).toBeDisabled();
  await expect(page.getByTestId('users-total')).toContainText('matching “member@demo.test”');
  await expect(page.getByTestId('users-total')).not.toContainText('(loading…)');
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 0, failRate: 0 })).status).toBe(200);
  await logInAs.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('acting-as-banner')).toContainText('member@demo.test');
});

test('the super administrator creates, edits and deletes a payment option, seeing each message', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', /\/admin\/settings$/);
  await adminNav(page).getByRole('link', { name: 'Paygate Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Options' })).toBeVisible();
  await expect(page.getByTestId('payment-options-total')).toHaveText('Showing 1–3 of 3 payment options');
  await expect(page.getByLabel('Rows per page').locator('option')).toHaveText(['10', '20', '50', '100']);

  await page.getByRole('button', { name: 'New payment option' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment option' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  for (const [label, message] of [
    ['Description', 'Description is required.'],
    ['Code', 'Code is required.'],
    ['Reference', 'Reference is required.'],
    ['Checkout Code', 'Checkout Code is required.'],
    ['Priority', 'Priority is required.'],
  ] as const) {
    await dialog.getByLabel(label, { exact: true }).focus();
    await dialog.getByLabel(label, { exact: true }).blur();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Description').fill('x'.repeat(256));
  await expect(dialog.getByText(MAX_255)).toBeVisible();
  await dialog.getByLabel('Description').fill('x'.repeat(255));
  await expect(dialog.getByText(MAX_255)).toHaveCount(0);
  await dialog.getByLabel('Description').fill('Airtel Money');
  await dialog.getByLabel('Code', { exact: true }).fill('AIRTEL');
  await dialog.getByLabel('Reference').fill('AIRTEL-01');
  await dialog.getByLabel('Checkout Code').fill('10.5');
  await expect(dialog.getByText('Must be an integer.')).toBeVisible();
  await dialog.getByLabel('Checkout Code').fill('104');
  await dialog.getByLabel('Priority').fill('4');
  await expect(dialog.getByText('Must be an integer.')).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Payment option created successfully.')).toBeVisible();
  await expect(page.getByTestId('payment-options-total')).toHaveText('Showing 1–4 of 4 payment options');
  const row = page.getByRole('row').filter({ hasText: 'Airtel Money' });
  await expect(row).toContainText('104');

  await row.getByRole('button', { name: 'Edit Airtel Money' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment option' });
  await expect(edit.getByLabel('Priority')).toHaveValue('4');
  await edit.getByLabel('Priority').fill('');
  await edit.getByLabel('Priority').blur();
  await expect(edit.getByText('Priority is required.')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByLabel('Priority').fill('9');
  await edit.getByLabel('Confirm payment').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('Yes');
  await expect(row.getByRole('cell').nth(4)).toHaveText('9');

  await page.getByLabel('Search payment options').fill('airtel');
  await expect(page.getByTestId('payment-options-total')).toHaveText('Showing 1–1 of 1 payment options');
  await row.getByRole('button', { name: 'Delete Airtel Money' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete payment option' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment option created successfully.')).toBeVisible();
  await expect(page.getByTestId('payment-options-total')).toHaveText('No payment options');
  await page.getByLabel('Search payment options').fill('');
  await expect(page.getByTestId('payment-options-total')).toHaveText('Showing 1–3 of 3 payment options');
});

test('every admin dialog works with the keyboard alone, closes with Escape, and passes axe', async ({ page }) => {
  await signInAs(page, 'superadmin@demo.test', /\/admin\/settings$/);
  await page.goto('/admin/paygate-setup');
  // New payment option: opened, filled and saved from the keyboard.
  await page.getByRole('button', { name: 'New payment option' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New payment option' });
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await expectNoAxeViolations(page, 'new payment option dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'New payment option' }).press('Enter');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  for (const value of ['Keyboard Pay', 'KEY', 'KEY-1', '7', '8']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Confirm payment')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Keyboard Pay' })).toContainText('Yes');
  // Delete's confirmation: Escape cancels, Enter on Delete deletes.
  await page.getByRole('button', { name: 'Delete Keyboard Pay' }).press('Enter');
  const confirmDelete = page.getByRole('dialog', { name: 'Delete payment option' });
  await expect(confirmDelete).toBeVisible();
  await expectNoAxeViolations(page, 'delete payment option dialog');
  await page.keyboard.press('Escape');
  await expect(confirmDelete).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Keyboard Pay' }).press('Enter');
  await confirmDelete.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Keyboard Pay' })).toHaveCount(0);

  // The user dialogs: edit, its confirmation, delete.
  await page.goto('/admin/user-settings');
  const row = await findUser(page, 'pending@demo.test');
  await row.getByRole('button', { name: 'Edit pending@demo.test' }).press('Enter');
  const edit = page.getByRole('dialog', { name: /^Edit / });
  await expect(edit.getByLabel('E-mail')).toBeFocused();
  await expectNoAxeViolations(page, 'edit user dialog');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Update user' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'update user confirmation');
  // Escape on the confirmation goes back to the form; Escape there closes it.
  await page.keyboard.press('Escape');
  await expect(edit).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await row.getByRole('button', { name: 'Delete pending@demo.test' }).press('Enter');
  const confirmUserDelete = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirmUserDelete).toContainText('pending@demo.test');
  await expectNoAxeViolations(page, 'delete user confirmation');
  await page.keyboard.press('Escape');
  await expect(confirmUserDelete).toHaveCount(0);
  await expect(row).toBeVisible();
});
