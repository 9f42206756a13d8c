import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { LINK_FROM_ANOTHER_BROWSER } from '#contract/e-mailed-links.ts';
import { selectMockExplanation, VERIFY_TEXTS, verifyEmailMachine } from '#machines/access/verify-email.machine.ts';
import { useBackend } from '../../support/backend';

const strong = 'N3w!passw';

describe('e-mail verification machine', () => {
  const t = useBackend({ scenario: 'fresh' });
  const run = (code: string, mockMode = false) => createActor(verifyEmailMachine, { input: { api: t.anon, code, mockMode } }).start();

  it('activates with the link from the outbox and returns a session', async () => {
    await t.anon.call(endpoints.auth.register, {
      body: {
        email: 'verify@example.test',
        phone: '0733000111',
        id_number: '44556677',
        password: strong,
        confirmPassword: strong,
        category: 'GRADUATE',
        type: 'Individual',
      },
    });
    const link = t.backend.db.outbox.findFirst((q) => q.where({ to: 'verify@example.test', subject: 'Activate your account' }))!.links[0]!;
    const actor = run(link.replace('/verify/', ''));
    expect(actor.getSnapshot().value).toBe('activating');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().output?.session?.user.email).toBe('verify@example.test');
    // A link works once.
    const again = run(link.replace('/verify/', ''));
    await waitFor(again, (s) => s.status === 'done');
    expect(again.getSnapshot().value).toBe('failed');
  });

  it('fails for an unknown, empty or absurd code', async () => {
    for (const code of ['nope', '', 'x'.repeat(10_000)]) {
      const actor = run(code);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().value).toBe('failed');
    }
  });

  it("says the spec's text for an unknown link; in mock mode an explanation follows that the demo's data is in another browser", async () => {
    const real = await waitFor(run('f'.repeat(64)), (s) => s.status === 'done');
    expect(VERIFY_TEXTS.failed).toBe('Failed to activate account. Please contact administrator');
    expect(selectMockExplanation(real)).toBeNull();
    const mock = await waitFor(run('f'.repeat(64), true), (s) => s.status === 'done');
    expect(selectMockExplanation(mock)).toBe(LINK_FROM_ANOTHER_BROWSER);
    // An empty code never reached the server: nothing to explain.
    expect(selectMockExplanation(await waitFor(run('', true), (s) => s.status === 'done'))).toBeNull();
  });
});
