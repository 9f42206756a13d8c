// Issue 23, slice "find", in Chromium against mock mode: the register page's Application disclaimer (document 1
// §2.1), registration closed by an administrator in another session (spec §B), the settings read again on
// entering the auth layout (document 1 §1, §2.1), and the ways back to sign in.
import { expect, test, type Page } from '@playwright/test';
import { REGISTRATION_CLOSED } from '#contract/site.ts';
import { auditScreen } from './audit';
import { callJson, PASSWORD, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

/** What another session does: the super administrator switches registration on or off through the API. */
async function setRegistration(page: Page, open: boolean) {
  const login = await callJson<{ data: { token: string } }>(page, 'POST', '/api/auth/login', {
    email: 'superadmin@demo.test',
    password: PASSWORD,
  });
  const saved = await callJson(
    page,
    'POST',
    '/api/admin/updateSettings',
    { minor_settings: { registration: open } },
    login.json.data.token,
  );
  expect(saved.status).toBe(200);
}

async function fillRegisterForm(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('0711444555');
  await page.getByLabel('ID number').fill('34567890');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

test('document 1 §2.1: Disagree on the Application disclaimer goes to login, and nothing is registered', async ({ page }) => {
  await page.goto('/register/Individual/GRADUATE');
  await fillRegisterForm(page, 'disagrees@demo.test');
  await page.getByRole('button', { name: 'Register' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Application disclaimer' });
  await disclaimer.getByRole('button', { name: 'Disagree', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const login = await callJson(page, 'POST', '/api/auth/login', { email: 'disagrees@demo.test', password: PASSWORD });
  expect(login.status).toBe(422);
});

test('document 1 §2.1: Agree on the Application disclaimer registers (the OTP page follows)', async ({ page }) => {
  await page.goto('/register/Individual/GRADUATE');
  // The form comes first: no dialog until Register is pressed on a valid form.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await fillRegisterForm(page, 'agrees@demo.test');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: 'Application disclaimer' }).getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/otp\//);
});

test('spec §B: registration closed in another session → /categories, /signup and /register show the notice without a reload', async ({
  page,
}) => {
  await expect(page.getByRole('link', { name: 'Register As Member' })).toBeVisible();
  await setRegistration(page, false);
  // No reload: entering the next page of the auth layout reads the settings again (document 1 §2.1).
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page.getByRole('link', { name: 'Register As Member' })).toHaveCount(0);

  for (const path of ['/categories', '/signup/Individual/GRADUATE', '/register/Individual/GRADUATE']) {
    await page.goto(path);
    await expect(page.getByTestId('registration-closed')).toContainText(REGISTRATION_CLOSED);
    await expect(page.getByLabel('E-mail')).toHaveCount(0);
    await expect(page.getByTestId('mock-badge')).toBeVisible();
    await auditScreen(page, `${path} (registration closed)`);
  }
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await setRegistration(page, true);
  await page.goto('/categories');
  await expect(page.getByTestId('category-card').first()).toBeVisible();
});

test('a way back to sign in from /categories and /activate', async ({ page }) => {
  await page.goto('/categories');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto('/activate');
  await page.getByRole('dialog', { name: 'Activation disclaimer' }).getByRole('button', { name: 'Agree', exact: true }).click();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
