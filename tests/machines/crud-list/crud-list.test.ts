// The shared sub-list machine against the fake backend, through two real definitions (bankers, shareholders):
// inline messages without a call, add, edit prefilled, a server refusal that keeps what was typed, delete
// after a confirmation, reload after each change, and the `profile` change each one tells the change bus.
import { createActor, waitFor } from 'xstate';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { listMessages } from '#contract/profile-lists.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { bankers, shareholders, specializations } from '#features/profile/sub-lists.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

describe('crud-list machine', () => {
  const t = useBackend({ scenario: 'default' });

  async function started<M extends typeof bankers.machine | typeof shareholders.machine>(machine: M, email = 'firm@demo.test') {
    const api = await t.signIn(email);
    const bus = createChangeBus();
    const actor = connectChanges(createActor(machine as typeof bankers.machine, { input: { api } }), bus);
    const refreshes: string[] = [];
    bus.listen((news) => refreshes.push(news.change));
    actor.start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    return { api, actor, refreshes };
  }

  const form = (actor: ReturnType<typeof createActor<typeof bankers.machine>>) => selectForm(actor.getSnapshot())!;

  it('adds a banker after the inline rules pass, reloads, and tells the change bus the profile changed', async () => {
    const { api, actor, refreshes } = await started(bankers.machine);
    const before = actor.getSnapshot().context.rows.length;
    actor.send({ type: 'list.add' });
    form(actor).send({ type: 'form.submit' });
    expect(form(actor).getSnapshot().context.errors).toEqual({ name: listMessages.nameRequired, address: listMessages.addressRequired });
    form(actor).send({ type: 'form.change', name: 'name', value: 'Equity Bank' });
    form(actor).send({ type: 'form.change', name: 'address', value: 'Upper Hill, Nairobi' });
    form(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'added');
    const rows = actor.getSnapshot().context.rows;
    expect(rows).toHaveLength(before + 1);
    expect(rows.some((r) => r.name === 'Equity Bank')).toBe(true);
    expect((await api.call(endpoints.profile.bankers)).data).toEqual(rows);
    expect(refreshes).toEqual(['profile']);
  });

  it('edits with the row prefilled, and deletes only after the confirmation', async () => {
    const { actor, refreshes } = await started(bankers.machine);
    const row = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'list.edit', row });
    expect(form(actor).getSnapshot().context.values).toMatchObject({ lineNo: row.lineNo, name: row.name, address: row.address });
    form(actor).send({ type: 'form.change', name: 'address', value: 'Moi Avenue, Mombasa' });
    form(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'updated');
    expect(actor.getSnapshot().context.rows.find((r) => r.lineNo === row.lineNo)?.address).toBe('Moi Avenue, Mombasa');

    actor.send({ type: 'list.delete', row });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'list.cancel' });
    expect(actor.getSnapshot().context.rows.some((r) => r.lineNo === row.lineNo)).toBe(true);
    actor.send({ type: 'list.delete', row });
    actor.send({ type: 'list.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'removed');
    expect(actor.getSnapshot().context.rows.some((r) => r.lineNo === row.lineNo)).toBe(false);
    expect(refreshes).toHaveLength(2);
  });

  it('a reload that fails after a save says so with Try again (load.reload), which clears it once the rows come', async () => {
    const { actor } = await started(bankers.machine);
    const row = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'list.edit', row });
    form(actor).send({ type: 'form.change', name: 'address', value: 'Kenyatta Avenue, Nakuru' });
    // The save goes through; the reload after it meets a server that is down.
    t.server.use(
      http.get(`${TEST_BASE_URL}profile/bankers`, () => HttpResponse.json({ message: 'Down.' }, { status: 503 }), { once: true }),
    );
    form(actor).send({ type: 'form.submit' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error !== null);
    expect(failed.context).toMatchObject({ error: 'Down.', retryable: true, changed: 'updated' });
    actor.send({ type: 'load.reload' });
    // The message goes as soon as Try again is pressed, while the rows stay.
    expect(actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.rows.length).toBeGreaterThan(0);
    const again = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error === null);
    expect(again.context.retryable).toBe(false);
    expect(again.context.rows.find((r) => r.lineNo === row.lineNo)?.address).toBe('Kenyatta Avenue, Nakuru');
  });

  /** The rows' reads from now on, the first held until `release` (later ones go straight to the fake backend). */
  function holdFirstRead() {
    const reads: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Resolvers that return nothing hand the call on to the next handler: the fake backend's.
    t.server.use(http.get(`${TEST_BASE_URL}profile/bankers`, () => void reads.push('read')));
    t.server.use(http.get(`${TEST_BASE_URL}profile/bankers`, () => gate, { once: true }));
    return { reads, release };
  }

  it.each([
    ['list.add', 'adding'],
    ['list.edit', 'editing'],
    ['list.delete', 'confirmingDelete'],
  ] as const)(
    'a press while the list reloads is not lost: %s opens at once, and the rows are read again once at rest',
    async (type, opened) => {
      const { actor } = await started(bankers.machine);
      const row = actor.getSnapshot().context.rows[0]!;
      const { reads, release } = holdFirstRead();
      actor.send({ type: 'load.reload' });
      expect(actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
      actor.send(type === 'list.add' ? { type } : { type, row });
      expect(actor.getSnapshot().matches({ ready: opened })).toBe(true);
      expect(actor.getSnapshot().context.target).toEqual(type === 'list.add' ? null : row);
      actor.send({ type: 'list.cancel' });
      // The reload the press cut short is made again, at rest.
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && reads.length === 1, { timeout: 2_000 });
      release();
    },
  );

  it("keeps what was typed when the server says no, and shows the server's message", async () => {
    const { actor } = await started(shareholders.machine);
    actor.send({ type: 'list.add' });
    const f = form(actor);
    f.send({ type: 'form.change', name: 'name', value: 'Achieng Otieno' });
    f.send({ type: 'form.change', name: 'identificationDocumentNo', value: '23456789' });
    f.send({ type: 'form.change', name: 'type', value: 'Member' });
    f.send({ type: 'form.submit' });
    // One Save names every missing field: the Member rule runs beside the field that failed.
    expect(f.getSnapshot().context.errors).toEqual({ sharesHeld: listMessages.sharesHeldRequired, regNo: listMessages.regNoRequired });
    f.send({ type: 'form.change', name: 'sharesHeld', value: 100 });
    expect(f.getSnapshot().context.errors).toEqual({ regNo: listMessages.regNoRequired });
    f.send({ type: 'form.change', name: 'regNo', value: 'NO-SUCH-MEMBER' });
    f.send({ type: 'form.submit' });
    await waitFor(f, (s) => s.value === 'editing' && s.context.serverError !== null);
    expect(f.getSnapshot().context.serverError).toBe(listMessages.regNoNotFound);
    expect(f.getSnapshot().context.values).toMatchObject({ name: 'Achieng Otieno', regNo: 'NO-SUCH-MEMBER', sharesHeld: 100 });
    expect(actor.getSnapshot().matches({ ready: 'adding' })).toBe(true);
    actor.send({ type: 'list.cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('offers no delete where the list has no remove call', async () => {
    const { actor } = await started(specializations.machine as never, 'member@demo.test');
    const row = actor.getSnapshot().context.rows[0];
    expect(row).toBeDefined();
    actor.send({ type: 'list.delete', row: row! });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(specializations.canRemove).toBe(false);
  });

  it('ends a failed load in a retryable error', async () => {
    const down = { call: () => Promise.reject(new Error('The server could not be reached.')) };
    const actor = createActor(bankers.machine, { input: { api: down } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server could not be reached.');
  });
});
