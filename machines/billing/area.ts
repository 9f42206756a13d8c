// The flows of machines/billing/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { statementDialogMachine } from './statement.machine';
import { defineFlow, type FlowPaths, today } from '../flow-manifest';
import { fills } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'statement',
    description: 'The Statement Report dialog: start and end dates checked, then the statement PDF',
    source: 'machines/billing/statement.machine.ts',
    machine: (_given, env) => statementDialogMachine(today(env)),
    input: (env) => ({ api: env.api }),
    // The dialog checks the dates against the scenario's day (2026-11-01) and asks nothing of the backend.
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      return fills('member@demo.test', { customerNo: member.customerNo, startDate: '2026-01-01', endDate: '2026-10-31' });
    },
  }),
];
