// @vitest-environment jsdom
// The one upload on screen (view level, against the fake backend): a hostile file — 12 MB, a PNG named .pdf, an
// empty file, markup named like a PDF — is refused beside its field with the spec's message and nothing is sent;
// a good PDF is sent with the rest; a failed save keeps everything typed; an edit keeps the stored file.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { messages } from '#contract';
import { MemberDataContext, type MemberDataActor } from '#kernel/member-data-context.tsx';
import { createChangeBus } from '#machines/changes/change-bus.ts';
import { PortalContext, type Portal } from '#kernel/portal/portal-context.tsx';
import { DEFAULT_SITE, SiteContext } from '#kernel/portal/site-context.tsx';
import { attachments, facilities } from '#features/profile/sub-lists.ts';
import { SubListView } from '#features/profile/sub-list-view.tsx';
import { useBackend } from '../../support/backend';

// jsdom's FormData and File are not the ones Node's fetch sends: the client must build Node's, as a browser builds
// its own. (Node's File is a Blob of Node's, so the client's `instanceof Blob` holds.)
const { File: NodeFile, Blob: NodeBlob } = await import('node:buffer');
const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()).constructor;
const jsdomGlobals = { File: globalThis.File, Blob: globalThis.Blob, FormData: globalThis.FormData };
Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: NodeFormData });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdf = (name: string) => new File([new TextEncoder().encode('%PDF-1.4\n%view test\n')], name, { type: 'application/pdf' });
const HOSTILE: Array<[string, () => File, string]> = [
  [
    'a 12 MB PDF',
    () => {
      const b = new Uint8Array(12_000_000);
      b.set(new TextEncoder().encode('%PDF-1.4'));
      return new File([b], 'huge.pdf', { type: 'application/pdf' });
    },
    'Attachment should be less than 10MB',
  ],
  ['a PNG named .pdf', () => new File([PNG], 'photo.pdf', { type: 'application/pdf' }), 'Attachment must be a Pdf'],
  ['an empty file', () => new File([], 'empty.pdf', { type: 'application/pdf' }), 'Attachment must be a Pdf'],
  [
    'markup named like a PDF',
    () => new File(['<img src=x onerror=alert(1)>'], '<img src=x onerror=alert(1)>.pdf', { type: 'application/pdf' }),
    'Attachment must be a Pdf',
  ],
];

describe('uploads in a sub-list dialog (view)', () => {
  const t = useBackend({ scenario: 'default' });
  let api: ApiClient;
  /** Every POST to the fake server, with whether its form carried a file. */
  const sent: Array<Promise<{ path: string; files: string[] }>> = [];
  beforeAll(async () => {
    api = await t.signIn('firm@demo.test');
    t.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST') return;
      const path = new URL(request.url).pathname;
      sent.push(
        request
          .clone()
          .formData()
          .then((form) => ({ path, files: [...form.values()].filter((v): v is File => v instanceof File).map((f) => f.name) }))
          .catch(() => ({ path, files: [] })),
      );
    });
  });
  afterEach(() => {
    cleanup();
    t.server.resetHandlers();
  });
  afterAll(() => {
    t.server.events.removeAllListeners();
    Object.assign(globalThis, jsdomGlobals);
  });

  const memberData = { send: () => undefined } as unknown as MemberDataActor;
  const show = (resource: typeof facilities | typeof attachments.Individual) =>
    render(
      <PortalContext.Provider value={{ api, changes: createChangeBus() } as Portal}>
        <SiteContext.Provider value={DEFAULT_SITE}>
          <MemberDataContext.Provider value={memberData}>
            <SubListView resource={resource as typeof facilities} />
          </MemberDataContext.Provider>
        </SiteContext.Provider>
      </PortalContext.Provider>,
    );

  it('refuses each hostile file beside its field with the spec message, and sends nothing', async () => {
    const user = setupUser({ applyAccept: false });
    show(facilities);
    await user.click(await screen.findByRole('button', { name: 'Add facility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add facility' });
    await user.type(within(dialog).getByLabelText('Name of Equipment'), 'Theodolite');
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    sent.length = 0;
    for (const [what, file, message] of HOSTILE) {
      await user.upload(within(dialog).getByLabelText('Ownership evidence'), file());
      await waitFor(() => expect(within(dialog).getByText(message), what).toBeTruthy());
      // Nothing looks chosen, and the markup of a name is never drawn.
      expect(within(dialog).queryByText(/^Chosen:/), what).toBeNull();
      expect(dialog.querySelector('img'), what).toBeNull();
      expect(within(dialog).getByLabelText('Name of Equipment')).toHaveProperty('value', 'Theodolite');
    }
    expect(sent).toHaveLength(0);
    // Save after the refusals: a new facility needs its file, said beside the field; nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText(messages.attachmentRequired)).toBeTruthy());
    expect(within(dialog).getByLabelText('Ownership evidence').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('shows a progress bar while sending, keeps everything typed when the save fails, then saves the same values with the PDF', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    t.server.use(
      http.post('*/profile/facilities', async () => {
        await held;
        return HttpResponse.json({ message: 'The server had a problem. Try again in a moment.' }, { status: 500 });
      }),
    );
    const user = setupUser({ applyAccept: false });
    show(facilities);
    await user.click(await screen.findByRole('button', { name: 'Add facility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add facility' });
    await user.type(within(dialog).getByLabelText('Name of Equipment'), 'Level (Sokkia B40)');
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.type(within(dialog).getByLabelText('Remarks'), 'Calibrated 2026');
    await user.upload(within(dialog).getByLabelText('Ownership evidence'), pdf('level-receipt.pdf'));
    await waitFor(() => expect(within(dialog).getByText('Chosen: level-receipt.pdf')).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Sending level-receipt.pdf' })).toBeTruthy();
    answer();
    // A 500 has no place in the form: the 'Something went wrong' dialog says it (document 1 §8); Close returns to the form.
    const failure = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(failure).getByText('The server had a problem. Try again in a moment.')).toBeTruthy();
    await user.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByLabelText('Name of Equipment')).toHaveProperty('value', 'Level (Sokkia B40)');
    expect(within(dialog).getByLabelText('Quantity')).toHaveProperty('value', '3');
    expect(within(dialog).getByLabelText('Remarks')).toHaveProperty('value', 'Calibrated 2026');
    expect(within(dialog).getByText('Chosen: level-receipt.pdf')).toBeTruthy();

    t.server.resetHandlers();
    sent.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(await Promise.all(sent)).toEqual([{ path: '/api/profile/facilities', files: ['level-receipt.pdf'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add facility' })).toBeNull());
    const row = (await screen.findByRole('cell', { name: 'Level (Sokkia B40)' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'level-receipt.pdf' })).toBeTruthy();

    // An edit shows the kept file and keeps it when no other is chosen.
    await user.click(within(row).getByRole('button', { name: /Edit facility/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit facility' });
    expect(within(edit).getByText('Current file: level-receipt.pdf (kept unless you choose another)')).toBeTruthy();
    await user.clear(within(edit).getByLabelText('Quantity'));
    await user.type(within(edit).getByLabelText('Quantity'), '4');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit facility' })).toBeNull());
    const edited = (await screen.findByRole('cell', { name: 'Level (Sokkia B40)' })).closest('tr')!;
    expect(within(edited).getByRole('cell', { name: '4' })).toBeTruthy();
    expect(within(edited).getByRole('cell', { name: 'level-receipt.pdf' })).toBeTruthy();
  });

  it("fills an attachment's File Name from the chosen file while it is empty", async () => {
    const user = setupUser({ applyAccept: false });
    show(attachments.Individual);
    await user.click(await screen.findByRole('button', { name: 'Add attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add attachment' });
    await user.upload(within(dialog).getByLabelText('File'), pdf('kra-pin.pdf'));
    await waitFor(() => expect(within(dialog).getByLabelText('File Name')).toHaveProperty('value', 'kra-pin.pdf'));
    await user.clear(within(dialog).getByLabelText('File Name'));
    await user.type(within(dialog).getByLabelText('File Name'), 'My KRA PIN');
    await user.upload(within(dialog).getByLabelText('File'), pdf('other.pdf'));
    await waitFor(() => expect(within(dialog).getByText('Chosen: other.pdf')).toBeTruthy());
    expect(within(dialog).getByLabelText('File Name')).toHaveProperty('value', 'My KRA PIN');
  });
});

describe('the university drop-down (view lookup)', () => {
  const t = useBackend({ scenario: 'default' });
  it('lists the universities, or under EBK the accredited programmes, each with Other last', async () => {
    const { captionsFor } = await import('#contract/captions.ts');
    const { certifications } = await import('#features/profile/sub-lists.ts');
    const load = certifications.fields.find((f) => f.name === 'UniversityCode')!.options as (
      api: ApiClient,
      c: ReturnType<typeof captionsFor>,
    ) => Promise<Array<{ value: string; label: string }>>;
    const plain = await load(t.anon, captionsFor(''));
    const ebk = await load(t.anon, captionsFor('EBK'));
    expect(plain[0]).toEqual({ value: 'U001', label: 'University of Nairobi' });
    expect(ebk[0]!.label).toBe('BSc Civil Engineering, University of Nairobi');
    for (const list of [plain, ebk]) expect(list.at(-1)).toEqual({ value: 'OTHER', label: 'Other (type its name)' });
  });
});
