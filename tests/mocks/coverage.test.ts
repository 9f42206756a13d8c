// Every entry of the endpoint table has a resolver and a working example; each example, made by the persona
// it concerns through the real API client, answers 2xx with an answer that parses with the entry's schema.
import { describe, expect, it } from 'vitest';
import { listEndpoints, type AnyEndpoint } from '#contract';
import { routes } from '#mocks/handlers/index.ts';
import { examples } from '#mocks/examples/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../support/backend';

const entries = listEndpoints();

describe('endpoint table coverage', () => {
  const t = useBackend({ scenario: 'default' });

  it('has about 150 entries with unique method and path', () => {
    const keys = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has exactly one resolver per entry', () => {
    const resolved = new Map<AnyEndpoint, number>();
    for (const r of routes) resolved.set(r.endpoint, (resolved.get(r.endpoint) ?? 0) + 1);
    const missing = entries.filter(({ endpoint }) => !resolved.has(endpoint)).map(({ id }) => id);
    expect(missing).toEqual([]);
    expect([...resolved.values()].every((n) => n === 1)).toBe(true);
  });

  it('has an example per entry', () => {
    const missing = entries.filter(({ id }) => {
      const [area, name] = id.split('.') as [string, string];
      return !examples[area]?.[name];
    });
    expect(missing.map((m) => m.id)).toEqual([]);
  });

  it('answers every example with 2xx and a contract-valid answer', async () => {
    const failures: string[] = [];
    for (const [area, group] of Object.entries(examples)) {
      for (const [name, ex] of Object.entries(group)) {
        const entry = entries.find((x) => x.id === `${area}.${name}`);
        if (!entry) {
          failures.push(`${area}.${name}: example without an endpoint`);
          continue;
        }
        try {
          const client = ex.persona ? await t.signIn(personaByKey(ex.persona).email) : t.anon;
          const args = await ex.args({ db: t.backend.db });
          await (client.call as (e: AnyEndpoint, a: unknown) => Promise<unknown>)(entry.endpoint, args);
        } catch (e) {
          failures.push(`${entry.id} (${entry.endpoint.method} ${entry.endpoint.path}): ${(e as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
