// View tests of the whole portal (composition root, router, layouts) against the test backend: sign in through
// the login form as a visitor would.
import { fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';

/** The whole portal on `path` (/ unless told), signed out, with nothing remembered from an earlier test. */
export function renderPortal(path = '/'): void {
  localStorage.clear();
  window.history.replaceState(null, '', path);
  const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
  render(<Providers portal={portal} site={site} />);
}

export async function signInThroughThePortal(email: string): Promise<void> {
  renderPortal();
  fireEvent.change(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}
