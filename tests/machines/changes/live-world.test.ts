// Screens stay current (issue 22 item 3), against the fake backend: every machine that shows part of the world
// reloads when told `everything` (what the mock transport tells after another tab's write or the clock, and what
// the real backend's refresh policy tells on a return), keeping what it shows meanwhile; a form being edited is
// never reset under the user (a sub-list dialog, a Bio tab); a load made stale while it ran loads again; and the
// refresh policy (machines/changes/refresh-on-return.machine.ts) on a simulated clock, stepped as a user lives it.
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { checklistMachine } from '#machines/checklist/checklist.machine.ts';
import { bookedEventsMachine, upcomingEventsMachine } from '#machines/events/events.machine.ts';
import { licenceListMachine } from '#machines/licence/licence-list.machine.ts';
import { createLoaderMachine } from '#machines/loader/loader.machine.ts';
import { memberAlerts } from '#machines/member/member-rules.ts';
import { memberDataMachine } from '#machines/member/member-data.machine.ts';
import { bioTabMachine } from '#machines/profile/bio-editor.machine.ts';
import { paymentHistoryMachine, subscriptionListMachine } from '#machines/subscriptions/subscriptions.machine.ts';
import { upgradeListMachine } from '#machines/upgrades/upgrades.machine.ts';
import { connectChanges, createChangeBus, type Change, type ChangeBus } from '#machines/changes/change-bus.ts';
import { createRefreshOnReturnMachine, REFRESH_RESTING_MS, type PageSignal } from '#machines/changes/refresh-on-return.machine.ts';
import { watchPageSignals } from '#app/page-signals.ts';
import { bankers } from '#features/profile/sub-lists.ts';
import { useBackend } from '../../support/backend';

const TODAY = new Date().toISOString().slice(0, 10);
/** Every loader alike, whatever it loads. */
type LoaderLogic = ReturnType<typeof createLoaderMachine<unknown>>;
const loader = (machine: unknown) => machine as LoaderLogic;

describe('every screen that shows the world reloads when told everything', () => {
  const t = useBackend({ scenario: 'default' });

  const listeners: [string, LoaderLogic][] = [
    ['member data (applications and their row actions, dashboard tiles, transactions, balance, bell)', loader(memberDataMachine)],
    ['My Subscriptions', loader(subscriptionListMachine)],
    ['My Payment History (receipts)', loader(paymentHistoryMachine)],
    ['My Upgrades', loader(upgradeListMachine)],
    ['the licence list', loader(licenceListMachine)],
    ['Upcoming Events', loader(upcomingEventsMachine)],
    ['Booked Events', loader(bookedEventsMachine)],
    ['the checklist page', loader(checklistMachine('PE', 'Application'))],
  ];

  it.each(listeners)(
    '%s: reloads on everything, keeping the old data on screen until the new arrives (the same objects when nothing changed)',
    async (_name, machine) => {
      const api = await t.signIn('member@demo.test');
      const bus = createChangeBus();
      const actor = connectChanges(createActor(machine, { input: { api } }), bus).start();
      await waitFor(actor, (s) => s.matches('ready'));
      const shown = actor.getSnapshot().context.data;
      bus.tell('site');
      expect(actor.getSnapshot().context.data).toBe(shown);
      bus.tell('everything');
      // Loading again, and the old data still there (the views show it until the new arrives).
      expect(actor.getSnapshot().matches('loading')).toBe(true);
      expect(actor.getSnapshot().context.data).toBe(shown);
      await waitFor(actor, (s) => s.matches('ready'));
      // Nothing changed in the world: the answer keeps the objects the views hold (machines/load/same-where-equal.ts).
      expect(actor.getSnapshot().context.data).toBe(shown);
      actor.stop();
    },
  );

  it('the upgrade list hears a payment and an upgrade; the licence list a payment and a licence', async () => {
    const api = await t.signIn('member@demo.test');
    const bus = createChangeBus();
    const reloadsOn = async (machine: LoaderLogic, change: Change) => {
      const actor = connectChanges(createActor(machine, { input: { api } }), bus).start();
      await waitFor(actor, (s) => s.matches('ready'));
      bus.tell(change);
      const reloaded = actor.getSnapshot().matches('loading');
      actor.stop();
      return reloaded;
    };
    expect(await reloadsOn(loader(upgradeListMachine), 'payment')).toBe(true);
    expect(await reloadsOn(loader(upgradeListMachine), 'upgrade')).toBe(true);
    expect(await reloadsOn(loader(upgradeListMachine), 'licence')).toBe(false);
    expect(await reloadsOn(loader(licenceListMachine), 'payment')).toBe(true);
    expect(await reloadsOn(loader(licenceListMachine), 'licence')).toBe(true);
    expect(await reloadsOn(loader(licenceListMachine), 'upgrade')).toBe(false);
  });

  it("a Released application reaches pending@'s application list and its bell once the world says so", async () => {
    const api = await t.signIn('pending@demo.test');
    const bus = createChangeBus();
    const shell = connectChanges(createActor(memberDataMachine, { input: { api } }), bus).start();
    await waitFor(shell, (s) => s.matches('ready'));
    const data = () => shell.getSnapshot().context.data!;
    const [app] = data().applications;
    expect(app?.status).toBe('New');
    expect(memberAlerts(data().applications, data().subscriptions, data().profile.confirmed).map((a) => a.kind)).not.toContain('released');
    // What the board's task does on the server: the row moves where this tab cannot see it.
    await t.backend.db.applications.update((q) => q.where({ Code: app!.Code }), { data: (a) => void (a.status = 'Released') });
    bus.tell('everything');
    await waitFor(shell, (s) => s.matches('ready') && s.context.data?.applications[0]?.status === 'Released');
    const alerts = memberAlerts(data().applications, data().subscriptions, data().profile.confirmed);
    expect(alerts[0]).toMatchObject({ kind: 'released', title: `Application ${app!.Code}: Released` });
    // Announced until the member confirms the name (what the release asks next), not forever.
    expect(memberAlerts(data().applications, data().subscriptions, true).map((a) => a.kind)).not.toContain('released');
    shell.stop();
  });
});

describe('a form being edited is never reset under the user', () => {
  const t = useBackend({ scenario: 'default' });

  it('a sub-list with its dialog open keeps the form and what was typed; it reloads once the dialog closes', async () => {
    const api = await t.signIn('firm@demo.test');
    const bus = createChangeBus();
    const list = connectChanges(createActor(bankers.machine, { input: { api } }), bus).start();
    await waitFor(list, (s) => s.matches({ ready: 'idle' }));
    const rows = list.getSnapshot().context.rows;
    list.send({ type: 'list.add' });
    const form = selectForm(list.getSnapshot())!;
    form.send({ type: 'form.change', name: 'name', value: 'Equity Bank' });
    expect(bus.isEditing()).toBe(true);
    bus.tell('everything');
    expect(list.getSnapshot().matches({ ready: 'adding' })).toBe(true);
    expect(selectForm(list.getSnapshot())).toBe(form);
    expect(form.getSnapshot().context.values.name).toBe('Equity Bank');
    expect(list.getSnapshot().context.rows).toBe(rows);
    // Left without saving: the news heard meanwhile reloads the rows (kept on screen while they load).
    list.send({ type: 'list.cancel' });
    expect(bus.isEditing()).toBe(false);
    expect(list.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(list.getSnapshot().context.rows).toBe(rows);
    await waitFor(list, (s) => s.matches({ ready: 'idle' }) && s.context.rows !== rows);
    list.stop();
  });

  it('a sub-list at rest reloads on everything, and on nothing it only told itself', async () => {
    const api = await t.signIn('firm@demo.test');
    const bus = createChangeBus();
    const list = connectChanges(createActor(bankers.machine, { input: { api } }), bus).start();
    await waitFor(list, (s) => s.matches({ ready: 'idle' }));
    bus.tell('profile');
    expect(list.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    bus.tell('everything');
    expect(list.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    await waitFor(list, (s) => s.matches({ ready: 'idle' }));
    list.stop();
  });

  it('a Bio tab being edited holds the change bus quiet and keeps what was typed; a save ends the hold', async () => {
    const api = await t.signIn('member@demo.test');
    const bus = createChangeBus();
    const profileId = t.backend.db.profiles.findFirst((q) => q.where({ FirstName: (n) => n.length > 0 }))!.ProfileID;
    const tab = connectChanges(createActor(bioTabMachine(TODAY, profileId), { input: { api } }), bus).start();
    await waitFor(tab, (s) => s.matches('editing'));
    const form = tab.getSnapshot().children.form!;
    expect(bus.isEditing()).toBe(false);
    form.send({ type: 'form.change', name: 'MiddleName', value: 'Wairimu' });
    expect(bus.isEditing()).toBe(true);
    bus.tell('everything');
    expect(tab.getSnapshot().children.form).toBe(form);
    expect(form.getSnapshot().context.values.MiddleName).toBe('Wairimu');
    form.send({ type: 'form.reset' });
    expect(bus.isEditing()).toBe(false);
    tab.stop();
  });
});

describe('a load made stale while it ran loads again', () => {
  /** A loader whose loads answer when the test says, with the load's number. */
  function controlled() {
    const answers: ((n: number) => void)[] = [];
    const machine = createLoaderMachine('controlled', () => new Promise<number>((resolve) => answers.push(resolve)), {
      hears: ['payment', 'everything'],
    });
    return { machine, answers };
  }

  it('a change heard while loading loads again when the load ends, once however many changes came', async () => {
    const bus = createChangeBus();
    const { machine, answers } = controlled();
    const actor = connectChanges(createActor(machine, { input: { api: {} as ApiClient } }), bus).start();
    expect(answers).toHaveLength(1);
    bus.tell('payment');
    bus.tell('everything');
    answers[0]!(1);
    // The first answer may be from before the payment: shown, and loaded again at once.
    await waitFor(actor, () => answers.length === 2);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe(1);
    answers[1]!(2);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toBe(2);
    expect(answers).toHaveLength(2);
  });

  it('a change it does not listen to leaves the load alone', async () => {
    const bus = createChangeBus();
    const { machine, answers } = controlled();
    const actor = connectChanges(createActor(machine, { input: { api: {} as ApiClient } }), bus).start();
    bus.tell('site');
    answers[0]!(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(answers).toHaveLength(1);
  });

  it('a sub-list that hears news while reloading reloads once more', async () => {
    const bus = createChangeBus();
    const loads: ((rows: { id: number }[]) => void)[] = [];
    const { createCrudListMachine } = await import('#machines/crud-list/crud-list.machine.ts');
    const machine = createCrudListMachine<{ id: number }, { id: number }>({
      id: 'controlled',
      load: () => new Promise((resolve) => loads.push(resolve)),
      add: { schema: {} as never, submit: () => Promise.resolve() },
      update: { schema: {} as never, submit: () => Promise.resolve() },
      blank: { id: 0 },
      toValues: (row) => row,
      tells: [],
      hears: ['everything'],
    });
    const actor = connectChanges(createActor(machine, { input: { api: {} as ApiClient } }), bus).start();
    loads[0]!([{ id: 1 }]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    bus.tell('everything');
    expect(loads).toHaveLength(2);
    bus.tell('everything');
    loads[1]!([{ id: 2 }]);
    await waitFor(actor, () => loads.length === 3);
    loads[2]!([{ id: 3 }]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.rows[0]?.id === 3);
  });
});

describe('the real backend refreshes on a return: focus, visible, another route', () => {
  /** A page whose signals the test fires, the refresh machine on a simulated clock, and the refreshes counted. */
  function page() {
    const win = new EventTarget();
    const shown: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
    const doc = Object.assign(new EventTarget(), shown);
    const bus = createChangeBus();
    const clock = new SimulatedClock();
    const actor = createActor(createRefreshOnReturnMachine(watchPageSignals({ window: win, document: doc }), bus), { clock }).start();
    let refreshes = 0;
    bus.listen((news) => {
      if (news.change === 'everything') refreshes += 1;
    });
    const fire: Record<PageSignal | 'hidden' | 'back' | 'addressKeptInStep', () => void> = {
      focus: () => win.dispatchEvent(new Event('focus')),
      visible: () => {
        doc.visibilityState = 'visible';
        doc.dispatchEvent(new Event('visibilitychange'));
      },
      hidden: () => {
        doc.visibilityState = 'hidden';
        doc.dispatchEvent(new Event('visibilitychange'));
      },
      route: () => win.dispatchEvent(new Event('pushState')),
      back: () => win.dispatchEvent(new Event('popstate')),
      addressKeptInStep: () => win.dispatchEvent(new Event('replaceState')),
    };
    const seconds = (s: number) => clock.increment(s * 1000);
    return { bus, actor, fire, seconds, refreshes: () => refreshes };
  }

  it('refreshes at most once per 30 s: a return right after the page loaded, or within the window, is dropped', () => {
    const { fire, seconds, refreshes } = page();
    // The page has just loaded: the user clicks into it.
    fire.focus();
    expect(refreshes()).toBe(0);
    seconds(29);
    fire.focus();
    expect(refreshes()).toBe(0);
    seconds(1);
    // The user comes back from another tab: visible, then focus — one refresh, not two.
    fire.hidden();
    expect(refreshes()).toBe(0);
    fire.visible();
    fire.focus();
    expect(refreshes()).toBe(1);
    seconds(10);
    fire.route();
    expect(refreshes()).toBe(1);
    seconds(REFRESH_RESTING_MS / 1000);
    fire.route();
    expect(refreshes()).toBe(2);
    seconds(31);
    // Leaving the tab, or a screen keeping its address in step with a search, is no return.
    fire.hidden();
    fire.addressKeptInStep();
    expect(refreshes()).toBe(2);
    // Back and Forward are returns to a route.
    fire.back();
    expect(refreshes()).toBe(3);
  });

  it('never while a form is being edited: the return waits until the editing ends, then refreshes once', () => {
    const { bus, fire, seconds, refreshes } = page();
    seconds(60);
    const end = bus.beginEditing();
    fire.focus();
    fire.visible();
    seconds(120);
    fire.focus();
    expect(refreshes()).toBe(0);
    end();
    expect(refreshes()).toBe(1);
    // The window starts again from that refresh.
    fire.focus();
    expect(refreshes()).toBe(1);
  });

  it('a return while nobody edits, after the window, refreshes every listener through the change bus', () => {
    const { bus, fire, seconds } = page();
    const heard: Change[] = [];
    listenAll(bus, heard);
    seconds(30);
    fire.route();
    expect(heard).toEqual(['everything']);
  });
});

function listenAll(bus: ChangeBus, heard: Change[]) {
  bus.listen((news) => heard.push(news.change));
}
