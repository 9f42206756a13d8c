// Helpers for the site and admin tests: calls straight to the fake server (JSON or multipart), skipping the
// client's own request checks, to prove the server enforces each rule by itself.
import { TEST_BASE_URL } from '#mocks/node.ts';

export interface RawAnswer {
  status: number;
  body: { message?: string; data?: unknown; errors?: Record<string, string> };
}

export async function raw(token: string | null, method: string, path: string, body?: unknown): Promise<RawAnswer> {
  const response = await fetch(new URL(path, TEST_BASE_URL), {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as RawAnswer['body'] };
}

export async function rawForm(token: string | null, path: string, fields: Record<string, string>): Promise<RawAnswer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const response = await fetch(new URL(path, TEST_BASE_URL), {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as RawAnswer['body'] };
}
