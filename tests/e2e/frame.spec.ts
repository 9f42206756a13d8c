// The frame every page shares and the small things a newcomer notices (issue 10, items 5–7): a skip link first,
// focus on the next thing to do after a dialog or a form, toasts that never cover the site's name and go when the
// failed step runs again, an icon, names instead of codes, no link that goes nowhere, pages that say what is
// coming instead of "Nothing here". (axe, width and the mock badge on every page: every-screen.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { callJson, signIn, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
  for (const path of ['/', '/categories']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loaded: the main content has its controls to move on to.
    await expect(page.locator('main').getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next Tab goes on inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  }
  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('registration-no')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('registration-no')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

/** Focus is on the page's form (on the region around it, or in it), inside the main content. */
async function expectFocusAtForm(page: Page) {
  const atForm = () =>
    page.evaluate(() => {
      const form = document.querySelector('main form');
      const active = document.activeElement;
      return (
        !!form &&
        !!active &&
        active !== document.body &&
        (active.contains(form) || form.contains(active)) &&
        !!document.querySelector('main')?.contains(active)
      );
    });
  await expect.poll(atForm).toBe(true);
}

test("after the disclaimer's Agree, focus is on the form: the next Tab reaches its first field", async ({ page }) => {
  await page.getByRole('link', { name: 'Activate Account' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Activation disclaimer' });
  await disclaimer.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(disclaimer).toBeHidden();
  await expectFocusAtForm(page);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Membership number')).toBeFocused();
});

test("after a form sends the user on, focus is on the next page's main content: the next Tab reaches its first control", async ({
  page,
}) => {
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('registration-no')).toBeVisible();
  await expect(page.locator('main#main-content')).toBeFocused();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('main#main-content')).toBeFocused();
  // Back on the login page, the next thing to do is the e-mail.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
});

test('a link from the header moves focus into the new page, not back to the header', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Member Checker' }).click();
  await expect(page.getByRole('heading', { name: 'Member Checker' })).toBeVisible();
  await expect(page.locator('main#main-content')).toBeFocused();
});

test("the failed search's toast goes once the member is found, and no toast covers the site's name", async ({ page }) => {
  const hints = await callJson<{ data: { unclaimedMembers: Array<{ MemberNo: string; FirstName: string }> } }>(
    page,
    'GET',
    '/__mock/hints',
  );
  const member = hints.json.data.unclaimedMembers[0]!;
  await page.getByRole('link', { name: 'Activate Account' }).click();
  await page.getByRole('dialog', { name: 'Activation disclaimer' }).getByRole('button', { name: 'Agree', exact: true }).click();
  await page.getByLabel('Membership number').fill('NO-SUCH-1');
  await page.getByRole('button', { name: 'Search' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'No member was found' });
  await expect(toast).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const name = (await page.getByTestId('company-name').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, `at ${width} px the toast starts below the site's name`).toBeGreaterThanOrEqual(name.y + name.height);
  }

  await page.getByLabel('Membership number').fill(member.MemberNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('First name')).toHaveValue(member.FirstName);
  // Well within the toast's 5 s: it went because the search ran again, not because its time was up.
  await expect(toast).toHaveCount(0, { timeout: 1_000 });
});

test("issue 23 item 7: at 1280 and 390 px a toast covers neither the impersonation banner nor the top bar's toolbar (bounding boxes)", async ({
  page,
}) => {
  await signIn(page, 'superadmin@demo.test');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/user-settings');
  await page.getByLabel('Search users by name or e-mail').fill('member@demo.test');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'member@demo.test' });
  await row.getByRole('button', { name: 'Log in as member@demo.test' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = page.getByTestId('toast').filter({ hasText: 'Logged in as user successfully' });
  await expect(toast).toBeVisible();
  const banner = page.getByTestId('acting-as-banner');
  const toolbar = page.getByRole('button', { name: 'Statement Report' });
  await expect(banner).toBeVisible();
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await toast.boundingBox())!;
    for (const [what, covered] of [
      ['the impersonation banner', banner],
      ['the top bar toolbar', toolbar],
      ["the site's name", page.getByTestId('company-name')],
    ] as const) {
      const other = (await covered.boundingBox())!;
      expect(overlap(box, other), `at ${width} px the toast covers ${what}`).toBe(false);
    }
  }
});

test('the portal has an icon: no request for it fails', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect(await page.locator('link[rel=icon]').count()).toBeGreaterThan(0);
  expect(failed).toEqual([]);
});

test("registration shows the category's name, and the terms' privacy notice is text, not a link to nowhere", async ({ page }) => {
  await page.goto('/signup/Individual/GRADUATE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requirements: Graduate Engineer');
  await page.getByLabel('I have read and accept the terms and conditions').click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByText('privacy notice')).toBeVisible();
  await expect(terms.getByRole('link', { name: 'privacy notice' })).toHaveCount(0);
  await expect(terms.getByRole('link', { name: 'Code of Conduct' })).toHaveAttribute('target', '_blank');
  await terms.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register: Graduate Engineer');
});

test('Member Checker and My Projects open for anyone; neither ends on "Nothing here"', async ({ page, context }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Member Checker' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Name or member number' })).toBeVisible();
  await expect(page.getByText('Nothing here')).toHaveCount(0);
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('registration-no')).toBeVisible();
  // Signed in, the header's Member Checker still opens the page.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Member Checker' }).click();
  await expect(page.getByRole('heading', { name: 'Member Checker' })).toBeVisible();

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  const [projects] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Open the projects site/ }).click()]);
  await expect(projects.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(projects.getByText('Demo page (mock mode)')).toBeVisible();
  await expect(projects.getByText('Nothing here')).toHaveCount(0);
});

// Mock mode's own pages are routed from the first frame: the payment hand-off lands on the gateway with a full page
// load, and said "Nothing here" for half a second while the fake backend started (their calls wait for it).
for (const [path, heading] of [
  ['/__mock/outbox', 'Outbox (mock mode)'],
  ['/__mock/gateway?batch=PB-0', 'Pay with card or M-Pesa'],
  ['/__mock/projects', 'My Projects'],
  ['/__mock/events', 'Events'],
] as const) {
  test(`${path} opened directly shows its page from the first frame, never "Nothing here"`, async ({ page }) => {
    // Every main heading the page ever shows, from its first parse.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)).toEqual([heading]);
  });
}
