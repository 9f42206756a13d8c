// Admin Settings in Chromium (issue 12 item 2): the super administrator sees an unreadable primary colour flagged
// in the live preview and refused, picks a readable one and closes registration; after the save the portal is
// repainted at once, and a visitor in a fresh page sees both. Keyboard only: the colour text box, the switch and
// Save are reached and worked with keys. No axe violation, at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { SETTINGS_ADDRESS_MESSAGE } from '#contract/site.ts';
import { expectNoAxeViolations, settle } from './audit';
import { logout, openMenuLink, signIn, startFresh } from './support';

async function openSettings(page: Page) {
  await startFresh(page);
  await signIn(page, 'superadmin@demo.test');
  await page.waitForURL((u) => u.pathname !== '/');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Admin Settings' })).toBeVisible();
}

const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test('the super administrator changes the primary colour and closes registration; a visitor sees both', async ({ page }) => {
  await openSettings(page);
  const primary = page.getByLabel('Primary', { exact: true });
  // Keyboard only: type an unreadable yellow; the preview flags it at once, Save refuses it.
  await primary.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#ffcc00');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Primary: Too little contrast with white: 1.5:1, needs 4.5:1.')).toBeVisible();
  await expect(page.getByTestId('theme-preview').getByText('Member portal')).toHaveCSS('background-color', 'rgb(255, 204, 0)');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('field-error').filter({ hasText: 'Too little contrast with white: 1.5:1, needs 4.5:1.' })).toBeVisible();
  await expect(page.getByText('Setting Saved Successfully')).toHaveCount(0);

  // A readable dark red, and registration switched off with the keyboard.
  await primary.fill('#8b1e3f');
  await expect(preview.getByText('Every colour is readable where the portal uses it.')).toBeVisible();
  const registration = page.getByRole('switch', { name: 'Registration open' });
  await registration.focus();
  await page.keyboard.press('Space');
  await expect(registration).not.toBeChecked();
  await page.getByRole('button', { name: 'Save settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Setting Saved Successfully')).toBeVisible();
  // Issue 34: the confirmation sits beside Save settings (it was 2,300 px above it), in a live region.
  const save = (await page.getByRole('button', { name: 'Save settings' }).boundingBox())!;
  const saved = (await page.getByText('Setting Saved Successfully').boundingBox())!;
  expect(Math.abs(saved.y - (save.y + save.height))).toBeLessThan(80);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Setting Saved Successfully' })).toHaveCount(1);
  // Repainted at once for the admin.
  await expect.poll(() => primaryOf(page)).toBe('#8b1e3f');

  await logout(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('background-color', 'rgb(139, 30, 63)');
  await expect(page.getByRole('link', { name: 'Register As Member' })).toHaveCount(0);
  await expect(page.getByText('Registration of new applicants is closed at the moment.')).toBeVisible();
});

test('the colour picker and its text box hold one value, and both work with the keyboard alone', async ({ page }) => {
  await openSettings(page);
  const picker = page.getByLabel('Primary: colour picker');
  const primary = page.getByLabel('Primary', { exact: true });
  await picker.fill('#1d4ed8');
  await expect(primary).toHaveValue('#1d4ed8');
  await expect(page.getByTestId('theme-preview').getByText('Member portal')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await picker.focus();
  await page.keyboard.press('Tab');
  await expect(primary).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#7a1f5c');
  await expect(picker).toHaveValue('#7a1f5c');
  await expect(page.getByTestId('theme-preview').getByText('Member portal')).toHaveCSS('background-color', 'rgb(122, 31, 92)');
});

test('decisions §E: with the County field off, the bio asks for no county and offers every town of Kenya', async ({ page }) => {
  await openSettings(page);
  const county = page.getByRole('switch', { name: 'County field' });
  await expect(county).toBeChecked();
  await expect(page.getByText('Off: no form asks for a county')).toBeVisible();
  await county.click();
  await expect(county).not.toBeChecked();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Setting Saved Successfully')).toBeVisible();

  await logout(page);
  await signIn(page, 'pending@demo.test');
  await page.waitForURL((u) => u.pathname !== '/');
  await openMenuLink(page, 'Profile');
  const bio = page.getByRole('region', { name: 'Bio' });
  await expect(bio.getByLabel('First Name')).not.toHaveValue('');
  await expect(bio.getByRole('button', { name: 'County' })).toHaveCount(0);
  await bio.getByRole('button', { name: 'Town' }).click();
  // Towns of two far-apart counties in one list.
  await expect(page.getByRole('option', { name: 'Mombasa', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Kisumu', exact: true })).toBeAttached();
});

test('a caption is editable only while its switch is on', async ({ page }) => {
  await openSettings(page);
  const caption = page.getByLabel('Referee disclaimer caption');
  await expect(caption).toBeEnabled();
  await page.getByRole('switch', { name: 'Referee disclaimer' }).click();
  await expect(caption).toBeDisabled();
  await page.getByRole('switch', { name: 'Certificate of good standing' }).click();
  await expect(page.getByLabel('Certificate of good standing caption')).toBeDisabled();
  await page.getByRole('switch', { name: 'Referee disclaimer' }).click();
  await expect(caption).toBeEnabled();
});

test('issue 35 item 5: an http: projects address is refused under its field and kept; an https one is saved', async ({ page }) => {
  await openSettings(page);
  const address = page.getByLabel('Projects site address (My Projects)');
  await address.fill('http://projects.ics.example');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(SETTINGS_ADDRESS_MESSAGE)).toBeVisible();
  await expect(address).toHaveValue('http://projects.ics.example');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill('https://projects.ics.example/');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Setting Saved Successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Projects site address (My Projects)')).toHaveValue('https://projects.ics.example/');
});

for (const size of [390, 1280]) {
  test(`no axe violation on Admin Settings (${size})`, async ({ page }) => {
    await page.setViewportSize({ width: size, height: 900 });
    await openSettings(page);
    await settle(page);
    await expectNoAxeViolations(page, `/admin/settings (${size})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size);
  });
}
