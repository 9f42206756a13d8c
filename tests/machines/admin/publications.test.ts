// The admin list of publications against the fake backend: every member's rows, newest first, refused to a
// member; and it reloads when a member's edit is told (what it hears).
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus';
import { publicationsMachine } from '#machines/admin/publications.machine';
import { useBackend } from '../../support/backend';

describe('admin publications', () => {
  const t = useBackend({ scenario: 'default' });

  it('lists every member’s publications, newest first, and reloads on a member’s profile change', async () => {
    const member = await t.signIn('member@demo.test');
    await member.call(endpoints.profile.addPublication, { body: { title: 'Older', publisher: 'IEK', publishedOn: '2019-01-01' } });
    await member.call(endpoints.profile.addPublication, { body: { title: 'Newer', publisher: 'IEK', publishedOn: '2021-01-01' } });
    const bus = createChangeBus();
    const actor = connectChanges(createActor(publicationsMachine, { input: { api: await t.signIn('superadmin@demo.test') } }), bus).start();
    await waitFor(actor, (s) => s.context.data !== null);
    expect(actor.getSnapshot().context.data!.map((p) => p.title)).toEqual(['Newer', 'Older']);
    await member.call(endpoints.profile.addPublication, { body: { title: 'Newest', publisher: 'IEK', publishedOn: '2022-01-01' } });
    bus.tell('profile');
    await waitFor(actor, (s) => s.context.data!.length === 3);
    expect(actor.getSnapshot().context.data![0]!.title).toBe('Newest');
  });

  it('is refused to a member', async () => {
    const member = await t.signIn('member@demo.test');
    await expect(member.call(endpoints.shell.publications)).rejects.toMatchObject({ status: 403 });
  });
});
