// The request fuzzer of issue 24 item 3: requests built from the published OpenAPI (json-schema-faker, fixed seeds)
// plus hostile variants of each call's working example, sent to the in-process fake server as a member, an
// administrator and a visitor. Every answer must be a status the OpenAPI lists for that call (never a 5xx) and its
// body must match the OpenAPI's schema for that status (ajv, JSON Schema 2020-12). After the hostile writes, every
// read of the endpoint table is made again, so a write that stores what a read cannot return is caught.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generateSync } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';
import { contractText } from '#cli/contract-export.ts';
import { buildPath, listEndpoints, type AnyEndpoint } from '#contract';
import { examples } from '#mocks/examples/index.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { personaByKey, type PersonaKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../support/backend';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Json }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: Json }> }> };
}
type Caller = PersonaKey | null;
interface Sent {
  id: string;
  label: string;
  caller: Caller;
  method: string;
  path: string;
  body?: unknown;
}

const SEEDS = [1, 2, 3];
const CALLERS: Caller[] = ['member', 'admin', null];
/** What a QA team types into any field (issue 24 item 4), JSON values of every type included. */
const HOSTILE: unknown[] = [
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  'Wanjirũ Ōtieno 王小明 🙂',
  "' OR 1=1; --",
  '',
  '   ',
  '0001-01-01',
  '9999-12-31T23:59:59Z',
  null,
  -1,
  1e308,
  { $ne: null },
  ['a'],
];

const doc = JSON.parse(contractText('openapi')) as OpenApi;
const openApiPath = (path: string) => `/${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
const operationOf = (endpoint: AnyEndpoint) => doc.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The schema the OpenAPI gives an answer of this status, or undefined when the call does not list the status. */
function answerSchema(operation: Operation, status: number): { key: string; schema: Json } | undefined {
  const response = operation.responses[String(status)];
  if (!response) return undefined;
  if (response.$ref) {
    const name = response.$ref.split('/').pop()!;
    return { key: `#${name}`, schema: doc.components.responses[name]!.content['application/json']!.schema };
  }
  return { key: `${operation.operationId}.${status}`, schema: response.content!['application/json']!.schema };
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

const fake = (schema: Json, seed: number) => generateSync(schema, { seed, maxItems: 3, maxLength: 40, optionalsProbability: 0.7 });

/** One request per seed from the OpenAPI alone: parameters, query and body all generated. */
function generated(id: string, endpoint: AnyEndpoint, seed: number): Omit<Sent, 'caller'> {
  const operation = operationOf(endpoint);
  const params: Record<string, string> = {};
  const query: Json = {};
  for (const parameter of operation.parameters ?? []) {
    const value = fake(parameter.schema, seed * 31 + parameter.name.length);
    if (parameter.in === 'path') params[parameter.name] = String(value) || 'x';
    else query[parameter.name] = value;
  }
  const content = operation.requestBody?.content;
  const schema = content && Object.values(content)[0]?.schema;
  return {
    id,
    label: `generated, seed ${seed}`,
    method: endpoint.method,
    path: buildPath(endpoint.path, params) + queryString(query),
    ...(schema ? { body: fake(schema, seed) } : {}),
  };
}

/** The working example with one body field at a time replaced by a hostile value (a different one per field and seed). */
function hostileVariants(id: string, endpoint: AnyEndpoint, args: { params?: Json; query?: Json; body?: unknown }, seed: number) {
  const path = buildPath(endpoint.path, args.params as Record<string, string>) + queryString(args.query);
  const body = args.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  // Files do not travel in JSON; form entries take JSON bodies too (mocks/core/build-handlers.ts).
  const plain = Object.fromEntries(Object.entries(body).filter(([, v]) => !(v instanceof Blob)));
  return Object.keys(plain).map((key, i) => {
    const value = HOSTILE[(seed * 7 + i) % HOSTILE.length];
    return {
      id,
      label: `example with ${key}=${JSON.stringify(value)?.slice(0, 24)}`,
      method: endpoint.method,
      path,
      body: { ...plain, [key]: value },
    };
  });
}

describe('the request fuzzer (OpenAPI + json-schema-faker + ajv) against the fake server', () => {
  const t = useBackend({ scenario: 'default' });
  const tokens = new Map<PersonaKey, string>();
  let sent = 0;
  const failures: string[] = [];

  async function tokenOf(persona: PersonaKey): Promise<string> {
    const known = tokens.get(persona);
    if (known) return known;
    const response = await fetch(`${TEST_BASE_URL}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: personaByKey(persona).email, password: DEMO_PASSWORD }),
    });
    const token = ((await response.json()) as { data: { token: string } }).data.token;
    tokens.set(persona, token);
    return token;
  }

  async function send(request: Sent, endpoint: AnyEndpoint): Promise<void> {
    const token = request.caller ? await tokenOf(request.caller) : null;
    const response = await fetch(`${TEST_BASE_URL}${request.path}`, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    sent += 1;
    const text = await response.text();
    // A call that ended the session (logout, a password change) leaves the next request to sign in again.
    if (response.status === 401 && request.caller) tokens.delete(request.caller);
    const where = `${request.id} [${request.label}] as ${request.caller ?? 'visitor'}: ${request.method} /${request.path.slice(0, 60)} → ${response.status}`;
    const expected = answerSchema(operationOf(endpoint), response.status);
    if (response.status >= 500 || !expected) {
      failures.push(`${where} (${response.status >= 500 ? '5xx' : 'a status the OpenAPI does not list'}) ${text.slice(0, 160)}`);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      failures.push(`${where}: not JSON`);
      return;
    }
    const validate = validatorFor(expected.key, expected.schema);
    if (!validate(body)) {
      const first = validate.errors?.[0];
      failures.push(`${where}: answer breaks its schema at ${first?.instancePath || '(top)'} ${first?.message ?? ''}`);
    }
  }

  const entries = listEndpoints();
  const reads = entries.filter(({ endpoint }) => endpoint.method === 'GET');

  async function exampleArgs(id: string) {
    const [area, name] = id.split('.') as [string, string];
    const found = examples[area]?.[name];
    if (!found) return undefined;
    try {
      return { persona: found.persona, args: (await found.args({ db: t.backend.db })) as { params?: Json; query?: Json; body?: unknown } };
    } catch {
      // The example reads a record an earlier request used up (an unanswered referee, a pending payment).
      return undefined;
    }
  }

  async function readEverything(label: string): Promise<void> {
    for (const { id, endpoint } of reads) {
      const example = await exampleArgs(id);
      if (!example) continue;
      const path = buildPath(endpoint.path, example.args.params as Record<string, string>) + queryString(example.args.query);
      await send({ id, label, caller: example.persona, method: 'GET', path }, endpoint);
    }
  }

  it('answers every generated and hostile request with a listed status and a body its schema accepts, never a 5xx', async () => {
    const started = performance.now();
    for (const { id, endpoint } of entries) {
      for (const seed of SEEDS) {
        const request = generated(id, endpoint, seed);
        for (const caller of CALLERS) await send({ ...request, caller }, endpoint);
      }
    }
    // Hostile values in working requests, as the caller the example names: these reach the resolvers.
    for (const { id, endpoint } of entries) {
      const example = await exampleArgs(id);
      if (!example) continue;
      for (const seed of SEEDS) {
        for (const request of hostileVariants(id, endpoint, example.args, seed))
          await send({ ...request, caller: example.persona }, endpoint);
      }
    }
    // What the hostile writes stored must still be readable by every read.
    await readEverything('read after the hostile writes');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`request fuzzer: ${sent} requests to ${entries.length} calls in ${seconds} s, ${failures.length} failures`);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
  }, 120_000);
});
