// The document viewer's rules: paging within bounds, zoom steps, and a clear message for empty, corrupt and
// non-PDF documents (the bytes stay for Download); plus file types by content for downloads.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/index.ts';
import { bytesToBase64, downloadName, sniffFileType, type ApiClient } from '#contract';
import { documentViewerMachine, selectZoom, VIEWER_MESSAGES } from '#machines/document-viewer/document-viewer.machine.ts';

/** The viewer never calls the client itself: `load` does, with the client from the input. */
const api: ApiClient = { call: () => Promise.reject(new Error('no call expected')) };
const start = (base64: string | (() => Promise<string>), open = () => Promise.resolve({ pageCount: 3 })) =>
  createActor(documentViewerMachine, {
    input: { api, load: typeof base64 === 'string' ? () => Promise.resolve(base64) : base64, open },
  }).start();

describe('document viewer machine', () => {
  it('pages within bounds and zooms in steps', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const actor = start(bytesToBase64(bytes));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, pageCount: 3 });
    actor.send({ type: 'viewer.previous' });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'viewer.next' });
    actor.send({ type: 'viewer.next' });
    actor.send({ type: 'viewer.next' });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: 'viewer.goTo', page: 99 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: 'viewer.goTo', page: Number.NaN });
    expect(actor.getSnapshot().context.page).toBe(3);
    expect(selectZoom(actor.getSnapshot())).toBe(1);
    for (let i = 0; i < 10; i++) actor.send({ type: 'viewer.zoomIn' });
    expect(selectZoom(actor.getSnapshot())).toBe(3);
    for (let i = 0; i < 10; i++) actor.send({ type: 'viewer.zoomOut' });
    expect(selectZoom(actor.getSnapshot())).toBe(0.5);
  });

  it('says what is wrong with an empty, undecodable, non-PDF or corrupt document, and retries', async () => {
    const cases: Array<[ReturnType<typeof start>, string]> = [
      [start(''), VIEWER_MESSAGES.empty],
      [start('%%%not base64'), VIEWER_MESSAGES.corrupt],
      [start(bytesToBase64(new TextEncoder().encode('hello'))), VIEWER_MESSAGES.notPdf],
      [
        start(bytesToBase64(new TextEncoder().encode('%PDF-garbage')), () => Promise.reject(new Error('Invalid PDF structure'))),
        VIEWER_MESSAGES.corrupt,
      ],
      [start(() => Promise.reject(new Error('The server is unavailable.'))), 'The server is unavailable.'],
    ];
    for (const [actor, message] of cases) {
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(message);
    }
    const notPdf = cases[2]![0];
    expect(notPdf.getSnapshot().context.bytes?.length).toBe(5);
    notPdf.send({ type: 'load.retry' });
    expect(notPdf.getSnapshot().matches('failed') || notPdf.getSnapshot().matches('fetching')).toBe(true);
  });

  it('retry rule: a refusal (403, 404, 409, 422) or a damaged document is not retryable; no connection or a 5xx is', async () => {
    const failing = (error: Error) => start(() => Promise.reject(error));
    const cases: Array<[Error, boolean]> = [
      [new ApiError('http', 'A certificate of good standing cannot be issued.', 422), false],
      [new ApiError('http', 'Not found.', 404), false],
      [new ApiError('http', 'You are not allowed to do this.', 403), false],
      [new ApiError('http', 'Conflict.', 409), false],
      [new ApiError('network', 'The server could not be reached.'), true],
      [new ApiError('http', 'The server had a problem.', 503), true],
    ];
    for (const [error, retryable] of cases) {
      const actor = failing(error);
      await waitFor(actor, (s) => s.matches('failed'));
      expect({ error: actor.getSnapshot().context.error, retryable: actor.getSnapshot().context.retryable }).toEqual({
        error: error.message,
        retryable,
      });
    }
    const damaged = start('%%%not base64');
    await waitFor(damaged, (s) => s.matches('failed'));
    expect(damaged.getSnapshot().context.retryable).toBe(false);
  });

  it('types downloads by content', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(sniffFileType(enc('%PDF-1.7')).ext).toBe('pdf');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])).ext).toBe('png');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])).ext).toBe('jpeg');
    expect(sniffFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...enc('....word/document.xml')])).ext).toBe('docx');
    expect(sniffFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...enc('....xl/workbook.xml')])).ext).toBe('xlsx');
    expect(sniffFileType(enc('anything else')).ext).toBe('pdf');
    expect(downloadName('INVOICE-2026-11-22', enc('%PDF'))).toBe('INVOICE-2026-11-22.pdf');
    expect(downloadName('../../etc/passwd', enc('%PDF'))).toBe('etc-passwd.pdf');
    expect(downloadName('', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('document.png');
  });
});
