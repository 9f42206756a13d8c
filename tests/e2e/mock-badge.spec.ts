// The mock badge's "Reset data" goes through the mock controls' client: the simulation returns to its seed
// (the clock moved by a tester comes back), the stored session is forgotten, and the portal opens at the start.
import { expect, test } from '@playwright/test';
import { callJson, signIn, startFresh } from './support';

const DAY_MS = 86_400_000;

test('Reset data reseeds the world, signs out and opens the login page', async ({ page }) => {
  await startFresh(page);
  await signIn(page, 'member@demo.test');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const moved = await callJson<{ data: { now: string } }>(page, 'POST', '/__mock/clock/advance', { ms: 30 * DAY_MS });
  expect(moved.status).toBe(200);
  expect(Date.parse(moved.json.data.now) - Date.now()).toBeGreaterThan(29 * DAY_MS);

  await page.getByRole('button', { name: /Mock mode/ }).click();
  await page.getByRole('button', { name: 'Reset data' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The login form paints before the fake backend answers; the badge shows once it does.
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  const state = await callJson<{ data: { now: string; scenario: string } }>(page, 'GET', '/__mock/state');
  expect(state.json.data.scenario).toBe('default');
  expect(Math.abs(Date.parse(state.json.data.now) - Date.now())).toBeLessThan(DAY_MS);
});
