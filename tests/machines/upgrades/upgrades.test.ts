// The upgrade-checklist machine against the fake backend: graduate@ one requirement short, then complete; Continue
// only ticked and all passed; Cancel; a double Submit creates one upgrade; a refused submit keeps the dialog. The
// pure rules are in upgrade-rules.test.ts.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { UPGRADE_NOT_OPEN, upgradeChecklistMachine } from '#machines/upgrades/upgrade-checklist.machine.ts';
import { checklistHelpText } from '#machines/upgrades/upgrade-rules.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

describe('upgrade-checklist machine (graduate@ → PE)', () => {
  const t = useBackend({ scenario: 'default' });
  const graduate = personaByKey('graduate');
  const start = async (code: string, email = graduate.email) =>
    createActor(upgradeChecklistMachine, { input: { api: await t.signIn(email), code } }).start();

  it('is unavailable for a category that is not an upgrade of the member, and failed for an unknown one', async () => {
    const notOpen = await start('CE');
    await waitFor(notOpen, (s) => s.matches('unavailable'));
    expect(UPGRADE_NOT_OPEN).toBe('This upgrade is not open to your membership category.');
    const unknown = await start('NOPE');
    await waitFor(unknown, (s) => s.matches('failed'));
    expect(unknown.getSnapshot().context.error).toBe('Unknown membership category.');
    for (const hostile of ['', 'x'.repeat(10_000), '<img src=x onerror=alert(1)>', '🚀👷🏽‍♀️']) {
      const a = await start(hostile);
      await waitFor(a, (s) => s.matches('failed') || s.matches('unavailable'));
      if (a.getSnapshot().matches('failed')) expect(a.getSnapshot().context.error).toBeTruthy();
    }
  });

  it('keeps Continue closed until the box is ticked and every item passes', async () => {
    const a = await start('PE');
    await waitFor(a, (s) => s.matches({ ready: 'idle' }));
    expect(checklistHelpText(a.getSnapshot().context.items)).toBe('4 of 5 requirements complete');
    a.send({ type: 'upgrade.confirm', confirmed: true });
    a.send({ type: 'upgrade.continue' });
    expect(a.getSnapshot().matches({ ready: 'idle' })).toBe(true); // one item fails

    const api = await t.signIn(graduate.email);
    await api.call(endpoints.profile.addSpecialization, { body: { Code: 'SP01', Description: 'Civil Engineering' } });
    a.send({ type: 'load.retry' });
    await waitFor(a, (s) => s.matches({ ready: 'idle' }) && s.context.items.every((i) => i.pass));
    expect(a.getSnapshot().context.confirmed).toBe(true);
    a.send({ type: 'upgrade.confirm', confirmed: false });
    a.send({ type: 'upgrade.continue' });
    expect(a.getSnapshot().matches({ ready: 'idle' })).toBe(true); // not ticked
    a.send({ type: 'upgrade.confirm', confirmed: true });
    a.send({ type: 'upgrade.continue' });
    expect(a.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    a.send({ type: 'upgrade.cancel' });
    expect(a.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a refused submission keeps the dialog with the server message; Cancel closes it', async () => {
    const a = await start('PE');
    await waitFor(a, (s) => s.matches({ ready: 'idle' }));
    a.send({ type: 'upgrade.confirm', confirmed: true });
    a.send({ type: 'upgrade.continue' });
    // Meanwhile the same member submitted from another tab: the server refuses a second upgrade in progress.
    const api = await t.signIn(graduate.email);
    const plan = (await api.call(endpoints.membership.upgradePlans)).data[0]!;
    await api.call(endpoints.membership.submitUpgrade, {
      body: { amount: plan.Amount, toCategory: 'PE', memberNo: graduate.memberNo!, ProfileID: graduate.profileId!, requestedDate: '' },
    });
    a.send({ type: 'upgrade.submit' });
    await waitFor(a, (s) => s.matches({ ready: 'submitFailed' }));
    expect(a.getSnapshot().context.error).toBe('You already have an upgrade application in progress.');
    a.send({ type: 'upgrade.cancel' });
    expect(a.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('upgrade-checklist machine: Submit twice', () => {
  const t = useBackend({ scenario: 'default' });
  const graduate = personaByKey('graduate');

  it('a double Submit creates one upgrade, then the flow ends with it', async () => {
    const api = await t.signIn(graduate.email);
    await api.call(endpoints.profile.addSpecialization, { body: { Code: 'SP01', Description: 'Civil Engineering' } });
    const a = createActor(upgradeChecklistMachine, { input: { api, code: 'PE' } }).start();
    await waitFor(a, (s) => s.matches({ ready: 'idle' }));
    a.send({ type: 'upgrade.confirm', confirmed: true });
    a.send({ type: 'upgrade.continue' });
    a.send({ type: 'upgrade.submit' });
    a.send({ type: 'upgrade.submit' });
    const done = await waitFor(a, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'New', fromCategory: 'GRADUATE', toCategory: 'PE' });
    expect((await api.call(endpoints.membership.upgrades)).data).toHaveLength(1);
  });
});
