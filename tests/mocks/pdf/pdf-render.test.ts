// The fake backend's PDFs are read back with pdf.js (what the portal's viewer uses): the text a member would see,
// page breaks, escaping of PDF delimiters and the embedded Unicode font (`npm run bench` prints a long statement's
// build time).
import { describe, expect, it } from 'vitest';
import { renderPdfBytes } from '#mocks/pdf/render.ts';
import { statementPdf } from '#mocks/handlers/member/documents.ts';
import type { MemberRef } from '#mocks/domain/member.ts';
import type { LedgerEntry } from '#contract/membership-billing.ts';
import { formatMoney } from '#contract/money.ts';
import { pdfBytes } from '../support';
import { pagesItems, pagesText } from './pdf-text';

const ROWS = 2000;
const entries: LedgerEntry[] = Array.from({ length: ROWS }, (_, i) => ({
  entryNo: i + 1,
  documentNo: `INV-${String(i + 1).padStart(5, '0')}`,
  externalDocumentNo: '',
  documentDate: '2024-01-01',
  remainingAmtLCY: 0,
  documentType: i % 2 ? 'Payment' : 'Invoice',
  description: i % 2 ? 'Payment received, thank you' : 'Annual subscription',
  amountLCY: i % 2 ? -5000 : 5000,
  dueDate: '2024-01-31',
  postingDate: '2024-01-01',
}));
const board = { name: 'Engineers Board of Kenya', primary: '#0f4c81', secondary: '#b7860b' };
const noSettings = { company: { findFirst: () => undefined }, settings: { findFirst: () => undefined } } as unknown as Parameters<
  typeof statementPdf
>[0];
const member: MemberRef = {
  userId: 1,
  name: 'Wanjirũ Kamau',
  customerNo: 'CUST-1',
  memberNo: 'M-1',
  category: 'PE',
  profileId: 'P-1',
  type: 'Individual',
  email: 'w@demo.test',
  phone: '+254700000001',
};

describe('mock PDFs', () => {
  it('puts every statement row on a page, in order, with page numbers and the closing totals', async () => {
    const base64 = await statementPdf(noSettings, entries, member, { startDate: '2024-01-01', endDate: '2024-12-31' }, 1000);
    const pages = await pagesText(pdfBytes(base64));
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const all = pages.join('\n');
    for (const e of [entries[0]!, entries[999]!, entries[ROWS - 1]!]) expect(all).toContain(e.documentNo);
    expect(all.indexOf('INV-00001')).toBeLessThan(all.indexOf('INV-02000'));
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    // Every page after the first repeats the column headings.
    expect(pages[pages.length - 1]).toContain('Description');
    expect(pages[pages.length - 1]).toMatch(/Closing balance\s+KES 1,000\.00/);
    expect(pages[0]).toContain('Wanjirũ Kamau (CUST-1)');
  });

  it('keeps PDF delimiters, Latin-1 and Kenyan names as typed, and leaves out what the font cannot draw (an emoji)', async () => {
    const bytes = await renderPdfBytes({
      board,
      title: 'RECEIPT',
      issuedOn: '2024-05-01T00:00:00Z',
      fields: [
        ['Paid by', 'Otieno (Eng.) \\ Ochieng'],
        ['Note', 'Fee £5 · 10°C'],
        ['Emoji', 'ok 🎉 done'],
        ['Decomposed', 'Wanjiru\u0303 Nga\u0301ng\u2019a'],
      ],
    });
    const [text] = await pagesText(bytes);
    expect(text).toContain('Otieno (Eng.) \\ Ochieng');
    expect(text).toContain('Fee £5 · 10°C');
    expect(text).toContain('ok done');
    expect(text).not.toMatch(/\?|\uFFFD|🎉/u);
    expect(text).toContain('Wanjirũ Ngáng’a');
  });

  it('wraps a cell or a value too long for its column under itself, never cutting it (issue 34: "Subscription Payment 2022…")', async () => {
    const description = 'Subscription Payment 2022: Professional Engineer, the annual fee of the register';
    const remarks = 'A referee remark far longer than the width the value column of a data sheet has room for on one line';
    const bytes = await renderPdfBytes({
      board,
      title: 'STATEMENT',
      issuedOn: '2024-05-01',
      fields: [['Remarks', remarks]],
      table: { columns: ['Description', 'Amount'], rows: [[description, 'KES 1.00']], widths: [120, 80] },
    });
    const [items = []] = await pagesItems(bytes);
    const text = items.map((i) => i.str).join(' ');
    expect(text).not.toContain('...');
    for (const whole of [description, remarks]) {
      // Every word is there, in order, on lines drawn one after the other, at the same x, one under the other.
      const first = items.findIndex((i) => whole.startsWith(i.str) && i.str.length > 0);
      const lines = [items[first]!];
      while (lines.map((l) => l.str).join(' ').length < whole.length) lines.push(items[first + lines.length]!);
      expect(lines.map((l) => l.str).join(' ')).toBe(whole);
      expect(lines.length).toBeGreaterThan(1);
      expect(new Set(lines.map((l) => Math.round(l.x))).size).toBe(1);
      lines.slice(1).forEach((line, n) => expect(line.y).toBeLessThan(lines[n]!.y));
    }
    // The row under a wrapped cell starts below its last line: the Amount stands on the row's first line.
    const amount = items.find((i) => i.str === 'KES 1.00')!;
    const firstLine = items.find((i) => i.str.startsWith('Subscription'))!;
    expect(amount.y).toBe(firstLine.y);
  });

  it('draws a negative amount as the screens write it, the minus sign first', async () => {
    const base64 = await statementPdf(
      noSettings,
      [{ ...entries[1]!, amountLCY: -3480, description: 'Payment' }],
      member,
      { startDate: '2024-01-01', endDate: '2024-12-31' },
      0,
    );
    const text = (await pagesText(pdfBytes(base64))).join(' ');
    expect(text).toContain('-KES 3,480.00');
    expect(text).not.toContain('KES -');
    expect(text).toContain(formatMoney(-3480).replace('\u00a0', ' '));
  });
});
