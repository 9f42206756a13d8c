// The generic read loader (machines/loader/read-loader.machine.ts) and the plain read it stands on
// (src/contract/plain-read.ts): which calls are plain reads, on each side of each condition; a screen's data
// loaded by naming the call, reloaded on what the input says it hears and on nothing else; a name that is no
// plain read, or a `hears` of an unknown change, is an error that says so; and a plain read's example derived
// from its access while every other call still needs a written one (mocks/examples/example.ts).
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { defineEndpoint, endpoints, setupEndpoints, type AnyEndpoint } from '#contract';
import { isPlainRead, NO_ARGUMENTS, type IsPlainRead } from '#contract/plain-read.ts';
import { z } from '#contract/mini.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';
import { createReadLoader, hearsOf, plainRead } from '#machines/loader/read-loader.machine.ts';
import { examples } from '#mocks/examples/index.ts';
import type { ExamplesOf } from '#mocks/examples/example.ts';
import { useBackend } from '../../support/backend';

const answer = z.object({});
const get = <P extends string>(path: P) => defineEndpoint({ method: 'GET', path, access: 'public', spec: 'x', summary: 'x', answer });
const searched = defineEndpoint({
  method: 'GET',
  path: 'x',
  query: z.object({ q: z.string() }),
  access: 'public',
  spec: 'x',
  summary: 'x',
  answer,
});

describe('a plain read', () => {
  it('is a GET with no path parameter and no query it requires', () => {
    expect(isPlainRead(get('x'))).toBe(true);
    expect(isPlainRead(defineEndpoint({ method: 'POST', path: 'x', access: 'public', spec: 'x', summary: 'x', answer }))).toBe(false);
    expect(isPlainRead(get('x/:id'))).toBe(false);
    // A query whose fields are all optional (the admin's users) may be left out; one with a required field may not.
    expect(isPlainRead(setupEndpoints.users)).toBe(true);
    expect(isPlainRead(searched)).toBe(false);
    expect(isPlainRead(setupEndpoints.paymentOptions)).toBe(true);
  });

  it('is the same test in the types', () => {
    const yes: IsPlainRead<typeof setupEndpoints.users> = true;
    const no: IsPlainRead<typeof searched> = false;
    const neither: [IsPlainRead<typeof setupEndpoints.updateUser>, IsPlainRead<ReturnType<typeof get<'x/:id'>>>] = [false, false];
    expect([yes, no, ...neither]).toEqual([true, false, false, false]);
  });

  it('has its example derived from its access; every other call needs one written (typecheck)', () => {
    expect(examples.setup!.paymentOptions!.persona).toBe('superadmin');
    expect(examples.setup!.counties!.persona).toBeNull();
    expect(examples.profile!.contacts!.persona).not.toBeUndefined();
    // A written example of a plain read stays as written (the admin's users: an administrator, with a search).
    expect(examples.setup!.users!.persona).toBe('admin');
    const group = { list: get('x'), one: get('x/:id') };
    expect(Object.keys(group)).toEqual(['list', 'one']);
    const enough: ExamplesOf<typeof group> = { one: { persona: null, args: () => NO_ARGUMENTS } };
    // @ts-expect-error -- a call that is no plain read cannot be left out
    const short: ExamplesOf<typeof group> = { list: { persona: null, args: () => NO_ARGUMENTS } };
    expect([enough, short]).toHaveLength(2);
  });
});

describe('the read loader', () => {
  const t = useBackend({ scenario: 'default' });
  const loader = createReadLoader(endpoints);

  it('loads the plain read its input names, checked against the entry', async () => {
    const api = await t.signIn('superadmin@demo.test');
    const actor = createActor(loader, { input: { api, endpoint: 'setup.paymentOptions', hears: [] } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual(await api.call(setupEndpoints.paymentOptions));
  });

  it('shows the refusal of a caller its access does not admit', async () => {
    const api = await t.signIn('member@demo.test');
    const actor = createActor(loader, { input: { api, endpoint: 'setup.paymentOptions', hears: [] } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeTruthy();
  });

  it('reloads on a change its input says it hears, and on no other', async () => {
    const bus = createChangeBus();
    let calls = 0;
    const api = await t.signIn('superadmin@demo.test');
    const counted = {
      call: (e: AnyEndpoint, ...args: unknown[]) => (calls++, (api.call as (e: AnyEndpoint, ...a: unknown[]) => unknown)(e, ...args)),
    };
    const actor = connectChanges(
      createActor(loader, { input: { api: counted as typeof api, endpoint: 'setup.counties', hears: ['profile'] } }),
      bus,
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    bus.tell('payment');
    bus.tell('everything');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toBe(1);
    bus.tell('profile');
    await waitFor(actor, (s) => s.matches('ready') && calls === 2);
    actor.stop();
  });

  it('fails, saying so, for a name that is no plain read', async () => {
    const api = await t.signIn('superadmin@demo.test');
    for (const endpoint of ['setup.updateUser', 'setup.nothing', 'nowhere.users', 'users']) {
      const actor = createActor(loader, { input: { api, endpoint: endpoint as 'setup.users', hears: [] } }).start();
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toContain(`No plain read "${endpoint}"`);
    }
    expect(() => plainRead({ setup: setupEndpoints }, 'setup.toString')).toThrow('No plain read');
  });

  it("requires what it hears, and takes a replay's `hears` only of known changes", () => {
    const api = {} as Parameters<typeof loader.provide>[0] as never;
    // @ts-expect-error -- a screen that does not say what it hears does not compile
    const input: Parameters<typeof createActor<typeof loader>>[1] = { input: { api, endpoint: 'setup.counties' } };
    expect(input).toBeDefined();
    expect(hearsOf(undefined)).toEqual([]);
    expect(hearsOf(['profile', 'everything'])).toEqual(['profile', 'everything']);
    expect(() => hearsOf(['profiles'])).toThrow('not ["profiles"]');
    expect(() => hearsOf('profile')).toThrow('takes a list');
  });
});
