// The document viewer's look: toolbar (Back, page n of m, previous/next, zoom, Download), the page on a canvas,
// progress while loading, and a clear error (with Download when the bytes arrived but cannot be shown, and Try
// again only when trying again can help).
import { useEffect, useRef, useState } from 'react';
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
}

export function PdfViewer(props: PdfViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const { handle, page, zoom, status } = props;

  useEffect(() => {
    if (status !== 'ready' || !handle || !canvas.current) return;
    let live = true;
    setDrawing(true);
    handle.renderPage(page, zoom, canvas.current).then(
      () => live && (setDrawing(false), setDrawError(null)),
      () => live && (setDrawing(false), setDrawError('This page could not be drawn.')),
    );
    return () => {
      live = false;
    };
  }, [handle, page, zoom, status]);

  return (
    <section aria-label={props.title} className="flex flex-col gap-3">
      <div
        className="flex flex-wrap items-center gap-2 rounded-md bg-white p-2 shadow-sm ring-1 ring-slate-200"
        role="toolbar"
        aria-label="Document"
      >
        <Button look="ghost" onClick={props.onBack}>
          Back
        </Button>
        <h1 className="mr-auto truncate font-semibold text-slate-900">{props.title}</h1>
        {status === 'ready' ? (
          <>
            <Button look="ghost" onClick={props.onPrevious} disabled={page <= 1} aria-label="Previous page">
              ‹
            </Button>
            <span data-testid="page-indicator" aria-live="polite">
              Page {page} of {props.pageCount}
            </span>
            <Button look="ghost" onClick={props.onNext} disabled={page >= props.pageCount} aria-label="Next page">
              ›
            </Button>
            <Button look="ghost" onClick={props.onZoomOut} aria-label="Zoom out">
              −
            </Button>
            <span className="w-12 text-center text-sm">{Math.round(zoom * 100)}%</span>
            <Button look="ghost" onClick={props.onZoomIn} aria-label="Zoom in">
              +
            </Button>
          </>
        ) : null}
        {status !== 'failed' || props.canDownload ? (
          <Button look="secondary" onClick={props.onDownload} disabled={!props.canDownload}>
            Download
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
      <ScrollRegion label={`${props.title}, page ${page}`} className={`rounded-md bg-slate-200 p-3 ${status === 'ready' ? '' : 'hidden'}`}>
        <canvas
          ref={canvas}
          className="mx-auto block bg-white shadow"
          data-testid="pdf-canvas"
          data-drawing={drawing || undefined}
          aria-label={`Page ${page}`}
          role="img"
        />
      </ScrollRegion>
    </section>
  );
}
