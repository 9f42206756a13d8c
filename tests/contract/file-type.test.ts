// A download is typed by its content, never its name (spec 1 §9: pdf, docx, xlsx, jpeg, png; pdf by default), and
// saved under a name safe on every system with the extension of what it holds.
import { describe, expect, it } from 'vitest';
import { downloadName, isPdf, sniffFileType } from '#contract/file-type.ts';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** A zip whose entry name sits `offset` bytes in. */
const zipWith = (entry: string, offset: number) => bytes(ZIP, new Array<number>(offset - ZIP.length).fill(0), entry);

describe('sniffFileType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7'), 'pdf', 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'png', 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg', 'image/jpeg'],
    [
      'a Word document',
      zipWith('word/document.xml', 30),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a workbook', zipWith('xl/workbook.xml', 30), 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [
      'a workbook named at the very end of the first 64 KiB',
      zipWith('xl/', 65_536 - 3),
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['a zip that is neither: pdf by default', zipWith('other/thing.txt', 30), 'pdf', 'application/pdf'],
    ['a workbook named past the first 64 KiB: not looked for', zipWith('xl/', 65_536 - 2), 'pdf', 'application/pdf'],
    ['Word markers outside a zip', bytes('word/ xl/'), 'pdf', 'application/pdf'],
    ['almost a PNG (one byte differs)', bytes([0x89, 0x50, 0x4e, 0x48]), 'pdf', 'application/pdf'],
    ['almost a JPEG', bytes([0xff, 0xd8, 0xfe]), 'pdf', 'application/pdf'],
    ['nothing', bytes(), 'pdf', 'application/pdf'],
  ])('%s', (_name, content, ext, mime) => {
    expect(sniffFileType(content)).toEqual({ ext, mime });
  });

  it('a marker cut by the end of the bytes is not found', () => {
    expect(sniffFileType(bytes(ZIP, 'wor')).ext).toBe('pdf');
    expect(sniffFileType(bytes(ZIP, 'word/')).ext).toBe('docx');
  });
});

describe('isPdf', () => {
  it('reads the %PDF signature only', () => {
    expect(isPdf(bytes('%PDF-1.4'))).toBe(true);
    expect(isPdf(bytes('%PDX'))).toBe(false);
    expect(isPdf(bytes('%PD'))).toBe(false);
    expect(isPdf(bytes([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('downloadName', () => {
  const pdf = bytes('%PDF-1.7');
  it.each([
    ['Invoice INV-001', 'Invoice-INV-001.pdf'],
    ['receipt.PDF', 'receipt.pdf'],
    ['report.final.docx', 'report-final.pdf'],
    ['a.b.toolong', 'a-b-toolong.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['--Wanjirũ Kamau--', 'Wanjir-Kamau.pdf'],
    ['under_score kept', 'under_score-kept.pdf'],
    ['', 'document.pdf'],
    ['***', 'document.pdf'],
    ['x'.repeat(150), `${'x'.repeat(100)}.pdf`],
  ])('%j → %j', (base, name) => {
    expect(downloadName(base, pdf)).toBe(name);
  });

  it('takes the extension of the content, not of the name', () => {
    expect(downloadName('photo.pdf', bytes([0x89, 0x50, 0x4e, 0x47]))).toBe('photo.png');
  });
});
