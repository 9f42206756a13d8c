// `portal contract --test-controls`: the test-control protocol (docs/decisions/041) as an OpenAPI document of its own,
// generated from the mockControls table: one operation per control, its use and protocol name, the same bytes every
// run, and nothing of the API's document in it (nor it in the API's).
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PROTOCOL } from '#contract/control-protocol.ts';
import { mockControls } from '#contract/mock-controls.ts';
import { runInProcess, type CliResult } from './support';

interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  security: unknown[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  'x-control': string;
}
interface Doc {
  info: { title: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown>; securitySchemes?: unknown };
}

let first: CliResult;
let again: CliResult;
let api: CliResult;
let doc: Doc;
const operations = () => Object.values(doc.paths).flatMap((item) => Object.values(item));

beforeAll(async () => {
  [first, again, api] = [
    await runInProcess(['contract', '--test-controls']),
    await runInProcess(['contract', '--test-controls', '--format', 'openapi']),
    await runInProcess(['contract']),
  ];
  doc = JSON.parse(first.stdout) as Doc;
});

describe('portal contract --test-controls', () => {
  it('has one operation per control of the table, under /__mock, with its protocol name and use', () => {
    expect(first.code).toBe(0);
    expect(doc.info.title).toBe('Member portal test-control protocol');
    expect(doc.info.description).toMatch(/provider states/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/__mock' })]);
    expect(
      operations()
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(
      Object.keys(mockControls)
        .map((id) => `controls.${id}`)
        .sort(),
    );
    for (const [id, control] of Object.entries(mockControls)) {
      const operation = doc.paths[`/${control.path}`]?.[control.method.toLowerCase()];
      const protocol = CONTROL_PROTOCOL[id as keyof typeof CONTROL_PROTOCOL];
      expect(operation, id).toMatchObject({ tags: ['test-controls'], 'x-control': protocol.control, security: [] });
      expect(operation?.description).toContain(protocol.use);
      expect(operation?.description).toMatch(/404, 405 or 501 here, and the test steps that need it are skipped/);
    }
  });

  it('describes the reset (the provider state) from its schema, and the gateway refusal it declares', () => {
    const reset = doc.paths['/reset']?.post;
    const properties = reset?.requestBody?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(properties)).toEqual(['scenario', 'seed', 'clock']);
    // The provider state's time: held at the scenario's anchor, or real time (decision 048).
    expect(properties.clock).toMatchObject({ enum: ['anchor', 'real'] });
    expect(Object.keys(doc.paths['/gateway/pay']?.post?.responses ?? {})).toContain('404');
    expect(Object.keys(doc.paths['/outbox']?.get?.responses ?? {})).not.toContain('404');
    // Only what its calls use: no bearer scheme (every control is public), no 401 answer.
    expect(doc.components.securitySchemes).toBeUndefined();
    expect(Object.keys(doc.components.responses)).not.toContain('401');
  });

  it('is the same bytes every run, and shares no path with the API document', () => {
    expect(again.stdout).toBe(first.stdout);
    const apiPaths = Object.keys((JSON.parse(api.stdout) as Doc).paths);
    expect(Object.keys(doc.paths).filter((p) => apiPaths.includes(p))).toEqual([]);
  });
});
