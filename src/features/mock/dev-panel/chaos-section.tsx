// The dev panel's chaos: the latency and the failure rate of API calls (the tester's controls never suffer them).
import { useState } from 'react';
import { CHAOS_FAULTS, ChaosSchema, type Chaos, type MockState } from '#contract/mock-controls.ts';
import { firstIssueMessage } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { TextField } from '#ui/text-field.tsx';
import { setChaos } from './dev-panel-actions';
import { usePanelAction } from './use-panel-action';

/** A phone on a bad line, as issue 24's fault suite sets it: 30 % of calls fail every way, 0–3 s of latency. */
const BAD_LINE: Chaos = { latencyMs: 0, jitterMs: 3000, failRate: 0.3, faults: [...CHAOS_FAULTS] };

function describeChaos(chaos: Chaos): string {
  const jitter = chaos.jitterMs ? ` to ${chaos.latencyMs + chaos.jitterMs}` : '';
  const faults = chaos.faults ? ` (${chaos.faults.join(', ')})` : '';
  return `Now: ${chaos.latencyMs}${jitter} ms latency, failure rate ${chaos.failRate}${faults}.`;
}

export function ChaosSection({ state, onState }: { state: MockState; onState: () => void }) {
  const [latency, setLatency] = useState(String(state.chaos.latencyMs));
  const [failRate, setFailRate] = useState(String(state.chaos.failRate));
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, run } = usePanelAction();

  function handleApply(chaos: Chaos) {
    const parsed = ChaosSchema.safeParse(chaos);
    setInvalid(parsed.success ? null : firstIssueMessage(parsed.error));
    if (!parsed.success) return;
    setLatency(String(chaos.latencyMs));
    setFailRate(String(chaos.failRate));
    void run('chaos', async () => (await setChaos(parsed.data), onState()));
  }

  return (
    <section aria-labelledby="dev-chaos" className="flex flex-col gap-2">
      <h3 id="dev-chaos" className="font-semibold text-slate-900">
        Chaos
      </h3>
      <p className="text-sm text-slate-800" data-testid="dev-panel-chaos">
        {describeChaos(state.chaos)}
      </p>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          handleApply({
            latencyMs: latency.trim() === '' ? NaN : Number(latency),
            failRate: failRate.trim() === '' ? NaN : Number(failRate),
          });
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
          <Button look="secondary" disabled={busy !== null} onClick={() => handleApply(BAD_LINE)}>
            Bad line (30 %, 0–3 s, every fault)
          </Button>
          <Button look="ghost" disabled={busy !== null} onClick={() => handleApply({ latencyMs: 0, failRate: 0 })}>
            No chaos
          </Button>
        </div>
      </form>
      {(invalid ?? error) ? <Alert kind="error">{invalid ?? error}</Alert> : null}
    </section>
  );
}
