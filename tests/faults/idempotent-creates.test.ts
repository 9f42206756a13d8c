// Idempotent creates (decision 019): a create sent again with the same Idempotency-Key and body answers as the
// first and makes nothing new; another body, another key or no key is another create; the client sends the key only
// to calls marked `once`, and only when the caller names an attempt.
import { describe, expect, it } from 'vitest';
import { endpoints, IDEMPOTENCY_HEADER, listEndpoints, withAttempt } from '#contract';
import { workExperience } from '#contract/profile-lists.ts';
import { useBackend } from '../support/backend';
import { serveInProcess } from '../cli/support';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';

const job = (PlaceOfWork: string) => ({
  PlaceOfWork,
  Designation: 'Site engineer',
  StartDate: '2019-01-07',
  EndDate: '2021-03-31',
  Current: false,
  PhoneNo: '0722000111',
  Address: 'Nakuru',
});

describe('idempotent creates', () => {
  const t = useBackend({ scenario: 'default' });
  const count = async (api: Awaited<ReturnType<typeof t.signIn>>) => (await api.call(workExperience.calls.list)).data.length;

  it('the same attempt and body twice: one record, the same answer', async () => {
    const api = await t.signIn('member@demo.test');
    const before = await count(api);
    const once = withAttempt(api, 'attempt-1');
    const first = await once.call(workExperience.calls.add, { body: job('Kenya Power') });
    const again = await once.call(workExperience.calls.add, { body: job('Kenya Power') });
    expect(again.data).toEqual(first.data);
    expect(await count(api)).toBe(before + 1);
  });

  it('another body under the same attempt, another attempt, or no attempt: each is a new record', async () => {
    const api = await t.signIn('member@demo.test');
    const before = await count(api);
    await withAttempt(api, 'attempt-2').call(workExperience.calls.add, { body: job('KenGen') });
    await withAttempt(api, 'attempt-2').call(workExperience.calls.add, { body: job('KenGen Olkaria') });
    await withAttempt(api, 'attempt-3').call(workExperience.calls.add, { body: job('KenGen') });
    await api.call(workExperience.calls.add, { body: job('KPLC') });
    await api.call(workExperience.calls.add, { body: job('KPLC') });
    expect(await count(api)).toBe(before + 5);
  });

  it("an attempt is the session's own: another member's same key and body creates their record", async () => {
    const member = withAttempt(await t.signIn('member@demo.test'), 'shared-key');
    const graduate = withAttempt(await t.signIn('graduate@demo.test'), 'shared-key');
    const mine = await member.call(workExperience.calls.add, { body: job('Athi Water') });
    const theirs = await graduate.call(workExperience.calls.add, { body: job('Athi Water') });
    expect(theirs.data).not.toEqual(mine.data);
  });

  it('a refused create is not remembered: the same attempt, corrected, is served', async () => {
    const api = withAttempt(await t.signIn('member@demo.test'), 'attempt-4');
    await expect(api.call(workExperience.calls.add, { body: { ...job('Bamburi'), EndDate: '2018-01-01' } })).rejects.toThrow();
    const saved = await api.call(workExperience.calls.add, { body: job('Bamburi') });
    expect(saved.data).toBeTruthy();
  });

  it('a restored world forgets the attempts made since: the same attempt and body create the record again', async () => {
    const api = await t.signIn('member@demo.test');
    const before = await count(api);
    const saved = t.backend.snapshot();
    const once = withAttempt(api, 'attempt-restored');
    await once.call(workExperience.calls.add, { body: job('Rift Valley Water') });
    await t.backend.restore(saved);
    // Remembered, the answer would name a record the restore took away, and nothing would be made.
    await once.call(workExperience.calls.add, { body: job('Rift Valley Water') });
    expect(await count(api)).toBe(before + 1);
  });

  it('the client sends the key only to calls marked once, and only with an attempt', async () => {
    const seen: Array<{ path: string; key: string | null }> = [];
    const listen = ({ request }: { request: Request }) =>
      void seen.push({ path: new URL(request.url).pathname, key: request.headers.get(IDEMPOTENCY_HEADER) });
    t.server.events.on('request:start', listen);
    try {
      const api = await t.signIn('member@demo.test');
      await withAttempt(api, 'attempt-5').call(workExperience.calls.list);
      await withAttempt(api, 'attempt-5').call(workExperience.calls.add, { body: job('Safaricom') });
      await api.call(workExperience.calls.add, { body: job('Safaricom PLC') });
    } finally {
      t.server.events.removeListener('request:start', listen);
    }
    const calls = seen.filter((s) => s.path.endsWith('/profile/work-experience'));
    expect(calls.map((c) => c.key)).toEqual([null, 'attempt-5', null]);
  });

  it('every create of a record is marked once; reads, updates and removals are not', () => {
    const once = listEndpoints()
      .filter((e) => e.endpoint.once)
      .map((e) => e.id);
    expect(once).toEqual(
      expect.arrayContaining(['auth.register', 'profile.createProfile', 'membership.submitApplication', 'membership.createLicence']),
    );
    for (const { id, endpoint } of listEndpoints()) {
      if (endpoint.method === 'GET' || /(update|remove|delete)/i.test(id)) expect(endpoint.once, id).toBeUndefined();
    }
    expect(endpoints.profile.sendRefereeEmail.once).toBeUndefined();
  });
});

// Over HTTP (`portal serve`), a lost answer is a dropped connection, and the same attempt sent again gets the
// first answer: what a real client on a bad line meets.
describe('idempotent creates over HTTP', () => {
  it('a register whose answer was lost: the connection drops, the account exists, the retry answers with it', async () => {
    const serve = await serveInProcess('default');
    try {
      const body = {
        email: 'http.lost@demo.test',
        phone: '0712999888',
        id_number: '30999888',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        category: 'GRADUATE',
        type: 'Individual',
      };
      const send = () =>
        fetch(`${serve.apiBase}auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: 'http-attempt' },
          body: JSON.stringify(body),
        });
      Object.assign(serve.backend.chaos, { failRate: 1, faults: ['lost-answer'] });
      await expect(send()).rejects.toThrow();
      const made = serve.backend.db.accounts.findMany((q) => q.where({ email: body.email }));
      expect(made).toHaveLength(1);
      Object.assign(serve.backend.chaos, { failRate: 0 });
      const again = (await (await send()).json()) as { data: { id: number } };
      expect(again.data.id).toBe(made[0]!.id);
      expect(serve.backend.db.accounts.findMany((q) => q.where({ email: body.email }))).toHaveLength(1);
    } finally {
      await serve.close();
    }
  });
});

describe('a malformed attempt', () => {
  const t = useBackend({ scenario: 'default' });
  it.each([
    ['empty', ' ', 400],
    ['201 characters', 'k'.repeat(201), 400],
    ['200 characters', 'k'.repeat(200), 200],
  ])('%s: %i', async (_, key, status) => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: DEMO_PASSWORD } });
    const response = await fetch(`${TEST_BASE_URL}profile/work-experience`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}`, [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(job(`Key ${key.length}`)),
    });
    expect(response.status).toBe(status);
  });
});
