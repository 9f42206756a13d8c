// Issue 24 item 5 in the browser: with the dev panel's bad line on (30 % of calls fail in every way, 0–3 s of
// jitter; set through the fake backend's controls, with a seed so the same calls fail as long as the browser sends
// them in the same order), member@ signs in, edits a work experience and adds one, whose first Save is served and
// its answer lost. Every failure met says what to do and offers a way to try again, which the member takes; what
// was typed is still in the form after each; the world ends with the row edited in place and exactly one new row.
// The 'Something went wrong' dialog is audited with axe the first time it shows.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CHAOS_FAULTS } from '#contract/mock-controls.ts';
import { expectNoAxeViolations } from './audit';
import { callJson, PASSWORD, startFresh } from './support';

const RETRYABLE = /could not be reached|temporarily unavailable|server failed|try again/i;
const BAD_LINE = { latencyMs: 0, failRate: 0.3, jitterMs: 3_000, faults: [...CHAOS_FAULTS], seed: 24 };
const PLACE = 'Chaos Works Ltd';
const DESIGNATION = 'Chief engineer on a bad line';

interface Job {
  EntryNo: number;
  PlaceOfWork: string;
  Designation: string;
}

/** member@'s work experience, read with the line good again. */
async function jobsOfMember(page: Page): Promise<Job[]> {
  const login = await callJson<{ data: { token: string } }>(page, 'POST', '/api/auth/login', {
    email: 'member@demo.test',
    password: PASSWORD,
  });
  const list = await callJson<{ data: Job[] }>(page, 'GET', '/api/profile/work-experience', undefined, login.json.data.token);
  expect(list.status).toBe(200);
  return list.json.data;
}

test('on a bad line member@ signs in, edits a work experience and adds one: every failure retried, nothing lost, one new row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startFresh(page);
  const before = await jobsOfMember(page);
  expect((await callJson(page, 'POST', '/__mock/chaos', BAD_LINE)).status).toBe(200);

  const errorDialog = page.getByRole('dialog', { name: 'Something went wrong' });
  const tryAgain = page.getByRole('button', { name: 'Try again', exact: true });
  const failures: string[] = [];
  let audited = false;

  /**
   * Waits for `goal`; each failure on the way must say what to do and offer Try again (the dialog's, or a load's
   * beside its message), which is pressed; `kept` then checks that what was typed is still there.
   */
  async function persevere(goal: Locator, kept: () => Promise<void> = () => Promise.resolve()): Promise<void> {
    for (let i = 0; i < 30; i++) {
      await expect(goal.or(errorDialog).or(tryAgain).first()).toBeVisible({ timeout: 30_000 });
      if (await goal.isVisible()) return;
      if (await errorDialog.isVisible()) {
        const said = await errorDialog.getByRole('alert').innerText({ timeout: 5_000 });
        failures.push(said);
        expect(said).toMatch(RETRYABLE);
        if (!audited) {
          audited = true;
          await expectNoAxeViolations(page, "the 'Something went wrong' dialog on a bad line");
        }
        await errorDialog.getByRole('button', { name: 'Try again' }).click();
      } else {
        // A load's Try again, read with the message beside it; it may go by itself meanwhile (the list reloads
        // when the world changes), and then there is nothing to press.
        const said = await tryAgain
          .first()
          .locator('xpath=..')
          .innerText({ timeout: 2_000 })
          .catch(() => null);
        if (said === null) continue;
        failures.push(said);
        expect(said).toMatch(RETRYABLE);
        await tryAgain
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      }
      await kept();
    }
    throw new Error(`Not reached after 30 tries: ${String(goal)}`);
  }

  // Signing in.
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await persevere(menu.getByRole('link', { name: 'Profile', exact: true }), async () => {
    if (await page.getByLabel('E-mail').isVisible()) await expect(page.getByLabel('E-mail')).toHaveValue('member@demo.test');
  });
  await menu.getByRole('link', { name: 'Profile', exact: true }).click();
  const tab = page.getByRole('tab', { name: 'Work experience' });
  await persevere(tab);
  await tab.click();
  const list = page.getByRole('region', { name: 'Work experience' });
  await persevere(list.getByRole('table', { name: 'Work experience' }));

  // Editing the first row.
  await list
    .getByRole('button', { name: /Edit work experience/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit work experience' });
  await edit.getByLabel('Designation').fill(DESIGNATION);
  await edit.getByRole('button', { name: 'Save' }).click();
  await persevere(list.getByRole('row').filter({ hasText: DESIGNATION }).first(), async () => {
    if (await edit.isVisible()) await expect(edit.getByLabel('Designation')).toHaveValue(DESIGNATION);
  });

  // Adding a row.
  await list.getByRole('button', { name: 'Add work experience' }).click();
  const add = page.getByRole('dialog', { name: 'Add work experience' });
  await add.getByLabel('Place of Work').fill(PLACE);
  await add.getByLabel('Designation').fill('Engineer');
  await add.getByLabel('Start Date').fill('2020-05-01');
  await add.getByLabel('I work here now').check();
  // The first Save is served and its answer lost (what idempotent creates are for): the dialog, then the bad line
  // again for Try again and what follows.
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 0, failRate: 1, faults: ['lost-answer'] })).status).toBe(200);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(errorDialog).toBeVisible();
  expect((await callJson(page, 'POST', '/__mock/chaos', BAD_LINE)).status).toBe(200);
  await persevere(list.getByRole('row').filter({ hasText: PLACE }).first(), async () => {
    if (!(await add.isVisible())) return;
    await expect(add.getByLabel('Place of Work')).toHaveValue(PLACE);
    await expect(add.getByLabel('Start Date')).toHaveValue('2020-05-01');
  });

  // The line was bad (failures were met, and the dialog audited), and the world holds what the member did, once.
  expect(failures.length).toBeGreaterThan(0);
  expect(audited).toBe(true);
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 0, failRate: 0 })).status).toBe(200);
  const after = await jobsOfMember(page);
  expect(after.filter((j) => j.PlaceOfWork === PLACE)).toHaveLength(1);
  expect(after).toHaveLength(before.length + 1);
  // The edit changed a row that was there, in place.
  const edited = after.filter((j) => j.Designation === DESIGNATION);
  expect(edited).toHaveLength(1);
  expect(before.map((j) => j.EntryNo)).toContain(edited[0]!.EntryNo);
});
