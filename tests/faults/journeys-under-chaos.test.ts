// The fault suite (issue 24 item 5): with 30 % of calls failing (503, 500, a dropped connection before the call is
// served, or after it was served and its answer lost) and jittered latency, a user who presses Try again (Save,
// Verify, Try again) completes registration, a sub-list add and an application submission; what they typed is
// never lost, nothing is created twice, and every failure says something a user can act on.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { newApplicationDraft } from '#contract';
import { workExperience } from '#contract/profile-lists.ts';
import { registerMachine } from '#machines/access/register.machine.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { createSubListMachine } from '#machines/crud-list/sub-list.ts';
import { submissionMachine } from '#machines/applications/submission.machine.ts';
import { licenceWizardMachine } from '#machines/licence/licence-wizard.machine.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../support/backend';
import { asForm, CHAOS, chaosUser, type Form, RETRYABLE, seeded, SEEDS, TRIES } from './chaos-user';

describe.each(SEEDS)('journeys under chaos (seed %i)', (seed) => {
  const t = useBackend({ scenario: 'default', chaos: CHAOS, random: seeded(seed) });
  const { failures, persist, signIn, saveUntilDone, expectEveryFailureRetryable } = chaosUser(t);

  it('registration: one account, its id the answer the user gets', async () => {
    const email = `chaos.${seed}@demo.test`;
    const typed = {
      email,
      phone: '0712345678',
      id_number: `3${seed}45678`,
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      category: 'GRADUATE',
    };
    const form = asForm(createActor(registerMachine, { input: { api: t.anon } }).start());
    for (const [name, value] of Object.entries(typed)) form.send({ type: 'form.change', name, value });
    const registered = (await saveUntilDone(form, typed)) as { id: number };
    const accounts = t.backend.db.accounts.findMany((q) => q.where({ email }));
    expect(accounts.map((a) => a.id)).toEqual([registered.id]);
  });

  it('a work experience added through the list: one row', async () => {
    const api = await signIn('member@demo.test');
    const list = createActor(createSubListMachine(workExperience), { input: { api } }).start();
    const place = `Chaos Works ${seed}`;
    for (let i = 0; i < TRIES && !list.getSnapshot().matches({ ready: 'idle' }); i += 1) {
      const s = await waitFor(list, (x) => x.matches({ ready: 'idle' }) || x.matches('failed'));
      if (s.matches('failed')) {
        failures.push(s.context.error as string);
        list.send({ type: 'load.retry' });
      }
    }
    list.send({ type: 'list.add' });
    const form = asForm(selectForm(list.getSnapshot()));
    const typed = {
      PlaceOfWork: place,
      Designation: 'Resident engineer',
      StartDate: '2018-02-01',
      EndDate: '2020-06-30',
      PhoneNo: '0733000222',
      Address: 'Eldoret',
    };
    for (const [name, value] of Object.entries(typed)) form.send({ type: 'form.change', name, value });
    await saveUntilDone(form, typed);
    const rows = await persist(() => api.call(workExperience.calls.list));
    expect(rows.data.filter((r) => r.PlaceOfWork === place)).toHaveLength(1);
  });

  it('an application submitted with the e-mailed code: one application', async () => {
    const approver = personaByKey('approver');
    const api = await signIn(approver.email);
    const before = t.backend.db.applications.findMany((q) => q.where({ ProfileID: approver.profileId! })).length;
    const actor = createActor(submissionMachine, {
      input: { api, userId: approver.userId, checklistPassed: true, application: newApplicationDraft(approver.profileId!, 'PE') },
    }).start();
    actor.send({ type: 'submission.start' });
    for (let i = 0; i < TRIES && actor.getSnapshot().status !== 'done'; i += 1) {
      const s = await waitFor(
        actor,
        (x) => (['terms', 'entering', 'documentFailed'] as const).some((v) => x.matches(v)) || x.status === 'done',
      );
      if (s.context.error) failures.push(s.context.error);
      if (s.matches('terms')) actor.send({ type: 'submission.accept' });
      else if (s.matches('documentFailed')) actor.send({ type: 'load.retry' });
      else if (s.matches('entering')) {
        const code = t.lastMessageTo(approver.email)?.codes[0] ?? '';
        // A code the server already took (its answer was lost) is refused: the member asks for a new one.
        if (s.context.code === code && s.context.error && !RETRYABLE.test(s.context.error)) actor.send({ type: 'submission.resend' });
        else {
          actor.send({ type: 'submission.change', code });
          actor.send({ type: 'submission.verify' });
        }
      }
    }
    expect(actor.getSnapshot().status).toBe('done');
    const after = t.backend.db.applications.findMany((q) => q.where({ ProfileID: approver.profileId! }));
    expect(after).toHaveLength(before + 1);
  });

  it('the licence wizard: details kept through every failure, one licence application', async () => {
    const member = personaByKey('member');
    const api = await signIn(member.email);
    const before = t.backend.db.licences.findMany((q) => q.where({ profileID: member.profileId! })).length;
    const wizard = createActor(licenceWizardMachine, { input: { api, now: () => Date.parse('2026-11-01T10:00:00Z') } }).start();
    // member@'s contact is a P.O. Box (the Postal Address): the physical address is typed (issue 34 item 4).
    const typed = { practiceName: `Chaos Consultants ${seed}`, startDate: '2027-01-01', physicalLocation: 'Upper Hill, Nairobi' };
    for (let i = 0; i < TRIES && wizard.getSnapshot().status !== 'done'; i += 1) {
      const s = await waitFor(
        wizard,
        (x) =>
          x.status === 'done' ||
          x.matches('loadFailed') ||
          x.matches('details') ||
          x.matches({ checklist: 'ready' }) ||
          x.matches({ checklist: 'failed' }) ||
          x.matches({ declaration: 'idle' }) ||
          x.matches({ declaration: 'submitFailed' }),
      );
      if (s.status === 'done') break;
      if (s.context.error) failures.push(s.context.error);
      if (s.matches('loadFailed') || s.matches({ checklist: 'failed' })) wizard.send({ type: 'load.retry' });
      else if (s.matches('details')) {
        for (const [name, value] of Object.entries(typed)) wizard.send({ type: 'details.change', name: name as 'practiceName', value });
        wizard.send({ type: 'wizard.next' });
      } else if (s.matches({ checklist: 'ready' })) wizard.send({ type: 'wizard.next' });
      else {
        expect(s.context.values).toMatchObject(typed);
        wizard.send({ type: 'declaration.agree', agreed: true });
        wizard.send({ type: 'wizard.submit' });
      }
    }
    expect(wizard.getSnapshot().status).toBe('done');
    const after = t.backend.db.licences.findMany((q) => q.where({ profileID: member.profileId! }));
    expect(after).toHaveLength(before + 1);
  });

  it('every failure on the way said what to do', expectEveryFailureRetryable);
});

// The case idempotent creates are for, forced: the create is served, its answer lost, and Save pressed again.
describe('a create whose answer was lost, saved again', () => {
  const t = useBackend({ scenario: 'default' });

  async function loseThenSave(form: Form) {
    Object.assign(t.backend.chaos, { failRate: 1, faults: ['lost-answer'] });
    form.send({ type: 'form.submit' });
    const lost = await waitFor(form, (x) => x.matches('editing') && x.context.serverError !== null);
    expect(lost.context.serverError).toMatch(RETRYABLE);
    Object.assign(t.backend.chaos, { failRate: 0 });
    form.send({ type: 'form.submit' });
    const saved = await waitFor(form, (x) => x.status === 'done' || x.context.serverError !== null);
    expect(saved.context.serverError).toBeNull();
    return saved.output;
  }

  it('registration: one account, and Save again answers with it', async () => {
    const email = 'lost.answer@demo.test';
    const form = asForm(createActor(registerMachine, { input: { api: t.anon } }).start());
    const typed = {
      email,
      phone: '0712300678',
      id_number: '31245600',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      category: 'GRADUATE',
    };
    for (const [name, value] of Object.entries(typed)) form.send({ type: 'form.change', name, value });
    const registered = (await loseThenSave(form)) as { id: number };
    expect(t.backend.db.accounts.findMany((q) => q.where({ email })).map((a) => a.id)).toEqual([registered.id]);
  });

  it('a work experience: one row', async () => {
    const api = await t.signIn('member@demo.test');
    const list = createActor(createSubListMachine(workExperience), { input: { api } }).start();
    await waitFor(list, (x) => x.matches({ ready: 'idle' }));
    list.send({ type: 'list.add' });
    const form = asForm(selectForm(list.getSnapshot()));
    const typed = {
      PlaceOfWork: 'Lost Answer Ltd',
      Designation: 'Engineer',
      StartDate: '2018-02-01',
      EndDate: '2020-06-30',
      PhoneNo: '0733000222',
      Address: 'Thika',
    };
    for (const [name, value] of Object.entries(typed)) form.send({ type: 'form.change', name, value });
    await loseThenSave(form);
    const rows = await api.call(workExperience.calls.list);
    expect(rows.data.filter((r) => r.PlaceOfWork === 'Lost Answer Ltd')).toHaveLength(1);
  });
});
