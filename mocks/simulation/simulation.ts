// The simulation around the fake backend: a clock a tester can advance, an outbox for e-mail and SMS,
// document-number counters, and server-side changes scheduled on the simulated timeline (spec §B).
import type { ClockAdvanced, StatusMove } from '#contract/mock-controls.ts';
import type { Db } from '../db';
import type { SimulationPort } from '../domain/simulation-port';

/** A task answers the statuses it moved (an application New → Open…), or nothing when it moved none. */
type TaskHandler = (payload: unknown, simulation: Simulation) => Promise<readonly StatusMove[] | void>;
export type TaskHandlers = Record<string, TaskHandler>;

export interface SimulationOptions {
  /** Fixed start of simulated time (ms). Without it the clock follows real time. */
  startAt?: number;
  tasks?: TaskHandlers;
  /** The super administrator's address (the portal's VITE_SUPER_ADMIN_EMAIL); the seeded persona's without it. */
  superAdminEmail?: string;
  /** Source of codes and tokens, seeded for replays that must print the same bytes twice; crypto when absent. */
  random?: () => number;
}

export interface Simulation extends SimulationPort {
  /** Moves the clock; the due tasks run, and the answer says what they moved, in the order they ran. */
  advance(ms: number): Promise<ClockAdvanced>;
  /** Runs the tasks due now; what they moved is added to `moved` when given. */
  runDue(moved?: StatusMove[]): Promise<number>;
  /** A random code of `length` digits (runtime codes need not be deterministic; tests read them from the outbox). */
  randomDigits(length: number): string;
  randomToken(): string;
  /** Who may save the settings and the payment options (spec 1 §6), lower-cased. */
  readonly superAdminEmail: string;
  /**
   * Where the clock stands from now on: held at `at` (it moves only when advanced, as a test's world needs: the
   * same replay meets the same dates), or following real time (`null`). Advances already made are kept.
   */
  startAt(at: number | null): void;
}

const OFFSET_KEY = 'clock.offsetMs';
/** The seeded super administrator (mocks/scenarios/personas.ts): the fake backend's, never a real build's. */
const SEEDED_SUPER_ADMIN_EMAIL = 'superadmin@demo.test';

export function createSimulation(db: Db, options: SimulationOptions = {}): Simulation {
  const tasks = options.tasks ?? {};
  let heldAt = options.startAt ?? null;
  const base = () => heldAt ?? Date.now();
  const offset = () => db.meta.findFirst((q) => q.where({ key: OFFSET_KEY }))?.value ?? 0;

  async function setMeta(key: string, value: number) {
    const existing = db.meta.findFirst((q) => q.where({ key }));
    if (existing) await db.meta.update(existing, { data: (m) => void (m.value = value) });
    else await db.meta.create({ key, value });
  }

  const simulation: Simulation = {
    db,
    superAdminEmail: (options.superAdminEmail ?? SEEDED_SUPER_ADMIN_EMAIL).trim().toLowerCase(),
    now: () => base() + offset(),
    nowIso: () => new Date(simulation.now()).toISOString(),
    today: () => simulation.nowIso().slice(0, 10),
    startAt(at) {
      heldAt = at;
    },
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward.');
      // Task by task: each runs at its own moment, so a step it schedules inside the advanced span (the next day
      // of a review) runs in the same advance, as a tester advancing three days expects.
      const target = base() + offset() + ms;
      let ran = 0;
      const moved: StatusMove[] = [];
      for (let guard = 0; guard < 1000; guard++) {
        const next = db.timeline.findMany((q) => q.where({ at: (at) => at <= target }), { orderBy: [{ at: 'asc' }, { id: 'asc' }] })[0];
        if (!next) break;
        if (next.at > simulation.now()) await setMeta(OFFSET_KEY, offset() + (next.at - simulation.now()));
        ran += await simulation.runDue(moved);
      }
      await setMeta(OFFSET_KEY, offset() + Math.max(0, target - simulation.now()));
      ran += await simulation.runDue(moved);
      return { now: simulation.nowIso(), ran, moved };
    },
    async nextNumber(key) {
      const current = db.meta.findFirst((q) => q.where({ key: `seq.${key}` }))?.value ?? 0;
      await setMeta(`seq.${key}`, current + 1);
      return current + 1;
    },
    async send(message) {
      const id = await simulation.nextNumber('outbox');
      return db.outbox.create({ ...message, id, sentAt: message.sentAt ?? simulation.nowIso() });
    },
    async schedule(kind, delayMs, payload) {
      const id = await simulation.nextNumber('timeline');
      await db.timeline.create({ id, at: simulation.now() + delayMs, kind, payload: JSON.stringify(payload) });
    },
    async runDue(moved) {
      let ran = 0;
      // A task may schedule the next step; loop until nothing is due.
      for (let guard = 0; guard < 1000; guard++) {
        const now = simulation.now();
        const due = db.timeline.findMany((q) => q.where({ at: (at) => at <= now }), { orderBy: [{ at: 'asc' }, { id: 'asc' }] });
        const next = due[0];
        if (!next) break;
        db.timeline.delete(next);
        const handler = tasks[next.kind];
        const didMove = handler ? await handler(JSON.parse(next.payload) as unknown, simulation) : undefined;
        if (didMove) moved?.push(...didMove);
        ran++;
      }
      return ran;
    },
    randomDigits(length) {
      const { random } = options;
      if (random) return Array.from({ length }, () => String(Math.floor(random() * 10) % 10)).join('');
      const bytes = crypto.getRandomValues(new Uint32Array(length));
      return Array.from(bytes, (b) => String(b % 10)).join('');
    },
    randomToken() {
      const { random } = options;
      if (random) return Array.from({ length: 64 }, () => Math.floor(random() * 16).toString(16)).join('');
      return crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, '');
    },
  };
  return simulation;
}
