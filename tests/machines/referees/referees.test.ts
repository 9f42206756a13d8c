// The applicant's side of referees (machines/referees): the member search fills the open referee form and nothing
// else; a blank term asks nothing; a member who cannot be a referee is refused with the server's words and the
// form stays as typed. Resend Email says 'Email Sent' and puts the link in the referee's inbox again; an answered
// request is not sent again. Referee Type is required exactly while types are set up.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { createSubListMachine } from '#machines/crud-list/sub-list.ts';
import { refereeResendMachine } from '#machines/referees/referee-resend.machine.ts';
import { refereeSearchMachine } from '#machines/referees/referee-search.machine.ts';
import { endpoints } from '#contract';
import { listMessages, refereePrefill, refereeResponseText, referees } from '#contract/profile-lists.ts';
import { refereeMessages } from '#contract/profile-referee.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');
const pending = personaByKey('pending');
const idle = (s: { matches: (v: { ready: 'idle' }) => boolean }) => s.matches({ ready: 'idle' });

describe('referee search and resend', () => {
  const t = useBackend({ scenario: 'default' });

  async function openAddForm(email = pending.email) {
    const api = await t.signIn(email);
    const list = createActor(createSubListMachine(referees), { input: { api } }).start();
    await waitFor(list, idle);
    list.send({ type: 'list.add' });
    const form = selectForm(list.getSnapshot())!;
    const search = createActor(refereeSearchMachine, { input: { api, form } }).start();
    return { api, list, form, search };
  }

  it('a member number fills the form: names, e-mail, member no, and phone (digits only), address, place of work, designation of the latest work', async () => {
    const { form, search } = await openAddForm();
    search.send({ type: 'search.change', term: `  ${member.memberNo}  ` });
    search.send({ type: 'search.submit' });
    await waitFor(search, (s) => s.matches('idle') && (s.context.found !== null || s.context.error !== null));
    expect(search.getSnapshot().context.error).toBeNull();
    const profile = t.backend.db.profiles.findFirst((q) => q.where({ MemberNo: member.memberNo ?? '' }))!;
    const work = t.backend.db.workExperience.findMany((q) => q.where({ ProfileID: profile.ProfileID }), {
      orderBy: { EntryNo: 'desc' },
    })[0]!;
    const values = form.getSnapshot().context.values;
    expect(values).toMatchObject({
      Name: [profile.FirstName, profile.SecondName, profile.LastName].filter(Boolean).join(' '),
      Email: profile.Email,
      MemberNo: member.memberNo,
      Address: work.Address,
      PlaceOfWork: work.PlaceOfWork,
      Designation: work.Designation,
    });
    expect(values.PhoneNo).toMatch(/^\d+$/);
    expect(search.getSnapshot().context.found).toBe(values.Name);
    // The search only fills: nothing was saved.
    expect(form.getSnapshot().value).toBe('editing');
  });

  it('a blank term asks nothing; an unknown number and one’s own number are refused and the form stays as typed', async () => {
    const { form, search } = await openAddForm();
    form.send({ type: 'form.change', name: 'Designation', value: 'Typed by hand' });
    search.send({ type: 'search.change', term: '   ' });
    search.send({ type: 'search.submit' });
    expect(search.getSnapshot().value).toBe('idle');

    search.send({ type: 'search.change', term: 'NO-SUCH-99' });
    search.send({ type: 'search.submit' });
    await waitFor(search, (s) => s.matches('idle') && s.context.error !== null);
    expect(search.getSnapshot().context.error).toBe('No member was found with this membership number.');

    const mine = t.backend.db.profiles.findFirst((q) => q.where({ ProfileID: pending.profileId ?? '' }))!;
    const own = await openAddForm(member.email);
    own.search.send({ type: 'search.change', term: member.memberNo ?? '' });
    own.search.send({ type: 'search.submit' });
    await waitFor(own.search, (s) => s.matches('idle') && s.context.error !== null);
    expect(own.search.getSnapshot().context.error).toBe('You cannot be your own referee.');
    expect(mine).toBeDefined();
    expect(form.getSnapshot().context.values).toMatchObject({ Designation: 'Typed by hand', Name: '' });
  });

  it('prefill: a member without work records leaves phone, address, place of work and designation empty; a phone keeps only its digits', () => {
    const base = { FirstName: 'Wanjirũ', SecondName: '', LastName: 'Kamau', Email: 'w@example.org', MemberNo: 'M1' };
    expect(refereePrefill({ ...base, workExperience: [] })).toEqual({
      Name: 'Wanjirũ Kamau',
      Email: 'w@example.org',
      MemberNo: 'M1',
      PhoneNo: '',
      Address: '',
      PlaceOfWork: '',
      Designation: '',
    });
    expect(
      refereePrefill({ ...base, workExperience: [{ PhoneNo: '+254 722-000 111', Address: 'A', PlaceOfWork: 'P', Designation: 'D' }] })
        .PhoneNo,
    ).toBe('254722000111');
  });

  it("the response column: 'Accepted', 'Rejected', or '- - -' before an answer", () => {
    expect(refereeResponseText('Accept')).toBe('Accepted');
    expect(refereeResponseText('Reject')).toBe('Rejected');
    expect(refereeResponseText('')).toBe('- - -');
  });

  it("Resend Email: 'Email Sent' and the link in the referee's inbox again; an answered request is refused with the server's words", async () => {
    const api = await t.signIn(pending.email);
    const rows = (await api.call(endpoints.profile.referees)).data;
    const open = rows.find((r) => r.response === '')!;
    const answered = rows.find((r) => r.response === 'Accept')!;
    const inbox = () => t.backend.db.outbox.findMany((q) => q.where({ to: open.Email })).length;
    const before = inbox();
    const resend = createActor(refereeResendMachine, { input: { api } }).start();
    resend.send({ type: 'resend', lineNo: open.lineNo });
    expect(resend.getSnapshot().context.lineNo).toBe(open.lineNo);
    await waitFor(resend, (s) => s.matches('idle'));
    expect(resend.getSnapshot().context).toMatchObject({ message: refereeMessages.emailSent, error: null, lineNo: null });
    expect(inbox()).toBe(before + 1);

    resend.send({ type: 'resend', lineNo: answered.lineNo });
    await waitFor(resend, (s) => s.matches('idle'));
    expect(resend.getSnapshot().context).toMatchObject({ message: null, error: refereeMessages.alreadyAnswered });
    resend.send({ type: 'resend.dismiss' });
    expect(resend.getSnapshot().context).toMatchObject({ message: null, error: null });
  });

  it('document 2 §5: Referee Type is required, inline before anything is sent (blank refused, unknown refused by the server, the form kept)', async () => {
    const { list, form, search } = await openAddForm();
    const candidate = t.backend.db.profiles.findFirst((q) => q.where({ userId: (u) => u === null, MemberShipType: 'PE' }))!;
    search.send({ type: 'search.change', term: candidate.MemberNo });
    search.send({ type: 'search.submit' });
    await waitFor(search, (s) => s.matches('idle') && s.context.found !== null);
    form.send({ type: 'form.change', name: 'PhoneNo', value: '0711222333' });
    form.send({ type: 'form.submit' });
    // Refused by the form itself, beside the field: no call was made.
    expect(form.getSnapshot().value).toBe('editing');
    expect(form.getSnapshot().context.errors.refereeType).toBe(listMessages.refereeTypeRequired);
    expect(form.getSnapshot().context.serverError).toBeNull();
    expect(form.getSnapshot().context.values).toMatchObject({ MemberNo: candidate.MemberNo, PhoneNo: '0711222333' });

    form.send({ type: 'form.change', name: 'refereeType', value: 'UNCLE' });
    form.send({ type: 'form.submit' });
    await waitFor(form, (s) => s.value === 'editing' && s.context.serverError !== null);
    expect(form.getSnapshot().context.serverError).toBe('Choose a referee type from the list.');

    form.send({ type: 'form.change', name: 'refereeType', value: 'PROPOSER' });
    form.send({ type: 'form.submit' });
    await waitFor(list, (s) => idle(s) && s.context.changed === 'added');
    expect(list.getSnapshot().context.rows.find((r) => r.memberNo === candidate.MemberNo)).toMatchObject({
      refereeType: 'PROPOSER',
      response: '',
    });

    // The server asks for it too (the same contract), whatever a client sends.
    const other = t.backend.db.profiles.findMany((q) => q.where({ userId: (u) => u === null, MemberShipType: 'PE' }))[1]!;
    const api = await t.signIn(pending.email);
    await expect(
      api.call(endpoints.profile.addReferee, {
        body: { Name: other.FirstName, Email: other.Email, PhoneNo: '0711000000', MemberNo: other.MemberNo } as never,
      }),
    ).rejects.toThrow(listMessages.refereeTypeRequired);
  });
});
