// The one upload rule (spec 2 §5, §9): a PDF by its content, under 10,000,000 bytes, checked before anything is
// sent; the hostile files of issue 11 refused with the spec's messages; the preview kind read from the content.
import { describe, expect, it } from 'vitest';
import { messages, PdfFileSchema } from '#contract';
import { fileToBase64, previewKindOf, screenPdf } from '#contract/upload.ts';

const pdfOf = (size: number, name = 'scan.pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('screenPdf', () => {
  it('takes a PDF of 9,999,999 bytes and refuses one of 10,000,000 (and a 12 MB one) as too large', async () => {
    expect(await screenPdf(pdfOf(9_999_999))).toBeNull();
    expect(await screenPdf(pdfOf(10_000_000))).toBe(messages.attachmentTooLarge);
    expect(await screenPdf(pdfOf(12_000_000))).toBe('Attachment should be less than 10MB');
  });

  it('reads the content, not the name: a PNG named .pdf is refused, a PDF named .txt is taken', async () => {
    expect(await screenPdf(new File([PNG], 'scan.pdf', { type: 'application/pdf' }))).toBe('Attachment must be a Pdf');
    expect(await screenPdf(new File([new TextEncoder().encode('%PDF-1.7\n')], 'notes.txt', { type: 'text/plain' }))).toBeNull();
    // One byte short of the marker is not a PDF.
    expect(await screenPdf(new File([new TextEncoder().encode('%PDF')], 'short.pdf'))).toBe(messages.attachmentNotPdf);
  });

  it('refuses an empty file and markup named like a PDF', async () => {
    expect(await screenPdf(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe(messages.attachmentNotPdf);
    expect(
      await screenPdf(new File(['<img src=x onerror=alert(1)>'], '<img src=x onerror=alert(1)>.pdf', { type: 'application/pdf' })),
    ).toBe(messages.attachmentNotPdf);
  });

  it('leaves the sent file schema to size and emptiness, whatever the name says', () => {
    expect(PdfFileSchema.safeParse(pdfOf(20, 'scan.bin')).success).toBe(true);
    expect(PdfFileSchema.safeParse(new File([], 'empty.pdf')).error?.issues[0]?.message).toBe(messages.attachmentNotPdf);
    expect(PdfFileSchema.safeParse(pdfOf(10_000_000)).error?.issues[0]?.message).toBe(messages.attachmentTooLarge);
  });
});

describe('previewKindOf', () => {
  it('tells a PDF, a PNG, a JPEG and anything else apart by content', async () => {
    expect(previewKindOf(await fileToBase64(pdfOf(30)))).toBe('pdf');
    expect(previewKindOf(await fileToBase64(new File([PNG], 'a.pdf')))).toBe('png');
    expect(previewKindOf(await fileToBase64(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'a.jpg')))).toBe('jpeg');
    expect(previewKindOf(btoa('GIF89a....'))).toBe('other');
    expect(previewKindOf('!!!not base64')).toBe('other');
  });

  const kindOf = (bytes: number[]) => previewKindOf(btoa(String.fromCharCode(...bytes, 0, 0, 0, 0)));
  it('a PNG needs all four signature bytes and a JPEG all three: one byte wrong, alone, is another file', () => {
    const png = [0x89, 0x50, 0x4e, 0x47];
    const jpeg = [0xff, 0xd8, 0xff];
    expect(kindOf(png)).toBe('png');
    expect(kindOf(jpeg)).toBe('jpeg');
    for (let i = 0; i < png.length; i += 1) expect(kindOf(png.map((b, j) => (j === i ? b ^ 1 : b))), `PNG byte ${i}`).toBe('other');
    for (let i = 0; i < jpeg.length; i += 1) expect(kindOf(jpeg.map((b, j) => (j === i ? b ^ 1 : b))), `JPEG byte ${i}`).toBe('other');
  });
  it('reads the kind from the first bytes only: a stored file damaged after its 12th byte still previews', () => {
    expect(previewKindOf(`${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))}!!!damaged`)).toBe('png');
  });
});
