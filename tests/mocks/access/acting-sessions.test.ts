// "Log in as" bound on the server (issue 35 item 3, docs/decisions/026): the administrator's token ends when they
// log in as a user, the acting token alone brings them back with a new one (auth/return), and a logout while
// acting leaves neither token working nor any way back.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { ACTING_MESSAGES } from '#mocks/core/acting-sessions.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');
const adminPersona = personaByKey('admin');
const e = endpoints.auth;

describe('auth: Log in as, bound to the administrator', () => {
  const t = useBackend({ scenario: 'default' });

  async function actAs() {
    const admin = (await t.anon.call(e.login, { body: { email: adminPersona.email, password: 'Passw0rd!' } })).data;
    const acting = (await t.clientWith(admin.token).call(endpoints.setup.loginAs, { body: { id: member.userId } })).data;
    return { adminToken: admin.token, actingToken: acting.token };
  }
  const refused = (token: string) => expect(t.clientWith(token).call(e.user)).rejects.toMatchObject({ status: 401 });

  it("ends the administrator's token when they log in as a user; the acting token works", async () => {
    const { adminToken, actingToken } = await actAs();
    await refused(adminToken);
    await expect(t.clientWith(actingToken).call(e.user)).resolves.toMatchObject({ data: { id: member.userId } });
  });

  it("return: the acting token is refused after, the administrator's new token works, the old one stays refused", async () => {
    const { adminToken, actingToken } = await actAs();
    const back = await t.clientWith(actingToken).call(e.returnToAdmin);
    expect(back.message).toBe(ACTING_MESSAGES.returned);
    expect(back.data.user).toMatchObject({ id: adminPersona.userId, is_admin: true });
    expect([adminToken, actingToken]).not.toContain(back.data.token);
    await refused(actingToken);
    await refused(adminToken);
    await expect(t.clientWith(back.data.token).call(e.user)).resolves.toMatchObject({ data: { id: adminPersona.userId } });
    // Once only: the acting session is over.
    await expect(t.clientWith(actingToken).call(e.returnToAdmin)).rejects.toMatchObject({ status: 401 });
  });

  it('return: refused (403) for a session Log in as did not give, which keeps working', async () => {
    const own = (await t.anon.call(e.login, { body: { email: member.email, password: 'Passw0rd!' } })).data.token;
    await expect(t.clientWith(own).call(e.returnToAdmin)).rejects.toMatchObject({ status: 403, message: ACTING_MESSAGES.notActing });
    await expect(t.clientWith(own).call(e.user)).resolves.toMatchObject({ data: { id: member.userId } });
    await expect(t.anon.call(e.returnToAdmin)).rejects.toMatchObject({ status: 401 });
  });

  it('return: refused (403) when the administrator is no longer one; the acting session ends all the same', async () => {
    const { actingToken } = await actAs();
    const record = t.backend.db.accounts.findFirst((q) => q.where({ id: adminPersona.userId }))!;
    await t.backend.db.accounts.update(record, { data: (a) => void (a.is_admin = false) });
    try {
      await expect(t.clientWith(actingToken).call(e.returnToAdmin)).rejects.toMatchObject({
        status: 403,
        message: ACTING_MESSAGES.adminGone,
      });
      await refused(actingToken);
    } finally {
      await t.backend.db.accounts.update(record, { data: (a) => void (a.is_admin = true) });
    }
  });

  it('logout while acting: both tokens refused, and no way back', async () => {
    const { adminToken, actingToken } = await actAs();
    await t.clientWith(actingToken).call(e.logout);
    await refused(actingToken);
    await refused(adminToken);
    await expect(t.clientWith(actingToken).call(e.returnToAdmin)).rejects.toMatchObject({ status: 401 });
    expect(t.backend.db.sessions.findFirst((q) => q.where({ token: actingToken }))).toBeUndefined();
  });

  it("the administrator's session given back keeps the time they signed in (its absolute lifetime carries over)", async () => {
    const { actingToken } = await actAs();
    const acting = t.backend.db.sessions.findFirst((q) => q.where({ token: actingToken }))!;
    const back = await t.clientWith(actingToken).call(e.returnToAdmin);
    expect(t.backend.db.sessions.findFirst((q) => q.where({ token: back.data.token }))?.createdAt).toBe(acting.actingFor?.since);
  });
});
