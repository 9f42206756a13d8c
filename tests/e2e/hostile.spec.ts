// Issue 24 item 4 in Chromium: the rows of the hostile-input table (tests/hostile/hostile-cases.ts) that need a
// real browser — addresses typed into the bar, a real file chooser, payloads under the CSP, a downloaded export,
// double clicks. Each row also checks the table's promises: not blank, no uncaught exception, no payload run (the
// payloads set window.__hostile) or turned into markup.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import {
  ADDRESS_CASES,
  countsByKind,
  HOSTILE_CASES,
  HOSTILE_FLAG,
  HOSTILE_TEXTS,
  SCRIPTED_CASES,
  UPLOAD_CASES,
  type AddressCase,
  type HostileCase,
  type HostileFile,
  type UploadCase,
} from '../hostile/hostile-cases';
import { choose, pdf } from './files';
import { callJson, signIn, startFresh, visit, type OutboxMessage } from './support';

const DISCOVER = Boolean(process.env['HOSTILE_DISCOVER']);

/** Uncaught exceptions of the page, collected across loads. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** What a row must never leave: a blank page, the error boundary, a payload that ran or became markup. */
async function promisesBroken(page: Page, errors: string[]): Promise<string[]> {
  const state = await page.evaluate((flag) => {
    const markup = [...document.querySelectorAll('*')]
      .filter(
        (el) =>
          [...el.attributes].some((a) => a.name.startsWith('on') && a.value.includes(flag)) ||
          (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes(flag)),
      )
      .map((el) => el.outerHTML.slice(0, 80));
    return {
      ran: (window as unknown as Record<string, unknown>)[flag] !== undefined,
      markup,
      text: document.body.innerText.trim(),
    };
  }, HOSTILE_FLAG);
  const problems: string[] = [];
  if (state.text === '') problems.push('blank page');
  if (state.text.includes('This page could not be shown')) problems.push('the error boundary showed');
  if (state.ran) problems.push('a payload ran');
  if (state.markup.length) problems.push(`payload turned into markup: ${state.markup.join(' | ')}`);
  if (errors.length) problems.push(`uncaught: ${errors.splice(0).join(' | ')}`);
  return problems;
}

async function expectRow(page: Page, row: HostileCase) {
  const expected = row.expected;
  // Soft: one run reports every row that fails, not the first.
  if ('notFound' in expected) await expect.soft(page.getByRole('heading', { level: 1, name: 'Nothing here' }), row.id).toBeVisible();
  else if ('text' in expected) await expect.soft(page.getByText(expected.text, { exact: false }).first(), row.id).toBeVisible();
  else if ('message' in expected) await expect.soft(page.getByText(expected.message, { exact: true }).first(), row.id).toBeVisible();
}

/**
 * Opens `path` as a link does, after the not-found page has unmounted the screen before: a screen whose address
 * changes only in its parameters stays mounted on a link, so without the hop a row could be judged on what the row
 * before left on the page (a typed address always starts a screen afresh).
 */
async function moveTo(page: Page, path: string) {
  await visit(page, '/no-screen-between-rows');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing here' })).toBeVisible();
  await visit(page, path);
}

/**
 * A query row's address is typed (a page load): the mock-mode boot reads the query string too (mocks/browser.ts:
 * scenario, seed, world), and a payment return always arrives by a load from the gateway. A route row's path is
 * read by the router alone, the same on a link as on a load, so it is reached as a link (issue 25: no load a row).
 */
async function open(page: Page, row: AddressCase) {
  if (row.kind === 'query-param') await page.goto(row.path);
  else await moveTo(page, row.path);
}

async function openRow(page: Page, row: AddressCase, errors: string[]) {
  await open(page, row);
  await expect.soft(page.locator('h1, [role="alert"]').first(), row.id).toBeVisible({ timeout: 15_000 });
  // A screen that loads has answered (data or a refusal) before the row is judged.
  await expect.soft(page.getByText(/^(Loading(?! Component)|Activating your account)/), row.id).toHaveCount(0, { timeout: 15_000 });
  if (DISCOVER) {
    await page.waitForTimeout(1_500);
    const seen = await page.locator('h1, [role="alert"], [role="status"]').allInnerTexts();
    console.info(
      `DISCOVER ${row.id} @ ${new URL(page.url()).pathname.slice(0, 60)} :: ${seen.map((t) => t.replace(/\s+/g, ' ').slice(0, 140)).join(' | ')}`,
    );
  } else await expectRow(page, row);
  expect(await promisesBroken(page, errors), row.id).toEqual([]);
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The bytes of a row's file: the kind it claims to be or not, padded to its size. */
function bytesOf(file: HostileFile): Buffer {
  const head = { pdf: pdf('hostile'), png: PNG, text: Buffer.from('not a document\n'), empty: Buffer.alloc(0) }[file.content];
  return file.size && file.size > head.length ? Buffer.concat([head, Buffer.alloc(file.size - head.length, 0x20)]) : head;
}

/** Signs a persona in (once per test; the login form is access.spec's subject) and waits for the dashboard. */
async function signInAs(page: Page, persona: string) {
  await signIn(page, personaByKey(persona as never).email);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Hands a file to the browser's own chooser, opened by the field's button, as a person does. */
async function chooseFile(page: Page, row: UploadCase) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: new RegExp(`^Choose \\w+ for ${row.field}$`) })
    .last()
    .click();
  await (await chooser).setFiles({ name: row.file.name, mimeType: row.file.mimeType, buffer: bytesOf(row.file) });
}

/** The steps of each scripted row, by its id; the test below fails on a row without steps. */
const STEPS: Record<string, (page: Page) => Promise<void>> = {
  'paymentHistory › Export to Excel › a script in the search box': async (page) => {
    await moveTo(page, '/payment-history');
    const box = page.getByLabel('Search payments');
    await box.fill(HOSTILE_TEXTS.script);
    await box.fill('');
    await box.fill(HOSTILE_TEXTS.script);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.length).toBeGreaterThan(1);
    await expect(box).toHaveValue(HOSTILE_TEXTS.script);
  },
  'paymentHistory › Export to Excel › a search that matches nothing': async (page) => {
    await moveTo(page, '/payment-history');
    await page.getByLabel('Search payments').fill(HOSTILE_TEXTS.sql);
    await expect(page.getByText('No payment matches this search.')).toBeVisible();
    await expect(page.getByLabel('Search payments')).toHaveValue(HOSTILE_TEXTS.sql);
  },
  'customerStatement › Download › from year 0001': async (page) => {
    await moveTo(page, '/customer/statement?start=0001-01-01&end=2020-12-31');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download/ }).click();
    expect((await download).suggestedFilename()).toBe('STATEMENT-0001-01-01-2020-12-31.pdf');
  },
  'login › Login › a double click': async (page) => {
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByLabel('E-mail').fill(personaByKey('member').email);
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Login' }).dblclick();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  },
  'forgotPassword › Reset › a double click': async (page) => {
    await page.evaluate(() => localStorage.clear());
    const email = personaByKey('member').email;
    const before = (await callJson<{ data: OutboxMessage[] }>(page, 'GET', '/__mock/outbox')).json.data.filter(
      (m) => m.to === email,
    ).length;
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Reset', exact: true }).dblclick();
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    const after = (await callJson<{ data: OutboxMessage[] }>(page, 'GET', '/__mock/outbox')).json.data.filter((m) => m.to === email).length;
    expect(after - before).toBe(1);
  },
  'Add contact › Save › a double click with HTML in Address': async (page) => {
    await moveTo(page, '/checklist/component/CONTACTS');
    const table = page.getByRole('table', { name: 'Contacts' });
    await expect(table).toBeVisible();
    // One record is two rows (its cells, its actions): count records by their Edit buttons.
    const records = table.getByRole('button', { name: /^Edit contact/ });
    const before = await records.count();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await choose(dialog, 'Type', 'Personal');
    await dialog.getByLabel('Phone No').fill('0712345678');
    await dialog.getByLabel('Address').fill(HOSTILE_TEXTS.html);
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(records).toHaveCount(before + 1);
    await page.waitForTimeout(1_000);
    await expect(records).toHaveCount(before + 1);
    await expect(table.getByText(HOSTILE_TEXTS.html)).toBeVisible();
  },
  'component PROFILE (Bio) › Save › a double click with a script in Other Names': async (page) => {
    await moveTo(page, '/checklist/component/PROFILE');
    await page.getByLabel('Other Names').fill(HOSTILE_TEXTS.script);
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /profile/i.test(new URL(r.url()).pathname) && !/\/__mock\//.test(r.url())) saves++;
    });
    await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
    await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(saves).toBe(1);
    await page.reload();
    await expect(page.getByLabel('Other Names')).toHaveValue(HOSTILE_TEXTS.script);
  },
  'search › Name or member number › a script, searched under the CSP': async (page) => {
    await moveTo(page, '/search');
    const box = page.getByLabel('Name or member number');
    await box.fill(HOSTILE_TEXTS.script);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/term=/);
    await expect(box).toHaveValue(HOSTILE_TEXTS.script);
  },
};

async function runUpload(page: Page, row: UploadCase, errors: string[]) {
  await moveTo(page, row.path);
  if (row.open) await page.getByRole('button', { name: row.open }).click();
  const scope = row.open ? page.getByRole('dialog', { name: row.open }) : page;
  // Something typed beside the file stays when the file is refused.
  const typed = row.open ? scope.getByLabel('File Name') : scope.getByLabel('Other Names');
  await typed.fill(HOSTILE_TEXTS.names);
  await chooseFile(page, row);
  if (DISCOVER) {
    await page.waitForTimeout(800);
    console.info(
      `DISCOVER ${row.id} :: ${(await scope.locator('[data-testid="field-error"], [role="alert"]').allInnerTexts()).join(' | ')}`,
    );
  } else await expectRow(page, row);
  await expect(typed, row.id).toHaveValue(HOSTILE_TEXTS.names);
  expect.soft(await promisesBroken(page, errors), row.id).toEqual([]);
}

test.beforeAll(() => {
  console.info(
    `hostile-input table: ${HOSTILE_CASES.length} cases; ${Object.entries(countsByKind())
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  );
});

for (const persona of [null, 'member'] as const) {
  test(`route and query parameters in the address (query rows typed, route rows as links), ${persona ?? 'visitor'}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await startFresh(page);
    if (persona) await signInAs(page, persona);
    for (const row of ADDRESS_CASES.filter((c) => c.persona === persona)) await openRow(page, row, errors);
  });
}

test('uploads through the file chooser: not a PDF, empty, over the bound, hostile names; pictures', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await startFresh(page);
  await signInAs(page, 'member');
  for (const row of UPLOAD_CASES) await runUpload(page, row, errors);
});

test('exports, double submits and a payload under the CSP', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await startFresh(page);
  await signInAs(page, 'member');
  const missing = SCRIPTED_CASES.filter((row) => !STEPS[row.id]).map((row) => row.id);
  expect(missing, 'rows without steps').toEqual([]);
  for (const row of SCRIPTED_CASES) {
    await test.step(row.id, () => STEPS[row.id]!(page));
    expect(await promisesBroken(page, errors), row.id).toEqual([]);
  }
});
