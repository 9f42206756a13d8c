// A small marker that the portal runs on the fake backend, with the scenario and a reset of the demo data.
import { useState } from 'react';

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
      const response = await fetch('/__mock/reset', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok) throw new Error(`The reset failed (${response.status}).`);
      window.location.reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The reset failed.');
      setBusy(false);
    }
  }

  return (
    <div className="fixed right-3 bottom-3 flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-950 shadow ring-1 ring-amber-300" data-testid="mock-badge">
      <span className="font-semibold">Mock mode</span>
      <span>
        scenario {scenario}, seed {seed}
      </span>
      <button type="button" onClick={() => void handleReset()} disabled={busy} className="min-h-6 rounded-full px-2 underline hover:bg-amber-200 disabled:opacity-50">
        {busy ? 'Resetting…' : 'Reset data'}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
