// Issue 35 item 6 against the fake backend: claiming an unclaimed member's account takes the member number, the ID
// number and the e-mail and phone on file for that member. Each of the three typed alone wrong is the same refusal,
// which names no field, and sends nothing; right (the e-mail in any case, the phone in any written form), the code
// goes to the addresses on file and to nothing typed.
import { describe, expect, it } from 'vitest';
import { claimMatchesRecord, endpoints, type ActivationRequest } from '#contract';
import { accessMessages } from '#contract/access-messages.ts';
import { useBackend } from '../../support/backend';

const REFUSED = { status: 422, message: accessMessages.claimRefused };

describe('account claim (auth/activation)', () => {
  const t = useBackend({ scenario: 'default' });
  const unclaimed = () =>
    t.backend.db.profiles.findFirst((q) => q.where({ userId: (u) => u === null, MemberNo: (m) => m !== '', Email: (e) => e !== '' }))!;
  const claimOf = (profile: ReturnType<typeof unclaimed>, change: Partial<ActivationRequest> = {}): ActivationRequest => ({
    memberNo: profile.MemberNo,
    memberNameFirst: profile.FirstName,
    memberNameLast: profile.LastName,
    identificationDocumentNo: profile.IdentificationDocumentNo,
    eMailAddress: profile.Email,
    phoneNo: profile.PhoneNo,
    ...change,
  });
  const outboxSize = () => t.backend.db.outbox.count();

  it.each([
    ['the ID number', { identificationDocumentNo: '11111111' }],
    ['the e-mail', { eMailAddress: 'someone.else@example.co.ke' }],
    ['the phone', { phoneNo: '0700000001' }],
  ])('%s alone not the one on file: the one refusal, which names no field, and nothing is sent', async (_, change) => {
    const profile = unclaimed();
    const before = outboxSize();
    await expect(t.anon.call(endpoints.auth.activation, { body: claimOf(profile, change) })).rejects.toMatchObject(REFUSED);
    expect(outboxSize()).toBe(before);
    expect(t.backend.db.codes.findMany((q) => q.where({ kind: 'activation' }))).toHaveLength(0);
  });

  it('the member number and the ID number with the claimant’s own e-mail and phone claim nothing (the old hole)', async () => {
    const profile = unclaimed();
    const mine = { eMailAddress: 'attacker@example.com', phoneNo: '0799000000' };
    await expect(t.anon.call(endpoints.auth.activation, { body: claimOf(profile, mine) })).rejects.toMatchObject(REFUSED);
    expect(t.lastMessageTo(mine.eMailAddress)).toBeUndefined();
    expect(t.lastMessageTo(mine.phoneNo)).toBeUndefined();
  });

  it('the on-file e-mail in capitals is the member’s: the code goes to the addresses on file, by e-mail and SMS', async () => {
    const profile = unclaimed();
    // The call takes the phone as digits (the form turns +254 7… into 07…: the machine's test and the rule's below).
    const typed = claimOf(profile, { eMailAddress: profile.Email.toUpperCase() });
    const answer = await t.anon.call(endpoints.auth.activation, { body: typed });
    expect(answer.message).toBe(accessMessages.claimCodeSent);
    const mail = t.lastMessageTo(profile.Email)!;
    const sms = t.lastMessageTo(profile.PhoneNo)!;
    expect(mail.codes).toHaveLength(1);
    expect(sms.codes).toEqual(mail.codes);
    expect(t.lastMessageTo(typed.eMailAddress)).toBeUndefined();
  });

  it('the rule itself: each field compared as written down (case, spaces, the phone’s forms), and an empty record matches nothing', () => {
    const onFile = { IdentificationDocumentNo: 'A1234567', Email: 'Wanjiru@Example.co.ke', PhoneNo: '0712345678' };
    const typed = { identificationDocumentNo: 'a1234567', eMailAddress: 'wanjiru@example.co.ke', phoneNo: '254712345678' };
    expect(claimMatchesRecord(onFile, typed)).toBe(true);
    expect(claimMatchesRecord(onFile, { ...typed, phoneNo: '0712 345 678' })).toBe(true);
    expect(claimMatchesRecord(onFile, { ...typed, phoneNo: '0712345679' })).toBe(false);
    expect(claimMatchesRecord(onFile, { ...typed, eMailAddress: 'wanjiru@example.com' })).toBe(false);
    expect(claimMatchesRecord(onFile, { ...typed, identificationDocumentNo: 'A1234568' })).toBe(false);
    expect(claimMatchesRecord({ ...onFile, Email: '' }, { ...typed, eMailAddress: '' })).toBe(false);
    expect(claimMatchesRecord({ ...onFile, PhoneNo: '' }, { ...typed, phoneNo: '' })).toBe(false);
  });
});
