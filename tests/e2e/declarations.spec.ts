// Declarations and evidence in Chromium (issue 34 item 2, spec §F): pending@, who has not answered the convictions
// question, sees CONVICTION to do; a Save with no answer is refused inline; Yes without details leaves it to do; a
// conviction recorded turns the completeness ring and the "Still to do" sentence at once (the world's voice, no
// reload), and the checklist row to Passed, whose Open leads back to the item; deleting the last conviction turns it
// back. member@ finds the declaration and the attachments by kind on the Profile's tabs, adds a degree certificate
// beside the ID, and no screen has an axe violation or scrolls sideways at 390 px.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectFitsWidth, expectNoAxeViolations, PHONE, settle } from './audit';
import { hrefTo } from '#contract/routes.ts';
import { checklistTypeName } from '#contract/names.ts';
import { choiceBox, choose, pdfFile } from './files';
import { addConviction } from './declaring';
import { signIn, startFresh } from './support';

const ring = (page: Page, passed: number) =>
  page.getByTestId('member-top-bar').getByRole('img', { name: `Profile completeness: ${passed} of 8` });
const row = (page: Page, type: string) => page.getByRole('row').filter({ hasText: `${checklistTypeName(type)}:` });

/** Axe and the phone width on the screen as it stands; back to the desktop width after. */
async function audit(page: Page, where: string) {
  await settle(page);
  await expectNoAxeViolations(page, where);
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectFitsWidth(page, `${where} at 390 px`);
  await expectNoAxeViolations(page, `${where} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

test('pending@ declares a conviction and the CONVICTION row changes live; deleting it undoes that', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await startFresh(page);
  await signIn(page, 'pending@demo.test');
  await expect(ring(page, 4)).toBeVisible();
  await expect(page.getByText(/Incomplete profile: .*the convictions declaration/)).toBeVisible();
  // By links: the warning's link to the checklist, then the row's Complete.
  await page.getByRole('link', { name: 'Open the checklist', exact: true }).click();
  await expect(row(page, 'CONVICTION')).toContainText('To do');
  await row(page, 'CONVICTION')
    .getByRole('link', { name: /Complete/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Convictions', exact: true, level: 1 })).toBeVisible();
  const standing = page.getByTestId('declaration-standing');
  await expect(standing).toHaveText(/Not declared yet/);
  await audit(page, 'the CONVICTION item, not declared');

  // Silence is no declaration: the Save asks for an answer and sends nothing.
  const save = page.getByRole('button', { name: 'Save declaration' });
  await save.click();
  await expect(page.getByText('Answer Yes or No.')).toBeVisible();
  const question = page.getByRole('group', { name: 'Have you ever been convicted of a criminal offence?' });
  await question.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByText('Answer Yes or No.')).toHaveCount(0);
  await save.click();
  await expect(standing).toHaveText(/You answered Yes: add the details/);
  // Yes without details is still to do.
  await expect(ring(page, 4)).toBeVisible();

  const list = page.getByRole('region', { name: 'Convictions', exact: true });
  await addConviction(page);
  // Live, on the same page: the ring and the sentence follow the world's news.
  await expect(standing).toHaveText(/: one conviction recorded\./);
  await expect(ring(page, 5)).toBeVisible();
  await expect(page.getByText(/Incomplete profile: /)).not.toContainText('the convictions declaration');
  await audit(page, 'the CONVICTION item, declared with a conviction');

  await page.getByRole('link', { name: 'Back to checklist' }).click();
  await expect(row(page, 'CONVICTION')).toContainText('Passed');
  // A passed item still opens, to change it or add to it.
  await row(page, 'CONVICTION')
    .getByRole('link', { name: /Open Convictions/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Convictions', exact: true, level: 1 })).toBeVisible();
  await list
    .getByRole('row')
    .filter({ hasText: 'Reckless driving' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete this conviction?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(standing).toHaveText(/You answered Yes: add the details/);
  await expect(ring(page, 4)).toBeVisible();
  // No is the other explicit answer: it passes the item again.
  await question.getByRole('radio', { name: 'No' }).check();
  await save.click();
  await expect(standing).toHaveText(/no criminal convictions\./);
  await expect(ring(page, 5)).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('member@ finds the declaration and the attachments by kind on the Profile, and adds a degree beside the ID', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await startFresh(page);
  await signIn(page, 'member@demo.test', hrefTo('profile'));
  await page.getByRole('tab', { name: 'Declarations' }).click();
  await expect(page.getByTestId('declaration-standing')).toHaveText('Declared on 30 Jun 2015: no criminal convictions.');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await audit(page, "the Profile's Declarations tab");

  await page.getByRole('tab', { name: 'Attachments' }).click();
  const kinds = page.getByRole('list', { name: 'Attachments by kind' });
  const kind = (label: string) => kinds.getByRole('listitem').filter({ hasText: label });
  await expect(kind('ID or passport')).toContainText('1 file');
  await expect(kind('Degree or diploma certificate')).toContainText('None yet');
  await audit(page, "the Profile's Attachments tab");

  await kind('Degree or diploma certificate').getByRole('button', { name: 'Add a degree certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add attachment' });
  // The kind is chosen already; the file names itself.
  await expect(choiceBox(dialog, 'Attachment type')).toContainText('Degree certificate');
  await dialog.getByLabel('File', { exact: true }).setInputFiles(pdfFile('bsc-civil.pdf'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(kind('Degree or diploma certificate')).toContainText('1 file');
  await expect(kind('ID or passport')).toContainText('1 file');
  // The last kind gathers every other type, each kind takes more than one file.
  for (const [type, file] of [
    ['KRA PIN certificate', 'kra-pin.pdf'],
    ['Curriculum vitae', 'cv.pdf'],
  ] as const) {
    await kind('Other certificates').getByRole('button', { name: 'Add another certificate' }).click();
    await choose(dialog, 'Attachment type', type);
    await dialog.getByLabel('File', { exact: true }).setInputFiles(pdfFile(file));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(kind('Other certificates')).toContainText('2 files');
  // A firm's CR12 is not offered to an individual (issue 34).
  await kind('Other certificates').getByRole('button', { name: 'Add another certificate' }).click();
  await choiceBox(dialog, 'Attachment type').click();
  await expect(page.getByRole('option', { name: 'Curriculum vitae' })).toBeVisible();
  await expect(page.getByRole('option', { name: /CR12/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // The ATTACHMENTS row passed, and its Open leads to the same kinds.
  await page.goto(hrefTo('listing', { type: 'Application' }));
  await row(page, 'ATTACHMENTS')
    .getByRole('link', { name: /Open Attachments/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Attachments', exact: true, level: 1 })).toBeVisible();
  await expect(kind('Degree or diploma certificate')).toContainText('1 file');
});
