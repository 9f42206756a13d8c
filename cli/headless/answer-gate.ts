// A replay's `hold` and `release` steps (docs/flows/README.md): between them the backend answers none of the flow's
// calls, as while mock mode's fake backend is still starting, so a path can rest in a state whose call is under
// way and send what a user sends there (a reload while loading, a change heard meanwhile), then let the answers
// come. The calls wait in the client, before they are sent: the same in the in-process world and over HTTP, with
// no test control asked of the target.
import type { AnyEndpoint, ApiClient } from '#contract';

export interface AnswerGate {
  /** From now on the flow's calls wait (the ones already answered are not undone). */
  hold(): void;
  /** Lets every waiting call go on, in the order it was made. */
  release(): void;
  /** Forgets the waiting calls without sending them (a replay that ended while holding): they are never answered. */
  drop(): void;
  /** What a call waits for before it is sent, or null when the gate is open (no extra turn then). */
  passed(): Promise<void> | null;
  /**
   * Whether the backend answers yet, as a form reads it (form.machine.ts `BackendReadiness`): `true`, or what
   * settles on release.
   */
  ready: () => true | PromiseLike<unknown>;
}

export function createAnswerGate(): AnswerGate {
  let held: { opened: Promise<void>; open: () => void } | null = null;
  return {
    hold() {
      if (held) return;
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      held = { opened, open };
    },
    release() {
      held?.open();
      held = null;
    },
    drop() {
      held = null;
    },
    passed: () => held?.opened ?? null,
    ready: () => held?.opened ?? true,
  };
}

/** A client whose calls wait at the gate before they are sent (its seeded attempt ids are its own still). */
export function heldBy(gate: AnswerGate, client: ApiClient): ApiClient {
  return {
    ...client,
    call: (async (endpoint: AnyEndpoint, args?: object) => {
      const held = gate.passed();
      if (held) await held;
      return (client.call as (e: AnyEndpoint, a?: object) => Promise<unknown>)(endpoint, args);
    }) as ApiClient['call'],
  };
}
