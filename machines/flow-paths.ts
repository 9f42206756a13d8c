// The sample data `portal paths` walks each flow with (the FlowPaths of machines/registry.ts, kept by flow name
// apart from the registry's entries): the personas, inputs and events that make the fake backend answer each
// way a path needs, and the states no headless replay can reach, with the reason. The codes below are what the
// default scenario with seed 1 issues or seeds (the seeded world of `portal paths --check`).
import { encodeBase64, encodeBase64Json } from '../src/contract';
import type { FlowName } from './flow-names';
import type { FlowPaths } from './registry';

const PASSWORD = 'Passw0rd!';
const change = (name: string, value: unknown) => ({ type: 'form.change', name, value });
const submit = { type: 'form.submit' };

/** Why a state that only a failed call leads to has no path: the fake backend answers every call of the flow. */
const NEEDS_FAILURE = 'needs a failed call (network or server error); the fake backend answers this flow (portal serve --fail-rate shows it in a browser)';
const CHILD_FORM = "the dialog's form is a child actor the view drives; a replay sends events to the flow only";

/** A loader-like flow: its calls succeed for the persona, its failure state is listed as skipped. */
const loads = (as: string | undefined, failed: string, input?: Record<string, unknown>): FlowPaths => ({
  starts: [{ ...(as ? { as } : {}), ...(input ? { input } : {}), events: [] }],
  skip: { [failed]: NEEDS_FAILURE },
});

/** The first OTP the seeded world sends (seed 1): the code of a resend in a fresh replay. */
const FIRST_OTP = '672674';
const otpLink = encodeBase64Json({ id: 3, phone_no: '0734567890' });

const refereeLink = (code: string) => ({ user: encodeBase64('PROF-0004'), code: encodeBase64(code) });
const refereeForm = { response: '', Questions: { refereeResponse: [1, 2, 3, 4, 5].map((questionNo) => ({ questionNo, question: `Question ${questionNo}` })) } };

const session = { token: 'sample-token', user: { id: 1, email: 'member@demo.test' } };
const clearPending = { kind: 'clearPending', customerNo: 'CUST-0002', accountNo: 'CUST-0002' };
/** What the upgrade checklist loads for member@ and CE (sample: the guards read `items` and `plan`). */
const upgradeLoaded = {
  items: [{ checkListType: 'PROFESSIONAL', description: 'Add your professional body memberships', pass: true }],
  plan: { ToCategory: 'CE', ToCategoryDescription: 'Consulting Engineer', Amount: 100_000 },
  memberNo: 'M1001',
  profileId: 'PROF-0001',
};

export const flowPaths: Partial<Record<FlowName, FlowPaths>> = {
  login: {
    starts: [
      {
        events: [change('email', 'member@demo.test'), change('email', 'not-an-email'), change('password', PASSWORD), change('password', 'wrong-password'), submit],
        answers: { submit: (c) => ((c.values as { password?: string }).password === PASSWORD ? { done: session } : 'error') },
      },
    ],
    context: ['values'],
  },
  inactivity: { starts: [{ events: [{ type: 'inactivity.activity' }, { type: 'inactivity.stay' }] }] },
  session: {
    starts: [
      {
        as: 'member@demo.test',
        events: [{ type: 'session.established', session }, { type: 'session.logout' }, { type: 'session.returnToAdmin' }, { type: 'session.settingsChanged' }],
        answers: { fetchUser: { done: session.user }, signOut: { done: null }, inactivity: { after: 300_000, done: { reason: 'inactivity' } } },
      },
      {
        as: 'superadmin@demo.test',
        events: [{ type: 'session.established', session }, { type: 'session.actAs', session }, { type: 'session.returnToAdmin' }],
        answers: { fetchUser: { done: session.user }, signOut: { done: null }, inactivity: 'none' },
      },
    ],
    context: ['returnTo'],
    skip: { 'signedIn.watch.off': 'inactivity switched off: the flag is written to storage by the Settings view, not by an event of this flow' },
  },
  registration: {
    starts: [
      {
        events: [
          change('email', 'new.engineer@example.test'),
          change('email', 'member@demo.test'),
          change('phone', '0799123456'),
          change('id_number', '31234567'),
          change('password', PASSWORD),
          change('confirmPassword', PASSWORD),
          submit,
        ],
        // The fake backend refuses an e-mail that already has an account.
        answers: { submit: (c) => ((c.values as { email?: string }).email === 'member@demo.test' ? 'error' : { done: { id: 9, phone_no: '0799123456' } }) },
      },
    ],
    context: ['values'],
  },
  otp: {
    starts: [
      {
        input: { encodedId: otpLink },
        // The right code exists only once Resend sent it (a notice says so until the next call).
        events: (c) => [{ type: 'otp.resend' }, { type: 'otp.change', code: '000000' }, ...(c.notice ? [{ type: 'otp.change', code: FIRST_OTP }] : []), { type: 'otp.submit' }],
        answers: { resendOtp: { done: 'A new code has been sent.' }, verifyOtp: (c) => (c.code === FIRST_OTP ? { done: session } : 'error') },
      },
      { input: { encodedId: 'not-a-link' }, events: [] },
    ],
    context: ['code', 'notice'],
  },
  activation: {
    starts: [
      {
        events: [{ type: 'activation.search', memberNo: 'M1001' }, { type: 'activation.search', memberNo: 'M9999' }, { type: 'activation.useCode' }, { type: 'activation.back' }],
        answers: { lookupMember: (c) => (c.searchFor === 'M1001' ? { done: { FirstName: 'Wanjirũ', LastName: 'Kamau' } } : 'error'), requestForm: 'none', activateForm: 'none' },
      },
    ],
    context: ['searchFor'],
    skip: { done: `the member number and the e-mailed code are typed into the step forms; ${CHILD_FORM}` },
  },
  'password-reset': {
    starts: [
      {
        input: { token: 'no-such-link' },
        events: [change('password', PASSWORD), change('confirmPassword', PASSWORD), submit],
        answers: { submit: 'error' },
      },
    ],
    context: ['values'],
    skip: { done: 'needs a live reset link: password-forgot e-mails it, and each replay starts from the scenario, which seeds none' },
  },
  'payment-handoff': {
    starts: [
      // arrears@ owes: the check never sees the payment, so the portal polls until its time limit.
      { as: 'arrears@demo.test', input: { outcome: 'return', pending: { ref: 'R1', request: clearPending, startedAt: 0 } }, events: [{ type: 'payment.check' }], answers: { checkPayment: { done: false } } },
      // member@ is paid up: the first check confirms.
      { as: 'member@demo.test', input: { outcome: 'return', pending: { ref: 'R2', request: { ...clearPending, customerNo: 'CUST-0001', accountNo: 'CUST-0001' }, startedAt: 0 } }, events: [], answers: { checkPayment: { done: true } } },
      { input: { outcome: 'failed' }, events: [] },
      { input: { outcome: 'return' }, events: [] },
    ],
    context: ['waitedMs'],
  },
  gateway: {
    starts: [
      {
        input: { batch: encodeBase64Json({ customerNo: 'CUST-0002', accountNo: 'CUST-0002', success_url: 'http://portal.test/dashboard?payment=return', fail_url: 'http://portal.test/billing?payment=failed' }) },
        events: [{ type: 'gateway.pay' }, { type: 'gateway.fail' }, { type: 'gateway.cancel' }],
        answers: { loadPreview: { done: {} }, submit: { done: '/dashboard?payment=return' } },
      },
      { input: { batch: 'not-a-batch' }, events: [], answers: { loadPreview: 'error' } },
    ],
  },
  'crud-list': {
    starts: [
      {
        as: 'firm@demo.test',
        events: [
          { type: 'list.add' },
          { type: 'list.edit', row: { lineNo: 1, EntryNo: 1, profileID: 'PROF-0005', name: 'KCB Bank Kenya', address: 'Kencom House, Moi Avenue, Nairobi' } },
          { type: 'list.delete', row: { lineNo: 1, EntryNo: 1, profileID: 'PROF-0005', name: 'KCB Bank Kenya', address: 'Kencom House, Moi Avenue, Nairobi' } },
          { type: 'list.cancel' },
          { type: 'list.confirm' },
          { type: 'list.reload' },
        ],
        answers: { load: { done: [] }, remove: { done: null }, addForm: 'none', editForm: 'none' },
      },
    ],
    skip: { failed: NEEDS_FAILURE },
  },
  'referee-stepper': {
    starts: [
      {
        input: refereeLink('PROF-0004-REF-2-057849'),
        events: [
          { type: 'referee.answer', value: 'Yes, for five years.' },
          { type: 'referee.next' },
          { type: 'referee.accept' },
          { type: 'referee.reject' },
          { type: 'referee.remark', value: 'I do not know the applicant.' },
          { type: 'referee.submitRejection' },
          { type: 'referee.cancelRejection' },
        ],
        answers: { fetchForm: { done: refereeForm }, sendAnswer: { done: { response: 'Accept', entryNo: 8, message: 'Thank you' } } },
      },
      { input: refereeLink('PROF-0004-REF-1-646551'), events: [], answers: { fetchForm: { done: { ...refereeForm, response: 'Accept' } } } },
      { input: refereeLink('PROF-0004-REF-9-000000'), events: [], answers: { fetchForm: 'error' } },
      { input: { user: '%%%', code: '%%%' }, events: [] },
    ],
    context: ['step', 'answers', 'remark'],
    skip: { loadFailed: NEEDS_FAILURE },
  },
  'registration-categories': loads(undefined, 'failed'),
  'registration-consent': { starts: [{}], skip: { failed: NEEDS_FAILURE } },
  'registration-signup': { starts: [{}], skip: { failed: NEEDS_FAILURE } },
  'profile-confirm': { starts: [{ as: 'member@demo.test', answers: { confirm: 'none' } }], skip: { confirmed: 'not yet given sample answers (machines/flow-paths.ts): the confirmation call needs a profile awaiting it' } },
  'member-shell': loads('member@demo.test', 'failed'),
  checklist: loads('member@demo.test', 'failed'),
  outbox: loads(undefined, 'failed'),
  'search-summary': loads(undefined, 'failed'),
  'payment-options': { ...loads('superadmin@demo.test', 'failed'), starts: [{ as: 'superadmin@demo.test', events: [{ type: 'list.add' }, { type: 'list.cancel' }, { type: 'list.reload' }], answers: { load: { done: [] }, addForm: 'none', editForm: 'none' } }] },
  'admin-settings': loads('superadmin@demo.test', 'failed'),
  'upgrade-list': loads('member@demo.test', 'failed'),
  'upgrade-plans': loads('member@demo.test', 'failed'),
  'upgrade-checklist': {
    starts: [
      // member@ (PE) → CE: every requirement passes, so Continue opens the dialog and Submit submits.
      {
        as: 'member@demo.test',
        input: { code: 'CE' },
        events: [{ type: 'upgrade.confirm', confirmed: true }, { type: 'upgrade.confirm', confirmed: false }, { type: 'upgrade.continue' }, { type: 'upgrade.cancel' }, { type: 'upgrade.submit' }],
        answers: { load: { done: upgradeLoaded }, submitUpgrade: { done: { code: 'UPG-0001' } } },
      },
      // An unknown category: the checklist call is refused (404).
      { as: 'member@demo.test', input: { code: 'NOPE' }, events: [{ type: 'upgrade.retry' }], answers: { load: 'error' } },
      // A category that exists but is no upgrade of PE.
      { as: 'member@demo.test', input: { code: 'GRADUATE' }, events: [], answers: { load: { done: { ...upgradeLoaded, plan: null } } } },
    ],
    context: ['confirmed'],
    skip: { 'ready.submitFailed': `${NEEDS_FAILURE}; tests/machines/upgrades.test.ts covers it (a second upgrade submitted meanwhile)` },
  },
};
