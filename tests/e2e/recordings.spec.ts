// Issue 37 item 7 in Chromium: common member journeys recorded through the dev panel's event log, downloaded as one
// journey file, and replayed by `portal test`'s own runner in this process (cli/suite), each to the state the
// browser ended in; the files carry no password, token or one-time code typed. The submission journey is recorded
// on the world of a `portal serve` (`?world=`, decision 049): the file carries that world, taken through the
// test-control protocol's snapshot control.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { caseFromText } from '../../cli/suite/suite-case';
import { localWorlds } from '../../cli/suite/local-worlds';
import { runSuite } from '../../cli/suite/run-suite';
import { choiceBox } from './files';
import { servedReadyWorld } from './served-world';
import { hrefTo } from '#contract/routes.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import {
  lastMessageTo,
  login,
  openDevPanel,
  openMenuLink,
  PASSWORD,
  registerThroughForm,
  signIn,
  startFresh,
  submitApplication,
  visit,
} from './support';

const DIR = join('test-results', 'recordings');

interface Journey {
  flow: string;
  steps: Array<Record<string, unknown>>;
}

/** Downloads the journey from the dev panel; returns the file's text, parsed. */
async function downloadJourney(page: Page, name: string): Promise<{ text: string; journey: Journey; file: string }> {
  const panel = await openDevPanel(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download the journey' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^journey-[a-z-]+-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/);
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${name}.json`);
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  return { text, journey: JSON.parse(text) as Journey, file };
}

/** The flows a journey runs, in order: its `run` steps', then its own. */
const flowsOf = (journey: Journey): string[] => [
  ...journey.steps.flatMap((s) => ('run' in s ? [(s.run as { flow: string }).flow] : [])),
  journey.flow,
];

/** Replays the file as `portal test FILE` does, in this process; returns its one case's result. */
async function replayed(file: string, text: string) {
  const result = await runSuite([caseFromText(file, file, text, { scenario: 'default', seed: 1 })], {
    createWorld: localWorlds(),
    timings: false,
  });
  const [only] = result.cases;
  expect(only?.failure ?? null, `${file}: ${JSON.stringify(only?.failure)}`).toBeNull();
  expect(result.summary).toEqual({ passed: 1, failed: 0, skipped: 0 });
  return only!;
}

/** The state the dev panel shows a flow in now (its newest row). */
async function stateInPanel(page: Page, flow: string): Promise<string> {
  const panel = page.getByRole('dialog', { name: 'Dev panel' });
  return (await panel.locator(`[data-testid="dev-panel-flow"][data-flow="${flow}"]`).first().getByRole('cell').nth(2).textContent()) ?? '';
}

test.beforeEach(async ({ page }) => {
  // The replay loads the whole fake backend in this process once (several seconds at load).
  test.setTimeout(180_000);
  await startFresh(page);
});

test('login: the password typed becomes a stand-in the carried world accepts', async ({ page }) => {
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const { text, journey, file } = await downloadJourney(page, 'login');
  expect(text.includes(PASSWORD), 'the file carries the password').toBe(false);
  expect(flowsOf(journey)).toEqual(['login']);
  const ended = await stateInPanel(page, 'login');
  const result = await replayed(file, text);
  expect(result.steps.at(-1)?.state).toBe(ended);
});

test('registration and its one-time code: the code is read from the replay’s own outbox', async ({ page }) => {
  await registerThroughForm(page, 'recorded@demo.test', '0711999001', '39876501');
  const code = (await lastMessageTo(page, '0711999001')).codes[0]!;
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/initiate-profile$/);

  const { text, journey, file } = await downloadJourney(page, 'registration');
  for (const secret of [PASSWORD, `"${code}"`]) expect(text.includes(secret), `the file carries ${secret}`).toBe(false);
  expect(flowsOf(journey)).toEqual(expect.arrayContaining(['registration', 'otp']));
  // Sent by SMS and by e-mail: read from the newest message, to either.
  expect(/"\$outbox":\{"to":"(0711999001|recorded@demo\.test)"/.test(text), 'the code is an $outbox reference').toBe(true);
  const ended = await stateInPanel(page, journey.flow);
  const result = await replayed(file, text);
  expect(result.steps.at(-1)?.state).toBe(ended);
});

test('pay-now on INV000016, the gateway, the return: the invoice number stays, the batch returns to the replay’s origin', async ({
  page,
}) => {
  await signIn(page, 'arrears@demo.test', '/billing/invoice/INV000016');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard\?payment=return/);
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');

  const { text, journey, file } = await downloadJourney(page, 'pay-now');
  expect(flowsOf(journey)).toEqual(expect.arrayContaining(['pay-now', 'gateway']));
  // pay-now's input as its manifest reads it (flat fields), the invoice number kept: it is no one-time code.
  const payNow = journey.steps.find((s) => 'run' in s && (s.run as { flow: string }).flow === 'pay-now')?.run as Journey;
  expect(payNow.steps[1]).toMatchObject({ input: { kind: 'invoice', code: 'INV000016' } });
  const ended = await stateInPanel(page, journey.flow);
  const result = await replayed(file, text);
  expect(result.steps.at(-1)?.state).toBe(ended);
});

test('forgot password, the reset link, login with the new password: the link’s token is read from the outbox', async ({ page }) => {
  const NEW_PASSWORD = 'Recorded#2026';
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /link/i })).toBeVisible();
  const link = (await lastMessageTo(page, 'member@demo.test')).links.find((l) => l.startsWith('/password/'))!;
  // As the e-mail's link is followed: the same tab (the event log is this tab's).
  await visit(page, link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const { text, journey, file } = await downloadJourney(page, 'password-reset');
  const token = decodeURIComponent(link.split('/').at(-1)!);
  for (const secret of [NEW_PASSWORD, token]) expect(text.includes(secret), `the file carries ${secret}`).toBe(false);
  expect(flowsOf(journey)).toEqual(expect.arrayContaining(['password-forgot', 'password-reset', 'login']));
  const ended = await stateInPanel(page, journey.flow);
  const result = await replayed(file, text);
  expect(result.steps.at(-1)?.state).toBe(ended);
});

test('a profile sub-list: firm@ adds a banker', async ({ page }) => {
  await signIn(page, 'firm@demo.test');
  await openMenuLink(page, 'Profile');
  await page.getByRole('tab', { name: 'Bankers' }).click();
  const bankers = page.getByRole('region', { name: 'Bankers' });
  await expect(bankers.getByRole('table', { name: 'Bankers' })).toBeVisible();
  await bankers.getByRole('button', { name: 'Add banker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banker' });
  await dialog.getByLabel('Name').fill('Recorded Bank');
  await dialog.getByLabel('Address').fill('Kencom House, Nairobi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(bankers.getByRole('cell', { name: 'Recorded Bank' })).toBeVisible();

  const { text, journey, file } = await downloadJourney(page, 'crud-list');
  expect(flowsOf(journey)).toContain('crud-list');
  const ended = await stateInPanel(page, journey.flow);
  const result = await replayed(file, text);
  expect(result.steps.at(-1)?.state).toBe(ended);
});

test('an upgrade: graduate@ completes the checklist and submits the upgrade to Professional Engineer', async ({ page }) => {
  await signIn(page, 'graduate@demo.test');
  await visit(page, '/upgrade');
  await page.getByRole('link', { name: 'New Upgrade' }).click();
  await page.getByRole('link', { name: 'Select Upgrade to Professional Engineer' }).click();
  await expect(page).toHaveURL(/\/upgrade\/checklist\/PE$/);
  await page.getByRole('link', { name: 'Complete Specialisation' }).click();
  await page.getByRole('button', { name: 'Add specialization' }).click();
  const dialog = page.getByRole('dialog');
  await choiceBox(dialog, 'Specialization').click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Description').fill('Civil Engineering');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the upgrade checklist' }).click();
  await expect(page.getByTestId('upgrade-help')).toHaveText('5 of 5 requirements complete');
  await page.getByLabel('I Confirm to upgrade').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Submit Application?' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('table', { name: 'My Upgrades' }).locator('tbody tr:not([data-row-actions])')).toHaveCount(1);

  const { text, journey, file } = await downloadJourney(page, 'upgrade');
  expect(flowsOf(journey)).toEqual(expect.arrayContaining(['upgrade-checklist']));
  const ended = await stateInPanel(page, journey.flow);
  const result = await replayed(file, text);
  expect(result.steps.at(-1)?.state).toBe(ended);
});

test.describe('on the world of portal serve (?world=)', () => {
  // serve-ready-world.ts: pending@'s checklist is passed there (and only there: the default scenario's pending@
  // cannot submit), so only a file that carries that world replays.
  const server = servedReadyWorld();

  test('the submission journey: login, submit, the code typed key by key; the file carries the served world and no part of the code', async ({
    page,
  }) => {
    const APPLICANT = 'pending@demo.test';
    await page.goto(`/?world=${server.origin}`);
    await expect(page.getByTestId('mock-badge')).toBeVisible();
    // Remembered: the address without ?world= stays on the same world.
    await login(page, APPLICANT);
    await page.waitForURL((u) => u.pathname !== '/');
    await visit(page, hrefTo('application'));
    await expect(page.getByRole('heading', { name: 'My Membership Applications' })).toBeVisible();
    // As a person types it: each start of the code is a value of the field on the way.
    await submitApplication(page, APPLICANT, 'keys');
    const code = (await lastMessageTo(page, APPLICANT, (m) => m.codes.length > 0)).codes[0]!;

    const { text, journey, file } = await downloadJourney(page, 'submission-on-serve');
    // The password and the whole code nowhere; the code's starts nowhere in what the flows send. The world step is the
    // seed's data, where a start can stand by chance: county "034" failed a code that began 034 (1 run in 10, session 31).
    const sent = JSON.stringify(journey.steps.slice(1));
    for (const secret of [PASSWORD, `"${code}"`]) expect(text.includes(secret), `the file carries ${secret}`).toBe(false);
    for (const start of [3, 4, 5].map((n) => `"${code.slice(0, n)}"`))
      expect(sent.includes(start), `the flows' steps carry ${start}`).toBe(false);
    expect(flowsOf(journey)).toEqual(expect.arrayContaining(['login', 'submission']));
    // Each of the field's six values on the way, the one-digit start included, reads the replay's own code.
    const typed = journey.steps.flatMap((s) => ('send' in s && (s.send as { type: string }).type === 'submission.change' ? [s.send] : []));
    expect(typed).toEqual(code.split('').map(() => ({ type: 'submission.change', code: { $outbox: expect.anything() } })));
    // The served world, not a scenario's: pending@'s declaration made by serve-ready-world.ts is in it.
    const world = (journey.steps[0] as { world: { collections: Record<string, Array<Record<string, unknown>>> } }).world;
    const profileId = personaByKey('pending').profileId;
    expect(world.collections.convictionDeclarations).toContainEqual(expect.objectContaining({ ProfileID: profileId, answer: 'No' }));
    const ended = await stateInPanel(page, journey.flow);
    const result = await replayed(file, text);
    expect(result.steps.at(-1)?.state).toBe(ended);
  });
});
