// pdf.js behind one small handle, loaded only when a document is opened (its code and worker are their own
// chunks). Only the core renderer is used (no PDFViewer, no scripting sandbox, no XFA forms), so a document's
// scripts never run; pdfjs-dist 6.5 is past the script-execution CVE-2026-16633.
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFWorker } from 'pdfjs-dist';

export interface PdfHandle {
  pageCount: number;
  /**
   * Draws one page (1-based) into the canvas at `zoom` times the page's fitted size: its real size (100 %), or
   * the width `fitWidth` where that is narrower (a phone). Resolves with the scale drawn (0.54 is 54 %).
   */
  renderPage(page: number, zoom: number, canvas: HTMLCanvasElement, fitWidth?: number): Promise<number>;
  destroy(): void;
}

type PdfJs = typeof PdfJsModule;
interface PdfJsReady {
  pdfjs: PdfJs;
  worker: PDFWorker;
}
let ready: Promise<PdfJsReady> | null = null;

/**
 * Loads pdf.js and starts its worker, once: every document then reuses both (starting the worker parses ~1 MB
 * of script, ~0.5 s on 2 cores). A screen about to show a document calls it early so this overlaps the wait.
 */
export function preparePdf(): Promise<PdfJsReady> {
  ready ??= (async () => {
    const [pdfjs, workerUrl] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl.default;
    const worker = new pdfjs.PDFWorker();
    await worker.promise;
    return { pdfjs, worker };
  })().catch((e: unknown) => {
    // A failed load (a network hiccup) is tried again by the next document instead of failing them all.
    ready = null;
    throw e;
  });
  return ready;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfHandle> {
  const { pdfjs, worker } = await preparePdf();
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller can still download the bytes.
  // The shared worker is passed in, so destroying this document leaves it running for the next one.
  const task = pdfjs.getDocument({ data: bytes.slice(), enableXfa: false, worker });
  const doc = await task.promise;
  let current: { cancel(): void } | null = null;
  return {
    pageCount: doc.numPages,
    async renderPage(page, zoom, canvas, fitWidth) {
      current?.cancel();
      const p = await doc.getPage(page);
      const natural = p.getViewport({ scale: 1 }).width;
      const scale = zoom * (fitWidth && fitWidth > 0 ? Math.min(1, fitWidth / natural) : 1);
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const render = p.render({ canvas, viewport });
      current = render;
      try {
        await render.promise;
      } catch (e) {
        // A newer render replaced this one: not an error.
        if (!(e instanceof Error && e.name === 'RenderingCancelledException')) throw e;
      }
      return scale;
    },
    destroy: () => void task.destroy(),
  };
}
