// A member's public card (spec 1 §2.5): the code is the encoded profile id; a code the portal could not have
// written or a member not on the register is 'not found' (no crash, no call for garbage); other failures retry.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { memberCardMachine } from '#machines/search/member-card.machine.ts';
import { encodeBase64, searchCardCode, type ApiClient } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');
const pending = personaByKey('pending');

describe('member card machine', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());
  const counting = () => {
    let calls = 0;
    const api: ApiClient = { call: (endpoint, ...args) => (calls++, t.anon.call(endpoint, ...args)) };
    return { api, calls: () => calls };
  };
  const open = async (code: string, api: ApiClient = t.anon) => {
    const a = createActor(memberCardMachine, { input: { api, code } }).start();
    await waitFor(a, (s) => !s.matches('loading'));
    return a;
  };

  it("shows a registered member's card", async () => {
    const a = await open(searchCardCode(member.profileId!));
    expect(a.getSnapshot().value).toBe('ready');
    expect(a.getSnapshot().context.card).toMatchObject({ ProfileID: member.profileId, MemberNo: member.memberNo });
  });

  it.each(['not-base64!!', '%E0%A4%A', '', encodeBase64('<script>alert(1)</script>'), encodeBase64('x'.repeat(65))])(
    'garbage code %j: not found, no call',
    async (code) => {
      const { api, calls } = counting();
      const a = await open(code, api);
      expect(a.getSnapshot().value).toBe('notFound');
      expect(calls()).toBe(0);
    },
  );

  it('an unknown profile or one not on the register: not found', async () => {
    expect((await open(encodeBase64('PROF-NOPE'))).getSnapshot().value).toBe('notFound');
    expect((await open(searchCardCode(pending.profileId!))).getSnapshot().value).toBe('notFound');
  });

  it('a server failure is shown with its message; Try again loads the card', async () => {
    t.server.use(
      http.get(`${TEST_BASE_URL}profile/search/show/:id`, () => HttpResponse.json({ message: 'Try later.' }, { status: 502 }), {
        once: true,
      }),
    );
    const a = await open(searchCardCode(member.profileId!));
    expect(a.getSnapshot().value).toBe('failed');
    expect(a.getSnapshot().context).toMatchObject({ error: 'Try later.', retryable: true });
    a.send({ type: 'load.retry' });
    await waitFor(a, (s) => !s.matches('loading'));
    expect(a.getSnapshot().value).toBe('ready');
  });
});
