// The bio machines against the fake backend (machines/bio): initiate-profile and initiate-firm end with the user
// who now has a profile; the Bio tab saves and starts again from what is stored; the name confirmation sends
// confirmed and reads the user again. A failed save keeps everything typed (a forced 500).
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bioTabMachine, firmBioTabMachine } from '#machines/profile/bio-editor.machine.ts';
import { initiateFirmMachine, initiateProfileMachine, profileCreatedNews, type BioSaved } from '#machines/profile/bio-forms.ts';
import { profileConfirmMachine } from '#machines/profile/profile-confirm.machine.ts';
import { endpoints, type User } from '#contract';
import { EMPTY_DATE } from '#contract/profile.ts';
import { blankBio, blankFirmBio } from '#contract/profile-bio.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

const TODAY = new Date().toISOString().slice(0, 10);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const serverError = () => HttpResponse.json({ message: 'The server is having a bad day.' }, { status: 500 });

const type = (actor: { send: (e: { type: 'form.change'; name: string; value: unknown }) => void }, values: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(values)) actor.send({ type: 'form.change', name, value });
};

describe('bio machines', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());

  it('initiate-profile: a 500 keeps every value typed (the picture too) and says why; saving again creates the profile and ends with the refreshed user', async () => {
    const api = await t.signIn('applicant@demo.test');
    const actor = createActor(initiateProfileMachine(TODAY), {
      input: { api, values: blankBio({ email: 'applicant@demo.test', phone_no: '0734567890', id_number: '25678901' }) },
    }).start();
    const picture = new File([PNG], 'me.png', { type: 'image/png' });
    type(actor, {
      FirstName: 'Achieng',
      SecondName: 'Akinyi',
      LastName: 'Atieno',
      Gender: 'Female',
      DateOfBirth: '',
      County: 'Kisumu',
      City: 'Kisumu',
      Image: picture,
    });
    const typed = actor.getSnapshot().context.values;

    t.server.use(http.post(`${TEST_BASE_URL}profile`, serverError));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(actor.getSnapshot().context.serverError).toBe('The server is having a bad day.');
    expect(actor.getSnapshot().context.values).toEqual(typed);
    expect(actor.getSnapshot().context.values.Image).toBe(picture);

    t.server.resetHandlers();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    const saved = actor.getSnapshot().output!;
    expect(saved.user).toMatchObject({ email: 'applicant@demo.test', profile: true, profile_id: saved.data.ProfileID });
    const stored = (await api.call(endpoints.profile.profile)).data;
    expect(stored).toMatchObject({
      FirstName: 'Achieng',
      SecondName: 'Akinyi',
      LastName: 'Atieno',
      Gender: 'Female',
      DateOfBirth: EMPTY_DATE,
      Nationality: 'KE',
      County: 'Kisumu',
    });
    expect(stored.Image).not.toBe('');
  });

  it('does not send a form that breaks a rule', async () => {
    const api = await t.signIn('applicant@demo.test');
    let calls = 0;
    t.server.use(http.post(`${TEST_BASE_URL}profile`, () => (calls++, serverError())));
    const actor = createActor(initiateProfileMachine(TODAY), { input: { api, values: blankBio() } }).start();
    type(actor, {
      FirstName: 'Achieng',
      LastName: 'Atieno',
      Gender: 'Female',
      IdentificationDocumentNo: '25678901',
      Email: 'a@b.c',
      PhoneNo: '0734567890',
      DateOfBirth: '2999-01-01',
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ DateOfBirth: 'Date cannot be later than today' });
    expect(calls).toBe(0);
  });

  it('a new county empties the town, a new nationality empties both (the form machine runs the dependents)', async () => {
    const api = await t.signIn('applicant@demo.test');
    const actor = createActor(initiateProfileMachine(TODAY), { input: { api, values: blankBio() } }).start();
    type(actor, { County: 'Kisumu', City: 'Kisumu' });
    type(actor, { County: 'Nakuru' });
    expect(actor.getSnapshot().context.values).toMatchObject({ County: 'Nakuru', City: '' });
    type(actor, { City: 'Naivasha', Nationality: 'UG' });
    expect(actor.getSnapshot().context.values).toMatchObject({ Nationality: 'UG', County: '', City: '' });
  });

  it('a user who could not be read again is told as the profile it now has; one read again is told whole', () => {
    const saved: BioSaved<{ ProfileID: string }> = { data: { ProfileID: 'PROF-9' }, message: 'ok', user: null };
    expect(profileCreatedNews(saved)).toEqual([{ change: 'user', detail: { profile: true, profile_id: 'PROF-9' } }]);
    const fresh = { id: 3, profile: true, profile_id: 'PROF-9', name: 'Fresh' } as unknown as User;
    expect(profileCreatedNews({ ...saved, user: fresh })).toEqual([{ change: 'user', detail: fresh }]);
  });

  it('initiate-firm: a 500 keeps the managers typed; then the firm profile is created with them', async () => {
    const api = await t.signIn('newfirm@demo.test');
    const actor = createActor(initiateFirmMachine(TODAY), {
      input: {
        api,
        values: blankFirmBio({
          name: 'Rift Valley Structural Ltd',
          email: 'newfirm@demo.test',
          phone_no: '0512345678',
          id_number: 'P059876543R',
        }),
      },
    }).start();
    const managers = [
      { surname: 'Kiprono', OtherNames: 'Daniel', phoneNo: '0712000111', email: 'd.kiprono@rvs.example', address: 'Nakuru' },
    ];
    type(actor, {
      RegistrationNo: 'PVT-2019-118822',
      PhysicalAddress: 'Kenyatta Avenue',
      County: 'Nakuru',
      Town: 'Nakuru',
      YearEstablished: 2019,
      corporateManager: managers,
    });
    t.server.use(http.post(`${TEST_BASE_URL}profile/firmBio`, serverError));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(actor.getSnapshot().context.values).toMatchObject({ RegistrationNo: 'PVT-2019-118822', corporateManager: managers });

    t.server.resetHandlers();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output!.user).toMatchObject({ type: 'Corporate', profile: true });
    expect((await api.call(endpoints.profile.firmBio)).data).toMatchObject({
      FirmName: 'Rift Valley Structural Ltd',
      TaxPIN: 'P059876543R',
      corporateManager: managers,
    });
  });

  it('the Bio tab: loads the stored bio, keeps the typing through a 500, saves, and starts again from what is stored', async () => {
    const api = await t.signIn('arrears@demo.test');
    const me = (await api.call(endpoints.auth.user)).data;
    const editor = createActor(bioTabMachine(TODAY, me.profile_id!), { input: { api } }).start();
    await waitFor(editor, (s) => s.matches('editing'));
    const form = editor.getSnapshot().children.form!;
    expect(form.getSnapshot().context.values).toMatchObject({ FirstName: 'Otieno', LastName: 'Ochieng' });

    t.server.use(http.post(`${TEST_BASE_URL}profile/update`, serverError));
    type(form, { SecondName: 'Juma' });
    form.send({ type: 'form.submit' });
    await waitFor(form, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(form.getSnapshot().context.values.SecondName).toBe('Juma');

    t.server.resetHandlers();
    form.send({ type: 'form.submit' });
    await waitFor(editor, (s) => s.context.saved !== null);
    const after = editor.getSnapshot();
    expect(after.context.saved).toMatchObject({ message: 'Profile updated successfully', user: { name: 'Otieno Juma Ochieng' } });
    expect(after.children.form).not.toBe(form);
    expect(after.children.form!.getSnapshot().context.values.SecondName).toBe('Juma');
  });

  it('the Firm bio tab: a firm without a corporate manager is asked for one, then saves', async () => {
    const api = await t.signIn('firm@demo.test');
    const me = (await api.call(endpoints.auth.user)).data;
    const editor = createActor(firmBioTabMachine(TODAY, me.profile_id!), { input: { api } }).start();
    await waitFor(editor, (s) => s.matches('editing'));
    const form = editor.getSnapshot().children.form!;
    type(form, { Website: 'https://mn.example' });
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().context.errors['corporateManager.0.surname']).toBe('Surname is required');
    const manager = {
      surname: 'Mwangi',
      OtherNames: 'Peter',
      phoneNo: '0722000111',
      email: 'p.mwangi@mn.example',
      address: 'Upper Hill, Nairobi',
    };
    type(form, { corporateManager: [manager] });
    form.send({ type: 'form.submit' });
    await waitFor(editor, (s) => s.context.saved !== null);
    expect(editor.getSnapshot().context.saved!.message).toBe('Firm bio updated successfully');
    expect((await api.call(endpoints.profile.firmBio)).data).toMatchObject({ Website: 'https://mn.example', corporateManager: [manager] });
  });

  it('name confirmation: a failure says why and Correct can be pressed again; then confirmed, with the user read again', async () => {
    const api = await t.signIn('approver@demo.test');
    const profile = (await api.call(endpoints.profile.profile)).data;
    // A new name asks for the confirmation again (the fake server's rule).
    await api.call(endpoints.profile.updateProfile, { body: { ProfileID: profile.ProfileID, SecondName: 'Wairimu' } });
    expect((await api.call(endpoints.profile.profile)).data.confirmed).toBe(false);

    const actor = createActor(profileConfirmMachine, { input: { api, profileId: profile.ProfileID } }).start();
    t.server.use(http.post(`${TEST_BASE_URL}profile/update`, serverError));
    actor.send({ type: 'confirm.correct' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The server is having a bad day.');

    t.server.resetHandlers();
    actor.send({ type: 'confirm.correct' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context).toMatchObject({
      message: 'Confirmed Successfully',
      error: null,
      user: { email: 'approver@demo.test' },
    });
    expect((await api.call(endpoints.profile.profile)).data.confirmed).toBe(true);
  });
});
