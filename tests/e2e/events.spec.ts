// Issue 15 item 6 (Events) in Chromium: member@'s Upcoming Events as a grid (the default) and as a list, the choice
// kept across a reload; type colours, CPD badges, webinar markers; Book Now opens the events site's booking page
// (the demo page in mock mode) in a new tab. Booked Events: the columns, the status chip colours, View only while
// active, Receipt when paid, Invoice when billed. arrears@ has no bookings. Axe and 390 px on each view.
import { expect, test, type Page } from '@playwright/test';
import { auditAtBothWidths, auditScreen, settle } from './audit';
import { signIn, startFresh } from './support';

async function openEvents(page: Page) {
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
}
const booked = (page: Page) => page.getByRole('table', { name: 'Booked events' });
const bookingRow = (page: Page, no: string) => booked(page).getByRole('row').filter({ hasText: no });

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('member@: Upcoming as a grid, then a list kept across a reload; marks and colours; Book Now opens the events site in a new tab', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'member@demo.test');
  await openEvents(page);
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByTestId('events-grid');
  await expect(grid).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  const cards = grid.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  // From today on only: the conference of 2026-10-02 is past.
  await expect(grid).not.toContainText('Annual Engineering Conference');
  const course = cards.filter({ hasText: 'Special Session: Geothermal Projects' });
  // Names, not codes (issue 34): SPECIALS reads "Special session"; one Webinar badge on a webinar.
  await expect(course.getByTestId('event-type')).toHaveText('Special session');
  await expect(course.getByTestId('event-type')).toHaveAttribute('data-colour', 'rose');
  await expect(course.getByTestId('cpd-badge')).toHaveText('8 CPD');
  await expect(course.getByTestId('webinar-marker')).toHaveCount(0);
  const webinar = cards.filter({ hasText: 'Webinar: Solar Mini-grid Design 2027' });
  await expect(webinar.getByTestId('event-type')).toHaveText('Webinar');
  await expect(webinar.getByTestId('event-type')).toHaveAttribute('data-colour', 'violet');
  await expect(webinar.getByText('Webinar', { exact: true })).toHaveCount(1);
  await expect(grid).not.toContainText(/\b(INHOUSES|SPECIALS|WORKSHOPS|SEMINARS|CONFERENCE|COURSES|WEBINAR)\b/);
  await settle(page);
  await auditScreen(page, '/events (Upcoming, grid)');

  // Book Now: the events site's booking page of that event, in a new tab.
  const bookNow = course.getByRole('link', { name: /^Book Now/ });
  await expect(bookNow).toHaveAttribute('target', '_blank');
  await expect(bookNow).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([context.waitForEvent('page'), bookNow.click()]);
  await expect(tab).toHaveURL(/\/__mock\/events\/booking-view\/EVT000009$/);
  await expect(tab.getByRole('heading', { name: 'Event EVT000009' })).toBeVisible();
  await tab.close();

  await page.getByRole('button', { name: 'List' }).click();
  const list = page.getByTestId('events-list');
  await expect(list).toBeVisible();
  await expect(grid).toHaveCount(0);
  await expect(
    list
      .getByRole('row')
      .filter({ hasText: 'Special Session: Geothermal Projects' })
      .getByRole('link', { name: /^Book Now/ }),
  ).toBeVisible();
  await settle(page);
  await auditScreen(page, '/events (Upcoming, list)');

  await page.reload();
  await expect(page.getByTestId('events-list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Grid' }).click();
  await page.reload();
  await expect(page.getByTestId('events-grid')).toBeVisible();
});

test("member@'s Booked Events: columns, chip colours, View only while active, Receipt when paid, Invoice when billed", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'member@demo.test');
  await openEvents(page);
  await page.getByRole('tab', { name: 'Booked Events' }).click();
  await expect(booked(page).getByRole('columnheader')).toHaveText(['No', 'Event', 'Location', 'Paid', 'Status', 'Actions']);

  const closed = bookingRow(page, 'BKG000001');
  await expect(closed.getByTestId('booking-status')).toHaveAttribute('data-colour', 'red');
  await expect(closed.getByRole('link')).toHaveText([/^Receipt/, /^Invoice/]);
  const open = bookingRow(page, 'BKG000002');
  await expect(open.getByTestId('booking-status')).toHaveAttribute('data-colour', 'green');
  await expect(open.getByRole('link')).toHaveText([/^View/, /^Receipt/, /^Invoice/]);
  const cancelled = bookingRow(page, 'BKG000003');
  await expect(cancelled.getByTestId('booking-status')).toHaveAttribute('data-colour', 'purple');
  await expect(cancelled.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  await expect(cancelled.getByRole('link')).toHaveText([/^Invoice/]);
  await settle(page);
  await auditScreen(page, '/events (Booked)');

  const view = open.getByRole('link', { name: /^View/ });
  await expect(view).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
  await expect(tab).toHaveURL(/\/__mock\/events\/booking-view\/EVT000006$/);
  await tab.close();

  await open.getByRole('link', { name: /^Receipt/ }).click();
  await expect(page).toHaveURL(/\/billing\/receipt\/RCT000009$/);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Booked Events' }).click();
  await bookingRow(page, 'BKG000001')
    .getByRole('link', { name: /^Invoice/ })
    .click();
  await expect(page).toHaveURL(/\/billing\/invoice\/INV000008$/);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  // A booking's invoice is paid from the events site, not here: no Pay Now.
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
});

test('arrears@ has no bookings; every events view fits the window at 1280 and 390 px with zero axe violations', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'arrears@demo.test');
  await expect(page.getByTestId('member-top-bar')).toBeVisible();
  await page.goto('/events');
  await expect(page.getByTestId('events-grid')).toBeVisible();
  await auditAtBothWidths(page, '/events grid');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByTestId('events-list')).toBeVisible();
  await auditAtBothWidths(page, '/events list');
  await page.getByRole('tab', { name: 'Booked Events' }).click();
  await expect(booked(page).getByText('You have not booked any events.')).toBeVisible();
  await auditAtBothWidths(page, '/events booked');
});
