// Sub-lists with files in Chromium (issue 11 items 3 and 4): one upload for every file field, refused files never
// sent, the stored file opened in the document viewer, EBK's captions, and no axe violation on the new tabs.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectFitsWidth, expectNoAxeViolations, PHONE, settle } from './audit';
import { hrefTo } from '#contract/routes.ts';
import { choiceBox, choose, fillForeignQualification, pdfFile } from './files';
import { signIn, startFresh } from './support';

async function openTab(page: Page, email: string, tab: string) {
  await startFresh(page);
  // Signed in, then on to the profile as a link goes (on a phone the menu is folded away).
  await signIn(page, email, hrefTo('profile'));
  await page.getByRole('tab', { name: tab }).click();
}

/** POSTs the page sends to a path (through the fake backend's service worker or not). */
function postsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path)) seen.push(r.url());
  });
  return seen;
}

test('firm@ adds a facility with its evidence, views the PDF, edits it keeping the file, and deletes it', async ({ page }) => {
  await openTab(page, 'firm@demo.test', 'Facilities');
  const list = page.getByRole('region', { name: 'Facilities' });
  await expect(list.getByRole('table', { name: 'Facilities' })).toBeVisible();
  await expect(page.getByText(/being built/)).toHaveCount(0);
  const before = await list.getByRole('row').count();

  await list.getByRole('button', { name: 'Add facility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add facility' });
  await dialog.getByLabel('Name of Equipment').fill('GNSS receiver (Trimble R12)');
  await dialog.getByLabel('Quantity').fill('2');
  await choose(dialog, 'Ownership', 'Leased');
  await dialog.getByLabel('Remarks').fill('Lease to 2028');
  await dialog.getByLabel('Ownership evidence').setInputFiles(pdfFile('gnss-lease.pdf', 'GNSS lease'));
  await expect(dialog.getByText('Chosen: gnss-lease.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row')).toHaveCount(before + 1);
  const row = list.getByRole('row').filter({ hasText: 'GNSS receiver (Trimble R12)' });
  await expect(row).toContainText('gnss-lease.pdf');
  await expect(row).toContainText('Leased');

  // The stored evidence in the one document viewer; Escape closes it and focus returns.
  const view = row.getByRole('button', { name: /View file of facility/ });
  await view.click();
  const viewer = page.getByRole('dialog', { name: 'File: gnss-lease.pdf' });
  await expect(viewer.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(view).toBeFocused();

  await row.getByRole('button', { name: /Edit facility/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit facility' });
  await expect(edit.getByText('Current file: gnss-lease.pdf (kept unless you choose another)')).toBeVisible();
  await expect(edit.getByLabel('Name of Equipment')).toHaveValue('GNSS receiver (Trimble R12)');
  await edit.getByLabel('Quantity').fill('3');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('3');
  await expect(row).toContainText('gnss-lease.pdf');

  await row.getByRole('button', { name: /Delete facility/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this facility?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('row')).toHaveCount(before);
});

test('hostile files are refused beside the field with the spec message, and nothing is sent', async ({ page }) => {
  await openTab(page, 'firm@demo.test', 'Facilities');
  const list = page.getByRole('region', { name: 'Facilities' });
  await list.getByRole('button', { name: 'Add facility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add facility' });
  await dialog.getByLabel('Name of Equipment').fill('Drone');
  await dialog.getByLabel('Quantity').fill('1');
  const posts = postsTo(page, '/profile/facilities');
  const huge = Buffer.alloc(12_000_000);
  huge.write('%PDF-1.4');
  const hostile: Array<[{ name: string; mimeType: string; buffer: Buffer }, string]> = [
    [{ name: 'huge.pdf', mimeType: 'application/pdf', buffer: huge }, 'Attachment should be less than 10MB'],
    [
      { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
      'Attachment must be a Pdf',
    ],
    [{ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }, 'Attachment must be a Pdf'],
    [
      { name: '<img src=x onerror=alert(1)>.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<img src=x onerror=alert(1)>') },
      'Attachment must be a Pdf',
    ],
  ];
  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  for (const [file, message] of hostile) {
    await dialog.getByLabel('Ownership evidence').setInputFiles(file);
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByText(/^Chosen:/)).toHaveCount(0);
  }
  await expect(dialog.getByLabel('Name of Equipment')).toHaveValue('Drone');
  expect(posts).toEqual([]);
  expect(alerted).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('pending@ adds a Foreign qualification with its certificate and a transcript, and a professional membership (EBK captions)', async ({
  page,
}) => {
  await openTab(page, 'pending@demo.test', 'Institutions');
  const qualifications = page.getByRole('region', { name: 'Qualifications' });
  await qualifications.getByRole('button', { name: 'Add qualification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add qualification' });
  // Local first: the university (under EBK, the accredited programme) is required.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('University is required')).toBeVisible();
  await expect(choiceBox(dialog, 'Accredited programme')).toBeVisible();

  await fillForeignQualification(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = qualifications.getByRole('row').filter({ hasText: 'Imperial College London' });
  await expect(row).toContainText('Foreign');
  await expect(row).toContainText('imperial-degree.pdf');
  // The contact was kept upper-cased and the transcript with it.
  await row.getByRole('button', { name: /Edit qualification/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit qualification' });
  await expect(edit.getByLabel('Designation')).toHaveValue('REGISTRAR');
  await expect(edit.getByLabel('Transcript 1 description')).toHaveValue('Final year transcript');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  const memberships = page.getByRole('region', { name: 'Institutions' });
  await expect(memberships.getByRole('columnheader', { name: 'EBK Registration No' })).toBeVisible();
  await memberships.getByRole('button', { name: 'Add institution' }).click();
  const add = page.getByRole('dialog', { name: 'Add institution' });
  await add.getByLabel('Institution').pressSequentially('iek');
  await expect(add.getByLabel('Institution')).toHaveValue('IEK');
  await add.getByLabel('EBK Registration No').fill('m-4410');
  await add.getByLabel('Membership Type').fill('Corporate');
  await add.getByLabel('Year of Registration').fill('2018-03-01');
  await add.getByLabel('Membership certificate').setInputFiles(pdfFile('iek-certificate.pdf'));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(memberships.getByRole('row').filter({ hasText: 'M-4410' })).toContainText('iek-certificate.pdf');
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`no axe violation on the Institutions tab and its qualification dialog with every error shown (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openTab(page, 'pending@demo.test', 'Institutions');
    await expect(page.getByRole('table', { name: 'Qualifications' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, `Institutions tab (${size})`);
    await expectFitsWidth(page, `Institutions tab (${size})`);
    await page.getByRole('region', { name: 'Qualifications' }).getByRole('button', { name: 'Add qualification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add qualification' });
    await choose(dialog, 'Category', 'Foreign');
    await dialog.getByRole('button', { name: 'Add transcript' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Contact Person is required')).toBeVisible();
    await expectNoAxeViolations(page, `Add qualification dialog (${size})`);
    await page.keyboard.press('Escape');
  });

  test(`no axe violation on the Facilities tab and its dialog (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openTab(page, 'firm@demo.test', 'Facilities');
    await expect(page.getByRole('table', { name: 'Facilities' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, `Facilities tab (${size})`);
    await expectFitsWidth(page, `Facilities tab (${size})`);
    await page.getByRole('button', { name: 'Add facility' }).click();
    await expect(page.getByRole('dialog', { name: 'Add facility' })).toBeVisible();
    await expectNoAxeViolations(page, `Add facility dialog (${size})`);
  });
}
