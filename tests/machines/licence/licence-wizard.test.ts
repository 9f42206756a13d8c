// The licence-wizard machine against the fake backend (spec 3 §4, §5): member@ prefilled from the profile and
// firm@ from its first corporate manager; Continue refuses invalid details and then stamps the PE licence fee, the
// date of its clock and the profile id; the checklist and the declaration guards; a double Submit submits once;
// a refused submit keeps everything; who cannot apply is told why; the draft restored at each tab.
import { createActor, waitFor, type Snapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endpoints, licenceMessages } from '#contract';
import { draftOf, licenceDraftKey, restoreDraft } from '#machines/licence/licence-draft.ts';
import { declarationError, licenceWizardMachine, tabOf, visibleDetailErrors } from '#machines/licence/licence-wizard.machine.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const NOW = Date.parse('2026-11-01T10:00:00Z');
const member = personaByKey('member');

type World = ReturnType<typeof useBackend>;
const helpers = (t: World) => {
  const start = async (email: string, snapshot?: Snapshot<unknown>) => {
    const api = await t.signIn(email);
    return { api, actor: createActor(licenceWizardMachine, { input: { api, now: () => NOW }, ...(snapshot ? { snapshot } : {}) }).start() };
  };
  const toDetails = async (email = member.email) => {
    const s = await start(email);
    await waitFor(s.actor, (x) => x.matches('details'));
    return s;
  };
  return { start, toDetails };
};
const fill = (
  actor: { send: (e: { type: 'details.change'; name: 'practiceName' | 'startDate' | 'physicalLocation'; value: string }) => void },
  startDate = '2027-01-01',
) => {
  actor.send({ type: 'details.change', name: 'practiceName', value: 'Kamau Structural Consultants' });
  // member@'s contact gives a P.O. Box, the Postal Address: where the practice is, the member says (issue 34 item 4).
  actor.send({ type: 'details.change', name: 'physicalLocation', value: 'Upper Hill, Nairobi' });
  actor.send({ type: 'details.change', name: 'startDate', value: startDate });
};

describe('licence-wizard machine', () => {
  const t = useBackend({ scenario: 'default' });
  const { start, toDetails } = helpers(t);

  it("prefills an individual from the member's own profile and a firm from its first corporate manager", async () => {
    const { actor } = await toDetails();
    expect(actor.getSnapshot().context.values).toMatchObject({
      practitionerSurname: 'Kamau',
      practitionerOtherNames: 'Wanjirũ',
      practitionerEmail: member.email,
      county: 'Nairobi',
      practiceName: '',
      startDate: '',
      physicalLocation: '',
    });
    // Issue 34 item 4: the contact's P.O. Box is the Postal Address, never the Physical address.
    expect(actor.getSnapshot().context.values.postalCode).toMatch(/^P\.O\. Box \d+-00100$/);
    // A firm's practitioner is its corporate manager (spec 3 §5), as its firm bio names them.
    const firmProfile = personaByKey('firm').profileId!;
    await t.backend.db.firmBios.update((q) => q.where({ ProfileID: firmProfile }), {
      data: (b) =>
        void (b.corporateManager = [
          {
            surname: 'Otieno',
            OtherNames: 'Akinyi Grace',
            phoneNo: '0722000111',
            email: 'grace@mnce.example',
            address: 'P.O. Box 1, Nairobi',
          },
        ]),
    });
    const firm = await toDetails('firm@demo.test');
    expect(firm.actor.getSnapshot().context.values).toMatchObject({
      practitionerSurname: 'Otieno',
      practitionerOtherNames: 'Akinyi Grace',
      email: 'firm@demo.test',
    });
    expect(firm.actor.getSnapshot().context.fee).toBe(69_600);
  });

  it('tells who cannot apply why: no member number, a category without a licence fee', async () => {
    const pending = await start('pending@demo.test');
    await waitFor(pending.actor, (s) => s.matches('unavailable'));
    expect(pending.actor.getSnapshot().context.error).toBe(licenceMessages.notMember);
    const graduate = await start('graduate@demo.test');
    await waitFor(graduate.actor, (s) => s.matches('unavailable'));
    expect(graduate.actor.getSnapshot().context.error).toBe(licenceMessages.noCharge);
  });

  it('Continue on details: no move while a rule fails, messages only once left or tried; then the fee, the date and the profile id', async () => {
    const { actor } = await toDetails();
    expect(visibleDetailErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'details.blur', name: 'practiceName' });
    expect(visibleDetailErrors(actor.getSnapshot().context)).toEqual({ practiceName: 'Required field' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(visibleDetailErrors(actor.getSnapshot().context)).toEqual({
      practiceName: 'Required field',
      startDate: 'Required field',
      physicalLocation: 'Required field',
    });
    fill(actor);
    actor.send({ type: 'details.change', name: 'phoneNo', value: '071234567' }); // 9 digits
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(visibleDetailErrors(actor.getSnapshot().context)).toEqual({ phoneNo: 'Invalid phone number format' });
    actor.send({ type: 'details.change', name: 'phoneNo', value: '07123456789' }); // 11 digits
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    actor.send({ type: 'details.change', name: 'phoneNo', value: '(071) 234-5678' }); // 10, with brackets and separators
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches('checklist')).toBe(true);
    expect(actor.getSnapshot().context.application).toMatchObject({
      amount: 17_400,
      applicationDate: '2026-11-01',
      profileID: member.profileId,
      memberCategory: 'PE',
      description: 'License Application',
      // Issue 34 item 4: typed as the spec's pattern allows, sent as its digits.
      phoneNo: '0712345678',
    });
    expect(actor.getSnapshot().context.values.phoneNo).toBe('(071) 234-5678');
  });

  it('a new county empties the city of the old one', async () => {
    const { actor } = await toDetails();
    actor.send({ type: 'details.change', name: 'county', value: 'Nairobi' });
    expect(actor.getSnapshot().context.values.city).toBe('Westlands');
    actor.send({ type: 'details.change', name: 'county', value: 'Mombasa' });
    expect(actor.getSnapshot().context.values.city).toBe('');
  });

  it('the checklist Continue needs every item passed; Back and an earlier tab make the later tabs to do again', async () => {
    const { actor } = await toDetails();
    fill(actor);
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));
    expect(actor.getSnapshot().context.items.map((i) => i.pass)).toEqual([true, true, true, true]);
    actor.send({ type: 'wizard.back' });
    expect(tabOf(actor.getSnapshot().value)).toBe('details');
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));
    actor.send({ type: 'wizard.goto', tab: 'declaration' }); // forward only by Continue
    expect(tabOf(actor.getSnapshot().value)).toBe('checklist');
    actor.send({ type: 'wizard.next' });
    expect(tabOf(actor.getSnapshot().value)).toBe('declaration');
    actor.send({ type: 'wizard.goto', tab: 'checklist' });
    expect(tabOf(actor.getSnapshot().value)).toBe('checklist');
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));

    // The same machine with a requirement that fails: Continue stays.
    const text = draftOf(actor.getPersistedSnapshot());
    const parsed = JSON.parse(text!) as { snapshot: { context: { items: Array<{ pass: boolean }> } } };
    parsed.snapshot.context.items[2]!.pass = false;
    const restored = createActor(licenceWizardMachine, {
      input: { api: actor.getSnapshot().context.api },
      snapshot: restoreDraft(JSON.stringify(parsed), { api: actor.getSnapshot().context.api })!,
    }).start();
    restored.send({ type: 'wizard.next' });
    expect(restored.getSnapshot().matches({ checklist: 'ready' })).toBe(true);
  });

  it('Submit only when agreed; a double Submit submits once and ends with the application', async () => {
    const { actor, api } = await toDetails();
    fill(actor);
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().matches({ declaration: 'idle' })).toBe(true);
    expect(declarationError(actor.getSnapshot().context)).toBe('Required field');
    actor.send({ type: 'declaration.agree', agreed: true });
    expect(declarationError(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'wizard.submit' });
    actor.send({ type: 'wizard.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'New', amount: 17_400, profileID: member.profileId });
    const mine = (await api.call(endpoints.membership.licences)).data;
    expect(mine.filter((l) => l.applicationDate.startsWith('2026'))).toHaveLength(1);
  });
});

describe('licence-wizard machine: a refused submit', () => {
  const t = useBackend({ scenario: 'default' });
  const { toDetails } = helpers(t);

  it("a refused submit shows the server's message and keeps every value; Back, change, submit again", async () => {
    const { actor } = await toDetails();
    fill(actor, '2031-01-01');
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'declaration.agree', agreed: true });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches({ declaration: 'submitFailed' }));
    expect(actor.getSnapshot().context.error).toBe('The practice start date is too far in the future.');
    expect(actor.getSnapshot().context).toMatchObject({
      agreed: true,
      values: { practiceName: 'Kamau Structural Consultants', startDate: '2031-01-01' },
    });
    actor.send({ type: 'wizard.goto', tab: 'details' });
    actor.send({ type: 'details.change', name: 'startDate', value: '2027-01-01' });
    actor.send({ type: 'wizard.next' });
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.agreed).toBe(true);
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.status === 'done');
  });
});

describe('licence-wizard machine: the draft', () => {
  const t = useBackend({ scenario: 'default' });
  const { toDetails } = helpers(t);

  it('the draft: kept at rest on each tab, restored there with the values, never while submitting; a bad draft starts afresh', async () => {
    const { actor, api } = await toDetails();
    expect(licenceDraftKey(7)).toBe('portal.licence-draft.7');
    fill(actor);
    const atDetails = draftOf(actor.getPersistedSnapshot());
    expect(atDetails).not.toContain('"api"');
    const restoredDetails = createActor(licenceWizardMachine, { input: { api }, snapshot: restoreDraft(atDetails, { api })! }).start();
    expect(restoredDetails.getSnapshot().matches('details')).toBe(true);
    expect(restoredDetails.getSnapshot().context.values.practiceName).toBe('Kamau Structural Consultants');

    actor.send({ type: 'wizard.next' });
    expect(draftOf(actor.getPersistedSnapshot())).toBeNull(); // the checklist loading
    await waitFor(actor, (s) => s.matches({ checklist: 'ready' }));
    const atChecklist = draftOf(actor.getPersistedSnapshot());
    const restoredChecklist = createActor(licenceWizardMachine, { input: { api }, snapshot: restoreDraft(atChecklist, { api })! }).start();
    expect(restoredChecklist.getSnapshot().matches({ checklist: 'ready' })).toBe(true);
    // Back on the page, the checklist is read again (with the client put back).
    restoredChecklist.send({ type: 'wizard.resume' });
    expect(restoredChecklist.getSnapshot().matches({ checklist: 'loading' })).toBe(true);
    await waitFor(restoredChecklist, (s) => s.matches({ checklist: 'ready' }));

    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'declaration.agree', agreed: true });
    const atDeclaration = draftOf(actor.getPersistedSnapshot());
    const restoredDeclaration = createActor(licenceWizardMachine, {
      input: { api, now: () => NOW },
      snapshot: restoreDraft(atDeclaration, { api, now: () => NOW })!,
    }).start();
    expect(restoredDeclaration.getSnapshot().matches({ declaration: 'idle' })).toBe(true);
    expect(restoredDeclaration.getSnapshot().context.agreed).toBe(true);
    restoredDeclaration.send({ type: 'wizard.submit' });
    expect(draftOf(restoredDeclaration.getPersistedSnapshot())).toBeNull(); // submitting
    await waitFor(restoredDeclaration, (s) => s.status === 'done');
    expect(draftOf(restoredDeclaration.getPersistedSnapshot())).toBeNull();

    for (const bad of [
      null,
      '',
      'not json',
      '{}',
      JSON.stringify({ version: 0, snapshot: {} }),
      atDetails!.replace('"version":1', '"version":2'),
      atDetails!.replace('"details"', '"done"'),
      atDetails!.replace('"attempted":false', '"attempted":"yes"'),
    ]) {
      expect(restoreDraft(bad, { api })).toBeUndefined();
    }
    expect(restoreDraft(atDetails!.replace('Kamau Structural Consultants', 'x'.repeat(10_000)), { api })).toBeUndefined();
  });

  it('a failed profile load can be retried', async () => {
    const api = t.clientWith('not-a-token');
    const actor = createActor(licenceWizardMachine, { input: { api } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBeTruthy();
  });

  it('decisions §E: with countyField and practicing_firm off, Continue needs neither a county nor a practice name and sends neither; on, it needs both', async () => {
    const api = await t.signIn(member.email);
    const run = (switches: { countyField: boolean; practicing_firm: boolean }) =>
      createActor(licenceWizardMachine, { input: { api, now: () => NOW, switches } }).start();
    const on = run({ countyField: true, practicing_firm: true });
    const off = run({ countyField: false, practicing_firm: false });
    for (const actor of [on, off]) {
      await waitFor(actor, (x) => x.matches('details'));
      actor.send({ type: 'details.change', name: 'county', value: '' });
      actor.send({ type: 'details.change', name: 'city', value: 'Nairobi' });
      actor.send({ type: 'details.change', name: 'startDate', value: '2027-01-01' });
      actor.send({ type: 'details.change', name: 'physicalLocation', value: 'Upper Hill' });
    }
    // A practice name the member never saw (as a firm's prefill gives one) is not sent while it is not asked.
    off.send({ type: 'details.change', name: 'practiceName', value: 'Hidden Practice' });
    on.send({ type: 'wizard.next' });
    off.send({ type: 'wizard.next' });
    expect(on.getSnapshot().matches('details')).toBe(true);
    expect(visibleDetailErrors(on.getSnapshot().context)).toEqual({ practiceName: 'Required field', county: 'Required field' });
    expect(off.getSnapshot().matches('checklist')).toBe(true);
    expect(off.getSnapshot().context.application).toMatchObject({ county: '', practiceName: '', city: 'Nairobi' });

    await waitFor(off, (x) => x.matches({ checklist: 'ready' }));
    // A kept draft takes the settings as they stand when it is restored, not as they were.
    const kept = draftOf(off.getPersistedSnapshot())!;
    expect(kept).not.toContain('switches');
    const restored = restoreDraft(kept, { api, switches: { countyField: true, practicing_firm: true } });
    expect((restored as unknown as { context: { switches: unknown } }).context.switches).toEqual({
      countyField: true,
      practicing_firm: true,
    });
  });
});
