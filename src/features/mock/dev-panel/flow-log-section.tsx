// The dev panel's event log: the flows this tab ran (name, events, state now), all of them downloadable as one
// journey file and each as a file of its own, both run by `portal test`.
import { useSyncExternalStore } from 'react';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ScrollRegion } from '#ui/scroll-region.tsx';
import { downloadJourney, downloadReplay } from './dev-panel-actions';
import type { FlowLog } from '#kernel/flow-log/flow-log.ts';
import { stateLabel } from '#machines/state-label.ts';
import { usePanelAction } from './use-panel-action';

/** The busy key of the journey's download (a row's is its flow's id). */
const JOURNEY = 'journey';

const started = (at: number) => new Intl.DateTimeFormat('en-KE', { timeStyle: 'medium' }).format(new Date(at));

export function FlowLogSection({ log }: { log: FlowLog }) {
  const flows = useSyncExternalStore(log.subscribe, log.list);
  const { busy, error, run } = usePanelAction();
  return (
    <section aria-labelledby="dev-flows" className="flex flex-col gap-2">
      <h3 id="dev-flows" className="font-semibold text-slate-900">
        Event log
      </h3>
      <p className="text-sm text-slate-700">
        The flows of this tab, newest first. A download replays with <code>portal test FILE</code>: the journey, every flow that took an
        event in the order they ran; a row, that flow alone.
      </p>
      {flows.length === 0 ? (
        <p className="text-sm text-slate-700">No flow recorded yet.</p>
      ) : (
        <>
          <Button
            look="secondary"
            className="self-start"
            busy={busy === JOURNEY}
            disabled={busy !== null}
            onClick={() => void run(JOURNEY, () => downloadJourney(log))}
          >
            Download the journey
          </Button>
          <ScrollRegion label="Recorded flows">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-800">
                  <th scope="col" className="py-1 pr-2">
                    Flow
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Events
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    State now
                  </th>
                  <th scope="col" className="py-1">
                    <span className="sr-only">Download</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {flows.map((flow) => (
                  <tr key={flow.id} data-testid="dev-panel-flow" data-flow={flow.flow} className="border-b border-slate-100">
                    <td className="py-1 pr-2">
                      <span className="font-medium">{flow.flow}</span>{' '}
                      <span className="text-xs text-slate-700">{started(flow.startedAt)}</span>
                    </td>
                    <td className="py-1 pr-2">
                      {flow.events.length}
                      {flow.truncated ? '+' : ''}
                    </td>
                    <td className="py-1 pr-2 break-all">{stateLabel(flow.state)}</td>
                    <td className="py-1">
                      <Button
                        look="ghost"
                        className="min-h-8 px-2 py-1 text-sm"
                        busy={busy === flow.id}
                        disabled={busy !== null}
                        onClick={() => void run(flow.id, () => downloadReplay(log, flow.id))}
                      >
                        Download
                        <span className="sr-only">
                          {' '}
                          the {flow.flow} flow of {started(flow.startedAt)}
                        </span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      {error ? <Alert kind="error">{error}</Alert> : null}
    </section>
  );
}
