// One of the dev panel's buttons at work: which one is busy, and the failure to show.
import { useState } from 'react';
import { describeError } from '#contract/error-text.ts';

export function usePanelAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(name: string, action: () => Promise<unknown>) {
    setBusy(name);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, run };
}
