// Just enough TrueType to embed a Unicode font in the fake backend's PDFs without a font library (pdf-lib embeds
// custom fonts only through @pdf-lib/fontkit, which the project does not carry): read a font's character map and
// widths, and write a copy that keeps only the glyphs a document draws (a subset), so a certificate carries a few
// kilobytes of font rather than the whole file. Glyph ids never change on the way: the PDF names glyphs by id.

const u16 = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const i16 = (b: Uint8Array, o: number) => (u16(b, o) << 16) >> 16;
const u32 = (b: Uint8Array, o: number) => ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;

// Composite glyph flags (the TrueType glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** A parsed TrueType font: its tables as given, its code point → glyph map and its glyph widths. */
export class TrueType {
  readonly tables = new Map<string, Uint8Array>();
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  readonly ascent: number;
  readonly descent: number;
  readonly bbox: [number, number, number, number];
  private readonly advances: Uint16Array;
  private readonly offsets: Uint32Array;
  readonly cmap = new Map<number, number>();

  constructor(readonly bytes: Uint8Array) {
    const count = u16(bytes, 4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const tag = String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
      const offset = u32(bytes, at + 8);
      this.tables.set(tag, bytes.subarray(offset, offset + u32(bytes, at + 12)));
    }
    const head = this.table('head');
    const hhea = this.table('hhea');
    this.unitsPerEm = u16(head, 18);
    this.bbox = [i16(head, 36), i16(head, 38), i16(head, 40), i16(head, 42)];
    this.ascent = i16(hhea, 4);
    this.descent = i16(hhea, 6);
    this.numGlyphs = u16(this.table('maxp'), 4);
    const metrics = u16(hhea, 34);
    const hmtx = this.table('hmtx');
    this.advances = new Uint16Array(this.numGlyphs);
    for (let g = 0; g < this.numGlyphs; g++) this.advances[g] = u16(hmtx, Math.min(g, metrics - 1) * 4);
    const loca = this.table('loca');
    const long = i16(head, 50) === 1;
    this.offsets = new Uint32Array(this.numGlyphs + 1);
    for (let g = 0; g <= this.numGlyphs; g++) this.offsets[g] = long ? u32(loca, g * 4) : u16(loca, g * 2) * 2;
    this.readCmap();
  }

  table(tag: string): Uint8Array {
    const t = this.tables.get(tag);
    if (!t) throw new Error(`The font has no ${tag} table.`);
    return t;
  }

  /** The glyph of a code point, 0 (the font's "missing" box) when the font has none. */
  glyphOf(codePoint: number): number {
    return this.cmap.get(codePoint) ?? 0;
  }

  /** A glyph's advance width in thousandths of the font size (PDF glyph space). */
  width(glyph: number): number {
    return Math.round(((this.advances[glyph] ?? 0) * 1000) / this.unitsPerEm);
  }

  /** A glyph's outline as stored (empty for a space). */
  glyph(glyph: number): Uint8Array {
    return this.table('glyf').subarray(this.offsets[glyph], this.offsets[glyph + 1]);
  }

  /** The glyphs a composite glyph is built of (an accented letter of its letter and its accent). */
  components(glyph: number): number[] {
    const data = this.glyph(glyph);
    if (data.length < 10 || i16(data, 0) >= 0) return [];
    const found: number[] = [];
    let at = 10;
    for (;;) {
      const flags = u16(data, at);
      found.push(u16(data, at + 2));
      at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) at += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
      if (!(flags & MORE_COMPONENTS)) return found;
    }
  }

  /** Every glyph `glyphs` needs, their components included, and glyph 0 (the PDF's fallback). */
  closure(glyphs: Iterable<number>): Set<number> {
    const kept = new Set<number>([0]);
    const visit = (g: number) => {
      if (kept.has(g) && g !== 0) return;
      kept.add(g);
      for (const c of this.components(g)) visit(c);
    };
    for (const g of glyphs) visit(g);
    return kept;
  }

  private readCmap() {
    const cmap = this.table('cmap');
    const count = u16(cmap, 2);
    let best = -1;
    let format = 0;
    for (let i = 0; i < count; i++) {
      const platform = u16(cmap, 4 + i * 8);
      const encoding = u16(cmap, 6 + i * 8);
      const offset = u32(cmap, 8 + i * 8);
      const f = u16(cmap, offset);
      // Windows Unicode: full repertoire (format 12) beats the Basic Multilingual Plane (format 4).
      if (platform === 3 && ((encoding === 10 && f === 12) || (encoding === 1 && f === 4 && format !== 12))) {
        best = offset;
        format = f;
      }
    }
    if (best < 0) throw new Error('The font has no Unicode character map.');
    if (format === 12) {
      const groups = u32(cmap, best + 12);
      for (let i = 0; i < groups; i++) {
        const at = best + 16 + i * 12;
        const [start, end, glyph] = [u32(cmap, at), u32(cmap, at + 4), u32(cmap, at + 8)];
        for (let c = start; c <= end; c++) this.cmap.set(c, glyph + c - start);
      }
      return;
    }
    const segments = u16(cmap, best + 6) / 2;
    const ends = best + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const [start, end, delta, range] = [
        u16(cmap, starts + s * 2),
        u16(cmap, ends + s * 2),
        i16(cmap, deltas + s * 2),
        u16(cmap, ranges + s * 2),
      ];
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (range === 0) glyph = (c + delta) & 0xffff;
        else {
          const raw = u16(cmap, ranges + s * 2 + range + (c - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) this.cmap.set(c, glyph);
      }
    }
  }
}

class Writer {
  private readonly parts: number[] = [];
  u16(v: number) {
    this.parts.push((v >> 8) & 0xff, v & 0xff);
    return this;
  }
  u32(v: number) {
    this.parts.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
    return this;
  }
  bytes(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum = (sum + (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>> 0;
  }
  return sum;
}

/** A font file of these tables (sorted, 4-byte aligned, checksummed; head's checkSumAdjustment set). */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = new Writer()
    .u32(0x00010000)
    .u16(count)
    .u16(power * 16)
    .u16(Math.log2(power))
    .u16(count * 16 - power * 16);
  let offset = 12 + count * 16;
  const directory = new Writer();
  const bodies: Uint8Array[] = [];
  for (const tag of tags) {
    const data = tables.get(tag)!;
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    if (tag === 'head') padded.fill(0, 8, 12);
    directory
      .u32(u32(new TextEncoder().encode(tag), 0))
      .u32(checksum(padded))
      .u32(offset)
      .u32(data.length);
    bodies.push(padded);
    offset += padded.length;
  }
  const out = new Uint8Array(offset);
  out.set(header.bytes(), 0);
  out.set(directory.bytes(), 12);
  let at = 12 + count * 16;
  const headAt = new Map<string, number>();
  tags.forEach((tag, i) => {
    headAt.set(tag, at);
    out.set(bodies[i]!, at);
    at += bodies[i]!.length;
  });
  const head = headAt.get('head');
  if (head !== undefined) {
    const adjust = (0xb1b0afba - checksum(out)) >>> 0;
    out.set(new Writer().u32(adjust).bytes(), head + 8);
  }
  return out;
}

/** A format 4 character map (the Basic Multilingual Plane) of code point → glyph. */
function cmapTable(map: Map<number, number>): Uint8Array {
  const codes = [...map.keys()].filter((c) => c < 0xffff).sort((a, b) => a - b);
  // One segment per run of consecutive code points with consecutive glyphs (a delta each), then the end marker.
  const segments: Array<[number, number, number]> = [];
  for (const c of codes) {
    const last = segments[segments.length - 1];
    const g = map.get(c)!;
    if (last && c === last[1] + 1 && g - c === last[2]) last[1] = c;
    else segments.push([c, c, g - c]);
  }
  segments.push([0xffff, 0xffff, 1]);
  const n = segments.length;
  const power = 2 ** Math.floor(Math.log2(n));
  const sub = new Writer()
    .u16(4)
    .u16(16 + n * 8)
    .u16(0)
    .u16(n * 2)
    .u16(power * 2)
    .u16(Math.log2(power))
    .u16(n * 2 - power * 2);
  for (const s of segments) sub.u16(s[1]);
  sub.u16(0);
  for (const s of segments) sub.u16(s[0]);
  for (const s of segments) sub.u16(s[2] & 0xffff);
  for (let i = 0; i < n; i++) sub.u16(0);
  const body = sub.bytes();
  const head = new Writer().u16(0).u16(1).u16(3).u16(1).u32(12).bytes();
  const out = new Uint8Array(head.length + body.length);
  out.set(head);
  out.set(body, head.length);
  return out;
}

const POST_FORMAT_3 = new Writer().u32(0x00030000).u32(0).u32(0).u32(0).u32(0).u32(0).u32(0).u32(0).bytes();

/**
 * A font of `glyphs` (and what they are built of), numbered 0…n-1 in the order kept, with a character map of
 * `codePoints` → the new glyphs. Used once, to make the small font the repository keeps (scripts/make-pdf-font.ts).
 */
export function renumberedFont(font: TrueType, codePoints: Iterable<number>, keepTables: readonly string[]): Uint8Array {
  const wanted = new Map<number, number>();
  for (const c of codePoints) {
    const g = font.cmap.get(c);
    if (g) wanted.set(c, g);
  }
  const order = [...font.closure(wanted.values())].sort((a, b) => a - b);
  const newId = new Map(order.map((g, i) => [g, i]));
  const glyf: Uint8Array[] = [];
  const loca = new Writer();
  const hmtx = new Writer();
  const oldHmtx = font.table('hmtx');
  const metrics = u16(font.table('hhea'), 34);
  let at = 0;
  for (const g of order) {
    const data = font.glyph(g).slice();
    // A composite names its parts by glyph id: renumber them.
    if (data.length >= 10 && i16(data, 0) < 0) {
      let p = 10;
      for (;;) {
        const flags = u16(data, p);
        const part = newId.get(u16(data, p + 2)) ?? 0;
        data[p + 2] = part >> 8;
        data[p + 3] = part & 0xff;
        p += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
        if (flags & WE_HAVE_A_SCALE) p += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) p += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) p += 8;
        if (!(flags & MORE_COMPONENTS)) break;
      }
    }
    loca.u32(at);
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    glyf.push(padded);
    at += padded.length;
    const m = Math.min(g, metrics - 1) * 4;
    hmtx.u16(u16(oldHmtx, m)).u16(u16(oldHmtx, g < metrics ? g * 4 + 2 : metrics * 4 + (g - metrics) * 2));
  }
  loca.u32(at);
  const cmap = new Map([...wanted].map(([c, g]) => [c, newId.get(g)!]));
  const tables = new Map<string, Uint8Array>();
  for (const tag of keepTables) {
    const t = font.tables.get(tag);
    if (t) tables.set(tag, t.slice());
  }
  tables.set('glyf', concat(glyf));
  tables.set('loca', loca.bytes());
  tables.set('hmtx', hmtx.bytes());
  tables.set('cmap', cmapTable(cmap));
  tables.set('post', POST_FORMAT_3);
  const head = font.table('head').slice();
  head.set(new Writer().u16(1).bytes(), 50);
  tables.set('head', head);
  const hhea = font.table('hhea').slice();
  hhea.set(new Writer().u16(order.length).bytes(), 34);
  tables.set('hhea', hhea);
  const maxp = font.table('maxp').slice();
  maxp.set(new Writer().u16(order.length).bytes(), 4);
  tables.set('maxp', maxp);
  return writeFont(tables);
}

/**
 * The font a PDF embeds: every glyph but `glyphs` (and their parts) emptied, ids kept, so the document's glyph ids
 * stay valid; no character map (the PDF maps its own codes to glyphs, and text to Unicode with a ToUnicode map).
 */
export function subsetFont(font: TrueType, glyphs: Iterable<number>): Uint8Array {
  const kept = font.closure(glyphs);
  const parts: Uint8Array[] = [];
  const loca = new Writer();
  let at = 0;
  for (let g = 0; g < font.numGlyphs; g++) {
    loca.u32(at);
    if (!kept.has(g)) continue;
    const data = font.glyph(g);
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    parts.push(padded);
    at += padded.length;
  }
  loca.u32(at);
  const tables = new Map<string, Uint8Array>();
  for (const tag of ['hhea', 'hmtx', 'maxp', 'cvt ', 'fpgm', 'prep', 'OS/2']) {
    const t = font.tables.get(tag);
    if (t) tables.set(tag, t);
  }
  const head = font.table('head').slice();
  head.set(new Writer().u16(1).bytes(), 50);
  tables.set('head', head);
  tables.set('glyf', concat(parts));
  tables.set('loca', loca.bytes());
  tables.set('post', POST_FORMAT_3);
  return writeFont(tables);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
