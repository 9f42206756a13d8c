// Real PDFs for every document the fake backend serves (invoice, receipt, certificates, letters, statements…),
// carrying the record's data, so the viewer, downloads and tests see what a real backend would send.
import { PDFDocument, PDFName, StandardFonts, type PDFFont } from 'pdf-lib';
import { bytesToBase64 } from '#contract';
import { moneyText } from '#contract/good-standing';

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
function pdfSafe(text: string): string {
  // Most text is plain ASCII: skip the normalisation (a long statement has tens of thousands of cells).
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');
}

type Rgb = readonly [number, number, number];
const INK: Rgb = [0.1, 0.1, 0.1];

/**
 * Writes page content as raw PDF operators. pdf-lib's drawText builds a dozen objects per call, and a
 * 2,000-row statement makes 12,000 calls (~500 ms); one operator string per page costs a fraction of that.
 */
class PageWriter {
  private readonly pages: string[][] = [[]];
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  constructor(private readonly fonts: Map<PDFFont, string>) {}

  get pageCount() {
    return this.pages.length;
  }

  addPage() {
    this.pages.push([]);
  }

  /** Text width without kerning, as the Tj operator draws it. */
  measure(text: string, font: PDFFont, size: number): number {
    let cache = this.widths.get(font);
    if (!cache) this.widths.set(font, (cache = new Map<string, number>()));
    let total = 0;
    for (const ch of text) {
      let w = cache.get(ch);
      if (w === undefined) cache.set(ch, (w = font.widthOfTextAtSize(ch, 1)));
      total += w;
    }
    return total * size;
  }

  text(text: string, x: number, y: number, size: number, font: PDFFont, color: Rgb = INK) {
    this.current().push(
      `BT /${this.fonts.get(font)} ${size} Tf ${rgbOp(color)} 1 0 0 1 ${num(x)} ${num(y)} Tm (${literal(pdfSafe(text))}) Tj ET`,
    );
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb) {
    this.current().push(`${rgbOp(color)} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  /** Each page's operators, one content stream per page. */
  contents(): string[] {
    return this.pages.map((ops) => ops.join('\n'));
  }

  private current(): string[] {
    return this.pages[this.pages.length - 1]!;
  }
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const rgbOp = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)} rg`;

/** A PDF literal string of WinAnsi text (pdfSafe output): escape delimiters, octal for bytes above ASCII. */
function literal(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return out;
}

function fit(w: PageWriter, text: string, font: PDFFont, size: number, width: number): string {
  let t = pdfSafe(text);
  if (w.measure(t, font, size) <= width) return t;
  while (t.length > 1 && w.measure(`${t}...`, font, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

function wrap(w: PageWriter, text: string, font: PDFFont, size: number, width: number): string[] {
  const words = pdfSafe(text).split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (w.measure(next, font, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Deflate with the platform's zlib (browser and Node), far faster than pdf-lib's bundled JavaScript one. */
async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
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
  const fonts = new Map([
    [regular, 'F1'],
    [bold, 'F2'],
  ]);
  const w = new PageWriter(fonts);
  const width = A4[0] - 2 * MARGIN;
  const TITLE: Rgb = [0.05, 0.3, 0.55];

  let y = A4[1] - MARGIN;
  const newPage = () => {
    w.addPage();
    y = A4[1] - MARGIN;
  };
  const ensure = (h: number) => {
    if (y - h < MARGIN + 30) newPage();
  };

  w.text(spec.issuer ?? 'Professional Registration Body', MARGIN, y, 11, bold, TITLE);
  if (spec.reference) w.text(spec.reference, A4[0] - MARGIN - w.measure(pdfSafe(spec.reference), bold, 10), y, 10, bold);
  y -= 30;
  w.text(spec.title, MARGIN, y, 18, bold);
  y -= 20;
  if (spec.subtitle) {
    w.text(spec.subtitle, MARGIN, y, 11, regular);
    y -= 18;
  }
  w.text(`Date: ${issued.toISOString().slice(0, 10)}`, MARGIN, y, 10, regular);
  y -= 24;

  for (const [label, value] of spec.fields ?? []) {
    ensure(16);
    w.text(`${label}:`, MARGIN, y, 10, bold);
    w.text(fit(w, value, regular, 10, width - 160), MARGIN + 160, y, 10, regular);
    y -= 16;
  }
  if (spec.fields?.length) y -= 10;

  for (const paragraph of spec.paragraphs ?? []) {
    for (const line of wrap(w, paragraph, regular, 11, width)) {
      ensure(15);
      w.text(line, MARGIN, y, 11, regular);
      y -= 15;
    }
    y -= 8;
  }

  if (spec.table) {
    const { columns, rows } = spec.table;
    const widths = spec.table.widths ?? columns.map(() => width / columns.length);
    const row = (cells: string[], font: PDFFont) => {
      let x = MARGIN + 2;
      cells.forEach((cell, i) => {
        w.text(fit(w, cell, font, 9, (widths[i] ?? 60) - 4), x, y, 9, font);
        x += widths[i] ?? 60;
      });
    };
    const header = () => {
      ensure(22);
      w.rect(MARGIN, y - 4, width, 16, [0.9, 0.93, 0.97]);
      row(columns, bold);
      y -= 18;
    };
    header();
    for (const cells of rows) {
      if (y - 14 < MARGIN + 30) {
        newPage();
        header();
      }
      row(cells, regular);
      y -= 14;
    }
    y -= 10;
  }

  for (const [label, value] of spec.totals ?? []) {
    ensure(16);
    const v = pdfSafe(value);
    w.text(label, MARGIN + width - 260, y, 11, bold);
    w.text(v, A4[0] - MARGIN - w.measure(v, bold, 11), y, 11, bold);
    y -= 16;
  }

  const contents = w.contents();
  const footer = pdfSafe(spec.footer ?? 'This document was generated by the member portal.');
  const streams = await Promise.all(
    contents.map((ops, i) => {
      const foot = `BT /F1 8 Tf ${rgbOp([0.4, 0.4, 0.4])} 1 0 0 1 ${MARGIN} ${MARGIN - 20} Tm (${literal(`${footer}   Page ${i + 1} of ${contents.length}`)}) Tj ET`;
      return deflate(`${ops}\n${foot}`);
    }),
  );
  for (const stream of streams) {
    const page = doc.addPage(A4);
    for (const [font, name] of fonts) page.node.setFontDictionary(PDFName.of(name), font.ref);
    page.node.addContentStream(doc.context.register(doc.context.stream(stream, { Filter: 'FlateDecode' })));
  }
  return doc.save({ useObjectStreams: false });
}

/** The base64 text a document endpoint answers with. */
export async function renderPdf(spec: PdfSpec): Promise<string> {
  return bytesToBase64(await renderPdfBytes(spec));
}

/** Money as on the documents: KES 11,600.00 (the same text as the good-standing reasons). */
export const pdfMoney = moneyText;
