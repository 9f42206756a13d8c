// Issue 35 item 1 in Chromium against mock mode: six wrong codes on the OTP screen give "Too many attempts, try
// again in 15 minutes" with the typed code kept; with the simulated clock stepped past the window (the mock
// controls), a new code is sent and the right code signs in.
import { expect, test } from '@playwright/test';
import { callJson, lastMessageTo, registerAccount, startFresh } from './support';

const WINDOW_MS = 15 * 60_000;

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('six wrong codes: the wait in minutes, the code kept; past the window the right code signs in', async ({ page }) => {
  const { otpPath } = await registerAccount(page, 'limits.otp@demo.test', '0711555444', '31234999');
  const sent = (await lastMessageTo(page, '0711555444')).codes[0]!;
  await page.goto(otpPath);
  const wrong = sent === '000000' ? '111111' : '000000';
  const field = page.getByLabel('One-time code');
  const verify = page.getByRole('button', { name: 'Verify OTP' });
  for (let i = 1; i <= 5; i++) {
    await field.fill(wrong);
    await verify.click();
    await expect(page.getByText('The code is not valid.')).toBeVisible();
  }
  await verify.click();
  await expect(page.getByText('Too many attempts, try again in 15 minutes.')).toBeVisible();
  await expect(field).toHaveValue(wrong);
  // The right code too, while the wait runs.
  await field.fill(sent);
  await verify.click();
  await expect(page.getByText('Too many attempts, try again in 15 minutes.')).toBeVisible();
  await expect(field).toHaveValue(sent);

  expect((await callJson(page, 'POST', '/__mock/clock/advance', { ms: WINDOW_MS })).status).toBe(200);
  // The code sent at registration lived 10 minutes: a new one, then the right code signs in.
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('If this account is waiting for a code, a new code has been sent.')).toBeVisible();
  const fresh = (await lastMessageTo(page, '0711555444')).codes[0]!;
  expect(fresh).not.toBe(sent);
  await field.fill(fresh);
  await verify.click();
  await expect(page).toHaveURL(/\/initiate-profile$/);
});
