// Names of the server-side changes on the simulated timeline. The ledger and the gateway schedule them; the
// task handlers of mocks/handlers/member/tasks.ts run them.
export const TASK = {
  applicationAdvance: 'membership.application.advance',
  upgradeAdvance: 'membership.upgrade.advance',
  licenceAdvance: 'membership.licence.advance',
  postReceipt: 'membership.receipt.post',
} as const;
