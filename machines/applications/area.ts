// The flows of machines/applications/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { ApplicationSchema, newApplicationDraft } from '#contract';
import { applicationChecklistMachine } from './application-checklist.machine';
import { submissionMachine } from './submission.machine';
import { defineFlow, type FlowPaths, text } from '../flow-manifest';
import { loads, OTP_SAMPLE, sentCode } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'application-checklist',
    description:
      "Submit's gate: the application checklist of a category (input `category`), reloaded when the profile or the world changes",
    source: 'machines/applications/application-checklist.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: (given) => applicationChecklistMachine(text(given, 'category', 'GRADUATE')),
    input: (env) => ({ api: env.api }),
    // pending@ (GRADUATE, checklist incomplete) has an application to submit: its gate is what the replay loads.
    paths: (): FlowPaths => loads('pending@demo.test', { category: 'GRADUATE' }),
  }),
  defineFlow({
    name: 'submission',
    description:
      'Submit a membership application (/application, the dashboard): terms, a code sent, Verify, the application submitted, its document fetched',
    source: 'machines/applications/submission.machine.ts',
    machine: () => submissionMachine,
    input: (env, given) => ({
      api: env.api,
      userId: typeof given.userId === 'number' ? given.userId : null,
      checklistPassed: given.checklistPassed !== false,
      application: ApplicationSchema.safeParse(given.application).data ?? newApplicationDraft('', ''),
    }),
    // approver@ has a fully passed checklist and no application: the right code exists once it was sent (read from
    // the message the world sent approver@).
    paths: (facts): FlowPaths => {
      const pending = facts.persona('pending@demo.test');
      const approver = facts.persona('approver@demo.test');
      const input = { userId: approver.userId, checklistPassed: true, application: newApplicationDraft(approver.profileId, 'PE') };
      const events = (c: Record<string, unknown>) => [
        { type: 'submission.start' },
        { type: 'submission.cancel' },
        { type: 'submission.accept' },
        { type: 'submission.change', code: '' },
        ...(c.sent ? [{ type: 'submission.change', code: sentCode(approver.email, OTP_SAMPLE) }] : []),
        { type: 'submission.verify' },
        { type: 'submission.resend' },
      ];
      const verifyCode = (c: Record<string, unknown>) => (c.code === OTP_SAMPLE ? { done: 'Successfully verified Otp' } : 'error');
      return {
        starts: [
          {
            as: 'approver@demo.test',
            input,
            events,
            answers: {
              sendCode: { done: 'A new code has been sent.' },
              verifyCode,
              submitApplication: { done: { Code: 'APP-0001' } },
              fetchDocument: { done: 1 },
            },
          },
          {
            // Submitted meanwhile (another tab): the code is verified, then the server refuses a second application
            // (422 "You already have an application in progress."). The code is not asked for again: Verify
            // submits as it stands, and is refused the same.
            run: [
              {
                flow: 'submission',
                steps: [
                  { as: 'approver@demo.test' },
                  { input },
                  { send: { type: 'submission.start' } },
                  { send: { type: 'submission.accept' } },
                  { send: { type: 'submission.change', code: { $outbox: { to: approver.email, match: '(\\d+)$' } } } },
                  { send: { type: 'submission.verify' } },
                  { wait: 'done' },
                ],
              },
            ],
            as: 'approver@demo.test',
            input,
            events,
            answers: { sendCode: { done: 'A new code has been sent.' }, verifyCode, submitApplication: 'error' },
          },
          // The checklist is not passed: Submit does nothing.
          { as: 'pending@demo.test', input: { userId: pending.userId, checklistPassed: false }, events: [{ type: 'submission.start' }] },
        ],
        context: ['code', 'sent', 'verified', 'error'],
        skip: {
          documentFailed:
            'the document call follows the submission in one chain, and chaos would fail the submission first; tests/machines/applications/submission.test.ts fails the document alone and retries',
        },
      };
    },
  }),
];
