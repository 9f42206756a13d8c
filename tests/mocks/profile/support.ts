// Helpers for the profile, referees and search tests: a multipart call straight to the fake server (files
// included), so a test proves the server enforces a file rule the client would have refused before sending; small
// PDF and non-PDF files; a referee link's two parts.
import { TEST_BASE_URL } from '#mocks/node.ts';
import { linkFromUrl } from '#contract/profile-referee.ts';
import { decodeBase64 } from '#contract';

export { raw, session, type Session } from '../support';

export const pdfFile = (name = 'document.pdf') =>
  new File([new TextEncoder().encode('%PDF-1.4\n%test\n')], name, { type: 'application/pdf' });

export async function rawForm(
  token: string,
  path: string,
  fields: Record<string, string | Blob>,
): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof Blob) form.append(k, v, v instanceof File ? v.name : k);
    else form.append(k, v);
  }
  const response = await fetch(new URL(path, TEST_BASE_URL), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
}

/** The pass value of each item of a checklist, by type. */
export const passes = (items: Array<{ checkListType: string; pass: boolean }>) =>
  Object.fromEntries(items.map((i) => [i.checkListType, i.pass]));

/** The two parts of /profile/response/{user}#code={code}, decoded as the referee's page decodes them. */
export function linkParts(link: string): { memberNo: string; code: string } {
  const url = new URL(link, 'http://portal.test');
  const match = /^\/profile\/response\/([^/]+)$/.exec(url.pathname);
  if (!match) throw new Error(`not a referee link: ${link}`);
  const parts = linkFromUrl(url, { user: decodeURIComponent(match[1]!) });
  const user = decodeBase64(parts.user ?? '');
  const code = decodeBase64(parts.code ?? '');
  if (!user.ok || !code.ok) throw new Error('undecodable link');
  return { memberNo: user.value, code: code.value };
}
