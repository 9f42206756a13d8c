// Mock mode boots in Chromium, the home page shows the fake backend's data, data survives a reload
// (IndexedDB persistence), and the /__mock/* controls answer through the service worker.
import { expect, test, type Page } from '@playwright/test';

const KES = /KES\s?[\d,]+\.\d{2}/;

async function openFresh(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('mock-badge')).toBeVisible();
}

/** A JSON call from the page itself, so it goes through the MSW service worker. */
async function callJson(page: Page, method: string, path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, type: response.headers.get('content-type'), json: (await response.json()) as unknown };
    },
    { method, path, body, token },
  );
}

test.beforeEach(async ({ page }) => {
  await openFresh(page);
  // Start every test from the seeded scenario, whatever an earlier run stored.
  const reset = await callJson(page, 'POST', '/__mock/reset', { scenario: 'default', seed: 1 });
  expect(reset.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('mock-badge')).toContainText('scenario default');
});

test('mock mode boots and the pages show data from the fake backend', async ({ page }) => {
  await expect(page.getByTestId('mock-badge')).toContainText('Mock mode');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/categories');
  const card = page.getByTestId('category-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('category-charge')).toHaveText(KES);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a change made through the API survives a reload', async ({ page }) => {
  const login = await callJson(page, 'POST', '/api/auth/login', { email: 'member@demo.test', password: 'Passw0rd!' });
  expect(login.status).toBe(200);
  const { token, user } = (login.json as { data: { token: string; user: { sms_updates: boolean } } }).data;

  const flipped = !user.sms_updates;
  const saved = await callJson(
    page,
    'POST',
    '/api/auth/notification',
    { email_reminders: true, email_updates: true, sms_reminders: true, sms_updates: flipped },
    token,
  );
  expect(saved.status).toBe(200);

  // Let the debounced snapshot reach IndexedDB, then reload.
  await page.waitForTimeout(700);
  await page.reload();
  await expect(page.getByTestId('mock-badge')).toBeVisible();

  const me = await callJson(page, 'GET', '/api/auth/user', undefined, token);
  expect(me.status).toBe(200);
  expect((me.json as { data: { sms_updates: boolean } }).data.sms_updates).toBe(flipped);
});

test('/__mock/outbox and /__mock/state answer JSON through the worker', async ({ page }) => {
  await callJson(page, 'POST', '/api/auth/password-reset', { email: 'member@demo.test' });
  const outbox = await callJson(page, 'GET', '/__mock/outbox');
  expect(outbox.status).toBe(200);
  expect(outbox.type).toContain('application/json');
  const messages = (outbox.json as { data: Array<{ to: string; id: number }> }).data;
  expect(messages[0]?.to).toBe('member@demo.test');

  const state = await callJson(page, 'GET', '/__mock/state');
  expect(state.json).toMatchObject({ data: { scenario: 'default', seed: 1 } });
});
