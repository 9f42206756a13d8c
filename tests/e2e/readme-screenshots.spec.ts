// The README's pictures: member@demo.test's dashboard at 1280 px and on a 390 px phone, taken from the running
// portal (mock mode) with the mock-mode control hidden, so the README always shows today's screens.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, settle } from './audit';
import { HIDE_MOCK_BADGE, signIn, startFresh } from './support';

for (const [name, viewport] of [
  ['dashboard-1280', DESKTOP],
  ['dashboard-390', PHONE],
] as const) {
  test(`README screenshot ${name}.png`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startFresh(page);
    await signIn(page, 'member@demo.test');
    await expect(page.getByTestId('tile-good-standing')).toContainText('In Good Standing');
    await settle(page);
    // Tabbing and hover leave no marks on the picture.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({
      path: `docs/screenshots/${name}.png`,
      fullPage: viewport === PHONE,
      style: HIDE_MOCK_BADGE,
      animations: 'disabled',
    });
  });
}
