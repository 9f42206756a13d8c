// `portal contract`: the OpenAPI and JSON Schema exports of the endpoint table (complete, deterministic, nothing
// unrepresentable crashing them, the mock controls left out), and `portal contract check` against `portal serve`
// in this process: without a token, with member@'s, against a copy answering one call wrong, and with nothing there.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toWireSchema } from '#cli/contract-export.ts';
import type { CheckReport } from '#cli/contract-check.ts';
import { listEndpoints } from '#contract';
import { mockControls } from '#contract/mock-controls.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { freePort, runInProcess, serveInProcess, startWrongProxy, type CliResult } from './support';

type Doc = Record<string, unknown>;
interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: Doc }> };
  responses: Record<string, unknown>;
}

const entries = listEndpoints();
const byId = (id: string) => entries.find((e) => e.id === id)!.endpoint;

let openapi: CliResult;
let openapiAgain: CliResult;
let jsonschema: CliResult;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: Doc };
let outFile: string;
let written: CliResult;

beforeAll(async () => {
  outFile = join(mkdtempSync(join(tmpdir(), 'portal-contract-')), 'openapi.json');
  [openapi, openapiAgain, jsonschema, written] = [
    await runInProcess(['contract']),
    await runInProcess(['contract', '--format', 'openapi']),
    await runInProcess(['contract', '--format', 'jsonschema']),
    await runInProcess(['contract', '--out', outFile]),
  ];
  doc = JSON.parse(openapi.stdout) as typeof doc;
});

describe('portal contract (OpenAPI 3.1)', () => {
  it('has one operation per entry of the endpoint table, ids and summaries from it', () => {
    expect(openapi.code).toBe(0);
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.map((o) => o.operationId).sort()).toEqual(entries.map((e) => e.id).sort());
    const login = doc.paths['/auth/login']?.post as Operation & { summary: string; description: string };
    expect(login.summary).toBe(byId('auth.login').summary);
    expect(login.description).toContain(`Spec: ${byId('auth.login').spec}`);
  });

  it('writes path parameters as {name}, declared and required', () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
    const receipt = doc.paths['/billing/receipt/{code}']?.get;
    expect(receipt?.parameters).toContainEqual(expect.objectContaining({ name: 'code', in: 'path', required: true }));
    expect(doc.paths['/company']?.get?.parameters).toBeUndefined();
  });

  it('lists query parameters with their required flag from the schema', () => {
    expect(doc.paths['/profile/search/member']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'MemberNo', in: 'query', required: true }),
    ]);
    const users = doc.paths['/admin/users']?.get?.parameters ?? [];
    expect(users.map((p) => [p.name, p.required])).toEqual([
      ['search', false],
      ['page', false],
    ]);
  });

  it('asks a bearer token of every call that is not public, and of no public one', () => {
    for (const { id, endpoint } of entries) {
      const operation = Object.values(doc.paths)
        .flatMap((i) => Object.values(i))
        .find((o) => o.operationId === id)!;
      expect(operation.security, id).toEqual(endpoint.access === 'public' ? [] : [{ bearer: [] }]);
    }
    expect(doc.components.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' } });
  });

  it('describes bodies (JSON or multipart, files as binary) and answers from the zod schemas', () => {
    const login = doc.paths['/auth/login']?.post;
    const body = login?.requestBody?.content['application/json']?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(JSON.stringify(login?.responses['200'])).toContain('"token"');
    const forms = entries.filter((e) => e.endpoint.encoding === 'form');
    expect(forms.length).toBeGreaterThan(0);
    const formText = JSON.stringify(
      forms.map(({ endpoint }) => doc.paths[`/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()]?.requestBody),
    );
    expect(formText).toContain('multipart/form-data');
    expect(formText).toContain('"format":"binary"');
    expect(formText).not.toContain('application/json');
  });

  it('documents the error answers each call can give: 401 signed-in, 403 admin or declared, 404 by path or member call, 422 with field errors', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).filter((s) => s !== '200' && s !== 'default');
    // A public lookup: only the rate limit; a member's read: its token, and 404 while the caller has no profile.
    expect(statuses('/company', 'get')).toEqual(['429']);
    expect(statuses('/profile/contact', 'get')).toEqual(['401', '404', '429']);
    // An admin call naming a record by its path, with a body, and its declared clash.
    expect(statuses('/admin/updateUser/{id}', 'post')).toEqual(['400', '401', '403', '404', '409', '413', '422', '429']);
    // A public form with a query: no token, no 403 of its own.
    expect(statuses('/profile/search/member', 'get')).toEqual(['400', '422', '429']);
    expect(statuses('/auth/login', 'post')).toEqual(['400', '403', '413', '422', '429']);
    const responses = doc.components.responses as Record<string, { content: { 'application/json': { schema: Doc } } }>;
    expect(responses['422']?.content['application/json'].schema).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
    });
    for (const status of ['401', '403', '404']) {
      expect(responses[status]?.content['application/json'].schema).toMatchObject({ required: ['message'] });
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.filter((o) => !Object.keys(o.responses).some((s) => /^4\d\d$/.test(s))).map((o) => o.operationId)).toEqual([]);
  });

  it('leaves the /__mock controls out (a real backend never serves them)', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.includes('__mock'))).toEqual([]);
    for (const control of Object.values(mockControls)) expect(paths).not.toContain(`/${control.path}`);
  });

  it('is the same bytes every run, on stdout and in --out', () => {
    expect(openapiAgain.stdout).toBe(openapi.stdout);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/Wrote the openapi contract to .*openapi\.json/);
    expect(readFileSync(outFile, 'utf8')).toBe(openapi.stdout);
  });

  it('refuses an unknown format (exit 2)', async () => {
    const yaml = await runInProcess(['contract', '--format', 'yaml']);
    expect(yaml.code).toBe(2);
    expect(yaml.stderr).toMatch(/openapi, jsonschema/);
  });
});

describe('portal contract --format jsonschema', () => {
  it('is one JSON Schema document with a definition per body, query and answer', () => {
    expect(jsonschema.code).toBe(0);
    const schema = JSON.parse(jsonschema.stdout) as { $schema: string; $defs: Record<string, Doc> };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const expected = entries.flatMap(({ id, endpoint }) => [
      ...(endpoint.query ? [`${id}.query`] : []),
      ...(endpoint.body ? [`${id}.body`] : []),
      `${id}.answer`,
    ]);
    expect(Object.keys(schema.$defs).sort()).toEqual(expected.sort());
    // Every definition stands alone: no dialect of its own, no reference a reader would have to resolve.
    expect(Object.values(schema.$defs).filter((d) => '$schema' in d)).toEqual([]);
    expect(jsonschema.stdout).not.toContain('"$ref"');
  });
});

describe('what JSON Schema cannot say', () => {
  it('becomes a loose schema with a note instead of stopping the export', () => {
    const schema = z.object({
      kept: z.string(),
      shaped: z.transform((v: unknown) => String(v)),
      odd: z.custom<symbol>((v) => typeof v === 'symbol'),
    });
    expect(() => z.toJSONSchema(schema, { io: 'input' })).toThrow();
    const json = toWireSchema(schema) as { properties: Record<string, { description?: string; type?: string }> };
    expect(json.properties.kept).toEqual({ type: 'string' });
    expect(json.properties.shaped?.description).toMatch(/JSON Schema cannot describe this value \(Transforms/);
    expect(json.properties.odd?.description).toMatch(/JSON Schema cannot describe this value \(Custom types/);
  });

  it('notes a custom check zod would drop silently, and only there', () => {
    const json = toWireSchema(
      z.object({
        checked: z.string().refine((s) => s !== 'x'),
        superChecked: z.string().superRefine((s, ctx) => (s === 'x' ? ctx.addIssue('not x') : undefined)),
        plain: z.string().min(1).trim(),
        described: z.string().register(z.globalRegistry, { description: 'Said.' }),
      }),
    ) as {
      properties: Record<string, { description?: string }>;
    };
    expect(json.properties.checked?.description).toMatch(/custom check/);
    expect(json.properties.superChecked?.description).toMatch(/custom check/);
    expect(json.properties.plain?.description).toBeUndefined();
    expect(json.properties.described?.description).toBe('Said.');
  });
});

describe('portal contract check', () => {
  let serve: Awaited<ReturnType<typeof serveInProcess>>;
  let wrong: Awaited<ReturnType<typeof startWrongProxy>>;
  let anonymous: CliResult;
  let member: CliResult;
  let mismatch: CliResult;
  let mismatchText: CliResult;
  const report = (r: CliResult) => JSON.parse(r.stdout) as CheckReport;
  const statusOf = (r: CheckReport, id: string) => r.results.find((x) => x.id === id)?.status;

  beforeAll(async () => {
    serve = await serveInProcess();
    wrong = await startWrongProxy(serve.origin, '/api/company', { data: { logo: '', displayName: 42 } });
    const login = await fetch(`${serve.apiBase}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    [anonymous, member, mismatch, mismatchText] = await Promise.all([
      runInProcess(['contract', 'check', '--base-url', serve.apiBase, '--json']),
      runInProcess(['contract', 'check', '--base-url', serve.apiBase, '--token', token, '--json']),
      runInProcess(['contract', 'check', '--base-url', `${wrong.origin}/api/`, '--json']),
      runInProcess(['contract', 'check', '--base-url', `${wrong.origin}/api/`]),
    ]);
  });

  afterAll(async () => {
    await wrong?.close();
    await serve?.close();
  });

  it('without a token: every public GET without parameters matches, the rest is skipped with its reason (exit 0)', () => {
    expect(anonymous.code).toBe(0);
    const r = report(anonymous);
    expect(r.counts.mismatch).toBe(0);
    expect(r.counts['http-error']).toBe(0);
    expect(statusOf(r, 'setup.company')).toBe('ok');
    expect(statusOf(r, 'profile.search')).toBe('ok');
    const skipped = r.results.filter((x) => x.status === 'skipped');
    expect(skipped.find((x) => x.id === 'profile.profile')?.reason).toMatch(/needs a token/);
    expect(skipped.find((x) => x.id === 'membership.receipt')?.reason).toBe('needs path parameter code');
    expect(skipped.find((x) => x.id === 'auth.memberLookup')?.reason).toBe('needs query parameter MemberNo');
    // Only GETs are called: nothing that changes the backend.
    expect(r.results.every((x) => x.method === 'GET')).toBe(true);
    expect(r.results).toHaveLength(entries.filter((e) => e.endpoint.method === 'GET').length);
  });

  it("with member@'s token: the member's GETs are called and match; admin calls are refused 403, not mismatched", () => {
    expect(member.code).toBe(0);
    const r = report(member);
    expect(r.counts.mismatch).toBe(0);
    expect(statusOf(r, 'profile.profile')).toBe('ok');
    expect(statusOf(r, 'membership.ledger')).toBe('ok');
    expect(r.results.find((x) => x.id === 'setup.users')).toMatchObject({ status: 'http-error', http: { status: 403 } });
    expect(r.results.filter((x) => x.status === 'skipped' && /token/.test(x.reason ?? ''))).toEqual([]);
  });

  it('reports exactly the call answered wrong, with its first issue and path, and exits 1', () => {
    expect(mismatch.code).toBe(1);
    const r = report(mismatch);
    const mismatches = r.results.filter((x) => x.status === 'mismatch');
    expect(mismatches.map((x) => x.id)).toEqual(['setup.company']);
    expect(mismatches[0]?.issue?.path).toBe('data.displayName');
    expect(mismatches[0]?.issue?.message).toMatch(/expected string, received number/);
    expect(r.counts.ok).toBe(report(anonymous).counts.ok - 1);
    expect(mismatchText.code).toBe(1);
    expect(mismatchText.stdout).toMatch(/^mismatch +GET company +data\.displayName: .*expected string/m);
    expect(mismatchText.stdout).toMatch(/1 mismatch,/);
  });

  it('says in one line that nothing answers, exit 1, no stack trace', async () => {
    const url = `http://127.0.0.1:${await freePort()}/api/`;
    const nothing = await runInProcess(['contract', 'check', '--base-url', url]);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toBe(`error: Nothing answers at ${url} — start it with \`portal serve\`\n`);
  });

  it('wants an http(s) --base-url (exit 2 without one, or with another scheme)', async () => {
    const [none, ftp] = await Promise.all([
      runInProcess(['contract', 'check']),
      runInProcess(['contract', 'check', '--base-url', 'ftp://x/']),
    ]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--base-url/);
    expect(ftp.code).toBe(2);
    expect(ftp.stderr).toMatch(/not an http or https URL/);
  });
});
