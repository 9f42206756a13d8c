// A replay's `hold` and `release` steps (cli/headless/answer-gate.ts): between them the backend answers none of the
// flow's calls, so a replay rests where a call is under way (a loader's `loading`, a form's `connecting`) and sends
// what a user sends there; `release` lets the answers come. What an ended replay left held is never sent.
import type { InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';
import { readReplaySteps, ReplayFileError, replayIn } from '#cli/headless/replay.ts';
import { encodeBase64Json } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';

const steps = (raw: unknown[]) => readReplaySteps(raw);
const typed = [
  { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
  { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
];

describe('hold and release', () => {
  it('a hold from the start keeps the first load under way: a reload there marks it stale, the release loads twice', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    const calls: unknown[] = [];
    // Each actor started (the loads among them), by its logic's name.
    const recordActors = (_flow: string, e: InspectionEvent) =>
      void (e.type === '@xstate.actor' && calls.push((e.actorRef as { src?: unknown }).src));
    const held = await replayIn(
      world,
      'outbox',
      steps([{ hold: true }, { send: { type: 'load.reload' } }, { expect: { state: 'loading', context: { stale: true } } }]),
      { inspect: recordActors },
    );
    expect(held.failure ?? null).toBeNull();
    // Released, the first answer is stale (the reload came while it was under way): the loader loads once more.
    calls.length = 0;
    const released = await replayIn(
      world,
      'outbox',
      steps([
        { hold: true },
        { send: { type: 'load.reload' } },
        { release: true },
        { expect: { state: 'ready', context: { stale: false } } },
      ]),
      { inspect: recordActors },
    );
    expect(released.failure ?? null).toBeNull();
    expect(calls.filter((src) => src === 'load')).toHaveLength(2);
  });

  it('without the hold the load has settled before the step: the same reload finds the loader ready', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    const report = await replayIn(world, 'outbox', steps([{ send: { type: 'load.reload' } }, { expect: { state: 'loading' } }]));
    expect(report.failure?.diff).toEqual(['- state: "loading"', '+ state: "ready"']);
  });

  it('a form given the backend’s readiness waits while the answers are held (connecting), and sends on release', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    const report = await replayIn(
      world,
      'login',
      steps([
        { hold: true },
        ...typed,
        { send: { type: 'form.submit' } },
        { expect: { state: 'connecting' } },
        { release: true },
        { expect: { state: 'done' } },
      ]),
    );
    expect(report.failure ?? null).toBeNull();
    expect(report.steps.map((s) => s.state)).toEqual(['editing', 'editing', 'editing', 'connecting', 'connecting', 'done', 'done']);
  });

  it('a hold after the start holds only what is asked from then on; what a replay left held is never sent', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    const before = world.backend.db.outbox.count();
    // The OTP page's Resend, held after the page opened: its text is never sent, even once the next replay runs in
    // the same world. (A form would not even ask: every form waits for a backend that answers, decision 051.)
    const applicant = personaByKey('applicant');
    const held = await replayIn(
      world,
      'otp',
      steps([
        { as: applicant.email },
        { input: { encodedId: encodeBase64Json({ id: applicant.userId, phone_no: applicant.phone }) } },
        { hold: true },
        { send: { type: 'otp.resend' } },
        { expect: { state: 'resending' } },
      ]),
    );
    expect(held.failure ?? null).toBeNull();
    // The next replay holds and releases its own calls: only those go on.
    const next = await replayIn(
      world,
      'login',
      steps([{ hold: true }, ...typed, { send: { type: 'form.submit' } }, { release: true }, { expect: { state: 'done' } }]),
    );
    expect(next.failure ?? null).toBeNull();
    expect(world.backend.db.outbox.count()).toBe(before);
  });

  it('reads hold and release as `true` only, and as flow steps', () => {
    expect(() => readReplaySteps([{ hold: 1 }])).toThrow(new ReplayFileError('Step 1: "hold" must be true.'));
    expect(() => readReplaySteps([{ release: 'now' }])).toThrow(new ReplayFileError('Step 1: "release" must be true.'));
    expect(() => readReplaySteps([{ hold: true }, { as: 'member@demo.test' }])).toThrow(/"as" must come before the first send/);
  });
});
