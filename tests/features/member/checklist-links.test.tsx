// @vitest-environment jsdom
// The checklist can be found (issue 23 item 1): an applicant (pending@, checklist incomplete) signs in through the
// whole portal; the Incomplete profile banner says what is missing in the checklist's own words and links to
// /checklist/type/Application, and so do the completeness ring, the dashboard's applications card and the line
// under the disabled Submit (also on /application). Following the banner's link opens the Application Checklist.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { checklistProgress } from '#machines/checklist/checklist-rules.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

const pending = personaByKey('pending');
const CHECKLIST = hrefTo('listing', { type: 'Application' });
const hrefOf = (el: HTMLElement) => new URL((el as HTMLAnchorElement).href).pathname;

describe('the checklist can be found (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('banner, ring, applications card and the disabled Submit link to the checklist and say what is missing', async () => {
    const client = await t.signIn(pending.email);
    const items = (await client.call(endpoints.profile.checklist, { query: { category: pending.category!, type: 'Application' } })).data;
    const progress = checklistProgress(items);
    expect(progress.missing.length).toBeGreaterThan(0);

    await signInThroughThePortal(pending.email);
    const banner = await screen.findByText(`Incomplete profile: ${progress.text}`, { exact: false }, { timeout: 10_000 });
    expect(hrefOf(within(banner).getByRole('link', { name: 'Open the checklist' }))).toBe(CHECKLIST);

    const ring = screen.getByRole('link', {
      name: `Profile completeness: ${progress.passed} of ${progress.total} done. Open the checklist`,
    });
    expect(hrefOf(ring)).toBe(CHECKLIST);

    const card = await screen.findByRole('region', { name: 'My Membership Applications' }, { timeout: 10_000 });
    expect(hrefOf(within(card).getByRole('link', { name: 'Open the Application checklist' }))).toBe(CHECKLIST);
    const submit = await within(card).findByRole('button', { name: /^(re-)?Submit$/ }, { timeout: 10_000 });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText(progress.text, { exact: false })).toBeTruthy();
    expect(hrefOf(within(card).getByRole('link', { name: 'See what is missing' }))).toBe(CHECKLIST);

    fireEvent.click(within(banner).getByRole('link', { name: 'Open the checklist' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Checklist' }, { timeout: 10_000 })).toBeTruthy();
    // On the checklist the banner still says what is missing, without a link to the page it is on.
    const there = screen.getByText(`Incomplete profile: ${progress.text}`, { exact: false });
    expect(within(there).queryByRole('link')).toBeNull();
  });
});
