// Helpers of the browser tests: reset the fake backend, read its outbox, sign in through the login form.
import { expect, type Page } from '@playwright/test';
import type { OutboxMessage } from '#contract/mock-controls';

export const PASSWORD = 'Passw0rd!';

/** A JSON call from the page itself, so it goes through the MSW service worker (with a bearer token when given). */
export async function callJson<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as never };
    },
    { method, path, body, token },
  );
}

/**
 * A throw-away Individual GRADUATE account registered through the fake backend (a test's set-up, not its subject):
 * its answer and the address of its OTP page.
 */
export async function registerAccount(page: Page, email: string, phone: string, idNumber = '31234999') {
  const registered = await callJson<{ data: { id: number; phone_no: string } }>(page, 'POST', '/api/auth/register', {
    email,
    phone,
    id_number: idNumber,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    category: 'GRADUATE',
    type: 'Individual',
  });
  expect(registered.status).toBe(200);
  const id = await page.evaluate((data) => btoa(JSON.stringify(data)), registered.json.data);
  return { account: registered.json.data, otpPath: `/otp/${encodeURIComponent(id)}` };
}

/** Opens the portal on a freshly seeded scenario, signed out. */
export async function startFresh(page: Page, scenario = 'default'): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  const reset = await callJson(page, 'POST', '/__mock/reset', { scenario, seed: 1 });
  expect(reset.status).toBe(200);
  await page.evaluate(() => localStorage.clear());
  // The scenario rides in the address: the cleared storage no longer remembers it.
  await page.goto(`/?scenario=${scenario}`);
  await expect(page.getByTestId('mock-badge')).toContainText(`scenario ${scenario}`);
}

export type { OutboxMessage } from '#contract/mock-controls';

/** The newest message to `to` (that `matches`, when given), waiting for it to arrive. */
export async function lastMessageTo(page: Page, to: string, matches: (m: OutboxMessage) => boolean = () => true): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const outbox = await callJson<{ data: OutboxMessage[] }>(page, 'GET', '/__mock/outbox');
      found = outbox.json.data.find((m) => m.to === to && matches(m));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Follows a link of the member menu by its exact name, as a user does: on a phone, behind the menu button. */
export async function openMenuLink(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open the menu' });
  const link = page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name, exact: true });
  // The member frame first: until it is drawn, neither the phone's menu button nor the side menu is there.
  await expect(toggle.or(link).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await link.click();
}

export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/**
 * The CSS that keeps the mock-mode control out of a screenshot (README pictures show the portal, not the demo's
 * own control): `page.screenshot({ path, style: HIDE_MOCK_BADGE })`. Hidden, not removed, so nothing moves.
 */
export const HIDE_MOCK_BADGE = '[data-testid="mock-badge"] { visibility: hidden !important; }';

/**
 * Adds a stylesheet to the page as a constructed sheet: the production CSP (decision 018) refuses an inline
 * `<style>` such as `page.addStyleTag` writes, as it should, while the CSSOM is the page's own.
 */
export async function addStyle(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/** Text of the page whose box meets the mock badge's box (empty when the badge covers nothing). */
export async function textUnderMockBadge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badge = document.querySelector('[data-testid="mock-badge"]');
    if (!badge) throw new Error('No mock badge on the page.');
    const b = badge.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 1 && r.height > 1 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner || badge.contains(owner)) continue;
      if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Visually hidden text (sr-only) is a 1 px clipped box: `meets` ignores it.
      if ([...range.getClientRects()].some(meets)) found.push(text);
    }
    return found;
  });
}

/** Opens the dev panel from the Mock mode control in the footer; resolves with the panel once it shows. */
export async function openDevPanel(page: Page) {
  await page
    .getByTestId('mock-badge')
    .getByRole('button', { name: /Mock mode/ })
    .click();
  await page.getByRole('button', { name: 'Dev panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Dev panel' });
  await expect(panel.getByRole('button', { name: '+1 day' })).toBeVisible();
  return panel;
}
