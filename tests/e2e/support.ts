// Helpers of the browser tests: start on a fresh world, read the outbox, sign in (through the form, or through the
// API for tests not about signing in), move inside the app as a link does.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { OutboxMessage } from '#contract/mock-controls.ts';
import type { Session } from '#contract';
import { createSessionStore, SESSION_STORE_KEYS } from '#machines/session/session-store.ts';
import { personas } from '#mocks/scenarios/personas.ts';

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
      // An answer without a body (seen while a revocation sent with keepalive is still under way) reads as null.
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as never };
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

/**
 * Registers a Graduate Engineer as a visitor does, by the pages: the category card, the terms, the form, the
 * disclaimer; it ends on the OTP page.
 */
export async function registerThroughForm(page: Page, email: string, phone: string, idNumber: string): Promise<void> {
  await page.goto('/categories');
  const card = page.getByTestId('category-card').filter({ has: page.getByRole('heading', { name: 'Graduate Engineer', exact: true }) });
  await card.getByRole('link', { name: /Select/ }).click();
  await page.getByLabel('I have read and accept the terms and conditions').click();
  await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('ID number').fill(idNumber);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: 'Application disclaimer' }).getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/otp\//);
}

/** Contexts a helper has opened the portal in: their world exists, so a fresh start must reset it. */
const opened = new WeakSet<BrowserContext>();

/**
 * Opens the portal on a freshly seeded scenario, signed out. In a context that has never opened the portal (no
 * stored world, no session) that is one page load: the first load seeds the scenario the address asks with seed 1
 * (mocks/world-host/world-host.ts `startHost`), the world `/__mock/reset {scenario, seed: 1}` gives
 * (fresh-world.spec.ts compares the two). Elsewhere the world is reset and the page loaded again.
 */
export async function startFresh(page: Page, scenario = 'default'): Promise<void> {
  const context = page.context();
  const untouched = !opened.has(context) && page.url() === 'about:blank' && context.pages().length === 1;
  opened.add(context);
  if (!untouched) {
    await page.goto('/');
    await expect(page.getByTestId('mock-badge')).toBeVisible();
    const reset = await callJson(page, 'POST', '/__mock/reset', { scenario, seed: 1 });
    expect(reset.status).toBe(200);
    await page.evaluate(() => localStorage.clear());
  }
  // The scenario rides in the address: a fresh (or cleared) storage does not remember it.
  await page.goto(`/?scenario=${scenario}`);
  // Seeding `busy` in the page takes several seconds (more on a loaded machine) before the badge shows.
  await expect(page.getByTestId('mock-badge')).toContainText(`scenario ${scenario}`, { timeout: 30_000 });
}

/** What the session store writes for `session`: its own serializer, run on a storage of one key. */
function storedSession(session: Session): string {
  const memory = new Map<string, string>();
  const store = createSessionStore(() => ({
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }));
  // An hour: longer than any test, and the app restores only a session whose expiry lies ahead.
  store.save({ ...session, expiresAt: Date.now() + 3_600_000 });
  return memory.get(SESSION_STORE_KEYS.session)!;
}

/** The demo personas the dev panel's "Sign in as" lists (src/app/boot.tsx hands it the same list). */
const PANEL_PERSONAS = new Set(personas.map((p) => p.email));

/**
 * Signs in without the form, for tests that are not about signing in (the portal must be open). A demo persona
 * signs in through the dev panel's "Sign in as" (a product feature of mock mode: the API's login handed to the
 * app's session, no page load), lands on their home as after the form, and `path` is then reached as a link
 * reaches it. Another account (a test's own) is signed in by the API's login called from the page, the answer
 * stored as the session store stores it, then `path` opened by one page load (`/` sends the user to their home).
 * Session 21: the page load this skips cost ~1.3 s solo.
 */
export async function signIn(page: Page, email: string, path = '/', password = PASSWORD): Promise<void> {
  if (PANEL_PERSONAS.has(email) && password === PASSWORD) {
    const panel = await openDevPanel(page);
    await panel.getByRole('button', { name: new RegExp(`^${email.replaceAll('.', '\\.')}`) }).click();
    // The panel closes once the session holds the answer, as it moves to the persona's home (persona-section.tsx).
    await expect(panel).toBeHidden();
    if (path !== '/') await visit(page, path);
    return;
  }
  const answer = await callJson<{ data: Session }>(page, 'POST', '/api/auth/login', { email, password });
  expect(answer.status, `signing ${email} in through the API`).toBe(200);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORE_KEYS.session,
    storedSession(answer.json.data),
  ] as const);
  await page.goto(path);
  // The portal has booted again; on a loaded machine that alone can pass 10 s.
  await expect(page.getByTestId('mock-badge')).toBeVisible({ timeout: 30_000 });
}

/**
 * Moves to `path` inside the running app as a link does, without a page load: wouter's links call
 * `history.pushState`, which wouter patches to hear (node_modules/wouter/src/use-browser-location.js; it also
 * hears popstate, the browser's Back). For tests about a screen; an address typed (parsed at boot) needs `goto`.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

export type { OutboxMessage } from '#contract/mock-controls.ts';

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

/** The id of the newest message in the outbox (0 when empty): a later message's id is larger. */
export async function lastOutboxId(page: Page): Promise<number> {
  const outbox = await callJson<{ data: OutboxMessage[] }>(page, 'GET', '/__mock/outbox');
  return outbox.json.data.reduce((max, m) => Math.max(max, m.id), 0);
}

/**
 * Submits the application from the Applications page as its applicant would: Submit, I agree, the code the new
 * message to `email` carries (typed at once, or key by key as a person types it), Verify. Answers the application's
 * code, read from the document page it opens.
 */
export async function submitApplication(page: Page, email: string, typing: 'fill' | 'keys' = 'fill'): Promise<string> {
  const after = await lastOutboxId(page);
  await page.getByRole('button', { name: /^(re-)?Submit$/ }).click();
  await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'I agree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your submission' });
  await expect(dialog.getByText('A new code has been sent.')).toBeVisible();
  const code = (await lastMessageTo(page, email, (m) => m.codes.length > 0 && m.id > after)).codes[0]!;
  const field = dialog.getByLabel('Verification code');
  await (typing === 'keys' ? field.pressSequentially(code) : field.fill(code));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/application\/document\//);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
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

/**
 * Text of the page that the mock badge hides: its box meets the badge's box, and the badge is painted over it there
 * (a dialog or popover opened over the header's badge hides the badge, not its own text). Empty when the badge
 * covers nothing.
 */
export async function textUnderMockBadge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badge = document.querySelector('[data-testid="mock-badge"]');
    if (!badge) throw new Error('No mock badge on the page.');
    const b = badge.getBoundingClientRect();
    // Text scrolled out of a scrolling box (a long dialog's body on a phone) shows nowhere there: nothing hides it.
    const clippedAway = (x: number, y: number, owner: Element) => {
      for (let box = owner.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = box.getBoundingClientRect();
        if (x < c.left || x >= c.right || y < c.top || y >= c.bottom) return true;
      }
      return false;
    };
    const paintedOver = (r: DOMRect, owner: Element) => {
      const x = (Math.max(r.left, b.left) + Math.min(r.right, b.right)) / 2;
      const y = (Math.max(r.top, b.top) + Math.min(r.bottom, b.bottom)) / 2;
      if (clippedAway(x, y, owner)) return false;
      // Outside the window there is no paint order to ask: a box that meets the badge's counts.
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
      const stack = document.elementsFromPoint(x, y);
      const badgeAt = stack.findIndex((e) => badge.contains(e));
      const textAt = stack.indexOf(owner);
      return badgeAt !== -1 && (textAt === -1 || badgeAt < textAt);
    };
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
      if ([...range.getClientRects()].some((r) => meets(r) && paintedOver(r, owner))) found.push(text);
    }
    return found;
  });
}

/** Opens the dev panel from the Mock mode control in the header; resolves with the panel once it shows. */
export async function openDevPanel(page: Page) {
  // The screen has drawn what it loads first. When the control sat in the footer, a growing screen moved it under
  // the click (session 20); in the header its box is held from the first frame, and the wait, free once the
  // screen has loaded, stays as a person would wait for the page.
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await page
    .getByTestId('mock-badge')
    .getByRole('button', { name: /Mock mode/ })
    .click();
  await page.getByRole('button', { name: 'Dev panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Dev panel' });
  await expect(panel.getByRole('button', { name: '+1 day' })).toBeVisible();
  return panel;
}

/**
 * One simulated day on, through the dev panel, then the panel closed. The step is done once the panel says what it
 * moved, as a person reads it there (the panel starts without that line each time it opens): closed at once, a read
 * that followed could come before the step (live-world.spec read the day before, or an application still New, one
 * run in a few).
 */
export async function nextDay(page: Page) {
  const panel = await openDevPanel(page);
  await panel.getByRole('button', { name: '+1 day' }).click();
  await expect(panel.getByTestId('dev-panel-moved')).toContainText('What moved (+1 day)');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}
