// Issue 35 item 6 in Chromium (DECISIONS §F). A referee link answers for 90 days after the request: the simulated
// clock is stepped with the mock controls to day 89 (the form opens) and then one day more, and the page says
// plainly that the link expired, naming the applicant and the body's contact. No request the page makes carries the
// code in its URL (the e-mailed link keeps it in the fragment; an older link with the code in the path still opens
// and is rewritten). An account claim with an e-mail that is not the member's on file is refused with the one
// message; with the one on file the code arrives in the outbox, there and by SMS.
import { expect, test, type Page } from '@playwright/test';
import { accessMessages } from '#contract/access-messages.ts';
import { refereeMessages } from '#contract/profile-referee.ts';
import { expectNoAxeViolations, settle } from './audit';
import { APPLICANT, REFEREE, contextWithWorldOnly, linkParts } from './referee';
import { callJson, lastMessageTo, PASSWORD, startFresh } from './support';

const DAY = 86_400_000;

/** The applicant sends the request again now, so the 90 days start from the world's now whatever today's date. */
async function resendAsApplicant(page: Page) {
  const before = Date.parse((await callJson<{ data: { now: string } }>(page, 'GET', '/__mock/state')).json.data.now);
  const login = await callJson<{ data: { token: string } }>(page, 'POST', '/api/auth/login', { email: APPLICANT, password: PASSWORD });
  const token = login.json.data.token;
  const rows = await callJson<{ data: Array<{ lineNo: number; Email: string }> }>(page, 'GET', '/api/profile/referee', undefined, token);
  const row = rows.json.data.find((r) => r.Email === REFEREE)!;
  expect((await callJson(page, 'POST', '/api/profile/referee/send_email', { lineNo: row.lineNo }, token)).status).toBe(200);
  return lastMessageTo(page, REFEREE, (m) => Date.parse(m.sentAt) >= before);
}

async function advanceTo(page: Page, at: number) {
  const state = await callJson<{ data: { now: string } }>(page, 'GET', '/__mock/state');
  const ms = at - Date.parse(state.json.data.now);
  expect(ms).toBeGreaterThan(0);
  expect((await callJson(page, 'POST', '/__mock/clock/advance', { ms })).status).toBe(200);
}

test('a referee link opens on day 89 and on day 90 says it expired and whom to ask; no request carries the code in its URL', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await startFresh(page);
  const mail = await resendAsApplicant(page);
  const link = mail.links[0]!;
  expect(link).toMatch(/^\/profile\/response\/[^/#]+#code=/);
  const parts = linkParts(link);

  const referee = await contextWithWorldOnly(page, browser, baseURL);
  const rpage = await referee.newPage();
  const urls: string[] = [];
  rpage.on('request', (request) => void urls.push(request.url()));

  await rpage.goto('/');
  await expect(rpage.getByTestId('mock-badge')).toBeVisible();
  await advanceTo(rpage, Date.parse(mail.sentAt) + 89 * DAY);
  await rpage.goto(link);
  await expect(rpage.getByText('Dear Eng. Faith Nyambura,')).toBeVisible();

  // A link e-mailed before (the code in the path) still opens, and the address bar keeps the code only in the fragment.
  const legacy = `/profile/response/${encodeURIComponent(parts.user)}/${encodeURIComponent(parts.code)}`;
  await rpage.goto(legacy);
  await expect(rpage.getByText('Dear Eng. Faith Nyambura,')).toBeVisible();
  await expect.poll(() => new URL(rpage.url()).pathname).toBe(`/profile/response/${encodeURIComponent(parts.user)}`);
  expect(new URL(rpage.url()).hash).toContain('code=');

  await advanceTo(rpage, Date.parse(mail.sentAt) + 90 * DAY);
  // The address already is the link (rewritten above): a reload opens it anew, as a referee's click would.
  await rpage.reload();
  const alert = rpage.getByRole('alert');
  await expect(alert).toContainText(refereeMessages.linkExpired);
  await expect(alert).toContainText('Ask Kiprotich Koech, who named you as a referee');
  await expect(alert).toContainText('registrar@ebk.example');
  await expect(rpage.getByRole('heading', { name: /Question/ })).toHaveCount(0);
  await expect(rpage.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await settle(rpage);
  await expectNoAxeViolations(rpage, 'expired referee link');

  // Every request of the referee's browser, page loads included, but the old link's own load the test made on
  // purpose: the code, as sent or decoded, is in none of them.
  const api = urls.filter((url) => new URL(url).pathname.startsWith('/api/questions'));
  expect(api.length).toBeGreaterThanOrEqual(3);
  expect(urls.filter((url) => url.endsWith(legacy))).toHaveLength(1);
  for (const url of urls.filter((u) => !u.endsWith(legacy))) {
    for (const secret of [parts.code, encodeURIComponent(parts.code), parts.decodedCode]) expect(url, url).not.toContain(secret);
  }
  await referee.close();
});

test('an account claim with an e-mail that is not the one on file is refused; with the one on file the code arrives there and by SMS', async ({
  page,
}) => {
  await startFresh(page);
  const hints = await callJson<{
    data: { unclaimedMembers: Array<{ MemberNo: string; IdentificationDocumentNo: string; PhoneNo: string; Email: string }> };
  }>(page, 'GET', '/__mock/hints');
  const member = hints.json.data.unclaimedMembers[0]!;
  await page.goto('/activate');
  await page.getByRole('dialog', { name: 'Activation disclaimer' }).getByRole('button', { name: 'Agree', exact: true }).click();
  await page.getByLabel('Membership number').fill(member.MemberNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('ID / Passport number').fill(member.IdentificationDocumentNo);
  await page.getByLabel('Mobile').fill(`+254 ${member.PhoneNo.slice(1)}`);
  const wrong = 'someone.else@example.co.ke';
  await page.getByLabel('E-mail').fill(wrong);
  await page.getByRole('button', { name: 'Request activation' }).click();
  await expect(page.getByText(accessMessages.claimRefused)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(wrong);
  await expect(page.getByRole('dialog', { name: 'Activate your account' })).toHaveCount(0);
  const outbox = await callJson<{ data: Array<{ to: string }> }>(page, 'GET', '/__mock/outbox');
  expect(outbox.json.data.some((m) => m.to === wrong)).toBe(false);

  await page.getByLabel('E-mail').fill(member.Email.toUpperCase());
  await page.getByRole('button', { name: 'Request activation' }).click();
  await expect(page.getByRole('dialog', { name: 'Activate your account' })).toBeVisible();
  const mail = await lastMessageTo(page, member.Email);
  const sms = await lastMessageTo(page, member.PhoneNo);
  expect(mail.codes).toHaveLength(1);
  expect(sms.codes).toEqual(mail.codes);
});
