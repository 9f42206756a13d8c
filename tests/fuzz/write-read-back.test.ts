// What a write accepts, every read of it must be able to return (issue 24 item 1). For each write of the endpoint
// table, its working example is sent with every text field at the longest value the write's own schema accepts
// (found by asking the schema: 100,000 characters, else the maximum it names); after all of them, every read, made
// as each persona that wrote, must still answer. A read schema tighter than its write schema answers 500 "Mock answer of … broke the
// contract … at <field>" (the fake server parses every answer with the read schema), which this test names.
import { describe, expect, it } from 'vitest';
import { endpoints, LicenceDetailsSchema, listEndpoints, type AnyEndpoint } from '#contract';
import { isApiError } from '../../src/api';
import { examples } from '#mocks/examples/index.ts';
import { personaByKey, type PersonaKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../support/backend';

type Path = Array<string | number>;
const LONGEST_TRIED = 100_000;

/** Every path to a text value inside a body (objects and arrays walked, files left alone). */
function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

function withValueAt(body: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(body)) return (body as unknown[]).map((item, i) => (i === head ? withValueAt(item, rest, text) : item));
  return { ...(body as Record<string, unknown>), [head]: withValueAt((body as Record<string, unknown>)[head], rest, text) };
}

const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * The body with the text at `path` as long as the schema lets it be, or undefined when the field takes no free text
 * (a pattern, a code list, a date: its example value already is what it takes).
 */
function longestAt(endpoint: AnyEndpoint, body: unknown, path: Path): unknown {
  const attempt = withValueAt(body, path, 'x'.repeat(LONGEST_TRIED));
  const parsed = endpoint.body!.safeParse(attempt);
  if (parsed.success) return attempt;
  const here = parsed.error.issues.filter((issue) => samePath(issue.path, path));
  if (here.length === 0) return attempt; // refused for another field only: the field itself takes it
  const tooBig = here.find((issue) => issue.code === 'too_big');
  if (!tooBig || here.length > 1) return undefined;
  const longest = withValueAt(body, path, 'x'.repeat(Number(tooBig.maximum)));
  return endpoint.body!.safeParse(longest).success ? longest : undefined;
}

describe('a write stores nothing its reads cannot return', () => {
  const t = useBackend({ scenario: 'default' });

  it('reads every writer’s data back after the writes, each with its text fields at their longest', async () => {
    const entries = listEndpoints();
    const failures: string[] = [];
    let writes = 0;
    let reads = 0;
    let refused = 0;
    const writers = new Set<PersonaKey>();
    const clients = new Map<PersonaKey, Awaited<ReturnType<typeof t.signIn>>>();
    const clientOf = async (persona: PersonaKey | null) => {
      if (!persona) return t.anon;
      if (!clients.has(persona)) clients.set(persona, await t.signIn(personaByKey(persona).email));
      return clients.get(persona)!;
    };
    const call = (client: typeof t.anon, endpoint: AnyEndpoint, args: object) =>
      (client.call as (e: AnyEndpoint, a: object) => Promise<unknown>)(endpoint, args);
    const exampleOf = (id: string) => {
      const [area, name] = id.split('.') as [string, string];
      return examples[area]?.[name];
    };

    for (const { id, endpoint } of entries) {
      // A removal stores nothing (and would take away the row the add and update before it made longest).
      if (endpoint.method === 'GET' || !endpoint.body || id === 'auth.logout' || /^(remove|delete)/.test(id.split('.')[1]!)) continue;
      const example = exampleOf(id);
      if (!example?.persona) continue; // a visitor's writes (registration, a referee's answer) have no reads of their own
      let args: { body?: unknown };
      try {
        args = await example.args({ db: t.backend.db });
      } catch {
        continue; // the record the example needs was used up by an earlier write
      }
      const client = await clientOf(example.persona);
      /** Sends the example with the given text fields at their longest; false when the server refused it. */
      const write = async (paths: Path[]) => {
        let body = args.body;
        for (const path of paths) body = longestAt(endpoint, body, path) ?? body;
        try {
          await call(client, endpoint, { ...args, body });
          writes += 1;
          return true;
        } catch (e) {
          if (isApiError(e) && (e.status ?? 0) >= 500) failures.push(`${id} (write): ${e.message}`);
          return false;
        }
      };
      const paths = textPaths(args.body);
      // All at once; refused (a lookup such as the country code refuses 'xxx…'), then one field at a time.
      if (!(await write(paths))) {
        refused += 1;
        for (const path of paths) await write([path]);
      }
      writers.add(example.persona);
    }
    // Then every read, as each writer: a read whose example is another persona's (GET license/profile is firm@'s)
    // reads the writer's own data all the same, or answers 403/404 for a record that is not theirs.
    for (const writer of writers) {
      for (const { id: readId, endpoint: read } of entries) {
        const readExample = read.method === 'GET' ? exampleOf(readId) : undefined;
        if (!readExample) continue;
        let readArgs: object;
        try {
          readArgs = await readExample.args({ db: t.backend.db });
        } catch {
          continue;
        }
        reads += 1;
        await call(await clientOf(writer), read, readArgs).catch((e: unknown) => {
          if (isApiError(e) && (e.status === 500 || e.kind === 'contract')) failures.push(`${readId} as ${writer}: ${e.message}`);
        });
      }
    }
    console.info(
      `write-read-back: ${writes} writes accepted with long fields (${refused} calls refused all at once), then ${reads} reads, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    expect(writes).toBeGreaterThan(40);
  }, 120_000);
});

describe('a country is a code of setup/countries wherever it is written', () => {
  const t = useBackend({ scenario: 'default' });
  const contact = { Type: 'Personal' as const, PhoneNo: '0202000111', Address: 'Barabara Plaza, Nairobi' };

  it('the contract bounds a contact’s Country and the licence’s countryCode alike: 10 characters', () => {
    const contactBody = endpoints.profile.saveContact.body;
    for (const [schema, key, body] of [
      [contactBody, 'Country', contact],
      [LicenceDetailsSchema, 'countryCode', {}],
    ] as const) {
      const at = (value: string) => schema.safeParse({ ...body, [key]: value }).error?.issues.find((i) => i.path[0] === key)?.message;
      expect(at('x'.repeat(10))).toBeUndefined();
      expect(at('x'.repeat(11))).toBe('This text is too long (at most 10 characters)');
    }
  });

  it('refuses a contact or a licence naming an unknown country, and takes a known one', async () => {
    const member = await t.signIn(personaByKey('member').email);
    const refused = await member.call(endpoints.profile.saveContact, { body: { ...contact, Country: 'XX' } }).catch((e: unknown) => e);
    expect(isApiError(refused) && [refused.status, refused.message]).toEqual([422, 'Choose a country from the list.']);
    await expect(member.call(endpoints.profile.saveContact, { body: { ...contact, Country: 'KE' } })).resolves.toBeDefined();

    const args = (await examples.membership!.createLicence!.args({ db: t.backend.db })) as unknown as { body: Record<string, unknown> };
    const approver = await t.signIn(personaByKey('approver').email);
    const licence = await approver
      .call(endpoints.membership.createLicence, { body: { ...args.body, countryCode: 'ZZ' } } as never)
      .catch((e: unknown) => e);
    expect(isApiError(licence) && [licence.status, licence.message]).toEqual([422, 'Choose a country from the list.']);
  });
});
