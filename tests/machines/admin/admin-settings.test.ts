// The Admin Settings machine against the fake backend (machines/admin-settings): the record fills the form; an
// unreadable colour is refused before anything is sent; a save says 'Setting Saved Successfully', is stored,
// tells the change bus `site` and starts again from what was stored; with no record the form starts from the defaults and
// the save creates it; a refusal keeps what was typed; a failed load offers Try again.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { FormEvent } from '#machines/form/form.machine.ts';
import { createAdminSettingsMachine, selectSettingsForm } from '#machines/admin/admin-settings.machine.ts';
import { ADMIN_MESSAGES, MinorSettingsSchema, SETTINGS_ADDRESS_MESSAGE } from '#contract';
import { DEFAULT_THEME_COLORS } from '#contract/theme-contrast.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { connectChanges, createChangeBus, type ChangeBus } from '#machines/changes/change-bus.ts';
import { useBackend } from '../../support/backend';

const adminSettingsMachine = createAdminSettingsMachine({ colors: DEFAULT_THEME_COLORS, minor: MinorSettingsSchema.parse({}) });
type Actor = ActorRefFrom<typeof adminSettingsMachine>;
const formOf = (actor: Actor) => selectSettingsForm(actor.getSnapshot())!;
/** What the page sends: to the form the editor shows. */
const send = (actor: Actor, event: FormEvent) => formOf(actor).send(event);
const editing = (actor: Actor) => waitFor(actor, (s) => s.matches('editing') && selectSettingsForm(s)?.getSnapshot().value === 'editing');

describe('admin settings machine', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());

  async function start(email = 'superadmin@demo.test', bus?: ChangeBus) {
    const actor = createActor(adminSettingsMachine, { input: { api: await t.signIn(email) } });
    if (bus) connectChanges(actor, bus);
    actor.start();
    await editing(actor);
    return actor;
  }

  it('fills the form from the record; an unreadable colour is refused under its field and nothing is sent', async () => {
    const actor = await start();
    const stored = t.backend.db.settings.findFirst()!;
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({
      id: stored.id,
      color_primary: '#0f4c81',
      organisation_caption: 'EBK',
      packages: stored.site_installed_packages,
    });
    send(actor, { type: 'form.change', name: 'color_primary', value: '#777777' });
    send(actor, { type: 'form.submit' });
    expect(formOf(actor).getSnapshot().context.errors).toEqual({ color_primary: 'Too little contrast with white: 4.4:1, needs 4.5:1.' });
    expect(formOf(actor).getSnapshot().value).toBe('editing');
    expect(t.backend.db.settings.findFirst()!.site_colors).toContainEqual({ colorName: 'primary', color: '#0f4c81' });
  });

  it('refuses an http: or javascript: projects address under its field, nothing sent; an https one is saved', async () => {
    const actor = await start();
    const before = t.backend.db.settings.findFirst()!.projectURL;
    for (const typed of ['http://projects.ics.example', 'javascript:alert(1)']) {
      send(actor, { type: 'form.change', name: 'projectURL', value: typed });
      send(actor, { type: 'form.submit' });
      expect(formOf(actor).getSnapshot().context.errors).toEqual({ projectURL: SETTINGS_ADDRESS_MESSAGE });
      expect(formOf(actor).getSnapshot().context.values.projectURL).toBe(typed);
      expect(t.backend.db.settings.findFirst()!.projectURL).toBe(before);
    }
    send(actor, { type: 'form.change', name: 'projectURL', value: 'https://projects.ics.example' });
    send(actor, { type: 'form.submit' });
    await waitFor(actor, (s) => s.context.saved !== null);
    expect(t.backend.db.settings.findFirst()!.projectURL).toBe('https://projects.ics.example');
  });

  it('saves: stored, told to the change bus as a site change, and the form starts again from what was stored', async () => {
    const bus = createChangeBus();
    const saved: string[] = [];
    bus.listen((news) => saved.push(news.change));
    const actor = await start('superadmin@demo.test', bus);
    expect(saved).toEqual([]);
    send(actor, { type: 'form.change', name: 'color_primary', value: '#767676' });
    send(actor, { type: 'form.change', name: 'registration', value: false });
    send(actor, { type: 'form.change', name: 'packages', value: ['Dashboard', 'Profile'] });
    send(actor, { type: 'form.submit' });
    await waitFor(actor, (s) => s.context.saved !== null);
    await editing(actor);
    expect(actor.getSnapshot().context.saved).not.toBeNull();
    expect(saved).toEqual(['site']);
    const stored = t.backend.db.settings.findFirst()!;
    expect(stored.site_colors).toContainEqual({ colorName: 'primary', color: '#767676' });
    expect(stored.minor_settings.registration).toBe(false);
    expect(stored.site_installed_packages).toEqual(['Dashboard', 'Profile']);
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ color_primary: '#767676', registration: false });
  });

  it('with no record the form starts from the defaults and the save creates it (id 1); the next save updates it', async () => {
    t.backend.db.settings.deleteMany((q) => q.where({ id: (id) => id > 0 }));
    const actor = await start();
    expect(formOf(actor).getSnapshot().context.values).not.toHaveProperty('id');
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ color_primary: DEFAULT_THEME_COLORS.primary, registration: true });
    send(actor, { type: 'form.submit' });
    await waitFor(actor, (s) => s.context.saved !== null);
    await editing(actor);
    expect(t.backend.db.settings.findMany()).toHaveLength(1);
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ id: 1 });
    const first = actor.getSnapshot().context.saved;
    send(actor, { type: 'form.change', name: 'login_caption', value: 'Welcome back' });
    send(actor, { type: 'form.submit' });
    await waitFor(actor, (s) => s.context.saved !== first);
    expect(t.backend.db.settings.findMany()).toHaveLength(1);
    expect(t.backend.db.settings.findFirst()!.minor_settings.login_caption).toBe('Welcome back');
  });

  it("a plain admin's save is refused with the server's words and everything typed stays", async () => {
    const actor = await start('admin@demo.test');
    send(actor, { type: 'form.change', name: 'login_caption', value: 'Typed by an admin' });
    send(actor, { type: 'form.submit' });
    await waitFor(formOf(actor), (s) => s.context.serverError !== null);
    expect(formOf(actor).getSnapshot().context.serverError).toBe(ADMIN_MESSAGES.superAdminOnly);
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ login_caption: 'Typed by an admin' });
    expect(actor.getSnapshot().context.saved).toBeNull();
  });

  it('a failed load says why and offers Try again, which loads', async () => {
    t.server.use(
      http.get(`${TEST_BASE_URL}admin/settings`, () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 503 }), {
        once: true,
      }),
    );
    const actor = createActor(adminSettingsMachine, { input: { api: await t.signIn('superadmin@demo.test') } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Down for maintenance.', retryable: true });
    actor.send({ type: 'load.retry' });
    await editing(actor);
  });
});
