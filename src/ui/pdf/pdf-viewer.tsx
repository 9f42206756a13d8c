// The document viewer's look: its title, a toolbar on one line even at 390 px (Back, page n of m, previous/next,
// zoom, Download), the page on a canvas fitted to the width it has,
// progress while loading, and a clear error (with Download when the bytes arrived but cannot be shown, and Try
// again only when trying again can help).
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { Loading } from '../loading';
import { ScrollRegion } from '../scroll-region';
import type { PdfHandle } from './pdfjs';

export interface PdfViewerProps {
  status: 'loading' | 'ready' | 'failed';
  title: string;
  handle: PdfHandle | null;
  page: number;
  pageCount: number;
  zoom: number;
  error: string | null;
  canDownload: boolean;
  onBack: () => void;
  onDownload: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** Left out when trying again cannot help (a refusal, a damaged document). */
  onRetry?: (() => void) | undefined;
  /** What the page says about the document's record before the document itself (an application's progress). */
  intro?: ReactNode;
}

/** The width a page may take in its box: what the box holds inside its padding. */
function useInnerWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

// Toolbar buttons stay narrow on a phone so the whole toolbar is one line at 390 px.
const TOOL = 'px-2! sm:px-3!';

export function PdfViewer(props: PdfViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const fitBox = useRef<HTMLDivElement>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawnScale, setDrawnScale] = useState<number | null>(null);
  const { handle, page, zoom, status } = props;
  // A page opens fitted to the width it has (never wider than its real size): on a phone nothing is cut off.
  const fitWidth = useInnerWidth(fitBox);

  useEffect(() => {
    if (status !== 'ready' || !handle || !canvas.current || fitWidth === 0) return;
    let live = true;
    setDrawing(true);
    handle.renderPage(page, zoom, canvas.current, fitWidth).then(
      (scale) => live && (setDrawing(false), setDrawError(null), setDrawnScale(scale)),
      () => live && (setDrawing(false), setDrawError('This page could not be drawn.')),
    );
    return () => {
      live = false;
    };
  }, [handle, page, zoom, status, fitWidth]);

  return (
    <section aria-label={props.title} className="flex min-w-0 flex-col gap-3">
      <h1 className="truncate text-lg font-semibold text-slate-900">{props.title}</h1>
      {props.intro}
      <div
        className="flex flex-nowrap items-center gap-1 rounded-md bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:gap-2 sm:p-2"
        role="toolbar"
        aria-label="Document"
        data-testid="pdf-toolbar"
      >
        <Button look="ghost" className={TOOL} onClick={props.onBack}>
          Back
        </Button>
        {status === 'ready' ? (
          <>
            <Button look="ghost" className={TOOL} onClick={props.onPrevious} disabled={page <= 1} aria-label="Previous page">
              ‹
            </Button>
            <span data-testid="page-indicator" aria-live="polite" className="whitespace-nowrap text-sm">
              Page {page} of {props.pageCount}
            </span>
            <Button look="ghost" className={TOOL} onClick={props.onNext} disabled={page >= props.pageCount} aria-label="Next page">
              ›
            </Button>
            <Button look="ghost" className={TOOL} onClick={props.onZoomOut} aria-label="Zoom out">
              −
            </Button>
            <span className="w-10 text-center text-sm sm:w-12" data-testid="zoom-level">
              {Math.round((drawnScale ?? zoom) * 100)}%
            </span>
            <Button look="ghost" className={TOOL} onClick={props.onZoomIn} aria-label="Zoom in">
              +
            </Button>
          </>
        ) : null}
        {status !== 'failed' || props.canDownload ? (
          <Button look="secondary" className={`ml-auto ${TOOL}`} onClick={props.onDownload} disabled={!props.canDownload}>
            <svg aria-hidden viewBox="0 0 24 24" className="size-5 sm:hidden" fill="none" stroke="currentColor" strokeWidth={1.8}>
              <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only sm:not-sr-only">Download</span>
          </Button>
        ) : null}
      </div>
      {status === 'loading' ? <Loading label="Loading the document…" /> : null}
      {status === 'failed' ? (
        <div className="flex flex-col items-start gap-2">
          <Alert kind="error">{props.error}</Alert>
          {props.onRetry ? (
            <Button look="secondary" onClick={props.onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
      {drawError ? <Alert kind="error">{drawError}</Alert> : null}
      <ScrollRegion
        label={`${props.title}, page ${page}`}
        className={`rounded-md bg-slate-200 p-2 sm:p-3 ${status === 'ready' ? '' : 'hidden'}`}
      >
        <div ref={fitBox}>
          <canvas
            ref={canvas}
            className="mx-auto block bg-white shadow"
            data-testid="pdf-canvas"
            data-drawing={drawing || undefined}
            aria-label={`Page ${page}`}
            role="img"
          />
        </div>
      </ScrollRegion>
    </section>
  );
}
