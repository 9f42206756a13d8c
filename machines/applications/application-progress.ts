// Where a submitted application stands (issue 34 item 5): its timeline Submitted → Fee paid → Committee → Board →
// Admitted, read from the status values of spec §B (New → Open → Committee Review → Board Review → Released or
// Rejected) and the fee's receipt, and the one next action the applicant has (pay the fee) or what happens next.
// Pure functions over contract data: the application's page, the Submit place and the tests read the same rules.
import type { Application } from '#contract';

type ProgressStepKey = 'submitted' | 'feePaid' | 'committee' | 'board' | 'admitted';
/** done; current (the application is at this step now; an unpaid fee is current until paid); upcoming; refused (Rejected). */
export type ProgressStepState = 'done' | 'current' | 'upcoming' | 'refused';

export interface ProgressStep {
  key: ProgressStepKey;
  label: string;
  state: ProgressStepState;
}

const AFTER_COMMITTEE: ReadonlySet<Application['status']> = new Set(['Board Review', 'Released', 'Rejected']);
const AT_COMMITTEE: ReadonlySet<Application['status']> = new Set(['Committee Review', 'Verified']);
const DECIDED: ReadonlySet<Application['status']> = new Set(['Released', 'Rejected']);

const feePaid = (app: Pick<Application, 'postedReceiptNo'>) => app.postedReceiptNo.trim() !== '';

/**
 * The five steps, each read on its own from the record, so the timeline never claims more than the record says: a
 * fee still unpaid while the committee already reviews shows both (the fake server's review does not wait for it).
 */
export function applicationProgress(app: Pick<Application, 'Submitted' | 'status' | 'postedReceiptNo'>): ProgressStep[] {
  const { status } = app;
  const stage = (done: boolean, current: boolean): ProgressStepState => (done ? 'done' : current ? 'current' : 'upcoming');
  return [
    { key: 'submitted', label: 'Submitted', state: stage(app.Submitted, false) },
    { key: 'feePaid', label: 'Fee paid', state: stage(feePaid(app), app.Submitted && status !== 'Rejected') },
    { key: 'committee', label: 'Committee', state: stage(AFTER_COMMITTEE.has(status), AT_COMMITTEE.has(status)) },
    { key: 'board', label: 'Board', state: stage(DECIDED.has(status), status === 'Board Review') },
    status === 'Rejected'
      ? { key: 'admitted', label: 'Not admitted', state: 'refused' }
      : { key: 'admitted', label: 'Admitted', state: stage(status === 'Released', false) },
  ];
}

/** The applicant's next action: pay the fee (with its amount), or nothing to do but wait (and what comes next). */
export type NextStep = { kind: 'payFee'; amount: number } | { kind: 'wait'; text: string };

export function applicationNextStep(app: Pick<Application, 'Submitted' | 'status' | 'postedReceiptNo' | 'Amount'>): NextStep {
  if (app.status === 'Rejected') return { kind: 'wait', text: 'The Board did not admit you. The rejection letter says why.' };
  if (app.status === 'Released') return { kind: 'wait', text: 'You are admitted. Your acceptance letter and certificate are ready.' };
  if (app.Submitted && !feePaid(app)) return { kind: 'payFee', amount: app.Amount };
  if (AT_COMMITTEE.has(app.status)) return { kind: 'wait', text: 'The Membership Committee is reviewing your application.' };
  if (app.status === 'Board Review') return { kind: 'wait', text: 'The Board is deciding on your application.' };
  return { kind: 'wait', text: 'Fee paid. The Membership Committee reviews your application next.' };
}

/** The application the Submit place follows: the newest submitted one that is not Rejected (one at a time). */
export const applicationInProgress = (applications: readonly Application[]): Application | null =>
  [...applications]
    .filter((a) => a.Submitted && a.status !== 'Rejected')
    .sort((a, b) => b.ApplicationDateTime.localeCompare(a.ApplicationDateTime))[0] ?? null;

/** The open application fee still to pay, if any (the dashboard's "Application fee due"). */
export function applicationFeeDue(applications: readonly Application[]): number {
  const total = applications.filter((a) => a.Submitted && a.status !== 'Rejected' && !feePaid(a)).reduce((sum, a) => sum + a.Amount, 0);
  return Math.round(total * 100) / 100;
}

/** The dashboard's money tile: arrears are a member's; an applicant owes an application fee, not arrears. */
export interface BalanceTile {
  title: 'Arrears balance' | 'Application fee due' | 'Amount due';
  /** null when the balance could not be loaded. */
  amount: number | null;
  /** What else an applicant owes beside the fee (a booking), or 0. */
  otherCharges: number;
}

export function balanceTile(facts: { member: boolean; balance: number | null; applications: readonly Application[] }): BalanceTile {
  const owed = facts.balance === null ? null : Math.max(0, facts.balance);
  if (facts.member) return { title: 'Arrears balance', amount: owed, otherCharges: 0 };
  const fee = applicationFeeDue(facts.applications);
  if (fee <= 0) return { title: 'Amount due', amount: owed, otherCharges: 0 };
  const other = owed === null ? 0 : Math.max(0, Math.round((owed - fee) * 100) / 100);
  return { title: 'Application fee due', amount: fee, otherCharges: other };
}
