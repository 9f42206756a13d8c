// A dialog's code comes when it first opens (src/ui/modal.tsx, docs/decisions/064): a chunk that cannot be fetched
// (the connection dropped) says so in place of the dialog, the page stays as it was, and the next opening fetches
// the chunk again.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './audit';
import { openDevPanel, startFresh } from './support';

test('a dialog whose code cannot be fetched says so, keeps the page, and opens at the next try', async ({ page }) => {
  let refuse = true;
  await page.route(/\/assets\/modal-dialog-[\w-]+\.js$/, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
  await startFresh(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page
    .getByTestId('mock-badge')
    .getByRole('button', { name: /Mock mode/ })
    .click();
  const opener = page.getByRole('button', { name: 'Dev panel' });
  await opener.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toHaveText(/This could not open: the connection to the portal dropped/);
  await expect(alert.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expectNoAxeViolations(page, 'a dialog that could not open');
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  refuse = false;
  const panel = await openDevPanel(page);
  await expect(panel).toBeVisible();
});
