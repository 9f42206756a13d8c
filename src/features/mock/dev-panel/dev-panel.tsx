// Mock mode's dev panel (a dialog opened from the mock badge, a lazy chunk): sign in as any persona, switch
// scenario or reset, the outbox, the simulated clock, chaos, and this tab's flows as `portal replay` files.
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { mockStateMachine } from '#machines/mock/mock-state.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Modal } from '#ui/modal.tsx';
import { mockControlsClient } from '#kernel/mock/mock-controls-client.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { ChaosSection } from './chaos-section';
import { FlowLogSection } from './flow-log-section';
import { PersonaSection } from './persona-section';
import { SimulationSection } from './simulation-section';

export function DevPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mock, flowLog } = usePortal();
  const [api] = useState(mockControlsClient);
  // Not a flow of the log it shows (useFlowActor): opening the panel would record itself among the member's flows.
  const loader = useActorRef(mockStateMachine, { input: { api } });
  const { data: state, error } = useSelector(loader, (s) => s.context);
  const reload = () => loader.send({ type: 'load.reload' });

  return (
    <Modal open={open} onClose={onClose} title="Dev panel" size="lg" dismiss={{ label: 'Close' }}>
      {mock ? (
        <div className="flex flex-col gap-5" data-testid="dev-panel">
          <PersonaSection mock={mock} onDone={onClose} />
          <SimulationSection mock={mock} state={state} onState={reload} onClose={onClose} />
          {state ? <ChaosSection state={state} onState={reload} /> : null}
          {error ? <Alert kind="error">{error}</Alert> : null}
          {flowLog ? <FlowLogSection log={flowLog} /> : null}
        </div>
      ) : (
        <p>The fake backend is still starting.</p>
      )}
    </Modal>
  );
}
