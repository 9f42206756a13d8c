// @vitest-environment jsdom
// Category names, not codes (issue 23 item 7), through the whole portal: member@ (a PE member whose history holds
// a GRADUATE application and a GRADUATE → PE upgrade) reads 'Professional Engineer' on the member bar and the
// dashboard, and the categories' names on My Membership Applications, My Upgrades (From and To Category),
// My Subscriptions and the subscription card. When the categories cannot be read, the code stands in.
import { act, cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { hrefTo } from '#contract/routes.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

const member = personaByKey('member');
const WAIT = { timeout: 10_000 };
const GRADUATE = 'Graduate Engineer';
const PE = 'Professional Engineer';

const go = (path: string) =>
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
/** The cells of a table's data rows under one column (rows of actions left out), by the column's header. */
const column = (table: HTMLElement, header: string): string[] => {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
  const at = headers.indexOf(header);
  expect(at, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return [...table.querySelectorAll('tbody tr:not([data-row-actions])')].map((row) => row.children[at]?.textContent?.trim() ?? '');
};
const categoryOnBar = () => screen.findByTestId('member-category', {}, WAIT);

describe('membership categories by name (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    t.server.resetHandlers();
  });

  it('the member bar, the dashboard, applications, upgrades and subscriptions name the category', async () => {
    expect(member.category).toBe('PE');
    await signInThroughThePortal(member.email);
    await within(await categoryOnBar()).findByText(PE, {}, WAIT);
    const info = await screen.findByRole('region', { name: 'General information' }, WAIT);
    expect(within(info).getByText(PE)).toBeTruthy();

    go(hrefTo('application'));
    const applications = await screen.findByRole('table', { name: 'My Membership Applications' }, WAIT);
    expect(column(applications, 'Category').length).toBeGreaterThan(0);
    for (const cell of column(applications, 'Category')) expect([GRADUATE, PE]).toContain(cell);

    go(hrefTo('upgrade'));
    const upgrades = await screen.findByRole('table', { name: 'My Upgrades' }, WAIT);
    expect(column(upgrades, 'From Category')).toContain(GRADUATE);
    expect(column(upgrades, 'To Category')).toContain(PE);

    go(hrefTo('subscription'));
    const subscriptions = await screen.findByRole('table', { name: 'My Subscriptions' }, WAIT);
    const categories = column(subscriptions, 'Category');
    expect(categories.length).toBeGreaterThan(0);
    for (const cell of categories) expect([GRADUATE, PE]).toContain(cell);

    go(hrefTo('subscriptionCard', {}));
    const card = await screen.findByRole('heading', { level: 2, name: /^Subscription / }, WAIT);
    const term = within(card.parentElement!).getByText('Category', { selector: 'dt' });
    expect([GRADUATE, PE]).toContain(term.nextElementSibling?.textContent);
  });

  it('when the categories cannot be read, the code stands in', async () => {
    t.server.use(http.get(`${TEST_BASE_URL}setup/membership-categories`, () => HttpResponse.json({ message: 'Down.' }, { status: 503 })));
    await signInThroughThePortal(member.email);
    expect((await categoryOnBar()).textContent).toBe('PE');
    const info = await screen.findByRole('region', { name: 'General information' }, WAIT);
    expect(within(info).getByText('PE')).toBeTruthy();
  });
});
