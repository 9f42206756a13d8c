// The flows of machines/access/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { DisclaimerTypeSchema, encodeBase64Json } from '#contract';
import { activationMachine } from './activation.machine';
import { loginMachine } from './login.machine';
import { otpMachine } from './otp.machine';
import { forgotPasswordMachine, resetPasswordMachine } from './password.machines';
import { categoriesMachine } from './categories.machine';
import { consentMachine } from './consent.machine';
import { registerFirmMachine, registerMachine } from './register.machine';
import { signupMachine } from './signup.machine';
import { verifyEmailMachine } from './verify-email.machine';
import { hrefTo } from '#contract/routes.ts';
import { accessMessages } from '#contract/access-messages.ts';
import { choice, defineFlow, type FlowPaths, text } from '../flow-manifest';
import {
  asideOf,
  change,
  fills,
  loads,
  OTP_SAMPLE,
  PASSWORD,
  sampleSession as session,
  sentCode,
  sentEarly,
  submit,
} from '../flow-samples';

/** Register waits for the Application disclaimer (src/features/access/register-page.tsx), which the backend answers. */
const registerUntaken = {
  'editing form.submit [isValid]':
    'Register waits for the Application disclaimer, which only the backend answers (registration-consent): the form is never sent before the backend can answer',
};

export const flows = [
  defineFlow({
    name: 'login',
    description: 'The login form (/): e-mail and password checked before any call, the refusal shown with what was typed',
    source: 'machines/access/login.machine.ts',
    machine: () => loginMachine,
    // As the portal gives every form (decision 051): the first page mock mode shows may be sent before the fake
    // backend answers.
    input: (env) => ({ api: env.api, backend: env.backend }),
    paths: (): FlowPaths => ({
      starts: [
        {
          events: [
            change('email', 'member@demo.test'),
            change('email', 'not-an-email'),
            change('password', PASSWORD),
            change('password', 'wrong-password'),
            submit,
            ...asideOf('email'),
          ],
          answers: { submit: (c) => ((c.values as { password?: string }).password === PASSWORD ? { done: session } : 'error') },
        },
        sentEarly({ email: 'member@demo.test', password: PASSWORD }, { done: session }),
      ],
      context: ['values'],
    }),
  }),
  defineFlow({
    name: 'registration-categories',
    description: 'The membership categories a visitor registers under (/categories)',
    source: 'machines/access/categories.machine.ts',
    machine: () => categoriesMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads(undefined),
  }),
  defineFlow({
    name: 'category-names',
    description:
      "The categories' names shown for their codes: the member bar, the dashboard, applications, upgrades, subscriptions, register",
    source: 'machines/access/categories.machine.ts',
    machine: () => categoriesMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads(undefined),
  }),
  defineFlow({
    name: 'registration-signup',
    description: "A category's requirements, then its terms: continuing only once they are accepted (/signup/:type/:code)",
    source: 'machines/access/signup.machine.ts',
    machine: () => signupMachine,
    input: (env, given) => ({ api: env.api, category: text(given, 'category', 'GRADUATE') }),
    paths: (): FlowPaths => ({ starts: [{}] }),
  }),
  defineFlow({
    name: 'registration-consent',
    description: 'The data-protection disclaimer before a form: Agree, Disagree, read again',
    source: 'machines/access/consent.machine.ts',
    machine: () => consentMachine,
    input: (env, given) => {
      // As the registration form asks it (once Register is pressed): a recording of that form carries it.
      const ask: 'first' | 'onSubmit' | undefined = given.ask === 'first' || given.ask === 'onSubmit' ? given.ask : undefined;
      return { api: env.api, kind: choice(DisclaimerTypeSchema, given.kind, 'Application'), ...(ask ? { ask } : {}) };
    },
    // The seeded Application disclaimer is asked; Agree, Disagree and Read again as the dialog's buttons send them.
    paths: (): FlowPaths => ({
      starts: [
        {
          events: [{ type: 'consent.agree' }, { type: 'consent.disagree' }, { type: 'consent.review' }],
          answers: { loadDisclaimer: { done: 'The Application disclaimer.' } },
        },
        { events: [], answers: { loadDisclaimer: 'fail' } },
        // As the register page asks it: the form shown first (waiting), Register pressed asks the disclaimer.
        {
          input: { ask: 'onSubmit' },
          events: [{ type: 'consent.ask' }, { type: 'consent.agree' }, { type: 'consent.disagree' }],
          answers: { loadDisclaimer: { done: 'The Application disclaimer.' } },
        },
      ],
      untaken: {
        'waiting consent.ask':
          'no Application disclaimer to agree to: every scenario seeds both kinds and no setup endpoint removes one; tests/machines/access/registration.test.ts removes it and registers straight through',
      },
    }),
  }),
  defineFlow({
    name: 'registration',
    description: 'The individual registration form (/register/:type/:code): its answer leads to the OTP page',
    source: 'machines/access/register.machine.ts',
    machine: () => registerMachine,
    input: (env, given) => ({ api: env.api, values: { category: text(given, 'category', 'GRADUATE'), type: 'Individual' as const } }),
    paths: (): FlowPaths => ({
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
            ...asideOf('email'),
          ],
          // The fake backend refuses an e-mail that already has an account.
          answers: {
            submit: (c) =>
              (c.values as { email?: string }).email === 'member@demo.test' ? 'error' : { done: { id: 9, phone_no: '0799123456' } },
          },
        },
      ],
      context: ['values'],
      untaken: registerUntaken,
    }),
  }),
  defineFlow({
    name: 'registration-firm',
    description: "A firm's registration form: the tax PIN instead of an ID number",
    source: 'machines/access/register.machine.ts',
    machine: () => registerFirmMachine,
    input: (env) => ({ api: env.api, values: { category: 'CORPORATE', type: 'Corporate' as const } }),
    paths: (): FlowPaths =>
      fills(
        undefined,
        {
          email: 'office@tana-works.example',
          phone: '0799123457',
          id_number: 'P051112223K',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
        registerUntaken,
      ),
  }),
  defineFlow({
    name: 'otp',
    description: 'The one-time code after registering (/otp/:id): Verify signs the new account in, Resend sends another',
    source: 'machines/access/otp.machine.ts',
    machine: () => otpMachine,
    input: (env, given) => ({
      api: env.api,
      encodedId: text(given, 'encodedId', ''),
      verify: typeof given.verify === 'string' ? given.verify : null,
    }),
    paths: (facts): FlowPaths => {
      const applicant = facts.persona('applicant@demo.test');
      const otpLink = encodeBase64Json({ id: applicant.userId, phone_no: applicant.phone });
      const wrongCode = { type: 'otp.change', code: '000000' };
      return {
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
          {
            // Six wrong codes in a row (issue 35 item 1): a run of this page sends five (LIMITS.otpGuess in
            // mocks/domain/attempt-limit.ts: a changed limit fails the path), so the walk's first is the sixth and
            // the backend answers 429; while limited every code is refused.
            input: { encodedId: otpLink },
            run: [
              {
                flow: 'otp',
                steps: [
                  { input: { encodedId: otpLink } },
                  { send: wrongCode },
                  ...Array.from({ length: 5 }, () => ({ send: { type: 'otp.submit' } })),
                ],
              },
            ],
            // Another wrong code each time, so a change while limited is one the path can assert.
            events: (c) => [
              { type: 'otp.change', code: c.code === '000000' ? '111111' : '000000' },
              { type: 'otp.submit' },
              { type: 'otp.resend' },
            ],
            answers: { verifyOtp: 'limited', resendOtp: { done: 'A new code has been sent.' } },
          },
          { input: { encodedId: 'not-a-link' }, events: [] },
        ],
        context: ['code', 'notice', 'error'],
      };
    },
  }),
  defineFlow({
    name: 'verify-email',
    description: 'The e-mail verification link (/verify-email/:code)',
    source: 'machines/access/verify-email.machine.ts',
    machine: () => verifyEmailMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', '') }),
    // A code the backend never issued is refused: `failed`, with the reason.
    paths: (): FlowPaths => ({
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
    }),
  }),
  defineFlow({
    name: 'activation',
    description: 'A registered member claims a portal account (/activate): member number, ID, then the e-mailed code',
    source: 'machines/access/activation.machine.ts',
    machine: () => activationMachine,
    input: (env, given) => ({
      api: env.api,
      code: typeof given.code === 'string' ? given.code : undefined,
      memberNo: typeof given.memberNo === 'string' ? given.memberNo : null,
    }),
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const unclaimed = facts.unclaimedMember();
      return {
        starts: [
          {
            events: [
              { type: 'activation.search', memberNo: member.memberNo },
              { type: 'activation.search', memberNo: 'M9999' },
              // Search pressed with the box empty: the field's message, no call.
              { type: 'activation.search', memberNo: ' ' },
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
      };
    },
  }),
  defineFlow({
    name: 'password-forgot',
    description: 'Forgot password: the e-mail to send a reset link to',
    source: 'machines/access/password.machines.ts',
    machine: () => forgotPasswordMachine,
    // A visit's first page may be this one: sent before the fake backend answers, it waits (decision 051).
    input: (env) => ({ api: env.api, backend: env.backend }),
    paths: (): FlowPaths => {
      const typed = fills(undefined, { email: 'member@demo.test' }, {});
      return { ...typed, starts: [...typed.starts, sentEarly({ email: 'member@demo.test' }, { done: 'A reset link was sent.' })] };
    },
  }),
  defineFlow({
    name: 'password-reset',
    description: 'The reset link (/reset-password/:token): a new password twice',
    source: 'machines/access/password.machines.ts',
    machine: () => resetPasswordMachine,
    // Opened from the e-mailed link, it may be a visit's first page: sent before the fake backend answers, it waits.
    input: (env, given) => ({ api: env.api, backend: env.backend, values: { token: text(given, 'token', '') } }),
    paths: (): FlowPaths => ({
      starts: [
        {
          input: { token: 'no-such-link' },
          events: [change('password', PASSWORD), change('confirmPassword', PASSWORD), submit, ...asideOf('password')],
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
        // A link no longer good (used, or from another world), opened and sent before the backend answers.
        { ...sentEarly({ password: PASSWORD, confirmPassword: PASSWORD }, 'error'), input: { token: 'no-such-link' } },
      ],
      context: ['values'],
    }),
  }),
];
