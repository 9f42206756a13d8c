// pdf.js behind one small handle, loaded only when a document is opened (its code and worker are their own
// chunks). Only the core renderer is used (no PDFViewer, no scripting sandbox, no XFA forms), so a document's
// scripts never run; pdfjs-dist 6.5 is past the script-execution CVE-2026-16633 (STACK.md).
export interface PdfHandle {
  pageCount: number;
  /** Draws one page (1-based) at a scale into the canvas; resolves when drawn. */
  renderPage(page: number, scale: number, canvas: HTMLCanvasElement): Promise<void>;
  destroy(): void;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfHandle> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller can still download the bytes.
  const task = pdfjs.getDocument({ data: bytes.slice(), enableXfa: false });
  const doc = await task.promise;
  let current: { cancel(): void } | null = null;
  return {
    pageCount: doc.numPages,
    async renderPage(page, scale, canvas) {
      current?.cancel();
      const p = await doc.getPage(page);
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
    },
    destroy: () => void task.destroy(),
  };
}
