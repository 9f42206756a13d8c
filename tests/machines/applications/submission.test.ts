// The submission machine against the fake backend (approver@: a passed checklist and no application; pending@:
// an incomplete checklist): the terms, the code from the outbox, Verify, the document; one submission however
// often Verify is pressed; a failure after the code was sent keeps the code and can be retried; every failure
// shows the server's message and emits api.error with it.
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#api/index.ts';
import { endpoints, newApplicationDraft, type ApiClient } from '#contract';
import {
  SUBMISSION_TERMS,
  selectSubmittedCode,
  submissionMachine,
  type SubmissionInput,
} from '#machines/applications/submission.machine.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { LIMIT_WINDOW_MS } from '#mocks/domain/attempt-limit.ts';

const approver = personaByKey('approver');
const pending = personaByKey('pending');

/** A client that counts the submissions and can fail the next ones as a dropped network would. */
function watched(api: ApiClient) {
  const state = { submits: 0, failNext: 0 };
  const client: ApiClient = {
    call: ((endpoint: { path: string }, ...args: unknown[]) => {
      if (endpoint === endpoints.membership.submitApplication) {
        state.submits += 1;
        if (state.failNext > 0) {
          state.failNext -= 1;
          return Promise.reject(new ApiError('network', 'The server could not be reached. Check your connection and try again.'));
        }
      }
      return (api.call as (e: unknown, ...a: unknown[]) => Promise<unknown>)(endpoint, ...args);
    }) as ApiClient['call'],
  };
  return { client, state };
}

/** A client whose calls of `endpoint` fail as a dropped network would: `times` of them, after `skip` that pass. */
function failing(api: ApiClient, endpoint: unknown, skip: number, times: number): ApiClient {
  let seen = 0;
  return {
    call: ((e: unknown, ...args: unknown[]) => {
      if (e === endpoint) {
        seen += 1;
        if (seen > skip && seen <= skip + times) return Promise.reject(new ApiError('network', 'The server could not be reached.'));
      }
      return (api.call as (e: unknown, ...a: unknown[]) => Promise<unknown>)(e, ...args);
    }) as ApiClient['call'],
  };
}

describe('submission machine', () => {
  const t = useBackend({ scenario: 'default' });
  // Each test submits approver@'s application from a fresh world: a submitted one is never submitted again
  // (tests/mocks/applications/one-application.test.ts), so no test may rest on another's submission.
  beforeEach(() => t.backend.reset());

  const start = (
    given: Omit<SubmissionInput, 'api' | 'application'> & { api: ApiClient; application?: SubmissionInput['application'] },
  ) => {
    const profileId = given.userId === pending.userId ? pending.profileId! : approver.profileId!;
    const input = { application: newApplicationDraft(profileId, given.userId === pending.userId ? 'GRADUATE' : 'PE'), ...given };
    const actor = createActor(submissionMachine, { input });
    const errors: string[] = [];
    const told: string[] = [];
    actor.on('api.error', (e) => errors.push(e.message));
    actor.on('otp.verified', (e) => told.push(e.message));
    actor.on('application.submitted', (e) => told.push(e.message));
    actor.start();
    return { actor, errors, told };
  };

  const toCode = async (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'submission.start' });
    expect(actor.getSnapshot().value).toBe('terms');
    actor.send({ type: 'submission.accept' });
    await waitFor(actor, (s) => s.matches('entering'));
    expect(actor.getSnapshot().context.notice).toBe('A new code has been sent.');
  };

  it('does nothing on Submit while the checklist is not fully passed, or without a user', async () => {
    const api = await t.signIn(pending.email);
    for (const input of [
      { userId: pending.userId, checklistPassed: false },
      { userId: null, checklistPassed: true },
    ]) {
      const { actor } = start({ api, ...input });
      actor.send({ type: 'submission.start' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    // Both sides of the boundary: passed and a user → the terms.
    const { actor } = start({ api, userId: pending.userId, checklistPassed: true });
    actor.send({ type: 'submission.start' });
    expect(actor.getSnapshot().value).toBe('terms');
    expect(SUBMISSION_TERMS).toMatch(/verification code/);
    actor.send({ type: 'submission.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks for the code with the spec message, keeping what was typed', async () => {
    const api = await t.signIn(pending.email);
    const { actor } = start({ api, userId: pending.userId, checklistPassed: true });
    await toCode(actor);
    actor.send({ type: 'submission.verify' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'entering', context: { error: 'Field is required' } });
    for (const hostile of ['   ', 'x'.repeat(10_000), '<img src=x onerror=alert(1)>', '🙂🙂🙂🙂🙂🙂']) {
      actor.send({ type: 'submission.change', code: hostile });
      actor.send({ type: 'submission.verify' });
      expect(actor.getSnapshot().value).toBe('entering');
      expect(actor.getSnapshot().context.error).toMatch(/^(Field is required|The code must be 6 digits)$/);
      expect(actor.getSnapshot().context.code).toBe(hostile);
    }
  });

  it('shows the server message and emits api.error when the server refuses (pending@: checklist incomplete)', async () => {
    const api = await t.signIn(pending.email);
    const { actor, errors } = start({ api, userId: pending.userId, checklistPassed: true });
    await toCode(actor);
    const code = t.lastMessageTo(pending.phone!)!.codes[0]!;
    actor.send({ type: 'submission.change', code });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    const message = actor.getSnapshot().context.error!;
    expect(message).toMatch(/^Complete the requirements checklist before submitting: /);
    expect(errors).toEqual([message]);
    expect(actor.getSnapshot().context.code).toBe(code);
  });

  it('keeps the code after a network failure and submits on the retry; a double Verify submits once', async () => {
    const signedIn = await t.signIn(approver.email);
    const { client, state } = watched(signedIn);
    const { actor, errors } = start({ api: client, userId: approver.userId, checklistPassed: true });
    await toCode(actor);
    const code = t.lastMessageTo(approver.phone!)!.codes[0]!;
    actor.send({ type: 'submission.change', code });
    state.failNext = 1;
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      code,
      error: 'The server could not be reached. Check your connection and try again.',
    });
    expect(errors).toHaveLength(1);
    expect((await signedIn.call(endpoints.membership.applications)).data).toEqual([]);

    // The retry, pressed twice.
    actor.send({ type: 'submission.verify' });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(state.submits).toBe(2); // the failed one and one retry: the second press was not taken
    const apps = (await signedIn.call(endpoints.membership.applications)).data;
    expect(apps).toHaveLength(1);
    expect(selectSubmittedCode(actor.getSnapshot())).toBe(apps[0]!.Code);
    expect(apps[0]).toMatchObject({ Submitted: true, status: 'New' });
  });

  it('a double Submit and a double Continue send one code', async () => {
    const api = await t.signIn(pending.email);
    const before = t.backend.db.codes.findMany((q) => q.where({ userId: pending.userId })).length;
    const { actor } = start({ api, userId: pending.userId, checklistPassed: true });
    actor.send({ type: 'submission.start' });
    actor.send({ type: 'submission.start' });
    actor.send({ type: 'submission.accept' });
    actor.send({ type: 'submission.accept' });
    await waitFor(actor, (s) => s.matches('entering'));
    expect(t.backend.db.codes.findMany((q) => q.where({ userId: pending.userId })).length - before).toBe(1);
  });

  it('a failed code sending stays on the terms with the message; a failed resend stays on the code', async () => {
    const api = await t.signIn(pending.email);
    // Three codes sent in the window: the fourth is refused (issue 35 item 1).
    for (let i = 0; i < 3; i++) await api.call(endpoints.auth.sendOtp, { query: { user_id: String(pending.userId) } });
    const { actor, errors } = start({ api, userId: pending.userId, checklistPassed: true });
    actor.send({ type: 'submission.start' });
    actor.send({ type: 'submission.accept' });
    await waitFor(actor, (s) => s.matches('terms') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Too many attempts, try again in 15 minutes.');
    expect(errors).toEqual(['Too many attempts, try again in 15 minutes.']);
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);

    const flaky = failing(api, endpoints.auth.sendOtp, 1, 1);
    const second = start({ api: flaky, userId: pending.userId, checklistPassed: true });
    await toCode(second.actor);
    second.actor.send({ type: 'submission.change', code: '123456' });
    second.actor.send({ type: 'submission.resend' });
    await waitFor(second.actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(second.actor.getSnapshot().context.error).toBe('The server could not be reached.');
    expect(second.errors).toEqual(['The server could not be reached.']);
  });

  it('one application however the document fails: a document that cannot be fetched after the submission is fetched again', async () => {
    const signedIn = await t.signIn(approver.email);
    const client = failing(signedIn, endpoints.membership.applicationDocument, 0, 1);
    const { actor, errors } = start({ api: client, userId: approver.userId, checklistPassed: true });
    await toCode(actor);
    actor.send({ type: 'submission.change', code: t.lastMessageTo(approver.phone!)!.codes[0]! });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.matches('documentFailed'));
    expect(errors).toEqual(['The server could not be reached.']);
    expect((await signedIn.call(endpoints.membership.applications)).data).toHaveLength(1);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.application?.Submitted).toBe(true);
  });
  /** A client that records which calls were made, in order, with their bodies. */
  function recorded(api: ApiClient) {
    const calls: Array<{ path: string; body: unknown }> = [];
    const client: ApiClient = {
      call: ((endpoint: { path: string }, ...args: unknown[]) => {
        calls.push({ path: endpoint.path, body: (args[0] as { body?: unknown } | undefined)?.body });
        return (api.call as (e: unknown, ...a: unknown[]) => Promise<unknown>)(endpoint, ...args);
      }) as ApiClient['call'],
    };
    return { client, calls };
  }

  it('document 3 §2: submission verifies the code through auth/verify-otp before application/submit, which carries the application object', async () => {
    const signedIn = await t.signIn(approver.email);
    const { client, calls } = recorded(signedIn);
    const application = newApplicationDraft(approver.profileId!, 'PE');
    const { actor, told } = start({ api: client, userId: approver.userId, checklistPassed: true, application });
    await toCode(actor);
    const code = t.lastMessageTo(approver.phone!)!.codes[0]!;
    actor.send({ type: 'submission.change', code });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.path)).toEqual(['auth/send-otp', 'auth/verify-otp', 'application/submit', 'application/document/:code']);
    expect(calls[1]!.body).toEqual({ otp_code: code, user_id: approver.userId });
    // The application object, and no code in it.
    expect(calls[2]!.body).toEqual(application);
    expect(calls[2]!.body).not.toHaveProperty('otp_code');
    const submitted = selectSubmittedCode(actor.getSnapshot())!;
    expect(submitted).toMatch(/\S/);
    // Document 3 §8's success message, then the confirmation with the real number.
    expect(told).toEqual(['Successfully verified OTP', `Application ${submitted} submitted`]);
  });

  it('issue 23 item 3: after a wrong code the error goes on the next attempt; success is confirmed with the application number', async () => {
    const api = await t.signIn(approver.email);
    const { actor, errors, told } = start({ api, userId: approver.userId, checklistPassed: true });
    await toCode(actor);
    actor.send({ type: 'submission.change', code: '000000' });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'The code is not valid.', verified: false });
    expect(errors).toEqual(['The code is not valid.']);
    actor.send({ type: 'submission.change', code: t.lastMessageTo(approver.phone!)!.codes[0]! });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(told.at(-1)).toBe(`Application ${selectSubmittedCode(actor.getSnapshot())} submitted`);
  });

  it('a code once verified is not asked for again: a failed submission is retried without a second verify-otp', async () => {
    const signedIn = await t.signIn(approver.email);
    const { client, calls } = recorded(failing(signedIn, endpoints.membership.submitApplication, 0, 1));
    const { actor } = start({ api: client, userId: approver.userId, checklistPassed: true });
    await toCode(actor);
    actor.send({ type: 'submission.change', code: t.lastMessageTo(approver.phone!)!.codes[0]! });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ verified: true, error: 'The server could not be reached.' });
    actor.send({ type: 'submission.verify' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.filter((c) => c.path === 'auth/verify-otp')).toHaveLength(1);
    expect(calls.filter((c) => c.path === 'application/submit')).toHaveLength(2);
  });
});
