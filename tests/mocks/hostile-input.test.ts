// Bad input to the fake server, for every entry of the endpoint table: no token or a wrong one, a body of the
// wrong type, missing fields, malformed JSON, huge strings, garbage path parameters. Each answer is a 4xx with
// a message (never a 500, a 501 or a crash), and together they change nothing in the data.
// Requests go through raw fetch, not the API client, which would refuse most of them before sending.
// A 10 MB body crosses the transport once per way the server reads a body (JSON, a form entry's JSON); what refuses
// it is the field's rule, so each entry's first string field meets 10 MB at the entry's own schema (the one the
// server judges a body by): 56 bodies of 10 MB through fetch took three quarters of this file's time.
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { submissionMachine } from '#machines/applications/submission.machine.ts';
import { listEndpoints, buildPath, newApplicationDraft, type AnyEndpoint } from '#contract';
import { examples } from '#mocks/examples/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../support/backend';

interface Probe {
  id: string;
  case: string;
  method: string;
  path: string;
  token: string | null;
  /** A function for the 10 MB bodies: made when sent, so the run never holds hundreds of megabytes at once. */
  body?: string | (() => string);
}

const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
const LONG = 'x'.repeat(100_000);
const GARBAGE_PARAMS = ['..%2F..%2Fetc', '%E0%A4%A', '<script>alert(1)</script>', 'x'.repeat(2_000), '-1', '1e999', 'null'];

type Args = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

const entries = listEndpoints();

/** The requests that must each be refused, built from the entry's working example; `tenMb` adds a 10 MB body. */
function probesFor(id: string, endpoint: AnyEndpoint, args: Args, token: string | null, tenMb: boolean): Probe[] {
  const path = (params = args.params) => buildPath(endpoint.path, params) + queryString(args.query);
  const base = { id, method: endpoint.method, token };
  const probes: Probe[] = [];
  if (endpoint.access !== 'public') {
    probes.push({
      ...base,
      case: 'no token',
      path: path(),
      token: null,
      ...(args.body === undefined ? {} : { body: JSON.stringify(args.body) }),
    });
    probes.push({
      ...base,
      case: 'wrong token',
      path: path(),
      token: 'not-a-real-token',
      ...(args.body === undefined ? {} : { body: JSON.stringify(args.body) }),
    });
  }
  for (const [name] of Object.entries(args.params ?? {})) {
    for (const garbage of GARBAGE_PARAMS) {
      probes.push({
        ...base,
        case: `param ${name}=${garbage.slice(0, 20)}`,
        path: path({ ...args.params, [name]: garbage }),
        ...(args.body === undefined ? {} : { body: JSON.stringify(args.body) }),
      });
    }
  }
  if (endpoint.body) {
    probes.push({ ...base, case: 'malformed JSON', path: path(), body: '{"not json' });
    probes.push({ ...base, case: 'array body', path: path(), body: '[1,2,3]' });
    if (!endpoint.body.safeParse({}).success) probes.push({ ...base, case: 'missing fields', path: path(), body: '{}' });
    const body = (args.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') {
        probes.push({ ...base, case: `100,000 characters in ${key}`, path: path(), body: JSON.stringify({ ...body, [key]: LONG }) });
      }
      probes.push({ ...base, case: `object in ${key}`, path: path(), body: JSON.stringify({ ...body, [key]: { $ne: null } }) });
    }
    const firstString = Object.entries(body).find(([, v]) => typeof v === 'string')?.[0];
    if (firstString && tenMb)
      probes.push({
        ...base,
        case: `10 MB in ${firstString}`,
        path: path(),
        body: () => JSON.stringify({ ...body, [firstString]: TEN_MB }),
      });
  }
  return probes;
}

/** An entry's example body and its first string field, as the entry's own schema judges them. */
interface StringField {
  id: string;
  endpoint: AnyEndpoint & { body: NonNullable<AnyEndpoint['body']> };
  body: Record<string, unknown>;
  key: string;
}

function firstStringField(id: string, endpoint: AnyEndpoint, body: unknown): StringField | undefined {
  if (!endpoint.body || !body || typeof body !== 'object') return undefined;
  const key = Object.entries(body).find(([, value]) => typeof value === 'string')?.[0];
  return key === undefined ? undefined : { id, endpoint: endpoint as StringField['endpoint'], body: body as Record<string, unknown>, key };
}

describe('hostile input to the fake server', () => {
  const t = useBackend({ scenario: 'default' });
  const probes: Probe[] = [];
  const fields: StringField[] = [];
  /** The ways the server reads a body that a 10 MB body has crossed: `json`, `form` (a form entry sent as JSON). */
  const tenMbSent = new Set<string>();

  beforeAll(async () => {
    const tokens = new Map<string, string>();
    const tokenOf = async (persona: string) => {
      if (!tokens.has(persona)) {
        const response = await fetch(`${TEST_BASE_URL}auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: personaByKey(persona as never).email, password: DEMO_PASSWORD }),
        });
        tokens.set(persona, ((await response.json()) as { data: { token: string } }).data.token);
      }
      return tokens.get(persona) ?? null;
    };
    for (const { id, endpoint } of entries) {
      const [area, name] = id.split('.') as [string, string];
      const example = examples[area]?.[name];
      if (!example) continue; // the coverage test names entries without an example
      const args = (await example.args({ db: t.backend.db })) as Args;
      const body = args.body;
      // Form entries also take JSON bodies; files do not survive JSON, so their example body is replaced by its plain fields.
      const plain =
        body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).filter(([, v]) => !(v instanceof Blob))) : body;
      const field = firstStringField(id, endpoint, body);
      if (field) fields.push(field);
      const way = endpoint.encoding;
      const tenMb = !tenMbSent.has(way) && firstStringField(id, endpoint, plain) !== undefined;
      if (tenMb) tenMbSent.add(way);
      probes.push(
        ...probesFor(
          id,
          endpoint,
          { ...args, ...(plain === undefined ? {} : { body: plain }) },
          example.persona ? await tokenOf(example.persona) : null,
          tenMb,
        ),
      );
    }
  });

  it('refuses every probe with a 4xx and a message, and changes nothing', async () => {
    const before = t.backend.snapshot().collections;
    const failures: string[] = [];
    for (const probe of probes) {
      const response = await fetch(`${TEST_BASE_URL}${probe.path}`, {
        method: probe.method,
        headers: {
          accept: 'application/json',
          ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(probe.token ? { authorization: `Bearer ${probe.token}` } : {}),
        },
        ...(probe.body === undefined ? {} : { body: typeof probe.body === 'function' ? probe.body() : probe.body }),
      });
      const text = await response.text();
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (response.status < 400 || response.status > 499 || typeof message !== 'string' || message.trim() === '') {
        failures.push(`${probe.id} [${probe.case}] ${probe.method} ${probe.path.slice(0, 80)} → ${response.status} ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probes.length).toBeGreaterThan(300);

    const after = t.backend.snapshot().collections;
    const changed = Object.keys(after).filter(
      (name) => name !== 'sessions' && JSON.stringify(after[name]) !== JSON.stringify(before[name]),
    );
    expect(changed).toEqual([]);
  }, 60_000);

  it("refuses 10 MB in each entry's first string field, at the schema the server judges the body by", () => {
    expect([...tenMbSent].sort()).toEqual(['form', 'json']);
    expect(new Set(fields.map((f) => f.id)).size).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { id, endpoint, body, key } of fields) {
      // Both sides: the example as it is passes, and with 10 MB in the one field it is refused for that field.
      if (!endpoint.body.safeParse(body).success) failures.push(`${id}: its own example is refused`);
      const result = endpoint.body.safeParse({ ...body, [key]: TEN_MB });
      if (result.success || !result.error.issues.some((issue) => issue.path[0] === key)) failures.push(`${id}: 10 MB in ${key} is taken`);
    }
    expect(failures).toEqual([]);
  });

  // Issue 14: the submission's code field (its only form) with empty, 10,000 characters, HTML and emoji — the
  // machine keeps what was typed and shows the spec's message without a call; sent raw to auth/verify-otp, the server
  // refuses each with a message and nothing is submitted.
  it('the application submission code: empty, 10,000 characters, HTML, emoji', async () => {
    const approver = personaByKey('approver');
    const api = await t.signIn(approver.email);
    const application = newApplicationDraft(approver.profileId!, 'PE');
    const actor = createActor(submissionMachine, { input: { api, userId: approver.userId, checklistPassed: true, application } }).start();
    actor.send({ type: 'submission.start' });
    actor.send({ type: 'submission.accept' });
    await waitFor(actor, (s) => s.matches('entering'));
    const token = (
      (await (
        await fetch(`${TEST_BASE_URL}auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: approver.email, password: DEMO_PASSWORD }),
        })
      ).json()) as { data: { token: string } }
    ).data.token;
    for (const hostile of ['', 'x'.repeat(10_000), '<script>alert(1)</script>', '🙂🙂🙂🙂🙂🙂']) {
      actor.send({ type: 'submission.change', code: hostile });
      actor.send({ type: 'submission.verify' });
      expect(actor.getSnapshot().value).toBe('entering');
      expect(actor.getSnapshot().context).toMatchObject({
        code: hostile,
        error: hostile === '' ? 'Field is required' : 'The code must be 6 digits',
      });
      const response = await fetch(`${TEST_BASE_URL}auth/verify-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ otp_code: hostile, user_id: approver.userId }),
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toMatch(/^(Field is required|The code must be 6 digits)$/);
    }
    expect(t.backend.db.applications.findMany((q) => q.where({ ProfileID: approver.profileId! }))).toEqual([]);
  });
});
