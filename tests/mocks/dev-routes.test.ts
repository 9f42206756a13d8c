// The tester's /__mock/* controls as the browser worker and `portal serve` answer them: the simulated gateway
// previews and pays a batch once, refuses garbage with a 4xx and a message, and the clock moves forward only.
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#mocks/backend.ts';
import { createDevRoutes } from '#mocks/dev-routes.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { SCENARIO_ANCHOR } from '#mocks/scenarios/index.ts';
import { encodeBase64Json } from '#contract';

const ORIGIN = 'http://portal.test';
const arrears = personaByKey('arrears');

describe('/__mock controls', () => {
  let backend: Backend;
  let changes = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    const handlers = createDevRoutes({
      backend,
      onChange: () => void changes++,
    });
    const request = new Request(`${ORIGIN}/__mock/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no answer for ${method} ${path}`);
    return { status: response.status, json: (await response.json()) as { data?: unknown; message?: string } };
  };

  beforeAll(async () => {
    backend = await createBackend({ scenario: 'default', seed: 1, startAt: SCENARIO_ANCHOR.getTime() });
  });

  it('previews and pays a Clear Pending Invoices batch once', async () => {
    const batch = encodeBase64Json({
      customerNo: arrears.customerNo,
      accountNo: arrears.memberNo,
      success_url: '/dashboard',
      fail_url: '/billing',
    });
    const preview = await call('POST', 'gateway/preview', { batch });
    expect(preview.status).toBe(200);
    const shown = preview.json.data as { total: number; documents: unknown[]; alreadyPaid: boolean };
    expect(shown.total).toBeGreaterThan(0);
    expect(shown.alreadyPaid).toBe(false);

    const before = changes;
    const receiptsBefore = backend.db.receipts.count();
    const paid = await call('POST', 'gateway/pay', { batch, outcome: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: 'paid', duplicate: false, amount: shown.total, redirectTo: '/dashboard' });
    expect(changes).toBe(before + 1);
    expect(backend.db.receipts.count()).toBeGreaterThan(receiptsBefore);

    const again = await call('POST', 'gateway/pay', { batch, outcome: 'paid' });
    expect(again.json.data).toMatchObject({ duplicate: true, amount: 0 });
  });

  it('answers garbage with a 4xx and a message', async () => {
    const cases: Array<[unknown, number]> = [
      ['{not json', 400],
      [{ batch: '', outcome: 'paid' }, 422],
      [{ batch: 'x', outcome: 'stolen' }, 422],
      [{ batch: '%%%', outcome: 'paid' }, 422],
      [{ batch: 'A'.repeat(30_000), outcome: 'paid' }, 422],
    ];
    for (const [body, status] of cases) {
      const answer = await call('POST', 'gateway/pay', body);
      expect(answer.status).toBe(status);
      expect(answer.json.message).toMatch(/\w/);
    }
  });

  it('moves the clock forward only', async () => {
    const before = backend.simulation.now();
    expect((await call('POST', 'clock/advance', { ms: -1 })).status).toBe(422);
    const moved = await call('POST', 'clock/advance', { ms: 86_400_000 });
    expect(moved.status).toBe(200);
    expect(backend.simulation.now() - before).toBe(86_400_000);
  });

  it('sets the chaos of the API calls within bounds, and GET state shows it', async () => {
    try {
      for (const [body, message] of [
        [{ latencyMs: -1, failRate: 0 }, 'latencyMs cannot be negative.'],
        [{ latencyMs: 60_001, failRate: 0 }, 'latencyMs is too large (at most 60000 ms).'],
        [{ latencyMs: 1.5, failRate: 0 }, 'latencyMs must be a whole number of milliseconds.'],
        [{ latencyMs: 0, failRate: 1.01 }, 'failRate cannot be above 1 (every call fails).'],
        [{ latencyMs: 0, failRate: -0.01 }, 'failRate cannot be below 0.'],
        [{ latencyMs: 0, failRate: 'half' }, 'failRate must be a number from 0 to 1.'],
        [{ failRate: 0 }, 'latencyMs must be a number of milliseconds.'],
      ] as const) {
        const refused = await call('POST', 'chaos', body);
        expect(refused, JSON.stringify(body)).toMatchObject({ status: 422, json: { message } });
      }
      expect(backend.chaos).toEqual({ latencyMs: 0, failRate: 0 });

      for (const chaos of [
        { latencyMs: 0, failRate: 1 },
        { latencyMs: 60_000, failRate: 0 },
        { latencyMs: 250, failRate: 0.25 },
      ]) {
        const set = await call('POST', 'chaos', chaos);
        expect(set.status).toBe(200);
        expect(set.json.data).toMatchObject({ chaos });
        expect(backend.chaos).toEqual(chaos);
      }
      expect((await call('GET', 'state')).json.data).toMatchObject({ chaos: { latencyMs: 250, failRate: 0.25 } });

      // The API's own handlers read the same object: a failure rate of 1 fails the next call.
      await call('POST', 'chaos', { latencyMs: 0, failRate: 1 });
      const failed = await getResponse(backend.handlers, new Request(`${ORIGIN}/api/admin/settings`));
      expect(failed?.status).toBe(503);
    } finally {
      Object.assign(backend.chaos, { latencyMs: 0, failRate: 0 });
    }
  });

  it('a chaos with a seed fails the same calls on every run; without one it is random again', async () => {
    const statuses = async (chaos: object) => {
      await call('POST', 'chaos', chaos);
      const seen: number[] = [];
      for (let i = 0; i < 20; i++) seen.push((await getResponse(backend.handlers, new Request(`${ORIGIN}/api/admin/settings`)))!.status);
      return seen;
    };
    try {
      const badLine = { latencyMs: 0, failRate: 0.5, seed: 24 };
      const first = await statuses(badLine);
      expect(first).toContain(503);
      expect(first).toContain(200);
      expect(await statuses(badLine)).toEqual(first);
      expect(await statuses({ ...badLine, seed: 25 })).not.toEqual(first);
      expect((await call('GET', 'state')).json.data).toMatchObject({ chaos: { seed: 25 } });
      await call('POST', 'chaos', { latencyMs: 0, failRate: 0.5 });
      expect(backend.chaos).toEqual({ latencyMs: 0, failRate: 0.5 });
    } finally {
      await call('POST', 'chaos', { latencyMs: 0, failRate: 0 });
    }
  });

  it('names an unknown control', async () => {
    const answer = await call('GET', 'nothing-here');
    expect(answer).toMatchObject({ status: 404, json: { message: 'No mock control for GET /__mock/nothing-here' } });
  });
});
