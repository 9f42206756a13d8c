// Issue 24 item 8: flows done with the keyboard alone (no click, no fill): focus moves by Tab, text is typed where
// the focus is, buttons are pressed with Enter. Only the set-up (an account registered through the API, the code
// read from the outbox) goes around the keyboard.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callJson, lastMessageTo, PASSWORD, startFresh } from './support';

/** Presses Tab until `target` has the focus (at most `max` times): it must be reachable in the tab order. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reached with ${max} presses of Tab: ${String(target)}`);
}

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('the OTP page: a wrong code refused, the right one verified, by keyboard alone', async ({ page }) => {
  const registered = await callJson<{ data: { id: number; phone_no: string } }>(page, 'POST', '/api/auth/register', {
    email: 'keyboard.otp@demo.test',
    phone: '0711555444',
    id_number: '31234999',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    category: 'GRADUATE',
    type: 'Individual',
  });
  expect(registered.status).toBe(200);
  const sms = await lastMessageTo(page, '0711555444');
  const id = await page.evaluate((data) => btoa(JSON.stringify(data)), registered.json.data);
  await page.goto(`/otp/${encodeURIComponent(id)}`);
  const code = page.getByLabel('One-time code');
  await expect(code).toBeVisible();

  await tabTo(page, code);
  await page.keyboard.type('000000');
  await tabTo(page, page.getByRole('button', { name: 'Verify OTP' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The code is not valid.')).toBeVisible();

  await tabTo(page, code);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(sms.codes[0]!);
  // Enter in the field submits the form, as a keyboard user expects.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/initiate-profile$/);
});
