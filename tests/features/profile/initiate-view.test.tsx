// @vitest-environment jsdom
// initiate-profile through the whole portal (composition root, router, guard, form): when the save fails (a forced
// 500) every field keeps what was typed and the server's reason shows above the form; saved, the member goes on
// to the dashboard with a profile.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('initiate-profile (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    t.server.resetHandlers();
    cleanup();
    localStorage.clear();
  });

  it('a failed save loses nothing typed and says why; the next save opens the dashboard', async () => {
    await signInThroughThePortal('applicant@demo.test');
    await screen.findByRole('heading', { name: 'Create your profile' }, { timeout: 10_000 });
    type('First Name', 'Achieng');
    type('Other Names', 'Akinyi');
    type('Last Name', 'Atieno');
    type('Date of Birth', '1999-05-14');
    type('KRA PIN', 'A001234567B');
    fireEvent.click(screen.getByRole('button', { name: /Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Gender/ }).textContent).toContain('Female'));

    let calls = 0;
    t.server.use(
      http.post(
        `${TEST_BASE_URL}profile`,
        () => (calls++, HttpResponse.json({ message: 'The server is having a bad day.' }, { status: 500 })),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    // A save the server failed (500) has no place in the form: document 1 §8's 'Something went wrong' dialog.
    const failure = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(failure).toHaveTextContent('The server is having a bad day.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull());
    expect(calls).toBe(1);
    const kept = {
      'First Name': 'Achieng',
      'Other Names': 'Akinyi',
      'Last Name': 'Atieno',
      'Date of Birth': '1999-05-14',
      'KRA PIN': 'A001234567B',
      'E-mail': 'applicant@demo.test',
      'ID / Passport No': '25678901',
    };
    for (const [label, value] of Object.entries(kept)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('button', { name: /Gender/ }).textContent).toContain('Female');

    t.server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    const menu = await screen.findByRole('navigation', { name: 'Member menu' }, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'CPD' })).toBeNull();
  });
});
