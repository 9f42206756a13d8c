// The licence document page's upload (spec 3 §5, spec §A) against the fake backend: a chosen file counts
// only once screened by content — a PDF of 3,145,728 bytes is taken, one byte more refused with 'File too large.
// max allowed size is 3MB', a PNG named .pdf refused — Upload needs a file; the upload turns the panel into
// Invoice (the pro-forma issued); an uploaded licence opens there; someone else's licence is not found.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endpoints, LICENCE_UPLOAD_MAX_BYTES } from '#contract';
import { ATTACHMENT_LIMIT, screenPdf } from '#contract/upload.ts';
import { LICENCE_UPLOAD_LIMIT } from '#contract/membership-licence.ts';
import { licenceUploadMachine } from '#machines/licence/licence-upload.machine.ts';
import { useBackend } from '../../support/backend';

const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([bytes], { type: 'application/pdf' });
};
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'application/pdf' });

describe('screening a chosen file (one rule, two limits)', () => {
  it('the licence: at most 3,145,728 bytes, a PDF by content', async () => {
    expect(LICENCE_UPLOAD_MAX_BYTES).toBe(3_145_728);
    expect(await screenPdf(pdfOf(3_145_728), LICENCE_UPLOAD_LIMIT)).toBeNull();
    expect(await screenPdf(pdfOf(3_145_729), LICENCE_UPLOAD_LIMIT)).toBe('File too large. max allowed size is 3MB');
    expect(await screenPdf(pdfOf(3_100_000), LICENCE_UPLOAD_LIMIT)).toBeNull();
    expect(await screenPdf(pdfOf(3_200_000), LICENCE_UPLOAD_LIMIT)).toBe('File too large. max allowed size is 3MB');
    expect(await screenPdf(png, LICENCE_UPLOAD_LIMIT)).toBe('The file must be a PDF');
    expect(await screenPdf(new Blob([]), LICENCE_UPLOAD_LIMIT)).toBe('The file must be a PDF');
  });
  it("the profile's files keep theirs: under 10,000,000 bytes", async () => {
    expect(await screenPdf(pdfOf(9_999_999))).toBeNull();
    expect(await screenPdf(pdfOf(10_000_000))).toBe(ATTACHMENT_LIMIT.tooLarge);
    expect(await screenPdf(png)).toBe('Attachment must be a Pdf');
  });
});

type World = ReturnType<typeof useBackend>;
const firmLicenceOf = (t: World) => async () => {
  const api = await t.signIn('firm@demo.test');
  const licence = (await api.call(endpoints.membership.licences)).data.find((l) => l.licenseBase64 === '')!;
  return { api, code: licence.licenseApplicationNo };
};

describe('licence-upload machine (firm@, whose licence waits for its signed document)', () => {
  const t = useBackend({ scenario: 'default' });
  const firmLicence = firmLicenceOf(t);

  it('refuses too large and not-PDF files, needs a file for Upload, then uploads and shows Invoice', async () => {
    const { api, code } = await firmLicence();
    const a = createActor(licenceUploadMachine, { input: { api, code } }).start();
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }));
    a.send({ type: 'upload.send' });
    expect(a.getSnapshot().matches({ choosing: 'idle' })).toBe(true); // nothing chosen

    a.send({ type: 'upload.choose', file: pdfOf(3_145_729), name: 'big.pdf' });
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }));
    expect(a.getSnapshot().context).toMatchObject({ refusal: 'File too large. max allowed size is 3MB', file: null, fileName: '' });
    a.send({ type: 'upload.send' });
    expect(a.getSnapshot().matches({ choosing: 'idle' })).toBe(true);

    a.send({ type: 'upload.choose', file: png, name: 'signed.pdf' });
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }));
    expect(a.getSnapshot().context).toMatchObject({ refusal: 'The file must be a PDF', file: null });

    a.send({ type: 'upload.choose', file: pdfOf(3_145_728), name: 'signed.pdf' });
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }));
    expect(a.getSnapshot().context).toMatchObject({ refusal: null, fileName: 'signed.pdf' });
    a.send({ type: 'upload.choose', file: undefined });
    expect(a.getSnapshot().context.file).toBeNull(); // the dialog cancelled: nothing chosen
    a.send({ type: 'upload.choose', file: pdfOf(3_145_728), name: 'signed.pdf' });
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }) && s.context.file !== null);
    a.send({ type: 'upload.send' });
    a.send({ type: 'upload.send' });
    expect(a.getSnapshot().matches({ choosing: 'uploading' })).toBe(true);
    // Until the upload is answered either way: a refusal fails here with its words, not as a timeout.
    await waitFor(a, (s) => !s.matches({ choosing: 'uploading' }));
    expect(a.getSnapshot().context.refusal).toBeNull();
    expect(a.getSnapshot().value).toBe('uploaded');
    expect(a.getSnapshot().context.licence).toMatchObject({ status: 'Pending Payment' });
    expect(a.getSnapshot().context.licence?.proFormaRef).not.toBe('');

    // Opened again: straight to Invoice.
    const again = createActor(licenceUploadMachine, { input: { api, code } }).start();
    await waitFor(again, (s) => s.matches('uploaded'));
  });
});

describe('licence-upload machine: refusals', () => {
  const t = useBackend({ scenario: 'default' });
  const firmLicence = firmLicenceOf(t);

  it("a server refusal keeps the file and says why; another member's licence is not found", async () => {
    const { api, code } = await firmLicence();
    const a = createActor(licenceUploadMachine, { input: { api, code } }).start();
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }));
    // Paid meanwhile (another tab): the server refuses to replace the document.
    await t.backend.db.licences.update((q) => q.where({ licenseApplicationNo: code }), { data: (l) => void (l.receiptNo = 'RCT-X') });
    a.send({ type: 'upload.choose', file: pdfOf(1_000), name: 'signed.pdf' });
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }) && s.context.file !== null);
    a.send({ type: 'upload.send' });
    await waitFor(a, (s) => s.matches({ choosing: 'idle' }) && s.context.refusal !== null);
    expect(a.getSnapshot().context.refusal).toBe('This licence is paid: its signed document can no longer be replaced.');
    expect(a.getSnapshot().context.fileName).toBe('signed.pdf');

    const member = await t.signIn('member@demo.test');
    const other = createActor(licenceUploadMachine, { input: { api: member, code } }).start();
    await waitFor(other, (s) => s.matches('failed'));
    expect(other.getSnapshot().context.error).toBe('Not found.');
  });
});
