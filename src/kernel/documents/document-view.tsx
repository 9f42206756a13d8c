// A backend document in the one viewer: the machine decodes and checks it, pdf.js draws it, Download saves it
// under the spec's file name with the extension of its content. Lazy-loaded with the screens that show documents.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { documentViewerMachine, selectZoom } from '#machines/document-viewer/document-viewer.machine.ts';
import { downloadName, sniffFileType, type ApiClient } from '#contract';
import { downloadBytes } from '#ui/download.ts';
import { openPdf, preparePdf, type PdfHandle } from '#ui/pdf/pdfjs.ts';
import { PdfViewer } from '#ui/pdf/pdf-viewer.tsx';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';

export interface DocumentViewProps {
  title: string;
  /** File name without extension, e.g. INVOICE-2026-11-22 or the document code (spec 1 §9). */
  fileBase: string;
  /** The call that answers the document as base64. */
  load: (api: ApiClient) => Promise<string>;
  onBack: () => void;
  /** Shown under the title, before the document (PdfViewer's `intro`). */
  intro?: ReactNode;
}

export function DocumentView({ title, fileBase, load, onBack, intro }: DocumentViewProps) {
  const handleRef = useRef<PdfHandle | null>(null);
  const [handle, setHandle] = useState<PdfHandle | null>(null);
  const { api } = usePortal();
  const actor = useFlowActor('document-viewer', documentViewerMachine, {
    input: {
      api,
      load,
      open: async (bytes) => {
        handleRef.current?.destroy();
        const opened = await openPdf(bytes);
        handleRef.current = opened;
        setHandle(opened);
        return { pageCount: opened.pageCount };
      },
    },
  });
  useEffect(() => {
    // pdf.js starts while the backend answers, not after.
    void preparePdf().catch(() => undefined);
    return () => handleRef.current?.destroy();
  }, []);
  const status = useSelector(actor, (s) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading'));
  const { page, pageCount, error, retryable, bytes } = useSelector(actor, (s) => s.context);
  const zoom = useSelector(actor, selectZoom);
  return (
    <PdfViewer
      status={status}
      title={title}
      handle={handle}
      page={page}
      pageCount={pageCount}
      zoom={zoom}
      error={error}
      canDownload={bytes !== null && bytes.length > 0}
      onBack={onBack}
      intro={intro}
      onDownload={() => bytes && downloadBytes(bytes, downloadName(fileBase, bytes), sniffFileType(bytes).mime)}
      onNext={() => actor.send({ type: 'viewer.next' })}
      onPrevious={() => actor.send({ type: 'viewer.previous' })}
      onZoomIn={() => actor.send({ type: 'viewer.zoomIn' })}
      onZoomOut={() => actor.send({ type: 'viewer.zoomOut' })}
      onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined}
    />
  );
}
