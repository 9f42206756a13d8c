// The one document viewer (PDFs of invoices, receipts, letters, certificates, statements): decode the base64,
// open it, then page by page with zoom. An empty, corrupt or non-PDF document is a clear error, never a crash.
// An open document follows the changes: when what it states may have changed (a payment, an application moving on
// the clock), it is fetched again quietly and the reader keeps the page and zoom; a failed refresh keeps it shown.
// News heard while a fetch is under way or its bytes are being opened (the first load included) marks them stale:
// they may state the records from before it, so the document is fetched once more when they are shown.
// The document comes through the client in `input.api`; opening is injected (`input.open`, pdf.js in the browser)
// so the rules here run in tests without a renderer (docs/decisions/004-machine-effects.md).
import { assign, fromPromise, setup } from 'xstate';
import { base64ToBytes, isPdf, type ApiClient } from '#contract';
import { failLoad, loadFailedState } from '../load/load-state';
import { hearChanges } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { documentViewerEventSchemas } from './document-viewer.events';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const DEFAULT_ZOOM_INDEX = 2;

export const VIEWER_MESSAGES = {
  empty: 'This document is empty.',
  notPdf: 'This document is not a PDF and cannot be shown here. Download it instead.',
  corrupt: 'This document is damaged and cannot be shown.',
} as const;

export interface DocumentViewerInput {
  api: ApiClient;
  /** The call that answers the document as base64 (the viewer shows progress meanwhile). */
  load: (api: ApiClient) => Promise<string>;
  /** Opens the PDF bytes and tells how many pages it has. */
  open: (bytes: Uint8Array) => Promise<{ pageCount: number }>;
}

export interface DocumentViewerContext extends DocumentViewerInput {
  bytes: Uint8Array | null;
  pageCount: number;
  page: number;
  zoomIndex: number;
  error: string | null;
  /** Whether fetching again can help: a refusal or a damaged document comes back the same. */
  retryable: boolean;
  /** News was heard while the bytes being fetched or opened were on their way: fetch again once they are shown. */
  stale: boolean;
}

export type DocumentViewerEvent = EventsOf<typeof documentViewerEventSchemas>;

export const documentViewerMachine = setup({
  types: {
    input: {} as DocumentViewerInput,
    context: {} as DocumentViewerContext,
    events: {} as DocumentViewerEvent,
  },
  actors: {
    fetchDocument: fromPromise<Uint8Array, Pick<DocumentViewerInput, 'api' | 'load'>>(async ({ input }) => {
      const base64 = (await input.load(input.api)).trim();
      if (base64 === '') throw new Error(VIEWER_MESSAGES.empty);
      const decoded = base64ToBytes(base64);
      if (!decoded.ok) throw new Error(VIEWER_MESSAGES.corrupt);
      if (decoded.value.length === 0) throw new Error(VIEWER_MESSAGES.empty);
      return decoded.value;
    }),
    openDocument: fromPromise<{ pageCount: number }, { open: DocumentViewerInput['open']; bytes: Uint8Array }>(async ({ input }) => {
      if (!isPdf(input.bytes)) throw new Error(VIEWER_MESSAGES.notPdf);
      try {
        const opened = await input.open(input.bytes);
        if (opened.pageCount < 1) throw new Error(VIEWER_MESSAGES.empty);
        return opened;
      } catch (e) {
        throw new Error(e instanceof Error && e.message === VIEWER_MESSAGES.empty ? VIEWER_MESSAGES.empty : VIEWER_MESSAGES.corrupt);
      }
    }),
    hearChanges,
  },
  actions: {
    markStale: assign({ stale: true }),
  },
  guards: {
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'documentViewer',
  context: ({ input }) => ({
    ...input,
    bytes: null,
    pageCount: 0,
    page: 1,
    zoomIndex: DEFAULT_ZOOM_INDEX,
    error: null,
    retryable: false,
    stale: false,
  }),
  initial: 'fetching',
  // Heard from the start (the replay's paths rest in states, not in a listener): a shown document is fetched again at
  // once, one on its way is fetched again once shown.
  invoke: { src: 'hearChanges', input: { hears: ['payment', 'application', 'upgrade', 'licence', 'everything'] } },
  states: {
    fetching: {
      entry: assign({ error: null, retryable: false, stale: false }),
      on: { 'changes.changed': { actions: 'markStale' } },
      invoke: {
        src: 'fetchDocument',
        input: ({ context }) => ({ api: context.api, load: context.load }),
        onDone: { target: 'opening', actions: assign({ bytes: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: failLoad },
      },
    },
    opening: {
      on: { 'changes.changed': { actions: 'markStale' } },
      invoke: {
        src: 'openDocument',
        input: ({ context }) => ({ open: context.open, bytes: context.bytes ?? new Uint8Array() }),
        onDone: { target: 'ready', actions: assign({ pageCount: ({ event }) => event.output.pageCount, page: 1 }) },
        // The bytes stay: a document the viewer cannot show can still be downloaded.
        onError: { target: 'failed', actions: failLoad },
      },
    },
    ready: {
      initial: 'shown',
      states: {
        shown: {
          always: { guard: 'isStale', target: 'refetching' },
          on: { 'changes.changed': 'refetching' },
        },
        // The old document stays on screen while the new one comes; news meanwhile fetches once more after.
        refetching: {
          entry: assign({ stale: false }),
          on: { 'changes.changed': { target: 'refetching', reenter: true } },
          invoke: {
            src: 'fetchDocument',
            input: ({ context }) => ({ api: context.api, load: context.load }),
            onDone: { target: 'reopening', actions: assign({ bytes: ({ event }) => event.output }) },
            onError: 'shown',
          },
        },
        reopening: {
          on: { 'changes.changed': { actions: 'markStale' } },
          invoke: {
            src: 'openDocument',
            input: ({ context }) => ({ open: context.open, bytes: context.bytes ?? new Uint8Array() }),
            onDone: {
              target: 'shown',
              actions: assign({
                pageCount: ({ event }) => event.output.pageCount,
                page: ({ context, event }) => Math.min(context.page, event.output.pageCount),
              }),
            },
            onError: 'shown',
          },
        },
      },
      on: {
        'viewer.next': { actions: assign({ page: ({ context }) => Math.min(context.pageCount, context.page + 1) }) },
        'viewer.previous': { actions: assign({ page: ({ context }) => Math.max(1, context.page - 1) }) },
        'viewer.goTo': {
          actions: assign({
            page: ({ context, event }) =>
              Number.isInteger(event.page) ? Math.min(context.pageCount, Math.max(1, event.page)) : context.page,
          }),
        },
        'viewer.zoomIn': { actions: assign({ zoomIndex: ({ context }) => Math.min(ZOOM_STEPS.length - 1, context.zoomIndex + 1) }) },
        'viewer.zoomOut': { actions: assign({ zoomIndex: ({ context }) => Math.max(0, context.zoomIndex - 1) }) },
      },
    },
    failed: loadFailedState('fetching'),
  },
});

export const selectZoom = (s: { context: { zoomIndex: number } }) => ZOOM_STEPS[s.context.zoomIndex] ?? 1;
