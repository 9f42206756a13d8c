// @vitest-environment jsdom
// The Member Checker at view level (spec 1 §8, spec §A): a failed search shows the server's message as a
// danger toast and on the page with Try again, which runs the same search; the toast goes once it succeeds. The
// search in the address is what loads.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

function openAt(path: string) {
  localStorage.clear();
  window.history.replaceState(null, '', path);
  const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
  render(<Providers portal={portal} site={site} />);
}

describe('Member Checker (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    t.server.resetHandlers();
  });

  it("a failed search: the server's message as a toast and on the page; Try again shows the results and the toast goes", async () => {
    let calls = 0;
    t.server.use(
      http.get(
        `${TEST_BASE_URL}profile/search`,
        () => (calls++, HttpResponse.json({ message: 'The register is being updated.' }, { status: 503 })),
        { once: true },
      ),
    );
    openAt('/search?term=Kamau&gender=Female');
    const toast = await screen.findByTestId('toast', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent('The register is being updated.');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('alert')).toHaveTextContent('The register is being updated.');
    fireEvent.click(within(results).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(results).getByRole('link', { name: 'Wanjirũ Kamau' })).toBeTruthy(), { timeout: 10_000 });
    expect(calls).toBe(1);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.getByLabelText('Name or member number')).toHaveValue('Kamau');
  });

  it('a blank search asks for nothing and shows no results', async () => {
    openAt('/search');
    const box = await screen.findByLabelText('Name or member number', {}, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: '    ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(/Enter a name or a member number/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('document 1 §2.5 "filters by Gender": the result count names the gender chosen (issue 23 item 7)', async () => {
    openAt('/search?term=Kamau&gender=Female');
    const count = await screen.findByTestId('result-count', {}, { timeout: 10_000 });
    expect(count.textContent).toMatch(/^[\d,]+ female members? match(es)? “Kamau”\.$/);
    cleanup();
    openAt('/search?term=Kamau');
    const all = await screen.findByTestId('result-count', {}, { timeout: 10_000 });
    expect(all.textContent).toMatch(/^[\d,]+ members? match(es)? “Kamau”\.$/);
  });

  it('document 1 §5 "nothing happens on an empty term; the term is trimmed": spaces only clear the results shown (issue 23 item 7)', async () => {
    openAt('/search?term=Kamau');
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 10_000 });
    await waitFor(() => expect(within(results).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Name or member number'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Results' })).toBeNull());
    expect(screen.getByText(/Enter a name or a member number/)).toBeTruthy();
    expect(screen.getByLabelText('Name or member number')).toHaveValue('');
  });
});
