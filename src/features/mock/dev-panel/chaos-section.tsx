// The dev panel's chaos: the latency and the failure rate of API calls (the tester's controls never suffer them).
import { useState } from 'react';
import { ChaosSchema, type MockState } from '#contract/mock-controls';
import { firstIssueMessage } from '#contract';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { setChaos } from './dev-panel-actions';
import { usePanelAction } from './use-panel-action';

export function ChaosSection({ state, onState }: { state: MockState; onState: () => void }) {
  const [latency, setLatency] = useState(String(state.chaos.latencyMs));
  const [failRate, setFailRate] = useState(String(state.chaos.failRate));
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, run } = usePanelAction();

  function handleApply(latencyMs: number, rate: number) {
    const parsed = ChaosSchema.safeParse({ latencyMs, failRate: rate });
    setInvalid(parsed.success ? null : firstIssueMessage(parsed.error));
    if (!parsed.success) return;
    setLatency(String(latencyMs));
    setFailRate(String(rate));
    void run('chaos', async () => (await setChaos(parsed.data), onState()));
  }

  return (
    <section aria-labelledby="dev-chaos" className="flex flex-col gap-2">
      <h3 id="dev-chaos" className="font-semibold text-slate-900">
        Chaos
      </h3>
      <p className="text-sm text-slate-800" data-testid="dev-panel-chaos">
        Now: {state.chaos.latencyMs} ms latency, failure rate {state.chaos.failRate}.
      </p>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          handleApply(latency.trim() === '' ? NaN : Number(latency), failRate.trim() === '' ? NaN : Number(failRate));
        }}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField label="Latency (ms)" type="number" inputMode="numeric" min={0} step={1} value={latency} onValue={setLatency} />
          <TextField
            label="Failure rate (0 to 1)"
            type="number"
            inputMode="decimal"
            min={0}
            max={1}
            step={0.05}
            value={failRate}
            onValue={setFailRate}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" look="secondary" busy={busy === 'chaos'} disabled={busy !== null}>
            Apply chaos
          </Button>
          <Button look="ghost" disabled={busy !== null} onClick={() => handleApply(0, 0)}>
            No chaos
          </Button>
        </div>
      </form>
      {(invalid ?? error) ? <Alert kind="error">{invalid ?? error}</Alert> : null}
    </section>
  );
}
