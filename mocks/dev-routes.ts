// The tester's controls of the simulated world, as MSW handlers under /__mock/*, so `portal serve` and the
// browser worker serve the same ones: outbox, clock, reset, state, and the simulated payment gateway.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { Backend } from './backend';
import { isScenarioName, scenarios } from './scenarios';
import { MockHttpError } from './core/http-error';
import { payBatch, previewBatch } from './world/gateway';

export const DEV_PREFIX = '/__mock/';

export interface DevRoutesOptions {
  backend: Backend;
  /** Replaces the default reset (backend.reset): the browser also clears its stored snapshot. */
  reset?: (scenario: string, seed: number) => Promise<void>;
  /** Called after any control that changed the world (clock, reset, payment). */
  onChange?: () => void;
  /** Writes pending changes to storage now (the browser's debounced IndexedDB save). */
  flush?: () => Promise<void>;
}

const AdvanceSchema = z.object({
  ms: z.number({ error: 'ms must be a number of milliseconds.' }).int('ms must be a whole number of milliseconds.').min(0, 'The clock only moves forward.').max(10 * 365 * 86_400_000, 'ms is too large (at most ten years).'),
});
const ResetSchema = z.object({
  scenario: z
    .string()
    .refine(isScenarioName, { message: `Unknown scenario. Known: ${Object.keys(scenarios).join(', ')}` })
    .optional(),
  seed: z.number({ error: 'seed must be a number.' }).int('seed must be a whole number.').min(0).max(2 ** 32 - 1).optional(),
});
const PreviewSchema = z.object({
  batch: z.string().min(1, 'batch is required.').max(20_000, 'batch is too long.'),
});
const PaySchema = PreviewSchema.extend({
  outcome: z.enum(['paid', 'failed', 'cancelled'], { error: 'outcome must be paid, failed or cancelled.' }),
});

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const text = await request.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      return { ok: false, response: json({ message: 'The request body is not valid JSON.' }, 400) };
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: json({ message: parsed.error.issues[0]?.message ?? 'Invalid request.' }, 422) };
  return { ok: true, value: parsed.data };
}

/** A gateway refusal (garbage batch, unknown invoice) is the tester's 4xx with its message, never a 500. */
async function answerOrError(run: () => unknown): Promise<Response> {
  try {
    return json(await run());
  } catch (e) {
    if (e instanceof MockHttpError) return json({ message: e.message }, e.status);
    throw e;
  }
}

/** What `GET /__mock/state` answers. */
export function stateOf(backend: Backend) {
  return { scenario: backend.scenario, seed: backend.seed, now: backend.world.nowIso(), chaos: { ...backend.chaos } };
}

export function createDevRoutes(options: DevRoutesOptions): HttpHandler[] {
  const { backend } = options;
  const path = (p: string) => `*${DEV_PREFIX}${p}`;
  const changed = () => options.onChange?.();

  return [
    http.get(path('outbox'), async () => {
      await backend.world.runDue();
      const messages = backend.db.outbox.findMany(undefined, { orderBy: { id: 'desc' } });
      return json({ data: messages });
    }),
    http.get(path('state'), () => json({ data: stateOf(backend) })),
    // Before a full page load (a tester opening an e-mailed link in a new page), so nothing is lost.
    http.post(path('flush'), async () => {
      await options.flush?.();
      return json({ data: stateOf(backend), message: 'Saved.' });
    }),
    // Members of the register who have no portal account yet: what a tester types on /activate.
    http.get(path('hints'), () => {
      const unclaimed = backend.db.profiles
        .findMany((q) => q.where({ userId: null, MemberNo: (m) => m !== '' }), { take: 5, orderBy: { MemberNo: 'asc' } })
        .map((p) => ({ MemberNo: p.MemberNo, FirstName: p.FirstName, LastName: p.LastName, IdentificationDocumentNo: p.IdentificationDocumentNo, PhoneNo: p.PhoneNo, Email: p.Email }));
      return json({ data: { unclaimedMembers: unclaimed } });
    }),
    http.post(path('clock/advance'), async ({ request }) => {
      const read = await readJson(request, AdvanceSchema);
      if (!read.ok) return read.response;
      const result = await backend.world.advance(read.value.ms);
      changed();
      return json({ data: result, message: `The clock moved ${read.value.ms} ms; ${result.ran} scheduled change(s) ran.` });
    }),
    http.post(path('reset'), async ({ request }) => {
      const read = await readJson(request, ResetSchema);
      if (!read.ok) return read.response;
      const scenario = read.value.scenario ?? backend.scenario;
      const seed = read.value.seed ?? backend.seed;
      await (options.reset ? options.reset(scenario, seed) : backend.reset(scenario, seed));
      changed();
      return json({ data: stateOf(backend), message: `Reset to scenario "${scenario}" with seed ${seed}.` });
    }),
    http.post(path('gateway/preview'), async ({ request }) => {
      const read = await readJson(request, PreviewSchema);
      if (!read.ok) return read.response;
      return answerOrError(() => ({ data: previewBatch(backend.world, read.value.batch) }));
    }),
    http.post(path('gateway/pay'), async ({ request }) => {
      const read = await readJson(request, PaySchema);
      if (!read.ok) return read.response;
      const { batch, outcome } = read.value;
      return answerOrError(async () => {
        const result = await payBatch(backend.world, batch, outcome);
        changed();
        return { data: result, message: result.message };
      });
    }),
    http.all(path('*'), ({ request }) => {
      const url = new URL(request.url);
      return json({ message: `No mock control for ${request.method} ${url.pathname}` }, 404);
    }),
  ];
}
