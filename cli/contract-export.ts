// `portal contract`: the endpoint table of src/contract as an OpenAPI 3.1 document or one JSON Schema document,
// both generated from listEndpoints() (never a list of their own) and byte-identical from run to run.
import { readFileSync } from 'node:fs';
import { ErrorBodySchema, FileSchema, IDEMPOTENCY_HEADER, listEndpoints, type AnyEndpoint, type Schema } from '#contract';
import { z } from '#contract/mini.ts';
import { ERROR_ANSWERS, errorStatusesOf } from '#contract/error-answers.ts';

// The /__mock/* controls (src/contract/mock-controls.ts) are left out on purpose: this export is what a real
// backend must serve, and a backend team generating from it must not build the tester's reset and clock.

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

function operation(id: string, endpoint: AnyEndpoint): JsonSchema {
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
  return {
    operationId: id,
    tags: [areaOf(id)],
    summary: endpoint.summary,
    description: describeCall(endpoint),
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
    'x-access': endpoint.access,
    'x-spec': endpoint.spec,
  };
}

function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { id, endpoint } of listEndpoints()) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operation(id, endpoint);
  }
  const areas = [...new Set(listEndpoints().map(({ id }) => areaOf(id)))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member portal API',
      version: packageVersion(),
      description:
        'Generated by `portal contract` from the endpoint table of src/contract. Every answer is an envelope { data, message? }; errors are { message }.',
    },
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    servers: [{ url: '/api', description: 'The API base (VITE_API_BASE_URL)' }],
    tags: areas.map((name) => ({ name, description: AREA_DESCRIPTIONS[name] ?? `The ${name} calls.` })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token the sign-in calls answer.' } },
      responses: {
        ...Object.fromEntries(
          Object.entries(ERROR_ANSWERS).map(([status, { description, schema }]) => [
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
function jsonSchemaDocument(): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  for (const { id, endpoint } of listEndpoints()) {
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

export function contractText(format: ContractFormat): string {
  return `${JSON.stringify(format === 'openapi' ? openApiDocument() : jsonSchemaDocument(), null, 2)}\n`;
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
