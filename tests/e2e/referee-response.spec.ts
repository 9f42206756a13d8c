// The referee's answer in the browser (issue 11 item 6): the request link from the outbox opened in a browser
// with the mock world and no session, every question answered with a reload mid-way, accept → the report PDF and
// its download as {code}.pdf; the applicant then sees the answer and a passed REFEREE item. A rejection with its
// remark; a tampered link and another applicant's code name nobody; /profile itself stays guarded.
import { LINK_FROM_ANOTHER_BROWSER } from '#contract/e-mailed-links.ts';
import { expect, test, type Page } from '@playwright/test';
import { encodeBase64 } from '#contract/base64.ts';
import { refereeMessages } from '#contract/profile-referee.ts';
import { expectNoAxeViolations, settle } from './audit';
import { APPLICANT, REFEREE, applicantAfterReferee, contextWithWorldOnly, linkParts } from './referee';
import { hrefTo } from '#contract/routes.ts';
import { lastMessageTo, signIn, startFresh } from './support';

const QUESTIONS = 5;

async function openForm(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  await expect(page.getByText('Dear Eng. Faith Nyambura,')).toBeVisible();
}

const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Answer' });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('the referee answers every question in a browser without a session, a reload keeps the answers, accepts, and reads and downloads the report', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startFresh(page);
  const link = (await lastMessageTo(page, REFEREE)).links[0]!;
  const parts = linkParts(link);
  const referee = await contextWithWorldOnly(page, browser, baseURL);
  const rpage = await referee.newPage();
  await openForm(rpage, link);
  await expect(rpage.getByText('Kiprotich Koech', { exact: true })).toBeVisible();
  await expect(rpage.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // The statement: cut at 300 characters, then whole.
  await rpage.getByRole('button', { name: 'Read more' }).click();
  await expect(rpage.getByRole('button', { name: 'Less' })).toBeVisible();
  await rpage.getByRole('button', { name: 'Less' }).click();
  await settle(rpage);
  await expectNoAxeViolations(rpage, 'referee form, step 1');

  // Next needs an answer; the box stops at 250 characters and the counter says so.
  await rpage.getByRole('button', { name: 'Next' }).click();
  await expect(rpage.getByText(refereeMessages.answerRequired)).toBeVisible();
  await answerBox(rpage).fill('a'.repeat(251));
  await expect(answerBox(rpage)).toHaveValue('a'.repeat(250));
  await expect(rpage.getByTestId('character-count')).toHaveText('250/250');
  await answerBox(rpage).fill('a'.repeat(249));
  await expect(rpage.getByTestId('character-count')).toHaveText('249/250');
  await expect(rpage.getByText(refereeMessages.answerRequired)).toHaveCount(0);

  for (let n = 1; n <= 3; n++) {
    await expect(rpage.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
    await answerBox(rpage).fill(`Answer ${n}`);
    if (n === 3) break;
    await rpage.getByRole('button', { name: 'Next' }).click();
    // Each new step is read from its heading.
    await expect(rpage.getByRole('heading', { name: `Question ${n + 1}` })).toBeFocused();
  }
  await rpage.reload();
  await expect(rpage.getByRole('heading', { name: 'Question 3' })).toBeVisible();
  await expect(answerBox(rpage)).toHaveValue('Answer 3');
  await rpage.getByRole('button', { name: 'Previous' }).click();
  await expect(answerBox(rpage)).toHaveValue('Answer 2');
  await rpage.getByRole('button', { name: 'Next' }).click();
  for (let n = 3; n <= QUESTIONS; n++) {
    await expect(rpage.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
    await answerBox(rpage).fill(`Answer ${n}`);
    if (n < QUESTIONS) await rpage.getByRole('button', { name: 'Next' }).click();
  }
  await expect(rpage.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await rpage.getByRole('button', { name: 'Accept' }).click();

  await expect(toast(rpage, refereeMessages.accepted)).toBeVisible();
  await expect(rpage).toHaveURL(/\/profile\/RefereeFormReport\/2#user=/);
  await expect(rpage.getByRole('heading', { name: 'Referee Form Report' })).toBeVisible();
  await expect(rpage.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await expect(rpage.getByTestId('pdf-canvas')).toBeVisible();
  await settle(rpage);
  await expectNoAxeViolations(rpage, 'referee form report');
  const download = rpage.waitForEvent('download');
  await rpage.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`${parts.decodedCode}.pdf`);
  // The answers in progress are gone with the answer: the link now says it was answered.
  await rpage.getByRole('button', { name: 'Back' }).click();
  await expect(rpage.getByText(refereeMessages.alreadyAnswered)).toBeVisible();
  await expect(rpage.getByRole('heading', { name: /^Question/ })).toHaveCount(0);
  expect(await rpage.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('portal.referee.')))).toEqual([]);

  // The applicant, on a browser holding the world the referee left: Accept, and REFEREE passes.
  const applicant = await applicantAfterReferee(rpage, browser, baseURL);
  const get = applicant.get;
  const rows = (await get<{ data: Array<{ Email: string; response: string }> }>('profile/referee')).json.data;
  expect(rows.find((r) => r.Email === REFEREE)?.response).toBe('Accept');
  const checklist = (await get<{ data: Array<{ checkListType: string; pass: boolean }> }>('checklist?category=GRADUATE&type=Application'))
    .json.data;
  expect(checklist.find((i) => i.checkListType === 'REFEREE')?.pass).toBe(true);
  await applicant.close();
});

test('a rejection needs a remark; the dialog closes with Escape and gives focus back; rejected, the referee lands on / and the applicant reads Reject', async ({
  page,
  browser,
  baseURL,
}) => {
  await startFresh(page);
  const link = (await lastMessageTo(page, REFEREE)).links[0]!;
  const referee = await contextWithWorldOnly(page, browser, baseURL);
  const rpage = await referee.newPage();
  await openForm(rpage, link);

  const reject = rpage.getByRole('button', { name: 'Reject' });
  const dialog = rpage.getByRole('dialog', { name: 'Rejection Remarks' });
  await reject.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(rpage, 'Rejection Remarks');
  await rpage.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reject).toBeFocused();

  await reject.click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(refereeMessages.remarkRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('I have not worked with the applicant.');
  await expect(dialog.getByText(refereeMessages.remarkRequired)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(rpage, refereeMessages.rejected)).toBeVisible();
  await expect(rpage).toHaveURL(/\/$/);
  await expect(rpage.getByRole('button', { name: 'Login' })).toBeVisible();

  const applicant = await applicantAfterReferee(rpage, browser, baseURL);
  const rows = (await applicant.get<{ data: Array<{ Email: string; response: string; Remarks: string }> }>('profile/referee')).json.data;
  expect(rows.find((r) => r.Email === REFEREE)).toMatchObject({ response: 'Reject', Remarks: 'I have not worked with the applicant.' });
  // And on the applicant's screen: the Referees tab reads Rejected, with no Resend Email for it.
  await signIn(applicant.page, APPLICANT);
  await applicant.page.waitForURL((u) => u.pathname !== '/');
  await applicant.page.goto(hrefTo('profile'));
  await applicant.page.getByRole('tab', { name: 'Referees' }).click();
  const row = applicant.page.getByRole('region', { name: 'Referees' }).getByRole('row').filter({ hasText: 'Faith Nyambura' });
  await expect(row.getByRole('cell', { name: 'Rejected' })).toBeVisible();
  await expect(row.getByRole('button', { name: /Resend Email/ })).toHaveCount(0);
  await applicant.close();
});

test('a tampered link, or a code that is not this applicant’s, reads the invalid-link message and names nobody; /profile still asks for a login', async ({
  page,
}) => {
  await startFresh(page);
  const { code } = linkParts((await lastMessageTo(page, REFEREE)).links[0]!);
  // A link that decodes but that this world does not know may come from another browser's world: in mock mode it
  // says so (a real backend keeps the invalid-link message; tests/machines/referees/referee-response.test.ts).
  for (const [tampered, message] of [
    ['/profile/response/!!!/???', refereeMessages.linkInvalid],
    [`/profile/response/${encodeURIComponent(encodeBase64('M1001'))}/${encodeURIComponent(code)}`, LINK_FROM_ANOTHER_BROWSER],
    [
      `/profile/response/${encodeURIComponent(encodeBase64('PROF-0004'))}/${encodeURIComponent(encodeBase64('guess'))}`,
      LINK_FROM_ANOTHER_BROWSER,
    ],
    ['/profile/response', refereeMessages.linkInvalid],
  ] as const) {
    await page.goto(tampered);
    await expect(page.getByText(message), tampered).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Referee Response' })).toBeVisible();
    for (const name of ['Koech', 'Kiprotich', 'Nyambura', 'Dear'])
      await expect(page.getByText(name), `${tampered}: ${name}`).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await settle(page);
  await expectNoAxeViolations(page, 'invalid referee link');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
