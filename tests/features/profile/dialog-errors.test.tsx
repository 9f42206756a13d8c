// @vitest-environment jsdom
// Issue 23 item 3: errors in a long dialog are where the user looks. A refused Save of the shared sub-list dialog
// (every profile sub-list uses it) puts each message beside its field and moves focus to the first one; a
// qualification added without its certificate says so beside the Certificate field, before anything is sent; the
// server's refusal, when there is one, takes the focus too; a failure with no place in the form (500) is the
// 'Something went wrong' dialog with Try again (document 1 §2.4, §8).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type User } from '../../support/user';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, type ApiClient } from '#contract';
import { MemberDataContext, type MemberDataActor } from '#kernel/member-data-context.tsx';
import { createChangeBus } from '#machines/changes/change-bus.ts';
import { PortalContext, type Portal } from '#kernel/portal/portal-context.tsx';
import { DEFAULT_SITE, SiteContext } from '#kernel/portal/site-context.tsx';
import { certifications, contacts } from '#features/profile/sub-lists.ts';
import { SubListView } from '#features/profile/sub-list-view.tsx';
import { useBackend } from '../../support/backend';

describe('errors in a sub-list dialog (view)', () => {
  const t = useBackend({ scenario: 'default' });
  let api: ApiClient;
  const posts: string[] = [];
  beforeAll(async () => {
    api = await t.signIn('member@demo.test');
    t.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
  });
  afterEach(() => {
    cleanup();
    t.server.resetHandlers();
    posts.length = 0;
  });

  const memberData = { send: () => undefined } as unknown as MemberDataActor;
  const show = (resource: typeof certifications | typeof contacts) =>
    render(
      <PortalContext.Provider value={{ api, changes: createChangeBus() } as Portal}>
        <SiteContext.Provider value={DEFAULT_SITE}>
          <MemberDataContext.Provider value={memberData}>
            <SubListView resource={resource as typeof certifications} />
          </MemberDataContext.Provider>
        </SiteContext.Provider>
      </PortalContext.Provider>,
    );

  /** The message tied to a control (aria-describedby), as a screen reader and a sighted user beside it read it. */
  const messageOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el) => el?.getAttribute('data-testid') === 'field-error')
      .map((el) => el!.textContent)
      .join(' ');

  it('issue 23 item 3: Add qualification without its certificate: the message is beside Certificate, focus goes to the first invalid field, nothing is sent', async () => {
    const user = setupUser();
    show(certifications);
    await user.click(await screen.findByRole('button', { name: 'Add qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add qualification' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const certificate = within(dialog).getByLabelText('Certificate');
    await waitFor(() => expect(messageOf(certificate)).toBe(messages.attachmentRequired));
    const invalid = [...dialog.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThan(1);
    // Each invalid control carries its own message, and the first one has the focus.
    for (const control of invalid) expect(messageOf(control), control.id).not.toBe('');
    await waitFor(() => expect(document.activeElement).toBe(invalid[0]));
    // No refusal above the fields: the messages are where the fields are.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('a refused Save after fixing the first field moves focus to the next invalid one', async () => {
    const user = setupUser();
    show(contacts);
    await user.click(await screen.findByRole('button', { name: /^Add contact/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Add contact/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const first = await waitFor(() => {
      const el = dialog.querySelector<HTMLElement>('[aria-invalid="true"]');
      expect(el).not.toBeNull();
      expect(document.activeElement).toBe(el);
      return el!;
    });
    // Fix it (a text field) and Save again: the focus moves on to the next field still invalid.
    if (first instanceof HTMLInputElement) {
      await user.type(first, first.type === 'email' ? 'x@y.ke' : '0712345678');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => {
        const next = dialog.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (next) expect(document.activeElement).toBe(next);
      });
    }
  });

  /** Opens Add qualification and fills every field the rules ask for, answering each message in turn. */
  async function fillQualification(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Add qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add qualification' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (let round = 0; round < 20; round += 1) {
      const control = dialog.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!control) break;
      if (control instanceof HTMLInputElement && control.type === 'file') {
        await user.upload(control, new File([new TextEncoder().encode('%PDF-1.4\n%test\n')], 'cert.pdf', { type: 'application/pdf' }));
      } else if (control instanceof HTMLInputElement && control.type === 'date') {
        await user.type(control, '2020-01-01');
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        await user.type(control, 'Text');
      } else {
        await user.click(control);
        const option = await screen.findAllByRole('option');
        await user.click(option.find((o) => o.textContent?.trim()) ?? option[0]!);
      }
      if (dialog.querySelector('[aria-invalid="true"]') === null) break;
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    }
    return dialog;
  }

  it("the server's refusal (422) sits above the fields and takes the focus, so it is seen in a long dialog", async () => {
    t.server.use(
      http.post('*/profile/certification', () =>
        HttpResponse.json({ message: 'This certificate number is already on file.' }, { status: 422 }),
      ),
    );
    const user = setupUser({ applyAccept: false });
    show(certifications);
    const dialog = await fillQualification(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('This certificate number is already on file.');
    await waitFor(() => expect(document.activeElement?.contains(refusal)).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull();
  });

  it("document 1 §2.4, §8: a profile save that fails with no inline place (500) shows 'Something went wrong' with Try again, which sends the save again", async () => {
    t.server.use(
      http.post('*/profile/certification', () => HttpResponse.json({ message: 'The server had a problem.' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = setupUser({ applyAccept: false });
    show(certifications);
    const dialog = await fillQualification(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const failure = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(failure).getByText('The server had a problem.')).toBeTruthy();
    // Not also above the fields.
    expect(within(dialog).queryByText('The server had a problem.')).toBeNull();
    const sent = posts.filter((p) => p.endsWith('/profile/certification')).length;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    // Try again is the same save, sent again; the failure dialog goes.
    await waitFor(() => expect(posts.filter((p) => p.endsWith('/profile/certification')).length).toBe(sent + 1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull());
  });
});
