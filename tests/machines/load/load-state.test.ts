// The one load state (machines/load/load-state.ts, docs/decisions/011-one-load-state.md): a load ends in data or an
// error the user reads, Try again offered only when trying again can help; `load.retry` tries again, `load.reload`
// refreshes while the old data stays shown, and a loader that listens reloads when the world changes.
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { loadFailedState, loadingState, type LoadEvent } from '#machines/load/load-state.ts';
import { createLoaderMachine } from '#machines/loader/loader.machine.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';

const api = {} as ApiClient;
const serverDown = Object.assign(new Error('The service is temporarily unavailable.'), { kind: 'http', status: 503 });
const notFound = Object.assign(new Error('There is no such record.'), { kind: 'http', status: 404 });

/** A load that answers what `answers` holds next (an Error is thrown), counting the calls. */
function scripted<T>(...answers: (T | Error)[]) {
  let calls = 0;
  const load = () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
  };
  return { load, calls: () => calls };
}

/** A machine of its own that names its states otherwise, as the licence wizard does (`loadFailed`). */
function recordMachine(load: () => Promise<string>) {
  type Context = { record: string | null; error: string | null; retryable: boolean };
  return setup({
    types: { context: {} as Context, events: {} as LoadEvent },
    actors: { fetchRecord: fromPromise(() => load()) },
  }).createMachine({
    context: { record: null, error: null, retryable: false },
    initial: 'fetching',
    states: {
      fetching: loadingState({
        src: 'fetchRecord',
        input: ({ context }: { context: Context }) => context.record,
        done: 'shown',
        keep: (record: string) => ({ record }),
        failed: 'loadFailed',
      }),
      loadFailed: loadFailedState('fetching'),
      shown: {},
    },
  });
}

describe('the one load state', () => {
  it('a load that answers keeps the answer and shows no error', async () => {
    const actor = createActor(recordMachine(scripted('Wanjiru').load)).start();
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(shown.context).toEqual({ record: 'Wanjiru', error: null, retryable: false });
  });

  it('a failure trying again can mend says why and offers Try again; load.retry loads again and clears it', async () => {
    const script = scripted<string>(serverDown, 'Wanjiru');
    const actor = createActor(recordMachine(script.load)).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context).toMatchObject({ record: null, error: 'The service is temporarily unavailable.', retryable: true });
    actor.send({ type: 'load.retry' });
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(shown.context).toEqual({ record: 'Wanjiru', error: null, retryable: false });
    expect(script.calls()).toBe(2);
  });

  it('a refusal says why and offers no Try again', async () => {
    const actor = createActor(recordMachine(scripted<string>(notFound).load)).start();
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(failed.context).toMatchObject({ error: 'There is no such record.', retryable: false });
  });

  it('load.retry means nothing once the load answered', async () => {
    const script = scripted('Wanjiru');
    const actor = createActor(recordMachine(script.load)).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(script.calls()).toBe(1);
  });
});

describe('the shared loader on the one load state', () => {
  it('load.reload refreshes while the old data stays shown', async () => {
    const script = scripted(['first'], ['second']);
    const actor = createActor(createLoaderMachine('rows', script.load, { hears: [] }), { input: { api } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'load.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toEqual(['first']);
    const again = await waitFor(actor, (s) => s.matches('ready'));
    expect(again.context.data).toEqual(['second']);
  });

  it('a failed refresh keeps the old data beside the error', async () => {
    const actor = createActor(createLoaderMachine('rows', scripted<string[]>(['first'], serverDown).load, { hears: [] }), {
      input: { api },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'load.reload' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toMatchObject({ data: ['first'], error: 'The service is temporarily unavailable.', retryable: true });
  });

  it('a change it hears loads again after a failure, and a change it does not hear does not', async () => {
    const bus = createChangeBus();
    const script = scripted<string[]>(serverDown, ['after the payment']);
    const actor = connectChanges(
      createActor(createLoaderMachine('memberData', script.load, { hears: ['payment', 'everything'] }), { input: { api } }),
      bus,
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    bus.tell('site');
    expect(actor.getSnapshot().value).toBe('failed');
    bus.tell('payment');
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toMatchObject({ data: ['after the payment'], error: null, retryable: false });
    expect(script.calls()).toBe(2);
  });
});
