// The upgrade's life in the fake server (spec §B): graduate@ submits GRADUATE → PE once the checklist passes;
// the simulated clock moves it New → Open, waits for the fee, then Committee Review → Board Review → Released,
// and the member's category becomes PE. Each step is checked on both sides of its day.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { DAY_MS, pdfHeader, raw, session, payUpgradeFee } from '../support';

const e = endpoints.membership;
const graduate = personaByKey('graduate');

describe('upgrade lifecycle (graduate@ to PE)', () => {
  const t = useBackend({ scenario: 'default' });

  const body = () => ({ amount: 0, toCategory: 'PE', memberNo: graduate.memberNo!, ProfileID: graduate.profileId!, requestedDate: '' });

  it('graduate@ is a GRADUATE member whose PE upgrade checklist lacks only the specialisation', async () => {
    const me = (await session(t, graduate.email)).client;
    expect((await me.call(endpoints.auth.user)).data.category).toBe('GRADUATE');
    const plans = (await me.call(e.upgradePlans)).data;
    expect(plans.map((p) => p.ToCategory)).toEqual(['PE']);
    const items = (await me.call(e.upgradeChecklist, { params: { category: 'PE' } })).data;
    expect(items.filter((i) => !i.pass).map((i) => i.checkListType)).toEqual(['SPECILIZATION']);
    expect((await me.call(e.upgrades)).data).toEqual([]);
  });

  it('refuses the submission while the checklist fails, and accepts it once the specialisation is added', async () => {
    const { client: me, token } = await session(t, graduate.email);
    const plan = (await me.call(e.upgradePlans)).data[0]!;
    const refused = await raw(token, 'POST', 'upgrade/submit', { ...body(), amount: plan.Amount });
    expect(refused.status).toBe(422);
    await me.call(endpoints.profile.addSpecialization, { body: { Code: 'SP01', Description: 'Civil Engineering' } });
    expect((await me.call(e.upgradeChecklist, { params: { category: 'PE' } })).data.every((i) => i.pass)).toBe(true);
    const upgrade = (await me.call(e.submitUpgrade, { body: { ...body(), amount: plan.Amount } })).data;
    expect(upgrade).toMatchObject({ status: 'New', fromCategory: 'GRADUATE', toCategory: 'PE', postedReceiptNo: '' });
    expect(upgrade.proFormaRef).not.toBe('');
  });

  it('moves through the statuses of spec §B on the simulated clock and changes the category once Released', async () => {
    const me = (await session(t, graduate.email)).client;
    const status = async () => (await me.call(e.upgrades)).data[0]!.status;
    const upgrade = (await me.call(e.upgrades)).data[0]!;
    const simulation = t.backend.simulation;

    await simulation.advance(DAY_MS - 1);
    expect(await status()).toBe('New');
    await simulation.advance(1);
    expect(await status()).toBe('Open');
    await simulation.advance(5 * DAY_MS);
    expect(await status()).toBe('Open'); // waits for the fee
    await expect(me.call(e.upgradeAcceptanceLetter, { body: { code: upgrade.code } })).rejects.toMatchObject({ status: 422 });

    await payUpgradeFee(simulation, graduate, upgrade);
    expect((await me.call(e.upgrades)).data[0]!.postedReceiptNo).not.toBe('');
    await simulation.advance(DAY_MS - 1);
    expect(await status()).toBe('Open');
    await simulation.advance(1);
    expect(await status()).toBe('Committee Review');
    await simulation.advance(DAY_MS);
    expect(await status()).toBe('Board Review');
    expect((await me.call(endpoints.auth.user)).data.category).toBe('GRADUATE');
    await simulation.advance(DAY_MS);
    const accepted = (await me.call(e.upgrades)).data[0]!;
    expect(accepted.status).toBe('Released');
    expect(accepted.membershipComments.map((c) => c.displayName)).toContain('Board');
    expect(accepted.membershipComments.every((c) => !c.hiddenFromApplicant)).toBe(true);
    expect((await me.call(endpoints.auth.user)).data.category).toBe('PE');
    expect((await me.call(endpoints.profile.profile)).data.MemberShipType).toBe('PE');
    expect(pdfHeader((await me.call(e.upgradeAcceptanceLetter, { body: { code: upgrade.code } })).data)).toBe('%PDF-');
    expect(
      t.backend.db.outbox.findMany((q) => q.where({ to: graduate.email })).some((m) => m.subject === `Upgrade ${upgrade.code} accepted`),
    ).toBe(true);
  });
});

describe('upgrade rejected at the Board', () => {
  const t = useBackend({ scenario: 'default' });

  it('is Rejected, and the category kept, when the checklist no longer passes at the Board', async () => {
    const me = (await session(t, graduate.email)).client;
    await me.call(endpoints.profile.addSpecialization, { body: { Code: 'SP01', Description: 'Civil Engineering' } });
    const plan = (await me.call(e.upgradePlans)).data[0]!;
    const upgrade = (await me.call(e.submitUpgrade, { body: { ...body(), amount: plan.Amount } })).data;
    await payUpgradeFee(t.backend.simulation, graduate, upgrade);
    await t.backend.simulation.advance(3 * DAY_MS);
    expect((await me.call(e.upgrades)).data[0]!.status).toBe('Board Review');
    // The spec has no remove call for a specialisation: the record goes behind the portal's back.
    t.backend.db.specializations.deleteMany((q) => q.where({ ProfileID: graduate.profileId! }));
    await t.backend.simulation.advance(DAY_MS);
    expect((await me.call(e.upgrades)).data[0]!.status).toBe('Rejected');
    expect((await me.call(endpoints.auth.user)).data.category).toBe('GRADUATE');
  });

  function body() {
    return { amount: 0, toCategory: 'PE', memberNo: graduate.memberNo!, ProfileID: graduate.profileId!, requestedDate: '' };
  }
});
