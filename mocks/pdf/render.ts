// Real PDFs for every document the fake backend serves (invoice, receipt, certificates, letters, statements…),
// carrying the record's data, so the viewer, downloads and tests see what a real backend would send.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { bytesToBase64 } from '../../src/contract';

export interface PdfSpec {
  /** Big heading, e.g. 'INVOICE' or 'CERTIFICATE OF GOOD STANDING'. */
  title: string;
  subtitle?: string;
  /** Document number shown top right. */
  reference?: string;
  /** ISO date of issue. */
  issuedOn: string;
  /** Label/value lines under the heading. */
  fields?: Array<[string, string]>;
  paragraphs?: string[];
  table?: { columns: string[]; rows: string[][]; widths?: number[] };
  /** Line after the table, e.g. 'Total: KES 11,600.00'. */
  totals?: Array<[string, string]>;
  footer?: string;
  issuer?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Standard PDF fonts speak WinAnsi only: strip diacritics (Wanjirũ → Wanjiru) and replace what is left. */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let t = pdfSafe(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`.replace('…', '...'), size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = pdfSafe(text).split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdfBytes(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = new Date(spec.issuedOn);
  doc.setTitle(pdfSafe(spec.title));
  doc.setProducer('Member portal mock backend');
  doc.setCreator('Member portal mock backend');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const ensure = (h: number) => {
    if (y - h < MARGIN + 30) newPage();
  };
  const text = (t: string, x: number, size = 10, font = regular, color = rgb(0.1, 0.1, 0.1)) =>
    page.drawText(pdfSafe(t), { x, y, size, font, color });

  text(spec.issuer ?? 'Professional Registration Body', MARGIN, 11, bold, rgb(0.05, 0.3, 0.55));
  if (spec.reference) {
    const ref = pdfSafe(spec.reference);
    page.drawText(ref, { x: A4[0] - MARGIN - bold.widthOfTextAtSize(ref, 10), y, size: 10, font: bold });
  }
  y -= 30;
  text(spec.title, MARGIN, 18, bold);
  y -= 20;
  if (spec.subtitle) {
    text(spec.subtitle, MARGIN, 11);
    y -= 18;
  }
  text(`Date: ${issued.toISOString().slice(0, 10)}`, MARGIN, 10);
  y -= 24;

  for (const [label, value] of spec.fields ?? []) {
    ensure(16);
    text(`${label}:`, MARGIN, 10, bold);
    page.drawText(fit(value, regular, 10, width - 160), { x: MARGIN + 160, y, size: 10, font: regular });
    y -= 16;
  }
  if (spec.fields?.length) y -= 10;

  for (const paragraph of spec.paragraphs ?? []) {
    for (const line of wrap(paragraph, regular, 11, width)) {
      ensure(15);
      text(line, MARGIN, 11);
      y -= 15;
    }
    y -= 8;
  }

  if (spec.table) {
    const { columns, rows } = spec.table;
    const widths = spec.table.widths ?? columns.map(() => width / columns.length);
    const header = () => {
      ensure(22);
      page.drawRectangle({ x: MARGIN, y: y - 4, width, height: 16, color: rgb(0.9, 0.93, 0.97) });
      let x = MARGIN + 2;
      columns.forEach((c, i) => {
        page.drawText(fit(c, bold, 9, (widths[i] ?? 60) - 4), { x, y, size: 9, font: bold });
        x += widths[i] ?? 60;
      });
      y -= 18;
    };
    header();
    for (const row of rows) {
      if (y - 14 < MARGIN + 30) {
        newPage();
        header();
      }
      let x = MARGIN + 2;
      row.forEach((cell, i) => {
        page.drawText(fit(cell, regular, 9, (widths[i] ?? 60) - 4), { x, y, size: 9, font: regular });
        x += widths[i] ?? 60;
      });
      y -= 14;
    }
    y -= 10;
  }

  for (const [label, value] of spec.totals ?? []) {
    ensure(16);
    const v = pdfSafe(value);
    text(label, MARGIN + width - 260, 11, bold);
    page.drawText(v, { x: A4[0] - MARGIN - bold.widthOfTextAtSize(v, 11), y, size: 11, font: bold });
    y -= 16;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = pdfSafe(`${spec.footer ?? 'This document was generated by the member portal.'}   Page ${i + 1} of ${pages.length}`);
    p.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });
  return doc.save({ useObjectStreams: false });
}

/** The base64 text a document endpoint answers with. */
export async function renderPdf(spec: PdfSpec): Promise<string> {
  return bytesToBase64(await renderPdfBytes(spec));
}

/** Money as on the documents: KES 11,600.00 */
export const pdfMoney = (amount: number) =>
  `KES ${amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
