// Issue 11's walk in Chromium: pending@ completes every failing item of its Application checklist through the
// component routes — the convictions declaration (CONVICTION, answered No), a picture (PICTURE), a Foreign qualification with its certificate and a transcript
// (EDUCATION), and a referee (REFEREE) who opens the e-mailed link in a browser of their own, answers and
// accepts — until the checklist shows 100 %, the Referees table reads 'Accepted' and every row is passed.
// The walk itself is tests/e2e/checklist-walk.ts (the application journey reuses it).
import { expect, test } from '@playwright/test';
import { hrefTo } from '#contract/routes.ts';
import { completePendingChecklist, itemRow } from './checklist-walk';

test('pending@ declares CONVICTION and completes PICTURE, EDUCATION and REFEREE through their components; the referee answers; the checklist reaches 100 %', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { page: apage, context: after } = await completePendingChecklist(page, browser, baseURL);
  // A passed item has Open instead of Complete (spec §F); the applicant reads the answer in the profile's Referees tab.
  await expect(itemRow(apage, 'REFEREE').getByRole('link', { name: /Complete/ })).toHaveCount(0);
  await expect(itemRow(apage, 'REFEREE').getByRole('link', { name: /Open Referees/ })).toBeVisible();
  await apage.goto(hrefTo('profile'));
  await apage.getByRole('tab', { name: 'Referees' }).click();
  await expect(apage.getByRole('row').filter({ hasText: 'Faith Nyambura' }).getByRole('cell', { name: 'Accepted' })).toBeVisible();
  await after.close();
});
