// Issue 15 item 7: no item of member@'s side menu leads to the placeholder of an unbuilt page. Internal items open
// a page of their own; My Projects (spec §B 'Links out') opens the projects site in a new tab.
import { expect, test } from '@playwright/test';
import { signIn, startFresh } from './support';

const PLACEHOLDER = 'This part of the member area is being built.';

test('member@: every menu item opens a real page, none the placeholder', async ({ page, context }) => {
  test.setTimeout(120_000);
  await startFresh(page);
  await signIn(page, 'member@demo.test');
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const items = await menu.getByRole('link').evaluateAll((links) =>
    links.map((a) => ({
      label: a.textContent?.trim() ?? '',
      href: a.getAttribute('href') ?? '',
      external: a.getAttribute('target') === '_blank',
    })),
  );
  expect(items.length).toBeGreaterThanOrEqual(10);
  for (const [index, item] of items.entries()) {
    if (item.external) {
      const [tab] = await Promise.all([context.waitForEvent('page'), menu.getByRole('link').nth(index).click()]);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByText('Nothing here')).toHaveCount(0);
      await tab.close();
      continue;
    }
    await menu.getByRole('link').nth(index).click();
    await expect(page).toHaveURL(new RegExp(`${item.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(PLACEHOLDER), `${item.label} (${item.href})`).toHaveCount(0);
  }
});
