// @vitest-environment jsdom
// Submit's gate on screen (spec 3 §2 and §7): the dashboard's applications card and /application read
// `application/checklist/{membershipType}` through the gate machine, not member data's profile checklist.
// pending@ (a GRADUATE applicant) signs in through the whole portal; the two checklists are made to disagree so
// that a Submit following the wrong one fails the test: the application checklist all passed enables Submit although
// the profile checklist still misses items; one application item not passed disables it (with "N of M done. Still
// to do: …" and "See what is missing") although the profile checklist passes. The world changing elsewhere (another
// tab) reloads the gate, and Submit turns enabled without a page reload.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#contract';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { hrefTo } from '#contract/routes.ts';
import { checklistProgress } from '#machines/checklist/checklist-rules.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const pending = personaByKey('pending');
const item = (checkListType: string, pass: boolean): ChecklistItem => ({ checkListType, description: checkListType, pass });
const ALL_PASSED = [item('PICTURE', true), item('REFEREE', true)];
const ONE_MISSING = [item('PICTURE', true), item('REFEREE', false)];
const WAIT = { timeout: 10_000 };

async function signIn() {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
  render(<Providers portal={portal} site={site} />);
  fireEvent.change(await screen.findByLabelText('E-mail', {}, WAIT), { target: { value: pending.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  return portal;
}

const card = () => screen.findByRole('region', { name: 'My Membership Applications' }, WAIT);
const submitIn = (place: HTMLElement) => within(place).findByRole<HTMLButtonElement>('button', { name: /^(re-)?Submit$/ }, WAIT);
/** Submit once the gate has answered and let it through (the button is remade when the gate opens). */
const enabledSubmitIn = (place: HTMLElement) =>
  waitFor(() => {
    const button = within(place).getByRole<HTMLButtonElement>('button', { name: /^(re-)?Submit$/ });
    expect(button.disabled).toBe(false);
    return button;
  }, WAIT);

describe("Submit's gate follows application/checklist/{membershipType} (view)", () => {
  const t = useBackend({ scenario: 'default' });
  const gateCalls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/application/checklist/')) gateCalls.push(path);
  };
  beforeAll(() => void t.server.events.on('request:start', record));
  afterAll(() => void t.server.events.removeListener('request:start', record));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    t.server.resetHandlers();
    gateCalls.length = 0;
  });
  const gateAnswers = (items: ChecklistItem[]) =>
    t.server.use(http.get(`${TEST_BASE_URL}application/checklist/:membershipType`, () => HttpResponse.json({ data: items })));
  const profileChecklistAnswers = (items: ChecklistItem[]) =>
    t.server.use(http.get(`${TEST_BASE_URL}checklist`, () => HttpResponse.json({ data: items })));

  it('the application checklist all passed enables Submit, while the profile checklist still misses items', async () => {
    gateAnswers(ALL_PASSED);
    await signIn();
    // The banner reads member data's profile checklist: still incomplete.
    expect(await screen.findByText('Incomplete profile:', { exact: false }, WAIT)).toBeTruthy();
    await enabledSubmitIn(await card());
    expect(within(await card()).queryByRole('link', { name: 'See what is missing' })).toBeNull();
    expect(gateCalls).toEqual([`/api/application/checklist/${pending.category}`]);
  });

  it('one application item not passed disables Submit on the card and on /application, saying what is missing', async () => {
    gateAnswers(ONE_MISSING);
    profileChecklistAnswers(ALL_PASSED);
    await signIn();
    const place = await card();
    const text = checklistProgress(ONE_MISSING).text;
    expect(text).toBe('1 of 2 done. Still to do: accepted referees.');
    expect(await within(place).findByText(text, { exact: false }, WAIT)).toBeTruthy();
    expect((await submitIn(place)).disabled).toBe(true);
    expect(within(place).getByRole('link', { name: 'See what is missing' }).getAttribute('href')).toBe(
      hrefTo('listing', { type: 'Application' }),
    );

    act(() => {
      window.history.pushState(null, '', hrefTo('application'));
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('heading', { level: 1, name: 'My Membership Applications' }, WAIT);
    const offer = await screen.findByTestId('submit-offer', {}, WAIT);
    expect(await within(offer).findByText(text, { exact: false }, WAIT)).toBeTruthy();
    expect((await submitIn(offer)).disabled).toBe(true);
  });

  it('the world changing elsewhere reloads the gate: the checklist completed in another tab enables Submit', async () => {
    gateAnswers(ONE_MISSING);
    const portal = await signIn();
    const place = await card();
    expect(await within(place).findByText(checklistProgress(ONE_MISSING).text, { exact: false }, WAIT)).toBeTruthy();
    expect((await submitIn(place)).disabled).toBe(true);
    const before = gateCalls.length;

    gateAnswers(ALL_PASSED);
    act(() => portal.changes.tell('everything'));
    await enabledSubmitIn(place);
    expect(gateCalls.length).toBeGreaterThan(before);
    expect(within(place).queryByRole('link', { name: 'See what is missing' })).toBeNull();
  });
});
