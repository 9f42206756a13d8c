// What each event of a flow carries, read from its machine's event schemas (found by machines/event-schema-registry.ts,
// decision 046): the fields with their JSON types and whether they are required, and one example a replay takes —
// the event as a generated path sends it (so the seeded world accepts it), else the smallest one the schema
// accepts. docs/flows pages show them; `portal replay` checks a sent event against the same schemas.
import type { AnyStateMachine } from 'xstate';
import { z } from '#contract/mini.ts';
import { eventSchemasOf } from '#machines/event-schema-registry.ts';
import { payloadRefusal, type EventSchemas } from '#machines/event-schemas.ts';
import type { FlowGraph } from './machine-graph';
import type { FlowPathSet } from './shortest-paths';

type FlowPath = FlowPathSet['paths'][number];

/** A JSON Schema node, as zod writes one. */
interface Json {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Json[];
  oneOf?: Json[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  items?: Json;
  properties?: Record<string, Json>;
  required?: string[];
  additionalProperties?: boolean | Json;
  description?: string;
}

interface PayloadField {
  /** Dotted for a field of an object field (`session.user.email`). */
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface EventPayload {
  type: string;
  description?: string;
  /** Empty: the event carries nothing but its type. */
  fields: PayloadField[];
  /** A `send` a replay accepts, or undefined when the schema admits no JSON example (the test fails on it). */
  example?: Record<string, unknown>;
  /** Where the example comes from: a generated path of the flow, or the schema alone. */
  exampleFrom?: 'path' | 'schema';
  /** Whether a generated path reaches a state that takes it (where a replay of the example can start). */
  reached: boolean;
  /** Why no replay takes it where paths reach (the manifest's `paths.untaken` for its transitions), if it says. */
  untaken?: string;
  /** The machine raises it itself (machine-graph's `raised`): no user sends it, so it has no `send` example. */
  raised?: true;
}

export interface FlowEvents {
  events: EventPayload[];
  /** Events the machine takes (a transition on them) that its schemas do not describe. */
  undescribed: string[];
}

const jsonSchemaOf = (schema: z.ZodMiniType): Json => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as Json;

/** The user events of a machine's graph: what a `send` can name (not XState's own, nor the wildcard). */
export const userEventTypes = (graph: FlowGraph): string[] => [
  ...new Set(
    graph.transitions
      .filter((t) => t.kind === 'event' && t.eventType !== '*' && !t.eventType.startsWith('xstate.'))
      .map((t) => t.eventType),
  ),
];

/** A type as a tester reads it in JSON terms (`string`, `integer`, `"grid" or "list"`, `string or null`). */
function typeText(js: Json): string {
  if (js.const !== undefined) return JSON.stringify(js.const);
  if (js.enum) return js.enum.map((v) => JSON.stringify(v)).join(' or ');
  const options = js.anyOf ?? js.oneOf;
  if (options) return options.map(typeText).join(' or ');
  const type = Array.isArray(js.type) ? js.type.join(' or ') : js.type;
  switch (type) {
    case 'string': {
      const notes = [
        js.format,
        js.pattern ? `matching \`${js.pattern}\`` : undefined,
        js.minLength ? `at least ${js.minLength} long` : undefined,
        js.maxLength !== undefined ? `at most ${js.maxLength} long` : undefined,
      ].filter(Boolean);
      return notes.length ? `string (${notes.join(', ')})` : 'string';
    }
    case 'array':
      return `list of ${js.items ? typeText(js.items) : 'anything'}`;
    case 'object':
      if (js.properties)
        return `{${Object.entries(js.properties)
          .map(([k, v]) => `${k}${js.required?.includes(k) ? '' : '?'}: ${typeText(v)}`)
          .join(', ')}}`;
      return typeof js.additionalProperties === 'object' ? `object of ${typeText(js.additionalProperties)}` : 'object';
    case undefined:
      return 'any JSON value';
    default:
      return type;
  }
}

/** An object's fields as rows, an object field's own fields after it (dotted). */
function fieldsOf(js: Json, prefix = ''): PayloadField[] {
  return Object.entries(js.properties ?? {}).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const nested = field.type === 'object' && field.properties !== undefined;
    const row: PayloadField = {
      name,
      type: nested ? 'object' : typeText(field),
      required: js.required?.includes(key) ?? false,
      ...(field.description ? { description: field.description } : {}),
    };
    return [row, ...(nested ? fieldsOf(field, `${name}.`) : [])];
  });
}

/** The smallest value of a JSON Schema node: required fields only, the first choice, a string of the right form. */
function sampleOf(js: Json): unknown {
  if (js.const !== undefined) return js.const;
  if (js.enum) return js.enum[0];
  const options = js.anyOf ?? js.oneOf;
  if (options) return sampleOf(options.find((o) => o.type !== 'null') ?? (options[0] as Json));
  switch (Array.isArray(js.type) ? js.type[0] : js.type) {
    case 'string':
      if (js.format === 'date') return '2026-01-01';
      if (js.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (js.format === 'email') return 'member@demo.test';
      return 'x'.repeat(Math.max(1, js.minLength ?? 1));
    case 'integer':
    case 'number':
      return js.minimum !== undefined && js.minimum > 0 ? js.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((js.required ?? []).map((k) => [k, sampleOf(js.properties?.[k] ?? {})]));
    default:
      return {};
  }
}

/**
 * The smallest event of `type` its schema takes (required fields only, each its first choice), or undefined when
 * the machine has no schema for it or none a JSON replay can send: what a walk without sample events tries.
 */
export function smallestEvent(schemas: EventSchemas, type: string): ({ type: string } & Record<string, unknown>) | undefined {
  const schema = schemas[type];
  if (!schema) return undefined;
  const event = { type, ...(sampleOf(jsonSchemaOf(schema)) as Record<string, unknown>) };
  return payloadRefusal(schemas, event) === undefined ? event : undefined;
}

/** Whether a step's value holds a reference the replay resolves (`{"$outbox": …}`, `"$name"`). */
const hasReference = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.startsWith('$') && !value.startsWith('$$')
    : typeof value === 'object' && value !== null && Object.entries(value).some(([k, v]) => k === '$outbox' || hasReference(v));

/** The events the flow's generated paths send, by type: one without a reference where there is one. */
function sentInPaths(paths: readonly FlowPath[]): Map<string, Record<string, unknown>> {
  const sent = new Map<string, Record<string, unknown>>();
  for (const path of paths)
    for (const step of path.steps) {
      if (!('send' in step)) continue;
      const known = sent.get(step.send.type);
      if (!known || (hasReference(known) && !hasReference(step.send))) sent.set(step.send.type, step.send);
    }
  return sent;
}

/**
 * Where a replay can send `type`: the steps before a generated path first sends it, else each whole path to a state
 * that takes it (the state or an ancestor has the transition), shortest first; none when no path gets there.
 */
export function stepsBefore(type: string, paths: readonly FlowPath[], graph: FlowGraph): FlowPath['steps'][] {
  for (const path of paths) {
    const at = path.steps.findIndex((s) => 'send' in s && s.send.type === type);
    if (at >= 0) return [path.steps.slice(0, at)];
  }
  const sources = graph.transitions.filter((t) => t.kind === 'event' && t.eventType === type).map((t) => t.source);
  const takes = (target: string) => sources.some((s) => s === '' || target === s || target.startsWith(`${s}.`));
  return paths
    .filter((p) => takes(p.target.split(' after ')[0] ?? ''))
    .map((p) => p.steps)
    .sort((a, b) => a.length - b.length);
}

/** The manifest's reasons for the transitions of `type` no replay takes (`state event [guard]` each), joined. */
function untakenReason(type: string, untaken: Record<string, string>): { untaken?: string } {
  const reasons = [...new Set(Object.entries(untaken).flatMap(([label, why]) => (label.split(' ')[1] === type ? [why] : [])))];
  return reasons.length ? { untaken: reasons.join('; ') } : {};
}

/** Every event the flow's machine describes, with the examples its generated paths send. */
export function flowEvents(
  machine: AnyStateMachine,
  graph: FlowGraph,
  paths: readonly FlowPath[],
  untaken: Record<string, string> = {},
): FlowEvents {
  const schemas = eventSchemasOf(machine) ?? {};
  const sent = sentInPaths(paths);
  const events = Object.entries(schemas).map(([type, schema]): EventPayload => {
    const js = jsonSchemaOf(schema);
    const fromPath = sent.get(type);
    const raised = graph.transitions.some((t) => t.kind === 'raised' && t.eventType === type);
    const example = raised ? undefined : (fromPath ?? smallestEvent(schemas, type));
    return {
      type,
      ...(js.description ? { description: js.description } : {}),
      fields: fieldsOf(js),
      ...(example ? { example, exampleFrom: fromPath ? ('path' as const) : ('schema' as const) } : {}),
      reached: stepsBefore(type, paths, graph).length > 0,
      ...untakenReason(type, untaken),
      ...(raised ? { raised: true as const } : {}),
    };
  });
  return { events, undescribed: userEventTypes(graph).filter((type) => !(type in schemas)) };
}
