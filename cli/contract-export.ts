// `portal contract`: the endpoint table of src/contract as an OpenAPI 3.1 document or one JSON Schema document,
// both generated from listEndpoints() (never a list of their own) and byte-identical from run to run.
// `portal contract --test-controls`: the test-control protocol (the /__mock/* table of src/contract/mock-controls.ts,
// docs/decisions/041) as a document of its own, generated the same way.
import { readFileSync } from 'node:fs';
import { ErrorBodySchema, FileSchema, IDEMPOTENCY_HEADER, listEndpoints, type AnyEndpoint, type Schema } from '#contract';
import { z } from '#contract/mini.ts';
import { ERROR_ANSWERS, errorStatusesOf } from '#contract/error-answers.ts';
import { CONTROL_PROTOCOL } from '#contract/control-protocol.ts';
import { mockControls, type MockControlId } from '#contract/mock-controls.ts';

// The API document leaves the /__mock/* controls out on purpose: it is what a real backend must serve, and a
// backend team generating from it must not build the tester's reset and clock into production. A staging
// backend that wants the portal's tests to run against it implements the second document, the controls'.

/** Which document: the API a backend serves, or the test-control protocol a staging backend may add. */
export type ContractPart = 'api' | 'controls';

export type JsonSchema = Record<string, unknown>;
export type ContractFormat = 'openapi' | 'jsonschema';
export const CONTRACT_FORMATS: readonly ContractFormat[] = ['openapi', 'jsonschema'];

const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const UNREPRESENTABLE_NOTE = 'JSON Schema cannot describe this value';
const CUSTOM_CHECK_NOTE =
  'The portal also applies a rule JSON Schema cannot express (a custom check): a value valid here may still be refused.';

// Every schema zod builds (mini or classic) carries its definition as the public `def`; the callbacks below are
// handed the core type, which does not declare it.
const defOf = (schema: z.core.$ZodType): z.core.$ZodTypeDef => (schema as z.ZodMiniType).def;
// Every file schema of the contract is FileSchema with checks added, and `.check()` keeps the same test function.
const isFileSchema = (schema: z.core.$ZodType) => schema instanceof z.ZodMiniCustom && schema.def.fn === FileSchema.def.fn;
/**
 * A rule JSON Schema cannot say: `refine()` adds a custom schema as a check, `superRefine()` and `check()` a bare
 * check; zod's own rules (lengths, formats, trim…) are checks of a kind of their own. `z.meta()` used as a check
 * is bare too: the contract registers metadata with `.register(z.globalRegistry, …)` instead (decision 032).
 */
const isCustomCheck = (check: z.core.$ZodCheck) =>
  check instanceof z.core.$ZodCustom || Object.getPrototypeOf(check) === z.core.$ZodCheck.prototype;

function withNote(json: JsonSchema, note: string): void {
  json.description = typeof json.description === 'string' && json.description !== '' ? `${json.description} ${note}` : note;
}

/**
 * One schema as it travels on the wire. `io: 'input'` for every part, answers included: the JSON a server sends
 * is what the answer schema parses (its input), as the body a client sends is the body schema's input. What zod
 * cannot represent (files, custom types, a lone transform) becomes as loose as needed, with a note saying so,
 * instead of stopping the export; refinements zod silently drops are noted too.
 */
export function toWireSchema(schema: Schema): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: ({ zodSchema, message }) =>
      isFileSchema(zodSchema)
        ? { type: 'string', format: 'binary', description: 'A file (one part of the multipart body).' }
        : { description: `${UNREPRESENTABLE_NOTE} (${message.replace(/\.$/, '')}): any value is shown as allowed here.` },
    override: ({ zodSchema, jsonSchema }) => {
      if (defOf(zodSchema).checks?.some(isCustomCheck)) withNote(jsonSchema, CUSTOM_CHECK_NOTE);
    },
  }) as JsonSchema;
  // The dialect is said once by the enclosing document.
  delete json.$schema;
  return json;
}

/** The backend's modules, as the endpoint table groups them (src/contract/endpoints/index.ts). */
const AREA_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, registration, activation, OTP, passwords and the member lookup of the sign-up (spec 1 §7).',
  setup: 'The settings, the company, the lookups (setup/*) and administration (spec 1 §7).',
  profile: 'The profile, its sub-lists, the checklist, the search and the referee form (spec 2 §7).',
  membership: 'Applications, upgrades, subscriptions, the practice licence, billing, CPD and events (spec 3 §7).',
};

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const pathParamNames = (path: string) => [...path.matchAll(PATH_PARAM)].map((m) => m[1] as string);
const openApiPath = (path: string) => `/${path.replace(PATH_PARAM, '{$1}')}`;
const areaOf = (id: string) => id.split('.')[0] as string;

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

function describeCall(endpoint: AnyEndpoint): string {
  const lines = [`Spec: ${endpoint.spec}. Access: ${endpoint.access}.`];
  if (endpoint.encoding === 'form') lines.push('Multipart body: object and array fields are sent as JSON text, files as file parts.');
  return lines.join(' ');
}

function queryParameters(query: Schema): JsonSchema[] {
  const json = toWireSchema(query);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

function operation(id: string, endpoint: AnyEndpoint, part: ContractPart): JsonSchema {
  const parameters = [
    ...pathParamNames(endpoint.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: 'URI-encoded by the client.',
    })),
    ...(endpoint.query ? queryParameters(endpoint.query) : []),
    ...(endpoint.once
      ? [
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 200 },
            description:
              "Names the user's attempt (decision 019). The same key, session, call and body again must answer as the first time and change nothing more; another body is a new request; refusals are not remembered.",
          },
        ]
      : []),
  ];
  const control = part === 'controls' ? CONTROL_PROTOCOL[id.replace(/^controls\./, '') as MockControlId] : undefined;
  return {
    operationId: id,
    tags: [control ? CONTROLS_TAG : areaOf(id)],
    summary: endpoint.summary,
    description: control
      ? `${control.use} The "${control.control}" control: a backend without it answers 404, 405 or 501 here, and the test steps that need it are skipped.`
      : describeCall(endpoint),
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.encoding === 'form' ? 'multipart/form-data' : 'application/json']: { schema: toWireSchema(endpoint.body) },
            },
          },
        }
      : {}),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: toWireSchema(endpoint.answer) } } },
      ...Object.fromEntries(errorStatusesOf(endpoint).map((status) => [String(status), { $ref: `#/components/responses/${status}` }])),
      ...(endpoint.limit ? { '429': limitedAnswer(endpoint.limit) } : {}),
      default: { $ref: '#/components/responses/Error' },
    },
    // Public calls say so explicitly: no document-wide default to inherit.
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
    ...(control ? { 'x-control': control.control } : { 'x-access': endpoint.access, 'x-spec': endpoint.spec }),
  };
}

const CONTROLS_TAG = 'test-controls';

/** The entries of one document: the endpoint table's, or the controls' (ids `controls.<name>`). */
function entriesOf(part: ContractPart): Array<{ id: string; endpoint: AnyEndpoint }> {
  if (part === 'api') return listEndpoints();
  return Object.entries(mockControls).map(([id, endpoint]) => ({ id: `controls.${id}`, endpoint }));
}

const CONTROLS_DESCRIPTION = [
  "The test-control protocol: what a backend implements so that the portal's own flows run against it as a behaviour suite (`portal replay --target URL --controls URL`), the way a Pact provider implements provider states.",
  "Generated by `portal contract --test-controls` from the mockControls table of src/contract/mock-controls.ts; `portal serve` and the browser's mock mode answer every one.",
  "`POST reset` is the provider state: a named scenario and seed, after which the scenario's personas and records exist. The others let a test read what the backend sent (outbox), move its clock (clock/advance), make it fail (chaos) and pay through its simulated gateway.",
  'A backend may implement only some: answering 404, 405 or 501 on a control says it has none, and a test step that needs it is reported skipped (never passed). Never serve these in production: they reset data and show one-time codes.',
].join('\n\n');

function openApiDocument(part: ContractPart): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { id, endpoint } of entriesOf(part)) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operation(id, endpoint, part);
  }
  const areas = [...new Set(entriesOf(part).map(({ id }) => areaOf(id)))];
  const head =
    part === 'api'
      ? {
          info: {
            title: 'Member portal API',
            version: packageVersion(),
            description:
              'Generated by `portal contract` from the endpoint table of src/contract. Every answer is an envelope { data, message? }; errors are { message }.',
          },
          servers: [{ url: '/api', description: 'The API base (VITE_API_BASE_URL)' }],
          tags: areas.map((name) => ({ name, description: AREA_DESCRIPTIONS[name] ?? `The ${name} calls.` })),
        }
      : {
          info: { title: 'Member portal test-control protocol', version: packageVersion(), description: CONTROLS_DESCRIPTION },
          servers: [{ url: '/__mock', description: "The controls' base (`--controls`; by default the API's origin + /__mock/)" }],
          tags: [{ name: CONTROLS_TAG, description: 'The controls a test needs of the backend it runs against (docs/decisions/041).' }],
        };
  return {
    openapi: '3.1.0',
    info: head.info,
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    servers: head.servers,
    tags: head.tags,
    paths,
    components: {
      ...(entriesOf(part).some(({ endpoint }) => endpoint.access !== 'public')
        ? { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token the sign-in calls answer.' } } }
        : {}),
      responses: {
        ...Object.fromEntries(
          Object.entries(ERROR_ANSWERS)
            // Only the answers the document's calls refer to (redocly's no-unused-components).
            .filter(([status]) => entriesOf(part).some(({ endpoint }) => (errorStatusesOf(endpoint) as number[]).includes(Number(status))))
            .map(([status, { description, schema }]) => [
              status,
              { description, content: { 'application/json': { schema: toWireSchema(schema) } } },
            ]),
        ),
        Error: {
          description: 'Any other failure (a 5xx; 503 while the service is unavailable): the message says what went wrong.',
          content: { 'application/json': { schema: toWireSchema(ErrorBodySchema) } },
        },
      },
    },
  };
}

/** One JSON Schema document: a definition per endpoint part (`#/$defs/auth.login.body`, `….query`, `….answer`). */
function jsonSchemaDocument(part: ContractPart): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  for (const { id, endpoint } of entriesOf(part)) {
    const label = `${endpoint.method} ${endpoint.path}`;
    const parts = { query: endpoint.query, body: endpoint.body, answer: endpoint.answer };
    for (const [part, schema] of Object.entries(parts)) {
      if (schema) defs[`${id}.${part}`] = { title: `${label} (${part}): ${endpoint.summary}`, ...toWireSchema(schema) };
    }
  }
  return {
    $schema: JSON_SCHEMA_DIALECT,
    title: 'Member portal API contract',
    description:
      'Generated by `portal contract --format jsonschema` from the endpoint table of src/contract: one definition per call and part (query, body, answer).',
    $defs: defs,
  };
}

export function contractText(format: ContractFormat, part: ContractPart = 'api'): string {
  return `${JSON.stringify(format === 'openapi' ? openApiDocument(part) : jsonSchemaDocument(part), null, 2)}\n`;
}

/** A call's own 429 (issue 35 item 1): its limit in words, the message, and the wait in Retry-After. */
function limitedAnswer(limit: string) {
  return {
    description: `Too many attempts. ${limit} The message says the wait in minutes ('Too many attempts, try again in N minutes.').`,
    headers: {
      'Retry-After': { description: 'Seconds to wait before the call is taken again.', schema: { type: 'integer', minimum: 1 } },
    },
    content: { 'application/json': { schema: toWireSchema(ERROR_ANSWERS[429].schema) } },
  };
}
