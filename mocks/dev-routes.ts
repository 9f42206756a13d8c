// The tester's controls of the simulation (/__mock/*): one resolver per entry of the contract's mockControls
// table, served by the same route builder as the API (request and answer parsed with the entry's schemas), so
// `portal serve` and the browser worker answer the same ones: outbox, clock, reset, state, the world's snapshot, and
// the payment gateway.
import type { HttpHandler } from 'msw';
import { MOCK_CONTROLS_BASE, mockControls, type Chaos } from '#contract/mock-controls.ts';
import type { Backend } from './backend';
import { buildHandlers, type HandlerBase } from './core/build-handlers';
import { unprocessable } from './core/http-error';
import { route } from './core/route';
import { isScenarioName, SCENARIO_ANCHOR, scenarios } from './scenarios';
import { payBatch, previewBatch } from './simulation/gateway';

export const DEV_PREFIX = MOCK_CONTROLS_BASE;

export interface DevRoutesOptions {
  backend: Backend;
  /** Replaces the default reset (backend.reset): the browser also clears its stored snapshot. */
  reset?: (scenario: string, seed: number) => Promise<void>;
  /** Called after any control that changed the world (clock, reset, payment). */
  onChange?: () => void;
  /** Called after the chaos control changed the latency or failure rate (the browser remembers them). */
  onChaos?: (chaos: Chaos) => void;
}

const CONTROLS_BASE: HandlerBase = {
  prefix: DEV_PREFIX,
  unmatched: (request) =>
    Response.json({ message: `No mock control for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 }),
};

/** What `GET /__mock/state` answers. */
function stateOf(backend: Backend) {
  return { scenario: backend.scenario, seed: backend.seed, now: backend.simulation.nowIso(), chaos: { ...backend.chaos } };
}

export function createDevRoutes(options: DevRoutesOptions): HttpHandler[] {
  const { backend } = options;
  const routes = [
    route(mockControls.outbox, () => ({ data: backend.db.outbox.findMany(undefined, { orderBy: { id: 'desc' } }) })),
    route(mockControls.state, () => ({ data: stateOf(backend) })),
    route(mockControls.hints, ({ db }) => {
      const unclaimed = db.profiles
        .findMany((q) => q.where({ userId: null, MemberNo: (m) => m !== '' }), { take: 5, orderBy: { MemberNo: 'asc' } })
        .map((p) => ({
          MemberNo: p.MemberNo,
          FirstName: p.FirstName,
          LastName: p.LastName,
          IdentificationDocumentNo: p.IdentificationDocumentNo,
          PhoneNo: p.PhoneNo,
          Email: p.Email,
        }));
      return { data: { unclaimedMembers: unclaimed } };
    }),
    route(mockControls.clockAdvance, async ({ body, simulation }) => {
      const result = await simulation.advance(body.ms);
      return { data: result, message: `The clock moved ${body.ms} ms; ${result.ran} scheduled change(s) ran.` };
    }),
    // The backend's chaos object is the one its API handlers read: changed in place, it applies to the next call.
    route(mockControls.chaos, ({ body }) => {
      // The whole setting is replaced: a body without jitter or faults means none and the default fault.
      delete backend.chaos.jitterMs;
      delete backend.chaos.faults;
      delete backend.chaos.seed;
      Object.assign(backend.chaos, body);
      backend.seedChaos(body.seed);
      options.onChaos?.({ ...backend.chaos });
      const jitter = body.jitterMs ? ` (plus up to ${body.jitterMs} ms)` : '';
      const faults = body.faults ? ` (${body.faults.join(', ')})` : '';
      return {
        data: stateOf(backend),
        message: `API calls now wait ${body.latencyMs} ms${jitter} and fail at a rate of ${body.failRate}${faults}.`,
      };
    }),
    route(mockControls.reset, async ({ body }) => {
      const scenario = body.scenario ?? backend.scenario;
      const seed = body.seed ?? backend.seed;
      if (!isScenarioName(scenario)) throw unprocessable(`Unknown scenario. Known: ${Object.keys(scenarios).join(', ')}`);
      await (options.reset ? options.reset(scenario, seed) : backend.reset(scenario, seed));
      // A test's provider state includes its time: held at the anchor, the same replay meets the same dates.
      if (body.clock) backend.simulation.startAt(body.clock === 'anchor' ? SCENARIO_ANCHOR.getTime() : null);
      const clock = body.clock === 'anchor' ? ', the clock held at its anchor' : body.clock === 'real' ? ', the clock on real time' : '';
      return { data: stateOf(backend), message: `Reset to scenario "${scenario}" with seed ${seed}${clock}.` };
    }),
    // A recording on this world (a page with `?world=`) carries it (src/kernel/flow-log): the same snapshot the
    // browser's world host gives its own pages.
    route(mockControls.snapshot, ({ simulation }) => ({
      data: { snapshot: backend.snapshot(), now: simulation.nowIso() },
    })),
    route(mockControls.gatewayPreview, ({ body, simulation }) => ({ data: previewBatch(simulation, body.batch) })),
    route(mockControls.gatewayPay, async ({ body, simulation }) => {
      const result = await payBatch(simulation, body.batch, body.outcome);
      return { data: result, message: result.message };
    }),
  ];
  // The tester's controls never suffer the simulated latency and failures of the API.
  return buildHandlers(
    routes,
    {
      db: backend.db,
      simulation: backend.simulation,
      chaos: { latencyMs: 0, failRate: 0 },
      random: Math.random,
      ...(options.onChange ? { onChange: options.onChange } : {}),
    },
    CONTROLS_BASE,
  );
}
