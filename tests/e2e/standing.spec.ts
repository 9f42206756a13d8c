// No offer that ends in a refusal (issue 10 item 4): the arrears member is not offered the certificate of good
// standing and reads why; the certificate's address opened anyway says why with no Try again and no greyed
// Download; a refusal from the server (another member's certificate) has no Try again either; the side menu's
// Certificate is the real certificate (spec 1 §6: the membership certificate of the Released application with
// a member number, else the certificate of good standing).
import { expect, test } from '@playwright/test';
import { signIn, startFresh } from './support';

const certificateOf = (memberNo: string) => `/dashboard/goodStanding/${encodeURIComponent(Buffer.from(memberNo).toString('base64'))}`;

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('arrears@ is offered no certificate of good standing, reads why, and its address says why without a retry', async ({ page }) => {
  await signIn(page, 'arrears@demo.test');
  const tile = page.getByTestId('tile-good-standing');
  await expect(tile).toContainText('In arrears');
  await expect(tile.getByRole('listitem')).toHaveText([
    'Subscriptions not fully paid: 2025, 2026',
    'Outstanding balance of KES 23,200.00',
    'CPD points 14 of the required 30 for 2024-2026',
  ]);
  await expect(page.getByTestId('certificate-why')).toHaveText('A certificate of good standing can be issued once these are settled.');
  await expect(page.getByTestId('tile-cpd')).toContainText('CPD points (2024-2026)');

  // Its Released application's membership certificate, never the certificate of good standing.
  await expect(page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Certificate' })).toHaveAttribute(
    'href',
    /^\/application\/certificate\//,
  );
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /good standing/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(certificateOf('M1002'));
  await expect(page.getByRole('heading', { name: 'Certificate of good standing' })).toBeVisible();
  await expect(page.getByText('A certificate of good standing can be issued once these are settled.')).toBeVisible();
  await expect(page.getByTestId('good-standing-reasons').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a refusal from the server (member@ asks for another member's certificate) shows its reason with no Try again and no Download", async ({
  page,
}) => {
  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('tile-good-standing')).toContainText('In Good Standing');
  await page.goto(certificateOf('M1002'));
  await expect(page.getByRole('alert').filter({ hasText: 'Not found.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
});

test("member@'s side menu Certificate opens the membership certificate; the Account menu the certificate of good standing, with the dashboard's CPD window", async ({
  page,
}) => {
  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('tile-cpd')).toContainText('CPD points (2024-2026)');
  await expect(page.getByTestId('cpd-points')).toHaveText('42');
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Certificate' }).click();
  await expect(page).toHaveURL(/\/application\/certificate\/APP000001$/);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: /good standing/i })
    .click();
  await expect(page).toHaveURL(new RegExp(`${certificateOf('M1001').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
});
