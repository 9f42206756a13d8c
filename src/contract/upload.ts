// The one rule of every uploaded file (spec 2 §5, §9): a PDF by its content (`%PDF-`), not by its name or
// type, under a size limit (10,000,000 bytes for the profile's files; the licence's signed application passes its
// own, spec §A). The view screens a chosen file with it before the file can reach a form, so a refused file
// is never sent; the fake server checks the content again (mocks/handlers/profile/common.ts, licence/licence.ts).
import { base64ToBytes, bytesToBase64 } from './base64';
import { ATTACHMENT_MAX_BYTES, messages } from './rules';

const PDF_MAGIC = '%PDF-';

/** Whether these bytes open as a PDF does. */
const startsAsPdf = (bytes: Uint8Array) => PDF_MAGIC.split('').every((c, i) => bytes[i] === c.charCodeAt(0));

/** What one kind of upload allows: the largest size taken, and the messages of a refusal. */
export interface UploadLimit {
  /** The largest size in bytes that is still taken. */
  maxBytes: number;
  tooLarge: string;
  notPdf: string;
}

/** The profile's files: 'less than 10MB' (spec 2 §5). */
export const ATTACHMENT_LIMIT: UploadLimit = {
  maxBytes: ATTACHMENT_MAX_BYTES - 1,
  tooLarge: messages.attachmentTooLarge,
  notPdf: messages.attachmentNotPdf,
};

/** The spec's message for a file that cannot be uploaded, or null when it can. An empty file is no PDF. */
export async function screenPdf(file: Blob, limit: UploadLimit = ATTACHMENT_LIMIT): Promise<string | null> {
  if (file.size > limit.maxBytes) return limit.tooLarge;
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return startsAsPdf(head) ? null : limit.notPdf;
}

/** A file as the raw base64 a transcript entry carries (spec 2 §7). */
export const fileToBase64 = async (file: Blob) => bytesToBase64(new Uint8Array(await file.arrayBuffer()));

/** What a stored file is, for its preview: the viewer shows PDFs and pictures (.pdf, .jpg, .jpeg, .png). */
export type PreviewKind = 'pdf' | 'png' | 'jpeg' | 'other';
export function previewKindOf(base64: string): PreviewKind {
  const decoded = base64ToBytes(base64.slice(0, 16));
  if (!decoded.ok) return 'other';
  const b = decoded.value;
  if (startsAsPdf(b)) return 'pdf';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  return 'other';
}
