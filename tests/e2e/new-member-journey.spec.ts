// Issue 23's journey: a brand-new engineer, from the home page to a downloaded membership certificate, using
// only what the screens offer — links, buttons, the code dialogs' "Show the message" and the mock badge's dev panel
// for the clock. The only address typed is the portal's own home. Every page passed is audited (axe WCAG 2.2 A/AA,
// no sideways scrolling, nothing under the mock badge), at 1280 px and at 390 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, auditScreen, settle } from './audit';
import { choiceBox, pdfFile } from './files';
import { answerEveryQuestionAndAccept } from './referee';
import { openDevPanel, openMenuLink, PASSWORD, startFresh } from './support';
import { checklistTypeName } from '#contract/names.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openChecklist(page: Page) {
  await page.getByRole('link', { name: 'Open the checklist' }).first().click();
  await expect(page.getByRole('heading', { name: 'Application Checklist' })).toBeVisible();
}

const rowOf = (page: Page, type: string) => page.getByRole('row').filter({ hasText: `${checklistTypeName(type)}:` });

async function complete(page: Page, type: string) {
  await rowOf(page, type)
    .getByRole('link', { name: /Complete/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: checklistTypeName(type), exact: true })).toBeVisible();
}

async function backToChecklist(page: Page, item: string, status = 'Passed') {
  await page.getByRole('link', { name: 'Back to checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Application Checklist' })).toBeVisible();
  await expect(rowOf(page, item)).toContainText(status);
}

async function addRow(page: Page, what: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${what}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${what}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveRow(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** A choice box inside a dialog, by its label. */
async function chooseIn(dialog: Locator, label: string, option: string | RegExp) {
  await choiceBox(dialog, label).click();
  await dialog.page().getByRole('option', { name: option }).first().click();
}

/** Picks a choice of a Headless UI listbox by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const shot = (page: Page, width: number, name: string) =>
  page.screenshot({ path: `test-results/journey/${width}-${name}.png`, fullPage: true });

/** Settles, audits and photographs the screen the journey has reached. */
async function passes(page: Page, width: number, name: string): Promise<void> {
  await settle(page);
  await auditScreen(page, `${name} at ${width} px`);
  await shot(page, width, name);
}

for (const size of [DESKTOP, PHONE]) {
  test(`a new engineer registers, completes the checklist, submits, pays and downloads the certificate, by links only, at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(size);
    const w = size.width;
    // Each width is its own person.
    const email = `journey.${w}@demo.test`;
    const phone = w === 390 ? '0722390390' : '0722128012';
    await startFresh(page);
    await passes(page, w, '01-login');

    await page.getByRole('link', { name: 'Register As Member' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await passes(page, w, '02-categories');
    const card = page.getByTestId('category-card').filter({ has: page.getByRole('heading', { name: 'Graduate Engineer', exact: true }) });
    await card.getByRole('link', { name: /Select/ }).click();
    await passes(page, w, '03-requirements');
    await page.getByLabel('I have read and accept the terms and conditions').click();
    await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('link', { name: 'Continue' }).click();
    await passes(page, w, '04-register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('ID number').fill(w === 390 ? '39039039' : '12801280');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    // Document 1 §2.1: the Application disclaimer's Agree registers.
    const disclaimer = page.getByRole('dialog', { name: 'Application disclaimer' });
    await passes(page, w, '04b-disclaimer');
    await disclaimer.getByRole('button', { name: 'Agree', exact: true }).click();

    await expect(page).toHaveURL(/\/otp\//);
    await page.getByRole('button', { name: /^Show the message/ }).click();
    const code = (await page.getByTestId('shown-code').textContent())!.trim();
    await passes(page, w, '05-otp');
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Create your profile' })).toBeVisible();
    await passes(page, w, '06-initiate-profile');
    await choose(page, 'Title', 'Eng.');
    await page.getByLabel('First Name').fill('Wanjirũ');
    await page.getByLabel('Last Name').fill(w === 390 ? 'Kamau' : 'Otieno');
    await choose(page, 'Gender', 'Female');
    await page.getByLabel('Date of Birth').fill('1996-03-09');
    await choose(page, 'County', 'Nyeri');
    await choose(page, 'Town', /./);
    await choose(page, 'Discipline', /Civil/);
    await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('heading', { name: /Dashboard/ })).toBeVisible();
    await passes(page, w, '07-dashboard');
    await openChecklist(page);
    await passes(page, w, '08-checklist');

    // CONTACTS: a personal contact in Kenya.
    await complete(page, 'CONTACTS');
    await passes(page, w, '09-contacts');
    let dialog = await addRow(page, 'contact');
    await chooseIn(dialog, 'Type', 'Personal');
    await dialog.getByLabel('Phone No').fill(phone);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Address').fill('P.O. Box 1234-10100');
    await chooseIn(dialog, 'County', 'Nyeri');
    await dialog.getByLabel('City / Town').fill('Nyeri');
    await saveRow(dialog);
    await backToChecklist(page, 'CONTACTS');

    // EDUCATION: a local degree with its certificate.
    await complete(page, 'EDUCATION');
    dialog = await addRow(page, 'qualification');
    await chooseIn(dialog, 'Category', 'Local');
    await chooseIn(dialog, 'Accredited programme', /./);
    await dialog.getByLabel('Area of Specialization').fill('Civil Engineering');
    await chooseIn(dialog, 'Certificate Awarded', /./);
    await dialog.getByLabel('Certificate No').fill(`UON-${w}-0042`);
    await dialog.getByLabel('Start Date').fill('2014-09-01');
    await dialog.getByLabel('End Date').fill('2018-06-30');
    await dialog.getByLabel('Graduation Date').fill('2018-12-14');
    await dialog.getByLabel('Certificate', { exact: true }).setInputFiles(pdfFile('degree.pdf'));
    await passes(page, w, '10-qualification-dialog');
    await saveRow(dialog);
    await backToChecklist(page, 'EDUCATION');

    // ATTACHMENTS: the ID.
    await complete(page, 'ATTACHMENTS');
    dialog = await addRow(page, 'attachment');
    await chooseIn(dialog, 'Attachment type', /./);
    await dialog.getByLabel('File', { exact: true }).setInputFiles(pdfFile('national-id.pdf'));
    await saveRow(dialog);
    await backToChecklist(page, 'ATTACHMENTS');

    // CONVICTION: the question answered, No (spec §F: silence is no declaration).
    await complete(page, 'CONVICTION');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Save declaration' }).click();
    await expect(page.getByTestId('declaration-standing')).toHaveText(/no criminal convictions\./);
    await backToChecklist(page, 'CONVICTION');

    // REFEREE: two members found on the Member Checker by name, asked by member number, who answer the e-mailed
    // link (opened from the mock outbox) and accept.
    const referees: string[] = [];
    for (const name of ['Nyambura', 'Kamau']) {
      await page.getByRole('link', { name: 'Member Checker' }).click();
      await page.getByRole('searchbox', { name: 'Name or member number' }).fill(name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      // A Professional Engineer in good standing.
      const found = page
        .getByRole('table')
        .locator('tbody tr')
        .filter({ hasText: 'Professional Engineer' })
        .filter({ has: page.getByRole('cell', { name: 'Yes', exact: true }) })
        .first();
      await expect(found).toBeVisible();
      await passes(page, w, `11-member-checker-${name}`);
      // On a phone the row is a card whose cells carry their column's name: the number is what follows it.
      const number = (await found.getByRole('cell').nth(1).textContent())!.replace('Member No', '').trim();
      await page.getByRole('link', { name: 'My Account' }).click();
      await openChecklist(page);
      await complete(page, 'REFEREE');
      dialog = await addRow(page, 'referee');
      await dialog.getByLabel('Search by member number').fill(number);
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(dialog.getByText(/^Found /)).toBeVisible();
      referees.push(await dialog.getByLabel('Email', { exact: true }).inputValue());
      // The register does not publish phone numbers: the applicant types their referee's.
      const refereePhone = dialog.getByLabel('Phone No');
      if ((await refereePhone.inputValue()) === '') await refereePhone.fill(`07224${String(referees.length).padStart(5, '0')}`);
      await chooseIn(dialog, 'Referee Type', /./);
      await saveRow(dialog);
      await backToChecklist(page, 'REFEREE', 'To do');
    }
    for (const referee of referees) {
      await page
        .getByTestId('mock-badge')
        .getByRole('button', { name: /Mock mode/ })
        .click();
      await page.getByRole('link', { name: 'Outbox' }).click();
      const message = page
        .getByTestId('outbox-message')
        .filter({ hasText: referee })
        .filter({ hasText: /referee/i })
        .first();
      await message.getByRole('link', { name: /\/profile\/response\// }).click();
      await page.waitForURL(/\/profile\/response\//);
      await answerEveryQuestionAndAccept(page, /^Dear /);
      await passes(page, w, `12-referee-report-${referees.indexOf(referee) + 1}`);
    }
    await page.getByRole('link', { name: /Engineers Board of Kenya/ }).click();
    await openChecklist(page);
    await expect(page.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '100');
    await passes(page, w, '13-checklist-done');

    // Submit with the code the message shows, pay, and let the board review (the dev panel's clock).
    await openMenuLink(page, 'Application');
    await expect(page.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();
    await page.getByRole('button', { name: /^(re-)?Submit$/ }).click();
    await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'I agree' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your submission' });
    await verify.getByRole('button', { name: /^Show the message/ }).click();
    const submissionCode = (await verify.getByTestId('shown-code').textContent())!.trim();
    await passes(page, w, '14-verify-submission');
    await verify.getByLabel('Verification code').fill(submissionCode);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/application\/document\//);
    const appCode = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
    await passes(page, w, '15-application-document');
    await page.getByRole('button', { name: 'Back' }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: appCode })
      .or(page.getByTestId('data-card').filter({ hasText: appCode }));
    await row.getByRole('button', { name: /^Pay Now/ }).click();
    await expect(page.getByText('Application Payment')).toBeVisible();
    await passes(page, w, '16-gateway');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
    await passes(page, w, '17-paid');

    const panel = await openDevPanel(page);
    // A day at a time, reading what moved after each press: New → Open → Committee Review → Board Review → Released.
    const moved = panel.getByTestId('dev-panel-moved');
    const nextDay = panel.getByRole('button', { name: '+1 day' });
    for (let day = 1; day <= 8; day++) {
      await nextDay.click();
      // The button is busy until the clock has moved and the panel says what moved.
      await expect(nextDay).toBeEnabled();
      await expect(moved).toContainText('What moved (+1 day)');
      if ((await moved.textContent())!.includes(`${appCode}: Board Review → Released`)) break;
    }
    await expect(moved).toContainText(`${appCode}: Board Review → Released`);
    await page.keyboard.press('Escape');
    // The application's data row (a narrow table gives its actions a row of their own).
    await expect(row.first()).toContainText('Released');
    await passes(page, w, '18-released');
    await row.getByRole('link', { name: /^Certificate/ }).click();
    await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
    await passes(page, w, '19-certificate');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`CERTIFICATE-${appCode}.pdf`);
  });
}
