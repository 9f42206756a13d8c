// The dev panel's simulation: the scenario (switch, reset), the outbox, and the clock moved by an hour, a
// day or 30 days, with the simulated now and what moved ("APP000007: New → Open", or "Nothing moved") after each.
import { useState } from 'react';
import { Link } from 'wouter';
import { hrefTo } from '#contract/routes.ts';
import { describeMoves, type MockState } from '#contract/mock-controls.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { SelectField } from '#ui/select-field.tsx';
import type { MockInfo } from '#kernel/portal/portal-context.tsx';
import { advanceClock, DAY_MS, HOUR_MS, switchScenario } from './dev-panel-actions';
import { usePanelAction } from './use-panel-action';

const STEPS = [
  { label: '+1 hour', ms: HOUR_MS },
  { label: '+1 day', ms: DAY_MS },
  { label: '+30 days', ms: 30 * DAY_MS },
] as const;

const simulatedNow = (iso: string) =>
  new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

export function SimulationSection({
  mock,
  state,
  onState,
  onClose,
}: {
  mock: MockInfo;
  state: MockState | null;
  onState: () => void;
  onClose: () => void;
}) {
  const [scenario, setScenario] = useState(mock.scenario);
  // What the last press moved, with the press it answers (null before the first).
  const [moved, setMoved] = useState<{ step: string; lines: string[] } | null>(null);
  const { busy, error, run } = usePanelAction();
  const options = mock.scenarios.map((s) => ({ value: s.name, label: s.name }));
  const described = mock.scenarios.find((s) => s.name === scenario)?.description;

  return (
    <section aria-labelledby="dev-simulation" className="flex flex-col gap-3">
      <h3 id="dev-simulation" className="font-semibold text-slate-900">
        Simulation
      </h3>
      <p className="text-sm text-slate-800" data-testid="dev-panel-world">
        world: {mock.worldName ?? 'this browser'}
      </p>
      <div className="flex flex-col gap-2">
        <SelectField label="Scenario" value={scenario} options={options} onValue={setScenario} />
        {described ? <p className="text-sm text-slate-700">{described}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            look="secondary"
            busy={busy === 'switch'}
            disabled={busy !== null}
            onClick={() => void run('switch', () => switchScenario(scenario, mock.seed))}
          >
            {scenario === mock.scenario ? 'Reset data' : `Switch to ${scenario}`}
          </Button>
          <Link href={hrefTo('mockOutbox')} onClick={onClose} className="inline-flex min-h-10 items-center px-2 text-primary underline">
            Open the outbox
          </Link>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-800">
          Simulated now:{' '}
          <strong data-testid="dev-panel-now" aria-live="polite">
            {state ? simulatedNow(state.now) : '…'}
          </strong>{' '}
          (UTC)
        </p>
        <div role="group" aria-label="Advance the clock" className="flex flex-wrap gap-2">
          {STEPS.map((step) => (
            <Button
              key={step.label}
              look="secondary"
              busy={busy === step.label}
              disabled={busy !== null}
              onClick={() =>
                void run(step.label, async () => {
                  setMoved(null);
                  const answer = await advanceClock(step.ms);
                  setMoved({ step: step.label, lines: describeMoves(answer.moved) });
                  onState();
                })
              }
            >
              {step.label}
            </Button>
          ))}
        </div>
        <div aria-live="polite" data-testid="dev-panel-moved">
          {moved ? (
            <>
              <p className="text-sm text-slate-800">What moved ({moved.step}):</p>
              <ul className="list-inside list-disc text-sm text-slate-900">
                {moved.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      {error ? <Alert kind="error">{error}</Alert> : null}
    </section>
  );
}
