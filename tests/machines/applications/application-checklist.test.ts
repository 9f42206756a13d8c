// Submit's gate reads the call spec 3 §7 gives the application checklist (`application/checklist/{membershipType}`),
// not the profile checklist member data loads: one item not passed keeps Submit disabled, all passed enable
// it, and the gate reloads when the profile changes or the world changes elsewhere (a referee answering in another
// tab), never on news that cannot change a checklist.
import { http, HttpResponse } from 'msw';
import { createActor, waitFor } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ChecklistItem } from '#contract';
import { applicationChecklistMachine, selectSubmitEnabled } from '#machines/applications/application-checklist.machine.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

const pending = personaByKey('pending');
const item = (checkListType: string, pass: boolean): ChecklistItem => ({ checkListType, description: checkListType, pass });
const GATE = `${TEST_BASE_URL}application/checklist/:membershipType`;

describe("Submit's gate: the application checklist", () => {
  const t = useBackend({ scenario: 'default' });
  // Every checklist call made, of either kind (the profile's `checklist?…` and the application's).
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('checklist')) calls.push(url.pathname + url.search);
  };
  beforeAll(() => void t.server.events.on('request:start', record));
  afterAll(() => void t.server.events.removeListener('request:start', record));
  afterEach(() => {
    t.server.resetHandlers();
    calls.length = 0;
  });
  const answer = (items: ChecklistItem[]) => t.server.use(http.get(GATE, () => HttpResponse.json({ data: items })));
  const start = async (category = pending.category!) => {
    const api = await t.signIn(pending.email);
    const bus = createChangeBus();
    calls.length = 0;
    const gate = connectChanges(createActor(applicationChecklistMachine(category), { input: { api } }), bus).start();
    await waitFor(gate, (s) => s.matches('ready'));
    return { gate, bus };
  };

  it('loads application/checklist/{category} (once), not the profile checklist, and keeps what the server evaluated', async () => {
    const { gate } = await start();
    expect(calls).toEqual([`/api/application/checklist/${pending.category}`]);
    const api = await t.signIn(pending.email);
    const evaluated = (await api.call(endpoints.membership.applicationChecklist, { params: { membershipType: pending.category! } })).data;
    expect(gate.getSnapshot().context.data).toEqual(evaluated);
    gate.stop();
  });

  it('one item not passed: Submit disabled; every item passed: enabled', async () => {
    answer([item('PICTURE', true), item('REFEREE', false)]);
    const one = await start();
    expect(selectSubmitEnabled(one.gate.getSnapshot())).toBe(false);
    one.gate.stop();
    answer([item('PICTURE', true), item('REFEREE', true)]);
    const all = await start();
    expect(selectSubmitEnabled(all.gate.getSnapshot())).toBe(true);
    all.gate.stop();
  });

  it('an empty checklist enables nothing, and a failed load leaves Submit disabled with a retryable error', async () => {
    answer([]);
    const empty = await start();
    expect(selectSubmitEnabled(empty.gate.getSnapshot())).toBe(false);
    empty.gate.stop();
    t.server.use(http.get(GATE, () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 503 })));
    const api = await t.signIn(pending.email);
    const failed = createActor(applicationChecklistMachine(pending.category!), { input: { api } }).start();
    await waitFor(failed, (s) => s.matches('failed'));
    expect(failed.getSnapshot().context).toMatchObject({ error: 'Down for maintenance.', retryable: true });
    expect(selectSubmitEnabled(failed.getSnapshot())).toBe(false);
    failed.stop();
  });

  it('a profile change reloads the gate: the missing item completed, Submit turns enabled', async () => {
    answer([item('PICTURE', true), item('REFEREE', false)]);
    const { gate, bus } = await start();
    expect(selectSubmitEnabled(gate.getSnapshot())).toBe(false);
    answer([item('PICTURE', true), item('REFEREE', true)]);
    bus.tell('payment');
    expect(gate.getSnapshot().matches('ready')).toBe(true);
    bus.tell('profile');
    expect(gate.getSnapshot().matches('loading')).toBe(true);
    await waitFor(gate, (s) => s.matches('ready') && selectSubmitEnabled(s));
    expect(calls).toHaveLength(2);
    gate.stop();
  });

  it("news from elsewhere (a referee accepting in another tab) reloads the gate with the world's new answer", async () => {
    const { gate, bus } = await start();
    const referee = () => gate.getSnapshot().context.data!.find((i) => i.checkListType === 'REFEREE');
    expect(referee()?.pass).toBe(false);
    const db = t.backend.db;
    const profileId = db.profiles.findFirst((q) => q.where({ Email: pending.email }))!.ProfileID;
    await db.referees.updateMany((q) => q.where({ ProfileID: profileId }), { data: (r) => void (r.response = 'Accept') });
    bus.tell('everything');
    await waitFor(gate, (s) => s.matches('ready') && s.context.data?.find((i) => i.checkListType === 'REFEREE')?.pass === true);
    gate.stop();
  });
});
