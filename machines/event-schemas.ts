// The events a machine takes, as zod schemas keyed by their type (decision 046): the machine's TypeScript event
// type is derived from them (`EventsOf`), `portal replay` checks a sent event against them, and docs/flows shows each
// event's payload from them. They live in a sidecar beside the machine (`x.events.ts`), which the machine imports as
// a type only: the app never loads them; the CLI finds them through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';

/** The payload of each event a machine takes (its fields besides `type`), by the event's type. */
export type EventSchemas = Record<string, z.ZodMiniObject>;

/** The fields of a payload; none for `noPayload` (whose output is `Record<string, never>`). */
type Payload<T> = string extends keyof T ? unknown : T;

/** The event union a record of schemas describes: `{ type, ...payload }` for each. */
export type EventsOf<S extends EventSchemas> = { [K in keyof S & string]: { type: K } & Payload<z.output<S[K]>> }[keyof S & string];

/** Keeps the literal types of a machine's event schemas (so `EventsOf` sees each type). */
export const eventSchemas = <const S extends EventSchemas>(schemas: S): S => schemas;

/**
 * `true` when a schema's output is exactly the type the app keeps by hand (a sidecar's copy of a shape the app checks
 * without zod): `const _agrees: Agrees<typeof S, T> = true` is a type error the day the two drift apart.
 */
export type Agrees<S extends z.ZodMiniType, T> = [z.output<S>] extends [T] ? ([T] extends [z.output<S>] ? true : never) : never;

/** An event that carries nothing but its type. */
export const noPayload = z.strictObject({});

/** A payload's schema with what it means, shown beside the event in docs/flows. */
export const described = <S extends z.ZodMiniType>(schema: S, description: string): S => schema.check(z.describe(description));

/**
 * Why an event's payload is refused, naming each field (`"name": Invalid input: expected string, received number`),
 * or undefined when its schema takes it (or the machine describes no such event: what it does then is its own).
 */
export function payloadRefusal(schemas: EventSchemas, event: { type: string } & Record<string, unknown>): string | undefined {
  const schema = schemas[event.type];
  if (!schema) return undefined;
  const payload = Object.fromEntries(Object.entries(event).filter(([key]) => key !== 'type'));
  const parsed = schema.safeParse(payload);
  if (parsed.success) return undefined;
  const fields = Object.keys(schema.def.shape);
  return parsed.error.issues
    .map((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys
            .map(
              (key) =>
                `"${[...issue.path, key].join('.')}" is no field of "${event.type}" (${fields.length ? `its fields: ${fields.join(', ')}` : 'it carries nothing but its type'})`,
            )
            .join('; ')
        : `"${issue.path.join('.')}": ${issue.message}`,
    )
    .join('; ');
}
