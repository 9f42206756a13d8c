// The fake backend's PDFs are read back with pdf.js (what the portal's viewer uses): the text a member would see,
// page breaks, escaping of PDF delimiters and the embedded Unicode font (`npm run bench` prints a long statement's
// build time).
import { describe, expect, it } from 'vitest';
import { renderPdfBytes } from '#mocks/pdf/render';
import { statementPdf } from '#mocks/handlers/member/documents';
import type { MemberRef } from '#mocks/domain/member';
import type { LedgerEntry } from '#contract/membership-billing';
import { pdfBytes } from '../support';
import { pagesText } from './pdf-text';

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
    const base64 = await statementPdf(
      noSettings,
      entries,
      member,
      { startDate: '2024-01-01', endDate: '2024-12-31' },
      1000,
      '2024-12-31T10:00:00Z',
    );
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
      table: {
        columns: ['Description'],
        rows: [['A description far too long for its narrow column, cut with an ellipsis']],
        widths: [120],
      },
    });
    const [text] = await pagesText(bytes);
    expect(text).toContain('Otieno (Eng.) \\ Ochieng');
    expect(text).toContain('Fee £5 · 10°C');
    expect(text).toContain('ok done');
    expect(text).not.toMatch(/\?|\uFFFD|🎉/u);
    expect(text).toContain('Wanjirũ Ngáng’a');
    expect(text).toMatch(/A description far[^.]*\.\.\./);
    expect(text).not.toContain('ellipsis');
  });
});
