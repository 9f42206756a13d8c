// A small marker that the portal runs on the fake backend: the scenario, the outbox of "sent" messages, and a
// reset of the demo data. Compact on a phone so it never covers a form.
import { useState } from 'react';
import { Link } from 'wouter';
import { describeError } from '../contract/error-text';
import { hrefTo } from '../contract/routes';

interface MockBadgeProps {
  scenario: string;
  seed: number;
}

export function MockBadge({ scenario, seed }: MockBadgeProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleReset() {
    setBusy(true);
    setError(null);
    try {
      // Loaded on use: the badge is in the first chunk, the controls' table and client need not be.
      const [{ mockControls }, { mockControlsClient }] = await Promise.all([import('../contract/mock-controls'), import('../features/mock/mock-controls-client')]);
      await mockControlsClient().call(mockControls.reset, { body: {} });
      localStorage.removeItem('portal.session');
      window.location.assign(hrefTo('login'));
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  }

  return (
    <div
      className="fixed bottom-2 left-2 z-40 flex max-w-[calc(100vw-1rem)] flex-wrap items-center gap-x-2 rounded-full bg-amber-100 px-3 py-1 text-xs text-amber-950 shadow ring-1 ring-amber-300 sm:text-sm"
      data-testid="mock-badge"
    >
      <span className="font-semibold">Mock mode</span>
      <span className="hidden sm:inline">
        scenario {scenario}, seed {seed}
      </span>
      <span className="sr-only sm:hidden">
        scenario {scenario}, seed {seed}
      </span>
      <Link href={hrefTo('mockOutbox')} className="rounded-full px-2 underline hover:bg-amber-200">
        Outbox
      </Link>
      <button type="button" onClick={() => void handleReset()} disabled={busy} className="min-h-6 rounded-full px-2 underline hover:bg-amber-200 disabled:opacity-50">
        {busy ? 'Resetting…' : 'Reset data'}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
