// Helpers for the fake backend's tests of every area: sessions with their token, raw calls that skip the client's
// own checks (to prove the server enforces a rule), and PDF bytes.
import { base64ToBytes, encodeBase64Json, endpoints, type ApiClient } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import type { Persona } from '#mocks/scenarios/personas.ts';
import { payBatch } from '#mocks/simulation/gateway.ts';
import type { Simulation } from '#mocks/simulation/simulation.ts';
import type { TestWorld } from '../support/backend';

export interface Session {
  client: ApiClient;
  token: string;
}

export async function session(t: TestWorld, email: string): Promise<Session> {
  const answer = await t.anon.call(endpoints.auth.login, { body: { email, password: DEMO_PASSWORD } });
  return { client: t.clientWith(answer.data.token), token: answer.data.token };
}

/** A call straight to the fake server, without the client's request validation. */
export async function raw(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const response = await fetch(new URL(path, TEST_BASE_URL), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
}

export function pdfBytes(base64: string): Uint8Array {
  const bytes = base64ToBytes(base64);
  if (!bytes.ok) throw new Error(bytes.error);
  return bytes.value;
}

export const pdfHeader = (base64: string) => new TextDecoder().decode(pdfBytes(base64).subarray(0, 5));

export const DAY_MS = 86_400_000;

/** A multipart call straight to the fake server (form entries), without the client's request validation. */
export async function rawForm(
  token: string,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const response = await fetch(new URL(path, TEST_BASE_URL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
}

/** Pays an upgrade's fee at the gateway as the Upgrade page's Pay Now would (its batch, paid). */
export async function payUpgradeFee(
  simulation: Simulation,
  payer: Pick<Persona, 'customerNo' | 'memberNo'>,
  upgrade: { code: string; amount: number },
) {
  const batch = {
    payerID: payer.customerNo,
    sourceDocumentNo: upgrade.code,
    description: 'Upgrade Payment',
    amount: upgrade.amount,
    accountNo: payer.memberNo,
    success_url: '/upgrade',
    fail_url: '/upgrade',
  };
  return payBatch(simulation, encodeBase64Json(batch), 'paid');
}
