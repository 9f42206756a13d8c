// The sample data `portal paths` walks each flow with (the FlowPaths of ./registry.ts, kept by flow name
// apart from the registry's entries): the personas, inputs and events that make the fake backend answer each
// way a path needs, and the states no headless replay can reach, with the reason. No code of a seed is written
// here: what the world seeded (member, invoice, licence numbers, referee codes, rows) is looked up in it
// (./scenario-facts.ts), and what it sends during a replay (one-time codes) is read from its outbox (`$outbox`).
import { encodeBase64, encodeBase64Json, newApplicationDraft, PAYMENT_DESCRIPTION } from '#contract';
import { hrefTo } from '#contract/routes';
import { accessMessages } from '#contract/access-messages';
import type { FlowName } from '#machines/flow-names';
import type { FlowPaths } from './registry';
import type { Persona, ScenarioFacts } from './scenario-facts';

const PASSWORD = 'Passw0rd!';
const change = (name: string, value: unknown) => ({ type: 'form.change', name, value });
const submit = { type: 'form.submit' };

/** A loader-like flow: its calls succeed for the persona, and fail (a `chaos` step) on the way to its failure state. */
const loads = (as: string | undefined, input?: Record<string, unknown>): FlowPaths => ({
  starts: [{ ...(as ? { as } : {}), ...(input ? { input } : {}), events: [] }],
});

/**
 * The code the newest message to `to` carries (its last line), read in the replay's world; the walk, which has no
 * backend, types `sample` instead (a code of the right shape, so the machine's checks pass as with the real one).
 */
const sentCode = (to: string, sample: string) => ({ $outbox: { to, match: '(\\d+)$', sample } });
/** What the walk's machine holds for a sent code (the answers tell the right code from a wrong one by it). */
const OTP_SAMPLE = '123456';

const refereeForm = {
  response: '',
  Questions: { refereeResponse: [1, 2, 3, 4, 5].map((questionNo) => ({ questionNo, question: `Question ${questionNo}` })) },
};

const session = { token: 'sample-token', user: { id: 1, email: 'member@demo.test' } };

/**
 * The events that type `values` into a form one field at a time, in order (a field's dependents after it: the
 * county before the town), then submit it: a chain of states for the traversal (which tells them apart by the
 * form's `values`), not every combination of typed fields.
 */
const typesThenSubmits = (values: Record<string, unknown>) => (context: Record<string, unknown>) => {
  const typed = (context.values ?? {}) as Record<string, unknown>;
  const next = Object.entries(values).find(([name, value]) => JSON.stringify(typed[name]) !== JSON.stringify(value));
  return next ? [change(next[0], next[1])] : [submit];
};

/** A form flow for a persona: typed and submitted to the fake backend, which takes it (scenario default, seed 1). */
const fills = (as: string | undefined, values: Record<string, unknown>): FlowPaths => ({
  starts: [{ ...(as ? { as } : {}), events: typesThenSubmits(values) }],
  context: ['values'],
});

/** member@'s bio as seeded (PROF-0001): valid for the bio form's schema on the scenario's day, 2026-11-01. */
const memberBio = {
  Title: 'Eng.',
  FirstName: 'Wanjirũ',
  SecondName: '',
  LastName: 'Kamau',
  Gender: 'Female',
  DateOfBirth: '1986-04-12',
  IdentificationDocumentNo: '23456789',
  Nationality: 'KE',
  Email: 'member@demo.test',
  PhoneNo: '0712345678',
  Discipline: 'Civil Engineering',
  KRAPin: 'A023456789Z',
  County: 'Nairobi',
  City: 'Westlands',
};
/** firm@'s firm bio as seeded (PROF-0005), with the director the form requires (the seed has none on the bio). */
const firmBio = {
  FirmName: 'Mwangi & Njoroge Consulting Engineers',
  RegistrationNo: 'PVT-2010-004512',
  TaxPIN: 'P051234567Q',
  PhysicalAddress: 'Upper Hill Road, Nairobi',
  County: 'Nairobi',
  Town: 'Upper Hill',
  PhoneNo: '0202345678',
  Email: 'firm@demo.test',
  Website: 'https://mnce.example',
  YearEstablished: 2010,
  corporateManager: [
    {
      surname: 'Mwangi',
      OtherNames: 'Joseph Kariuki',
      phoneNo: '0722000111',
      email: 'j.mwangi@mnce.example',
      address: 'Upper Hill Road, Nairobi',
    },
  ],
};

/** A customer's Clear Pending Invoices request, as the member layout hands it off. */
const clearPendingOf = (p: Persona) => ({ kind: 'clearPending', customerNo: p.customerNo, accountNo: p.customerNo });

/** What the upgrade checklist loads for a member and CE (sample: the guards read `items` and `plan`). */
const upgradeLoaded = (p: Persona) => ({
  items: [{ checkListType: 'PROFESSIONAL', description: 'Add your professional body memberships', pass: true }],
  plan: { ToCategory: 'CE', ToCategoryDescription: 'Consulting Engineer', Amount: 100_000 },
  memberNo: p.memberNo,
  profileId: p.profileId,
});

/** member@'s licence profile as seeded (PE): what the wizard prefills from; the PE licence fee. */
const licenceProfileOf = (p: Persona) => ({
  ProfileID: p.profileId,
  type: 'Individual',
  MemberShipType: 'PE',
  MemberNo: p.memberNo,
  FirstName: 'Wanjirũ',
  SecondName: '',
  LastName: 'Kamau',
  Email: 'member@demo.test',
  PhoneNo: '0712345678',
  memberInformation: [],
  corporateManager: [],
  licenceAmount: 17_400,
  prefill: {},
  contacts: [
    {
      Type: 'Personal',
      PhoneNo: '0712345678',
      Address: 'P.O. Box 1239-00100',
      Country: 'KE',
      County: 'Nairobi',
      City: 'Westlands',
      PostCode: '00100',
    },
  ],
});
/**
 * What member@ types that the profile does not give (the rest is prefilled): their contact is a P.O. Box, the
 * Postal Address, so the physical address is typed too (issue 34 item 4).
 */
const licenceTyped = { practiceName: 'Kamau Structural Consultants', startDate: '2027-01-01', physicalLocation: 'Upper Hill, Nairobi' };
const licenceChecklistPassed = [{ checkListType: 'PROFILE', description: 'Complete your profile (bio data)', pass: true }];
/** The wizard's user events: the next field to type while one is missing, then the tabs' buttons. */
const licenceWizardEvents = (c: Record<string, unknown>) => {
  const typed = (c.values ?? {}) as Record<string, unknown>;
  const next = Object.entries(licenceTyped).find(([name, value]) => typed[name] !== value);
  return [
    ...(next ? [{ type: 'details.change', name: next[0], value: next[1] }] : []),
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'wizard.goto', tab: 'details' },
    { type: 'declaration.agree', agreed: true },
    { type: 'wizard.submit' },
    { type: 'load.retry' },
  ];
};

/** The sample data of every flow that has some, for the seeded world `world` (the one its paths are replayed on). */
export function flowPathsIn(world: ScenarioFacts): Partial<Record<FlowName, FlowPaths>> {
  const member = world.persona('member@demo.test');
  const arrears = world.persona('arrears@demo.test');
  const applicant = world.persona('applicant@demo.test');
  const pending = world.persona('pending@demo.test');
  const firm = world.persona('firm@demo.test');
  const approver = world.persona('approver@demo.test');
  const graduate = world.persona('graduate@demo.test');
  const otpLink = encodeBase64Json({ id: applicant.userId, phone_no: applicant.phone });
  const refereeLink = (code: string) => ({ user: encodeBase64(pending.profileId), code: encodeBase64(code) });
  const referees = world.refereeCodes(pending.profileId);
  const unclaimed = world.unclaimedMember();
  const banker = world.firstBanker(firm.profileId);
  const cardOption = world.paymentOption('CARD');
  const arrearsInvoice = world.unpaidInvoice(arrears.customerNo);
  /** arrears@'s unpaid subscription invoice as the Pay Now flow hands it off. */
  const arrearsSubscription = {
    sourceDocumentNo: arrearsInvoice.documentNo,
    description: PAYMENT_DESCRIPTION.subscription,
    amount: arrearsInvoice.amount,
  };
  const memberApplication = world.paidApplicationInvoice(member.customerNo);
  /** member@'s licence of last year (paid and approved), and firm@'s, which waits for its signed document. */
  const memberLicence = world.licences(member.profileId)[0] ?? '';
  const firmLicence = world.licences(firm.profileId)[0] ?? '';
  const memberLicenceProfile = licenceProfileOf(member);
  return {
    login: {
      starts: [
        {
          events: [
            change('email', 'member@demo.test'),
            change('email', 'not-an-email'),
            change('password', PASSWORD),
            change('password', 'wrong-password'),
            submit,
          ],
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
          events: [
            { type: 'session.established', session },
            { type: 'session.logout' },
            { type: 'session.returnToAdmin' },
            { type: 'session.settingsChanged' },
          ],
          answers: {
            fetchUser: { done: session.user },
            inactivity: { after: 300_000, done: { reason: 'inactivity' } },
          },
        },
        {
          as: 'superadmin@demo.test',
          events: [{ type: 'session.established', session }, { type: 'session.actAs', session }, { type: 'session.returnToAdmin' }],
          answers: { fetchUser: { done: session.user }, returnToAdmin: { done: session }, inactivity: 'none' },
        },
        // The server could not give the administrator's session back: the user's stays, with the reason.
        {
          as: 'superadmin@demo.test',
          events: [{ type: 'session.established', session }, { type: 'session.actAs', session }, { type: 'session.returnToAdmin' }],
          answers: { fetchUser: { done: session.user }, returnToAdmin: 'error', inactivity: 'none' },
        },
        // Inactivity switched off in Settings (stored in the browser): signed in, nothing watches.
        {
          as: 'member@demo.test',
          input: { inactivity: 'off' },
          events: [{ type: 'session.established', session }],
          answers: { fetchUser: { done: session.user } },
        },
      ],
      context: ['acting', 'returnError'],
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
          answers: {
            submit: (c) =>
              (c.values as { email?: string }).email === 'member@demo.test' ? 'error' : { done: { id: 9, phone_no: '0799123456' } },
          },
        },
      ],
      context: ['values'],
    },
    otp: {
      starts: [
        {
          // send-otp sends a verified account's code only to its own session (issue 35 item 1): the seeds have no
          // account still waiting for its code, so the replay is applicant@ signed in.
          as: 'applicant@demo.test',
          input: { encodedId: otpLink },
          // The right code exists only once Resend sent it (a notice says so until the next call).
          events: (c) => [
            { type: 'otp.resend' },
            { type: 'otp.change', code: '000000' },
            ...(c.notice ? [{ type: 'otp.change', code: sentCode(applicant.phone, OTP_SAMPLE) }] : []),
            { type: 'otp.submit' },
          ],
          answers: {
            resendOtp: { done: 'A new code has been sent.' },
            verifyOtp: (c) => (c.code === OTP_SAMPLE ? { done: session } : 'error'),
          },
        },
        { input: { encodedId: 'not-a-link' }, events: [] },
      ],
      context: ['code', 'notice'],
      skip: {
        limited:
          'six wrong codes in a row (issue 35 item 1): a walk tries a state’s events once; tests/machines/access/otp-limited.test.ts and tests/e2e/otp-limits.spec.ts reach it against the fake backend',
      },
    },
    activation: {
      starts: [
        {
          events: [
            { type: 'activation.search', memberNo: member.memberNo },
            { type: 'activation.search', memberNo: 'M9999' },
            { type: 'activation.useCode' },
            { type: 'activation.back' },
          ],
          answers: {
            lookupMember: (c) => (c.searchFor === member.memberNo ? { done: { FirstName: 'Wanjirũ', LastName: 'Kamau' } } : 'error'),
            // A member on the register without a portal account in the seeded world claims one.
            requestForm: {
              fill: {
                memberNo: unclaimed.memberNo,
                // The member's addresses on file: the claim is refused with any others, and the code goes there.
                eMailAddress: unclaimed.email,
                identificationDocumentNo: unclaimed.idNumber,
                phoneNo: unclaimed.phone,
              },
              done: accessMessages.claimCodeSent,
            },
            // The code exists once step 1 sent it (its notice says so; Back clears it).
            activateForm: (c) =>
              c.notice
                ? {
                    fill: {
                      otp_code: sentCode(unclaimed.email, '12345678'),
                      email: unclaimed.email,
                      identificationDocumentNo: unclaimed.idNumber,
                      password: PASSWORD,
                      confirmPassword: PASSWORD,
                    },
                    done: session,
                  }
                : 'none',
          },
        },
      ],
      context: ['searchFor', 'notice'],
    },
    'password-reset': {
      starts: [
        {
          input: { token: 'no-such-link' },
          events: [change('password', PASSWORD), change('confirmPassword', PASSWORD), submit],
          answers: { submit: 'error' },
        },
        {
          // Forgot password first, in the same world; the reset link it e-mails carries the token.
          run: [{ flow: 'password-forgot', steps: [{ send: change('email', 'member@demo.test') }, { send: submit }, { wait: 'done' }] }],
          input: {
            token: {
              $outbox: {
                to: 'member@demo.test',
                match: `${hrefTo('resetPassword', { code: 'TOKEN' }).replace('TOKEN', '')}([A-Za-z0-9]+)`,
              },
            },
          },
          events: [change('password', PASSWORD), change('confirmPassword', PASSWORD), submit],
          answers: { submit: { done: 'Password reset successfully. Sign in with your new password.' } },
        },
      ],
      context: ['values'],
    },
    'payment-handoff': {
      starts: [
        // arrears@ owes: the check never sees the payment, so the portal polls until its time limit.
        {
          as: 'arrears@demo.test',
          input: { outcome: 'return', pending: { ref: 'R1', request: clearPendingOf(arrears), startedAt: 0 } },
          events: [{ type: 'payment.check' }],
          // The check's answer: the receipts the payment made once it shows, null before.
          answers: { checkPayment: { done: null } },
        },
        // member@ is paid up: the first check confirms.
        {
          as: 'member@demo.test',
          input: { outcome: 'return', pending: { ref: 'R2', request: clearPendingOf(member), startedAt: 0 } },
          events: [],
          answers: { checkPayment: { done: ['RCT000001'] } },
        },
        { input: { outcome: 'failed' }, events: [] },
        { input: { outcome: 'return' }, events: [] },
      ],
      context: ['waitedMs'],
    },
    gateway: {
      starts: [
        {
          input: {
            batch: encodeBase64Json({
              customerNo: arrears.customerNo,
              accountNo: arrears.customerNo,
              success_url: `http://portal.test${hrefTo('dashboard')}?payment=return`,
              fail_url: `http://portal.test${hrefTo('billing')}?payment=failed`,
            }),
          },
          events: [{ type: 'gateway.pay' }, { type: 'gateway.fail' }, { type: 'gateway.cancel' }],
          answers: { loadPreview: { done: {} }, submit: { done: `${hrefTo('dashboard')}?payment=return` } },
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
            { type: 'list.edit', row: banker },
            { type: 'list.delete', row: banker },
            { type: 'list.cancel' },
            { type: 'list.confirm' },
            { type: 'load.reload' },
          ],
          answers: { load: { done: [] }, remove: { done: null }, addForm: 'none', editForm: 'none' },
        },
        // The list cannot be read (a server failure): `failed`, with Try again.
        { as: 'firm@demo.test', events: [], answers: { load: 'fail' } },
      ],
    },
    'referee-stepper': {
      starts: [
        {
          input: refereeLink(referees.waiting),
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
        { input: refereeLink(referees.answered), events: [], answers: { fetchForm: { done: { ...refereeForm, response: 'Accept' } } } },
        { input: refereeLink('no-such-request'), events: [], answers: { fetchForm: 'error' } },
        // The form of a good link cannot be read (a server failure): `loadFailed`.
        { input: refereeLink(referees.waiting), events: [], answers: { fetchForm: 'fail' } },
        { input: { user: '%%%', code: '%%%' }, events: [] },
      ],
      context: ['step', 'answers', 'remark'],
    },
    'registration-firm': fills(undefined, {
      email: 'office@tana-works.example',
      phone: '0799123457',
      id_number: 'P051112223K',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    'password-forgot': fills(undefined, { email: 'member@demo.test' }),
    'settings-password': fills('member@demo.test', { password: 'N3wPassw0rd!', confirmPassword: 'N3wPassw0rd!' }),
    // The dialog checks the dates against the scenario's day (2026-11-01) and asks nothing of the backend.
    statement: fills('member@demo.test', { customerNo: member.customerNo, startDate: '2026-01-01', endDate: '2026-10-31' }),
    form: fills('member@demo.test', memberBio),
    'firm-bio-form': fills('firm@demo.test', firmBio),
    // applicant@ and newfirm@ have accounts and no profile yet: their first bio (typed, so any valid values do).
    'initiate-profile': fills('applicant@demo.test', {
      ...memberBio,
      Title: 'Ms',
      FirstName: 'Achieng',
      LastName: 'Atieno',
      DateOfBirth: '1998-02-17',
      IdentificationDocumentNo: '25678901',
      Email: 'applicant@demo.test',
      PhoneNo: '0734567890',
      KRAPin: 'A025678901B',
      City: 'Kilimani',
    }),
    'initiate-firm': fills('newfirm@demo.test', {
      ...firmBio,
      FirmName: 'Rift Valley Structural Ltd',
      RegistrationNo: 'PVT-2019-118204',
      TaxPIN: 'P059876543R',
      PhysicalAddress: 'Kenyatta Avenue, Nakuru',
      County: 'Nakuru',
      Town: 'Nakuru Town',
      PhoneNo: '0512345678',
      Email: 'newfirm@demo.test',
      Website: '',
      YearEstablished: 2019,
      corporateManager: [
        {
          surname: 'Kiprop',
          OtherNames: 'Daniel',
          phoneNo: '0722333444',
          email: 'd.kiprop@rvs.example',
          address: 'Kenyatta Avenue, Nakuru',
        },
      ],
    }),
    // The walk needs only what the form reads of the record; the replay loads the persona's own.
    'bio-tab': {
      starts: [
        { as: 'member@demo.test', events: [], answers: { load: { done: {} }, form: 'none' } },
        { as: 'member@demo.test', events: [], answers: { load: 'fail' } },
      ],
    },
    'firm-bio-tab': {
      starts: [
        { as: 'firm@demo.test', events: [], answers: { load: { done: { corporateManager: [] } }, form: 'none' } },
        { as: 'firm@demo.test', events: [], answers: { load: 'fail' } },
      ],
    },
    // pending@ has not answered: a submit with no choice shows the message; then No, then Yes (both taken).
    'conviction-declaration': {
      starts: [
        {
          as: 'pending@demo.test',
          events: [
            { type: 'declaration.submit' },
            { type: 'declaration.choose', answer: 'No' },
            { type: 'declaration.choose', answer: 'Yes' },
            { type: 'load.reload' },
          ],
          // The walk's answers (the replay's are pending@'s own): nothing declared, then the choice saved.
          answers: {
            load: { done: { answer: '', declaredOn: '', convictions: 0 } },
            declare: (context) => ({ done: { answer: context.chosen, declaredOn: '2026-11-01', convictions: 0 } }),
          },
        },
        { as: 'pending@demo.test', events: [{ type: 'load.retry' }], answers: { load: 'fail' } },
      ],
      context: ['chosen', 'answer'],
    },
    'registration-categories': loads(undefined),
    'category-names': loads(undefined),
    // The seeded Application disclaimer is asked; Agree, Disagree and Read again as the dialog's buttons send them.
    'registration-consent': {
      starts: [
        {
          events: [{ type: 'consent.agree' }, { type: 'consent.disagree' }, { type: 'consent.review' }],
          answers: { loadDisclaimer: { done: 'The Application disclaimer.' } },
        },
        { events: [], answers: { loadDisclaimer: 'fail' } },
      ],
    },
    'registration-signup': { starts: [{}] },
    // A code the backend never issued is refused: `failed`, with the reason.
    'verify-email': {
      starts: [
        { input: { code: 'no-such-code' }, events: [], answers: { verify: 'error' } },
        {
          // A registration first, in the same world: the activation e-mail it sends carries the code.
          run: [
            {
              flow: 'registration',
              steps: [
                { send: change('email', 'new.engineer@example.test') },
                { send: change('phone', '0799123456') },
                { send: change('id_number', '31234567') },
                { send: change('password', PASSWORD) },
                { send: change('confirmPassword', PASSWORD) },
                { send: submit },
                { wait: 'done' },
              ],
            },
          ],
          input: {
            code: {
              $outbox: {
                to: 'new.engineer@example.test',
                match: `${hrefTo('verify', { code: 'CODE' }).replace('CODE', '')}([A-Za-z0-9]+)`,
              },
            },
          },
          events: [],
          answers: { verify: { done: {} } },
        },
      ],
    },
    'profile-confirm': { starts: [{ as: 'member@demo.test', events: [{ type: 'confirm.correct' }] }] },
    'document-viewer': {
      // member@ is in good standing: the certificate is a PDF. The page count is read from it, not fetched.
      starts: [
        {
          as: 'member@demo.test',
          input: { code: encodeBase64(member.memberNo) },
          events: [{ type: 'viewer.next' }, { type: 'load.retry' }],
          answers: { openDocument: { done: { pageCount: 1 } } },
        },
      ],
    },
    'member-search': {
      starts: [
        {
          // 24 members of the seeded register match Kamau (two pages); nobody matches Zzyzx.
          events: [
            { type: 'search.submit', term: 'Kamau' },
            { type: 'search.submit', term: 'Zzyzx' },
            { type: 'search.page', page: 2 },
            { type: 'search.gender', gender: 'Female' },
          ],
          answers: {
            searchMembers: (c) =>
              (c.search as { term?: string }).term === 'Kamau'
                ? { done: { items: [{}], count: 24, pages: 2 } }
                : { done: { items: [], count: 0, pages: 1 } },
          },
        },
        { events: [{ type: 'search.submit', term: 'Kamau' }], answers: { searchMembers: 'fail' } },
      ],
      context: ['search'],
    },
    // member@ is on the public register; an unknown id is not found.
    'member-card': {
      starts: [
        { input: { code: encodeBase64(member.profileId) }, events: [] },
        { input: { code: '%%%' }, events: [] },
      ],
    },
    'referee-search': {
      starts: [{ as: 'pending@demo.test', events: [{ type: 'search.change', term: member.memberNo }, { type: 'search.submit' }] }],
      context: ['term'],
    },
    users: {
      starts: [
        {
          as: 'superadmin@demo.test',
          events: [
            { type: 'users.search', term: 'Kamau' },
            { type: 'users.edit', user: member.row },
            { type: 'users.delete', user: arrears.row },
            { type: 'users.sendReset', user: member.row },
            { type: 'users.loginAs', user: member.row },
            { type: 'users.confirm' },
            { type: 'users.cancel' },
          ],
          answers: {
            loadPage: { done: { data: [member.row, arrears.row], total: 9 } },
            // The edit dialog: a new phone number, checked by the form, then 'Are you sure…?'.
            editForm: { fill: { phone_no: '0712345670' }, done: { email: 'member@demo.test', phone_no: '0712345670' } },
            loginAs: { done: { data: session, message: 'Logged in as user successfully' } },
          },
        },
        { as: 'superadmin@demo.test', events: [], answers: { loadPage: 'fail' } },
      ],
    },
    'member-shell': loads('member@demo.test'),
    checklist: loads('member@demo.test'),
    outbox: {
      ...loads(undefined),
      skip: {
        failed:
          "the outbox is read through mock mode's controls (/__mock/*), which chaos never fails: only a broken fake backend leads there",
      },
    },
    'mock-state': {
      ...loads(undefined),
      skip: { failed: "the dev panel reads the fake backend through mock mode's controls (/__mock/*), which chaos never fails" },
    },
    'search-summary': loads(undefined),
    'payment-options': {
      starts: [
        {
          as: 'superadmin@demo.test',
          events: [
            { type: 'list.add' },
            { type: 'list.edit', row: cardOption },
            { type: 'list.delete', row: cardOption },
            { type: 'list.cancel' },
            { type: 'list.confirm' },
            { type: 'load.reload' },
          ],
          answers: { load: { done: [cardOption] }, remove: { done: null }, addForm: 'none', editForm: 'none' },
        },
        { as: 'superadmin@demo.test', events: [], answers: { load: 'fail' } },
      ],
    },
    'admin-settings': loads('superadmin@demo.test'),
    'upgrade-list': loads('member@demo.test'),
    // arrears@'s unpaid 2025 subscription invoice is payable (Pay Now hands off; a hand-off that cannot start comes
    // back); member@'s application was paid long ago, so its click shows the receipt; a row starts without asking.
    'pay-now': {
      starts: [
        {
          as: 'arrears@demo.test',
          input: {
            kind: 'invoice',
            code: arrearsInvoice.documentNo,
            CustomerNo: arrears.customerNo,
            MemberNo: arrears.memberNo,
            lookFirst: true,
          },
          events: [
            { type: 'pay.start' },
            { type: 'pay.failed', error: 'Online payment is not set up for this portal.' },
            { type: 'load.retry' },
          ],
          answers: { lookUp: { done: { status: 'payable', bill: arrearsSubscription } } },
        },
        {
          as: 'member@demo.test',
          input: { kind: 'application', code: memberApplication.applicationCode, CustomerNo: member.customerNo, MemberNo: member.memberNo },
          events: [{ type: 'pay.start' }],
          answers: { lookUp: { done: { status: 'paid', receiptNo: memberApplication.receiptNo } } },
        },
        {
          as: 'arrears@demo.test',
          input: {
            kind: 'invoice',
            code: arrearsInvoice.documentNo,
            CustomerNo: arrears.customerNo,
            MemberNo: arrears.memberNo,
            lookFirst: true,
          },
          events: [{ type: 'load.retry' }],
          answers: { lookUp: 'fail' },
        },
      ],
    },
    'events-upcoming': loads('member@demo.test'),
    'events-booked': loads('member@demo.test'),
    'events-layout': {
      starts: [
        {
          input: { stored: 'list' },
          events: [
            { type: 'events.layout', layout: 'grid' },
            { type: 'events.layout', layout: 'list' },
          ],
        },
      ],
      context: ['layout'],
    },
    'upgrade-plans': loads('member@demo.test'),
    'subscription-list': loads('arrears@demo.test'),
    'payment-history': loads('member@demo.test'),
    'table-window': {
      starts: [
        {
          events: [
            { type: 'table.search', search: '2025' },
            { type: 'table.size', size: 50 },
            { type: 'table.size', size: 7 },
            { type: 'table.page', page: 2 },
          ],
        },
      ],
      context: ['search', 'size', 'page'],
    },
    'upgrade-checklist': {
      starts: [
        // member@ (PE) → CE: every requirement passes, so Continue opens the dialog and Submit submits.
        {
          as: 'member@demo.test',
          input: { code: 'CE' },
          events: [
            { type: 'upgrade.confirm', confirmed: true },
            { type: 'upgrade.confirm', confirmed: false },
            { type: 'upgrade.continue' },
            { type: 'upgrade.cancel' },
            { type: 'upgrade.submit' },
          ],
          answers: { load: { done: upgradeLoaded(member) }, submitUpgrade: { done: { code: 'UPG-0001' } } },
        },
        // The submission fails (server or network): the dialog stays with the message, Submit again or Cancel.
        {
          as: 'member@demo.test',
          input: { code: 'CE' },
          events: [
            { type: 'upgrade.confirm', confirmed: true },
            { type: 'upgrade.continue' },
            { type: 'upgrade.cancel' },
            { type: 'upgrade.submit' },
          ],
          answers: { load: { done: upgradeLoaded(member) }, submitUpgrade: 'fail' },
        },
        // An unknown category: the checklist call is refused (404).
        { as: 'member@demo.test', input: { code: 'NOPE' }, events: [{ type: 'load.retry' }], answers: { load: 'error' } },
        // A category that exists but is no upgrade of PE.
        {
          as: 'member@demo.test',
          input: { code: 'GRADUATE' },
          events: [],
          answers: { load: { done: { ...upgradeLoaded(member), plan: null } } },
        },
      ],
      context: ['confirmed'],
    },
    'licence-list': loads('member@demo.test'),
    // member@'s licence of last year (seeded, paid and approved).
    'licence-record': loads('member@demo.test', { code: memberLicence }),
    'licence-wizard': {
      starts: [
        // member@ (PE, in good standing, checklist passed, no licence this year) applies: the new licence exists.
        {
          as: 'member@demo.test',
          events: licenceWizardEvents,
          answers: {
            loadProfile: { done: { profile: memberLicenceProfile, fee: 17_400 } },
            loadChecklist: { done: licenceChecklistPassed },
            submitLicence: { done: { licenseApplicationNo: 'LIC-SAMPLE' } },
          },
        },
        // The profile cannot be read (a server failure): Try again.
        { as: 'member@demo.test', events: [{ type: 'load.retry' }], answers: { loadProfile: 'fail' } },
        // The checklist cannot be read, then the submission fails: every value stays, Submit again.
        {
          as: 'member@demo.test',
          events: licenceWizardEvents,
          answers: { loadProfile: { done: { profile: memberLicenceProfile, fee: 17_400 } }, loadChecklist: 'fail' },
        },
        {
          as: 'member@demo.test',
          events: licenceWizardEvents,
          answers: {
            loadProfile: { done: { profile: memberLicenceProfile, fee: 17_400 } },
            loadChecklist: { done: licenceChecklistPassed },
            submitLicence: 'fail',
          },
        },
        // graduate@'s category carries no licence fee.
        {
          as: 'graduate@demo.test',
          events: [],
          answers: {
            loadProfile: {
              done: { profile: { ...memberLicenceProfile, MemberShipType: 'GRADUATE', MemberNo: graduate.memberNo }, fee: null },
            },
          },
        },
      ],
      context: ['values', 'agreed', 'attempted'],
    },
    'licence-upload': {
      starts: [
        // firm@'s licence waits for its signed document: choosing nothing leaves Upload off.
        {
          as: 'firm@demo.test',
          input: { code: firmLicence },
          events: [{ type: 'upload.choose' }, { type: 'upload.send' }],
          answers: { loadLicence: { done: { licenseBase64: '' } } },
        },
        // member@'s licence of last year is uploaded: the pro-forma is there.
        {
          as: 'member@demo.test',
          input: { code: memberLicence },
          events: [],
          answers: { loadLicence: { done: { licenseBase64: 'JVBERi0xLjQ=' } } },
        },
        // Not the member's licence: not found.
        { as: 'member@demo.test', input: { code: firmLicence }, events: [{ type: 'load.retry' }], answers: { loadLicence: 'error' } },
      ],
      skip: {
        'choosing.screening':
          "a replay's events are JSON and carry no file; tests/machines/licence/licence-upload.test.ts screens real files",
        'choosing.uploading': "a replay's events are JSON and carry no file; tests/machines/licence/licence-upload.test.ts uploads one",
      },
    },
    // pending@ (GRADUATE, checklist incomplete) has an application to submit: its gate is what the replay loads.
    'application-checklist': loads('pending@demo.test', { category: 'GRADUATE' }),
    // approver@ has a fully passed checklist and no application: the right code exists once it was sent (read from
    // the message the world sent approver@).
    submission: {
      starts: [
        {
          as: 'approver@demo.test',
          input: { userId: approver.userId, checklistPassed: true, application: newApplicationDraft(approver.profileId, 'PE') },
          events: (c) => [
            { type: 'submission.start' },
            { type: 'submission.cancel' },
            { type: 'submission.accept' },
            { type: 'submission.change', code: '' },
            ...(c.sent ? [{ type: 'submission.change', code: sentCode(approver.email, OTP_SAMPLE) }] : []),
            { type: 'submission.verify' },
            { type: 'submission.resend' },
          ],
          answers: {
            sendCode: { done: 'A new code has been sent.' },
            verifyCode: (c) => (c.code === OTP_SAMPLE ? { done: 'Successfully verified Otp' } : 'error'),
            submitApplication: { done: { Code: 'APP-0001' } },
            fetchDocument: { done: 1 },
          },
        },
        // The checklist is not passed: Submit does nothing.
        { as: 'pending@demo.test', input: { userId: pending.userId, checklistPassed: false }, events: [{ type: 'submission.start' }] },
      ],
      context: ['code', 'sent', 'verified', 'error'],
      skip: {
        documentFailed:
          'the document call follows the submission in one chain, and chaos would fail the submission first; tests/machines/applications/submission.test.ts fails the document alone and retries',
      },
    },
  };
}
