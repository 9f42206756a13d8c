// A document endpoint's PDF, drawn by render.ts (pdf-lib, its fonts, pako: over half of the fake backend's code,
// minified) loaded when the first document is asked for, not with the backend: the world host's chunk, which mock
// mode downloads before its first answer, stays without it (docs/decisions/054-mock-mode-on-a-slow-line.md).
import { bytesToBase64 } from '#contract/base64.ts';
import type { PdfSpec } from './render';

export type { Board, PdfSpec } from './render';

/** The base64 text a document endpoint answers with. */
export async function renderPdf(spec: PdfSpec): Promise<string> {
  const { renderPdfBytes } = await import('./render');
  return bytesToBase64(await renderPdfBytes(spec));
}
