// A recorded flow's input is what the page gave the machine ({payable: {kind, code}, payer: {...}}); a replay file's
// `input` step is what the flow's manifest reads to make that input (flat fields: kind, code, CustomerNo). This
// turns the one into the other: the recorded input's fields, nested ones by their own names, kept where the
// manifest reads them; the manifest, run on the result, must give the recorded input back, or the recording keeps
// what it had (and a strict replay names the key the flow does not read).
import type { FlowDefinition } from '#machines/flow-manifest.ts';
import { jsonSafe } from './json-safe';
import type { Json } from './replay-file';

/** The input function of a flow's manifest (machines/<area>/area.ts). */
export type ManifestInput = FlowDefinition['input'];
type ManifestMachine = FlowDefinition['machine'];

const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field by its name, a nested object's fields too; the outermost wins where two share a name. */
function fieldsByName(value: { [key: string]: Json }, into: Map<string, Json> = new Map()): Map<string, Json> {
  for (const [key, item] of Object.entries(value)) if (!into.has(key)) into.set(key, item);
  for (const item of Object.values(value)) if (isObject(item)) fieldsByName(item, into);
  return into;
}

/** An environment for reading the manifest's input only: nothing in it is called by a manifest's `input`. */
const inertEnv = (origin = 'http://localhost', now = 0): Parameters<ManifestInput>[0] => {
  const refused = () => {
    throw new Error('Reading an input only.');
  };
  return {
    api: { call: refused } as never,
    controls: { call: refused } as never,
    origin,
    now: () => now,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    token: null,
    backend: () => true,
  };
};

/**
 * Every field of `recorded` is in what the manifest made, the same; a field the manifest takes from the environment
 * (`origin`, `now`: it differs between two environments) is the replay's own, not compared. The manifest may make
 * more (its defaults).
 */
function covers(made: Json | undefined, madeElsewhere: Json | undefined, recorded: Json): boolean {
  if (JSON.stringify(made ?? null) !== JSON.stringify(madeElsewhere ?? null) && !isObject(recorded)) return true;
  if (isObject(recorded))
    return (
      isObject(made) &&
      Object.entries(recorded).every(([key, item]) => covers(made[key], isObject(madeElsewhere) ? madeElsewhere[key] : undefined, item))
    );
  return JSON.stringify(made ?? null) === JSON.stringify(recorded);
}

/**
 * A key the manifest's `machine` reads that makes the machine the page made (by its id: a sub-list's `list`), or
 * nothing: the page chose the machine, and the file must choose it again.
 */
function machineKey(given: Record<string, Json>, machine: ManifestMachine, machineId: string): Record<string, Json> {
  const idOf = (g: Record<string, Json>) => {
    try {
      return (machine(g, inertEnv()) as { id?: unknown }).id;
    } catch {
      return undefined;
    }
  };
  if (idOf(given) === machineId) return {};
  const read = new Set<string>();
  idOf(
    new Proxy(
      { ...given },
      { get: (target, key, receiver) => (typeof key === 'string' && read.add(key), Reflect.get(target, key, receiver) as unknown) },
    ),
  );
  for (const key of read) if (!(key in given) && idOf({ ...given, [key]: machineId }) === machineId) return { [key]: machineId };
  return {};
}

/** The `input` step that makes the recorded input (and machine) again, or the recorded input when no such step is found. */
export function givenInputOf(
  input: Readonly<Record<string, Json>>,
  manifestInput: ManifestInput,
  machine?: { make: ManifestMachine; id: string },
): Record<string, Json> {
  const chosen = (given: Record<string, Json>) => (machine ? { ...given, ...machineKey(given, machine.make, machine.id) } : given);
  const fields = fieldsByName(input);
  const read = new Set<string>();
  const watched = new Proxy(Object.fromEntries(fields), {
    get: (target, key, receiver) => {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  try {
    manifestInput(inertEnv(), watched);
    const given = Object.fromEntries([...fields].filter(([key]) => read.has(key)));
    const made = jsonSafe(manifestInput(inertEnv(), given));
    const madeElsewhere = jsonSafe(manifestInput(inertEnv('http://elsewhere.test', 1), given));
    return chosen(covers(made, madeElsewhere, input) ? given : { ...input });
  } catch {
    return chosen({ ...input });
  }
}
