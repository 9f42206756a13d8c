// What a downloaded document is, read from its first bytes (spec 1 §9: downloads are typed by content —
// pdf, docx, xlsx, jpeg, png; pdf by default).
export interface FileType {
  ext: 'pdf' | 'docx' | 'xlsx' | 'jpeg' | 'png';
  mime: string;
}

const PDF: FileType = { ext: 'pdf', mime: 'application/pdf' };

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** Finds an ASCII marker in the first 64 KiB (zip entry names of Office files). */
function contains(bytes: Uint8Array, marker: string): boolean {
  const limit = Math.min(bytes.length, 65_536);
  const codes = [...marker].map((c) => c.charCodeAt(0));
  outer: for (let i = 0; i <= limit - codes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

/** What the bytes are; anything else (a PDF among them) is typed as a PDF, the default of spec 1 §9. */
export function sniffFileType(bytes: Uint8Array): FileType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (contains(bytes, 'word/')) return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    if (contains(bytes, 'xl/')) return { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  }
  return PDF;
}

/** True when the bytes start like a PDF. */
export const isPdf = (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46]);

/** A file name safe on every system, with the extension of its content. */
export function downloadName(base: string, bytes: Uint8Array): string {
  const clean =
    base
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'document';
  return `${clean}.${sniffFileType(bytes).ext}`;
}
