// pending@'s checklist walk (issue 11), shared by the browser tests that need a fully passed Application
// checklist: CONVICTION declared, PICTURE, EDUCATION and REFEREE completed through their component routes, the
// referee answering in a browser of their own. It ends with pending@ signed in again, in a third browser holding
// that world, on the checklist at 100 %.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { hrefTo } from '#contract/routes.ts';
import { checklistTypeName } from '#contract/names.ts';
import { fillForeignQualification } from './files';
import { acceptAsReferee, contextWithWorldOnly, REFEREE } from './referee';
import { lastMessageTo, login, startFresh } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** A checklist item's row, found as a member reads it: its type's name (issue 34: "Referees:", not "REFEREE:"). */
export const itemRow = (page: Page, type: string) => page.getByRole('row').filter({ hasText: `${checklistTypeName(type)}:` });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Checklist progress' });

async function openChecklist(page: Page) {
  await page.goto(hrefTo('listing', { type: 'Application' }));
  await expect(page.getByRole('heading', { name: 'Application Checklist' })).toBeVisible();
}

async function complete(page: Page, type: string) {
  await itemRow(page, type)
    .getByRole('link', { name: /Complete/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: checklistTypeName(type), exact: true })).toBeVisible();
}

async function backToChecklist(page: Page, passed: string) {
  await page.getByRole('link', { name: 'Back to checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Application Checklist' })).toBeVisible();
  await expect(itemRow(page, passed)).toContainText('Passed');
}

/** Walks pending@'s checklist to 100 %; returns pending@'s page in the browser that holds the world afterwards. */
export async function completePendingChecklist(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ page: Page; context: BrowserContext }> {
  await startFresh(page);
  await login(page, 'pending@demo.test');
  await page.waitForURL((u) => u.pathname !== '/');
  await openChecklist(page);
  for (const type of ['PICTURE', 'EDUCATION', 'REFEREE', 'CONVICTION']) await expect(itemRow(page, type)).toContainText('To do');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');

  // CONVICTION: the question answered No (spec §F: silence is no declaration).
  await complete(page, 'CONVICTION');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save declaration' }).click();
  await expect(page.getByTestId('declaration-standing')).toHaveText(/no criminal convictions\./);
  await backToChecklist(page, 'CONVICTION');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '63');

  // PICTURE: the bio form, with a picture.
  await complete(page, 'PICTURE');
  const bio = page.getByRole('region', { name: 'Bio' });
  await bio.getByLabel('Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await bio.getByRole('button', { name: 'Save' }).click();
  await expect(bio.getByText('Profile updated successfully')).toBeVisible();
  await backToChecklist(page, 'PICTURE');

  // EDUCATION: a Foreign degree with its certificate and a transcript.
  await complete(page, 'EDUCATION');
  await page.getByRole('button', { name: 'Add qualification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add qualification' });
  await fillForeignQualification(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Imperial College London' })).toContainText('imperial-degree.pdf');
  await backToChecklist(page, 'EDUCATION');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '88');

  // REFEREE: the request that is not answered is sent again; the referee opens it in a browser of their own.
  await complete(page, 'REFEREE');
  const referees = page.getByRole('region', { name: 'Referees' });
  const waiting = referees.getByRole('row').filter({ hasText: 'Faith Nyambura' });
  await expect(waiting.getByRole('cell', { name: '- - -' })).toBeVisible();
  await waiting.getByRole('button', { name: /Resend Email/ }).click();
  await expect(referees.getByText('Email Sent')).toBeVisible();
  const link = (await lastMessageTo(page, REFEREE)).links[0]!;

  const referee = await contextWithWorldOnly(page, browser, baseURL);
  const rpage = await referee.newPage();
  await acceptAsReferee(rpage, link);

  // The applicant, on a browser holding the world the referee left, signs in again.
  const after = await contextWithWorldOnly(rpage, browser, baseURL);
  await referee.close();
  const apage = await after.newPage();
  await apage.goto('/');
  await login(apage, 'pending@demo.test');
  await apage.waitForURL((u) => u.pathname !== '/');
  await openChecklist(apage);
  await expect(itemRow(apage, 'REFEREE')).toContainText('Passed');
  await expect(progress(apage)).toHaveAttribute('aria-valuenow', '100');
  await expect(apage.getByText('To do')).toHaveCount(0);
  return { page: apage, context: after };
}
