// The crud-list machine built from a contract definition alone: the blank form its fields imply, contacts added
// and edited through their one save call, and a list the view does not show yet (attachments) edited without
// sending its stored file back.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { attachments, contacts, facilities, shareholders } from '../../src/contract/profile-lists';
import { selectForm } from '../../machines/crud-list/crud-list.machine';
import { blankOf, createSubListMachine } from '../../machines/crud-list/sub-list';
import { useBackend } from '../support/backend';

describe('sub-list machine from a contract definition', () => {
  const t = useBackend({ scenario: 'default' });

  const contactList = createSubListMachine(contacts);
  const attachmentList = createSubListMachine(attachments);
  const idle = (s: { matches: (v: { ready: 'idle' }) => boolean; context: { changed: string | null } }, changed: string | null = null) =>
    s.matches({ ready: 'idle' }) && (changed === null || s.context.changed === changed);

  it("starts a form blank: '' for text and choices, nothing for numbers and files, false for a checkbox", () => {
    expect(blankOf(shareholders)).toEqual({ name: '', identificationDocumentNo: '', discipline: '', type: '', regNo: '', sharesHeld: undefined });
    expect(blankOf(facilities)).toEqual({ nameOfEquipment: '', quantity: undefined, ownership: '', remarks: '', File: undefined });
    expect(blankOf(contacts, { Country: 'KE' })).toMatchObject({ Type: '', Country: 'KE', County: '' });
  });

  it('adds a contact through the save call, and edits it in place through the same call', async () => {
    const actor = createActor(contactList, { input: { api: await t.signIn('member@demo.test') } }).start();
    await waitFor(actor, (s) => idle(s));
    const before = actor.getSnapshot().context.rows.length;
    actor.send({ type: 'list.add' });
    const form = selectForm(actor.getSnapshot())!;
    for (const [name, value] of Object.entries({ Type: 'Work', PhoneNo: '0202000111', Address: 'Barabara Plaza', Country: 'KE' })) form.send({ type: 'form.change', name, value });
    form.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'added'));
    const added = actor.getSnapshot().context.rows.find((r) => r.Address === 'Barabara Plaza')!;
    expect(actor.getSnapshot().context.rows).toHaveLength(before + 1);

    actor.send({ type: 'list.edit', row: added });
    const edit = selectForm(actor.getSnapshot())!;
    expect(edit.getSnapshot().context.values).toMatchObject({ lineNo: added.lineNo, Address: 'Barabara Plaza', PhoneNo: '0202000111' });
    edit.send({ type: 'form.change', name: 'Address', value: 'Upper Hill' });
    edit.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'updated'));
    const rows = actor.getSnapshot().context.rows;
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.lineNo === added.lineNo)?.Address).toBe('Upper Hill');
  });

  it("edits an attachment without sending its stored file back (the form's file field starts empty), and the row keeps it", async () => {
    const api = await t.signIn('member@demo.test');
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%test\n')], 'kra.pdf', { type: 'application/pdf' });
    const stored = await api.call(attachments.calls.add, { body: { description: 'KRA', fileName: 'kra.pdf', attachment: pdf } });
    const actor = createActor(attachmentList, { input: { api } }).start();
    await waitFor(actor, (s) => idle(s));
    const row = actor.getSnapshot().context.rows.find((r) => r.lineNo === stored.data.lineNo)!;
    expect(row).toMatchObject({ attached: true, fileName: 'kra.pdf' });
    actor.send({ type: 'list.edit', row });
    const edit = selectForm(actor.getSnapshot())!;
    expect(edit.getSnapshot().context.values).toMatchObject({ lineNo: row.lineNo, description: 'KRA', fileName: 'kra.pdf', attachment: undefined });
    edit.send({ type: 'form.change', name: 'description', value: 'KRA PIN' });
    edit.send({ type: 'form.submit' });
    await waitFor(actor, (s) => idle(s, 'updated'));
    expect(actor.getSnapshot().context.rows.find((r) => r.lineNo === row.lineNo)).toMatchObject({ description: 'KRA PIN', attached: true, attachment: row.attachment });
  });
});
