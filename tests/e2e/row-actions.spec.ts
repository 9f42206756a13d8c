// Issue 23 item 4: every row action (a link or button in a table row) and every Status cell can be seen without
// scrolling sideways, at 1280 px and at 390 px, on every list route of the route table, as the persona who has
// rows there. Measured by bounding boxes: nothing lies past the window's right edge nor past the right edge of a
// box that clips it (a table's scroll region), and the document itself does not scroll sideways. Each persona
// signs in once; each screen is opened once and measured at both widths.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, settle } from './audit';
import { signIn, startFresh, visit } from './support';

interface ListScreen {
  path: string;
  /** The profile's tab that holds the list (each tab a sub-list). */
  tabs?: string[];
  /** A button to press first (Upcoming Events' List). */
  press?: string;
  /** Whether the persona must have rows there (a list the seed leaves empty for everybody is still measured). */
  rows?: boolean;
}

interface Problem {
  table: string;
  what: string;
  right: number;
  edge: number;
}

interface Measure {
  tables: Array<{ name: string; rows: number }>;
  problems: Problem[];
  documentWidth: number;
  windowWidth: number;
}

/** Every table on the screen: its rows, and each action or Status cell whose right edge is out of sight. */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const windowWidth = document.documentElement.clientWidth;
    /** The right edge beyond which an element is hidden: the window's, or that of a box around it that clips. */
    const visibleRight = (el: Element): number => {
      let edge = windowWidth;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') edge = Math.min(edge, box.getBoundingClientRect().right);
      }
      return edge;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const tables: Measure['tables'] = [];
    const problems: Problem[] = [];
    for (const table of document.querySelectorAll('main table')) {
      if (!shown(table) && !table.querySelector('tbody tr')) continue;
      const name = table.querySelector('caption')?.textContent?.trim() || table.getAttribute('aria-label') || '(table)';
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const status = headers.findIndex((h) => /^Status\b/.test(h));
      const rows = [...table.querySelectorAll('tbody tr')].filter((tr) => tr.querySelectorAll('td').length > 1);
      tables.push({ name, rows: rows.length });
      const check = (el: Element, what: string) => {
        if (!shown(el)) return;
        const right = el.getBoundingClientRect().right;
        const edge = visibleRight(el);
        if (right > edge + 0.5) problems.push({ table: name, what, right: Math.round(right), edge: Math.round(edge) });
      };
      for (const row of rows) {
        for (const action of row.querySelectorAll('a, button')) check(action, `"${action.textContent?.trim()}"`);
        const cell = status >= 0 ? row.querySelectorAll('td')[status] : undefined;
        if (cell) check(cell, `Status "${cell.textContent?.trim()}"`);
      }
    }
    return { tables, problems, documentWidth: document.documentElement.scrollWidth, windowWidth };
  });
}

async function checkBothWidths(page: Page, where: string, mustHaveRows: boolean): Promise<void> {
  for (const [size, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const m = await measure(page);
    if (mustHaveRows)
      expect
        .soft(
          m.tables.some((t) => t.rows > 0),
          `${where} at ${size}: a table with rows`,
        )
        .toBe(true);
    expect.soft(m.problems, `${where} at ${size}: row actions and Status out of sight`).toEqual([]);
    expect.soft(m.documentWidth, `${where} at ${size}: the page's width`).toBeLessThanOrEqual(m.windowWidth);
  }
  await page.setViewportSize(DESKTOP);
}

async function walk(page: Page, email: string | null, screens: ListScreen[]): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await startFresh(page);
  if (email) {
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/$/);
  }
  // Each list is reached as a link reaches it (no page load): the subject is the list, not the app's boot.
  for (const screen of screens) {
    await visit(page, screen.path);
    await settle(page);
    if (screen.press) {
      await page.getByRole('button', { name: screen.press, exact: true }).click();
      await settle(page);
    }
    if (!screen.tabs) {
      await checkBothWidths(page, `${email ?? 'visitor'} ${screen.path}`, screen.rows !== false);
      continue;
    }
    for (const tab of screen.tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await settle(page);
      await checkBothWidths(page, `${email} ${screen.path} › ${tab}`, screen.rows !== false);
    }
  }
}

test.describe('row actions you can see (issue 23 item 4)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('member@: applications, upgrades, subscriptions, payment history, licences, transactions, events, CPD, checklist, profile lists', async ({
    page,
  }) => {
    await walk(page, 'member@demo.test', [
      { path: '/dashboard' },
      { path: '/application' },
      { path: '/upgrade' },
      { path: '/subscription' },
      { path: '/payment-history' },
      { path: '/license' },
      { path: '/billing' },
      { path: '/events', press: 'List' },
      { path: '/events', tabs: ['Booked Events'] },
      { path: '/cpd' },
      { path: '/checklist/type/Application' },
      { path: '/upgrade/checklist/CE' },
      { path: '/profile', tabs: ['Contact', 'Specialization', 'Institutions', 'Work experience', 'Referees', 'Attachments'] },
    ]);
  });

  test('arrears@: pending payments, applications with letters, subscriptions and transactions', async ({ page }) => {
    await walk(page, 'arrears@demo.test', [
      { path: '/dashboard' },
      { path: '/application' },
      { path: '/subscription' },
      { path: '/billing' },
      { path: '/payment-history' },
    ]);
  });

  test('pending@: a New application and its referees', async ({ page }) => {
    await walk(page, 'pending@demo.test', [
      { path: '/application' },
      { path: '/profile', tabs: ['Contact', 'Referees'] },
      { path: '/profile', tabs: ['Institutions'], rows: false },
    ]);
  });

  test('firm@: the firm profile lists and licences', async ({ page }) => {
    await walk(page, 'firm@demo.test', [
      { path: '/license' },
      { path: '/profile', tabs: ['Shareholders', 'Directors', 'Facilities', 'Employees', 'Bankers', 'Services', 'Attachments'] },
    ]);
  });

  test('superadmin@: users and payment options', async ({ page }) => {
    await walk(page, 'superadmin@demo.test', [{ path: '/admin/user-settings' }, { path: '/admin/paygate-setup' }]);
  });

  test('on a phone each row is a card that names its values, and a wide table at 1280 px stays a table with its actions in its row (issue 34)', async ({
    page,
  }) => {
    await walk(page, 'member@demo.test', []);
    await visit(page, '/upgrade');
    await settle(page);
    const table = page.getByRole('table', { name: 'My Upgrades' });
    // Beside the menu the table keeps its columns and its rows whole (issue 34: tables stay tables from 1024 px).
    await expect(table).toHaveAttribute('data-layout', 'table');
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Acceptance letter of UPG000001' })).toBeInViewport();
    await page.setViewportSize(PHONE);
    await expect(table).toHaveAttribute('data-layout', 'cards');
    // The headers are read by a screen reader, not shown; each line of the card shows its own label.
    await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveClass(/sr-only/);
    const row = table.getByRole('row').filter({ hasText: 'UPG000001' });
    await expect(row.getByRole('cell').filter({ hasText: /^Status/ })).toHaveText(/^Status\s*Released$/);
    await expect(row.getByRole('link', { name: 'Upgrade Report of UPG000001' })).toBeInViewport();
    // Back to a desk's width, the table returns.
    await page.setViewportSize(DESKTOP);
    await expect(table).toHaveAttribute('data-layout', 'table');
  });

  test('a visitor: the Member Checker results', async ({ page }) => {
    await walk(page, null, [{ path: '/search?term=a&category=PE' }]);
  });
});
