// Real PDFs for every document the fake backend serves (invoice, receipt, certificates, letters, statements…),
// carrying the record's data, so the viewer, downloads and tests see what a real backend would send. Three layouts:
// a data sheet (invoices, receipts, statements, reports), a certificate (a bordered page, the holder's name large)
// and a letter (letterhead, reference and date, salutation, body, signature). Every one is headed with the board's
// name and drawn in its colours from the settings, in DejaVu Sans, so Wanjirũ prints as Wanjirũ.
import { PDFDocument, PDFName, PDFString, type PDFRef } from 'pdf-lib';
import { base64ToBytes } from '#contract/base64.ts';
import { formatDate } from '#contract/medium-date.ts';
import { subsetFont, TrueType } from './truetype';

/** Whose document it is: the board's name (the company's displayName) and its theme colours (hex). */
export interface Board {
  name: string;
  primary: string;
  secondary: string;
}

export interface PdfSpec {
  board: Board;
  /** A data sheet (the default), a certificate or a letter. */
  layout?: 'sheet' | 'certificate' | 'letter';
  /** Big heading, e.g. 'INVOICE' or 'CERTIFICATE OF GOOD STANDING'; a letter's subject line. */
  title: string;
  subtitle?: string;
  /** Document number shown top right. */
  reference?: string;
  /** ISO date of issue. */
  issuedOn: string;
  /** A certificate's holder (drawn large) or a letter's addressee. */
  recipient?: string;
  /** Label/value lines under the heading (a certificate's particulars, a letter's references). */
  fields?: Array<[string, string]>;
  paragraphs?: string[];
  table?: { columns: string[]; rows: string[][]; widths?: number[] };
  /** Line after the table, e.g. 'Total: KES 11,600.00'. */
  totals?: Array<[string, string]>;
  footer?: string;
  /** Who signs a certificate or a letter (under the signature line). */
  issuer?: string;
  /** A certificate's line at the foot of the page (how to check it), and an address printed under it as a link. */
  note?: { text: string; url?: string };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

type Rgb = readonly [number, number, number];
const INK: Rgb = [0.1, 0.1, 0.1];
const GREY: Rgb = [0.4, 0.4, 0.4];

function rgbOf(hex: string, fallback: Rgb): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return fallback;
  const n = parseInt(m[1]!, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

// ---------------------------------------------------------------- the font
let fontFile: Promise<TrueType> | null = null;
/** DejaVu Sans, parsed once per process; the font module loads with the first PDF, never with a page. */
const loadFont = () =>
  (fontFile ??= import('./fonts/dejavu-sans').then(({ DEJAVU_SANS_BASE64 }) => {
    const bytes = base64ToBytes(DEJAVU_SANS_BASE64);
    if (!bytes.ok) throw new Error('The PDF font is damaged.');
    return new TrueType(bytes.value);
  }));

// Marks that draw nothing of their own: an emoji's variation selector, joiners, skin tones, tags.
const INVISIBLE = /[\u200b-\u200f\u2060\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0000}-\u{e007f}]/gu;

/**
 * Text as one document's font draws it: composed (a name typed as u + combining tilde is ũ), each character the
 * font lacks (an emoji) left out rather than printed as a box or "?", and the space it leaves closed up.
 */
class DocumentFont {
  /** Glyph → the character it was drawn for (the ToUnicode map). */
  readonly used = new Map<number, number>();
  // Per character: its two-byte glyph code and its width. A 2,000-row statement draws ~250,000 characters.
  private readonly codes = new Map<string, string>();
  private readonly widths = new Map<string, number>();
  constructor(readonly font: TrueType) {}

  drawable(given: string): string {
    // A no-break space (money: "KES 11,600.00") is drawn as a space: one drawn string never breaks, and the font's
    // one space glyph must map back to one character in the ToUnicode map, or copied text would change its spaces.
    const text = given.replaceAll('\u00a0', ' ');
    // Most text is plain ASCII, every character of which the font has.
    if (/^[\x20-\x7e]*$/.test(text)) return text;
    const composed = text.normalize('NFC').replace(INVISIBLE, '');
    let out = '';
    let dropped = false;
    for (const ch of composed) {
      if (this.font.glyphOf(ch.codePointAt(0)!) || ch === ' ') out += ch;
      else dropped = true;
    }
    return dropped
      ? out
          .replace(/ {2,}/g, ' ')
          .replace(/ ([.,;:!?])/g, '$1')
          .trim()
      : out;
  }

  /** Width of drawable text at `size`. */
  measure(text: string, size: number): number {
    let total = 0;
    for (const ch of text) {
      let w = this.widths.get(ch);
      if (w === undefined) this.widths.set(ch, (w = this.font.width(this.font.glyphOf(ch.codePointAt(0)!))));
      total += w;
    }
    return (total * size) / 1000;
  }

  /** Drawable text as the content stream's glyph codes (Identity-H: two bytes a glyph, the glyph id). */
  hex(text: string): string {
    let out = '<';
    for (const ch of text) {
      let code = this.codes.get(ch);
      if (code === undefined) {
        const cp = ch.codePointAt(0)!;
        const g = this.font.glyphOf(cp);
        if (!this.used.has(g)) this.used.set(g, cp);
        this.codes.set(ch, (code = g.toString(16).padStart(4, '0')));
      }
      out += code;
    }
    return `${out}>`;
  }
}

/** Embeds the glyphs `font` drew as a Type0 font with a ToUnicode map (text copied or searched reads as drawn). */
async function embed(doc: PDFDocument, font: DocumentFont): Promise<PDFRef> {
  const ttf = font.font;
  const file = subsetFont(ttf, font.used.keys());
  const ctx = doc.context;
  const fontFile = ctx.register(ctx.stream(await deflateBytes(file), { Filter: 'FlateDecode', Length1: file.length }));
  const scale = (v: number) => Math.round((v * 1000) / ttf.unitsPerEm);
  const name = 'PRTLAA+DejaVuSans';
  const descriptor = ctx.register(
    ctx.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 32,
      FontBBox: ttf.bbox.map(scale),
      ItalicAngle: 0,
      Ascent: scale(ttf.ascent),
      Descent: scale(ttf.descent),
      CapHeight: scale(ttf.ascent),
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const glyphs = [...font.used.keys()].sort((a, b) => a - b);
  const widths: Array<number | number[]> = [];
  for (const g of glyphs) widths.push(g, [ttf.width(g)]);
  const cid = ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: 'Identity',
    }),
  );
  const utf16 = (cp: number) => {
    const s = String.fromCodePoint(cp);
    let h = '';
    for (let i = 0; i < s.length; i++) h += s.charCodeAt(i).toString(16).padStart(4, '0');
    return h;
  };
  const entries = glyphs.map((g) => `<${g.toString(16).padStart(4, '0')}> <${utf16(font.used.get(g)!)}>`);
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100);
    chunks.push(`${part.length} beginbfchar\n${part.join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const toUnicode = ctx.register(ctx.stream(await deflate(cmap), { Filter: 'FlateDecode' }));
  return ctx.register(
    ctx.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: name, Encoding: 'Identity-H', DescendantFonts: [cid], ToUnicode: toUnicode }),
  );
}

// ---------------------------------------------------------------- the page writer
type Weight = 'regular' | 'bold';

/**
 * Writes page content as raw PDF operators. pdf-lib's drawText builds a dozen objects per call, and a
 * 2,000-row statement makes 12,000 calls (~500 ms); one operator string per page costs a fraction of that.
 * Bold is the regular face drawn filled and stroked (one embedded font, not two).
 */
class PageWriter {
  private readonly pages: string[][] = [[]];
  /** Per page: the areas a reader can click, each opening its address. */
  readonly links: Array<Array<{ rect: [number, number, number, number]; url: string }>> = [[]];

  constructor(readonly font: DocumentFont) {}

  get pageCount() {
    return this.pages.length;
  }

  addPage() {
    this.pages.push([]);
    this.links.push([]);
  }

  /** Makes the area (x, y, width, height) of the current page open `url` when clicked. */
  link(x: number, y: number, width: number, height: number, url: string) {
    this.links[this.links.length - 1]!.push({ rect: [x, y, x + width, y + height], url });
  }

  measure(text: string, size: number): number {
    return this.font.measure(this.font.drawable(text), size);
  }

  text(text: string, x: number, y: number, size: number, weight: Weight = 'regular', color: Rgb = INK) {
    const mode = weight === 'bold' ? `2 Tr ${num(size * 0.035)} w ${rgbOp(color, 'RG')}` : '0 Tr';
    this.current().push(
      `BT /F1 ${size} Tf ${mode} ${rgbOp(color)} 1 0 0 1 ${num(x)} ${num(y)} Tm ${this.font.hex(this.font.drawable(text))} Tj ET`,
    );
  }

  /** Text centred on the page. */
  centred(text: string, y: number, size: number, weight: Weight = 'regular', color: Rgb = INK) {
    this.text(text, (A4[0] - this.measure(text, size)) / 2, y, size, weight, color);
  }

  /** Text ending at `right`. */
  right(text: string, right: number, y: number, size: number, weight: Weight = 'regular', color: Rgb = INK) {
    this.text(text, right - this.measure(text, size), y, size, weight, color);
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb) {
    this.current().push(`${rgbOp(color)} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  frame(x: number, y: number, width: number, height: number, lineWidth: number, color: Rgb) {
    this.current().push(`${num(lineWidth)} w ${rgbOp(color, 'RG')} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`);
  }

  line(x1: number, y: number, x2: number, lineWidth: number, color: Rgb) {
    this.current().push(`${num(lineWidth)} w ${rgbOp(color, 'RG')} ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`);
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
const rgbOp = ([r, g, b]: Rgb, op: 'rg' | 'RG' = 'rg') => `${num(r)} ${num(g)} ${num(b)} ${op}`;

function fit(w: PageWriter, text: string, size: number, width: number): string {
  let t = w.font.drawable(text);
  if (w.font.measure(t, size) <= width) return t;
  while (t.length > 1 && w.font.measure(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/** A word too wide for the line, cut into pieces that fit (a long document number in a narrow column). */
function breakWord(w: PageWriter, word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && w.font.measure(piece + ch, size) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Text as lines no wider than `width`, broken between words (inside a word only when it alone is too wide). */
function wrap(w: PageWriter, text: string, size: number, width: number): string[] {
  const drawable = w.font.drawable(text);
  if (w.font.measure(drawable, size) <= width) return drawable ? [drawable] : [];
  const lines: string[] = [];
  let line = '';
  for (const word of drawable.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (w.font.measure(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    const pieces = w.font.measure(word, size) > width ? breakWord(w, word, size, width) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? '';
  }
  if (line) lines.push(line);
  return lines;
}

/** Deflate with the platform's zlib (browser and Node), far faster than pdf-lib's bundled JavaScript one. */
async function deflateBytes(bytes: Uint8Array | string): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
const deflate = (text: string) => deflateBytes(text);

// ---------------------------------------------------------------- the three layouts
interface Colours {
  primary: Rgb;
  secondary: Rgb;
}

/** Invoices, receipts, statements and reports: the board's name, the title, the particulars, a table, totals. */
function drawSheet(w: PageWriter, spec: PdfSpec, c: Colours) {
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const newPage = () => {
    w.addPage();
    y = A4[1] - MARGIN;
  };
  const ensure = (h: number) => {
    if (y - h < MARGIN + 30) newPage();
  };

  w.rect(0, A4[1] - 8, A4[0], 8, c.primary);
  w.text(spec.board.name, MARGIN, y, 13, 'bold', c.primary);
  if (spec.reference) w.right(spec.reference, A4[0] - MARGIN, y, 10, 'bold');
  y -= 8;
  w.line(MARGIN, y, A4[0] - MARGIN, 1.5, c.secondary);
  y -= 26;
  w.text(spec.title, MARGIN, y, 18, 'bold');
  y -= 20;
  if (spec.subtitle) {
    w.text(spec.subtitle, MARGIN, y, 11);
    y -= 18;
  }
  w.text(`Date: ${formatDate(spec.issuedOn)}`, MARGIN, y, 10);
  y -= 24;

  for (const [label, value] of spec.fields ?? []) {
    // A long value (remarks, an address) wraps under itself rather than being cut.
    const lines = wrap(w, value, 10, width - 160);
    ensure(16 + 13 * Math.max(0, lines.length - 1));
    w.text(`${label}:`, MARGIN, y, 10, 'bold');
    lines.forEach((line, n) => w.text(line, MARGIN + 160, y - n * 13, 10));
    y -= 16 + 13 * Math.max(0, lines.length - 1);
  }
  if (spec.fields?.length) y -= 10;

  for (const paragraph of spec.paragraphs ?? []) {
    for (const line of wrap(w, paragraph, 11, width)) {
      ensure(15);
      w.text(line, MARGIN, y, 11);
      y -= 15;
    }
    y -= 8;
  }

  if (spec.table) {
    const { columns, rows } = spec.table;
    const widths = spec.table.widths ?? columns.map(() => width / columns.length);
    const LINE = 11;
    // A cell's text is wrapped to its column, never cut: a row is as tall as its tallest cell.
    const linesOf = (cells: string[]) => cells.map((cell, i) => wrap(w, cell, 9, (widths[i] ?? 60) - 4));
    const row = (cells: string[][], weight: Weight) => {
      let x = MARGIN + 2;
      cells.forEach((lines, i) => {
        lines.forEach((line, n) => w.text(line, x, y - n * LINE, 9, weight));
        x += widths[i] ?? 60;
      });
    };
    const heightOf = (cells: string[][]) => Math.max(1, ...cells.map((lines) => lines.length)) * LINE;
    const tint: Rgb = [0.9 + c.primary[0] * 0.08, 0.9 + c.primary[1] * 0.08, 0.9 + c.primary[2] * 0.08];
    const header = () => {
      const cells = linesOf(columns);
      const h = heightOf(cells);
      ensure(h + 11);
      w.rect(MARGIN, y - h + 7, width, h + 5, tint);
      row(cells, 'bold');
      y -= h + 7;
    };
    header();
    for (const cells of rows) {
      const lines = linesOf(cells);
      const h = heightOf(lines);
      if (y - h < MARGIN + 30) {
        newPage();
        header();
      }
      row(lines, 'regular');
      y -= h + 3;
    }
    y -= 10;
  }

  for (const [label, value] of spec.totals ?? []) {
    ensure(16);
    w.text(label, MARGIN + width - 260, y, 11, 'bold');
    w.right(value, A4[0] - MARGIN, y, 11, 'bold');
    y -= 16;
  }
}

/** A certificate: a double border in the board's colours, its name, the title, the holder large, the wording. */
function drawCertificate(w: PageWriter, spec: PdfSpec, c: Colours) {
  const [pw, ph] = A4;
  w.frame(24, 24, pw - 48, ph - 48, 4, c.primary);
  w.frame(34, 34, pw - 68, ph - 68, 1.2, c.secondary);
  let y = ph - 100;
  w.centred(spec.board.name, y, 20, 'bold', c.primary);
  y -= 16;
  w.line(pw / 2 - 90, y, pw / 2 + 90, 1.5, c.secondary);
  if (spec.reference) w.right(`No. ${spec.reference}`, pw - 60, ph - 60, 9, 'regular', GREY);
  y -= 60;
  w.centred(spec.title, y, 24, 'bold');
  y -= 60;
  w.centred('This is to certify that', y, 13, 'regular', GREY);
  y -= 50;
  const name = spec.recipient ?? '';
  const nameSize = Math.min(32, (32 * (pw - 160)) / Math.max(1, w.measure(name, 32)));
  w.centred(name, y, nameSize, 'bold', c.primary);
  y -= 18;
  w.line(pw / 2 - 160, y, pw / 2 + 160, 0.8, c.secondary);
  y -= 36;
  for (const paragraph of spec.paragraphs ?? []) {
    for (const line of wrap(w, paragraph, 12.5, pw - 180)) {
      w.centred(line, y, 12.5);
      y -= 19;
    }
    y -= 10;
  }
  y -= 16;
  for (const [label, value] of spec.fields ?? []) {
    w.right(`${label}:`, pw / 2 - 8, y, 10.5, 'bold', GREY);
    const lines = wrap(w, value, 10.5, pw / 2 - 90);
    for (const line of lines.length ? lines : ['']) {
      w.text(line, pw / 2 + 8, y, 10.5);
      y -= 14;
    }
    y -= 3;
  }
  // Date of issue on the left, the signature on the right, above the bottom border.
  const base = 130;
  w.text(formatDate(spec.issuedOn), 90, base + 6, 11);
  w.line(80, base, 250, 0.8, INK);
  w.text('Date of issue', 90, base - 16, 9.5, 'regular', GREY);
  w.line(pw - 250, base, pw - 80, 0.8, INK);
  w.text(spec.issuer ?? 'Registrar', pw - 240, base - 16, 9.5, 'regular', GREY);
  w.text(fit(w, `for ${spec.board.name}`, 9.5, 180), pw - 240, base - 30, 9.5, 'regular', GREY);
  // The note under the signature, inside the border; its address on a line of its own, whole, and clickable.
  if (spec.note) {
    let y = 80;
    for (const line of wrap(w, spec.note.text, 8.5, pw - 120)) {
      w.centred(line, y, 8.5, 'regular', GREY);
      y -= 11;
    }
    if (spec.note.url) {
      const size = Math.min(8.5, (8.5 * (pw - 100)) / Math.max(1, w.measure(spec.note.url, 8.5)));
      const width = w.measure(spec.note.url, size);
      w.centred(spec.note.url, y, size, 'regular', c.primary);
      w.link((pw - width) / 2, y - 2, width, size + 3, spec.note.url);
    }
  }
}

/** A letter: letterhead, reference and date, the addressee and particulars, subject, body, signature. */
function drawLetter(w: PageWriter, spec: PdfSpec, c: Colours) {
  const [pw, ph] = A4;
  const width = pw - 2 * MARGIN;
  let y = ph - 60;
  w.text(spec.board.name, MARGIN, y, 18, 'bold', c.primary);
  y -= 12;
  w.rect(MARGIN, y, width, 3, c.primary);
  w.rect(MARGIN, y - 3, width, 1.5, c.secondary);
  y -= 30;
  if (spec.reference) w.text(`Our ref: ${spec.reference}`, MARGIN, y, 10);
  w.right(formatDate(spec.issuedOn), pw - MARGIN, y, 10);
  y -= 34;
  if (spec.recipient) {
    w.text(spec.recipient, MARGIN, y, 11, 'bold');
    y -= 16;
  }
  for (const [label, value] of spec.fields ?? []) {
    w.text(`${label}: ${w.font.drawable(value)}`, MARGIN, y, 10, 'regular', GREY);
    y -= 14;
  }
  y -= 20;
  w.text(`RE: ${spec.title}`, MARGIN, y, 11.5, 'bold');
  y -= 4;
  w.line(MARGIN, y, MARGIN + w.measure(`RE: ${spec.title}`, 11.5), 0.8, INK);
  y -= 24;
  for (const paragraph of spec.paragraphs ?? []) {
    for (const line of wrap(w, paragraph, 11, width)) {
      if (y < MARGIN + 150) {
        w.addPage();
        y = ph - MARGIN;
      }
      w.text(line, MARGIN, y, 11);
      y -= 16;
    }
    y -= 10;
  }
  y -= 10;
  w.text('Yours faithfully,', MARGIN, y, 11);
  y -= 56;
  w.line(MARGIN, y, MARGIN + 170, 0.8, INK);
  y -= 15;
  w.text(spec.issuer ?? 'Registrar', MARGIN, y, 11, 'bold');
  y -= 15;
  w.text(spec.board.name, MARGIN, y, 10, 'regular', GREY);
}

export async function renderPdfBytes(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = new Date(spec.issuedOn);
  doc.setTitle(spec.title);
  doc.setAuthor(spec.board.name);
  doc.setProducer('Member portal mock backend');
  doc.setCreator('Member portal mock backend');
  // A record with no day (a blank date prints blank): no date in the metadata rather than an invalid one.
  if (!Number.isNaN(issued.getTime())) {
    doc.setCreationDate(issued);
    doc.setModificationDate(issued);
  }
  const font = new DocumentFont(await loadFont());
  const w = new PageWriter(font);
  const colours: Colours = {
    primary: rgbOf(spec.board.primary, [0.05, 0.3, 0.55]),
    secondary: rgbOf(spec.board.secondary, [0.7, 0.5, 0.05]),
  };
  const layout = spec.layout ?? 'sheet';
  if (layout === 'certificate') drawCertificate(w, spec, colours);
  else if (layout === 'letter') drawLetter(w, spec, colours);
  else drawSheet(w, spec, colours);

  const contents = w.contents();
  const footer = spec.footer ?? `${spec.board.name}. This document was generated by the member portal.`;
  const streams = await Promise.all(
    contents.map((ops, i) => {
      if (layout === 'certificate') return deflate(ops);
      const text = font.drawable(`${footer}   Page ${i + 1} of ${contents.length}`);
      const foot = `BT /F1 8 Tf 0 Tr ${rgbOp(GREY)} 1 0 0 1 ${MARGIN} ${MARGIN - 20} Tm ${font.hex(text)} Tj ET`;
      return deflate(`${ops}\n${foot}`);
    }),
  );
  const fontRef = await embed(doc, font);
  streams.forEach((stream, i) => {
    const page = doc.addPage(A4);
    page.node.setFontDictionary(PDFName.of('F1'), fontRef);
    page.node.addContentStream(doc.context.register(doc.context.stream(stream, { Filter: 'FlateDecode' })));
    const links = w.links[i] ?? [];
    if (links.length) {
      const annotation = ({ rect, url }: (typeof links)[number]) =>
        doc.context.register(
          doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: { S: 'URI', URI: PDFString.of(url) } }),
        );
      page.node.set(PDFName.of('Annots'), doc.context.obj(links.map(annotation)));
    }
  });
  return doc.save({ useObjectStreams: false });
}
