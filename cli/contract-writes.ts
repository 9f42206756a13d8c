// `portal contract check --writes` (issue 37 item 8, docs/decisions/041): resets the target to a named scenario and
// seed through its reset control, then calls every write of the endpoint table in table order with the request
// the fake backend's examples make (mocks/examples: valid by the contract's schemas, in an order where each call's
// preconditions hold), each as the persona the example names, and classifies each answer as the GETs are. The
// examples read the seeded data for their arguments (a record's id), so a mirror — the same scenario and seed in
// this process — takes the same calls first and lends them its data. The codes and link tokens the target sends
// (read through its outbox control) replace the mirror's own in its data, so a call that uses one (an OTP, an
// activation code, a reset link) is made with the target's. Before the writes, a request the target must refuse: a
// sign-in with a wrong password.
import { createApiClient, isApiError } from '../src/api';
import { listEndpoints, signInEndpoints, type AnyEndpoint, type ApiClient } from '#contract';
import { mockControls, type OutboxMessage } from '#contract/mock-controls.ts';
import type { Db } from '#mocks/db/index.ts';
import { examples } from '#mocks/examples/index.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { personaByKey, type PersonaKey } from '#mocks/scenarios/personas.ts';
import { checkCall, countsOf, type CheckReport, type CheckResult } from './contract-check';
import { createHeadlessWorld } from './headless/headless-world';

export interface WritesOptions {
  /** The API base. */
  baseUrl: string;
  /** The test controls' base (the reset). */
  controls: string;
  scenario: string;
  seed: number;
}

const WRONG_PASSWORD = 'Not-the-passw0rd!';

type Call = (e: AnyEndpoint, args: object) => Promise<unknown>;

/** A persona's token on a backend, signed in once and forgotten when its session is ended. */
function sessionsOn(api: ApiClient) {
  const tokens = new Map<PersonaKey, string>();
  return {
    async tokenOf(persona: PersonaKey): Promise<string> {
      const known = tokens.get(persona);
      if (known) return known;
      const answer = await api.call(signInEndpoints.login, { body: { email: personaByKey(persona).email, password: DEMO_PASSWORD } });
      tokens.set(persona, answer.data.token);
      return answer.data.token;
    },
    forget: (persona: PersonaKey) => void tokens.delete(persona),
  };
}

/** The secrets a message carries: its codes and its links' last segments (a reset link's token). */
const secretsOf = (m: OutboxMessage) => [...m.codes, ...m.links.map((l) => l.split('/').pop() ?? '')];

/**
 * The messages each side sent since the last look, paired in order (the same calls send the same messages), and
 * each secret the mirror drew replaced in its codes by the target's, so the next examples use the target's.
 */
function outboxSync(mirrorDb: Db, readTarget: () => Promise<OutboxMessage[]>) {
  let mirrorSeen = Math.max(0, ...mirrorDb.outbox.findMany().map((m) => m.id));
  let targetSeen: number | null = null;
  const since = (messages: OutboxMessage[], seen: number) => messages.filter((m) => m.id > seen).sort((a, b) => a.id - b.id);
  return async () => {
    const target = await readTarget();
    const fromTarget = since(target, targetSeen ?? Infinity);
    const fromMirror = since(mirrorDb.outbox.findMany(), mirrorSeen);
    targetSeen = Math.max(targetSeen ?? 0, ...target.map((m) => m.id));
    mirrorSeen = Math.max(mirrorSeen, ...fromMirror.map((m) => m.id));
    if (fromTarget.length !== fromMirror.length) return;
    for (const [i, mine] of fromMirror.entries()) {
      const theirs = secretsOf(fromTarget[i] as OutboxMessage);
      for (const [k, secret] of secretsOf(mine).entries()) {
        const replacement = theirs[k];
        if (!replacement || replacement === secret) continue;
        await mirrorDb.codes.updateMany((q) => q.where({ code: secret }), { data: (c) => void (c.code = replacement) });
      }
    }
  };
}

/** A sign-in with a wrong password must be refused (a listed 4xx); accepting it fails the check. */
async function wrongPasswordProbe(baseUrl: string): Promise<CheckResult> {
  const login = signInEndpoints.login as AnyEndpoint;
  const result = await checkCall('auth.login', login, baseUrl, { body: { email: personaByKey('member').email, password: WRONG_PASSWORD } });
  const step = { ...result, id: 'auth.login (wrong password)' };
  if (result.status === 'ok') return { ...step, status: 'accepted', reason: 'a sign-in with a wrong password was accepted' };
  if (result.status === 'http-error' && result.http?.status !== null)
    return { ...step, status: 'ok', reason: `refused (${result.http?.status}), as it must be` };
  return step;
}

export async function checkWrites(options: WritesOptions): Promise<NonNullable<CheckReport['writes']>> {
  const controls = createApiClient({ baseURL: options.controls, timeoutMs: 60_000 });
  try {
    await controls.call(mockControls.reset, { body: { scenario: options.scenario, seed: options.seed } });
  } catch (e) {
    if (!isApiError(e)) throw e;
    throw new Error(`--writes resets the target first, and its reset control at ${options.controls} did not: ${e.message}`);
  }
  const mirror = await createHeadlessWorld({ scenario: options.scenario, seed: options.seed });
  const onTarget = sessionsOn(createApiClient({ baseURL: options.baseUrl, timeoutMs: 15_000 }));
  const onMirror = sessionsOn(mirror.env.api);
  const sync = outboxSync(mirror.backend.db, async () => (await controls.call(mockControls.outbox)).data);
  // What the target already holds is not paired: only what the writes send.
  await sync();

  const results: CheckResult[] = [await wrongPasswordProbe(options.baseUrl)];
  for (const { id, endpoint } of listEndpoints().filter((e) => e.endpoint.method !== 'GET')) {
    const [area, name] = id.split('.') as [string, string];
    const example = examples[area]?.[name];
    const base = { id, method: endpoint.method, path: endpoint.path, access: endpoint.access };
    if (!example) {
      results.push({ ...base, status: 'skipped', reason: 'no example request' });
      continue;
    }
    const args = (await example.args({ db: mirror.backend.db })) as object;
    let targetToken: string | undefined;
    try {
      targetToken = example.persona ? await onTarget.tokenOf(example.persona) : undefined;
    } catch (e) {
      results.push({
        ...base,
        status: 'skipped',
        reason: `cannot sign in as ${example.persona}: ${e instanceof Error ? e.message : String(e)}`,
      });
      continue;
    }
    // The mirror takes the call first: its data follows the target's, for the next examples' arguments.
    const mirrorToken = example.persona ? await onMirror.tokenOf(example.persona) : undefined;
    await (mirror.env.api.call as Call)(endpoint, { ...args, ...(mirrorToken ? { token: mirrorToken } : {}) }).catch(() => undefined);
    results.push(await checkCall(id, endpoint, options.baseUrl, { ...args, ...(targetToken ? { token: targetToken } : {}) }));
    await sync();
    if (id === 'auth.logout' && example.persona) {
      onTarget.forget(example.persona);
      onMirror.forget(example.persona);
    }
  }
  return { scenario: options.scenario, seed: options.seed, counts: countsOf(results), results };
}
