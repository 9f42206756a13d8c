// Issue 22 item 3 against `portal serve`: the page shows the world a running `portal serve` holds
// (`?world=http://127.0.0.1:N`), and `portal clock advance` (the CLI, another process) moves it. pending@'s
// submitted and paid application is on screen at /application; after each simulated day the row follows the server
// (Open, In Review, Released) within 2 s, the page is never loaded again, and the bell announces the release.
// The server is `portal serve`'s backend and HTTP server started by serve-ready-world.ts (in a process of its own,
// with pending@'s checklist passed as set-up); the submission and payment go through the page (forwarded to it).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { hrefTo } from '#contract/routes.ts';
import { rowOf } from './checklist-walk';
import { servedReadyWorld } from './served-world';
import { login, submitApplication } from './support';

// One `portal serve` (beforeAll) for the file: its tests stay on one worker under `fullyParallel`.
test.describe.configure({ mode: 'default' });

const LIVE = { timeout: 2_000 };
const APPLICANT = 'pending@demo.test';
const run = promisify(execFile);

const COUNT_LOADS = () => {
  const loads = Number(sessionStorage.getItem('live.loads') ?? '0') + 1;
  sessionStorage.setItem('live.loads', String(loads));
};
const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('live.loads') ?? '0'));

/** `portal clock advance 1d` against the server, as a tester types it. */
async function clockAdvance(origin: string): Promise<string> {
  const { stdout } = await run('node', [TSX, 'cli/main.ts', 'clock', 'advance', '1d', '--base-url', origin]);
  return stdout;
}

const TSX = 'node_modules/tsx/dist/cli.mjs';
const server = servedReadyWorld();

/** What the list shows for a status. */
const labelOf = (status: string) => (['Committee Review', 'Verified', 'Board Review'].includes(status) ? 'In Review' : status);

test('a page on the world of portal serve follows `portal clock`: Open, In Review, Released, each within 2 s, and the bell announces it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`/?world=${server.origin}`);
  const badge = page.getByTestId('mock-badge');
  await expect(badge).toBeVisible();
  await badge.getByRole('button', { name: /Mock mode/ }).click();
  await expect(page.getByTestId('mock-world')).toHaveText(`world: portal serve at ${server.origin}`);
  await page.keyboard.press('Escape');
  // Remembered: the address without ?world= stays on the same world.
  await login(page, APPLICANT);
  await page.waitForURL((u) => u.pathname !== '/');
  await page.goto(hrefTo('application'));
  await expect(page.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();

  // Submit with the code from the outbox, then pay in the simulated gateway, all answered by portal serve.
  const appCode = await submitApplication(page, APPLICANT);
  await page.getByRole('button', { name: 'Back' }).click();
  const row = rowOf(page, appCode);
  await row.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/application\?payment=return/);
  await expect(row.getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await expect(row.first()).toContainText('New');

  // From here on the page is never loaded again: every change reaches it over /__mock/changes.
  await page.addInitScript(COUNT_LOADS);
  await page.evaluate(COUNT_LOADS);
  const seen: string[] = [];
  let status = 'New';
  for (let day = 0; day < 6 && !seen.includes('Released'); day++) {
    // The CLI prints what moved ("  APP000007: Open → Committee Review").
    const printed = await clockAdvance(server.origin);
    const moved = printed.split('\n').find((line) => line.trim().startsWith(`${appCode}:`));
    if (moved) status = moved.split('→')[1]!.trim();
    const label = labelOf(status);
    // The first of the application's rows holds its data (a narrow table puts its actions in a row below).
    await expect(row.first(), `day ${day + 1}: the server says ${status} (${printed.trim()})`).toContainText(label, LIVE);
    if (seen.at(-1) !== label) seen.push(label);
  }
  expect(seen).toEqual(['Open', 'In Review', 'Released']);
  await expect(row.getByRole('link', { name: /^Acceptance Letter/ })).toBeVisible(LIVE);
  const bell = page.getByRole('button', { name: /Alerts \([1-9]\d*\)/ });
  await expect(bell).toBeVisible(LIVE);
  await bell.click();
  await expect(page.getByText(`Application ${appCode}: Released`)).toBeVisible();
  expect(await loads(page)).toBe(1);
});

test('a world anywhere but this machine is refused, with a clear message', async ({ page }) => {
  await page.goto('/?world=http://example.com:8787');
  await expect(
    page.getByText(/refuses \?world=http:\/\/example\.com:8787: a remote world must be a `portal serve` on this machine/),
  ).toBeVisible();
  // ?world=browser goes back to this browser's own world.
  await page.goto('/?world=browser');
  await page
    .getByTestId('mock-badge')
    .getByRole('button', { name: /Mock mode/ })
    .click();
  await expect(page.getByTestId('mock-world')).toHaveText('world: this browser');
});
