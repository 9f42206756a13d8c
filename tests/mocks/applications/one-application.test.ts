// One application at a time (issue 34 item 5), in the fake server: once submitted, an application is never
// submitted again (not with a fresh code, not as a new draft) while it is under way; after a rejection a new one may
// be submitted (the portal's re-Submit). The fee's receipt is what the timeline's "Fee paid" reads.
import { describe, expect, it } from 'vitest';
import { endpoints, newApplicationDraft } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { session } from '../support';
import { LIMIT_WINDOW_MS } from '#mocks/domain/attempt-limit.ts';

const e = endpoints.membership;
const approver = personaByKey('approver');
const IN_PROGRESS = 'You already have an application in progress.';
const ALREADY = 'This application has already been submitted and is being processed.';

describe('one application at a time', () => {
  const t = useBackend({ scenario: 'default' });

  /** A fresh code, checked: the grant application/submit asks for. */
  async function verified(client: Awaited<ReturnType<typeof session>>['client']) {
    // Past the send limit's window, so each test's code is sent (a member gets 3 codes a window).
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    await client.call(endpoints.auth.sendOtp, { query: { user_id: String(approver.userId) } });
    const code = t.lastMessageTo(approver.phone!)!.codes[0]!;
    await client.call(endpoints.auth.verifyOtp, { body: { otp_code: code, user_id: approver.userId } });
  }

  it('a submitted application is not submitted again, by its code or as a new draft, even with a fresh code', async () => {
    const { client } = await session(t, approver.email);
    await verified(client);
    const first = (await client.call(e.submitApplication, { body: newApplicationDraft(approver.profileId!, 'PE') })).data;
    expect(first).toMatchObject({ status: 'New', Submitted: true });
    const stamped = first.ApplicationDateTime;

    await verified(client);
    await expect(client.call(e.submitApplication, { body: first })).rejects.toMatchObject({ status: 422, message: ALREADY });
    await expect(client.call(e.submitApplication, { body: newApplicationDraft(approver.profileId!, 'PE') })).rejects.toMatchObject({
      status: 422,
      message: IN_PROGRESS,
    });
    const apps = (await client.call(e.applications)).data;
    expect(apps).toHaveLength(1);
    // Nothing was re-stamped by the refused attempts.
    expect(apps[0]!.ApplicationDateTime).toBe(stamped);
  });

  it('after a rejection, a new application may be submitted (re-Submit), and then none again', async () => {
    const { client } = await session(t, approver.email);
    const old = (await client.call(e.applications)).data[0]!;
    await t.backend.db.applications.update((q) => q.where({ Code: old.Code }), { data: (a) => void (a.status = 'Rejected') });
    await verified(client);
    const again = (await client.call(e.submitApplication, { body: newApplicationDraft(approver.profileId!, 'PE') })).data;
    expect(again.Code).not.toBe(old.Code);
    expect(again).toMatchObject({ status: 'New', Submitted: true, postedReceiptNo: '' });
    await verified(client);
    await expect(client.call(e.submitApplication, { body: newApplicationDraft(approver.profileId!, 'PE') })).rejects.toMatchObject({
      status: 422,
      message: IN_PROGRESS,
    });
  });
});
