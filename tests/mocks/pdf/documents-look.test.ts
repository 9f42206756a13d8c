// Issue 23 item 6, documents that look like documents: the membership certificate as a member receives it
// (GET application/certificate/:code), read back with pdf.js: the member's name as it is spelt (Wanjirũ, never
// "Wanjiru"), an emoji left out rather than printed as "????", the board's name and colours from the settings
// (never "Professional Registration Body"), and a certificate's parts (title, "This is to certify that", date).
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ApiClient } from '#contract';
import { useBackend } from '../../support/backend';
import { pdfBytes } from '../support';
import { pagesText } from './pdf-text';

const t = useBackend();
const e = endpoints.membership;
const BOARD = 'Engineers Board of Kenya';

/** Every content stream of the file, inflated: the drawing operators (colours are `r g b rg` / `RG`, 0–1). */
function drawing(bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(Buffer.from(bytes.subarray(start, end))).toString('latin1'));
    } catch {
      // not a deflated stream (or the font file's binary): nothing to read
    }
  }
  return out.join('\n');
}
const rgb = (hex: string) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(2)).join(' ');

describe('the membership certificate (issue 23 item 6)', () => {
  let client: ApiClient;
  let code: string;
  beforeAll(async () => {
    client = await t.signIn('member@demo.test');
    const db = t.backend.db;
    const released = (await client.call(e.applications)).data.find((a) => a.status === 'Released');
    code = released!.Code;
    const profile = db.profiles.findFirst((q) => q.where({ ProfileID: released!.ProfileID }))!;
    await db.profiles.update(profile, { data: (p) => void Object.assign(p, { FirstName: 'Wanjirũ 🎉', LastName: 'Kamau' }) });
    await db.company.update(db.company.findFirst()!, { data: (c) => void (c.displayName = BOARD) });
    const settings = db.settings.findFirst()!;
    await db.settings.update(settings, {
      data: (s) =>
        void (s.site_colors = s.site_colors.map((c) =>
          c.colorName === 'primary' ? { ...c, color: '#7a1f5c' } : c.colorName === 'secondary' ? { ...c, color: '#2e7d32' } : c,
        )),
    });
  });

  it("prints the member's name as it is spelt and the board's name from the settings", async () => {
    const bytes = pdfBytes((await client.call(e.applicationCertificate, { params: { code } })).data);
    const [text = ''] = await pagesText(bytes);
    expect(text).toContain('Wanjirũ');
    expect(text).not.toContain('Wanjiru ');
    expect(text).toContain(BOARD);
    expect(text).not.toContain('Professional Registration Body');
    // No replaced character (the verification address's own "?" aside).
    expect(text.replace(/http:\/\/\S+\?term=/, '')).not.toMatch(/\?|\uFFFD|🎉/u);
  });

  it('is laid out as a certificate: title, "This is to certify that", the name, the date of issue and the signature', async () => {
    const [text = ''] = await pagesText(pdfBytes((await client.call(e.applicationCertificate, { params: { code } })).data));
    const order = ['CERTIFICATE OF MEMBERSHIP', 'This is to certify that', 'Wanjirũ', 'Date of issue', 'Registrar'];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/);
  });

  it("is drawn in the board's theme colours (primary and secondary from the settings)", async () => {
    const ops = drawing(pdfBytes((await client.call(e.applicationCertificate, { params: { code } })).data));
    expect(ops).toContain(`${rgb('#7a1f5c')} RG`);
    expect(ops).toContain(`${rgb('#2e7d32')} RG`);
  });

  it('the acceptance letter is a letter: letterhead, date, addressee, subject, salutation, signature', async () => {
    const [text = ''] = await pagesText(pdfBytes((await client.call(e.applicationAcceptanceLetter, { params: { code } })).data));
    const order = [BOARD, 'Our ref:', 'Wanjirũ Kamau', 'RE: ACCEPTANCE LETTER', 'Dear Wanjirũ', 'Yours faithfully,', 'Registrar'];
    const at = order.map((part) => text.indexOf(part));
    expect(at).not.toContain(-1);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
