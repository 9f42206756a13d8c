// Helpers of the referee browser tests: a referee's link taken apart, a browser that has the mock world but nobody
// signed in (the referee opening the e-mail on their own computer), and an answer sent straight to the fake server.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { decodeBase64 } from '#contract/base64.ts';
import { linkFromUrl } from '#contract/profile-referee.ts';
import { callJson, PASSWORD } from './support';

export const APPLICANT = 'pending@demo.test';
export const REFEREE = 'approver@demo.test';

/**
 * The link's two parts as the page receives them (base64) and decoded (what the server is asked with): the user in
 * the path, the code in the fragment (docs/decisions/028).
 */
export function linkParts(link: string) {
  const url = new URL(link, 'http://portal.test');
  const match = /^\/profile\/response\/([^/]+)$/.exec(url.pathname);
  if (!match) throw new Error(`not a referee link: ${link}`);
  const { user, code } = linkFromUrl(url, { user: decodeURIComponent(match[1]!) });
  const memberNo = decodeBase64(user ?? '');
  const decoded = decodeBase64(code ?? '');
  if (!user || !code || !memberNo.ok || !decoded.ok) throw new Error(`undecodable link: ${link}`);
  return { user, code, memberNo: memberNo.value, decodedCode: decoded.value };
}

/**
 * A new browser context holding the stored mock world of `page` (IndexedDB and the `portal.mock.*` keys) and
 * nothing else: no cookies, no session. Every change was stored before it was answered, so the copy is whole.
 */
export async function contextWithWorldOnly(page: Page, browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const state = await page.context().storageState({ indexedDB: true });
  const origins = state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => item.name.startsWith('portal.mock.')) }));
  return browser.newContext({ storageState: { cookies: [], origins }, ...(baseURL ? { baseURL } : {}) });
}

/** The signed-in API as `email` from inside `page` (the fake server answers in its service worker). */
export async function apiAs(page: Page, email: string) {
  const login = await callJson<{ data: { token: string } }>(page, 'POST', '/api/auth/login', { email, password: PASSWORD });
  const token = login.json.data.token;
  return <T>(path: string) => callJson<T>(page, 'GET', `/api/${path}`, undefined, token);
}

/** Answers the request behind `link` without the stepper (for screens that need an answered request). */
export async function answerThroughApi(page: Page, link: string, response: 'Accept' | 'Reject') {
  const { memberNo, decodedCode } = linkParts(link);
  const form = await callJson<{ data: { Questions: { refereeResponse: Array<{ questionNo: number }> } } }>(page, 'POST', '/api/questions', {
    memberNo,
    code: decodedCode,
  });
  const answers = form.json.data.Questions.refereeResponse.map((q) => ({ questionNo: q.questionNo, answer: `Answer ${q.questionNo}` }));
  return callJson(page, 'POST', '/api/questions/update', {
    memberNo,
    code: decodedCode,
    response,
    Remarks: response === 'Reject' ? 'Not known to me.' : '',
    Questions: { refereeResponse: answers },
  });
}

/**
 * The applicant once the referee is done: the referee's browser closes and a browser
 * holding that world opens, with the applicant's API there. Browser contexts share no storage, so the world is
 * carried over rather than read again by the first browser.
 */
export async function applicantAfterReferee(refereePage: Page, browser: Browser, baseURL: string | undefined) {
  const after = await contextWithWorldOnly(refereePage, browser, baseURL);
  await refereePage.context().close();
  const page = await after.newPage();
  await page.goto('/');
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  return { page, get: await apiAs(page, APPLICANT), close: () => after.close() };
}

/** The referee (approver@, writing to pending@'s request) opens `link`, answers every question and accepts. */
export async function acceptAsReferee(rpage: Page, link: string): Promise<void> {
  await rpage.goto(link);
  await answerEveryQuestionAndAccept(rpage, 'Dear Eng. Faith Nyambura,');
}

/** On the referee's stepper, greeted by `greeting`: every question answered, then Accept, then the report. */
export async function answerEveryQuestionAndAccept(rpage: Page, greeting: string | RegExp): Promise<void> {
  await expect(rpage.getByRole('region', { name: 'Referee Response' }).getByText(greeting)).toBeVisible();
  for (let n = 1; ; n++) {
    await expect(rpage.getByRole('heading', { name: `Question ${n}` })).toBeVisible();
    await rpage.getByRole('textbox', { name: 'Answer' }).fill(`I have known the applicant in my practice; answer ${n}.`);
    const accept = rpage.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible()) {
      await accept.click();
      break;
    }
    await rpage.getByRole('button', { name: 'Next' }).click();
  }
  await expect(rpage.getByRole('heading', { name: 'Referee Form Report' })).toBeVisible();
}
