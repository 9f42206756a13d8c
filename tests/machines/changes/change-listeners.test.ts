// Machines talk to machines (issue 21 item 2), against the fake backend: a machine that changed something tells it,
// and the machines that show that part hear it and reload, with no view in between. A sub-list save re-evaluates the
// member data's checklist; a Bio save gives the session the user as it now stands (and a change the session does
// not follow leaves it alone); an administrator's settings save repaints the site; Log in as switches the session.
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#api/index.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { loginMachine } from '#machines/access/login.machine.ts';
import { memberDataMachine } from '#machines/member/member-data.machine.ts';
import { bioTabMachine } from '#machines/profile/bio-editor.machine.ts';
import { sessionMachine, type SessionActor } from '#machines/session/session.machine.ts';
import { siteMachine } from '#machines/site/site.machine.ts';
import { createAdminSettingsMachine, selectSettingsForm } from '#machines/admin/admin-settings.machine.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';
import { MinorSettingsSchema, endpoints } from '#contract';
import { DEFAULT_THEME_COLORS } from '#contract/theme-contrast.ts';
import { convictions } from '#features/profile/sub-lists.ts';
import { useBackend } from '../../support/backend';
import { memorySessionStore } from '../../support/memory-session-store';

const TODAY = new Date().toISOString().slice(0, 10);
const typeInto = (form: AnyActorRef, values: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(values)) form.send({ type: 'form.change', name, value });
};
const conviction = (memberData: ReturnType<typeof createActor<typeof memberDataMachine>>) =>
  memberData.getSnapshot().context.data?.checklist.find((i) => i.checkListType === 'CONVICTION')?.pass;

describe('machines that tell the change bus, and machines that hear it', () => {
  const t = useBackend({ scenario: 'default' });

  /** A signed-in session on the given change bus, as the composition root starts it. */
  async function sessionOf(email: string, bus = createChangeBus()) {
    const holder: { session?: SessionActor } = {};
    const api = createApiClient({ baseURL: TEST_BASE_URL, getToken: () => holder.session?.getSnapshot().context.session?.token ?? null });
    const session = connectChanges(createActor(sessionMachine, { input: { api, store: memorySessionStore() } }), bus).start();
    holder.session = session;
    const answer = await t.anon.call(endpoints.auth.login, { body: { email, password: 'Passw0rd!' } });
    session.send({ type: 'session.established', session: answer.data });
    await waitFor(session, (s) => s.matches({ signedIn: { refresh: 'done' } }));
    return { api, session, bus };
  }

  it("a conviction added in its sub-list turns pending@'s undeclared CONVICTION row to passed, without a reload asked by anyone", async () => {
    // pending@ has not answered the convictions question (spec §F): recording a conviction is declaring one.
    const { api, bus } = await sessionOf('pending@demo.test');
    const memberData = connectChanges(createActor(memberDataMachine, { input: { api } }), bus).start();
    await waitFor(memberData, (s) => s.matches('ready'));
    expect(conviction(memberData)).toBe(false);
    const list = connectChanges(createActor(convictions.machine, { input: { api } }), bus).start();
    await waitFor(list, (s) => s.matches({ ready: 'idle' }));
    list.send({ type: 'list.add' });
    const form = selectForm(list.getSnapshot())!;
    typeInto(form, { ConvictionDate: '2019-03-04', Offence: 'Reckless driving', SentenceImposed: 'Fine' });
    form.send({ type: 'form.submit' });
    await waitFor(memberData, () => conviction(memberData) === true);
    expect(memberData.getSnapshot().matches('ready')).toBe(true);
  });

  it('a list without a change bus tells no one: the member data keeps what it showed', async () => {
    const { api, bus } = await sessionOf('member@demo.test');
    const memberData = connectChanges(createActor(memberDataMachine, { input: { api } }), bus).start();
    await waitFor(memberData, (s) => s.matches('ready'));
    const shown = memberData.getSnapshot().context.data;
    const list = createActor(convictions.machine, { input: { api } }).start();
    await waitFor(list, (s) => s.matches({ ready: 'idle' }));
    list.send({ type: 'list.add' });
    const form = selectForm(list.getSnapshot())!;
    typeInto(form, { ConvictionDate: '2019-03-04', Offence: 'Reckless driving', SentenceImposed: 'Fine' });
    form.send({ type: 'form.submit' });
    await waitFor(list, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'added');
    // Had the list told anyone, the member data would be loading by now (the list reloads after the save).
    expect(memberData.getSnapshot().matches('ready')).toBe(true);
    expect(memberData.getSnapshot().context.data).toBe(shown);
  });

  it('a Bio save gives the session the user as it now stands, and member data the new name', async () => {
    const { api, session, bus } = await sessionOf('member@demo.test');
    const memberData = connectChanges(createActor(memberDataMachine, { input: { api } }), bus).start();
    await waitFor(memberData, (s) => s.matches('ready'));
    const before = session.getSnapshot().context.session!.user;
    const tab = connectChanges(createActor(bioTabMachine(TODAY, before.profile_id!), { input: { api } }), bus).start();
    await waitFor(tab, (s) => s.matches('editing'));
    const form = tab.getSnapshot().children.form!;
    typeInto(form, { FirstName: 'Wanjiku' });
    form.send({ type: 'form.submit' });
    await waitFor(session, (s) => s.context.session?.user.name !== before.name);
    expect(session.getSnapshot().context.session?.user.name).toContain('Wanjiku');
    await waitFor(memberData, (s) => s.matches('ready') && s.context.data?.profile.FirstName === 'Wanjiku');
  });

  it('the session follows only what it hears: a site change leaves its user alone', async () => {
    const { session, bus } = await sessionOf('member@demo.test');
    const user = session.getSnapshot().context.session!.user;
    bus.tell('site', { name: 'Nobody' });
    bus.tell('profile', { name: 'Nobody' });
    expect(session.getSnapshot().context.session!.user).toBe(user);
    bus.tell('user', { name: 'Somebody' });
    expect(session.getSnapshot().context.session!.user).toEqual({ ...user, name: 'Somebody' });
  });

  it("an administrator's settings save repaints the site the portal shows", async () => {
    const bus = createChangeBus();
    const api = await t.signIn('superadmin@demo.test');
    const site = connectChanges(createActor(siteMachine, { input: { api } }), bus).start();
    await waitFor(site, (s) => s.matches('ready'));
    expect(site.getSnapshot().context.data?.colors.primary).not.toBe('#767676');
    const editor = connectChanges(
      createActor(createAdminSettingsMachine({ colors: DEFAULT_THEME_COLORS, minor: MinorSettingsSchema.parse({}) }), {
        input: { api },
      }),
      bus,
    ).start();
    await waitFor(editor, (s) => s.matches('editing') && selectSettingsForm(s) !== undefined);
    const form = selectSettingsForm(editor.getSnapshot())!;
    form.send({ type: 'form.change', name: 'color_primary', value: '#767676' });
    form.send({ type: 'form.submit' });
    await waitFor(site, (s) => s.matches('ready') && s.context.data?.colors.primary === '#767676');
  });

  it('a login that succeeds signs the session in through the change bus; one that is refused leaves it signed out', async () => {
    const bus = createChangeBus();
    const api = createApiClient({ baseURL: TEST_BASE_URL });
    const session = connectChanges(createActor(sessionMachine, { input: { api, store: memorySessionStore() } }), bus).start();
    const login = (password: string) => {
      const form = connectChanges(createActor(loginMachine, { input: { api } }), bus).start();
      typeInto(form, { email: 'member@demo.test', password });
      form.send({ type: 'form.submit' });
      return form;
    };
    const refused = login('Wrong-pass1');
    await waitFor(refused, (s) => s.context.serverError !== null);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    login('Passw0rd!');
    await waitFor(session, (s) => s.matches('signedIn'));
    expect(session.getSnapshot().context.session?.user.email).toBe('member@demo.test');
  });
});
