// The first-time bio and firm-bio forms, the Bio tab and the name confirmation in Chromium (issue 11 items 1, 2, 7),
// each from a fresh scenario, with axe on every screen they add at phone and desktop widths.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectFitsWidth, expectNoAxeViolations, PHONE, settle } from './audit';
import { openMenuLink, signIn, startFresh } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Picks a choice of a Headless UI listbox by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Axe and no sideways scrolling at both widths. (Whether the fixed mock badge covers text is the frame's check, in
 * every-screen.spec.ts: it covers some text of any page taller than the window, these forms included.)
 */
async function auditBothWidths(page: Page, where: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    await expectFitsWidth(page, `${where} at ${size.width}px`);
    await expectNoAxeViolations(page, `${where} at ${size.width}px`);
  }
}

async function expectMenu(page: Page, shown: string[], hidden: string[]) {
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  for (const item of shown) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  for (const item of hidden) await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0);
}

test('applicant@ fills initiate-profile (rules inline, the picture checked by content) and lands on the dashboard with the applicant menu', async ({
  page,
}) => {
  await startFresh(page);
  await signIn(page, 'applicant@demo.test');
  await expect(page).toHaveURL(/\/initiate-profile$/);
  await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard');
  // What the account already knows is filled in.
  await expect(page.getByLabel('E-mail')).toHaveValue('applicant@demo.test');
  await expect(page.getByLabel('ID / Passport No')).toHaveValue('25678901');
  await expect(page.getByRole('button', { name: 'Nationality' })).toContainText('Kenya');
  await auditBothWidths(page, '/initiate-profile');

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await expect(page.getByText('Gender is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Achieng');
  await page.getByLabel('Last Name').fill('Atieno');
  await choose(page, page, 'Gender', 'Female');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date of Birth').fill(tomorrow);
  await expect(page.getByText('Date cannot be later than today')).toBeVisible();
  await page.getByLabel('Date of Birth').fill('1999-05-14');
  await expect(page.getByText('Date cannot be later than today')).toHaveCount(0);
  await choose(page, page, 'County', 'Kisumu');
  await choose(page, page, 'Town', /./);

  // A PDF named like a picture is refused before anything is sent; a real PNG shows at once.
  await page.getByLabel('Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PDF });
  await expect(page.getByText('Picture must be a JPEG or PNG image')).toBeVisible();
  await page.getByLabel('Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture must be a JPEG or PNG image')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectMenu(
    page,
    ['Dashboard', 'Profile', 'Application', 'Billing', 'Events'],
    ['CPD', 'Subscription', 'Upgrade', 'Certificate', 'My Projects'],
  );
  // The page is gone for someone with a profile.
  await openMenuLink(page, 'Profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Achieng');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1999-05-14');
});

test('newfirm@ fills initiate-firm with a corporate manager and lands on the dashboard with the firm menu', async ({ page }) => {
  await startFresh(page);
  await signIn(page, 'newfirm@demo.test');
  await expect(page).toHaveURL(/\/initiate-firm$/);
  await expect(page.getByRole('heading', { name: 'Register your firm' })).toBeVisible();
  await expect(page.getByLabel('Firm Name')).toHaveValue('Rift Valley Structural Ltd');
  await expect(page.getByLabel('Tax PIN')).toHaveValue('P059876543R');
  await auditBothWidths(page, '/initiate-firm');

  await page.getByRole('button', { name: 'Save firm profile' }).click();
  await expect(page.getByText('Registration No is required')).toBeVisible();
  await expect(page.getByText('Surname is required')).toBeVisible();

  await page.getByLabel('Registration No').fill('PVT-2019-118822');
  await page.getByLabel('Year Established').fill(String(new Date().getFullYear() + 1));
  await expect(page.getByText('Enter a year between 1900 and this year')).toBeVisible();
  await page.getByLabel('Year Established').fill('2019');
  await page.getByLabel('Physical Address').fill('Kenyatta Avenue, Nakuru');
  await choose(page, page, 'County', 'Nakuru');
  await choose(page, page, 'Town', /./);
  const manager = page.getByRole('group', { name: 'Corporate manager 1' });
  await manager.getByLabel('Surname').fill('Kiprono');
  await manager.getByLabel('Other Names').fill('Daniel');
  await manager.getByLabel('Phone No').fill('0712000111');
  await manager.getByLabel('E-mail').fill('d.kiprono@rvs.example');
  await manager.getByLabel('Address').fill('P.O. Box 1234-20100 Nakuru');

  await page.getByRole('button', { name: 'Save firm profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectMenu(page, ['Dashboard', 'Profile', 'Application'], ['CPD', 'Subscription', 'Upgrade', 'Certificate']);
  await openMenuLink(page, 'Profile');
  await expect(page.getByRole('tab', { name: 'Firm bio', selected: true })).toBeVisible();
  await expect(page.getByLabel('Registration No')).toHaveValue('PVT-2019-118822');
  await expect(page.getByRole('group', { name: 'Corporate manager 1' }).getByLabel('Surname')).toHaveValue('Kiprono');
});

test('member@ changes a name in the Bio tab, which asks for the name to be confirmed again; Not Correct, then Correct', async ({
  page,
}) => {
  await startFresh(page);
  await signIn(page, 'member@demo.test');
  await expect(page.getByText('Click to confirm profile name')).toHaveCount(0);
  await openMenuLink(page, 'Profile');
  const bio = page.getByRole('region', { name: 'Bio' });
  await expect(bio.getByLabel('First Name')).toHaveValue('Wanjirũ');
  // Stored values show even when the lists spell them otherwise.
  await expect(bio.getByRole('button', { name: 'County' })).toContainText('Nairobi');
  await expect(bio.getByRole('button', { name: 'Town' })).toContainText('Westlands');
  await auditBothWidths(page, '/profile (Bio tab)');

  await bio.getByLabel('Other Names').fill('Njeri');
  await bio.getByRole('button', { name: 'Save' }).click();
  await expect(bio.getByText('Profile updated successfully')).toBeVisible();
  await expect(bio.getByLabel('Other Names')).toHaveValue('Njeri');
  // Saved, not merely shown: a new page load reads it back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Bio' }).getByLabel('Other Names')).toHaveValue('Njeri');

  // A Released application and a name not confirmed: the layout asks.
  await page.getByRole('link', { name: 'Click to confirm profile name' }).click();
  await expect(page).toHaveURL(/\/profile\/profileConfirm$/);
  await expect(page.getByRole('heading', { name: 'Wanjirũ Njeri Kamau' })).toBeVisible();
  await expect(page.getByText('Confirm your name below')).toBeVisible();
  await auditBothWidths(page, '/profile/profileConfirm');
  await page.getByRole('link', { name: 'Not Correct' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('link', { name: 'Click to confirm profile name' }).click();
  await page.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(page.getByText('Confirmed Successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Correct', exact: true })).toHaveCount(0);
  await expect(page.getByText('Click to confirm profile name')).toHaveCount(0);
});
