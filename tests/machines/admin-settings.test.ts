// Admin Settings against the fake backend: the draft from the record, a colour refused below 4.5:1 (and a
// non-colour) so Save does nothing, captions that change only while their toggle is on, packages, the multipart
// save ('Setting Saved Successfully') that every later settings read returns, and create when no record exists.
import { createActor, waitFor } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, siteEndpoints, type ApiClient } from '../../src/contract';
import { adminSettingsMachine, isCaptionEnabled, problemsOf } from '../../machines/admin/admin-settings.machine';
import { useBackend } from '../support/backend';

describe('Admin Settings machine', () => {
  const t = useBackend({ scenario: 'default' });
  let api: ApiClient;
  beforeAll(async () => {
    api = await t.signIn('superadmin@demo.test');
  });

  async function started() {
    const actor = createActor(adminSettingsMachine, { input: { api } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    return actor;
  }

  it('starts from the record: its colours, packages and minor settings', async () => {
    const actor = await started();
    const record = (await t.anon.call(siteEndpoints.settings)).data;
    const { draft } = actor.getSnapshot().context;
    expect(draft.id).toBe(record.id);
    expect(draft.colors.primary).toBe(record.site_colors.find((c) => c.colorName === 'primary')?.color);
    expect(draft.packages).toEqual(record.site_installed_packages);
    expect(draft.minor).toEqual(record.minor_settings);
    expect(problemsOf(draft)).toEqual({});
  });

  it('refuses a colour text would be hard to read on, and one that is no colour, until corrected', async () => {
    const actor = await started();
    actor.send({ type: 'settings.color', name: 'primary', value: '#777777' });
    expect(problemsOf(actor.getSnapshot().context.draft)).toEqual({ 'color.primary': 'White text on this colour is hard to read: contrast 4.4:1, at least 4.5:1 is needed.' });
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'settings.color', name: 'primary', value: 'blue-ish' });
    expect(problemsOf(actor.getSnapshot().context.draft)['color.primary']).toBe('A colour is written like #1a2b3c or rgb(26, 43, 60).');
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'settings.color', name: 'primary', value: '#767676' });
    expect(problemsOf(actor.getSnapshot().context.draft)).toEqual({});
  });

  it('changes the disclaimer and good-standing captions only while their toggles are on', async () => {
    const actor = await started();
    for (const [toggle, caption] of [['referee_disclaimer', 'referee_disclaimer_caption'], ['certificate_of_good_standing', 'certificate_of_good_standing_caption']] as const) {
      actor.send({ type: 'settings.minor', name: toggle, value: false });
      expect(isCaptionEnabled(actor.getSnapshot().context.draft.minor, caption)).toBe(false);
      const before = actor.getSnapshot().context.draft.minor[caption];
      actor.send({ type: 'settings.minor', name: caption, value: 'Typed while off' });
      expect(actor.getSnapshot().context.draft.minor[caption]).toBe(before);
      actor.send({ type: 'settings.minor', name: toggle, value: true });
      expect(isCaptionEnabled(actor.getSnapshot().context.draft.minor, caption)).toBe(true);
      actor.send({ type: 'settings.minor', name: caption, value: 'Typed while on' });
      expect(actor.getSnapshot().context.draft.minor[caption]).toBe('Typed while on');
    }
    // Other captions are always open.
    expect(isCaptionEnabled(actor.getSnapshot().context.draft.minor, 'login_caption')).toBe(true);
    actor.send({ type: 'settings.minor', name: 'login_caption', value: 'x'.repeat(256) });
    expect(problemsOf(actor.getSnapshot().context.draft).login_caption).toBeDefined();
  });

  it('saves colours, packages and minor settings, which the next settings read returns', async () => {
    const actor = await started();
    actor.send({ type: 'settings.color', name: 'primary', value: '#1d4ed8' });
    actor.send({ type: 'settings.package', name: 'Events', on: false });
    actor.send({ type: 'settings.minor', name: 'registration', value: false });
    const saved: string[] = [];
    actor.on('settings.saved', (e) => saved.push(e.type));
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe(ADMIN_MESSAGES.settingsSaved);
    expect(saved).toEqual(['settings.saved']);
    const record = (await t.anon.call(siteEndpoints.settings)).data;
    expect(record.site_colors.find((c) => c.colorName === 'primary')?.color).toBe('#1d4ed8');
    expect(record.site_installed_packages).not.toContain('Events');
    expect(record.minor_settings.registration).toBe(false);
    actor.send({ type: 'settings.package', name: 'Events', on: true });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect((await t.anon.call(siteEndpoints.settings)).data.site_installed_packages).toContain('Events');
  });

  it('creates the record when there is none (no id), and updates it afterwards', async () => {
    const existing = t.backend.db.settings.findFirst()!;
    t.backend.db.settings.delete(existing);
    const actor = await started();
    expect(actor.getSnapshot().context.draft.id).toBeUndefined();
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.notice !== null);
    expect(actor.getSnapshot().context.draft.id).toBe(1);
    expect(t.backend.db.settings.findMany()).toHaveLength(1);
  });

  it('keeps the draft and shows the server\'s refusal when saving fails', async () => {
    const admin = await t.signIn('admin@demo.test');
    const actor = createActor(adminSettingsMachine, { input: { api: admin } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'settings.color', name: 'accent', value: '#2dd4bf' });
    const saved: string[] = [];
    actor.on('settings.saved', (e) => saved.push(e.type));
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(ADMIN_MESSAGES.superAdminOnly);
    expect(actor.getSnapshot().context.draft.colors.accent).toBe('#2dd4bf');
    expect(saved).toEqual([]);
  });
});
