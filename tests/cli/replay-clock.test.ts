// A replay's day is the simulated clock's (decision 039): the sub-list form's "not after today" counts from the
// scenario's day (1 Nov 2026), not the device's, so a replay gives the same answer whatever day it runs.
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';
import { flowNamed } from '#machines/flows.ts';
import { SCENARIO_ANCHOR } from '#mocks/scenarios/index.ts';
import { subListMessages } from '#contract/sub-list.ts';

const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

describe('crud-list in a headless world', () => {
  it("refuses a start date after the simulated day and takes the simulated day itself, whatever the device's day", async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    await world.signIn('member@demo.test');
    const flow = flowNamed('crud-list')!;
    const given = { list: 'workExperience' };
    const actor = createActor(flow.machine(given, world.env), { clock: world.clock, input: flow.input(world.env, given) }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const simulatedDay = SCENARIO_ANCHOR.toISOString().slice(0, 10);
    // The device's day is later than the scenario's: a day between them is past for the device, future for the replay.
    expect(new Date().toISOString().slice(0, 10) > dayAfter(simulatedDay, 1)).toBe(true);
    const startDateError = (day: string) => {
      actor.send({ type: 'list.add' });
      const form = (actor.getSnapshot().children as Record<string, AnyActorRef>).form as AnyActorRef;
      form.send({ type: 'form.change', name: 'StartDate', value: day });
      form.send({ type: 'form.submit' });
      const error = (form.getSnapshot() as { context: { errors: Record<string, string> } }).context.errors.StartDate;
      actor.send({ type: 'list.cancel' });
      return error;
    };
    expect(startDateError(dayAfter(simulatedDay, 1))).toBe(subListMessages.dateInFuture);
    expect(startDateError(simulatedDay)).toBeUndefined();
    actor.stop();
  });
});
